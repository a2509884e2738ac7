import { QUOTA_WINDOW_MS } from './quotas';
import type { ServiceErrorBody } from './types';

export type ApiErrorKind =
  /** The service answered with an error status. */
  | 'http'
  /** No answer: host unreachable, DNS failure, or the browser refused the answer (CORS). */
  | 'network'
  /** A 2xx answer whose body is not the JSON the operation promises. */
  | 'invalid-response';

/** The one error type of the API client. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when there was no answer. */
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly serviceMessage: string | undefined;
  readonly modelState: Record<string, string[]> | undefined;
  /** The gateway's `X-Correlation` id, to quote when asking the broker for support. */
  readonly correlationId: string | undefined;
  /** Operation path (no query string, no host), for display. */
  readonly path: string;
  /**
   * For a 429: how long the service asks to wait (ms), from `Retry-After` or an
   * `X-RateLimit-*-Reset` header when the browser may read them; undefined when
   * neither is readable (the real gateway does not expose its rate-limit headers).
   */
  readonly retryAfterMs: number | undefined;
  /** When the answer (or the failure) came, in ms since the epoch: the start of a 429's wait. */
  readonly receivedAt: number;
  /**
   * The request was a later page of a list, reached by the service's own `__next` link: the list exists, this
   * page of it failed (a 404 here is a broken link, not an unknown resource).
   */
  readonly laterPage: boolean;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    path: string;
    body?: ServiceErrorBody | undefined;
    correlationId?: string | undefined;
    retryAfterMs?: number | undefined;
    receivedAt?: number;
    laterPage?: boolean;
    cause?: unknown;
  }) {
    super(describe(init.kind, init.status, init.body), { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.path = init.path;
    this.errorCode = nonEmpty(init.body?.ErrorCode);
    this.serviceMessage = nonEmpty(init.body?.Message);
    this.modelState = init.body?.ModelState && typeof init.body.ModelState === 'object' ? init.body.ModelState : undefined;
    this.correlationId = init.correlationId;
    this.retryAfterMs = init.retryAfterMs;
    this.receivedAt = init.receivedAt ?? Date.now();
    this.laterPage = init.laterPage ?? false;
  }

  /** The same failure, on a later page of a list (see `laterPage`). */
  onLaterPage(): ApiError {
    const { kind, status, path, correlationId, retryAfterMs, receivedAt } = this;
    const body = { ErrorCode: this.errorCode, Message: this.serviceMessage, ModelState: this.modelState };
    return new ApiError({ kind, status, path, body, correlationId, retryAfterMs, receivedAt, laterPage: true, cause: this.cause });
  }

  get isRateLimited(): boolean {
    return this.kind === 'http' && this.status === 429;
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }

  get isForbidden(): boolean {
    return this.kind === 'http' && this.status === 403;
  }

  /** The service does not know the resource asked for (a broken link to a later page is not that). */
  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404 && !this.laterPage;
  }
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function describe(kind: ApiErrorKind, status: number, body: ServiceErrorBody | undefined): string {
  if (kind === 'network') return 'The service could not be reached.';
  if (kind === 'invalid-response') return 'The service sent an answer that could not be read.';
  const message = nonEmpty(body?.Message);
  switch (status) {
    case 400:
      return message ?? 'The service rejected the request as invalid.';
    case 401:
      return 'The access token is missing, invalid or expired.';
    case 403:
      return 'This user is not entitled to this data.';
    case 404:
      return 'Not found.';
    case 429:
      return 'Too many requests: the service rate limit was reached.';
    case 503:
      return 'The service is temporarily unavailable.';
    default:
      return message ?? `The service answered with HTTP ${status}.`;
  }
}

/**
 * How long a 429 asks to wait, read from the headers a browser can see: `Retry-After` (seconds or an HTTP date), else
 * the `X-RateLimit-<dimension>-Reset` (seconds until that quota resets) of the quota that is spent. A 429 carries
 * every dimension's headers, the day's quota among them (reset hours away, millions left): a dimension whose
 * `-Remaining` says requests are left is not why, so its reset is not waited for. Where no spent quota is named,
 * the longest reset of those whose remaining count is not given. At least one second; undefined when none is readable.
 */
export function retryAfterFrom(headers: Headers, now: number = Date.now()): number | undefined {
  const retryAfter = headers.get('Retry-After')?.trim();
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1, seconds) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(1000, date - now);
  }
  const quotas: Record<string, { reset?: number; remaining?: number }> = {};
  headers.forEach((value, name) => {
    const match = /^x-ratelimit-(.+)-(reset|remaining)$/i.exec(name);
    const number = value.trim() ? Number(value) : NaN;
    if (match && Number.isFinite(number) && number >= 0) (quotas[match[1]!.toLowerCase()] ??= {})[match[2]!.toLowerCase() as 'reset'] = number;
  });
  const known = Object.values(quotas).filter((quota) => quota.reset !== undefined);
  const spent = known.filter((quota) => quota.remaining === 0);
  const waits = (spent.length ? spent : known.filter((quota) => quota.remaining === undefined)).map((quota) => quota.reset!);
  return waits.length ? Math.max(1, ...waits) * 1000 : undefined;
}

/** The wait before asking again after a 429 whose headers the page cannot read: the gateway's quotas are per minute. */
export const RATE_LIMIT_UNKNOWN_WAIT_MS = QUOTA_WINDOW_MS;

/** Failures that may heal are retried at most this many times, after 1 s, 2 s, 4 s… and never more than MAX_RETRY_DELAY_MS apart. */
export const MAX_RETRIES = 2;
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * How long a 429 asks to wait: what the service names, else a whole quota
 * minute (the gateway hides its rate-limit headers from pages, so a shorter
 * guess would ask again while the quota may still be spent).
 */
export function rateLimitWaitMs(error: ApiError): number {
  return error.retryAfterMs ?? RATE_LIMIT_UNKNOWN_WAIT_MS;
}

/**
 * React Query's retry policy. A client error (4xx) does not heal by asking
 * again, and a 429 is not retried in the background: the view's error panel
 * counts its wait down and asks again then (useRetryCountdown). Server
 * errors (5xx), no answer and an unreadable answer are retried MAX_RETRIES
 * times; so is any other error.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !isApiError(error) || error.kind !== 'http' || error.status >= 500;
}

/**
 * React Query's retry delay: exponential from one second, capped; a 429 (if
 * a query retries it after all) waits as long as the service asks.
 */
export function retryDelayFor(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.isRateLimited) return rateLimitWaitMs(error);
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) || (error instanceof Error && error.name === 'AbortError');
}
