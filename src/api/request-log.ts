/**
 * What the client sent and what came back: one record per request, in the order they were made, for the
 * request inspector and the rate-limit meter. A record never holds the token: URLs carry none, and bodies
 * are kept as the client saw them after masking (see client.ts).
 *
 * The log is a small external store (subscribe + snapshot) that React reads with useSyncExternalStore.
 * It keeps the newest `limit` records; a record's body is kept up to `bodyLimit` characters, and the
 * bodies of all records together up to `bodiesLimit` characters: beyond that the oldest records lose
 * their bodies (`bodyDropped`), so a long session of large option spaces does not pile up memory.
 */
import { serviceGroupOf, type ServiceGroup } from './quotas';

export type ExchangeState = 'pending' | 'done' | 'failed' | 'aborted';

export interface Exchange {
  /** Increasing number, unique within the page's life. */
  readonly id: number;
  readonly method: 'GET';
  /** The exact URL sent (never with a token in it: the token travels in a header). */
  readonly url: string;
  /** The URL's path, e.g. `/openapi/ref/v1/instruments`. */
  readonly path: string;
  readonly group: ServiceGroup;
  /** The query key root (backend and user) of the client that sent it. */
  readonly backend: string;
  /** The app's own address (path and search) when the request was made: which view asked. */
  readonly view: string;
  /** When it was sent, ms since the epoch (for a request that waited in the app's line: when it left it). */
  readonly startedAt: number;
  /** ms it waited in the app's own line (the pacer, under the gateway's quotas) before `startedAt`. */
  readonly queuedMs?: number;
  /** Waiting in the app's own line now: asked for at `startedAt`, not sent yet. */
  readonly inLine?: true;
  /**
   * Cancelled while it waited in the app's line: never sent, so the gateway neither saw nor counted it. `startedAt` is
   * then when it left the line and `queuedMs` its wait there.
   */
  readonly unsent?: true;
  /** The request headers the client set, as sent but for the token (`Bearer ‹masked›`: the client never gives the log a token). */
  readonly requestHeaders?: Readonly<Record<string, string>> | undefined;
  readonly state: ExchangeState;
  /** ms from sending (`startedAt`) to the whole body read (or the failure). */
  readonly durationMs?: number;
  /** HTTP status; 0 when no answer came (network failure). */
  readonly status?: number;
  /** Size of the response body in bytes (UTF-8). */
  readonly size?: number;
  /** Response headers the browser lets a script read, lower-case names, in the order given. */
  readonly headers?: readonly (readonly [string, string])[];
  /** The response body as text (masked), cut at the log's body limit. */
  readonly body?: string;
  /** True when `body` was cut. */
  readonly bodyCut?: boolean;
  /** True when the body was let go to keep the log's memory within bounds. */
  readonly bodyDropped?: boolean;
}

/** When a record was asked for: its sending, less its wait in the app's line. */
export const askedAt = (record: Exchange): number => record.startedAt - (record.queuedMs ?? 0);

export interface RequestLog {
  /** Opens a record; returns its id. */
  start(entry: Pick<Exchange, 'url' | 'backend' | 'requestHeaders'> & { view?: string; startedAt?: number }): number;
  /** A pending record's request waits in the app's line (a pacing fetch says so). */
  queued(id: number): void;
  /** A pending record's request left the app's line at `at`: it waited from its start until then. */
  sent(id: number, at: number): void;
  /** Completes a record. */
  finish(id: number, outcome: Pick<Exchange, 'state'> & Partial<Pick<Exchange, 'status' | 'headers' | 'body' | 'durationMs' | 'size'>>): void;
  /** Every record kept, oldest first. The same array until something changes. */
  snapshot(): readonly Exchange[];
  subscribe(listener: () => void): () => void;
  clear(): void;
  /** Drops the records of one backend (its key): a gateway user who signs out or leaves takes them along. */
  forget(backend: string): void;
}

export interface RequestLogOptions {
  limit?: number;
  bodyLimit?: number;
  bodiesLimit?: number;
  now?: () => number;
  /** The app's address at the time of a request; defaults to the window's path and search. */
  location?: () => string;
}

const encoder = new TextEncoder();

/** The URL as fetch sends it (the WHATWG parser's form: e.g. a quote or a space in the query percent-encoded), and its path. */
function sentUrl(url: string): { href: string; pathname: string } {
  try {
    return new URL(url);
  } catch {
    return { href: url, pathname: url.split('?')[0] ?? url };
  }
}

function windowLocation(): string {
  return typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
}

export function createRequestLog(options: RequestLogOptions = {}): RequestLog {
  const limit = options.limit ?? 200;
  const bodyLimit = options.bodyLimit ?? 2_000_000;
  const bodiesLimit = options.bodiesLimit ?? 12_000_000;
  const now = options.now ?? (() => Date.now());
  const location = options.location ?? windowLocation;
  const listeners = new Set<() => void>();
  let records: readonly Exchange[] = [];
  let nextId = 1;

  const emit = () => listeners.forEach((listener) => listener());

  return {
    start(entry) {
      const id = nextId++;
      const { href: url, pathname: path } = sentUrl(entry.url);
      const record: Exchange = {
        id,
        method: 'GET',
        url,
        path,
        group: serviceGroupOf(path),
        backend: entry.backend,
        view: entry.view ?? location(),
        startedAt: entry.startedAt ?? now(),
        state: 'pending',
        requestHeaders: entry.requestHeaders,
      };
      records = [...records, record].slice(-limit);
      emit();
      return id;
    },
    queued(id) {
      const record = records.find((item) => item.id === id);
      if (record?.state !== 'pending' || record.inLine) return;
      records = records.map((item) => (item === record ? { ...record, inLine: true } : item));
      emit();
    },
    sent(id, at) {
      const record = records.find((item) => item.id === id);
      if (record?.state !== 'pending' || (at <= record.startedAt && !record.inLine)) return;
      // One that joined a request already out of the line (at before its own ask) did not wait itself.
      const { inLine: _left, ...rest } = record;
      const sentRecord: Exchange = at > record.startedAt ? { ...rest, startedAt: at, queuedMs: at - record.startedAt } : rest;
      records = records.map((item) => (item === record ? sentRecord : item));
      emit();
    },
    finish(id, outcome) {
      const index = records.findIndex((record) => record.id === id);
      const found = records[index];
      if (!found) return;
      // Still in the app's line: it ends there, never sent.
      const { inLine, ...record } = found;
      const leftAt = now();
      const timing = inLine ? { startedAt: leftAt, queuedMs: Math.max(0, leftAt - found.startedAt), unsent: true as const } : {};
      const body = outcome.body;
      const done: Exchange = {
        ...record,
        ...timing,
        state: outcome.state,
        durationMs: inLine ? 0 : (outcome.durationMs ?? Math.max(0, leftAt - record.startedAt)),
        ...(outcome.status === undefined ? {} : { status: outcome.status }),
        ...(outcome.headers ? { headers: outcome.headers } : {}),
        ...(body === undefined
          ? {}
          : { body: body.length > bodyLimit ? body.slice(0, bodyLimit) : body, bodyCut: body.length > bodyLimit, size: outcome.size ?? encoder.encode(body).length }),
      };
      const next = records.slice();
      next[index] = done;
      // Newest first, keep bodies while they fit in the log's budget.
      let kept = 0;
      for (let at = next.length - 1; at >= 0; at--) {
        const item = next[at] as Exchange;
        if (item.body === undefined) continue;
        kept += item.body.length;
        if (kept > bodiesLimit && at !== index) {
          const { body: _dropped, ...rest } = item;
          next[at] = { ...rest, bodyDropped: true };
        }
      }
      records = next;
      emit();
    },
    snapshot: () => records,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      records = [];
      emit();
    },
    forget(backend) {
      records = records.filter((record) => record.backend !== backend);
      emit();
    },
  };
}

/** The page's one log: every client the app builds writes to it. */
export const requestLog: RequestLog = createRequestLog();
