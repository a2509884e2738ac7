import { describe, expect, it } from 'vitest';
import type { ApiClient, RequestOptions } from '@/api/client';
import { EXPIRY_BATCH_SIZE, MAX_IN_FLIGHT, loadOptionSpaceExpiry, planBatches } from './option-space-batch';

interface Call {
  path: string;
  query: Record<string, unknown>;
  signal: AbortSignal | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A client whose requests wait until the test answers them. */
function fakeApi(key: string) {
  const calls: Call[] = [];
  let running = 0;
  let maxRunning = 0;
  const api: ApiClient = {
    key,
    baseUrl: 'https://example.invalid',
    get: <T>(path: string, options?: RequestOptions) =>
      new Promise<T>((resolve, reject) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        const done = () => (running -= 1);
        calls.push({
          path,
          query: (options?.query ?? {}) as Record<string, unknown>,
          signal: options?.signal,
          resolve: (value) => {
            done();
            resolve(value as T);
          },
          reject: (error) => {
            done();
            reject(error);
          },
        });
      }),
    getAbsolute: () => Promise.reject(new Error('unused')),
  };
  return { api, calls, maxRunning: () => maxRunning };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const dates = Array.from({ length: 20 }, (_, index) => `2027-01-${String(index + 1).padStart(2, '0')}`);

describe('planBatches', () => {
  it('splits dates into requests of at most eight, dropping repeats', () => {
    expect(EXPIRY_BATCH_SIZE).toBe(8);
    expect(planBatches(dates).map((batch) => batch.length)).toEqual([8, 8, 4]);
    expect(planBatches(['a', 'b', 'a'])).toEqual([['a', 'b']]);
    expect(planBatches([])).toEqual([]);
    // The 55 expiries of the simulator's largest root: 7 requests instead of 55.
    expect(planBatches(Array.from({ length: 55 }, (_, index) => String(index)))).toHaveLength(7);
  });
});

describe('loadOptionSpaceExpiry', () => {
  it('asks for the dates requested in the same moment together, at most two requests at a time', async () => {
    const { api, calls, maxRunning } = fakeApi('batch-1');
    const results = dates.map((date) => loadOptionSpaceExpiry(api, 1, { TradingStatus: 'Tradable' }, date));
    await tick();
    expect(calls).toHaveLength(MAX_IN_FLIGHT);
    expect(calls[0]?.path).toBe('/openapi/ref/v1/instruments/contractoptionspaces/1');
    expect(calls[0]?.query).toEqual({ OptionSpaceSegment: 'SpecificDates', ExpiryDates: dates.slice(0, 8), TradingStatus: 'Tradable' });
    calls[0]?.resolve({ OptionRootId: 1, batch: 0 });
    await tick();
    expect(calls).toHaveLength(3);
    expect(calls[2]?.query.ExpiryDates).toEqual(dates.slice(16));
    calls[1]?.resolve({ batch: 1 });
    calls[2]?.resolve({ batch: 2 });
    const answers = await Promise.all(results);
    expect(answers.map((answer) => (answer as unknown as { batch: number }).batch)).toEqual([...Array(8).fill(0), ...Array(8).fill(1), ...Array(4).fill(2)]);
    expect(maxRunning()).toBe(MAX_IN_FLIGHT);
  });

  it('keeps other parameters apart, and shares a failure among the dates of its request', async () => {
    const { api, calls } = fakeApi('batch-2');
    const plain = loadOptionSpaceExpiry(api, 1, {}, '2027-01-01');
    const filtered = loadOptionSpaceExpiry(api, 1, { UnderlyingUic: 5 }, '2027-01-01');
    const other = loadOptionSpaceExpiry(api, 1, {}, '2027-01-08');
    await tick();
    expect(calls.map((call) => call.query)).toEqual([
      { OptionSpaceSegment: 'SpecificDates', ExpiryDates: ['2027-01-01', '2027-01-08'] },
      { OptionSpaceSegment: 'SpecificDates', ExpiryDates: ['2027-01-01'], UnderlyingUic: 5 },
    ]);
    const failure = new Error('503');
    const failed = Promise.all([expect(plain).rejects.toBe(failure), expect(other).rejects.toBe(failure)]);
    calls[0]?.reject(failure);
    calls[1]?.resolve({ ok: true });
    await failed;
    await expect(filtered).resolves.toEqual({ ok: true });
  });

  it('leaves out cancelled dates, and cancels a request only when every date of it is cancelled', async () => {
    const { api, calls } = fakeApi('batch-3');
    const early = new AbortController();
    const a = new AbortController();
    const b = new AbortController();
    const dropped = loadOptionSpaceExpiry(api, 1, {}, '2027-01-01', early.signal);
    const first = loadOptionSpaceExpiry(api, 1, {}, '2027-01-08', a.signal);
    const second = loadOptionSpaceExpiry(api, 1, {}, '2027-01-15', b.signal);
    const droppedRejects = expect(dropped).rejects.toBeDefined();
    early.abort();
    await tick();
    await droppedRejects;
    expect(calls[0]?.query.ExpiryDates).toEqual(['2027-01-08', '2027-01-15']);
    a.abort();
    await expect(first).rejects.toBeDefined();
    expect(calls[0]?.signal?.aborted).toBe(false);
    b.abort();
    await expect(second).rejects.toBeDefined();
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});
