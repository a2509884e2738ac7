import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { render, screen, waitFor } from '@/test/render';
import { createTestSimulator, simHandlers, TEST_GATEWAY } from '@/sim/testing';
import { buildClient, getApi, setBackend } from '@/api/backend';
import { refQueries } from './refdata';
import { caQueries } from './corporate-actions';
import { createQueryClient } from '@/app/query-client';
import { tokenPrompt } from '@/app/shell/token-prompt';

// The simulator mounted with msw: the app's real client and global fetch talk to it.
const server = setupServer(...simHandlers(createTestSimulator(), TEST_GATEWAY));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenPrompt.close();
});
afterAll(() => server.close());

function TimeZoneNames() {
  const { data } = useSuspenseQuery(refQueries.timeZones(getApi()));
  return (
    <ul>
      {(data.Data ?? []).map((zone) => (
        <li key={String(zone.TimeZoneId)}>{zone.ZoneName}</li>
      ))}
    </ul>
  );
}

describe('query factories over the simulator', () => {
  it('load the time zones through the client with useSuspenseQuery', async () => {
    setBackend({ kind: 'gateway', baseUrl: TEST_GATEWAY, token: 'demo', rememberToken: false });
    render(
      <Suspense fallback={<p>loading</p>}>
        <TimeZoneNames />
      </Suspense>,
    );
    expect(await screen.findByText('Etc/UTC')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(27);
  });

  it('order keys from general to specific, and equal parameters give equal keys', () => {
    const api = buildClient({ kind: 'gateway', baseUrl: TEST_GATEWAY, token: 'demo', rememberToken: false });
    const a = refQueries.search(api, { Keywords: 'shell', AssetTypes: ['Stock'], ExchangeId: undefined, Tags: [] });
    const b = refQueries.search(api, { AssetTypes: ['Stock'], Keywords: 'shell' });
    expect(a.queryKey.slice(0, 4)).toEqual([api.key, 'ref', 'instruments', 'search']);
    expect(JSON.stringify(a.queryKey[4])).toContain('shell');
    expect(a.queryKey[4]).toEqual(b.queryKey[4]);
    const details = refQueries.details(api, 211, 'Stock', { FieldGroups: ['OrderSetting'] });
    expect(details.queryKey.slice(0, 6)).toEqual([api.key, 'ref', 'instruments', 'details', 'Stock', 211]);
  });

  it('name option roots by OptionRootId in one search, one key per set of roots', async () => {
    const api = buildClient({ kind: 'gateway', baseUrl: TEST_GATEWAY, token: 'demo', rememberToken: false });
    const roots = refQueries.optionRoots(api, [231, 1, 231]);
    expect(roots.queryKey.slice(0, 4)).toEqual(refQueries.search(api, {}).queryKey.slice(0, 4));
    expect(roots.queryKey).toEqual(refQueries.optionRoots(api, [1, 231]).queryKey);
    const queryClient = createQueryClient();
    const feed = await queryClient.fetchQuery(roots);
    expect((feed.Data ?? []).map((row) => [row.Identifier, row.SummaryType, row.Symbol]).sort()).toEqual([
      [1, 'ContractOptionRoot', 'SPXW:xcbo'],
      [231, 'ContractOptionRoot', 'RDSA:xams'],
    ]);
  });

  it('keep the token out of query keys and separate backends', () => {
    const demo = buildClient({ kind: 'demo', demoUser: 'demo' });
    const gateway = buildClient({ kind: 'gateway', baseUrl: `${TEST_GATEWAY}/openapi/`, token: 'secret-token', rememberToken: false });
    const keys = [refQueries.timeZones(demo).queryKey, refQueries.timeZones(gateway).queryKey, caQueries.events(gateway, {}).queryKey];
    expect(JSON.stringify(keys)).not.toContain('secret-token');
    expect(keys[0]?.[0]).not.toBe(keys[1]?.[0]);
    expect(String(keys[1]?.[0]).startsWith(`gateway:${TEST_GATEWAY}#`)).toBe(true);
  });

  it('open the token prompt on a 401 from a gateway', async () => {
    setBackend({ kind: 'gateway', baseUrl: TEST_GATEWAY, token: 'expired', rememberToken: false });
    const queryClient = createQueryClient();
    function Probe() {
      const result = useQuery(refQueries.timeZones(getApi()));
      return <p>{result.isError ? 'failed' : 'pending'}</p>;
    }
    render(<Probe />, { queryClient });
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await waitFor(() => expect(tokenPrompt.isOpen()).toBe(true));
  });

  it('do not retry client errors but report them once', async () => {
    setBackend({ kind: 'gateway', baseUrl: TEST_GATEWAY, token: 'demo', rememberToken: false });
    const queryClient = createQueryClient();
    let calls = 0;
    server.events.on('request:start', () => {
      calls += 1;
    });
    function Probe() {
      const result = useQuery(refQueries.details(getApi(), 211, 'NoSuchType'));
      return <p>{result.isError ? `error ${(result.error as { errorCode?: string }).errorCode}` : 'pending'}</p>;
    }
    render(<Probe />, { queryClient });
    expect(await screen.findByText('error InvalidAssetType')).toBeInTheDocument();
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });
});
