import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from './client';
import { createPacer } from './pacer';
import { collectEveryPage, everyPage, pagedList, type PagedList, type EveryPageEvent } from './fetch-every-page';

const BASE = 'https://gw.test';
const PATH = '/openapi/ref/v1/instruments';

/**
 * A paged list of `rows` numbered rows, as the service pages it: `$top`/`$skip`, an absolute `__next` while
 * rows remain, `__count` when asked for. `faults` answers chosen requests (by their number, from 1) otherwise.
 */
function service(rows: number, options: { count?: boolean; faults?: Record<number, () => Response> } = {}) {
  const urls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    init?.signal?.throwIfAborted();
    urls.push(input);
    const fault = options.faults?.[urls.length];
    if (fault) return Promise.resolve(fault());
    const url = new URL(input);
    const top = Number(url.searchParams.get('$top') ?? 50);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    const data = Array.from({ length: Math.max(0, Math.min(top, rows - skip)) }, (_, index) => ({ Id: skip + index }));
    const next = new URL(url);
    next.searchParams.set('$top', String(top));
    next.searchParams.set('$skip', String(skip + top));
    const body = { ...(options.count ? { __count: rows } : {}), Data: data, ...(skip + top < rows ? { __next: next.href.replace(/%24/g, '$') } : {}) };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  };
  return { fetch, urls };
}

const api = (fetch: FetchLike) => createApiClient({ key: 'test', baseUrl: BASE, token: 'demo', fetch });
const list = (mode: PagedList['mode'], pageSize = 100): PagedList => ({ path: PATH, query: { Keywords: 'eur', $top: 5, $skip: 7 }, mode, pageSize });
const noWait = (_ms: number, _signal?: AbortSignal) => Promise.resolve();

afterEach(() => {
  vi.useRealTimers();
});

describe('every page', () => {
  it('follows __next to the end and reads every row once', async () => {
    const sim = service(250);
    const events: EveryPageEvent<{ Id: number }>[] = [];
    const result = await collectEveryPage<{ Id: number }>(api(sim.fetch), list('next'), { onEvent: (event) => events.push(event) });
    expect(result.items.map((row) => row.Id)).toEqual(Array.from({ length: 250 }, (_, index) => index));
    expect(result.pages).toBe(3);
    expect(result.total).toBeUndefined();
    // The address's own $top/$skip are replaced by everyPage's.
    expect(sim.urls[0]).toBe(`${BASE}${PATH}?Keywords=eur&$top=100`);
    expect(sim.urls.slice(1).map((url) => new URL(url).searchParams.get('$skip'))).toEqual(['100', '200']);
    expect(events.filter((event) => event.kind === 'page').map((event) => event.kind === 'page' && [event.loaded, event.last])).toEqual([
      [100, false],
      [200, false],
      [250, true],
    ]);
  });

  it('pages by $skip where the list pages that way, and stops at __count', async () => {
    const sim = service(230, { count: true });
    const result = await collectEveryPage(api(sim.fetch), list('skip'));
    expect(result.items).toHaveLength(230);
    expect(result.total).toBe(230);
    expect(sim.urls.map((url) => new URL(url).searchParams.get('$skip'))).toEqual([null, '100', '200']);
  });

  it('stops at __count even when the service still sends a link', async () => {
    // A service whose count is smaller than what it would go on sending.
    const sim = service(1_000);
    const counted: FetchLike = async (input, init) => {
      const response = await sim.fetch(input, init);
      const body = (await response.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...body, __count: 150 }), { status: 200 });
    };
    const result = await collectEveryPage(api(counted), list('next'));
    expect(result.items).toHaveLength(200);
    expect(sim.urls).toHaveLength(2);
  });

  it('ends at an empty page and at a link back to a page already read', async () => {
    const looping: FetchLike = () => Promise.resolve(new Response(JSON.stringify({ Data: [{ Id: 1 }], __next: `${BASE}${PATH}?Keywords=eur&$top=100` }), { status: 200 }));
    const calls = vi.fn(looping);
    expect((await collectEveryPage(api(calls), list('next'))).items).toHaveLength(1);
    expect(calls).toHaveBeenCalledTimes(1);

    const empty: FetchLike = () => Promise.resolve(new Response(JSON.stringify({ Data: [], __next: `${BASE}${PATH}?$skip=5` }), { status: 200 }));
    expect((await collectEveryPage(api(empty), list('next'))).pages).toBe(1);
  });

  it('stops when cancelled: the request on its way and no more after it', async () => {
    const sim = service(1_000);
    const controller = new AbortController();
    const seen: number[] = [];
    const run = collectEveryPage(api(sim.fetch), list('next'), {
      signal: controller.signal,
      onEvent: (event) => {
        if (event.kind !== 'page') return;
        seen.push(event.loaded);
        if (event.pages === 2) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([100, 200]);
    expect(sim.urls).toHaveLength(2);
  });

  it('waits out a 429 in the middle (a quota minute when the page cannot read the wait, or what Retry-After says) and goes on with the same page', async () => {
    const tooMany =
      (headers: Record<string, string> = {}) =>
      () =>
        new Response(null, { status: 429, headers });
    const sim = service(300, { count: true, faults: { 2: tooMany(), 3: tooMany(), 5: tooMany({ 'Retry-After': '7' }) } });
    const waits: number[] = [];
    const sleep = vi.fn(noWait);
    const events: string[] = [];
    const result = await collectEveryPage(api(sim.fetch), list('next'), {
      sleep,
      onEvent: (event) => {
        events.push(event.kind === 'wait' ? `wait ${event.ms} #${event.attempt}` : `page ${event.loaded}`);
        if (event.kind === 'wait') waits.push(event.ms);
      },
    });
    expect(result.items).toHaveLength(300);
    expect(events).toEqual(['page 100', 'wait 60000 #1', 'wait 60000 #2', 'page 200', 'wait 7000 #1', 'page 300']);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([60_000, 60_000, 7_000]);
    // The page refused is asked for again, with the same link.
    expect(sim.urls[1]).toBe(sim.urls[3]);
  });

  it('gives up after too many 429s in a row, as a later page of the list', async () => {
    const sim = service(300, { faults: Object.fromEntries([2, 3, 4].map((n) => [n, () => new Response(null, { status: 429 })])) });
    await expect(collectEveryPage(api(sim.fetch), list('next'), { sleep: noWait, maxRateLimitWaits: 2 })).rejects.toMatchObject({ status: 429, laterPage: true });
    expect(sim.urls).toHaveLength(4);
  });

  it('cancelling during a 429 wait ends the wait at once', async () => {
    vi.useFakeTimers();
    const sim = service(300, { faults: { 2: () => new Response(null, { status: 429 }) } });
    const controller = new AbortController();
    const iterator = everyPage(api(sim.fetch), list('next'), { signal: controller.signal });
    expect((await iterator.next()).value).toMatchObject({ kind: 'page' });
    expect((await iterator.next()).value).toMatchObject({ kind: 'wait', ms: 60_000 });
    const waiting = iterator.next();
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(sim.urls).toHaveLength(2);
  });

  it('under pacing, goes no faster than the quota lets it, and does not pace again itself', async () => {
    vi.useFakeTimers();
    const sim = service(1_000);
    const sent: number[] = [];
    const inner: FetchLike = (input, init) => {
      sent.push(Date.now());
      return sim.fetch(input, init);
    };
    // A quota of 3 requests a second.
    const pacer = createPacer(inner, [{ matches: () => true, limit: 3, windowMs: 1_000 }]);
    const started = Date.now();
    const run = collectEveryPage(api(pacer.fetch), list('next'));
    await vi.advanceTimersByTimeAsync(10_000);
    const result = await run;
    expect(result.items).toHaveLength(1_000);
    expect(sent).toHaveLength(10);
    // Never more than 3 in any second; and everyPage added no wait of its own (the 10 pages took 3 windows).
    for (const at of sent) expect(sent.filter((other) => other > at - 1_000 && other <= at).length).toBeLessThanOrEqual(3);
    expect(Math.max(...sent) - started).toBe(3_000);
  });
});

describe('pagedList', () => {
  it('leaves out paging and empty values, so that every page of one list gives an equal list', () => {
    const first = pagedList('/openapi/ref/v1/instruments', { Keywords: 'eur', AssetTypes: ['Stock'], $top: 50, ExchangeId: undefined }, 'next', 1000);
    const third = pagedList('/openapi/ref/v1/instruments', { Keywords: 'eur', AssetTypes: ['Stock'], $top: 50, $skip: 100, ExchangeId: '' }, 'next', 1000);
    expect(first).toEqual({ path: '/openapi/ref/v1/instruments', query: { Keywords: 'eur', AssetTypes: ['Stock'] }, mode: 'next', pageSize: 1000 });
    expect(JSON.stringify(third)).toBe(JSON.stringify(first));
  });
});
