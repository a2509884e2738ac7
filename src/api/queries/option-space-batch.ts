/**
 * Options of single expiries, fetched several dates per request.
 *
 * The real gateway limits reference data to about 60 requests a minute per
 * session, so a stacked chain of 55 expiries must not send 55 requests.
 * Each expiry is still its own query (cached per date, so switching to a
 * loaded expiry is instant), but the queries started in the same moment
 * share requests: OptionSpaceSegment=SpecificDates with up to
 * EXPIRY_BATCH_SIZE dates in ExpiryDates (the service takes a list). At most
 * MAX_IN_FLIGHT of these requests run at once per backend; the rest wait.
 */
import { compactParams, type ApiClient } from '@/api/client';
import type { ContractOptionSpace } from '@/api/types';
import type { OptionSpaceParams } from './params';
import { servicePaths } from './paths';

/** Expiry dates per request. */
export const EXPIRY_BATCH_SIZE = 8;
/** Option-space requests running at once, per backend. */
export const MAX_IN_FLIGHT = 2;

/** Parameters that all expiries of one batch share (no segment, no dates). */
export type ExpiryBatchParams = Omit<OptionSpaceParams, 'OptionSpaceSegment' | 'ExpiryDates'>;

/** Splits dates (duplicates dropped, order kept) into requests of at most `size` dates. */
export function planBatches(dates: readonly string[], size: number = EXPIRY_BATCH_SIZE): string[][] {
  const unique = [...new Set(dates)];
  const out: string[][] = [];
  for (let index = 0; index < unique.length; index += size) out.push(unique.slice(index, index + size));
  return out;
}

/** The request parameters of one batch, in the order the page shows them. */
export function batchParams(params: ExpiryBatchParams, dates: readonly string[]): OptionSpaceParams {
  return { OptionSpaceSegment: 'SpecificDates', ExpiryDates: [...dates], ...params };
}

interface Waiter {
  date: string;
  signal: AbortSignal | undefined;
  resolve: (space: ContractOptionSpace) => void;
  reject: (error: unknown) => void;
}

/** A small semaphore per backend. */
class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

const limiters = new Map<string, Limiter>();

function limiterOf(api: ApiClient): Limiter {
  let limiter = limiters.get(api.key);
  if (!limiter) {
    limiter = new Limiter(MAX_IN_FLIGHT);
    limiters.set(api.key, limiter);
  }
  return limiter;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

class ExpiryBatcher {
  private queue: Waiter[] = [];
  private scheduled = false;

  constructor(
    private readonly api: ApiClient,
    private readonly rootId: number,
    private readonly params: ExpiryBatchParams,
    private readonly onIdle: () => void,
  ) {}

  load(date: string, signal: AbortSignal | undefined): Promise<ContractOptionSpace> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<ContractOptionSpace>((resolve, reject) => {
      this.queue.push({ date, signal, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // Queries started in the same task (a render's useQueries, a loader's prefetches) join one batch.
        setTimeout(() => this.flush(), 0);
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const waiters = this.queue;
    this.queue = [];
    const live = waiters.filter((waiter) => {
      if (!waiter.signal?.aborted) return true;
      waiter.reject(abortReason(waiter.signal));
      return false;
    });
    const batches = planBatches(live.map((waiter) => waiter.date));
    let pending = batches.length;
    if (pending === 0) this.onIdle();
    for (const dates of batches) {
      const members = live.filter((waiter) => dates.includes(waiter.date));
      void this.send(dates, members).finally(() => {
        pending -= 1;
        if (pending === 0 && this.queue.length === 0 && !this.scheduled) this.onIdle();
      });
    }
  }

  private async send(dates: string[], members: Waiter[]): Promise<void> {
    await limiterOf(this.api).run(async () => {
      // Waiters that gave up while queued are not asked for.
      const live = members.filter((waiter) => {
        if (!waiter.signal?.aborted) return true;
        waiter.reject(abortReason(waiter.signal));
        return false;
      });
      if (live.length === 0) return;
      const wanted = dates.filter((date) => live.some((waiter) => waiter.date === date));
      const controller = new AbortController();
      // The request stops only when every query waiting on it is cancelled.
      const cleanups = live.map((waiter) => {
        const onAbort = () => {
          waiter.reject(abortReason(waiter.signal as AbortSignal));
          if (live.every((other) => other.signal?.aborted)) controller.abort();
        };
        waiter.signal?.addEventListener('abort', onAbort, { once: true });
        return () => waiter.signal?.removeEventListener('abort', onAbort);
      });
      try {
        const space = await this.api.get<ContractOptionSpace>(servicePaths.optionSpace(this.rootId), {
          query: compactParams(batchParams(this.params, wanted)),
          signal: controller.signal,
        });
        for (const waiter of live) waiter.resolve(space);
      } catch (error) {
        for (const waiter of live) waiter.reject(error);
      } finally {
        for (const cleanup of cleanups) cleanup();
      }
    });
  }
}

const batchers = new Map<string, ExpiryBatcher>();

/**
 * The option space answer that holds the options of `date` (with the given
 * parameters): requested together with the other dates asked for in the same
 * moment. The answer is shared by those dates; read the date's entry from it.
 */
export function loadOptionSpaceExpiry(api: ApiClient, rootId: number, params: ExpiryBatchParams, date: string, signal?: AbortSignal): Promise<ContractOptionSpace> {
  const compact = compactParams(params);
  const key = `${api.key}\u0000${rootId}\u0000${JSON.stringify(Object.entries(compact).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  let batcher = batchers.get(key);
  if (!batcher) {
    batcher = new ExpiryBatcher(api, rootId, compact, () => {
      if (batchers.get(key) === batcher) batchers.delete(key);
    });
    batchers.set(key, batcher);
  }
  return batcher.load(date, signal);
}
