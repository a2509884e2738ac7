import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { FetchLike } from '@/api/client';
import { setBackend, setDemoFetch } from '@/api/backend';
import { render, screen, within } from '@/test/render';
import { FuturesSpacePage } from './FuturesSpacePage';

const NOW = '2026-11-20T10:00:00Z';

/** A service that answers with the junk real payloads carry: "Undefined", blanks, numbers as text. */
const junkFetch: FetchLike = (input) => {
  const url = String(input);
  if (url.includes('/futuresspaces/900')) {
    return Promise.resolve(
      Response.json({
        BaseIdentifier: 'ES ',
        Elements: [
          { Symbol: 'ESH7 ', ExpiryDate: '2027-03-19', DaysToExpiry: '119', Uic: '9003' },
          { Symbol: 'ESZ6', ExpiryDate: '2026-12-18T00:00:00Z', DaysToExpiry: 28, Uic: 9002 },
          { Symbol: 'Undefined', ExpiryDate: 'Undefined', Uic: 'Undefined' },
        ],
      }),
    );
  }
  if (url.includes('/futuresspaces/901')) return Promise.resolve(Response.json({ BaseIdentifier: 'CL', Elements: [{ Symbol: 'CLF7', ExpiryDate: '2026-12-21', Uic: 9101 }] }));
  if (url.includes('/details/901/ContractFutures')) {
    // As live answers send it: only the deprecated list of ids.
    return Promise.resolve(Response.json({ Description: 'Crude oil continuous', RelatedOptionRoots: [34, '35', 'Undefined', 34] }));
  }
  if (url.includes('/details/900/ContractFutures')) {
    return Promise.resolve(
      Response.json({
        Description: 'E-mini S&P 500 continuous',
        CurrencyCode: 'Undefined',
        Exchange: { Name: ' ', ExchangeId: 'XCME ' },
        ContractSize: '50',
        RelatedOptionRootsEnhanced: [{ OptionRootId: '12' }, { OptionRootId: 'Undefined' }, { OptionRootId: 12 }],
      }),
    );
  }
  return Promise.resolve(new Response(null, { status: 404 }));
};

function renderPage(uic = 900) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <FuturesSpacePage continuousUic={uic} /> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  setBackend({ kind: 'demo', demoUser: 'demo' });
  setDemoFetch(junkFetch);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('FuturesSpacePage', () => {
  it('shows the ladder and the header without junk values', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Futures of ES' });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mini S&P 500 continuous' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Sorted by expiry, the front month marked, numbers sent as text read as numbers.
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'ESZ6' })).toHaveAttribute('href', '/instruments/ContractFutures/9002');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'ESH7' })).toHaveAttribute('href', '/instruments/ContractFutures/9003');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Trading schedule of ESH7' })).toHaveAttribute('href', '/instruments/ContractFutures/9003/schedule');
    expect(within(rows[2] as HTMLElement).queryAllByRole('link')).toHaveLength(0);
    expect(await screen.findByText('Contract size 50')).toBeInTheDocument();
    expect(screen.getByText('XCME')).toBeInTheDocument();
    expect(screen.queryByText(/^Currency/)).toBeNull();
    // The option roots say what they are and what they are on, not a bare number.
    expect(screen.getAllByRole('link', { name: /\(option root \d+\)$/ }).map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^[A-Z][\w ]+ on E-mini S&P 500 continuous \(option root 12\)$/),
    ]);
    // The base identifier is labelled.
    expect(screen.getByText('Base identifier').nextElementSibling).toHaveTextContent('ES');
    expect(document.body).not.toHaveTextContent(/Undefined/);
  });

  it('links the option roots of the deprecated RelatedOptionRoots list, which some answers send alone', async () => {
    renderPage(901);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crude oil continuous' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /\(option root \d+\)$/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Options on Crude oil continuous (option root 34)', '/options/34'],
      ['Options on Crude oil continuous (option root 35)', '/options/35'],
    ]);
  });
});
