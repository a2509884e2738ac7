import { ApiError, isAbortError, isApiError, retryAfterFrom } from './errors';
import type { RequestLog } from './request-log';
import type { Feed, ServiceErrorBody } from './types';

/**
 * A fetch that holds requests in a line (the pacer) calls `onQueue` when a request has to wait there, and `onSend`
 * with the moment it leaves the line.
 */
export type FetchLike = (input: string, init?: RequestInit & { onQueue?: () => void; onSend?: (at: number) => void }) => Promise<Response>;

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
/** Query parameters: an object whose members are QueryValues (interfaces of named parameters fit). */
export type QueryParams = object;

/**
 * Serialises query parameters as the service expects them: arrays as one
 * comma-separated value, booleans as `true`/`false`, OData names (`$top`)
 * written literally; empty values are left out.
 */
export function serializeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    let text: string;
    if (Array.isArray(value)) {
      const items = (value as readonly (string | number)[]).map((item) => String(item).trim()).filter((item) => item !== '');
      if (items.length === 0) continue;
      text = items.join(',');
    } else {
      text = String(value).trim();
      if (text === '') continue;
    }
    parts.push(`${encodeComponent(name)}=${encodeComponent(text)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%24/g, '$');
}

/**
 * Drops undefined and empty-list members, so equal parameter sets give equal
 * query keys and URLs stay short.
 */
export function compactParams<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))) as T;
}

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Identity of the backend (no secrets): the root of every query key. */
  readonly key: string;
  /** Gateway root, e.g. https://gateway.saxobank.com/sim (paths start with /openapi). */
  readonly baseUrl: string;
  /** GET a path of the service (`/openapi/ref/v1/...`) and parse its JSON. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** GET an absolute URL given by the service (a `__next` link). */
  getAbsolute<T>(url: string, options?: { signal?: AbortSignal }): Promise<T>;
}

export interface ApiClientOptions {
  key: string;
  baseUrl: string;
  /** The bearer token, or a function giving the current one (read at each request, so a renewed token applies at once). */
  token: string | (() => string);
  fetch?: FetchLike;
  /** Where each request and its answer are recorded (for the inspector and the rate meter). */
  log?: RequestLog;
}

/**
 * A pasted bearer token as it goes into the Authorization header: trimmed,
 * without a leading `Bearer` (the developer portal shows it both ways) and
 * without surrounding quotes.
 */
export function normalizeToken(input: string): string {
  return input
    .trim()
    .replace(/^bearer(?:\s+|$)/i, '')
    .replace(/^(["'])(.*)\1$/s, '$2')
    .trim();
}

export type TokenCheck = { ok: true; token: string; note?: string } | { ok: false; error: string };

/**
 * A pasted access token: surrounding spaces and quotes, and a leading "Bearer" (the app adds the word
 * itself), are removed, the last with a note; a token with spaces, line breaks or characters outside
 * printable ASCII inside is refused (no header could carry it as pasted).
 */
export function checkToken(input: string): TokenCheck {
  const trimmed = input
    .trim()
    .replace(/^(["'])(.*)\1$/s, '$2')
    .trim();
  const bearer = /^bearer(?:\s+|$)/i.test(trimmed);
  const token = normalizeToken(trimmed);
  if (!token)
    return { ok: false, error: bearer ? 'Enter a token: only the word Bearer was pasted, without the token after it.' : 'Enter a token: paste the access token for this gateway.' };
  if (/\s/.test(token)) return { ok: false, error: 'A token has no spaces or line breaks: paste it again, in one piece.' };
  if (/[^\x21-\x7e]/.test(token)) return { ok: false, error: 'The token holds characters no token has (only letters, digits and punctuation): paste it again.' };
  if (token.length > 8192) return { ok: false, error: 'Too long for a token (more than 8,192 characters).' };
  return bearer ? { ok: true, token, note: 'The word Bearer was removed: the app puts it in front of the token itself.' } : { ok: true, token };
}

/** Trims a user-typed gateway URL to its root: no trailing slash, no `/openapi` suffix. */
export function normalizeBaseUrl(input: string): string {
  let url = input.trim().replace(/\/+$/, '');
  if (/\/openapi$/i.test(url)) url = url.slice(0, -'/openapi'.length);
  return url;
}

const utf8 = new TextDecoder();

/** What stands for the token where it must not be shown: in the request log's Authorization header, in an echoed body. */
export const MASKED_TOKEN = '[token]';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseOrigin = safeOrigin(baseUrl);

  async function request<T>(url: string, path: string, signal: AbortSignal | undefined): Promise<T> {
    signal?.throwIfAborted();
    const token = normalizeToken(typeof options.token === 'function' ? options.token() : options.token);
    // Without a token the gateway can only answer 401: say so without sending anything.
    if (!token) throw new ApiError({ kind: 'http', status: 401, path });
    const log = options.log;
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    // The log keeps the headers as sent, but for the token.
    const logId = log?.start({ url, backend: options.key, requestHeaders: { ...headers, Authorization: `Bearer ${MASKED_TOKEN}` } });
    const record = (outcome: Parameters<RequestLog['finish']>[1]) => {
      if (log && logId !== undefined) log.finish(logId, outcome);
    };
    let response: Response;
    try {
      response = await doFetch(url, { method: 'GET', headers, signal, onQueue: () => log?.queued(logId as number), onSend: (at) => log?.sent(logId as number, at) });
    } catch (error) {
      const aborted = isAbortError(error) || signal?.aborted;
      record({ state: aborted ? 'aborted' : 'failed', status: 0 });
      if (aborted) throw error;
      throw new ApiError({ kind: 'network', status: 0, path, cause: error });
    }
    const correlationId = response.headers.get('X-Correlation') ?? undefined;
    const answerHeaders = [...response.headers.entries()].map(([name, value]) => [name.toLowerCase(), value] as const);
    let text: string;
    let size: number;
    try {
      // The bytes, then the text: their count is the size the inspector shows, at no extra cost.
      const bytes = await response.arrayBuffer();
      size = bytes.byteLength;
      text = utf8.decode(bytes);
    } catch (error) {
      // The connection broke while the body was on its way.
      const aborted = isAbortError(error) || signal?.aborted;
      record({ state: aborted ? 'aborted' : 'failed', status: response.status, headers: answerHeaders });
      if (aborted) throw error;
      throw new ApiError({ kind: 'network', status: response.status, path, correlationId, cause: error });
    }
    const masked = maskToken(text, token);
    record({ state: response.ok ? 'done' : 'failed', status: response.status, headers: answerHeaders, body: masked, size });
    if (!response.ok) {
      const retryAfterMs = response.status === 429 ? retryAfterFrom(response.headers) : undefined;
      throw new ApiError({ kind: 'http', status: response.status, path, body: parseErrorBody(masked), correlationId, retryAfterMs });
    }
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      throw new ApiError({ kind: 'invalid-response', status: response.status, path, correlationId, cause });
    }
  }

  return {
    key: options.key,
    baseUrl,
    get: (path, { query, signal } = {}) => request(`${baseUrl}${path}${serializeQuery(query)}`, path, signal),
    getAbsolute: (url, { signal } = {}) => {
      const absolute = resolveNextLink(url, baseUrl);
      // Never send the token to another origin than the configured gateway.
      if (!absolute || safeOrigin(absolute) !== baseOrigin) {
        return Promise.reject(new ApiError({ kind: 'invalid-response', status: 0, path: '__next' }));
      }
      return request(absolute, new URL(absolute).pathname, signal);
    },
  };
}

/**
 * A `__next` link as an absolute URL. The service sends absolute links; a
 * path (as in its documentation's examples) is taken relative to the gateway
 * root when it starts with `/openapi`, else to the gateway's address.
 */
export function resolveNextLink(link: string, baseUrl: string): string | undefined {
  const text = link.trim();
  if (!text) return undefined;
  try {
    if (/^\/openapi(\/|\?|$)/i.test(text)) return new URL(`${normalizeBaseUrl(baseUrl)}${text}`).href;
    return new URL(text, `${normalizeBaseUrl(baseUrl)}/`).href;
  } catch {
    return undefined;
  }
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A text with every copy of the token masked as `[token]`: a gateway that echoes it must not put it on
 * screen (error panels get copied into reports), in the request log, in an export or in copied code. A
 * token of a few characters (a demo user's name) is no secret and may be a word of the text: left as it is.
 */
export function maskToken(text: string, token: string | undefined): string {
  return token && token.length >= 16 ? text.replaceAll(token, MASKED_TOKEN) : text;
}

function parseErrorBody(text: string): ServiceErrorBody | undefined {
  if (!text.trim()) return undefined; // 401 and 404 come with an empty body
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ServiceErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches a paged feed and follows its `__next` links until the end, or until
 * at least `maxItems` rows have come, concatenating `Data`. Stopped before the
 * end, the answer keeps the link to the rest as its `__next`.
 */
export async function fetchAllPages<T>(api: ApiClient, path: string, options: RequestOptions & { maxItems?: number } = {}): Promise<Feed<T> & { Data: T[] }> {
  const first = await api.get<Feed<T> | null>(path, { query: options.query, signal: options.signal });
  const data: T[] = [...feedItems(first)];
  let next = nextLink(first);
  const limit = options.maxItems ?? Number.POSITIVE_INFINITY;
  const seen = new Set([pageKey(`${api.baseUrl}${path}${serializeQuery(options.query)}`)]);
  while (next && data.length < limit) {
    const key = pageKey(resolveNextLink(next, api.baseUrl) ?? next);
    // A link back to a page already read would never end; an empty page ends the feed, whatever its link says.
    if (seen.has(key)) return whole(first, data);
    seen.add(key);
    const page = await api.getAbsolute<Feed<T> | null>(next, { signal: options.signal }).catch(laterPageError);
    const items = feedItems(page);
    if (items.length === 0) return whole(first, data);
    data.push(...items);
    next = nextLink(page);
  }
  return whole(first, data, next);
}

/** The first page's envelope with every row read, and the link to the rest when there is more. */
function whole<T>(first: Feed<T> | null, data: T[], next?: string): Feed<T> & { Data: T[] } {
  const { __next: _ignored, ...rest } = first ?? {};
  return { ...rest, Data: data, ...(next ? { __next: next } : {}) };
}

/** A failure on a page after the first: the list exists, the link to this page failed (see ApiError.laterPage). */
export function laterPageError(error: unknown): never {
  throw isApiError(error) ? error.onLaterPage() : error;
}

/** A page's address for comparing links: its origin and path, and its parameters in any order and spelling. */
export function pageKey(link: string): string {
  try {
    const url = new URL(link);
    const params = [...url.searchParams].map(([name, value]) => `${name.toLowerCase()}=${value}`).sort();
    return `${url.origin}${url.pathname.toLowerCase()}?${params.join('&')}`;
  } catch {
    return link;
  }
}

/** A feed's `__next` link, if it has a usable one. */
export function nextLink(feed: Feed<unknown> | null | undefined): string | undefined {
  const next = feed?.__next;
  return typeof next === 'string' && next.trim() ? next : undefined;
}

/**
 * The items of a feed, whatever the service sent: `Data` missing, null or
 * not a list gives no items, and null entries are dropped.
 */
export function feedItems<T>(feed: Feed<T> | null | undefined): T[] {
  const data: unknown = feed?.Data;
  if (!Array.isArray(data)) return [];
  return data.filter((item): item is T => item !== null && item !== undefined);
}
