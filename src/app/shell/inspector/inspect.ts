/**
 * What the request inspector shows of a request log's record (src/api/request-log.ts), as pure
 * functions: its outcome, size and time, the headers a page cannot read, the decoded error, the URL of
 * copied code. (Which records belong to a view: view-requests.ts.)
 */
import type { Exchange } from '@/api/request-log';
import { statusCodeText } from '@/components/describe-error';

export type Tone = 'pending' | 'ok' | 'error' | 'aborted';

/** A record's outcome in a few words, and its tone. */
export function outcomeOf(record: Exchange): { text: string; tone: Tone } {
  if (record.state === 'pending') return { text: record.inLine ? "Waiting in the app's line" : 'Waiting for the answer', tone: 'pending' };
  if (record.state === 'aborted') return { text: record.unsent ? "Cancelled in the app's line: never sent" : 'Cancelled: no longer needed', tone: 'aborted' };
  const status = record.status ?? 0;
  if (status === 0) return { text: 'No answer (network error)', tone: 'error' };
  const words = statusCodeText(status);
  if (record.state === 'failed' && status >= 200 && status < 300) return { text: `${words}, then the connection broke off`, tone: 'error' };
  return { text: words, tone: record.state === 'done' ? 'ok' : 'error' };
}

/** Bytes as people read them: `812 B`, `3.4 kB`, `1.25 MB` (1 kB = 1,000 bytes, as the build reports). */
export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return '';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** The wait in the app's own line before a record was sent (the pacer's, under the gateway's quotas), in words; '' for none. */
export function formatQueued(record: Exchange): string {
  return record.queuedMs ? `waited ${formatDuration(record.queuedMs)} in the app's line for the gateway's quota` : '';
}

/**
 * How long a record took, after its wait in the app's line when it had one: `waited 3.90 s in the app's line for the
 * gateway's quota, then 80 ms`; for one cancelled there, its wait alone.
 */
export function formatTook(record: Exchange): string {
  if (record.unsent) return formatQueued(record);
  return [formatQueued(record), formatDuration(record.durationMs)].filter(Boolean).join(', then ');
}

/** The response's correlation id, which the broker's support asks for. */
export function correlationOf(record: Exchange): string | undefined {
  return record.headers?.find(([name]) => name === 'x-correlation')?.[1];
}

export type BackendKind = 'demo' | 'gateway';

/** Which backend answered a record (the demo simulator's keys start with `demo:`, see backendKey). */
export function backendKindOf(record: Exchange): BackendKind {
  return record.backend.startsWith('demo:') ? 'demo' : 'gateway';
}

/**
 * Which response headers the page could not read, in words. A gateway lets a page's script read only the
 * headers it names in `Access-Control-Expose-Headers`: the broker's gateway names X-Correlation but not its
 * `X-RateLimit-*` quota headers. The demo simulator answers inside the page, so nothing is hidden.
 */
export function hiddenHeadersNote(kind: BackendKind, headers: readonly (readonly [string, string])[] | undefined): string {
  const seesRateLimits = (headers ?? []).some(([name]) => name.startsWith('x-ratelimit-'));
  if (kind === 'demo') {
    return seesRateLimits
      ? 'Demo mode: the simulator answers inside this page, so every header it sent is listed, its X-RateLimit-* quota headers too. A real gateway (and the simulator over HTTP, npm run sim) does not let a page read those: there only X-Correlation and the few other headers the gateway exposes are listed.'
      : 'Demo mode: the simulator answers inside this page, so every header it sent is listed. A real gateway does not let a page read its X-RateLimit-* quota headers.';
  }
  return seesRateLimits
    ? 'This gateway lets the page read its X-RateLimit-* headers: they are listed above.'
    : "Not shown: the headers the gateway does not expose to a page's script, among them its X-RateLimit-*-Limit, -Remaining and -Reset quota headers (the gateway's Access-Control-Expose-Headers names X-Correlation but not them). Your browser's developer tools (Network) or the copied curl command show every header.";
}

export interface DecodedError {
  errorCode?: string | undefined;
  message?: string | undefined;
  modelState: [string, string[]][];
  /** What an answer without a readable body means. */
  explanation?: string | undefined;
}

/** The service's error body of a failed record (ErrorCode, Message, ModelState), and words for an answer without one. */
export function decodeError(record: Exchange): DecodedError | undefined {
  if (record.state !== 'failed') return undefined;
  const status = record.status ?? 0;
  const decoded: DecodedError = { modelState: [] };
  const text = record.body?.trim() ?? '';
  if (text) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const { ErrorCode, Message, ModelState } = body as Record<string, unknown>;
        if (typeof ErrorCode === 'string') decoded.errorCode = ErrorCode;
        if (typeof Message === 'string') decoded.message = Message;
        if (ModelState && typeof ModelState === 'object' && !Array.isArray(ModelState)) {
          decoded.modelState = Object.entries(ModelState as Record<string, unknown>).map(([field, messages]) => [
            field,
            (Array.isArray(messages) ? messages : [messages]).map((message) => (typeof message === 'string' ? message : JSON.stringify(message))),
          ]);
        }
      }
    } catch {
      decoded.explanation = 'The body is not JSON: see the raw answer.';
    }
  }
  if (decoded.errorCode || decoded.message || decoded.modelState.length) return decoded;
  decoded.explanation ??= emptyBodyExplanation(status);
  return decoded;
}

function emptyBodyExplanation(status: number): string {
  switch (status) {
    case 0:
      return 'No answer came: the connection failed, or (connected to a gateway) the browser refused an answer without the CORS headers a page may read.';
    case 401:
      return 'The gateway answers 401 with an empty body: the token is missing, invalid or has expired. Sign in again or paste a new token (Settings).';
    case 403:
      return 'The service refused this user or application (403): the data is not in its entitlements.';
    case 404:
      return 'Not found (404), with an empty body: the service knows no such item, or this user may not see it.';
    case 429:
      return 'Too many requests (429), with an empty body: a quota of the gateway was used up. The X-RateLimit-*-Reset header says how many seconds to wait; a page cannot read it from the real gateway.';
    default:
      return status >= 500
        ? `The service failed (${status}) and sent no error body: try again later, and quote the X-Correlation id to the broker's support.`
        : `HTTP ${status}, with an empty body.`;
  }
}

/** The body parsed as JSON, or undefined when it is empty or not JSON (then the text is shown as it is). */
export function parsedBody(record: Exchange): { json: unknown } | undefined {
  if (!record.body || record.bodyCut) return undefined;
  try {
    return { json: JSON.parse(record.body) as unknown };
  } catch {
    return undefined;
  }
}

/** Where the HTTP simulator (npm run sim) answers by default. */
export const LOCAL_SIMULATOR = 'http://127.0.0.1:4010';

/**
 * The URL to put in copied code: a gateway's URL as sent; in demo mode, the same path and query on the
 * simulator over HTTP (the in-page simulator has no address outside the page).
 */
export function codeUrl(record: Exchange, demoBase: string): string {
  if (backendKindOf(record) === 'demo' && record.url.startsWith(demoBase)) return `${LOCAL_SIMULATOR}${record.url.slice(demoBase.length)}`;
  return record.url;
}
