import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import type { FetchLike } from '@/api/client';
import { DEMO_BASE_URL, setBackend, setDemoFetch } from '@/api/backend';
import { createSimFetch, createTestSimulator } from '@/sim/testing';
import { render, screen, waitFor, within } from '@/test/render';
import { OptionChainPage } from './OptionChainPage';
import type { ChainSearch } from './url';

const NOW = '2026-11-20T10:00:00Z';
const ROOT = 16; // Apple: a stock option root of ordinary size.

const simFetch = createSimFetch(createTestSimulator(NOW));

/** Every request the page makes, and a hook to answer some of them differently. */
let requests: string[] = [];
let intercept: ((url: string) => Response | undefined) | undefined;
const recordingFetch: FetchLike = (input, init) => {
  const url = String(input);
  requests.push(decodeURIComponent(url));
  return Promise.resolve(intercept?.(url) ?? simFetch(url, init));
};

/** The address as the page last wrote it. */
const written: { current: ChainSearch } = { current: {} };

function Harness({ rootId, initial }: { rootId: number; initial: ChainSearch }) {
  const [search, setSearch] = useState<ChainSearch>(initial);
  useEffect(() => {
    written.current = search;
  }, [search]);
  return <OptionChainPage rootId={rootId} search={search} onSearchChange={(patch) => setSearch((previous) => ({ ...previous, ...patch }))} />;
}

/** The page under a minimal router (links and navigation need one). */
function renderPage(rootId: number, initial: ChainSearch = {}) {
  written.current = initial;
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <Harness rootId={rootId} initial={initial} /> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

async function readyGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid).toHaveAttribute('data-ready', 'true'));
  return grid;
}

function tabDates(): string[] {
  return within(screen.getByRole('tablist', { name: 'Expiries' }))
    .getAllByRole('tab')
    .map((tab) => tab.getAttribute('data-date') ?? '');
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  setBackend({ kind: 'demo', demoUser: 'demo' });
  setDemoFetch(recordingFetch);
  // jsdom lays nothing out: give elements a size, so that the virtual list renders its rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  await simFetch(`${DEMO_BASE_URL}/openapi/ref/v1/instruments/contractoptionspaces/${ROOT}`, { headers: { Authorization: 'Bearer demo' } });
}, 60_000);
afterEach(() => {
  requests = [];
  intercept = undefined;
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const spacePath = `/openapi/ref/v1/instruments/contractoptionspaces/${ROOT}`;

describe('OptionChainPage over the simulator', { timeout: 30_000 }, () => {
  it('asks for the expiry list with None, the next expiry with SpecificDates, then fetches its neighbours ahead in one request', async () => {
    const user = userEvent.setup();
    renderPage(ROOT);
    const grid = await readyGrid();
    const dates = tabDates();
    expect(dates.length).toBeGreaterThan(4);
    const [first, second, third, fourth] = dates as [string, string, string, string];
    expect(grid).toHaveAttribute('data-expiries', first);
    expect(requests).toContain(`${DEMO_BASE_URL}${spacePath}?OptionSpaceSegment=None`);
    expect(requests).toContain(`${DEMO_BASE_URL}${spacePath}?OptionSpaceSegment=SpecificDates&ExpiryDates=${first}`);
    // The neighbours are fetched before anyone asks for them, several dates in one request.
    await waitFor(() => expect(requests).toContain(`${DEMO_BASE_URL}${spacePath}?OptionSpaceSegment=SpecificDates&ExpiryDates=${second},${third},${fourth}`));
    expect(requests.filter((url) => url.includes(spacePath))).toHaveLength(3);
    const before = requests.length;
    // Once it is in, switching to it shows its grid at once, without another request for it.
    await user.click(screen.getByRole('tab', { name: new RegExp(`^${new Date(`${second}T00:00:00Z`).getUTCDate()} `) }));
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('data-expiries', second));
    expect(screen.getByRole('grid')).toHaveAttribute('data-ready', 'true');
    expect(requests.slice(before).filter((url) => url.includes(second))).toEqual([]);
  });

  it('loads a stacked view of every expiry of the big root in a few requests (the gateway counts them)', async () => {
    renderPage(1, { stacked: true, expiry: 'all', window: 2 });
    const grid = await readyGrid();
    const shown = (grid.getAttribute('data-expiries') ?? '').split(',');
    expect(shown.length).toBeGreaterThan(50);
    const space = requests.filter((url) => url.includes('/contractoptionspaces/1?'));
    const specific = space.filter((url) => url.includes('SpecificDates'));
    // One request for the expiry list, then up to eight dates per request: 8 in all (it was one per expiry, 56).
    expect(space).toHaveLength(1 + Math.ceil(shown.length / 8));
    const asked = specific.flatMap((url) => new URL(url).searchParams.get('ExpiryDates')?.split(',') ?? []);
    expect(specific.every((url) => (new URL(url).searchParams.get('ExpiryDates')?.split(',').length ?? 0) <= 8)).toBe(true);
    expect(asked.sort()).toEqual([...shown].sort());
    // The header looks up the underlying only (related instruments and roots wait for their disclosure), and no
    // related root's chain. (The previous test's root may still finish a fetch ahead on a busy machine.)
    expect(requests.filter((url) => url.includes('/instruments/details/')).length).toBeLessThanOrEqual(1);
    expect(
      requests.filter((url) => url.includes('/contractoptionspaces/') && !url.includes('/contractoptionspaces/1?') && !url.includes(`/contractoptionspaces/${ROOT}?`)),
    ).toEqual([]);
  });

  it('shows one expiry of a list (or of all) unstacked: the address keeps that one, and the page says so', async () => {
    const user = userEvent.setup();
    const view = renderPage(ROOT, { expiry: 'all' });
    let grid = await readyGrid();
    const [, second, third] = tabDates() as [string, string, string];
    // The next expiry, as without an expiry in the address.
    const next = grid.getAttribute('data-expiries');
    expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(written.current.expiry).toBe(next));
    expect(screen.getByText(/^The address asked for every expiry; unstacked, the chain shows one:/)).toBeInTheDocument();
    view.unmount();

    renderPage(ROOT, { expiry: `${third},${second}` });
    grid = await readyGrid();
    expect(grid).toHaveAttribute('data-expiries', third);
    await waitFor(() => expect(written.current.expiry).toBe(third));
    expect(screen.getByText(/^The address named 2 expiries; unstacked, the chain shows one:/)).toBeInTheDocument();
    // Both, stacked, from the note.
    await user.click(screen.getByRole('button', { name: 'Show them stacked' }));
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('data-expiries', `${second},${third}`));
    expect(written.current).toMatchObject({ stacked: true, expiry: `${third},${second}` });
    expect(screen.queryByText(/unstacked, the chain shows one/)).toBeNull();
  });

  it('shows an expiry that fails to load as an error with a retry, and recovers', async () => {
    const user = userEvent.setup();
    let failures = 0;
    intercept = (url) => {
      if (!url.includes('SpecificDates') || failures > 0) return undefined;
      failures += 1;
      return new Response(null, { status: 503 });
    };
    const { queryClient } = renderPage(ROOT, { window: 2 });
    const panel = await screen.findByRole('tabpanel');
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('503');
    // The expiry strip stays usable around the error.
    expect(screen.getByRole('tablist', { name: 'Expiries' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const grid = await readyGrid();
    expect(grid.querySelectorAll('[role=row][data-kind=row]')).toHaveLength(5);

    // A failed background refresh keeps what is on screen.
    intercept = () => new Response(null, { status: 503 });
    await queryClient.refetchQueries();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error'),
      ).toBe(true),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('grid').querySelectorAll('[role=row][data-kind=row]')).toHaveLength(5);
  });

  it('shows junk values of the service as missing, and unknown enums as words, without crashing', async () => {
    const options = [
      { PutCall: 'Call ', StrikePrice: '100.0', Uic: 501, TradingStatus: 'Undefined', UnderlyingUic: 9 },
      { PutCall: 'Put', StrikePrice: 100, Uic: 502, TradingStatus: 'SuspendedByExchange', UnderlyingUic: 9 },
      { PutCall: 'Call', StrikePrice: 110, Uic: 503, TradingStatus: 'ReduceOnly ', UnderlyingUic: 9 },
      { PutCall: 'None', StrikePrice: 120, Uic: 504, TradingStatus: 'Tradable', UnderlyingUic: 9 },
      { PutCall: 'Put', StrikePrice: 'Undefined', Uic: 505, TradingStatus: 'Tradable', UnderlyingUic: 9 },
      null,
    ];
    const space = {
      OptionRootId: 77,
      Description: 'Undefined',
      Symbol: ' JUNK ',
      AssetType: 'StockOption ',
      ExerciseStyle: 'Undefined',
      SettlementStyle: 'SomeNewStyle',
      CurrencyCode: '',
      Exchange: { Name: 'Undefined', ExchangeId: ' XJNK ' },
      SupportedStrategies: ['Undefined', 'Vertical '],
      OptionSpace: [{ Expiry: 'Undefined' }, { Expiry: '2026-12-18T00:00:00Z ', SpecificOptions: options }, { Expiry: '2026-12-18', SpecificOptions: [] }],
    };
    intercept = (url) => (url.includes('contractoptionspaces/77') ? Response.json(space) : new Response(null, { status: 404 }));
    renderPage(77);
    expect(await screen.findByRole('heading', { level: 1, name: 'Option root 77' })).toBeInTheDocument();
    const grid = await readyGrid();
    // One expiry (the junk one is left out, the duplicate date counted once), two strikes.
    expect(within(screen.getByRole('tablist', { name: 'Expiries' })).getAllByRole('tab')).toHaveLength(1);
    expect([...grid.querySelectorAll('[role=row][data-kind=row]')].map((row) => row.getAttribute('data-strike'))).toEqual(['100', '110']);
    expect(within(grid).getByRole('link', { name: /^Call 100, .*: Uic 501, No status$/ })).toHaveAttribute('href', '/instruments/StockOption/501');
    expect(within(grid).getByRole('link', { name: /^Put 100, .*: Uic 502, Suspended by exchange$/ })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /^Call 110, .*: Uic 503, Reduce only$/ })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Undefined/);
    expect(screen.getByText('JUNK')).toBeInTheDocument();
    expect(screen.getByText('Some new style')).toBeInTheDocument();
  });
  it('names the options it cannot place, and says so when none of an expiry could be placed', async () => {
    const placed = [
      { PutCall: 'Call', StrikePrice: 100, Uic: 601, UnderlyingUic: 9 },
      { PutCall: 'None', StrikePrice: 105, Uic: 602, UnderlyingUic: 9 },
      { PutCall: 'Call', StrikePrice: 100, Uic: 603, UnderlyingUic: 9 },
    ];
    const unplaced = [
      { PutCall: 'None', StrikePrice: 100, Uic: 701, UnderlyingUic: 9 },
      { PutCall: 'Put', Uic: 702, UnderlyingUic: 9 },
    ];
    const space = {
      OptionRootId: 78,
      Symbol: 'ODD',
      TickSize: 0.05,
      NewThing: 'sent',
      OptionSpace: [{ Expiry: '2026-12-18', SpecificOptions: placed }, { Expiry: '2027-01-15', SpecificOptions: unplaced }, { Expiry: 'not a date' }],
    };
    intercept = (url) => (url.includes('contractoptionspaces/78') ? Response.json(space) : new Response(null, { status: 404 }));
    const user = userEvent.setup();
    renderPage(78, { expiry: '2026-12-18' });
    await readyGrid();
    const note = await screen.findByRole('alert', { name: 'Options not placed in the chain' });
    expect(note).toHaveTextContent('2 options are not in the grid: Uic 602 (PutCall None, StrikePrice 105); Uic 603 (PutCall Call, StrikePrice 100), a second option');
    expect(screen.getByText(/one expiry whose date \(Expiry\) cannot be read: “not a date”/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /15 Jan 2027/ }));
    expect(await screen.findByText('No option could be placed')).toBeInTheDocument();
    expect(screen.getByText(/None of the 2 options the service returns for this expiry could be placed/)).toBeInTheDocument();
    expect(screen.queryByText('No options match')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'Options not placed in the chain' })).toHaveTextContent(
        'Uic 701 (PutCall None, StrikePrice 100); Uic 702 (PutCall Put, StrikePrice —)',
      ),
    );

    // The root's terms and the fields shown nowhere else are behind the details disclosure.
    await user.click(screen.getByRole('button', { name: /Related roots and strategies/ }));
    expect((await screen.findByText('Tick size')).nextElementSibling).toHaveTextContent('0.05');
    expect(screen.getByText('Other fields').nextElementSibling).toHaveTextContent('NewThing sent');
  });

  it('words an empty expiry list on what its request sends', async () => {
    intercept = (url) => (url.includes('contractoptionspaces/79') ? Response.json({ OptionRootId: 79, Symbol: 'NONE', OptionSpace: [] }) : new Response(null, { status: 404 }));
    renderPage(79, { status: 'Tradable', clientKey: 'abc' });
    expect(await screen.findByText('The service lists no expiries for this option root with ClientKey=abc.')).toBeInTheDocument();
  });
});
