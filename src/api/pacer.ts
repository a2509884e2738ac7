/**
 * Keeps a gateway session under the service's request quotas: at most 60
 * reference-data requests a minute (the `RefDataMinute` dimension) and 120 per
 * service group a minute (the `Session` dimension), counted over a sliding
 * minute. Requests beyond a quota wait in line; one whose caller gives up
 * (its AbortSignal fires) leaves the line without being sent. The same GET
 * asked for again while in line or on its way is sent once. The line's
 * length is a small store the shell shows ("pacing").
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

interface Waiter {
  path: string;
  /** Sends it: at `at` when it waited in line, without a moment when it went on arriving. */
  start: (at?: number) => void;
  cancel: () => void;
}

const abortError = () => new DOMException('The request was no longer wanted.', 'AbortError');

export function createPacer(inner: FetchLike, quotas: readonly Quota[] = GATEWAY_QUOTAS, now: () => number = Date.now): Pacer {
  const sent: { at: number; path: string }[] = [];
  const line: Waiter[] = [];
  const listeners = new Set<() => void>();
  const shared = new Map<string, { response: Promise<Response>; left: Promise<number | undefined>; users: number; controller: AbortController }>();
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

  const pump = (arrival?: Waiter) => {
    timer = undefined;
    const at = now();
    const oldest = Math.max(...quotas.map((quota) => quota.windowMs), 0);
    while (sent.length && (sent[0]?.at ?? at) <= at - oldest) sent.shift();
    // In order of arrival; one that must wait does not hold back one of another quota.
    for (let index = 0; index < line.length;) {
      const waiter = line[index] as Waiter;
      if (freeAt(waiter.path, at) <= at) {
        line.splice(index, 1);
        sent.push({ at, path: waiter.path });
        waiter.start(waiter === arrival ? undefined : at);
      } else index += 1;
    }
    if (line.length) {
      const next = Math.min(...line.map((waiter) => freeAt(waiter.path, at)));
      timer = setTimeout(pump, Math.max(0, next - at));
    }
    publish();
  };

  /** Waits for a slot for `path` (giving when it left the line, if it had to wait), or rejects when `signal` fires first. */
  const slot = (path: string, signal: AbortSignal | undefined) =>
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
    });

  const pacedFetch: FetchLike = (input, init) => {
    const path = new URL(input, 'http://relative.invalid').pathname;
    const signal = init?.signal ?? undefined;
    const key = `${init?.method ?? 'GET'} ${input} ${JSON.stringify(init?.headers ?? {})}`;
    let entry = shared.get(key);
    if (!entry) {
      const controller = new AbortController();
      const left = slot(path, controller.signal);
      const response = left.then(() => inner(input, { ...init, signal: controller.signal }));
      const created = { response, left, users: 0, controller };
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
    // Every caller of a request that waited in line hears when it left (one that joins it later, a moment before its own ask).
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
