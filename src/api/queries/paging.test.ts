/** Paged feeds in the query layer: `__next` is followed where a feed can be paged. */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type FetchLike } from '@/api/client';
import { refQueries } from './refdata';
import { caQueries } from './corporate-actions';

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
