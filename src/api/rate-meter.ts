/**
 * The rate-limit meter: the requests this page sent to a gateway, per service group, counted over a
 * rolling minute against the gateway's documented quotas, and the last 429 it answered. The app's other
 * tabs on the same session tell the pacer what they send (pacer.ts); the meter counts those too.
 *
 * It sits under the pacer (`meteredFetch` wraps the fetch the pacer calls), so it counts what actually
 * left for the gateway: a request that waited in the pacer's line and was dropped, or asked twice and
 * sent once, counts as the gateway counts it. The request log (request-log.ts) records what the app
 * asked for; this records what was sent.
 */
import type { FetchLike } from './client';
import { retryAfterFrom } from './errors';
import { QUOTA_WINDOW_MS, serviceGroupOf, type ServiceGroup } from './quotas';

export const METER_WINDOW_MS = QUOTA_WINDOW_MS;

export interface SentRequest {
  /** The client (backend) that sent it. */
  backend: string;
  group: ServiceGroup;
  path: string;
  at: number;
  /** Its status, once answered (0: no answer). */
  status?: number;
  /** For a 429: the wait the answer names, when the page can read it. */
  retryAfterMs?: number | undefined;
  /** Sent by another tab of the app on the same session (its answer is that tab's). */
  elsewhere?: true;
}

export interface RateMeter {
  /** Records a request as it leaves; returns a function to call with its answer's status. */
  sent(backend: string, url: string): (status: number, headers?: Headers) => void;
  /** Records a request another tab sent on the same session, at `at`. */
  heard(backend: string, path: string, at: number): void;
  snapshot(): readonly SentRequest[];
  subscribe(listener: () => void): () => void;
}

export function createRateMeter(options: { now?: () => number; windowMs?: number } = {}): RateMeter {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? METER_WINDOW_MS;
  const listeners = new Set<() => void>();
  let records: readonly SentRequest[] = [];
  const emit = () => listeners.forEach((listener) => listener());
  // Older than a window is of no use to the meter.
  const add = (record: SentRequest) => {
    records = [...records.filter((item) => item.at > now() - windowMs), record];
    emit();
  };

  return {
    sent(backend, url) {
      const at = now();
      let path = url;
      try {
        path = new URL(url, 'http://relative.invalid').pathname;
      } catch {
        // Kept as given.
      }
      const record: SentRequest = { backend, group: serviceGroupOf(path), path, at };
      add(record);
      return (status, headers) => {
        const index = records.indexOf(record);
        if (index < 0) return;
        const done: SentRequest = { ...record, status, ...(status === 429 && headers ? { retryAfterMs: retryAfterFrom(headers, now()) } : {}) };
        const next = records.slice();
        next[index] = done;
        records = next;
        emit();
      };
    },
    heard: (backend, path, at) => add({ backend, group: serviceGroupOf(path), path, at, elsewhere: true }),
    snapshot: () => records,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A fetch that records each request it sends (and its status) on `meter`, as `backend`'s. */
export function meteredFetch(inner: FetchLike, meter: RateMeter, backend: string): FetchLike {
  return async (input, init) => {
    const done = meter.sent(backend, input);
    try {
      const response = await inner(input, init);
      done(response.status, response.headers);
      return response;
    } catch (error) {
      done(0);
      throw error;
    }
  };
}

/** The page's one meter. */
export const rateMeter: RateMeter = createRateMeter();
