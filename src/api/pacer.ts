/**
 * Keeps a gateway session under the service's request quotas: at most 60
 * reference-data requests a minute (the `RefDataMinute` dimension) and 120 per
 * service group a minute (the `Session` dimension), counted over a sliding
 * minute. Requests beyond a quota wait in line; one whose caller gives up
 * (its AbortSignal fires) leaves the line without being sent. The same GET
 * asked for again while in line or on its way is sent once. The line's
 * length is a small store the shell shows ("pacing").
 *
 * The quotas are the session's, not the page's: the app's other tabs on the
 * same gateway and user tell each other what they send (`peers`, a
 * BroadcastChannel), and each counts the others' requests with its own.
 * Loaded with the first gateway client (the demo never paces).
 */
import type { FetchLike } from './client';
import { pacedLimit, QUOTA_WINDOW_MS, serviceGroupOf } from './quotas';

export interface Quota {
  /** Which requests count against it, by path. */
  matches: (path: string) => boolean;
  limit: number;
  windowMs: number;
}

/** Quotas of the gateway, each a little under the service's so that clock drift does not cost a 429 (quotas.ts). */
export const GATEWAY_QUOTAS: readonly Quota[] = (['ref', 'ca'] as const).map((group) => ({
  matches: (path: string) => serviceGroupOf(path) === group,
  limit: pacedLimit(group),
  windowMs: QUOTA_WINDOW_MS,
}));

export interface PacingState {
  /** Requests waiting for a slot. */
  waiting: number;
  /** When the next waiting one may go (ms since the epoch), if any waits. */
  nextAt: number | undefined;
}

export interface Pacer {
  fetch: FetchLike;
  state(): PacingState;
  subscribe(listener: () => void): () => void;
}

/** A request as it left for the gateway. */
export interface SentItem {
  at: number;
  path: string;
}

/** The app's other tabs on the same gateway session: each tells the others what it sends. */
export interface PacerPeers {
  post(item: SentItem): void;
  /** Calls `heard` once with each request another tab sent: from now on, and those it sent in the window before. */
  listen(heard: (item: SentItem) => void): void;
}

/** A request sent, as it goes over the channel: its id tells it apart from one heard before. */
interface Told extends SentItem {
  id: string;
}

const isTold = (value: unknown): value is Told =>
  typeof value === 'object' && value !== null && typeof (value as Told).id === 'string' && Number.isFinite((value as Told).at) && typeof (value as Told).path === 'string';

/**
 * Peers over a BroadcastChannel of `name` (one per gateway and user); none where the browser has no such channel. A
 * tab opened later asks once, and each of the others answers with what it sent itself in the window.
 */
export function broadcastPeers(name: string, now: () => number = Date.now): (PacerPeers & { close(): void }) | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel(name);
  const tab = Math.random().toString(36).slice(2);
  let count = 0;
  /** This tab's requests of the window, for a tab that asks. */
  let told: Told[] = [];
  /** The other tabs' requests heard, by id, with their time. */
  const heardIds = new Map<string, number>();
  // A pacer whose client was replaced may still send what was in its line: once closed, its channel tells nobody.
  let open = true;
  const say = (message: Told | { ask: true } | { sent: Told[] }) => {
    if (open) channel.postMessage(message);
  };
  return {
    post: (item) => {
      const message = { id: `${tab}:${(count += 1)}`, at: item.at, path: item.path };
      told = [...told.filter((earlier) => earlier.at > item.at - QUOTA_WINDOW_MS), message];
      say(message);
    },
    listen: (heard) => {
      const hear = (value: unknown) => {
        if (!isTold(value) || heardIds.has(value.id)) return;
        for (const [id, at] of heardIds) if (at <= value.at - QUOTA_WINDOW_MS) heardIds.delete(id);
        heardIds.set(value.id, value.at);
        heard({ at: value.at, path: value.path });
      };
      channel.addEventListener('message', (event: MessageEvent<unknown>) => {
        const data = event.data as { ask?: unknown; sent?: unknown } | null;
        if (data?.ask === true) say({ sent: told.filter((item) => item.at > now() - QUOTA_WINDOW_MS) });
        else if (Array.isArray(data?.sent)) data.sent.forEach(hear);
        else hear(data);
      });
      say({ ask: true });
    },
    close: () => {
      open = false;
      channel.close();
    },
  };
}

interface Waiter {
  path: string;
  /** Sends it: at `at` when it waited in line, without a moment when it went on arriving. */
  start: (at?: number) => void;
  cancel: () => void;
}

const abortError = () => new DOMException('The request was no longer wanted.', 'AbortError');

export function createPacer(inner: FetchLike, quotas: readonly Quota[] = GATEWAY_QUOTAS, now: () => number = Date.now, peers?: PacerPeers): Pacer {
  /** What this tab and its peers sent in the last window, oldest first. */
  const sent: SentItem[] = [];
  const line: Waiter[] = [];
  const listeners = new Set<() => void>();
  const shared = new Map<string, { response: Promise<Response>; queued: Promise<void>; left: Promise<number | undefined>; users: number; controller: AbortController }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let state: PacingState = { waiting: 0, nextAt: undefined };

  /** When a request for `path` may go, given what was sent in the last window. */
  const freeAt = (path: string, at: number): number => {
    let when = at;
    for (const quota of quotas) {
      if (!quota.matches(path)) continue;
      const recent = sent.filter((item) => quota.matches(item.path) && item.at > at - quota.windowMs);
      if (recent.length >= quota.limit) when = Math.max(when, (recent[recent.length - quota.limit]?.at ?? at) + quota.windowMs);
    }
    return when;
  };

  const publish = () => {
    const at = now();
    const nextAt = line.length ? Math.min(...line.map((waiter) => freeAt(waiter.path, at))) : undefined;
    if (state.waiting === line.length && state.nextAt === nextAt) return;
    state = { waiting: line.length, nextAt };
    listeners.forEach((listener) => listener());
  };

  /** The longest window: what was sent before it counts in no quota. */
  const oldest = Math.max(...quotas.map((quota) => quota.windowMs), 0);
  const forget = (at: number) => {
    while (sent.length && (sent[0]?.at ?? at) <= at - oldest) sent.shift();
  };

  const pump = (arrival?: Waiter) => {
    timer = undefined;
    const at = now();
    forget(at);
    // In order of arrival; one that must wait does not hold back one of another quota.
    for (let index = 0; index < line.length;) {
      const waiter = line[index] as Waiter;
      if (freeAt(waiter.path, at) <= at) {
        line.splice(index, 1);
        const item = { at, path: waiter.path };
        sent.push(item);
        peers?.post(item);
        waiter.start(waiter === arrival ? undefined : at);
      } else index += 1;
    }
    if (line.length) {
      const next = Math.min(...line.map((waiter) => freeAt(waiter.path, at)));
      timer = setTimeout(pump, Math.max(0, next - at));
    }
    publish();
  };

  // Another tab's request takes a slot of the same quotas: in time order, and the line's plan made again.
  peers?.listen((item) => {
    forget(now());
    let index = sent.length;
    while (index > 0 && (sent[index - 1]?.at ?? 0) > item.at) index -= 1;
    sent.splice(index, 0, item);
    if (!line.length) return;
    if (timer !== undefined) clearTimeout(timer);
    pump();
  });

  /**
   * Waits for a slot for `path` (giving when it left the line, if it had to wait), or rejects when `signal` fires
   * first; `waits` is called when it cannot go at once.
   */
  const slot = (path: string, signal: AbortSignal | undefined, waits: () => void) =>
    new Promise<number | undefined>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const waiter: Waiter = {
        path,
        start: (at) => {
          signal?.removeEventListener('abort', waiter.cancel);
          resolve(at);
        },
        cancel: () => {
          const index = line.indexOf(waiter);
          if (index >= 0) line.splice(index, 1);
          reject(abortError());
          publish();
        },
      };
      signal?.addEventListener('abort', waiter.cancel, { once: true });
      line.push(waiter);
      // A new arrival may fit a quota the others wait on: look again at once.
      if (timer !== undefined) clearTimeout(timer);
      pump(waiter);
      if (line.includes(waiter)) waits();
    });

  const pacedFetch: FetchLike = (input, init) => {
    const path = new URL(input, 'http://relative.invalid').pathname;
    const signal = init?.signal ?? undefined;
    const key = `${init?.method ?? 'GET'} ${input} ${JSON.stringify(init?.headers ?? {})}`;
    let entry = shared.get(key);
    if (!entry) {
      const controller = new AbortController();
      let waits = () => {};
      const queued = new Promise<void>((resolve) => (waits = resolve));
      const left = slot(path, controller.signal, waits);
      const response = left.then(() => inner(input, { ...init, signal: controller.signal }));
      const created = { response, queued, left, users: 0, controller };
      entry = created;
      shared.set(key, created);
      // Once answered (or failed), the next ask is a new request.
      void response.then(
        () => shared.get(key) === created && shared.delete(key),
        () => shared.get(key) === created && shared.delete(key),
      );
    }
    const current = entry;
    current.users += 1;
    // Every caller of a request that waited in line hears that it waits and when it left (one that joins it later, a
    // moment before its own ask; the two in that order).
    void current.queued.then(() => init?.onQueue?.());
    current.left.then(
      (at) => at && init?.onSend?.(at),
      () => undefined,
    );
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      current.users -= 1;
      // The last caller to give up takes the request out of the line (or stops it on its way).
      if (current.users === 0) {
        current.controller.abort();
        if (shared.get(key) === current) shared.delete(key);
      }
    };
    if (signal?.aborted) {
      leave();
      return Promise.reject(abortError());
    }
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        leave();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      current.response.then(
        // Each caller reads its own copy of the body.
        (response) => {
          signal?.removeEventListener('abort', onAbort);
          left = true;
          resolve(response.clone());
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          left = true;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };

  return {
    fetch: pacedFetch,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
