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

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    path: string;
    body?: ServiceErrorBody | undefined;
    correlationId?: string | undefined;
    retryAfterMs?: number | undefined;
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

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  /** Whether trying again later may help (network trouble, rate limit, server trouble). */
  get isTransient(): boolean {
    return this.kind === 'network' || this.status === 429 || this.status >= 500;
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
 * How long a 429 asks to wait, read from the headers a browser can see:
 * `Retry-After` (seconds or an HTTP date) or the largest `X-RateLimit-*-Reset`
 * (seconds until the quota resets), at least one second. Undefined when none
 * is readable.
 */
export function retryAfterFrom(headers: Headers, now: number = Date.now()): number | undefined {
  const retryAfter = headers.get('Retry-After')?.trim();
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1, seconds) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(1000, date - now);
  }
  let reset: number | undefined;
  headers.forEach((value, name) => {
    if (!/^x-ratelimit-.+-reset$/i.test(name)) return;
    const seconds = Number(value.trim());
    if (Number.isFinite(seconds) && seconds >= 0) reset = Math.max(reset ?? 0, seconds);
  });
  return reset === undefined ? undefined : Math.max(1, reset) * 1000;
}

/** Waits before retrying a 429 whose headers say nothing: the gateway's quotas are per minute. */
export const RATE_LIMIT_FALLBACK_DELAYS_MS = [5_000, 20_000] as const;

/**
 * React Query's retry delay: a rate-limited request waits as long as the
 * service asks (or 5 s, then 20 s), so retries do not prolong the limit;
 * other transient failures back off exponentially from one second.
 */
export function retryDelayFor(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.isRateLimited) {
    return error.retryAfterMs ?? RATE_LIMIT_FALLBACK_DELAYS_MS[Math.min(failureCount, RATE_LIMIT_FALLBACK_DELAYS_MS.length - 1)] ?? 20_000;
  }
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) ||
    (error instanceof Error && error.name === 'AbortError')
  );
}
