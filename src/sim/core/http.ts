/**
 * Transport-neutral request and response shapes. Every mount (browser worker,
 * loopback HTTP server, unit tests) converts its native request into a
 * SimRequest and writes the SimResponse back, so the behaviour is identical.
 */
export interface SimRequest {
  method: string;
  /** Absolute URL of the request (the origin is used to build `__next` links). */
  url: string;
  /** Header names in any case. */
  headers: Record<string, string | undefined>;
}

export interface SimResponse {
  status: number;
  headers: Record<string, string>;
  /** Serialised JSON body, or null for an empty body (e.g. 401). */
  body: string | null;
}

/** Body of a 400 answer, as the real gateway sends it. */
export interface ErrorBody {
  ErrorCode: string;
  Message: string;
  ModelState?: Record<string, string[]>;
}

/** Thrown by operations; turned into a response by the dispatcher. */
export class SimError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  constructor(status: number, body: ErrorBody | null = null) {
    super(body?.Message ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export function badRequest(errorCode: string, message: string, modelState?: Record<string, string[]>): SimError {
  return new SimError(400, modelState ? { ErrorCode: errorCode, Message: message, ModelState: modelState } : { ErrorCode: errorCode, Message: message });
}

/** 404 with an empty body, as the real gateway answers for unknown ids. */
export function notFound(): SimError {
  return new SimError(404, null);
}

export function forbidden(): SimError {
  return new SimError(403, null);
}
