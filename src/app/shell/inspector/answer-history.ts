/**
 * The answers kept per request, so the inspector can show a request's earlier answers and what changed
 * since the previous one, within a page's life (from the request log) and across reloads (from storage).
 *
 * What is kept of a finished request: its URL, the backend that answered (the query-key root: the demo
 * user, or the gateway and an opaque id of who the token stands for), when it was sent, its status, size
 * and duration, and its body as the log holds it (masked, see src/api/client.ts). Never a header: a
 * header may carry a token. Answers are grouped by backend and URL, so one user's answers are never
 * shown to another.
 *
 * Bounded by count (KEPT_LIMITS: per URL and in all) and by bytes; the oldest go first. Writing starts
 * when the inspector loads (its first opening) and runs off the request path: finished records are
 * queued and written in one batch when the page is idle. The storage sits behind a small interface
 * (AnswerStorage): IndexedDB in the browser (answer-storage-idb.ts), memory in the tests.
 */
import type { Exchange, RequestLog } from '@/api/request-log';

export interface KeptLimits {
  /** Answers kept per backend and URL. */
  readonly perUrl: number;
  /** Answers kept in all. */
  readonly total: number;
  /** Bytes of bodies kept in all (UTF-8). */
  readonly bytes: number;
}

export const KEPT_LIMITS: KeptLimits = { perUrl: 10, total: 300, bytes: 20_000_000 };

/** What is kept of an answer, but its body. */
export interface KeptAnswer {
  /** The page's life and the log record it came from: the same answer read from the log and from storage has one id. */
  readonly id: string;
  /** The backend and URL, the group an answer belongs to. */
  readonly key: string;
  readonly backend: string;
  readonly url: string;
  /** When the request was sent, ms since the epoch. */
  readonly at: number;
  readonly status: number;
  /** The body's size in bytes (UTF-8). */
  readonly size: number;
  readonly durationMs?: number;
}

/** Where kept answers live: IndexedDB in the browser, memory in tests. Every method may reject (storage refused). */
export interface AnswerStorage {
  put(answers: readonly { meta: KeptAnswer; body: string }[]): Promise<void>;
  /** Every kept answer (without bodies). */
  all(): Promise<KeptAnswer[]>;
  /** The kept answers of one group (without bodies). */
  of(key: string): Promise<KeptAnswer[]>;
  body(id: string): Promise<string | undefined>;
  remove(ids: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

/** The group of an answer: its backend and URL. */
export function groupKey(backend: string, url: string): string {
  return `${backend}\n${url}`;
}

const encoder = new TextEncoder();

/** Whether a log record holds an answer worth keeping: a whole body that came back with a status. */
export function keepable(record: Exchange): boolean {
  return (record.state === 'done' || record.state === 'failed') && (record.status ?? 0) > 0 && record.body !== undefined && !record.bodyCut && !record.bodyDropped;
}

/** The kept form of a log record of this page's life (`page` tells this page's records from another's). */
export function keptOf(record: Exchange, page: string): KeptAnswer {
  return {
    id: `${page}:${record.id}`,
    key: groupKey(record.backend, record.url),
    backend: record.backend,
    url: record.url,
    at: record.startedAt,
    status: record.status ?? 0,
    size: record.size ?? encoder.encode(record.body ?? '').length,
    ...(record.durationMs === undefined ? {} : { durationMs: record.durationMs }),
  };
}

/** Newest first; equal times by id, so the order is total. */
export const newestFirst = (a: KeptAnswer, b: KeptAnswer) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The ids to let go so that `answers` fit `limits`: the oldest beyond a URL's count, then the oldest beyond the totals. */
export function evictions(answers: readonly KeptAnswer[], limits: KeptLimits): string[] {
  const perUrl = new Map<string, number>();
  const gone: string[] = [];
  let count = 0;
  let bytes = 0;
  for (const answer of [...answers].sort(newestFirst)) {
    const inUrl = (perUrl.get(answer.key) ?? 0) + 1;
    if (inUrl > limits.perUrl || count + 1 > limits.total || bytes + answer.size > limits.bytes) {
      gone.push(answer.id);
      continue;
    }
    perUrl.set(answer.key, inUrl);
    count += 1;
    bytes += answer.size;
  }
  return gone;
}

/** An answer of a request's history: kept in storage, in the log, or both. */
export interface EarlierAnswer extends KeptAnswer {
  /** The body, read on demand (from the log when it still holds it, else from storage). */
  load(): Promise<string | undefined>;
}

export interface AnswerHistory {
  /** Starts keeping the log's finished answers (those already in it too); returns the stop. */
  start(log: RequestLog): () => void;
  /** The answers of `record`'s backend and URL sent before it, newest first, from the log and from storage. */
  earlier(record: Exchange, log: readonly Exchange[]): Promise<EarlierAnswer[]>;
  /** How many answers are kept in storage (not those queued, which a reload would lose). */
  count(): Promise<number>;
  /** Forgets every kept answer, and the log's earlier answers of this page too. */
  forget(): Promise<void>;
  /** Drops what is queued for `backend` (its user left: nothing of theirs is written after). */
  dropQueued(backend: string): void;
  /** Writes what is queued now (tests; the page does it when idle). */
  flush(): Promise<void>;
  /** Changes of what is kept (a batch written, answers forgotten). */
  subscribe(listener: () => void): () => void;
  version(): number;
}

export interface AnswerHistoryOptions {
  limits?: KeptLimits;
  /** This page's life, to tell its log records from another page's. */
  page?: string;
  /** Runs the flush later, off the request path (default: when idle, at most 2 s later). */
  schedule?: (run: () => void) => void;
  /** The largest single body kept (bytes); larger answers are not kept. */
  maxBody?: number;
  /** The backend in use (its query-key root): a gateway user's answers are kept only while they are the one in use. */
  current?: () => string;
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 2_000 });
  else setTimeout(run, 200);
}

function pageId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function createAnswerHistory(storage: AnswerStorage, options: AnswerHistoryOptions = {}): AnswerHistory {
  const limits = options.limits ?? KEPT_LIMITS;
  const page = options.page ?? pageId();
  const schedule = options.schedule ?? whenIdle;
  const maxBody = options.maxBody ?? 5_000_000;
  const current = options.current;
  /** A gateway user who left (signed out, or another took over) leaves nothing behind: the log may still hold their answers. */
  const gone = (backend: string) => current !== undefined && backend.startsWith('gateway:') && backend !== current();
  const listeners = new Set<() => void>();
  /** Log records already queued or written (or seen unkeepable when finished). */
  const seen = new Set<number>();
  let queue: { meta: KeptAnswer; body: string }[] = [];
  let scheduled = false;
  let writing: Promise<void> = Promise.resolve();
  /** Log records that had finished when the kept answers were forgotten: not offered as earlier answers any more. */
  let forgotten: ReadonlySet<number> = new Set();
  let changes = 0;
  const emit = () => {
    changes += 1;
    listeners.forEach((listener) => listener());
  };

  const write = async () => {
    const batch = queue.filter((entry) => !gone(entry.meta.backend));
    queue = [];
    scheduled = false;
    if (batch.length === 0) return;
    try {
      await storage.put(batch);
      const gone = evictions(await storage.all(), limits);
      if (gone.length > 0) await storage.remove(gone);
    } catch {
      // Storage refused (private mode, quota): the log still offers this page's answers.
    }
    emit();
  };
  const flush = () => {
    writing = writing.then(write);
    return writing;
  };

  const take = (records: readonly Exchange[]) => {
    for (const record of records) {
      if (record.state === 'pending' || seen.has(record.id)) continue;
      seen.add(record.id);
      if (!keepable(record) || gone(record.backend)) continue;
      const meta = keptOf(record, page);
      if (meta.size > maxBody) continue;
      queue.push({ meta, body: record.body as string });
    }
    // Ids below the log's oldest record cannot come again: the set stays as small as the log.
    const oldest = records[0]?.id;
    if (oldest !== undefined && seen.size > 2 * records.length) for (const id of seen) if (id < oldest) seen.delete(id);
    if (queue.length > 0 && !scheduled) {
      scheduled = true;
      schedule(() => void flush());
    }
  };

  return {
    start(log) {
      take(log.snapshot());
      return log.subscribe(() => take(log.snapshot()));
    },
    async earlier(record, log) {
      const key = groupKey(record.backend, record.url);
      const fromLog = new Map<string, EarlierAnswer>();
      for (const other of log) {
        if (other.id >= record.id || forgotten.has(other.id) || other.backend !== record.backend || other.url !== record.url || !keepable(other)) continue;
        const body = other.body as string;
        fromLog.set(`${page}:${other.id}`, { ...keptOf(other, page), load: () => Promise.resolve(body) });
      }
      let kept: KeptAnswer[] = [];
      try {
        await writing;
        kept = await storage.of(key);
      } catch {
        kept = [];
      }
      const answers = [...fromLog.values()];
      for (const meta of kept) {
        // This page's own answers are the log's, while it holds them; a later record of this page is no earlier answer.
        if (fromLog.has(meta.id) || meta.at > record.startedAt || meta.id === `${page}:${record.id}`) continue;
        if (meta.id.startsWith(`${page}:`) && Number(meta.id.slice(page.length + 1)) >= record.id) continue;
        answers.push({ ...meta, load: () => storage.body(meta.id).catch(() => undefined) });
      }
      return answers.sort(newestFirst);
    },
    async count() {
      // What storage holds: an answer still queued would not outlive a reload, so it is not counted as kept yet.
      try {
        await writing;
        return (await storage.all()).length;
      } catch {
        return 0;
      }
    },
    async forget() {
      queue = [];
      forgotten = new Set(seen);
      writing = writing.then(() => storage.clear().catch(() => undefined));
      await writing;
      emit();
    },
    dropQueued(backend) {
      queue = queue.filter((entry) => entry.meta.backend !== backend);
      emit();
    },
    flush,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => changes,
  };
}

/** Kept answers in memory: the tests' storage, and the fallback where IndexedDB is missing. */
export function memoryStorage(): AnswerStorage & { readonly bodies: ReadonlyMap<string, string> } {
  const metas = new Map<string, KeptAnswer>();
  const bodies = new Map<string, string>();
  return {
    bodies,
    async put(answers) {
      for (const { meta, body } of answers) {
        metas.set(meta.id, meta);
        bodies.set(meta.id, body);
      }
    },
    all: async () => [...metas.values()],
    of: async (key) => [...metas.values()].filter((meta) => meta.key === key),
    body: async (id) => bodies.get(id),
    async remove(ids) {
      for (const id of ids) {
        metas.delete(id);
        bodies.delete(id);
      }
    },
    async clear() {
      metas.clear();
      bodies.clear();
    },
  };
}

/** When an answer came, to the second; with its date unless it is today's. */
export function answerTime(at: number, now = Date.now()): string {
  const date = new Date(at);
  const today = new Date(now).toDateString() === date.toDateString();
  return today ? date.toLocaleTimeString(undefined, { hour12: false }) : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium', hour12: false });
}
