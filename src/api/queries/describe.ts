/**
 * The request a query sends, carried in its options' `meta` by the factories: the path and the query parameters,
 * so that a view lists what it asks from the same query options it runs (never a second, hand-built list).
 */
import { serializeQuery, type QueryParams } from '@/api/client';

export interface RequestDescription {
  method: 'GET';
  /** The service path, `/openapi/...`. */
  path: string;
  /** The query parameters as sent (compacted). */
  query?: QueryParams | undefined;
}

/** The `meta` of a query that sends this request. */
export function requestMeta(path: string, query?: QueryParams): { request: RequestDescription } {
  return { request: { method: 'GET', path, query } };
}

function isDescription(value: unknown): value is RequestDescription {
  return typeof value === 'object' && value !== null && (value as RequestDescription).method === 'GET' && typeof (value as RequestDescription).path === 'string';
}

/** The request query options send, when their factory describes it. */
export function requestOf(options: { meta?: Record<string, unknown> | undefined }): RequestDescription | undefined {
  const request = options.meta?.request;
  return isDescription(request) ? request : undefined;
}

/** A request as one line: method, path and query string, as the client sends it. */
export function requestLine(request: RequestDescription): string {
  return `${request.method} ${request.path}${serializeQuery(request.query)}`;
}
