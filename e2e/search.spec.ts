import type { Locator, Page } from '@playwright/test';
import type { InstrumentSummary } from '../src/api/types';
import { rankSummaries, symbolCode } from '../src/features/search/ranking';
import { SIM_ORIGIN, expect, expectAccessible, expectNoHorizontalScroll, slowCpu, storeConnection, test, setToggle } from './support/fixtures';
import { askRows } from './support/service';

test.describe.configure({ timeout: 120_000 });

// The same question asked of the simulator in this process (the browser's runs on the real clock too).
const ask = (query: string, token = 'demo') => askRows<InstrumentSummary>(`/openapi/ref/v1/instruments${query}`, token);

/**
 * The rows the first page shows for a query: the service's order without keywords; with keywords, the
 * app's ranking of the first 1,000 rows.
 */
function shown(query: string, token = 'demo'): InstrumentSummary[] {
  const words = new URLSearchParams(query.slice(1)).get('Keywords') ?? undefined;
  return words ? rankSummaries(ask(`${query}&$top=1000`, token), words).slice(0, 50) : ask(query, token);
}

const symbols = (rows: InstrumentSummary[]) => rows.map((row) => (row.Symbol ?? '').trim());

function results(page: Page): Locator {
  return page.getByRole('table', { name: 'Search results' });
}

/** The symbol links of the results, in order. */
function resultLinks(page: Page): Locator {
  return results(page).getByRole('link');
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

function keywords(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Keywords' });
}

async function openFilters(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: /^Filters/ });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const region = page.getByRole('region', { name: 'Filters' });
  await expect(region).toBeVisible();
  return region;
}

/**
 * Holds back the search for `words` until the returned function is called (the request may have been
 * aborted by then: continuing it is then a no-op).
 */
async function holdSearch(page: Page, words: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/openapi/ref/v1/instruments' && url.searchParams.get('Keywords') === words,
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

function pathOf(row: InstrumentSummary): string {
  if (row.SummaryType === 'ContractOptionRoot') return `/options/${row.Identifier}`;
  if (row.AssetType === 'ContractFutures' && row.DisplayHint === 'Continuous') return `/futures/${row.Identifier}`;
  return `/instruments/${row.AssetType}/${row.Identifier}`;
}

test.describe('instrument search', () => {
  test('searches as you type and shows what the service returns', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Search instruments' })).toBeVisible();
    await expectAccessible(page);
    await keywords(page).fill('royal dutch');
    await expect(page).toHaveURL(/\?q=royal(\+|%20)dutch$/);
    const expected = shown('?Keywords=royal%20dutch');
    expect(expected.length).toBeGreaterThan(1);
    await expect(resultLinks(page)).toHaveText(symbols(expected));
    // The first 1,000 rows hold them all: their number is known.
    await expect(page.getByRole('status').filter({ hasText: 'Rows' })).toHaveText(`Rows 1–${expected.length} of ${expected.length} · page 1 of 1`);
    // Kinds are shown: the option roots of Shell carry a badge.
    const roots = expected.filter((row) => row.SummaryType === 'ContractOptionRoot');
    expect(roots.length).toBeGreaterThan(0);
    // Once per row: the kind badge (plain rows are instruments).
    await expect(results(page).getByText('Option root', { exact: true })).toHaveCount(roots.length);
    await expectAccessible(page);
    // Readable in the dark scheme too (the app follows the system's): a row selected for comparison, and the
    // pointer on an option root's row, its link on the hover background.
    await setToggle(results(page).getByRole('checkbox').first());
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await results(page)
      .getByRole('link', { name: / Option root$/ })
      .first()
      .hover();
    await expectAccessible(page);
  });

  test('filters by asset type and exchange; the address reloads to the same view', async ({ page }) => {
    await page.goto('/');
    await keywords(page).fill('shell');
    await expect(resultLinks(page).first()).toBeVisible();
    const filters = await openFilters(page);
    await filters.getByRole('combobox', { name: 'Asset types' }).click();
    await page.getByRole('option', { name: 'CFD on stock' }).click();
    await page.getByRole('option', { name: 'Stock', exact: true }).click();
    await page.keyboard.press('Escape');
    const exchange = filters.getByRole('combobox', { name: 'Exchange' });
    await exchange.fill('AMS');
    await exchange.press('Enter');
    await expect(page).toHaveURL(/types=CfdOnStock,Stock/);
    await expect(page).toHaveURL(/ex=AMS/);
    const expected = shown('?Keywords=shell&AssetTypes=CfdOnStock,Stock&ExchangeId=AMS');
    // One row per requested asset type the instrument trades as: the same Uic twice.
    expect(new Set(expected.map((row) => row.Identifier)).size).toBeLessThan(expected.length);
    await expect(resultLinks(page)).toHaveText(symbols(expected));
    await expectAccessible(page);

    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    await expect(keywords(page)).toHaveValue('shell');
    await expect(resultLinks(page)).toHaveText(symbols(expected));
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Active filters' }).getByText(/^Exchange: AMS/)).toBeVisible();
    await expect((await openFilters(page)).getByRole('combobox', { name: 'Exchange' })).toHaveValue('AMS');
  });

  test('a new search keeps the page mounted: what is typed and the open filters survive each commit, also on a slow machine', async ({ page }) => {
    await page.goto('/?q=shell');
    await expect(resultLinks(page).first()).toBeVisible();
    const filters = await openFilters(page);
    const box = keywords(page);
    // A mark on the keyword box's element: a page mounted again would have a new one.
    await box.evaluate((input) => input.setAttribute('data-test-mark', 'first'));
    const restoreCpu = await slowCpu(page, 8);
    for (const words of ['royal', 'royal dutch', 'royal dutch shell']) {
      await box.fill(words);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${words.replace(/ /g, '(%20|\\+)')}(&|$)`));
    }
    await restoreCpu();
    await expect(page.locator('[data-test-mark="first"]')).toHaveValue('royal dutch shell');
    await expect(filters).toBeVisible();
  });

  test('every parameter of the search is in the filter panel, reaches the service and survives a reload', async ({ page }) => {
    await storeConnection(page);
    const sent: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/openapi/ref/v1/instruments') sent.push(url);
    });
    const lastQuery = () => Object.fromEntries(sent.at(-1)?.searchParams ?? []);
    await page.goto('/');
    await keywords(page).fill('shell');
    await expect(resultLinks(page).first()).toBeVisible();
    const filters = await openFilters(page);

    await filters.getByRole('combobox', { name: 'Asset types' }).click();
    await page.getByRole('option', { name: 'Stock', exact: true }).click();
    await page.keyboard.press('Escape');
    const exchange = filters.getByRole('combobox', { name: 'Exchange' });
    await exchange.fill('LSE');
    await exchange.press('Enter');
    const tag = filters.getByRole('textbox', { name: 'Tag' });
    await tag.fill('Stock');
    await tag.press('Enter');
    await setToggle(filters.getByRole('checkbox', { name: 'Complex', exact: true }));
    await setToggle(filters.getByRole('switch', { name: 'Include non-tradable' }));
    // The segmented control is a radio group: by keyboard, from "Any" to "Capable".
    await filters.getByRole('radio', { name: 'Any', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filters.getByRole('radio', { name: 'Capable', exact: true })).toBeChecked();
    const uics = filters.getByRole('textbox', { name: 'Uics' });
    await uics.fill('211, 21');
    await uics.press('Enter');
    const account = filters.getByRole('textbox', { name: 'Account key' });
    await account.fill('Ak1Ms9DkK2rTq4LxW8nP0g==');
    await account.press('Enter');
    const bounds: [string, string, string][] = [
      ['One week total value change', '-5', '5.5'],
      ['One month total value change', '-10', '10'],
      ['One year total value change', '0', '100'],
    ];
    for (const [legend, from, to] of bounds) {
      const group = filters.getByRole('group', { name: legend });
      await group.getByRole('textbox', { name: 'From' }).fill(from);
      await group.getByRole('textbox', { name: 'From' }).press('Enter');
      await group.getByRole('textbox', { name: 'To' }).fill(to);
      await group.getByRole('textbox', { name: 'To' }).press('Enter');
    }

    const expected = {
      Keywords: 'shell',
      AssetTypes: 'Stock',
      ExchangeId: 'LSE',
      Tags: 'Stock',
      Class: 'Complex',
      IncludeNonTradable: 'true',
      CanParticipateInMultiLegOrder: 'true',
      Uics: '211,21',
      AccountKey: 'Ak1Ms9DkK2rTq4LxW8nP0g==',
      OneWeekTotalValueChangesFrom: '-5',
      OneWeekTotalValueChangesTo: '5.5',
      OneMonthTotalValueChangesFrom: '-10',
      OneMonthTotalValueChangesTo: '10',
      OneYearTotalValueChangesFrom: '0',
      OneYearTotalValueChangesTo: '100',
      // A keyword search asks for the first 1,000 rows, which the app ranks.
      $top: '1000',
    };
    await expect.poll(lastQuery).toEqual(expected);
    await expect(page.getByRole('button', { name: /^Filters/ }).getByLabel('14 active')).toBeVisible();

    // The address holds all of it: a reload asks the same question and shows the same filters.
    const address = page.url();
    sent.length = 0;
    await page.reload();
    expect(page.url()).toBe(address);
    await expect.poll(lastQuery).toEqual(expected);
    // The panel stays closed so the results come first; the active filters are summarised above them.
    const filterButton = page.getByRole('button', { name: /^Filters/ });
    await expect(filterButton).toHaveAttribute('aria-expanded', 'false');
    await expect(filterButton.getByLabel('14 active')).toBeVisible();
    const summary = page.getByRole('group', { name: 'Active filters' });
    await expect(summary.getByText(/Uics/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeInViewport();
    const reloaded = await openFilters(page);
    await expect(reloaded.getByRole('textbox', { name: 'Uics' })).toHaveValue('211, 21');
    await expect(reloaded.getByRole('checkbox', { name: 'Complex', exact: true })).toBeChecked();
    await expect(reloaded.getByRole('switch', { name: 'Include non-tradable' })).toBeChecked();
    await expect(reloaded.getByRole('radio', { name: 'Capable', exact: true })).toBeChecked();
    await expect(reloaded.getByRole('group', { name: 'One month total value change' }).getByRole('textbox', { name: 'From' })).toHaveValue('-10');
    await expectAccessible(page);
  });

  test('option roots and futures spaces lead to their own views', async ({ page }) => {
    await page.goto('/?q=shell');
    const root = ask('?Keywords=shell').find((row) => row.SummaryType === 'ContractOptionRoot');
    expect(root).toBeDefined();
    const rootLink = results(page)
      .getByRole('link', { name: new RegExp(`^${(root?.Symbol ?? '').trim()}, .*Option root$`) })
      .first();
    await expect(rootLink).toHaveAttribute('href', `/options/${root?.Identifier}`);

    // Futures spaces are non-tradable: the page asks for them with non-tradables included.
    await keywords(page).fill('continuous');
    const space = ask('?Keywords=continuous&IncludeNonTradable=true').find((row) => row.AssetType === 'ContractFutures' && row.DisplayHint === 'Continuous');
    expect(space).toBeDefined();
    const spaceLink = results(page)
      .getByRole('link', { name: new RegExp(`^${(space?.Symbol ?? '').trim()}, .*Futures space$`) })
      .first();
    await expect(spaceLink).toHaveAttribute('href', `/futures/${space?.Identifier}`);
    await spaceLink.click();
    await expect(page).toHaveURL(new RegExp(`/futures/${space?.Identifier}$`));
  });

  test('empty address parameters are not filters: the address is cleaned, no search runs', async ({ page }) => {
    await page.goto('/?ex=&types=&q=');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Type keywords or choose a filter to search.')).toBeVisible();
    await expect(results(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' })).toBeHidden();
  });

  test('pages with $top/$skip and changes the page size', async ({ page }) => {
    // Hundreds of rows compared, page after page.
    test.slow();
    await page.goto('/?ex=PAR&types=Stock');
    const status = page.getByRole('status').filter({ hasText: 'Rows' });
    await expect(resultLinks(page)).toHaveText(symbols(ask('?ExchangeId=PAR&AssetTypes=Stock')));
    await expect(status).toHaveText('Rows 1–50 · page 1 · more available');

    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/skip=50/);
    await expect(resultLinks(page)).toHaveText(symbols(ask('?ExchangeId=PAR&AssetTypes=Stock&$skip=50')));
    await expect(status).toHaveText('Rows 51–100 · page 2 · more available');

    await pages.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    await expect(page).toHaveURL(/top=100/);
    await expect(page).not.toHaveURL(/skip=/);
    await expect(resultLinks(page)).toHaveText(symbols(ask('?ExchangeId=PAR&AssetTypes=Stock&$top=100')));

    // The last page: no next link from the service.
    const all = ask('?ExchangeId=PAR&AssetTypes=Stock&$top=1000');
    const lastSkip = Math.floor((all.length - 1) / 100) * 100;
    await page.goto(`/?ex=PAR&types=Stock&top=100&skip=${lastSkip}`);
    await expect(resultLinks(page)).toHaveText(symbols(all.slice(lastSkip)));
    await expect(status).toHaveText(`Rows ${lastSkip + 1}–${all.length} · page ${lastSkip / 100 + 1} · last page`);
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(new RegExp(`skip=${lastSkip - 100}`));
    // Audited once that page is shown: until then the previous one stays, dimmed as out of date.
    await expect(resultLinks(page)).toHaveText(symbols(all.slice(lastSkip - 100, lastSkip)));
    await expect(page.getByRole('table', { name: 'Search results' })).not.toHaveAttribute('aria-busy', 'true');
    await expectAccessible(page);
  });

  test("opens a result's details, where the option roots the search found are named", async ({ page }) => {
    await page.goto('/?q=aapl');
    const root = shown('?Keywords=aapl').find((row) => row.SummaryType === 'ContractOptionRoot');
    expect(root).toBeDefined();
    await results(page).getByRole('link', { name: 'AAPL:xnas, Apple Inc., Stock' }).click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The details name a related option root by its id only: the search's row gives its symbol.
    const roots = main(page).getByRole('list', { name: 'Related option roots' });
    await expect(roots.getByRole('link', { name: (root?.Symbol ?? '').trim(), exact: true })).toHaveAttribute('href', `/options/${root?.Identifier}`);
  });

  test('keyboard only: into the results, down, Enter opens', async ({ page }) => {
    await page.goto('/?q=eurusd');
    const expected = shown('?Keywords=eurusd');
    await expect(resultLinks(page)).toHaveText(symbols(expected));
    await keywords(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(resultLinks(page).nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(resultLinks(page).last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(resultLinks(page).nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(resultLinks(page).nth(1)).toBeFocused();
    // One tab stop for the whole table.
    await expect(results(page).locator('[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pathOf(expected[1] as InstrumentSummary)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('hovering a result fetches its details ahead (connected to the HTTP simulator)', async ({ page }) => {
    await storeConnection(page);
    const details: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/openapi/ref/v1/instruments/details')) details.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/?q=aapl');
    const link = results(page).getByRole('link', { name: 'AAPL:xnas, Apple Inc., Stock' });
    await expect(link).toBeVisible();
    // Connected, the quota meter appears above the page once the first answer is counted, moving the rows down:
    // a pointer aimed before that lands above the link (seen once on a loaded machine).
    await expect(page.getByText(/^Requests this minute/)).toBeVisible();
    const prefetch = page.waitForRequest((request) => request.url().startsWith(`${SIM_ORIGIN}/openapi/ref/v1/instruments/details/211/Stock`));
    await link.hover();
    await prefetch;
    // The details only (the app's own prefetch): not the details page's related-instruments lookup.
    expect(details).toEqual(['/openapi/ref/v1/instruments/details/211/Stock']);
    await link.click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page opened on the details fetched ahead: no second request for them.
    await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
    expect(details.filter((path) => path === '/openapi/ref/v1/instruments/details/211/Stock')).toHaveLength(1);
  });

  test('arrowing quickly through the results fetches ahead only the row the focus rests on', async ({ page }) => {
    await storeConnection(page);
    const details: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/openapi/ref/v1/instruments/details')) details.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/?ex=PAR&types=Stock');
    const expected = ask('?ExchangeId=PAR&AssetTypes=Stock');
    await expect(resultLinks(page)).toHaveText(symbols(expected));
    const target = expected[10] as InstrumentSummary;
    const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === `/openapi/ref/v1/instruments/details/${target.Identifier}/Stock`);
    // When each key press reached the page: a row the focus rested on long enough may be fetched ahead.
    await page.evaluate(() => {
      const times: number[] = [];
      (window as unknown as { keyTimes: number[] }).keyTimes = times;
      document.addEventListener('keydown', () => times.push(performance.now()), true);
    });
    await keywords(page).focus();
    for (let step = 0; step <= 10; step++) await page.keyboard.press('ArrowDown');
    await expect(resultLinks(page).nth(10)).toBeFocused();
    await prefetch;
    const times = await page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
    // Rows 1 to 9 were left within the delay unless the machine paused (the first press only leaves the keyword field).
    const rested = times.slice(1).filter((time, index) => time - (times[index] as number) >= 200).length;
    // Router preloads ran two loaders per row (the details, and the related-instruments lookup): 20 requests for
    // 10 rows. Now only the details, of the row the focus rests on (and of any row it rested on as long).
    expect(details.every((path) => /^\/openapi\/ref\/v1\/instruments\/details\/\d+\/Stock$/.test(path))).toBe(true);
    expect(details.length).toBeLessThanOrEqual(1 + rested);
    expect(details.at(-1)).toBe(`/openapi/ref/v1/instruments/details/${target.Identifier}/Stock`);
  });

  test('typing is debounced: a word typed key by key is one search', async ({ page }) => {
    await storeConnection(page);
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/openapi/ref/v1/instruments') searched.push(url.searchParams.get('Keywords') ?? '');
    });
    await page.goto('/');
    await expect(page.getByText('Type keywords or choose a filter to search.')).toBeVisible();
    // Eleven input events, 40 ms apart (fill() would be one).
    await keywords(page).pressSequentially('royal dutch', { delay: 40 });
    await expect(resultLinks(page)).toHaveText(symbols(shown('?Keywords=royal%20dutch')));
    await expect(page).toHaveURL(/\?q=royal(\+|%20)dutch$/);
    // One search per pause: the last one is the whole text (a loaded machine may pause once or twice while typing).
    expect(searched.at(-1)).toBe('royal dutch');
    expect(searched.length).toBeLessThanOrEqual(3);
  });

  test('a search overtaken by the next one is aborted and its answer never shown', async ({ page }) => {
    await storeConnection(page);
    // The first search is held back until the second has answered: its answer would come last.
    const release = await holdSearch(page, 'royal');
    const first = page.waitForRequest((request) => new URL(request.url()).searchParams.get('Keywords') === 'royal');
    const aborted = page.waitForEvent('requestfailed', (request) => new URL(request.url()).searchParams.get('Keywords') === 'royal');
    await page.goto('/');
    await keywords(page).fill('royal');
    await first;
    await keywords(page).fill('royal dutch shell');
    const second = symbols(shown('?Keywords=royal%20dutch%20shell'));
    await expect(resultLinks(page)).toHaveText(second);
    // The first request was aborted by the app, not merely ignored.
    await aborted;
    release();
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await expect(resultLinks(page)).toHaveText(second);
    await expect(page).toHaveURL(/\?q=royal(\+|%20)dutch(\+|%20)shell$/);
  });

  test('going back shows the cached results at once, without asking the service again', async ({ page }) => {
    await storeConnection(page);
    await page.goto('/?q=aapl');
    const link = results(page).getByRole('link', { name: 'AAPL:xnas, Apple Inc., Stock' });
    await link.click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/openapi/ref/v1/instruments') searches.push(request.url());
    });
    await page.goBack();
    await expect(page).toHaveURL(/\?q=aapl$/);
    // Served from the cache: no loader shown and no new request.
    await expect(results(page).getByRole('link', { name: 'AAPL:xnas, Apple Inc., Stock' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
    expect(searches).toEqual([]);
  });

  test('keeps the previous results on screen while the next search loads', async ({ page }) => {
    // Connected to the HTTP simulator, so that the next answer can be held back as long as needed.
    await storeConnection(page);
    const release = await holdSearch(page, 'apple inc');
    await page.goto('/?q=apple');
    const first = symbols(shown('?Keywords=apple'));
    await expect(resultLinks(page)).toHaveText(first);
    await keywords(page).fill('apple inc');
    // One check of the whole state while the answer is held: previous rows, dimmed and marked busy, and the status.
    const waiting = page
      .getByRole('region', { name: 'Results' })
      .filter({ hasText: 'Searching… (previous results shown)' })
      .filter({ has: page.locator('table[aria-busy="true"]') });
    await expect(waiting).toBeVisible();
    await expect(resultLinks(page)).toHaveText(first);
    release();
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await expect(resultLinks(page)).toHaveText(symbols(shown('?Keywords=apple%20inc')));
  });

  test('recent searches are kept and run again in one click; recently viewed instruments are listed', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('refex:recent-instruments', JSON.stringify([{ uic: 21, assetType: 'FxSpot', symbol: 'EURUSD', description: 'Euro/US Dollar' }]));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    const viewed = page.getByRole('list', { name: 'Recently viewed instruments' });
    await expect(viewed.getByRole('link', { name: 'EURUSD, Euro/US Dollar, FX spot' })).toHaveAttribute('href', '/instruments/FxSpot/21');
    await expect(page.getByText('Searches you run appear here')).toBeVisible();

    // Two searches that ran: the keywords alone, then narrowed to one exchange (another entry: other filters).
    await keywords(page).fill('shell');
    await expect(resultLinks(page)).toHaveText(symbols(shown('?Keywords=shell')));
    const filters = await openFilters(page);
    await filters.getByRole('combobox', { name: 'Exchange' }).fill('AMS');
    await filters.getByRole('combobox', { name: 'Exchange' }).press('Enter');
    await expect(resultLinks(page)).toHaveText(symbols(shown('?Keywords=shell&ExchangeId=AMS')));

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/$/);
    const recent = page.getByRole('list', { name: 'Recent searches' });
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expect(recent.getByRole('listitem').first()).toContainText('Exchange: AMS (Euronext Amsterdam)');
    await expect(recent.getByRole('listitem').nth(1)).not.toContainText('Exchange');
    await expectAccessible(page);
    await recent.getByRole('listitem').first().getByRole('link', { name: '“shell”' }).click();
    await expect(page).toHaveURL(/\?q=shell&ex=AMS$/);
    await expect(resultLinks(page)).toHaveText(symbols(shown('?Keywords=shell&ExchangeId=AMS')));

    await page.goto('/');
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(page.getByRole('list', { name: 'Recent searches' })).toBeHidden();
    await page.getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect(page.getByText('Instruments you open appear here.')).toBeVisible();
  });

  test('clearing a recent list hands the focus to its heading', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('refex:recent-searches', JSON.stringify([{ search: { q: 'shell' }, at: 1 }]));
        localStorage.setItem('refex:recent-instruments', JSON.stringify([{ uic: 21, assetType: 'FxSpot', symbol: 'EURUSD' }]));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    const clearSearches = page.getByRole('button', { name: 'Clear recent searches' });
    await clearSearches.focus();
    await page.keyboard.press('Enter');
    await expect(clearSearches).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recent searches' })).toBeFocused();
    const clearViewed = page.getByRole('button', { name: 'Clear recently viewed' });
    await clearViewed.focus();
    await page.keyboard.press('Enter');
    await expect(clearViewed).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recently viewed instruments' })).toBeFocused();
  });

  test('the selection bar hands the focus on as its chips and then the bar go away', async ({ page }) => {
    await page.goto('/?q=shell&sel=16350:Stock,211:Stock,21:FxSpot');
    await expect(resultLinks(page).first()).toBeVisible();
    const bar = page.getByRole('region', { name: 'Selection for comparison' });
    const removers = bar.getByRole('button', { name: /^Remove .+ from the selection$/ });
    await expect(removers).toHaveCount(3);
    // The keyboard reaches each chip's remove button; the removed chip's place goes to the next one, the last's to the one before.
    await removers.first().focus();
    await page.keyboard.press('Enter');
    await expect(removers).toHaveCount(2);
    await expect(removers.first()).toBeFocused();
    await removers.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(removers).toHaveCount(1);
    await expect(removers.first()).toBeFocused();
    // The last chip takes the bar with it: the focus goes to the results' current row.
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    await expect(resultLinks(page).first()).toBeFocused();

    // Clear selection, the same.
    await setToggle(results(page).getByRole('checkbox').first());
    await bar.getByRole('button', { name: 'Clear selection' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    await expect(resultLinks(page).first()).toBeFocused();

    // With no results on the page, to the keywords.
    await page.goto('/?sel=16350:Stock');
    await bar.getByRole('button', { name: 'Clear selection' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    await expect(keywords(page)).toBeFocused();
  });

  test('junk in the stored recent searches raises no address note', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('refex:recent-searches', JSON.stringify([{ search: { q: 'shell', top: 'abc', types: '12x', sel: 'junk' }, at: 1 }, 'junk', null]));
    });
    await page.goto('/');
    const recent = page.getByRole('list', { name: 'Recent searches' });
    await expect(recent.getByRole('link', { name: '“shell”' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a bad address parameter falls back with a note and the search still runs', async ({ page }) => {
    await page.goto('/?q=aapl&top=abc&types=Stock,12x');
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toBeVisible();
    await expect(note).toContainText('top=abc');
    await expect(note).toContainText('types=Stock,12x');
    await expect(resultLinks(page)).toHaveText(symbols(shown('?Keywords=aapl')));
    // The address drops the bad values; the note stays until dismissed.
    await expect(page).toHaveURL(/\/\?q=aapl$/);
    await expectAccessible(page);
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toBeHidden();
  });

  test('a request the service refuses (two tags) shows its error code and offers no retry', async ({ page }) => {
    await page.goto('/?q=a');
    const filters = await openFilters(page);
    const tag = filters.getByRole('textbox', { name: 'Tag' });
    await tag.fill('energy,tech');
    await tag.press('Enter');
    await expect(page).toHaveURL(/tag=energy,tech/);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('InvalidSearchCriteriaProvided');
    await expect(alert).toContainText('Only one tag is supported.');
    // Sent again, the same request is refused again: no retry is offered, the filters are there to change it.
    await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAccessible(page);
    await tag.fill('energy');
    await tag.press('Enter');
    await expect(resultLinks(page)).toHaveText(symbols(shown('?Keywords=a&Tags=energy')));
  });

  test('the restricted demo user sees no option roots', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('refex:backend', JSON.stringify({ kind: 'demo', demoUser: 'demo-restricted' })));
    const full = shown('?Keywords=aapl');
    const restricted = shown('?Keywords=aapl', 'demo-restricted');
    expect(full.some((row) => row.SummaryType === 'ContractOptionRoot')).toBe(true);
    expect(restricted.some((row) => row.SummaryType === 'ContractOptionRoot')).toBe(false);
    await page.goto('/?q=aapl');
    await expect(page.getByRole('link', { name: /^Backend: Demo, Restricted, simulator/ })).toBeVisible();
    await expect(resultLinks(page)).toHaveText(symbols(restricted));
    await expect(results(page).getByText('Option root', { exact: true })).toHaveCount(0);
  });

  test('no results: explains and offers ways out', async ({ page }) => {
    await page.goto('/?q=zzzqqqxxx&ex=PAR');
    await expect(page.getByText('No instruments match')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Remove the 1 filter' }).click();
    await expect(page).toHaveURL(/\/\?q=zzzqqqxxx$/);
    // Each way out goes with what it did: the focus goes to the keywords, not the page's body.
    await expect(keywords(page)).toBeFocused();
    await page.getByRole('button', { name: 'Include non-tradable instruments' }).click();
    await expect(page).toHaveURL(/nontradable=true/);
    await expect(page.getByRole('button', { name: 'Include non-tradable instruments' })).toHaveCount(0);
    await expect(keywords(page)).toBeFocused();
    // So does an example, which searches for itself.
    await page.goto('/');
    await page.getByRole('button', { name: 'Shell', exact: true }).click();
    await expect(page).toHaveURL(/\?q=Shell/);
    await expect(keywords(page)).toBeFocused();
  });
});

test.describe('ranking, exchange MICs, the asset-type picker and narrow screens', () => {
  test('an exact symbol comes first: "spx" shows the index option root above the ETFs, and the index itself when non-tradables are included', async ({ page }) => {
    const answer = ask('?Keywords=spx&$top=1000');
    const root = answer.find((row) => row.SummaryType === 'ContractOptionRoot' && symbolCode(row.Symbol ?? '') === 'spx') as InstrumentSummary;
    const etfs = answer.filter((row) => row.AssetType === 'Etf');
    expect(root, 'the SPX option root').toBeTruthy();
    expect(etfs.length).toBeGreaterThan(0);
    // What makes this a test of the app: the simulator's own order has an ETF before the root.
    expect(answer.indexOf(etfs[0] as InstrumentSummary)).toBeLessThan(answer.indexOf(root));

    await page.goto('/?q=spx');
    await expect(resultLinks(page).first()).toHaveText(root.Symbol as string);
    const order = await resultLinks(page).allTextContents();
    for (const etf of etfs) expect(order.indexOf((etf.Symbol ?? '').trim()), etf.Symbol).toBeGreaterThan(0);

    const index = ask('?Keywords=spx&IncludeNonTradable=true&$top=1000').find((row) => row.AssetType === 'StockIndex' && symbolCode(row.Symbol ?? '') === 'spx');
    expect(index, 'the S&P 500 index').toBeTruthy();
    await page.goto('/?q=spx&nontradable=true');
    await expect(resultLinks(page).nth(0)).toHaveText(index?.Symbol as string);
    await expect(resultLinks(page).nth(1)).toHaveText(root.Symbol as string);
    await expectAccessible(page);
  });

  test('pages through the ranking of the first 1,000 rows without asking the service again', async ({ page }) => {
    await storeConnection(page);
    const searches: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/openapi/ref/v1/instruments') searches.push(url);
    });
    const all = ask('?Keywords=bank&$top=1000');
    const ranked = rankSummaries(all, 'bank');
    expect(ranked.length).toBeGreaterThan(100);
    await page.goto('/?q=bank');
    await expect(resultLinks(page)).toHaveText(symbols(ranked.slice(0, 50)));
    expect(searches.map((url) => url.searchParams.get('$top'))).toEqual(['1000']);

    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/skip=50/);
    await expect(resultLinks(page)).toHaveText(symbols(ranked.slice(50, 100)));
    const status = page.getByRole('status').filter({ hasText: 'Rows' });
    await expect(status).toHaveText(
      ranked.length < 1000 ? `Rows 51–100 of ${ranked.length} · page 2 of ${Math.ceil(ranked.length / 50)}` : 'Rows 51–100 of over 1,000 · page 2 · more available',
    );
    expect(searches).toHaveLength(1);
  });

  test('the exchange filter takes the MIC symbols end in, and its suggestions show the id with its MICs', async ({ page }) => {
    await page.goto('/?q=shell');
    await expect(resultLinks(page).first()).toBeVisible();
    const filters = await openFilters(page);
    const exchange = filters.getByRole('combobox', { name: 'Exchange' });
    await exchange.fill('xams');
    await expect(page.getByRole('option', { name: /AMS.*Euronext Amsterdam.*MIC xams/ })).toBeVisible();
    // The typed value is searched for after a pause (the picker stays open); checked once that search has answered.
    await expect(page).toHaveURL(/ex=xams/);
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('option', { name: /AMS.*Euronext Amsterdam.*MIC xams/ })).toBeVisible();
    await expectAccessible(page);
    await exchange.press('Enter');
    await expect(filters.getByText('MIC xams: searches AMS, Euronext Amsterdam')).toBeVisible();
    const expected = shown('?Keywords=shell&ExchangeId=AMS');
    expect(expected.length).toBeGreaterThan(0);
    await expect(resultLinks(page)).toHaveText(symbols(expected));

    // An exchange id is suggested from its MIC too.
    await exchange.fill('xetr');
    await page.getByRole('option', { name: /FSE.*MIC xetr/ }).click();
    await expect(page).toHaveURL(/ex=FSE/);
  });

  test('the asset-type picker takes Enter when the typed filter leaves one option', async ({ page }) => {
    await page.goto('/?q=aapl');
    await expect(resultLinks(page).first()).toBeVisible();
    const filters = await openFilters(page);
    const types = filters.getByRole('combobox', { name: 'Asset types' });
    await types.click();
    // The whole list, which scrolls.
    await expect(page.getByRole('option', { name: 'Stock', exact: true })).toBeVisible();
    await expectAccessible(page);
    await types.fill('mutual');
    await expect(page.getByRole('option')).toHaveCount(1);
    await expectAccessible(page);
    await types.press('Enter');
    await expect(page).toHaveURL(/types=MutualFund$/);
    await expect(types).toHaveValue('');

    // Several options left: Enter alone takes none; the arrow keys choose one, and Enter takes that one once.
    await types.fill('fx');
    await expect(page.getByRole('option').nth(1)).toBeVisible();
    await types.press('Enter');
    await expect(page).toHaveURL(/types=MutualFund$/);
    await types.press('ArrowDown');
    await types.press('Enter');
    await expect(page).toHaveURL(/types=MutualFund,Fx/);
  });

  test('no sideways scrolling at 390 px: results, the filters with a picker open, the selection', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?q=shell&sel=16350:Stock,211:Stock');
    await expect(resultLinks(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Selection for comparison' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    const filters = await openFilters(page);
    await filters.getByRole('combobox', { name: 'Exchange' }).fill('x');
    // "x" is searched for as typed after a pause: no exchange has that id.
    await expect(page.getByText('No instruments match')).toBeVisible();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Search instruments' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The descriptions read in full on a phone (the warrants differ only at their ends): wrapped in a column wide enough for words, none cut.
    await page.goto('/?q=apple');
    await expect(resultLinks(page).first()).toBeVisible();
    const descriptions = results(page).locator('tbody tr td:nth-child(3)');
    await expect(descriptions.first()).toHaveText(shown('?Keywords=apple')[0]?.Description?.trim() ?? '');
    const boxes = await descriptions.evaluateAll((cells) => cells.map((cell) => ({ width: cell.clientWidth, hidden: cell.scrollWidth > cell.clientWidth })));
    expect(boxes.length).toBeGreaterThan(5);
    expect(boxes.filter((box) => box.hidden || box.width < 140)).toEqual([]);
    await expectNoHorizontalScroll(page);
  });
});
