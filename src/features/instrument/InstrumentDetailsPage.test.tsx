import { Suspense, useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@/test/render';
import { DEMO_BASE_URL, setBackend, setDemoFetch } from '@/api/backend';
import { createFaultInjector } from '@/sim/core/faults';
import { createSimFetch, createTestSimulator } from '@/sim/testing';
import { InstrumentDetailsPage } from './InstrumentDetailsPage';
import type { DetailsSearch } from './url';

const NOW = '2026-11-20T10:00:00Z';

function renderPage(element: () => ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: element });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

function Harness({ uic, assetType, initial = {} }: { uic: number; assetType: string; initial?: DetailsSearch }) {
  const [search, setSearch] = useState<DetailsSearch>(initial);
  return (
    <>
      <output data-testid="search">{JSON.stringify(search)}</output>
      <Suspense fallback={<p>Loading…</p>}>
        <InstrumentDetailsPage uic={uic} assetType={assetType} search={search} onSearchChange={(patch) => setSearch((previous) => ({ ...previous, ...patch }))} />
      </Suspense>
    </>
  );
}

const rowValue = (table: HTMLElement, label: string) => within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

let simulator: ReturnType<typeof createTestSimulator>;
let simFetch: ReturnType<typeof createSimFetch>;

beforeAll(async () => {
  setBackend({ kind: 'demo', demoUser: 'demo' });
  simulator = createTestSimulator(NOW);
  simFetch = createSimFetch(simulator);
  setDemoFetch(simFetch);
  await simFetch(`${DEMO_BASE_URL}/openapi/ref/v1/instruments/details/211/Stock`, { headers: { Authorization: 'Bearer demo' } });
}, 60_000);

// A test that sets faults gives the plain simulator back.
afterEach(() => setDemoFetch(simFetch));

/** Whether the observed sections are in view (jsdom lays nothing out): in view unless a test says otherwise. */
let inView = true;
class ViewportObserver {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(): void {
    this.report([{ isIntersecting: inView }]);
  }
  unobserve(): void {}
  disconnect(): void {}
}
beforeAll(() => vi.stubGlobal('IntersectionObserver', ViewportObserver));
afterEach(() => {
  inView = true;
});

describe('InstrumentDetailsPage over the simulator', { timeout: 30_000 }, () => {
  it('shows identity, trading, related links and option roots of a stock', async () => {
    renderPage(() => <Harness uic={211} assetType="Stock" />);
    const identity = await screen.findByRole('table', { name: 'Identity' });
    expect(rowValue(identity, 'ISIN')).toBe('Not in reference data');
    expect(rowValue(identity, 'Exchange')).toBe('NASDAQ');
    expect(rowValue(identity, 'Tradable as')).toBe('Stock');
    expect(rowValue(await screen.findByRole('table', { name: 'Trading' }), 'Tick size')).toBe('0.01');
    expect(screen.getByRole('table', { name: 'Tick size scheme' })).toHaveTextContent('Up to 0.9999');
    expect(screen.getByRole('link', { name: 'Option root 16' })).toHaveAttribute('href', '/options/16');
    expect(await screen.findByRole('link', { name: 'AAPL:xnas' })).toHaveAttribute('href', '/instruments/CfdOnStock/211');
  });

  it('paints the identity with the first render, the sections below it in the next one', async () => {
    renderPage(() => <Harness uic={211} assetType="Stock" />);
    await screen.findByRole('table', { name: 'Identity' });
    // The moment the identity is in the page, the later sections are not rendered yet...
    expect(screen.queryByRole('table', { name: 'Trading' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Related' })).not.toBeInTheDocument();
    // ...and they follow without anything else happening.
    expect(await screen.findByRole('table', { name: 'Trading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Other fields' })).toBeInTheDocument();
  });

  it('the related instruments are a later part: their lookup failing shows in their section, with a retry that recovers', async () => {
    const user = userEvent.setup();
    // The lookup of the related instruments' names (a details list by Uics and asset types) fails once.
    const faults = createFaultInjector([{ path: '/openapi/ref/v1/instruments/details', query: { AssetTypes: '*' }, kind: 'status', status: 503, count: 1 }]);
    setDemoFetch(createSimFetch(simulator, faults));
    renderPage(() => <Harness uic={211} assetType="Stock" />);
    const related = (await screen.findByRole('heading', { name: 'Related' })).closest('section') as HTMLElement;
    const alert = await within(related).findByRole('alert');
    expect(alert).toHaveTextContent('503');
    // The rest of the page is there: the failure stays in its section.
    expect(rowValue(screen.getByRole('table', { name: 'Identity' }), 'Exchange')).toBe('NASDAQ');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The related instrument is still listed, by its asset type and Uic.
    expect(within(related).getByRole('link', { name: /211/ })).toHaveAttribute('href', '/instruments/CfdOnStock/211');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(related).findByRole('link', { name: 'AAPL:xnas' })).toHaveAttribute('href', '/instruments/CfdOnStock/211');
    expect(within(related).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a field group to the URL state and shows its section (the parameters folded at first on a narrow screen)', async () => {
    const user = userEvent.setup();
    // The durations' answer waits for the test: while it loads, their group says so, and holds the focus the button had.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    setDemoFetch(async (input, init) => {
      if (String(input).includes('SupportedOrderTypeSettings')) await held;
      return simFetch(input, init);
    });
    renderPage(() => <Harness uic={211} assetType="Stock" />);
    await screen.findByRole('table', { name: 'Identity' });
    expect(screen.queryByRole('heading', { name: 'Order setting' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show parameters' }));
    await user.click(screen.getByRole('checkbox', { name: /Order setting/ }));
    expect(screen.getByTestId('search')).toHaveTextContent('{"groups":"OrderSetting"}');
    const section = await screen.findByRole('table', { name: 'Order setting' });
    expect(rowValue(section, 'Maximum order size')).toBe('1,000,000');
    expect(screen.getByText('/openapi/ref/v1/instruments/details/211/Stock?FieldGroups=OrderSetting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show order durations' }));
    const durations = screen.getByRole('group', { name: 'Order durations' });
    expect(durations).toHaveFocus();
    expect(await within(durations).findByText('Loading the order durations…')).toBeInTheDocument();
    answer();
    expect(await within(durations).findByRole('table', { name: 'Order durations' })).toHaveTextContent('Day order, At the opening, At the close');
    expect(durations).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent('{"groups":"OrderSetting,SupportedOrderTypeSettings"}');
  });

  it('links a future to its futures space through the details list', async () => {
    renderPage(() => <Harness uic={60000323} assetType="ContractFutures" />);
    expect(await screen.findByRole('link', { name: 'Open the futures space' })).toHaveAttribute('href', '/futures/28001');
    expect(rowValue(screen.getByRole('table', { name: 'Future' }), 'Notice date')).toMatch(/^18 Dec 2026/);
  });

  it('shows junk gracefully: "Undefined" coupon type as a dash', async () => {
    renderPage(() => <Harness uic={24809035} assetType="Bond" />);
    const bond = await screen.findByRole('table', { name: 'Bond' });
    expect(rowValue(bond, 'Coupon type')).toBe('—');
    expect(rowValue(bond, 'Coupon')).toBe('6 %');
  });

  it('asks for the same security elsewhere only once its section is in view', async () => {
    inView = false;
    const asked: string[] = [];
    setDemoFetch((input, init) => {
      asked.push(String(input));
      return simFetch(input, init);
    });
    renderPage(() => <Harness uic={36611} assetType="Etf" />);
    const section = (await screen.findByRole('heading', { name: 'The same security elsewhere' })).closest('section') as HTMLElement;
    await screen.findByRole('table', { name: 'Identity' });
    expect(section).toHaveTextContent('Looked up when this section comes into view.');
    expect(asked.filter((url) => url.includes('/ca/v2/events') || url.includes('Keywords='))).toEqual([]);
  });

  it('finds the same security elsewhere: the ISIN from corporate actions, the listings of its group, the primary marked', async () => {
    // The own client holds the Amsterdam line of the iShares MSCI World ETF, whose primary listing is on Xetra.
    renderPage(() => <Harness uic={36611} assetType="Etf" />);
    const section = (await screen.findByRole('heading', { name: 'The same security elsewhere' })).closest('section') as HTMLElement;
    const isin = within(section).getByRole('table', { name: 'ISIN from corporate actions' });
    await within(isin).findByText('IE00B4L5Y983');
    expect(rowValue(isin, 'Source')).toMatch(/^Corporate-action event \d+ on Uic 36611 \(Stock\), among the events of your own client/);
    const table = await within(section).findByRole('table', { name: 'Listings of the same security' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^EUNL:xetr.*Primary listing$/), expect.stringMatching(/^IWDA:xams.*This listing$/)]);
    expect(within(table).getByRole('link', { name: 'EUNL:xetr' })).toHaveAttribute('href', '/instruments/Etf/36602');
    // This page is no link to itself.
    expect(within(table).queryByRole('link', { name: 'IWDA:xams' })).not.toBeInTheDocument();
    expect(section).toHaveTextContent('search on the ISIN “IE00B4L5Y983”');
  });

  it('without corporate actions (403) says so plainly and searches on the description; a failure has its own retry', async () => {
    const user = userEvent.setup();
    const faults = createFaultInjector([{ path: '/openapi/ca/v2/events', kind: 'status', status: 403, count: 1 }]);
    setDemoFetch(createSimFetch(simulator, faults));
    const first = renderPage(() => <Harness uic={36611} assetType="Etf" />);
    let section = (await screen.findByRole('heading', { name: 'The same security elsewhere' })).closest('section') as HTMLElement;
    expect(await within(section).findByText(/^Corporate actions are not available to this user: the service answered 403 Forbidden/)).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'EUNL:xetr' })).toBeInTheDocument();
    expect(section).toHaveTextContent('search on the description “iShares Core MSCI World UCITS ETF”');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    first.unmount();

    // Any other failure of the events is an error with a retry; the search goes on, on the description.
    setDemoFetch(createSimFetch(simulator, createFaultInjector([{ path: '/openapi/ca/v2/events', kind: 'status', status: 503, count: 1 }])));
    renderPage(() => <Harness uic={36611} assetType="Etf" />);
    section = (await screen.findByRole('heading', { name: 'The same security elsewhere' })).closest('section') as HTMLElement;
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('503');
    expect(await within(section).findByRole('link', { name: 'EUNL:xetr' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(section).findByText('IE00B4L5Y983');
    expect(await within(section).findByText(/search on the ISIN “IE00B4L5Y983”/)).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the search finds no other listing', async () => {
    renderPage(() => <Harness uic={211} assetType="Stock" />);
    const section = (await screen.findByRole('heading', { name: 'The same security elsewhere' })).closest('section') as HTMLElement;
    expect(await within(section).findByText(/^No other listing found by the search on the ISIN “US0378331005”/)).toBeInTheDocument();
    expect(section).toHaveTextContent('No other row of the search shares this instrument’s GroupId');
  });

  it('shows the raw JSON in its tab', async () => {
    const user = userEvent.setup();
    renderPage(() => <Harness uic={15311} assetType="Stock" />);
    expect(rowValue(await screen.findByRole('table', { name: 'Identity' }), 'Description')).toBe('Safran');
    await user.click(screen.getByRole('tab', { name: 'Raw JSON' }));
    expect(screen.getByTestId('search')).toHaveTextContent('{"tab":"json"}');
    expect(await screen.findByText(/"Description": "Safran "/)).toBeInTheDocument();
  });
});
