import { Suspense, useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { configure, render, screen, within } from '@/test/render';
import { DEMO_BASE_URL, setBackend, setDemoFetch } from '@/api/backend';
import { createSimFetch, createTestSimulator } from '@/sim/testing';
import { InstrumentDetailsPage } from './InstrumentDetailsPage';
import type { DetailsSearch } from './url';

configure({ asyncUtilTimeout: 15_000 });

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
        <InstrumentDetailsPage
          uic={uic}
          assetType={assetType}
          search={search}
          onSearchChange={(patch) => setSearch((previous) => ({ ...previous, ...patch }))}
        />
      </Suspense>
    </>
  );
}

const rowValue = (table: HTMLElement, label: string) => within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

beforeAll(async () => {
  setBackend({ kind: 'demo', demoUser: 'demo' });
  const simFetch = createSimFetch(createTestSimulator(NOW));
  setDemoFetch(simFetch);
  await simFetch(`${DEMO_BASE_URL}/openapi/ref/v1/instruments/details/211/Stock`, { headers: { Authorization: 'Bearer demo' } });
}, 60_000);

describe('InstrumentDetailsPage over the simulator', { timeout: 30_000 }, () => {
  it('shows identity, trading, related links and option roots of a stock', async () => {
    renderPage(() => <Harness uic={211} assetType="Stock" />);
    const identity = await screen.findByRole('table', { name: 'Identity' });
    expect(rowValue(identity, 'ISIN')).toBe('Not in reference data');
    expect(rowValue(identity, 'Exchange')).toBe('NASDAQ');
    expect(rowValue(identity, 'Tradable as')).toBe('Stock');
    expect(rowValue(screen.getByRole('table', { name: 'Trading' }), 'Tick size')).toBe('0.01');
    expect(screen.getByRole('table', { name: 'Tick size scheme' })).toHaveTextContent('Up to 0.9999');
    expect(screen.getByRole('link', { name: 'Option root 16' })).toHaveAttribute('href', '/options/16');
    expect(await screen.findByRole('link', { name: 'AAPL:xnas' })).toHaveAttribute('href', '/instruments/CfdOnStock/211');
  });

  it('adds a field group to the URL state and shows its section (the parameters folded at first on a narrow screen)', async () => {
    const user = userEvent.setup();
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
    expect(await screen.findByRole('table', { name: 'Order durations' })).toHaveTextContent('Day order, At the opening, At the close');
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

  it('shows the raw JSON in its tab', async () => {
    const user = userEvent.setup();
    renderPage(() => <Harness uic={15311} assetType="Stock" />);
    expect(rowValue(await screen.findByRole('table', { name: 'Identity' }), 'Description')).toBe('Safran');
    await user.click(screen.getByRole('tab', { name: 'Raw JSON' }));
    expect(screen.getByTestId('search')).toHaveTextContent('{"tab":"json"}');
    expect(await screen.findByText(/"Description": "Safran "/)).toBeInTheDocument();
  });
});
