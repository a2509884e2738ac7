import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { setDemoFetch } from '@/api/backend';
import type { InstrumentSummary } from '@/api/types';
import { act, render, screen, within } from '@/test/render';
import { PREFETCH_DELAY_MS, ResultsTable, type ResultsTableHandle } from './ResultsTable';
import { toResultRow, type ResultRow } from './rows';

function summaries(prefix: string, count: number): InstrumentSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    SummaryType: 'Instrument',
    AssetType: 'Stock',
    Identifier: 1000 + index,
    Symbol: `${prefix}${index}`,
    Description: `${prefix} number ${index}`,
    ExchangeId: 'PAR',
    CurrencyCode: 'EUR',
  }));
}

const rowsOf = (prefix: string, count: number): ResultRow[] => summaries(prefix, count).map(toResultRow);

/** The table under a router (its links need one), with rows that can be swapped like a new search's. */
function renderTable(initial: ResultRow[]) {
  const handle = createRef<ResultsTableHandle>();
  let setRows: (rows: ResultRow[]) => void = () => undefined;
  function Harness() {
    const [rows, set] = useState(initial);
    setRows = set;
    return <ResultsTable ref={handle} rows={rows} selected={[]} selectionFull={false} onToggle={() => undefined} stale={false} />;
  }
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: Harness });
  const details = createRoute({ getParentRoute: () => root, path: '/instruments/$assetType/$uic', component: () => null });
  const router = createRouter({ routeTree: root.addChildren([page, details]), history: createMemoryHistory({ initialEntries: ['/'] }), defaultPreload: 'intent' });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, handle, setRows: (rows: ResultRow[]) => act(() => setRows(rows)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ResultsTable', () => {
  it('starts the keyboard focus at the first row again when new results arrive', async () => {
    const user = userEvent.setup();
    const { handle, setRows } = renderTable(rowsOf('OLD', 5));
    const table = await screen.findByRole('table', { name: 'Search results' });
    act(() => handle.current?.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(table).getByRole('link', { name: /^OLD3,/ })).toHaveFocus();

    setRows(rowsOf('NEW', 5));
    act(() => handle.current?.focus());
    expect(within(table).getByRole('link', { name: /^NEW0,/ })).toHaveFocus();
    expect(within(table).getByRole('link', { name: /^NEW0,/ })).toHaveAttribute('tabindex', '0');
  });

  it('fetches the details of the row the focus rests on, once, and not of the rows passed over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests: string[] = [];
    setDemoFetch(async (input) => {
      requests.push(new URL(input).pathname);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const { handle } = renderTable(rowsOf('ROW', 12));
    await vi.waitFor(() => expect(screen.getByRole('table', { name: 'Search results' })).toBeInTheDocument());
    act(() => handle.current?.focus());
    const table = screen.getByRole('table', { name: 'Search results' });
    // Ten rows passed over quickly: each move comes before the delay is over.
    for (let step = 0; step < 10; step++) {
      const focused = document.activeElement as HTMLElement;
      act(() => {
        focused.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      });
      act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS / 4));
    }
    expect(within(table).getByRole('link', { name: /^ROW10,/ })).toHaveFocus();
    expect(requests).toEqual([]);
    await act(async () => vi.advanceTimersByTime(PREFETCH_DELAY_MS));
    // Only the details of the row the focus rests on: no router preload of the other routes' data.
    expect(requests).toEqual(['/openapi/ref/v1/instruments/details/1010/Stock']);
  });

  it('a click on a result follows its link in the app; a click with a modifier is left to the browser (a new tab)', async () => {
    const user = userEvent.setup();
    const { router } = renderTable(rowsOf('ROW', 3));
    const link = await screen.findByRole('link', { name: /^ROW1,/ });
    expect(link).toHaveAttribute('href', '/instruments/Stock/1001');
    // Whether the table took each click over (seen from the document, after the table's handler).
    const prevented: boolean[] = [];
    const record = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(prevented).toEqual([false]);
    expect(router.state.location.pathname).toBe('/');

    await user.click(link);
    expect(prevented).toEqual([false, true]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/instruments/Stock/1001'));
    document.removeEventListener('click', record);
  });
});
