import type { Locator, Page } from '@playwright/test';
import type { InstrumentSummary } from '../src/api/types';
import { configureDemo, expect, expectAccessible, test } from './support/fixtures';
import { askRows } from './support/service';

test.describe.configure({ timeout: 120_000 });

// The same question asked of the simulator in this process.
const ask = (query: string, token = 'demo') => askRows<InstrumentSummary>(`/openapi/ref/v1/instruments${query}`, token);

const ROOTS = '?AssetTypes=StockOption,StockIndexOption,FuturesOption,CfdIndexOption';
const SPACES = '?AssetTypes=ContractFutures&IncludeNonTradable=true&Keywords=continuous';

const symbols = (rows: InstrumentSummary[]) => rows.map((row) => (row.Symbol ?? '').trim());
const table = (page: Page, name: 'Option roots' | 'Futures spaces'): Locator => page.getByRole('table', { name });
const status = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^(Rows|Loading|None|No rows)/ });

test.describe('browse option roots and futures spaces', () => {
  test('the navigation lists every option root a page at a time; a row opens its chain', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Option roots' }).click();
    await expect(page).toHaveURL(/\/browse\/options$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Option roots' })).toBeVisible();
    const first = ask(`${ROOTS}&$top=50`);
    await expect(table(page, 'Option roots').getByRole('link')).toHaveText(symbols(first));
    await expect(status(page)).toHaveText('Rows 1–50 · page 1 · more available');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/skip=50/);
    await expect(table(page, 'Option roots').getByRole('link')).toHaveText(symbols(ask(`${ROOTS}&$top=50&$skip=50`)));
    await expect(status(page)).toHaveText('Rows 51–100 · page 2 · more available');
    // A bigger page, from the first row.
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '250', exact: true }).click();
    await expect(page).toHaveURL(/top=250/);
    await expect(page).not.toHaveURL(/skip=/);
    await expect(table(page, 'Option roots').getByRole('link')).toHaveCount(250);

    const root = first[1] as InstrumentSummary;
    await table(page, 'Option roots')
      .getByRole('link', { name: `${root.Symbol}, ${root.Description}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/options/${root.Identifier}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keywords, exchange and option type narrow the list, in the address; no match says so and clears', async ({ page }) => {
    await page.goto('/browse/options');
    await expect(table(page, 'Option roots')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('index');
    await expect(page).toHaveURL(/q=index/);
    await page.getByRole('textbox', { name: 'Exchange' }).fill('eurex');
    await expect(page).toHaveURL(/ex=EUREX/);
    await page.getByRole('combobox', { name: 'Option type' }).click();
    await page.getByRole('option', { name: 'Index option', exact: true }).click();
    await expect(page).toHaveURL(/type=StockIndexOption/);
    const expected = ask('?AssetTypes=StockIndexOption&Keywords=index&ExchangeId=EUREX&$top=50');
    expect(expected.length).toBeGreaterThan(0);
    await expect(table(page, 'Option roots').getByRole('link')).toHaveText(symbols(expected));
    await expect(page.getByRole('heading', { name: 'Matching option roots' })).toBeVisible();

    // The same address gives the same list.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('index');
    await expect(table(page, 'Option roots').getByRole('link')).toHaveText(symbols(expected));

    await page.getByRole('searchbox', { name: 'Keywords' }).fill('no such root anywhere');
    await expect(page.getByText('No option roots match')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/browse\/options$/);
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('');
    await expect(table(page, 'Option roots').getByRole('link')).toHaveText(symbols(ask(`${ROOTS}&$top=50`)));
  });

  test('the clear buttons hand the focus to the Keywords field as they go', async ({ page }) => {
    await page.goto('/browse/options?q=index');
    const keywordsField = page.getByRole('searchbox', { name: 'Keywords' });
    await expect(keywordsField).toHaveValue('index');
    await page.getByRole('button', { name: 'Clear keywords' }).click();
    await expect(page).toHaveURL(/\/browse\/options$/);
    await expect(keywordsField).toBeFocused();

    await keywordsField.fill('no such root anywhere');
    await expect(page.getByText('No option roots match')).toBeVisible();
    const clear = page.getByRole('main').getByRole('button', { name: 'Clear filters' });
    await expect(clear).toHaveCount(2);
    // The one in the empty state.
    await clear.last().click();
    await expect(page).toHaveURL(/\/browse\/options$/);
    await expect(keywordsField).toBeFocused();

    // The one beside the filters.
    await page.getByRole('textbox', { name: 'Exchange' }).fill('eurex');
    await expect(page).toHaveURL(/ex=EUREX/);
    await clear.first().click();
    await expect(page).toHaveURL(/\/browse\/options$/);
    await expect(keywordsField).toBeFocused();
  });

  test('futures spaces: every continuous future, by exchange, each opening its futures space, from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Futures spaces' }).click();
    await expect(page).toHaveURL(/\/browse\/futures$/);
    await expect(table(page, 'Futures spaces').getByRole('link')).toHaveText(symbols(ask(`${SPACES}&$top=50`)));
    await expectAccessible(page);

    const exchange = page.getByRole('textbox', { name: 'Exchange' });
    await exchange.focus();
    await page.keyboard.type('cme');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/ex=CME/);
    const cme = ask(`${SPACES}&ExchangeId=CME&$top=50`);
    await expect(table(page, 'Futures spaces').getByRole('link')).toHaveText(symbols(cme));
    await expect(status(page)).toHaveText(`Rows 1–${cme.length} · page 1 · last page`);

    // Tab on to the first row and open it.
    const space = cme[0] as InstrumentSummary;
    const link = table(page, 'Futures spaces').getByRole('link', { name: `${space.Symbol}, ${space.Description}` });
    for (let step = 0; step < 6 && !(await link.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/futures/${space.Identifier}$`));
    await expect(page.getByRole('heading', { level: 1, name: space.Description as string })).toBeVisible();
  });

  test('says when the user may not see option roots', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('refex:backend', JSON.stringify({ kind: 'demo', demoUser: 'demo-restricted' })));
    await page.goto('/browse/options');
    expect(ask(`${ROOTS}&$top=50`, 'demo-restricted')).toEqual([]);
    await expect(page.getByText('No option roots', { exact: true })).toBeVisible();
    await expect(page.getByText(/only listed where the user’s access rights include them/)).toBeVisible();
    await expect(status(page)).toHaveText('None');
  });

  test('shows the list loading, then an error with a retry that recovers', async ({ page }) => {
    // Three failures outlast the automatic retries.
    await configureDemo(page, { latencyMs: 800, faults: [{ path: 'instruments', status: 503, times: 3 }] });
    await page.goto('/browse/futures');
    await expect(page.getByRole('status').filter({ hasText: 'Loading futures spaces…' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Service error (503)');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page, 'Futures spaces').getByRole('link').first()).toBeVisible();
  });

  test('a bad address value falls back with a note', async ({ page }) => {
    await page.goto('/browse/options?type=Bond&top=0');
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toContainText('type=Bond');
    await expect(note).toContainText('top=0');
    await expect(page).toHaveURL(/\/browse\/options$/);
    await expect(table(page, 'Option roots').getByRole('link')).toHaveText(symbols(ask(`${ROOTS}&$top=50`)));

    // A skip between pages shows the rows from it; a skip past the end says so, with the way back.
    await page.goto('/browse/options?skip=71');
    await expect(table(page, 'Option roots').getByRole('link')).toHaveText(symbols(ask(`${ROOTS}&$top=50&$skip=71`)));
    await expect(page.getByRole('status').filter({ hasText: /^Rows/ })).toHaveText('Rows 72–121 · page 3 · more available');
    const spaces = ask(`${SPACES}&$top=1000`).length;
    for (const skip of [spaces, 5000]) {
      await page.goto(`/browse/futures?skip=${skip}`);
      await expect(page.getByRole('status').filter({ hasText: /^No rows/ })).toHaveText(`No rows on this page: the list ends before row ${(skip + 1).toLocaleString('en-US')}`);
      await expect(page.getByText('This page is past the end of the list')).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/browse\/futures$/);
    await expect(page.getByRole('status').filter({ hasText: /^Rows/ })).toHaveText(/^Rows 1–\d+ · page 1 · /);
  });

  test('fits a 390 px screen without page-level horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/browse/options', 'Option roots'],
      ['/browse/futures', 'Futures spaces'],
    ] as const) {
      await page.goto(path);
      await expect(table(page, name).getByRole('link').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expectAccessible(page);
    }
  });
});
