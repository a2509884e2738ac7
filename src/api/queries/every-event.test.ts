import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/errors';
import { fakeApi } from '@/test/api';
import { fetchEveryEvent, remainingSkips } from './every-event';

interface Options {
  total: number;
  /** Rows the service gives a page at most. */
  cap?: number;
  /** Leave out __count. */
  noCount?: boolean;
  /** Answer this $skip with a 503. */
  failAt?: number;
}

/** A list service of `total` events paged by $skip, recording each request and how many were on their way at once. */
function service({ total, cap = Infinity, noCount = false, failAt }: Options) {
  const skips: number[] = [];
  let inFlight = 0;
  let most = 0;
  const { api } = fakeApi(async (url) => {
    const top = Number(url.searchParams.get('$top'));
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    skips.push(skip);
    inFlight += 1;
    most = Math.max(most, inFlight);
    // Later pages answer first: the order of the rows must not depend on the order of the answers.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20 - skip / 100)));
    inFlight -= 1;
    if (skip === failAt) return new Response('', { status: 503 });
    const end = Math.min(total, skip + Math.min(top, cap));
    const data = Array.from({ length: Math.max(0, end - skip) }, (_, index) => ({ EventId: String(skip + index + 1) }));
    return { Data: data, ...(noCount ? {} : { __count: total }), ...(end < total ? { __next: `https://gw.test/openapi/ca/v2/events?$top=${top}&$skip=${end}` } : {}) };
  });
  return { api, skips, most: () => most };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

describe('the whole event list', () => {
  it('knows the other pages from the first page’s count', () => {
    expect(remainingSkips(500, 2377)).toEqual([500, 1000, 1500, 2000]);
    expect(remainingSkips(500, 500)).toEqual([]);
    expect(remainingSkips(0, 10)).toEqual([]);
  });

  it('asks for the pages after the first side by side, at most four at a time, and keeps the rows in order', async () => {
    const { api, skips, most } = service({ total: 2377 });
    const progress: number[] = [];
    const events = await fetchEveryEvent(api, { ClientKey: 'c', $top: 10, $skip: 40 }, { onProgress: ({ loaded }) => progress.push(loaded) });
    expect(events.map((event) => event.EventId)).toEqual(ids(2377));
    expect(skips[0]).toBe(0);
    expect([...skips].sort((a, b) => a - b)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(most()).toBe(4);
    expect(progress.at(-1)).toBe(2377);
  });

  it('follows a service that gives fewer rows than asked by what it gave', async () => {
    const { api, skips } = service({ total: 250, cap: 100 });
    const events = await fetchEveryEvent(api, {});
    expect(events.map((event) => event.EventId)).toEqual(ids(250));
    expect([...skips].sort((a, b) => a - b)).toEqual([0, 100, 200]);
  });

  it('without a count, goes one page after the other while the service links a next one', async () => {
    const { api, skips, most } = service({ total: 1200, noCount: true });
    const events = await fetchEveryEvent(api, {});
    expect(events).toHaveLength(1200);
    expect(skips).toEqual([0, 500, 1000]);
    expect(most()).toBe(1);
  });

  it('one list, one request, when it fits a page', async () => {
    const { api, skips } = service({ total: 120 });
    expect(await fetchEveryEvent(api, {})).toHaveLength(120);
    expect(skips).toEqual([0]);
  });

  it('a later page that fails fails the list, marked as a later page’s error', async () => {
    const { api } = service({ total: 2377, failAt: 1000 });
    const error = await fetchEveryEvent(api, {}).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error) && error.status).toBe(503);
  });

  it('stops when the caller gives up', async () => {
    const { api } = service({ total: 2377 });
    const controller = new AbortController();
    const running = fetchEveryEvent(api, {}, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(running).rejects.toThrow();
  });
});
