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

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    path: string;
    body?: ServiceErrorBody | undefined;
    correlationId?: string | undefined;
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

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) ||
    (error instanceof Error && error.name === 'AbortError')
  );
}
