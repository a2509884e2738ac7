import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { setDemoFetch } from '@/api/backend';
import type { Feed, InstrumentSummary } from '@/api/types';
import { createSimFetch, createTestSimulator } from '@/sim/testing';
import { render, screen, waitFor, within } from '@/test/render';
import { rankSummaries } from './ranking';
import { SearchPage } from './SearchPage';
import { searchParams } from './url';

const simulator = createTestSimulator();
const simFetch = createSimFetch(simulator);

interface Call {
  url: string;
  signal: AbortSignal | undefined;
}

let calls: Call[] = [];

/**
 * The simulator behind the app's API client. Answers wait for `release()`
 * when gated (so that requests overlap deterministically), else come at once.
 */
function installBackend({ gated = false } = {}) {
  calls = [];
  let open = !gated;
  const waiting = new Set<() => void>();
  setDemoFetch(async (input, init) => {
    const signal = init?.signal ?? undefined;
    calls.push({ url: input, signal });
    if (!open) {
      await new Promise<void>((resolve, reject) => {
        waiting.add(resolve);
        signal?.addEventListener('abort', () => {
          waiting.delete(resolve);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    }
    return simFetch(input, init);
  });
  return {
    release: () => {
      open = true;
      for (const resolve of waiting) resolve();
      waiting.clear();
    },
  };
}

function ask(query: string): InstrumentSummary[] {
  const result = simulator.handle({ method: 'GET', url: `http://sim.test/openapi/ref/v1/instruments${query}`, headers: { authorization: 'Bearer demo' } });
  return (JSON.parse(result.body as string) as Feed<InstrumentSummary>).Data ?? [];
}

function renderAt(url: string) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: searchParams.validate,
    component: function SearchRoute() {
      const search = indexRoute.useSearch();
      const navigate = indexRoute.useNavigate();
      return (
        <SearchPage
          search={search}
          onNavigate={(update, options) => void navigate({ search: (previous: typeof search) => update(previous), replace: options?.replace ?? false })}
        />
      );
    },
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]), history: createMemoryHistory({ initialEntries: [url] }) });
  render(<RouterProvider router={router} />);
  return router;
}

/** The machine may be busy (other suites run alongside): wait generously, never a fixed time. */
const patient = { timeout: 15_000 };

const resultLinks = () => within(screen.getByRole('table', { name: 'Search results' })).getAllByRole('link');

describe('SearchPage against the simulator', { timeout: 40_000 }, () => {
  beforeAll(() => {
    // Build the universe once, outside the timed tests.
    ask('?Keywords=warmup');
  });

  afterEach(() => {
    localStorage.clear();
  });

  it('shows the rows the service returns for the address, ranked, and their number when the first 1,000 hold them all', async () => {
    installBackend();
    renderAt('/?q=aapl');
    const expected = rankSummaries(ask('?Keywords=aapl'), 'aapl').map((row) => row.Symbol);
    await waitFor(() => expect(resultLinks().map((link) => link.textContent)).toEqual(expected), patient);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`Rows 1–${expected.length} of ${expected.length} · page 1 of 1`);
  });

  it('ranks the first 1,000 rows together when the service sends them in shorter pages than asked', async () => {
    // A service that caps its pages at 200 rows, with a link to the rest.
    installBackend();
    setDemoFetch((input, init) => {
      calls.push({ url: input, signal: init?.signal ?? undefined });
      return simFetch(
        input.replace(/([?&]\$top=)(\d+)/, (_, name: string, top: string) => `${name}${Math.min(Number(top), 200)}`),
        init,
      );
    });
    renderAt('/?q=bank&skip=250');
    const ranked = rankSummaries(ask('?Keywords=bank&$top=1000'), 'bank');
    expect(ranked.length).toBeGreaterThan(300);
    const expected = ranked.slice(250, 300).map((row) => row.Symbol);
    await waitFor(() => expect(resultLinks().map((link) => link.textContent)).toEqual(expected), patient);
    expect(calls.filter((call) => call.url.includes('Keywords=bank')).length).toBeGreaterThan(1);
  });

  it('searches as you type, aborts the requests overtaken, and never shows them', async () => {
    const backend = installBackend({ gated: true });
    const user = userEvent.setup();
    const router = renderAt('/');
    const input = await screen.findByRole('searchbox', { name: 'Keywords' }, patient);
    await user.type(input, 'roy');
    // The first request is in flight (held), then the keywords are refined.
    await waitFor(() => expect(calls.some((call) => call.url.includes('Keywords=roy'))).toBe(true), patient);
    await user.type(input, 'al dutch');
    await waitFor(() => expect(calls.some((call) => call.url.includes('Keywords=royal%20dutch'))).toBe(true), patient);
    const overtaken = calls.filter((call) => !call.url.includes('Keywords=royal%20dutch'));
    expect(overtaken.length).toBeGreaterThan(0);
    expect(overtaken.filter((call) => !call.signal?.aborted).map((call) => call.url)).toEqual([]);
    backend.release();
    const expected = ask('?Keywords=royal%20dutch').map((row) => row.Symbol);
    await waitFor(() => expect(resultLinks().map((link) => link.textContent)).toEqual(expected), patient);
    expect(router.state.location.search).toMatchObject({ q: 'royal dutch' });
  });

  it('moves through the results with the keyboard and selects with Space', async () => {
    installBackend();
    const user = userEvent.setup();
    const router = renderAt('/?q=eurusd');
    const input = await screen.findByRole('searchbox', { name: 'Keywords' }, patient);
    await waitFor(() => expect(resultLinks().length).toBeGreaterThan(2), patient);
    const links = resultLinks();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(resultLinks().at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    // Only one result is in the tab order.
    expect(links.filter((link) => link.tabIndex === 0)).toHaveLength(1);
    await user.keyboard(' ');
    const first = ask('?Keywords=eurusd')[0] as InstrumentSummary;
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sel: `${first.Identifier}:${first.AssetType}` }), patient);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getAllByRole('checkbox', { name: /for comparison/ })[0]).toHaveFocus();
    // The watch star is the row's third cell: the arrows reach it, Enter presses it, and the hint says so and names W.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const star = screen.getAllByRole('button', { name: /^Watch / })[0] as HTMLElement;
    expect(star).toHaveFocus();
    expect(star.tabIndex).toBe(0);
    expect(links[0]?.tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}');
    expect(star).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'), patient);
    await user.keyboard('w');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'), patient);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('button', { name: /^Watch / })[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(links[0]).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Search results' })).toHaveAccessibleDescription(/← → between a result's checkbox, link and watch star.*W adds it to the watchlist/);
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(input).toHaveFocus();
  });

  it('shows the service error code of a 400 (two tags)', async () => {
    installBackend();
    renderAt('/?q=a&tag=energy,tech');
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('InvalidSearchCriteriaProvided');
    expect(alert).toHaveTextContent('Only one tag is supported.');
  });

  it('without a keyword or filter: no request, the recent lists instead', async () => {
    installBackend();
    localStorage.setItem('refex:recent-instruments', JSON.stringify([{ uic: 211, assetType: 'Stock', symbol: 'AAPL:xnas', description: 'Apple Inc.' }, { junk: true }]));
    localStorage.setItem('refex:recent-searches', JSON.stringify([{ search: { q: 'shell', ex: 'AMS' }, at: Date.now() }]));
    renderAt('/');
    const recentInstruments = await screen.findByRole('list', { name: 'Recently viewed instruments' }, patient);
    expect(
      within(recentInstruments)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/instruments/Stock/211']);
    const recentSearches = screen.getByRole('list', { name: 'Recent searches' });
    expect(within(recentSearches).getByRole('link', { name: '“shell”' })).toHaveAttribute('href', '/?q=shell&ex=AMS');
    expect(calls).toEqual([]);
  });
});
