/**
 * What a view says of what it shows: a broad search counts its results (the service's `__count` when it sends one),
 * and each option of a chain is named by its root, expiry, strike and side beside its Uic.
 */
import type { Page } from '@playwright/test';
import type { ContractOptionSpace, Feed, InstrumentSummary } from '../src/api/types';
import { formatDate, formatNumber } from '../src/lib/format';
import { SIM_ORIGIN, expect, expectAccessible, storeConnection, test } from './support/fixtures';
import { askSimulator } from './support/service';

test.describe.configure({ timeout: 120_000 });

const status = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('status');

/** Every row of a search, page by page from the in-process simulator: the count a service would send. */
function countOf(query: string): number {
  let count = 0;
  for (let skip = 0; ; skip += 1000) {
    const feed = askSimulator<Feed<InstrumentSummary>>(`/openapi/ref/v1/instruments?${query}&$top=1000&$skip=${skip}`);
    count += feed.Data?.length ?? 0;
    if (!feed.__next) return count;
  }
}

test.describe('search count', () => {
  test('a broad search whose first 1,000 rows do not hold every result says there are more than 1,000', async ({ page }) => {
    // The simulator, as the live search, sends no __count, and has more than 1,000 rows for "eur".
    const first = askSimulator<Feed<InstrumentSummary>>('/openapi/ref/v1/instruments?Keywords=eur&$top=1000');
    expect(first.__count).toBeUndefined();
    expect(first.__next).toBeTruthy();
    await page.goto('/?q=eur');
    await expect(status(page)).toHaveText('Rows 1–50 of over 1,000 · page 1 · more available', { timeout: 40_000 });
  });

  test('a broad search says how many results there are when the service sends __count (connected)', async ({ page }) => {
    const total = countOf('Keywords=eur');
    expect(total).toBeGreaterThan(1000);
    await storeConnection(page);
    // A gateway that counts its search results: the HTTP simulator's answer, with the count added.
    await page.route(
      (url) => url.origin === SIM_ORIGIN && url.pathname === '/openapi/ref/v1/instruments',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Feed<InstrumentSummary>;
        await route.fulfill({ response, json: { __count: total, ...body } });
      },
    );
    await page.goto('/?q=eur');
    await expect(status(page)).toHaveText(`Rows 1–50 of ${formatNumber(total)} · page 1 of ${formatNumber(Math.ceil(total / 50))}`, { timeout: 40_000 });
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
  });
});

test.describe('chain labels', () => {
  test('each option cell names its root, expiry, strike and side beside its Uic', async ({ page }) => {
    const space = askSimulator<ContractOptionSpace>('/openapi/ref/v1/instruments/contractoptionspaces/1');
    const symbol = (space.Symbol ?? '').trim();
    expect(symbol).not.toBe('');
    await page.goto('/options/1?window=3');
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAttribute('data-ready', 'true', { timeout: 40_000 });
    const row = grid.locator('[role=row][data-kind=row]').nth(1);
    const strikeName = (await row.getByRole('rowheader').getAttribute('aria-label')) ?? '';
    const strike = /^Strike (.+?)(?:, |$)/.exec(strikeName)?.[1] ?? '';
    expect(strike).not.toBe('');
    const expiry = (await page.getByRole('tablist', { name: 'Expiries' }).getByRole('tab', { selected: true }).getAttribute('data-date')) ?? '';
    expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const side of ['call', 'put'] as const) {
      const cell = row.locator(`[data-side=${side}]`);
      const uic = await cell.getAttribute('data-uic');
      expect(uic).toMatch(/^\d+$/);
      const link = cell.getByRole('link');
      await expect(link).toHaveText(uic as string);
      const sideName = side === 'call' ? 'Call' : 'Put';
      await expect(link).toHaveAccessibleName(new RegExp(`^${sideName} ${escape(strike)}, ${escape(formatDate(expiry))} \\(${escape(symbol)}\\): Uic ${uic}, `));
      await expect(link).toHaveAttribute('title', `${symbol} ${formatDate(expiry)} ${strike} ${side} · Uic ${uic}`);
    }
    await expectAccessible(page);
  });
});
