import { useState, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { DEMO_BASE_URL, setBackend, setDemoFetch } from '@/api/backend';
import { createSimFetch, createTestSimulator } from '@/sim/testing';
import { SchedulePage } from './SchedulePage';
import type { ScheduleSearch } from './url';

const NOW = '2026-11-20T10:00:00Z'; // a Friday: 05:00 in New York, pre-market

/** The page under a minimal router (links need one), its search params held in state. */
function renderPage(element: () => ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: element });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

function Harness({ initial = {}, uic = 211, assetType = 'Stock' }: { initial?: ScheduleSearch; uic?: number; assetType?: string }) {
  const [search, setSearch] = useState<ScheduleSearch>(initial);
  return <SchedulePage uic={uic} assetType={assetType} search={search} onSearchChange={(patch) => setSearch((previous) => ({ ...previous, ...patch }))} />;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  setBackend({ kind: 'demo', demoUser: 'demo' });
  const simFetch = createSimFetch(createTestSimulator(NOW));
  setDemoFetch(simFetch);
  // The simulator builds its universe on the first request: do it before the tests' timeouts run.
  await simFetch(`${DEMO_BASE_URL}/openapi/ref/v1/instruments/tradingschedule/211/Stock`, { headers: { Authorization: 'Bearer demo' } });
}, 60_000);
afterAll(() => {
  vi.useRealTimers();
});

describe('SchedulePage over the simulator', { timeout: 30_000 }, () => {
  it('shows the status, a timeline with named bars, and the legend (exchange time)', async () => {
    renderPage(() => <Harness />);
    // Pre-market is not "open now": it is named, with each session to the close.
    expect(await screen.findByRole('heading', { name: 'Pre-market now' })).toBeInTheDocument();
    expect(screen.getByTestId('market-status')).toHaveTextContent(
      'Pre-market until Fri 20 Nov 09:30 (in 4 h 30 min), then automated trading until 16:00 (in 11 h), then post-market until 20:00 (in 15 h).',
    );
    expect(screen.getByTestId('market-status')).toHaveTextContent('Regular trading from Fri 20 Nov 09:30 (in 4 h 30 min)');
    const grid = screen.getByRole('grid');
    expect(within(grid).getAllByRole('row').length).toBeGreaterThanOrEqual(7);
    expect(within(grid).getAllByRole('gridcell', { name: /^Automated trading: Fri 20 Nov 09:30 to Fri 20 Nov 16:00 \(6 h 30 min\)/ })).toHaveLength(1);
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(within(legend).getByText('Pre-market')).toBeInTheDocument();
    expect(within(legend).getByText('Closed')).toBeInTheDocument();
  });

  it('moves between bars with the arrow keys (one tab stop)', async () => {
    const user = userEvent.setup();
    renderPage(() => <Harness />);
    const grid = await screen.findByRole('grid');
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    // The bar under "now" is the tab stop.
    expect(focusable[0]).toHaveAccessibleName(/^Pre-market: Fri 20 Nov 04:00/);
    focusable[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^Automated trading: Fri 20 Nov 09:30/);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('role')).toBe('gridcell');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(grid).getAllByRole('gridcell')[0]);
  });

  it('switches to the table and to the user’s time, and to a zone of the list', async () => {
    const user = userEvent.setup();
    renderPage(() => <Harness initial={{ view: 'table', tz: 4 }} />);
    // Named from the time zone list once it has arrived.
    expect(await screen.findByText('Times in Central European Time (Europe/Paris), UTC+01:00.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Trading sessions' });
    const current = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent(/Fri 20 Nov10:0015:30/);
    expect(current).toHaveTextContent('Pre-market');
    await user.click(screen.getByRole('radio', { name: /^My time/ }));
    // jsdom runs in the process zone; the caption follows.
    expect(await screen.findByRole('table', { name: 'Trading sessions' })).toHaveTextContent(/Times in your time/);
    await user.click(screen.getByRole('radio', { name: 'Timeline' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it('falls back to exchange time, with a note, for a zone id it cannot resolve', async () => {
    renderPage(() => <Harness initial={{ tz: 999 }} />);
    expect(await screen.findByText('Time zone 999 is not known; exchange time is shown instead.')).toBeInTheDocument();
  });

  it('resolves Tokyo (zone 10, outside the list) and says so', async () => {
    renderPage(() => <Harness uic={101301} />);
    expect(await screen.findByText(/broker id 10, not in the time zone list/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Exchange (JST)' })).toBeChecked();
  });
});
