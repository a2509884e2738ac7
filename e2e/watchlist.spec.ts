/**
 * Watchlists (issue 38): a list built from search rows, an instrument, an option chain and a futures space; kept
 * across reloads; shared by address into a fresh browser and saved there; out and back in as CSV; one failing item
 * beside the others; a 200-item list over the HTTP simulator in few requests.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { InstrumentDetails, InstrumentSummary } from '../src/api/types';
import { demoJwt } from '../src/sim/core/users';
import { SIM_ORIGIN, configureDemo, connectToSim, expect, expectAccessible, expectNoHorizontalScroll, onPinnedDay, pinClocks, test } from './support/fixtures';
import { askRows, askSimulator, gatewayGet } from './support/service';
import { parseCsv } from '../src/test/csv';

const listTable = (page: Page) => page.getByRole('table', { name: /^Watchlist / });
const bodyRows = (page: Page) => listTable(page).locator('tbody tr');
const MARKET_NOW = /Open, closes in|\w, opens in |Closed/;

/** The continuous future of the E-mini S&P 500, as the service names it. */
function continuousFuture(): InstrumentSummary {
  const row = askRows<InstrumentSummary>('/openapi/ref/v1/instruments?Keywords=s%26p%20500%20continuous&IncludeNonTradable=true&$top=5')[0];
  if (!row) throw new Error('no continuous future in the service');
  return row;
}

/** A cell's words as they are laid out, line by line. */
function linesOf(cell: Locator): Promise<string[]> {
  return cell.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        const line = lines.find((known) => Math.abs(known.top - rect.top) < 4) ?? (lines.push({ top: rect.top, text: '' }), lines.at(-1));
        if (line) line.text += text[index];
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text.trim());
  });
}

async function watchHere(page: Page, url: string, heading: RegExp | string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const button = page.getByRole('button', { name: 'Watch', exact: true });
  await button.click();
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
}

test.describe('watchlists', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a list of 20 from search, details, a chain and a futures space: kept, shared into a fresh browser, saved there', async ({ page, browser, baseURL }) => {
    // Search rows: the star by pointer, W on a row's link by keyboard.
    await page.goto('/?q=bank');
    const results = page.getByRole('table', { name: 'Search results' });
    await expect(results.locator('tbody tr').nth(16)).toBeVisible();
    const stars = results.getByRole('button', { name: /^Watch / });
    for (let index = 0; index < 8; index++) await stars.nth(index).click();
    await expect(stars.nth(7)).toHaveAttribute('aria-pressed', 'true');
    await results.locator('tbody tr').nth(8).getByRole('link').focus();
    for (let index = 8; index < 17; index++) {
      await page.keyboard.press('w');
      await expect(stars.nth(index)).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowDown');
    }
    // The details page by its W key; the chain and the futures space by their buttons.
    await page.goto('/instruments/Stock/211');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('w');
    await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
    await watchHere(page, '/options/1', /.+/);
    const future = continuousFuture();
    await watchHere(page, `/futures/${future.Identifier}`, /.+/);

    await page.goto('/watchlist');
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(page.getByRole('heading', { level: 2, name: /^Watchlist \(20 items\)/ })).toBeVisible();
    // Every row read from the service: the stock's facts as its details give them.
    const apple = askSimulator<InstrumentDetails>('/openapi/ref/v1/instruments/details/211/Stock');
    const appleRow = bodyRows(page).filter({ has: page.getByRole('link', { name: apple.Symbol ?? '' }) });
    await expect(appleRow).toContainText(apple.Description ?? 'none');
    await expect(appleRow).toContainText(apple.Exchange?.ExchangeId ?? 'none');
    await expect(appleRow).toContainText(MARKET_NOW);
    await expect(listTable(page).locator(`tr[data-item="futures:${future.Identifier}"]`)).toContainText(/(Expiry|Notice) \d\d \w{3} \d{4}/);
    await expect(listTable(page).locator(`tr[data-item="futures:${future.Identifier}"]`)).toContainText(future.Description ?? 'none');
    await expect(listTable(page).locator('tr[data-item="root:1"]')).toContainText(/Expiry \d\d \w{3} \d{4}/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // A kept list's rows, with their Remove buttons, at 1440 px: short values on one line (a market's text breaks only
    // after its comma), axe in both schemes.
    await page.setViewportSize({ width: 1440, height: 900 });
    const futuresRow = listTable(page).locator(`tr[data-item="futures:${future.Identifier}"]`);
    await expect(listTable(page).getByRole('button', { name: /^Remove / })).toHaveCount(20);
    expect(await linesOf(futuresRow.getByRole('cell', { name: 'Futures space', exact: true }))).toEqual(['Futures space']);
    expect(await linesOf(futuresRow.getByRole('cell', { name: /^(Expiry|Notice) / }))).toHaveLength(1);
    for (const market of await bodyRows(page).locator('td:nth-child(6)').all()) {
      const lines = await linesOf(market);
      expect(
        lines.slice(0, -1).every((line) => line.endsWith(',')),
        lines.join(' / '),
      ).toBe(true);
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectAccessible(page);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await page.reload();
    await expect(bodyRows(page)).toHaveCount(20);

    // Sorted by a column, in the address.
    await listTable(page).getByRole('button', { name: 'Kind' }).click();
    await expect(page).toHaveURL(/sort=type/);
    await expect(listTable(page).getByRole('columnheader', { name: /Kind/ })).toHaveAttribute('aria-sort', 'ascending');

    // The expiry calendar of the list's futures spaces and option roots.
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Expiry calendar/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/calendar/expiries\\?.*futures=${future.Identifier}`));
    await expect(page).toHaveURL(/roots=[^&]*\b1\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(bodyRows(page)).toHaveCount(20);

    // Shared by its address into a browser that has no list: read-only until saved.
    const address = await page.getByRole('textbox', { name: /Address to share/ }).inputValue();
    expect(address).toMatch(/\/watchlist\?items=/);
    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await second.goto(address.replace(/^https?:\/\/[^/]+/, ''));
    await expect(second.getByText('A shared list, read-only')).toBeVisible();
    await expect(bodyRows(second)).toHaveCount(20);
    await expect(listTable(second).getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await second.getByRole('button', { name: 'Save as a list' }).click();
    await expect(second).toHaveURL(/list=/);
    await expect(second.getByText('A shared list, read-only')).toBeHidden();
    await expect(listTable(second).getByRole('button', { name: /^Remove / })).toHaveCount(20);
    await second.reload();
    await expect(bodyRows(second)).toHaveCount(20);
    await other.close();
  });

  test('out as CSV and back in, in a fresh browser; remove, rename, delete', async ({ page, browser, baseURL }) => {
    const future = continuousFuture();
    await page.goto(`/watchlist?items=211:Stock,21:FxSpot,root:1,futures:${future.Identifier}&name=Mine`);
    await page.getByRole('button', { name: 'Save as a list' }).click();
    await expect(bodyRows(page)).toHaveCount(4);
    // The button that had the focus is gone: the saved list's name has it.
    await expect(page.getByRole('heading', { level: 2, name: /^Mine/ })).toBeFocused();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const path = await download.path();
    const rows = parseCsv(await readFile(path, 'utf8'));
    expect(rows[0]).toEqual(['item', 'kind', 'uic', 'asset_type', 'option_root_id', 'label']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['211:Stock', '21:FxSpot', 'root:1', `futures:${future.Identifier}`]);

    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await second.goto('/watchlist');
    await expect(second.getByText('No watchlist yet')).toBeVisible();
    await second.locator('input[type="file"]').setInputFiles(path);
    await expect(second.getByRole('status').filter({ hasText: 'Imported 4 items' })).toBeVisible();
    await expect(bodyRows(second)).toHaveCount(4);
    await other.close();

    // Remove one from the keyboard: the focus goes on to the next row's Remove (the one before, at the end).
    const removes = listTable(page).getByRole('button', { name: /^Remove / });
    const names = await removes.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    const at = names.findIndex((name) => name.startsWith('Remove EURUSD'));
    await removes.nth(at).focus();
    await page.keyboard.press('Enter');
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(listTable(page).getByRole('button', { name: names[at + 1] ?? names[at - 1], exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('textbox', { name: 'List name' })).toBeFocused();
    await page.getByRole('textbox', { name: 'List name' }).fill('Desk');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^Desk/ })).toBeVisible();
    // The rest, from the keyboard: each Remove hands the focus to the next, the last to the list's name.
    await removes.first().focus();
    for (const left of [2, 1]) {
      await page.keyboard.press('Enter');
      await expect(bodyRows(page)).toHaveCount(left);
      await expect(removes.first()).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page.getByText('This list is empty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Desk/ })).toBeFocused();
    // From the keyboard: the confirmation takes the focus on its safe choice; Escape cancels and gives it back.
    const deleteList = page.getByRole('button', { name: 'Delete list' });
    await deleteList.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Delete “Desk”' })).toHaveCount(0);
    await expect(deleteList).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Delete “Desk”' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('No watchlist yet')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Watchlists' })).toBeFocused();
  });

  test('a failing item shows its failure and retry; the others stand; axe at 1440 and 390 px, light and dark', async ({ page }) => {
    const future = continuousFuture();
    await configureDemo(page, { faults: [{ path: `/openapi/ref/v1/instruments/futuresspaces/${future.Identifier}`, status: 500, count: 3 }] });
    await page.goto(`/watchlist?items=211:Stock,root:1,futures:${future.Identifier}`);
    const failing = bodyRows(page).filter({ has: page.getByRole('alert') });
    await expect(failing).toHaveCount(1);
    await expect(failing).toHaveAttribute('data-item', `futures:${future.Identifier}`);
    await expect(bodyRows(page).filter({ hasText: 'Option root' })).toContainText('Expiry');
    await expectAccessible(page);
    await failing.getByRole('button', { name: 'Try again' }).click();
    await expect(bodyRows(page).filter({ hasText: 'Futures space' })).toContainText(/Expiry|Notice/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
      }
    }
  });

  test('an open market says so in a colour that reads in both schemes', async ({ page }) => {
    // A Wednesday at 15:00 UTC, on the page's clock and the simulator's: NASDAQ and the CME are both trading.
    await pinClocks(page, onPinnedDay('15:00'));
    const future = continuousFuture();
    await page.goto(`/watchlist?items=211:Stock,futures:${future.Identifier}`);
    await expect(bodyRows(page).getByText(/^Open, closes in /)).toHaveCount(2);
    // A shared list names the futures space as a saved one does: its continuous future, not its front contract.
    await expect(listTable(page).locator(`tr[data-item="futures:${future.Identifier}"]`)).toContainText(future.Description ?? 'none');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectAccessible(page);
    }
  });

  test('extended hours are named, not called open, and the close is the end of regular trading', async ({ page }) => {
    // 12:00 UTC is 07:00 in New York: NASDAQ's pre-market, regular trading from 14:30 UTC.
    await pinClocks(page, onPinnedDay('12:00'));
    await page.goto('/watchlist?items=211:Stock');
    const apple = listTable(page).locator('tr[data-item="211:Stock"]');
    await expect(apple).toContainText('Pre-market, opens in 2 h 30 min');
    await expect(apple).not.toContainText('Open,');
    // At 15:00 UTC regular trading runs until 21:00 UTC; the post-market after it is not the close.
    await page.clock.fastForward('03:00:00');
    await expect(apple).toContainText('Open, closes in 6 h');
  });

  test('an instrument the accounts hold names its next corporate action, a link to the event', async ({ page }) => {
    const upcoming = askRows<{ EventId: string; Uic: number; AssetType: string; EventType?: { Name?: string } }>(
      '/openapi/ca/v2/events?EventStatus=Upcoming&SortColumn=Date&SortType=Asc&$top=1000',
    );
    const first = upcoming.find((event) => event.AssetType === 'Stock');
    expect(first).toBeDefined();
    // The item as reference data types it: an ETF's events are typed Stock by the corporate-actions service.
    const [listed] = askRows<{ AssetType: string }>(`/openapi/ref/v1/instruments?Uics=${first?.Uic}&IncludeNonTradable=true`);
    const item = `${first?.Uic}:${listed?.AssetType}`;
    await page.goto(`/watchlist?items=${item},21:FxSpot`);
    const row = listTable(page).locator(`tr[data-item="${item}"]`);
    const link = row.getByRole('link', { name: new RegExp(`^${first?.EventType?.Name}`) });
    await expect(link).toHaveAttribute('href', `/corporate-actions/${first?.EventId}`);
    // An FX spot has none.
    await expect(listTable(page).locator('tr[data-item="21:FxSpot"] td').last()).toHaveText('—');
    // The requests each row needed are the view's, in the request inspector.
    await page.getByRole('button', { name: /^Requests: \d+ in this view/ }).click();
    const requests = page
      .getByRole('complementary', { name: /^Requests of this view/ })
      .getByRole('list', { name: /requests? of / })
      .getByRole('listitem');
    await expect(requests.filter({ hasText: `/openapi/ref/v1/instruments/details?Uics=${first?.Uic}&AssetTypes=${listed?.AssetType}` })).toContainText('200');
    await expect(requests.filter({ hasText: '/openapi/ca/v2/events?EventStatus=Upcoming' })).toContainText('200');
    await page.keyboard.press('Escape');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/corporate-actions/${first?.EventId}`));
  });

  test('a 200-item list with the gateway’s quotas enforced (demo mode): every row loads, none refused', async ({ page }) => {
    const uics = askRows<{ Identifier: number }>('/openapi/ref/v1/instruments?AssetTypes=Stock&$top=200').map((row) => row.Identifier);
    expect(uics).toHaveLength(200);
    await page.addInitScript(() => localStorage.setItem('refex:sim-rate-limits', 'on'));
    await page.goto(`/watchlist?items=${uics.map((uic) => `${uic}:Stock`).join(',')}&name=Many`);
    await expect(bodyRows(page)).toHaveCount(200);
    await expect(bodyRows(page).filter({ hasText: MARKET_NOW })).toHaveCount(200);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/429|Rate limit/)).toHaveCount(0);
  });

  test('a 200-item list over the HTTP simulator: one details list, one schedule per exchange, one page of events, no 429', async ({ page }) => {
    const body = await gatewayGet<{ Data: { Identifier: number }[] }>(page.request, '/openapi/ref/v1/instruments?AssetTypes=Stock&$top=200');
    const uics = body.Data.map((row) => row.Identifier);
    expect(uics).toHaveLength(200);
    const token = demoJwt('demo', new Date(Date.now() + 3 * 3_600_000 + Math.floor(Math.random() * 1_000_000_000)));
    const gateway = await connectToSim(page, token);
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /^Backend: Gateway/ })).toBeVisible();
    const sent: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().method() !== 'OPTIONS' && response.url().startsWith(`${SIM_ORIGIN}/openapi/`)) sent.push({ url: response.url(), status: response.status() });
    });
    await page.goto(`/watchlist?items=${uics.map((uic) => `${uic}:Stock`).join(',')}&name=Many`);
    await expect(bodyRows(page)).toHaveCount(200);
    await expect(bodyRows(page).filter({ hasText: MARKET_NOW })).toHaveCount(200);
    const details = sent.filter((entry) => entry.url.includes('/instruments/details?'));
    const schedules = sent.filter((entry) => entry.url.includes('/tradingschedule/'));
    expect(details).toHaveLength(1);
    const exchanges = new Set(
      (
        await gatewayGet<{ Data: InstrumentDetails[] }>(
          page.request,
          `/openapi/ref/v1/instruments/details?Uics=${[...uics].sort((a, b) => a - b).join(',')}&AssetTypes=Stock&$top=200`,
        )
      ).Data.map((row) => row.Exchange?.ExchangeId),
    );
    expect(schedules).toHaveLength(exchanges.size);
    expect(sent.filter((entry) => entry.url.includes('/ca/v2/events?'))).toHaveLength(1);
    expect(sent.filter((entry) => entry.status === 429)).toEqual([]);
    expect(sent).toHaveLength(2 + exchanges.size);
  });
});
