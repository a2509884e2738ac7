/**
 * Each fault kind the simulator injects against each view, in the browser (issue 16, "What the app does, in
 * every view"). One page per view goes through the whole table:
 *
 * - a first load that fails (500, 503, a dropped connection, malformed JSON, a truncated body, an empty 200,
 *   and a 429): the view says what failed in words, with the status and the correlation id when there is one,
 *   and its retry brings the data once the fault is gone (a 429 counts down and asks again by itself);
 * - a refresh of data on screen that fails: the data stays, marked stale by the shared notice, with a retry;
 * - junk values in every answer: nothing reads "Undefined", "null", "NaN", "undefined" or "[object Object]",
 *   no cell is blank, and the unknown enum value shows as words;
 * - where the view pages: a next page that answers 404 (the page shown stays, marked stale) and a page whose
 *   `__next` leads to itself (read once, and the pages go on).
 *
 * The views that page are the search (a search without keywords), the browse lists and the inbox; the time zone
 * list follows `__next` links itself. The rules are count-limited (a request and its two automatic retries, so a
 * view that asked more or less often would not show the failure, or not recover), set while the page runs. Between
 * cases the test steps to Settings and back (in-app history), and the page's clock is moved on past the
 * caches' lifetimes so that the view asks again; while a failure is retried the clock is moved on a second at
 * a time, so the back-off (1 s, then 2 s) passes at once. Expected data comes from the simulator in this process.
 */
import type { Locator, Page } from '@playwright/test';
import type { ContractOptionSpace, CorporateActionEvent, Feed, FuturesSpace, InstrumentDetails, InstrumentSummary, TimeZoneDetails } from '../src/api/types';
import { COLUMNS_STORAGE_KEY, DEFAULT_COLUMNS } from '../src/features/corporate-actions/inbox/columns';
import { UNKNOWN_ENUM_VALUE } from '../src/sim/core/junk';
import { expect, expectAccessible, test } from './support/fixtures';
import { askSimulator as ask } from './support/service';

// Each view's page goes through about fifteen cases.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

// ---------------------------------------------------------------------------------------------------------
// The simulator in this process: what each view must show.

const trimmed = (value: unknown) => String(value ?? '').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const symbols = (feed: Feed<{ Symbol?: string }>) => (feed.Data ?? []).map((row) => trimmed(row.Symbol));

const SEARCH = '/openapi/ref/v1/instruments';
const OPTION_ROOT_TYPES = 'StockOption,StockIndexOption,FuturesOption,CfdIndexOption';

// ---------------------------------------------------------------------------------------------------------
// The fault kinds, and what the view must say of each.

interface Kind {
  name: string;
  rule: Record<string, unknown>;
  /** The failure in words (the panel's title). */
  words: string;
  /** The status in words. */
  status: string;
  /** The answer carries a correlation id (a dropped connection has no answer). */
  correlated: boolean;
}

/** Failures retried by the app: a request and two retries fail, then the service answers. */
const RETRIED: Kind[] = [
  { name: '500', rule: { kind: 'status', status: 500 }, words: 'Service error (500)', status: 'HTTP 500 Internal Server Error', correlated: true },
  { name: '503', rule: { kind: 'status', status: 503 }, words: 'Service error (503)', status: 'HTTP 503 Service Unavailable', correlated: true },
  { name: 'drop', rule: { kind: 'drop' }, words: 'The simulator did not answer', status: 'no answer (network error)', correlated: false },
  { name: 'malformed JSON', rule: { kind: 'malformed-json' }, words: 'Unreadable answer', status: 'HTTP 200 OK, but the answer could not be read', correlated: true },
  {
    name: 'truncated body',
    rule: { kind: 'truncated-body' },
    words: 'The simulator did not answer',
    status: 'HTTP 200 OK, then the connection broke off (network error)',
    correlated: true,
  },
  { name: 'empty 200', rule: { kind: 'empty-200' }, words: 'Unreadable answer', status: 'HTTP 200 OK, but the answer could not be read', correlated: true },
];
const ATTEMPTS = 3;
/**
 * A 429 naming a short wait: not retried in the background; the view counts it down and asks again. Long enough to
 * read the panel and its countdown on a slow core (2 s was not: run 65, the panel gone before the countdown was read).
 */
const RATE_LIMIT: Kind = { name: '429', rule: { kind: 'rate-limit', reset: 6 }, words: 'Rate limit reached (429)', status: 'HTTP 429 Too Many Requests', correlated: true };
const NEXT_404: Kind = { name: 'next-404', rule: { kind: 'next-404' }, words: 'The rest of the list could not be loaded (404)', status: 'HTTP 404 Not Found', correlated: true };
const CORRELATION = /Correlation id: \S+#sim#\d+/;

// ---------------------------------------------------------------------------------------------------------
// The views.

interface Target {
  path: string;
  query?: Record<string, string>;
}

interface Paging {
  url: string;
  target: Target;
  /** The rows of a page as the table shows them, and as the simulator gives them (by offset). */
  rows: (main: Locator) => Locator;
  page: (skip: number) => string[];
  size: number;
}

interface View {
  name: string;
  url: string;
  /** The view's main request, which the faults hit. */
  target: Target;
  /** Waits until the view shows its data (as the simulator has it). */
  loaded: (main: Locator) => Promise<void>;
  /** Shown once the view has rendered an answer, whatever junk it held. */
  rendered: (main: Locator) => Locator;
  /** The view shows enum values (all but the time zones do). */
  enums?: false;
  /** Set up before the page opens (e.g. the inbox's columns that show enum values). */
  prepare?: (page: Page) => Promise<void>;
  /** The view follows `__next` links itself (the whole list in one go). */
  follows?: { rows: (main: Locator) => Locator; expected: () => RegExp[] };
  /** The view pages through the list (a next page at a time). */
  paging?: Paging;
}

const table = (name: string) => (main: Locator) => main.getByRole('table', { name, exact: true });
/** The inbox's links to its events (named "Event <id>: …", showing the id). */
const eventLinks = (main: Locator) => table('Corporate action events')(main).getByRole('link', { name: /^Event \S+:/ });

const VIEWS: View[] = [
  {
    name: 'search',
    url: '/?q=shell',
    target: { path: SEARCH, query: { Keywords: 'shell' } },
    loaded: (main) => expect(table('Search results')(main).getByRole('link')).toHaveText(symbols(ask(`${SEARCH}?Keywords=shell`))),
    rendered: table('Search results'),
    paging: {
      url: '/?types=Stock&top=25',
      target: { path: SEARCH, query: { AssetTypes: 'Stock' } },
      rows: (main) => table('Search results')(main).getByRole('link'),
      page: (skip) => symbols(ask(`${SEARCH}?AssetTypes=Stock&$top=25&$skip=${skip}`)),
      size: 25,
    },
  },
  {
    name: 'instrument details',
    url: '/instruments/Stock/211',
    target: { path: '/openapi/ref/v1/instruments/details/211/Stock' },
    loaded: async (main) => {
      const details = ask<InstrumentDetails>('/openapi/ref/v1/instruments/details/211/Stock');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(trimmed(details.Symbol));
      await expect(main.getByRole('region', { name: 'Identity' })).toContainText(trimmed(details.Description));
    },
    rendered: (main) => main.getByRole('region', { name: 'Identity' }),
  },
  {
    name: 'trading schedule',
    url: '/instruments/Stock/211/schedule?view=table',
    target: { path: '/openapi/ref/v1/instruments/tradingschedule/211/Stock' },
    loaded: async (main) => {
      const details = ask<InstrumentDetails>('/openapi/ref/v1/instruments/details/211/Stock');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(trimmed(details.Symbol));
      await expect(main.getByTestId('market-status')).toBeVisible();
      await expect(main.getByRole('table').first()).toBeVisible();
    },
    rendered: (main) => main.getByTestId('market-status'),
  },
  {
    name: 'compare',
    url: `/compare?items=211:Stock,${shellStock().pair}`,
    target: { path: '/openapi/ref/v1/instruments/details' },
    loaded: async (main) => {
      const apple = ask<InstrumentDetails>('/openapi/ref/v1/instruments/details/211/Stock');
      for (const symbol of [trimmed(apple.Symbol), shellStock().symbol]) await expect(table('Comparison')(main)).toContainText(symbol);
    },
    rendered: table('Comparison'),
  },
  {
    name: 'option chain',
    url: '/options/1',
    target: { path: '/openapi/ref/v1/instruments/contractoptionspaces/1', query: { OptionSpaceSegment: 'None' } },
    loaded: async (main) => {
      const space = ask<ContractOptionSpace>('/openapi/ref/v1/instruments/contractoptionspaces/1?OptionSpaceSegment=None');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(trimmed(space.Description));
      await expect(main.getByRole('grid').first()).toBeVisible();
    },
    rendered: (main) => main.getByRole('heading', { level: 1 }),
  },
  {
    name: 'futures space',
    url: '/futures/28001',
    target: { path: '/openapi/ref/v1/instruments/futuresspaces/28001' },
    loaded: async (main) => {
      const space = ask<FuturesSpace>('/openapi/ref/v1/instruments/futuresspaces/28001');
      const contracts = table(`Futures of ${trimmed(space.BaseIdentifier)}`)(main);
      for (const element of space.Elements ?? []) await expect(contracts).toContainText(trimmed(element.Symbol));
    },
    rendered: (main) => main.getByText('Base identifier'),
  },
  {
    name: 'time zones',
    url: '/timezones',
    target: { path: '/openapi/ref/v1/timezones' },
    loaded: (main) => expect(table('Time zones')(main).getByRole('row')).toHaveCount(zoneNames().length + 1),
    rendered: table('Time zones'),
    enums: false,
    // A row per zone, each with the zone's name.
    follows: { rows: (main) => table('Time zones')(main).locator('tbody').getByRole('row'), expected: () => zoneNames().map((name) => new RegExp(escapeRegExp(name))) },
  },
  {
    name: 'browse lists',
    url: '/browse/options',
    target: { path: SEARCH, query: { AssetTypes: 'StockOption*' } },
    loaded: (main) => expect(table('Option roots')(main).getByRole('link')).toHaveText(browsePage(0)),
    rendered: table('Option roots'),
    paging: {
      url: '/browse/options',
      target: { path: SEARCH, query: { AssetTypes: 'StockOption*' } },
      rows: (main) => table('Option roots')(main).getByRole('link'),
      page: browsePage,
      size: 50,
    },
  },
  {
    name: 'corporate-actions inbox',
    url: '/corporate-actions?top=25',
    // Its default columns show no enum value: the state, status and mandatory-or-voluntary columns are added, as a user would.
    prepare: async (page) => {
      await page.addInitScript(([key, columns]) => localStorage.setItem(key as string, JSON.stringify(columns)), [
        COLUMNS_STORAGE_KEY,
        [...DEFAULT_COLUMNS, 'kind', 'state', 'status'],
      ] as const);
    },
    target: { path: '/openapi/ca/v2/events', query: { $top: '25' } },
    loaded: (main) => expect(eventLinks(main)).toHaveText(inboxPage(0)),
    rendered: table('Corporate action events'),
    paging: {
      url: '/corporate-actions?top=25',
      target: { path: '/openapi/ca/v2/events', query: { $top: '25' } },
      rows: eventLinks,
      page: inboxPage,
      size: 25,
    },
  },
  {
    name: 'corporate-action event',
    url: '/corporate-actions/9501101',
    target: { path: '/openapi/ca/v2/events/9501101' },
    loaded: async (main) => {
      const event = ask<CorporateActionEvent>('/openapi/ca/v2/events/9501101');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(trimmed(event.EventType?.Name));
      await expect(main.getByRole('heading', { name: 'Key dates' })).toBeVisible();
    },
    rendered: (main) => main.getByRole('heading', { name: 'Key dates' }),
  },
];

function shellStock(): { pair: string; symbol: string } {
  const row = (ask<Feed<InstrumentSummary>>(`${SEARCH}?Keywords=shell&AssetTypes=Stock`).Data ?? [])[0] as InstrumentSummary;
  return { pair: `${row.Identifier}:${trimmed(row.AssetType)}`, symbol: trimmed(row.Symbol) };
}
function zoneNames(): string[] {
  return (ask<Feed<TimeZoneDetails>>('/openapi/ref/v1/timezones').Data ?? []).map((zone) => trimmed(zone.DisplayName));
}
function browsePage(skip: number): string[] {
  return symbols(ask(`${SEARCH}?AssetTypes=${OPTION_ROOT_TYPES}&$top=50${skip ? `&$skip=${skip}` : ''}`));
}
function inboxPage(skip: number): string[] {
  return (ask<Feed<CorporateActionEvent>>(`/openapi/ca/v2/events?$top=25${skip ? `&$skip=${skip}` : ''}`).Data ?? []).map((event) => trimmed(event.EventId));
}

// ---------------------------------------------------------------------------------------------------------
// Moving about.

/** Longer than every cache's freshness and lifetime (60 and 30 minutes at most): a view shown again asks again. */
const LATER = 61 * 60_000;

async function setRules(page: Page, rules: unknown[]): Promise<void> {
  await page.evaluate((text) => localStorage.setItem('refex:sim-faults', text), JSON.stringify(rules));
}

/** The rule of `kind` on the view's main request, for `count` requests. */
const ruleFor = (target: Target, kind: Kind, count: number) => ({ ...target, ...kind.rule, count });

/** From the view, to Settings (in-app, so the page keeps its simulator and clock). */
async function leave(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Back from Settings to the view, after its data has gone stale (`later`) or been dropped from the caches. */
async function comeBack(page: Page, later = LATER): Promise<void> {
  await page.clock.fastForward(later);
  await page.goBack();
}

/** Waits for `locator`, moving the page's clock on a second at a time: the back-off between retries passes at once. */
async function waitRetrying(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await locator.count()) > 0) return true;
        await page.clock.fastForward(1000);
        return (await locator.count()) > 0;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** The failure as a view shows it: what failed in words, the status and the correlation id. */
async function expectFailure(panel: Locator, kind: Kind): Promise<void> {
  await expect(panel).toContainText(kind.words);
  await expect(panel).toContainText(`Status: ${kind.status}`);
  if (kind.correlated) await expect(panel).toContainText(CORRELATION);
  else await expect(panel).not.toContainText('Correlation id');
}

const errorPanel = (main: Locator, kind: Kind) => main.getByRole('alert').filter({ hasText: kind.words });
const staleNotice = (main: Locator) => main.getByRole('status').filter({ hasText: /^Could not (refresh|load page \d+)/ });

// ---------------------------------------------------------------------------------------------------------
// Junk.

/** What junk must never look like on the page: the forbidden words, and blank cells. */
async function junkOnScreen(main: Locator): Promise<string[]> {
  return main.evaluate((root) => {
    const found: string[] = [];
    const forbidden = /\b(?:Undefined|undefined|null|NaN)\b|\[object Object\]/;
    // The raw JSON views show the service's answer as it came, on purpose.
    const raw = (node: Node) => Boolean(node.parentElement?.closest('pre'));
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (raw(node)) continue;
      if (forbidden.test(text)) found.push(`text "${text.trim().slice(0, 80)}"`);
    }
    for (const element of root.querySelectorAll('[title], [aria-label]')) {
      const text = `${element.getAttribute('title') ?? ''} ${element.getAttribute('aria-label') ?? ''}`;
      if (forbidden.test(text)) found.push(`attribute "${text.trim().slice(0, 80)}"`);
    }
    for (const cell of root.querySelectorAll('td, [role="cell"], [role="gridcell"], dd')) {
      if ((cell as HTMLElement).innerText.trim() === '' && !cell.querySelector('input, button, a, svg, img')) {
        found.push(`blank cell in row "${((cell.parentElement as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').slice(0, 80)}"`);
      }
    }
    return found;
  });
}

/** The simulator's unknown enum value in words, as the app writes enum values. */
const UNKNOWN_ENUM_WORDS = UNKNOWN_ENUM_VALUE.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ ([A-Z])/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

// ---------------------------------------------------------------------------------------------------------
// The matrix.

for (const [index, view] of VIEWS.entries()) {
  test(`${view.name}: every fault kind`, async ({ page }) => {
    const main = page.getByRole('main');
    await page.clock.install();
    await view.prepare?.(page);
    await page.goto(view.url);
    await view.loaded(main);
    // Clean data first: what the junk check looks for is not on the page without junk.
    expect(await junkOnScreen(main), 'clean data').toEqual([]);
    await leave(page);

    for (const kind of RETRIED) {
      await test.step(`first load: ${kind.name}`, async () => {
        await setRules(page, [ruleFor(view.target, kind, ATTEMPTS)]);
        await comeBack(page);
        const panel = errorPanel(main, kind);
        await waitRetrying(page, panel);
        await expectFailure(panel, kind);
        await panel.getByRole('button', { name: 'Try again' }).click();
        await view.loaded(main);
        await expect(errorPanel(main, kind)).toHaveCount(0);
        await page.goForward();
      });
    }

    await test.step('first load: 429', async () => {
      await setRules(page, [ruleFor(view.target, RATE_LIMIT, 1)]);
      await comeBack(page);
      const panel = errorPanel(main, RATE_LIMIT);
      await expectFailure(panel, RATE_LIMIT);
      await expect(panel.getByRole('timer')).toHaveText(/^Retrying in [1-6] s$/);
      // No click: the view asks again once the wait is over.
      await view.loaded(main);
      await expect(panel).toHaveCount(0);
      await page.goForward();
    });

    // One kind per view (each view another): the data on screen stays when its refresh fails.
    const kind = RETRIED[index % RETRIED.length] as Kind;
    await test.step(`refresh: ${kind.name}`, async () => {
      await page.goBack();
      await view.loaded(main);
      // The data goes stale while on screen (where the caches keep it), and the view asks again when shown again.
      await page.clock.fastForward(LATER);
      await setRules(page, [ruleFor(view.target, kind, ATTEMPTS)]);
      await leave(page);
      await page.goBack();
      const notice = staleNotice(main);
      await waitRetrying(page, notice);
      await expectFailure(notice, kind);
      // The time of the data shown; with its date once the page's clock, moved an hour at a time, has passed midnight.
      await expect(notice).toContainText(/Showing .+ from (\d\d:\d\d:\d\d|\d{1,2} [A-Z][a-z]{2}, \d\d:\d\d)\./);
      await view.loaded(main);
      // The notice is shared: one view checks it with axe.
      if (index === 0) await expectAccessible(page);
      await expect(errorPanel(main, kind)).toHaveCount(0);
      await notice.getByRole('button', { name: 'Try again' }).click();
      await expect(notice).toHaveCount(0);
      await view.loaded(main);
      await page.goForward();
    });

    for (const [seed, rate] of [
      [1, 0.5],
      [2, 1],
    ] as const) {
      await test.step(`junk, seed ${seed}`, async () => {
        await setRules(page, [{ path: '/openapi/**', kind: 'junk', seed, rate }]);
        await comeBack(page);
        await expect(view.rendered(main)).toBeVisible();
        await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expect.poll(() => junkOnScreen(main)).toEqual([]);
        await page.goForward();
      });
    }
    if (view.enums !== false) {
      await test.step('unknown enum values', async () => {
        await setRules(page, [{ path: '/openapi/**', kind: 'junk', junk: ['unknown-enum'], rate: 1 }]);
        await comeBack(page);
        await expect(view.rendered(main)).toBeVisible();
        // Shown as words, like the values the app knows.
        await expect(main.getByText(UNKNOWN_ENUM_WORDS).first()).toBeVisible();
        await page.goForward();
      });
    }
    await setRules(page, []);

    if (view.follows) {
      const { rows, expected } = view.follows;
      await test.step('a __next link that leads to a 404', async () => {
        await setRules(page, [ruleFor(view.target, NEXT_404, 1)]);
        await comeBack(page);
        const panel = errorPanel(main, NEXT_404);
        await expectFailure(panel, NEXT_404);
        await panel.getByRole('button', { name: 'Try again' }).click();
        await view.loaded(main);
        await page.goForward();
      });
      await test.step('a __next link that leads back to its page', async () => {
        await setRules(page, [{ ...view.target, kind: 'next-loop' }]);
        await comeBack(page);
        // Every row once.
        await expect(rows(main)).toHaveText(expected());
        await page.goForward();
      });
    }

    const paging = view.paging;
    if (paging) {
      await test.step('the next page answers 404; a page links to itself', async () => {
        await setRules(page, [ruleFor(paging.target, NEXT_404, 1)]);
        if (paging.url === view.url) await comeBack(page);
        else await page.goto(paging.url);
        await expect(paging.rows(main)).toHaveText(paging.page(0));
        await main.getByRole('button', { name: 'Next page' }).click();
        // Page 1 stays, marked stale, and says page 2 could not be loaded.
        const notice = staleNotice(main);
        await expect(notice).toContainText('Could not load page 2: Not found.');
        await expect(notice).toContainText('Status: HTTP 404 Not Found');
        await expect(notice).toContainText(CORRELATION);
        await expect(paging.rows(main)).toHaveText(paging.page(0));
        // The dead link stays dead while its rule is in force.
        await setRules(page, [{ ...paging.target, kind: 'next-loop', count: 1 }]);
        await notice.getByRole('button', { name: 'Try again' }).click();
        await expect(paging.rows(main)).toHaveText(paging.page(paging.size));
        await expect(notice).toHaveCount(0);
        // Page 2 links to itself: the next page is still page 3.
        await main.getByRole('button', { name: 'Next page' }).click();
        await expect(paging.rows(main)).toHaveText(paging.page(2 * paging.size));
      });
    }
  });
}
