// The details page's "same security elsewhere": the ISIN corporate actions give for the Uic, and the other listings a
// search on it (or on the description) finds in the instrument's group, the primary one marked.
import type { Locator, Page } from '@playwright/test';
import type { InstrumentSummary } from '../src/api/types';
import { configureDemo, expect, expectAccessible, expectNoHorizontalScroll, test } from './support/fixtures';
import { askRows } from './support/service';

const main = (page: Page) => page.getByRole('main');
const section = (page: Page) => main(page).getByRole('region', { name: 'The same security elsewhere' });
const listings = (page: Page) => section(page).getByRole('table', { name: 'Listings of the same security' });
const SEARCH = '/openapi/ref/v1/instruments';

/** The value cell of a labelled row of the section's ISIN table. */
function isinRow(page: Page, label: string): Locator {
  const table = section(page).getByRole('table', { name: 'ISIN from corporate actions' });
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/** The row of the listings table whose first cell is `symbol`. */
const listingRow = (page: Page, symbol: string) =>
  listings(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: symbol, exact: true }) });

/**
 * Opens an address, waits for its heading (the first request starts the in-browser simulator: slow on a busy machine)
 * and scrolls to the section, which asks for its data once in view.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 40_000 });
  await section(page).scrollIntoViewIfNeeded();
}

test.describe('the same security elsewhere', () => {
  test.describe.configure({ timeout: 120_000 });

  test('lists the listings of the ISIN corporate actions give, the primary and this one marked; its requests in the inspector', async ({ page }) => {
    // The own client holds the Amsterdam line of the iShares Core MSCI World ETF; its primary line is on Xetra.
    const expected = askRows<InstrumentSummary>(`${SEARCH}?Keywords=IE00B4L5Y983&IncludeNonTradable=true&$top=1000`).filter((row) => row.SummaryType === 'Instrument');
    expect(expected.map((row) => row.Symbol).sort()).toEqual(['EUNL:xetr', 'IWDA:xams']);
    await open(page, '/instruments/Etf/36611');
    await expect(isinRow(page, 'ISIN')).toHaveText('IE00B4L5Y983');
    await expect(isinRow(page, 'Source')).toContainText(/^Corporate-action event \d+ on Uic 36611/);
    await expect(listings(page).getByRole('row')).toHaveCount(3);
    // The primary listing first, with a link to its page; this listing marked, and no link to the page itself.
    await expect(listings(page).getByRole('row').nth(1)).toContainText('EUNL:xetr');
    await expect(listingRow(page, 'EUNL:xetr')).toContainText('Primary listing');
    await expect(listingRow(page, 'EUNL:xetr').getByRole('link', { name: 'EUNL:xetr' })).toHaveAttribute('href', '/instruments/Etf/36602');
    await expect(listingRow(page, 'IWDA:xams')).toContainText('This listing');
    await expect(listingRow(page, 'IWDA:xams').getByRole('link')).toHaveCount(0);
    await expect(section(page)).toContainText('search on the ISIN “IE00B4L5Y983”');
    await expectAccessible(page);

    // Both requests are the view's, in the request inspector like every other.
    await page.getByRole('button', { name: /^Requests: \d+ in this view/ }).click();
    const requests = page
      .getByRole('complementary', { name: /^Requests of this view/ })
      .getByRole('list', { name: /requests? of / })
      .getByRole('listitem');
    await expect(requests.filter({ hasText: /\/openapi\/ca\/v2\/events\?Keywords=IWDA(:|%3A)xams/ })).toContainText('200 OK');
    await expect(requests.filter({ hasText: `${SEARCH}?Keywords=IE00B4L5Y983&IncludeNonTradable=true&$top=1000` })).toContainText('200 OK');
  });

  test('follows a listing by keyboard, and finds the way back by the description where corporate actions give no ISIN', async ({ page }) => {
    // HSBC, listed in Hong Kong and in London (its primary line); the own client holds neither.
    await open(page, '/instruments/Stock/101403');
    await expect(isinRow(page, 'ISIN')).toHaveText('Not known');
    await expect(isinRow(page, 'Source')).toContainText('No corporate-action event of your own client is on Uic 101403');
    await expect(section(page)).toContainText('search on the description “HSBC Holdings Plc”');
    await expect(listingRow(page, '5:xhkg')).toContainText('This listing');
    const london = listingRow(page, 'HSBA:xlon').getByRole('link', { name: 'HSBA:xlon' });
    await expect(listingRow(page, 'HSBA:xlon')).toContainText('Primary listing');
    await london.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/instruments\/Stock\/100103$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HSBA:xlon' })).toBeVisible();
    await section(page).scrollIntoViewIfNeeded();
    await expect(listingRow(page, 'HSBA:xlon')).toContainText('This listing');
    await expect(listingRow(page, 'HSBA:xlon')).toContainText('Primary listing');
    await expect(listingRow(page, '5:xhkg').getByRole('link', { name: '5:xhkg' })).toHaveAttribute('href', '/instruments/Stock/101403');
  });

  test('shows the search loading, then its failure with a retry that recovers; the rest of the page unaffected', async ({ page }) => {
    // The search on the ISIN is slow, and fails its first try and the app's two retries.
    const search = { path: SEARCH, query: { Keywords: 'IE00B4L5Y983' } };
    await configureDemo(page, {
      faults: [
        { ...search, kind: 'latency', ms: 1500 },
        { ...search, status: 503, count: 3 },
      ],
    });
    await open(page, '/instruments/Etf/36611');
    await expect(section(page).getByRole('status')).toHaveText('Searching on the ISIN “IE00B4L5Y983”…');
    // The section holds a line in the listings' place while it searches (it does not shrink, then grow).
    await expect(section(page).getByText('Other listings: the search on the ISIN “IE00B4L5Y983” is under way.')).toBeVisible();
    const alert = section(page).getByRole('alert');
    await expect(alert).toContainText('Service error (503)');
    await expect(section(page).getByRole('status')).toHaveText('');
    await expect(main(page).getByRole('alert')).toHaveCount(1);
    await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(listingRow(page, 'EUNL:xetr')).toContainText('Primary listing');
    await expect(alert).toBeHidden();
  });

  test('says when no other listing is found, and fits a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/instruments/Stock/211');
    await expect(section(page).getByText('No other listing found by the search on the ISIN “US0378331005”')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await open(page, '/instruments/Etf/36611');
    await expect(listingRow(page, 'EUNL:xetr')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    // The dark scheme, at 390 and 1440 px.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(listingRow(page, 'EUNL:xetr')).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('a user without corporate actions', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('refex:backend', JSON.stringify({ kind: 'demo', demoUser: 'demo-restricted' })));
    });

    test('is told so plainly; the search goes on, on the description', async ({ page }) => {
      await open(page, '/instruments/Stock/100119');
      await expect(isinRow(page, 'Source')).toHaveText(/^Corporate actions are not available to this user: the service answered 403 Forbidden/);
      await expect(isinRow(page, 'ISIN')).toHaveText('Not known');
      await expect(listingRow(page, 'REN:xams').getByRole('link', { name: 'REN:xams' })).toHaveAttribute('href', '/instruments/Stock/10701975');
      await expect(listingRow(page, 'REL:xlon')).toContainText('This listing');
      // Not an error: nothing to retry, and nothing else on the page fails.
      await expect(main(page).getByRole('alert')).toHaveCount(0);
      await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
      await expectAccessible(page);
    });
  });
});
