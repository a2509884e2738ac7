/** Paged feeds in the query layer: `__next` is followed where a feed can be paged. */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type FetchLike } from '@/api/client';
import { refQueries } from './refdata';
import { caQueries } from './corporate-actions';
import { createSimFetch, createTestSimulator } from '@/sim/testing';

const GW = 'https://gw.example';

/** A gateway answering from a table of URLs, recording what was asked. */
function tableApi(pages: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch: FetchLike = async (url) => {
    asked.push(url);
    const body = pages[url];
    return body === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
  };
  return { api: createApiClient({ key: 'k', baseUrl: GW, token: 't', fetch }), asked };
}

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('time zones', () => {
  it('follow __next, so a paged list loses no zone', async () => {
    const { api, asked } = tableApi({
      [`${GW}/openapi/ref/v1/timezones`]: { Data: [{ TimeZoneId: '0' }, { TimeZoneId: '1' }], __count: 3, __next: `${GW}/openapi/ref/v1/timezones?$skip=2` },
      [`${GW}/openapi/ref/v1/timezones?$skip=2`]: { Data: [{ TimeZoneId: '2' }] },
    });
    const feed = await queryClient().fetchQuery(refQueries.timeZones(api));
    expect((feed.Data ?? []).map((zone) => zone.TimeZoneId)).toEqual(['0', '1', '2']);
    expect(feed.__count).toBe(3);
    expect(feed.__next).toBeUndefined();
    expect(asked).toHaveLength(2);
  });
});

describe('corporate-action lookup', () => {
  it('follows __next to the end', async () => {
    const { api } = tableApi({
      [`${GW}/openapi/ca/v2/events/lookupdata?ClientKey=c`]: { Data: [{ Id: 'a' }], __next: `${GW}/openapi/ca/v2/events/lookupdata?ClientKey=c&$skip=1` },
      [`${GW}/openapi/ca/v2/events/lookupdata?ClientKey=c&$skip=1`]: { Data: [{ Id: 'b' }] },
    });
    const feed = await queryClient().fetchQuery(caQueries.lookup(api, { ClientKey: 'c' }));
    expect(feed.Data).toEqual([{ Id: 'a' }, { Id: 'b' }]);
  });
});

describe('corporate-action event pages', () => {
  it('load the first page, then each next page from the service’s __next link', async () => {
    const { api, asked } = tableApi({
      [`${GW}/openapi/ca/v2/events?$top=2`]: { Data: [{ EventId: '1' }, { EventId: '2' }], __count: 5, __next: `${GW}/openapi/ca/v2/events?$top=2&$skip=2` },
      [`${GW}/openapi/ca/v2/events?$top=2&$skip=2`]: { Data: [{ EventId: '3' }, { EventId: '4' }], __count: 5, __next: `${GW}/openapi/ca/v2/events?$top=2&$skip=4` },
      [`${GW}/openapi/ca/v2/events?$top=2&$skip=4`]: { Data: [{ EventId: '5' }], __count: 5 },
    });
    const client = queryClient();
    const options = caQueries.eventPages(api, { $top: 2 });
    await client.fetchInfiniteQuery(options);
    expect(asked).toEqual([`${GW}/openapi/ca/v2/events?$top=2`]);
    // The next pages, one by one as "Load more" asks for them.
    const more = queryClient();
    await more.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(asked.slice(1)).toEqual([`${GW}/openapi/ca/v2/events?$top=2`, `${GW}/openapi/ca/v2/events?$top=2&$skip=2`, `${GW}/openapi/ca/v2/events?$top=2&$skip=4`]);
    const data = more.getQueryData(options.queryKey);
    expect(data?.pages.flatMap((page) => page?.Data ?? []).map((event) => event.EventId)).toEqual(['1', '2', '3', '4', '5']);
    expect(options.getNextPageParam(data!.pages[2]!, data!.pages, data!.pageParams[2] as string, data!.pageParams as string[])).toBeUndefined();
  });

  it('stop at an empty page or a link already followed', () => {
    const { api } = tableApi({});
    const options = caQueries.eventPages(api, {});
    const next = `${GW}/openapi/ca/v2/events?$skip=1`;
    expect(options.getNextPageParam({ Data: [], __next: next }, [], '', [''])).toBeUndefined();
    expect(options.getNextPageParam({ Data: [{}], __next: next }, [], next, ['', next])).toBeUndefined();
    expect(options.getNextPageParam({ Data: [{}], __next: next }, [], '', [''])).toBe(next);
    expect(options.getNextPageParam(null, [], '', [''])).toBeUndefined();
  });

  it('reach every event of the simulator’s demo client, a page at a time', async () => {
    const sim = createTestSimulator();
    const api = createApiClient({ key: 'k', baseUrl: 'http://sim.test', token: 'demo', fetch: createSimFetch(sim) });
    const client = queryClient();
    const options = caQueries.eventPages(api, { $top: 100 });
    const first = await client.fetchInfiniteQuery(options);
    const total = first.pages[0]?.__count ?? 0;
    expect(total).toBeGreaterThan(100);
    const all = await queryClient().fetchInfiniteQuery({ ...options, pages: Math.ceil(total / 100) + 1 });
    const ids = all.pages.flatMap((page) => page?.Data ?? []).map((event) => event.EventId);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });
});
