/**
 * The morning review of an operations desk (issue 25): the first screen is the list, the open elections in
 * cut-off order, keyboard-only review.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SIM_ORIGIN, configureDemo, connectToSim, expect, expectAccessible, pinClocks, pinClocksMovable, test } from './support/fixtures';
import { askRows, gatewayEvents } from './support/service';
import { demoJwt } from '../src/sim/core/users';
import { parseCsv } from '../src/test/csv';

interface ServiceEvent {
  EventId?: string;
  Holdings?: {
    AccountId?: string;
    AccountDisplayName?: string;
    Amount?: number;
    Options?: { OptionId?: string; ElectedAmount?: number; Instruction?: { Status?: string } }[];
  }[];
  EventState?: string;
  CorporateActionType?: string;
  ElectionStatus?: string;
  Effective?: { Date?: string };
  Options?: {
    OptionId?: string;
    IsDefault?: boolean;
    NetRate?: number;
    GrossRate?: number;
    Deadline?: { Date?: string };
    Payment?: { Date?: string };
    CashMovements?: { Currency?: string; NetDividend?: number; GrossDividend?: number; Amount?: number; PriceType?: string }[];
  }[];
}

/** Every event of a list, straight from the simulator over HTTP. */
const serviceEvents = async (page: Page, query: Record<string, string>) => (await gatewayEvents<ServiceEvent>(page.request, query)).events;

type ServiceOption = NonNullable<ServiceEvent['Options']>[number];
type ServiceHolding = NonNullable<ServiceEvent['Holdings']>[number];

/** An option's cash rate and currency as the app reads it: a coupon's percentage as a hundredth per unit. */
function rateOf(option: ServiceOption | undefined): { currency: string; rate: number } | undefined {
  const currency = option?.CashMovements?.find((movement) => movement.Currency)?.Currency;
  const percent = option?.CashMovements?.find((item) => item.PriceType === 'Percentage' && typeof item.Amount === 'number');
  const movement = option?.CashMovements?.find((item) => typeof item.NetDividend === 'number' || typeof item.GrossDividend === 'number');
  const rate = percent ? (percent.Amount as number) / 100 : (option?.NetRate ?? movement?.NetDividend ?? option?.GrossRate ?? movement?.GrossDividend);
  return currency && typeof rate === 'number' ? { currency, rate } : undefined;
}

/**
 * A holding's cash per currency, the app's rule written out: without elections the whole holding at the event's rate;
 * with elected amounts on options (not rejected), each at its option's rate up to the holding, the rest at the default
 * option's. A currency whose parts pay nothing is there with 0 (the event's, for a part that pays no cash).
 */
function holdingCash(event: ServiceEvent, holding: ServiceHolding, eventRate: { currency: string; rate: number }): Map<string, number> {
  const held = holding.Amount ?? 0;
  const cash = new Map<string, number>();
  const add = (units: number, rate: { currency: string; rate: number } | undefined) =>
    cash.set(rate?.currency ?? eventRate.currency, (cash.get(rate?.currency ?? eventRate.currency) ?? 0) + units * (rate?.rate ?? 0));
  const elections = (holding.Options ?? []).filter((item) => item.OptionId && (item.ElectedAmount ?? 0) > 0 && item.Instruction?.Status !== 'Rejected');
  if (elections.length === 0) return add(held, eventRate);
  let left = held;
  for (const item of elections) {
    const units = Math.min(item.ElectedAmount ?? 0, left);
    left -= units;
    if (units > 0) add(units, rateOf(event.Options?.find((option) => option.OptionId === item.OptionId)));
  }
  const preferred = event.Options?.find((option) => option.IsDefault);
  if (left > 0) add(left, preferred ? rateOf(preferred) : eventRate);
  return cash;
}

/** The broker's documented event by id, as the project keeps it for tests. */
const sample: unknown = JSON.parse(readFileSync(new URL('../src/features/corporate-actions/event/__fixtures__/ca-event-by-id.json', import.meta.url), 'utf8'));

const eventsTable = (page: Page) => page.getByRole('table', { name: 'Corporate action events' });
const openElections = (page: Page) => page.getByRole('table', { name: 'Open elections' });

/** Body rows wholly inside the window. */
async function rowsInView(page: Page, table: string): Promise<number> {
  return page.evaluate((name) => {
    const element = document.querySelector(`table[aria-label="${name}"]`);
    if (!element) return 0;
    return [...element.querySelectorAll('tbody tr')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    }).length;
  }, table);
}

async function noSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/**
 * The layouts' day. The simulator's events follow its clock: 1 January is the fullest first screen found (longer names
 * among the soonest open elections, two-digit counts in the strip), so a layout that fits it fits the ordinary days.
 */
const LAYOUT_DAY = '2027-01-01T09:00:00Z';

test.describe('the morning review', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the first screen is the list: ten rows and more at 1440×900, every column whole; a card per event at 390 px', async ({ page }) => {
    await pinClocks(page, LAYOUT_DAY);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/corporate-actions');
    await expect(eventsTable(page).getByRole('row').nth(20)).toBeVisible();
    await expect.poll(() => rowsInView(page, 'Corporate action events')).toBeGreaterThanOrEqual(10);
    // The default columns fit: the table is no wider than its box (nothing clipped or scrolled sideways).
    const fits = await eventsTable(page).evaluate((table) => {
      const box = table.parentElement as HTMLElement;
      return {
        table: table.scrollWidth,
        box: box.clientWidth,
        // Cut short only where the whole text is a hover away: the instrument (its title), the type (its explanation).
        cells: [...table.querySelectorAll('th, td:not([title]):not([data-col="type"])')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
        types: [...table.querySelectorAll('td[data-col="type"]')].filter((cell) => !cell.querySelector('[data-tip]')).length,
        // The commonest type, though, whole.
        dividends: [...table.querySelectorAll('td[data-col="type"]')].filter((cell) => cell.textContent === 'Cash Dividend' && cell.scrollWidth > cell.clientWidth).length,
      };
    });
    expect(fits.table).toBeLessThanOrEqual(fits.box);
    expect(fits.cells).toEqual([]);
    expect(fits.types).toBe(0);
    expect(fits.dividends).toBe(0);
    // The list is part of the page: the page scrolls (no box of its own), and the header sticks under the app's header.
    const header = eventsTable(page).locator('thead');
    const appHeader = await page.getByRole('banner').boundingBox();
    await page.evaluate(() => window.scrollBy(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe((appHeader?.y ?? 0) + (appHeader?.height ?? 0));
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    // Narrower, where the default columns no longer fit: the list scrolls in its own box, sideways too, its header on top.
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect.poll(() => eventsTable(page).evaluate((table) => getComputedStyle(table.parentElement as HTMLElement).overflowX)).toBe('auto');
    const top = (await header.boundingBox())?.y;
    await eventsTable(page).evaluate((table) => ((table.parentElement as HTMLElement).scrollTop = 600));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(top);
    await noSidewaysScroll(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Action needed too: one line a row where the text allows, ten rows and more on the first screen.
    await page.goto('/corporate-actions?action=open');
    await expect(openElections(page).getByRole('row').nth(12)).toBeVisible();
    await expect.poll(() => rowsInView(page, 'Open elections')).toBeGreaterThanOrEqual(10);
    // A longer name ends in an ellipsis, whole in its cell's title; only a row's accounts still to instruct stack.
    const lines = await openElections(page).evaluate((table) => {
      const oneAccount = [...table.querySelectorAll('tbody tr')].filter((row) => row.querySelectorAll('li').length < 2);
      return {
        heights: oneAccount.map((row) => row.getBoundingClientRect().height),
        clipped: [...table.querySelectorAll('td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1 && !cell.title).map((cell) => cell.textContent),
      };
    });
    expect(Math.max(...lines.heights) - Math.min(...lines.heights), 'rows of one line').toBeLessThan(4);
    expect(lines.clipped).toEqual([]);
    await page.goto('/corporate-actions');
    await expect(eventsTable(page).getByRole('row').nth(20)).toBeVisible();

    // Filters beyond keywords and mandatory/voluntary wait in a drawer, which passes axe open.
    await page.getByRole('button', { name: 'More filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('combobox', { name: 'Event types' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    // Each event is a card within the screen, its cells named.
    const cards = await eventsTable(page).evaluate((table) =>
      [...table.querySelectorAll('tbody tr')].slice(0, 20).map((row) => {
        const box = row.getBoundingClientRect();
        return { left: box.left, right: box.right, label: getComputedStyle(row.querySelector('td[data-col="type"]') as Element, '::before').content };
      }),
    );
    expect(cards.length).toBe(20);
    for (const card of cards) {
      expect(card.left).toBeGreaterThanOrEqual(0);
      expect(card.right).toBeLessThanOrEqual(390);
      expect(card.label).toBe('"Type"');
    }
    await expectAccessible(page);
    // Action needed at 390 px: cards too, the page no wider than the phone.
    await page.goto('/corporate-actions?action=open');
    await expect(openElections(page).getByRole('row').nth(5)).toBeVisible();
    await noSidewaysScroll(page);
  });

  test('a phone’s first screen (390×844) shows event cards: filters in one line, whose events, views, exports and the id box folded away', async ({ page }) => {
    await pinClocks(page, LAYOUT_DAY);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/corporate-actions');
    const firstCard = eventsTable(page).locator('tbody tr').first();
    await expect(firstCard).toBeVisible();
    // The whole first card within the screen, without scrolling.
    await expect
      .poll(async () => {
        const box = await firstCard.boundingBox();
        return box && box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390 ? 'within' : JSON.stringify(box);
      })
      .toBe('within');
    await expect(firstCard).toBeInViewport({ ratio: 1 });
    await noSidewaysScroll(page);
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);

    // Mandatory or voluntary waits in the filter drawer.
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByText('Voluntary', { exact: true }).click();
    await expect(page).toHaveURL(/kind=Voluntary/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The rest unfolds on demand, and still fits.
    const more = page.getByRole('button', { name: /^Show whose events, views, exports and find by id$/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(page.getByRole('button', { name: /^Hide whose events/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Client' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Export CSV/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Find by event id' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('the inbox opens on Action needed while an election needs action, then on the user’s last choice', async ({ browser, baseURL }) => {
    // A context of its own: no choice made yet (the tests' usual context has chosen the lists).
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/corporate-actions');
    await expect(page).toHaveURL(/action=open/);
    await expect(page.getByRole('tab', { name: /^Action needed/ })).toHaveAttribute('aria-selected', 'true');
    await expect(openElections(page).locator('tbody tr').first()).toBeVisible();
    // The user picks the list of all events.
    await page.getByRole('tab', { name: /^All/ }).click();
    await expect(page).not.toHaveURL(/action=/);
    await expect(eventsTable(page)).toBeVisible();
    // The choice is kept: the sidebar's link opens the list now.
    await page.goto('/settings');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Corporate actions' }).click();
    await expect(eventsTable(page)).toBeVisible();
    await expect(page).not.toHaveURL(/action=/);
    // And Action needed again, once chosen, also for another client.
    await page.getByRole('tab', { name: /^Action needed/ }).click();
    await expect(page).toHaveURL(/action=open/);
    const client = 'Au7NmA5kQw3rTz9xVb1cLd==';
    await page.goto(`/corporate-actions?client=${encodeURIComponent(client)}`);
    await expect(page).toHaveURL(/action=open/);
    expect(new URL(page.url()).searchParams.get('client')).toBe(client);
    await expect(openElections(page).locator('tbody tr').first()).toBeVisible();
    // An address that names a view opens that view, whatever the choice.
    await page.goto('/corporate-actions?status=Past');
    await expect(page.getByRole('tab', { name: /^Past/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/action=/);
    await context.close();
  });

  test('action needed: open elections only, soonest cut-off first, in the user’s zone and UTC; "due this week" is that list', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/corporate-actions');
    await page.getByRole('tab', { name: /Action needed/ }).click();
    await expect(page).toHaveURL(/action=open/);
    const table = openElections(page);
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    const cutOffs = await table.locator('tbody tr time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    const ids = await rows.evaluateAll((list) => list.map((row) => (row as HTMLElement).dataset.eventId ?? ''));
    expect(ids.length).toBeGreaterThan(3);
    expect(cutOffs.length).toBe(ids.length);
    // Soonest first, none passed.
    const times = cutOffs.map((value) => Date.parse(value));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(Date.now() - 60_000);

    // The same rule applied to the service's whole list: voluntary, not (fully) elected, not withdrawn, a cut-off ahead.
    const all = await serviceEvents(page, { IncludeLapsedEvents: 'true' });
    const now = Date.now();
    const expected = all
      .filter(
        (event) => event.CorporateActionType === 'Voluntary' && event.ElectionStatus !== 'Elected' && !['Withdrawn', 'Cancelled', 'Complete'].includes(event.EventState ?? ''),
      )
      .map((event) => ({ id: event.EventId ?? '', next: Math.min(...(event.Options ?? []).map((option) => cutOffTime(option.Deadline?.Date)).filter((time) => time > now)) }))
      .filter((entry) => Number.isFinite(entry.next))
      .sort((a, b) => a.next - b.next || a.id.localeCompare(b.id));
    expect(ids).toEqual(expected.map((entry) => entry.id));
    expect(all.some((event) => event.EventState === 'Withdrawn' && event.CorporateActionType === 'Voluntary')).toBe(true);

    // Each row: business days left, the option applied without instruction, what is left to instruct.
    const first = rows.first();
    await expect(first.getByText(/(today|\d+ business days?) left/)).toBeVisible();
    await expect(first.getByRole('cell').nth(4)).not.toBeEmpty();
    await expect(first.getByRole('cell').nth(5)).toContainText(/\d/);

    // "Due this week" narrows this list to the cut-offs within the week.
    const weekEnd = (Math.floor(now / 86_400_000) + 7) * 86_400_000;
    await page.getByText('Due this week', { exact: true }).click();
    await expect(page).toHaveURL(/action=week/);
    await expect(page.getByRole('radio', { name: 'Due this week' })).toBeChecked();
    await expect(openElections(page).locator('tbody tr')).toHaveCount(expected.filter((entry) => entry.next < weekEnd).length);
    await expectAccessible(page);
  });

  test('the institutional client’s long lists draw their first rows at once and the rest on request: open elections, payment forecast', async ({ page }) => {
    const client = encodeURIComponent('Au7NmA5kQw3rTz9xVb1cLd==');
    await page.goto(`/corporate-actions?client=${client}&action=open`);
    const rows = openElections(page).locator('tbody tr');
    await expect(rows).toHaveCount(100);
    const more = page.getByRole('button', { name: /^Show all ([\d,]+) open elections \(the 100 soonest shown\)$/ });
    const total = Number(/Show all ([\d,]+)/.exec((await more.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(100);
    await expect(page.getByText(new RegExp(`^${total.toLocaleString('en-US')} open elections, soonest cut-off first`))).toBeVisible();
    await more.click();
    await expect(rows).toHaveCount(total);
    await expect(more).toHaveCount(0);

    await page.goto(`/corporate-actions?client=${client}&view=forecast`);
    const forecastRows = page.getByRole('table', { name: 'Payment forecast' }).locator('tbody tr');
    await expect(forecastRows).toHaveCount(120);
    await expect(page.getByRole('figure', { name: /By pay date/ }).getByRole('listitem')).toHaveCount(120);
    const all = page.getByRole('button', { name: /^Show all ([\d,]+) rows/ });
    const count = Number(/Show all ([\d,]+)/.exec((await all.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(count).toBeGreaterThan(120);
    // Checked before every row is drawn: the rows are alike, and axe over thousands of them costs half a minute.
    await expectAccessible(page);
    await all.click();
    await expect(forecastRows).toHaveCount(count);
  });

  test('business days to a cut-off skip the market holidays of the instrument’s trading schedule (Christmas, on the simulator)', async ({ page }) => {
    // Monday 21 December 2026, for the simulator and the page: the general meeting's proxy cut-off falls after Christmas.
    const now = new Date('2026-12-21T09:00:00Z');
    await configureDemo(page, { simNow: now.toISOString() });
    await page.clock.setFixedTime(now);
    await page.goto('/corporate-actions/9501102');
    const summary = page.getByLabel('Action summary');
    await expect(summary).toContainText(/market holidays? [\d-]+(, [\d-]+)* skipped/);
    const text = (await summary.textContent()) ?? '';
    const cutOff = /cut-off \w{3} (\d{2} \w{3} \d{4}) /.exec(text)?.[1] ?? '';
    const days = Number(/, (\d+) business days?/.exec(text)?.[1]);
    const holidays = (/market holidays? ([\d-, ]+) skipped/.exec(text)?.[1] ?? '').split(', ');
    // The count is the weekdays after today up to the cut-off's day, less the holidays named.
    let weekdays = 0;
    for (let day = new Date('2026-12-22T00:00:00Z'); day <= new Date(`${cutOff} UTC`); day = new Date(day.getTime() + 86_400_000)) if (day.getUTCDay() % 6 !== 0) weekdays += 1;
    expect(holidays.length).toBeGreaterThan(0);
    expect(holidays.every((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()))).toBe(true);
    expect(days).toBe(weekdays - holidays.length);
    await expect(page.getByText(`Due in ${days} business day`)).toBeVisible();
  });

  test('the list, Action needed and the CSV count business days without the market holidays of each instrument', async ({ page }) => {
    // Monday 21 December 2026: Christmas falls inside the next week.
    const now = new Date('2026-12-21T09:00:00Z');
    await configureDemo(page, { simNow: now.toISOString() });
    await page.clock.setFixedTime(now);
    await page.goto('/corporate-actions?action=open');
    const rows = openElections(page).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText(/^Business days skip weekends and the market holidays of each instrument’s trading schedule, known to 2026-12-2\d/)).toBeVisible();

    // Weekdays after today up to each cut-off's day, against the business days shown.
    const weekdaysTo = (iso: string) => {
      let count = 0;
      for (let day = Date.UTC(2026, 11, 22); day <= Date.parse(`${iso.slice(0, 10)}T00:00:00Z`); day += 86_400_000) if (new Date(day).getUTCDay() % 6 !== 0) count += 1;
      return count;
    };
    const shown = await rows.evaluateAll((list) =>
      list.map((row) => ({
        id: (row as HTMLElement).dataset.eventId ?? '',
        cutOff: row.querySelector('time')?.getAttribute('datetime') ?? '',
        days: Number(/(\d+) business days? left/.exec(row.textContent ?? '')?.[1] ?? 'NaN'),
      })),
    );
    const withinWeek = shown.filter((row) => Date.parse(row.cutOff) < Date.UTC(2026, 11, 29) && Number.isFinite(row.days));
    // Some counts lose a market holiday (not every market closes on the same days), none loses more than the two days.
    const lower = withinWeek.filter((row) => row.days < weekdaysTo(row.cutOff));
    expect(lower.length).toBeGreaterThan(0);
    expect(withinWeek.every((row) => row.days >= weekdaysTo(row.cutOff) - 2)).toBe(true);

    // The event page, which asks for its instrument's own schedule, counts the same.
    const pick = lower[0] as (typeof lower)[number];
    await page.goto(`/corporate-actions/${pick.id}`);
    await expect(page.getByLabel('Action summary')).toContainText(new RegExp(`, ${pick.days} business days? \\(market holidays? `));

    // The table's mark and the CSV of the whole list give the same count.
    await page.goto('/corporate-actions?top=500');
    const row = eventsTable(page).locator(`tbody tr[data-event-id="${pick.id}"]`);
    await expect(row.getByText(`Due in ${pick.days} business day`, { exact: false })).toBeAttached();
    await expect(eventsTable(page).getByRole('columnheader', { name: 'Election' })).toHaveAttribute('title', /market holidays/);
    const total = Number(((await page.getByRole('button', { name: /^Export CSV \(/ }).textContent()) ?? '').replace(/\D/g, ''));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export CSV (${total})` }).click();
    const csv = parseCsv(await readFile(await (await download).path(), 'utf8'));
    const column = csv[0]?.indexOf('Business days to cut-off') as number;
    const csvDays = new Map(csv.slice(1).map((line) => [line[0], line[column]]));
    expect(csvDays.get(pick.id)).toBe(String(pick.days));
    for (const entry of lower) if (csvDays.has(entry.id)) expect(csvDays.get(entry.id)).toBe(String(entry.days));
  });

  test('the user’s zone: cut-offs in Copenhagen time with UTC beside', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Europe/Copenhagen', baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/corporate-actions?action=open');
    const cell = openElections(page).locator('tbody tr').first().getByRole('cell').first();
    await expect(cell).toContainText('UTC');
    const iso = (await cell.locator('time').getAttribute('datetime')) ?? '';
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
    const utc = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
    await expect(cell.locator('time')).toContainText(local);
    await expect(cell).toContainText(`${utc} UTC`);
    await expect(page.getByText('times in Europe/Copenhagen, and UTC')).toBeVisible();
    await context.close();
  });

  test('a lapsed, unelected event is marked "deadline passed" in the list and on its page', async ({ page }) => {
    const all = await serviceEvents(page, { IncludeLapsedEvents: 'true', CorporateActionTypes: 'Voluntary', ElectionStatuses: 'NotElected' });
    const now = Date.now();
    const lapsed = all.find(
      (event) =>
        !['Withdrawn', 'Cancelled'].includes(event.EventState ?? '') &&
        (event.Options ?? []).length > 0 &&
        (event.Options ?? []).every((option) => cutOffTime(option.Deadline?.Date) <= now),
    );
    expect(lapsed).toBeDefined();
    const id = lapsed?.EventId as string;
    await page.goto(`/corporate-actions?lapsed=true&kind=Voluntary&q=&elections=NotElected&top=500`);
    const row = eventsTable(page).locator(`tbody tr[data-event-id="${id}"]`);
    await expect(row.getByText('Deadline passed')).toBeVisible();
    await row.getByRole('link', { name: new RegExp(`^Event ${id}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Deadline passed').first()).toBeVisible();
  });

  test('keyboard-only review: skip link, arrow keys between rows, focus back on the row after Back, Enter picks a single match', async ({ page }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page).getByRole('row').nth(5)).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to the list' });
    // The skip link is the first stop of the Tab order, before the header's controls, and shows once focused.
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    const links = eventsTable(page).locator('a[data-row-link]');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(1)).toBeFocused();
    const id = (await links.nth(1).textContent())?.trim() ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/corporate-actions/${id}`));
    await page.goBack();
    await expect(eventsTable(page).locator(`tbody tr[data-event-id="${id}"] a[data-row-link]`)).toBeFocused();

    // Enter on a single filtered match picks it.
    await page.getByRole('button', { name: 'More filters' }).click();
    const types = page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'Event types' });
    await types.click();
    await types.pressSequentially('DVCA');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/types=DVCA/);
    // A pick leaves its list open over the fields below it: a click on the drawer's title closes it.
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('heading', { name: 'Filters' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    const states = page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'Event states' });
    await states.click();
    await states.pressSequentially('withd');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/states=Withdrawn/);
  });

  test('the event page fed the broker’s documented event: action summary, options first, every term, payout breakdown, the holding partly elected', async ({ page }) => {
    const token = demoJwt('demo', new Date(Date.now() + 3 * 3_600_000));
    const gateway = await connectToSim(page, token);
    await gateway.getByLabel('Access token').press('Enter');
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    // The gateway answers the sample for its id.
    await page.route(`${SIM_ORIGIN}/openapi/ca/v2/events/9652429*`, (route) =>
      route.fulfill({ status: 200, json: sample, headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin } }),
    );
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Corporate actions' }).click();
    await page.getByRole('textbox', { name: 'Find by event id' }).fill('9652429');
    await page.getByRole('button', { name: 'Open event' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cash Dividend: Chargeurs SA');

    // The action summary in the header, then the options before the facts.
    await expect(page.getByLabel('Action summary')).toHaveText(
      '1 of 1 account still to instruct · default: Securities option (option 2) · deadline passed (Tue 23 Feb 2021 08:30 UTC)',
    );
    const options = page.getByRole('heading', { name: 'Options', level: 2 });
    const terms = page.getByRole('heading', { name: 'Terms', level: 2 });
    expect((await options.boundingBox())?.y ?? Infinity).toBeLessThan((await terms.boundingBox())?.y ?? 0);

    // Terms of the event.
    const termsSection = page.getByRole('region', { name: 'Terms' });
    const expectedTerms: [string, string][] = [
      ['Strike price', 'EUR 25'],
      ['Quantity sought', '4 to 1,000'],
      ['Bid interval', 'EUR 1'],
      ['Days accrued', '23'],
    ];
    for (const [label, value] of expectedTerms) {
      await expect(termsSection.getByText(label, { exact: true }).locator('..')).toContainText(value);
    }
    // The cash option: its payout breakdown and indicator.
    const cash = page.getByRole('article', { name: 'Option 1: Cash' });
    const payout = cash.getByRole('table', { name: 'Payout breakdown of option 1' });
    await expect(payout.getByRole('row', { name: /Interest/ })).toContainText('USD');
    await expect(payout.getByRole('row', { name: /Interest/ })).toContainText('5.9623');
    await expect(payout.getByRole('row', { name: /Long term capital gain/ })).toContainText('6');
    await expect(cash.getByText('Divisible')).toBeVisible();
    await expect(cash.getByText('Minimum price', { exact: true }).locator('..')).toContainText('EUR 5');
    const securities = page.getByRole('article', { name: 'Option 2: Securities option' });
    await expect(securities.getByText('Default', { exact: true })).toBeVisible();
    await expect(securities.getByText('Country of Domicile')).toBeVisible();
    await expect(securities.getByRole('table', { name: 'Other fields of option 2' })).toContainText('AUD');
    // The event's indicators, and what no place shows, under other fields.
    await expect(page.getByText('No Split Election')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Other fields of the event' }).getByRole('row', { name: /Record › Status/ })).toContainText('Ongoing');

    // The holding has no ElectionStatus: 20 of 100 elected reads partly elected.
    const holdings = page.getByRole('table', { name: 'Holdings per account' });
    const row = holdings.getByRole('row', { name: /123INET/ });
    await expect(row).toContainText('Partial elected');
    // The status whole, not cut short by a narrow column.
    await expect.poll(() => row.getByText('Partial elected').evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(0);
    await expect(row).not.toContainText('No election');
    await expect(row).toContainText('USD 2583.62');
    await expectAccessible(page);

    // In the order of an MT564 notification, not a SWIFT message: every date and every figure of the payload (its
    // holdings aside, which are per account), as SWIFT writes them.
    const message = page.getByRole('region', { name: 'In the order of an MT564 notification' });
    await expect(message).toContainText('Not a SWIFT message');
    await message.getByRole('button', { name: 'Show' }).click();
    const layout = message.getByLabel('MT564 layout');
    await expect(layout).toContainText(':22F::CAEV//DVCA');
    const text = (await layout.textContent()) ?? '';
    const swift = (value: unknown): string | undefined => {
      if (typeof value === 'number') return `${String(Math.abs(value)).split('.')[0]},${String(value).split('.')[1] ?? ''}`;
      const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(value) : null;
      return match ? match.slice(1).filter(Boolean).join('') : undefined;
    };
    const figures: string[] = [];
    const walk = (value: unknown, key: string): void => {
      if (key === 'Holdings') return;
      if (value && typeof value === 'object') return Object.entries(value).forEach(([name, item]) => walk(item, name));
      const written = swift(value);
      if (written) figures.push(written);
    };
    walk(sample, '');
    expect(figures.length).toBeGreaterThan(15);
    for (const figure of figures) expect(text).toContain(figure);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await message.getByRole('button', { name: 'Copy the layout as text' }).click();
    await expect(message.getByRole('button', { name: 'Copy the layout as text: copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expectAccessible(page);
  });

  test('what pays: the rate in the list, each holding’s estimate on the event page, the forecast by pay date and currency', async ({ page }) => {
    const all = await serviceEvents(page, {});
    // The app's rule, written out: the default option's rate (net, else gross) and currency, else the first option
    // that has both (rateOf); the pay date of the default option, else the first dated payment, else the effective date.
    const paying = all
      .map((event) => {
        const list = event.Options ?? [];
        const preferred = list.find((item) => item.IsDefault);
        const found = (preferred && rateOf(preferred)) ?? list.map(rateOf).find(Boolean);
        const pay = (preferred?.Payment?.Date ? preferred : list.find((item) => item.Payment?.Date))?.Payment?.Date ?? event.Effective?.Date;
        return { event, option: preferred, currency: found?.currency, rate: found?.rate, pay };
      })
      // A withdrawn or cancelled event pays nothing.
      .filter((entry) => entry.currency && typeof entry.rate === 'number' && entry.pay && !['Withdrawn', 'Cancelled'].includes(entry.event.EventState ?? ''));
    expect(paying.length).toBeGreaterThan(5);

    // The rate and currency in the table.
    const sample = paying.find((entry) => entry.option?.NetRate !== undefined);
    await page.goto(`/corporate-actions?q=&top=500`);
    const row = eventsTable(page).locator(`tbody tr[data-event-id="${sample?.event.EventId}"]`);
    await expect(row.locator('td[data-col="rate"]')).toHaveText(`${sample?.currency} ${sample?.rate?.toLocaleString('en-US', { maximumFractionDigits: 8 })}`);

    // The estimate per holding: amount × net rate, labelled (a holding without elections: holdingCash has the others).
    await row.getByRole('link', { name: new RegExp(`^Event ${sample?.event.EventId}`) }).click();
    const holding = sample?.event.Holdings?.find((item) => !(item.Options ?? []).some((option) => (option.ElectedAmount ?? 0) > 0));
    const expected = Math.round((holding?.Amount ?? 0) * (sample?.rate ?? 0) * 100) / 100;
    const holdings = page.getByRole('table', { name: 'Holdings per account' });
    await expect(holdings.getByRole('row', { name: new RegExp(holding?.AccountId ?? '') })).toContainText(
      `${sample?.currency} ${expected.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    await expect(page.getByText(/Estimate before tax and fees/)).toBeVisible();
    // How sure the payment is, from the event's state (a paid one by its date).
    const state = sample?.event.EventState;
    const samplePay = sample?.pay?.slice(0, 10) ?? '';
    const sure = samplePay < new Date().toISOString().slice(0, 10) ? 'paid' : state === 'Preliminary' ? 'indicative' : 'declared';
    await expect(page.getByText(`Payment: ${sure}`)).toBeVisible();
    await expectAccessible(page);

    // The forecast of the whole list, by pay date and currency.
    await page.goto('/corporate-actions?view=forecast');
    const forecastTable = page.getByRole('table', { name: 'Payment forecast' });
    await expect(forecastTable).toBeVisible();
    const sums = new Map<string, number>();
    for (const entry of paying) {
      const held = (entry.event.Holdings ?? []).filter((item) => (item.Amount ?? 0) > 0);
      for (const item of held) {
        for (const [currency, amount] of holdingCash(entry.event, item, { currency: entry.currency ?? '', rate: entry.rate ?? 0 })) {
          const key = `${entry.pay?.slice(0, 10)} ${currency}`;
          sums.set(key, (sums.get(key) ?? 0) + amount);
        }
      }
    }
    // The first 120 rows (ForecastView's FIRST_ROWS) show at once, the rest on request.
    if (sums.size > 120) await page.getByRole('button', { name: /^Show all [\d,]+ rows/ }).click();
    await expect(forecastTable.locator('tbody tr')).toHaveCount(sums.size);
    const shown = await forecastTable.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    expect(shown.length).toBe(sums.size);
    const [firstKey, firstSum] = [...sums].sort(([a], [b]) => (a < b ? -1 : 1))[0] ?? ['', 0];
    const [day, currency] = firstKey.split(' ');
    const first = shown[0] ?? [];
    expect(first[1]).toBe(currency);
    expect(Number((first[2] ?? '').replace(/^[A-Z]{3} /, '').replace(/,/g, ''))).toBeCloseTo(firstSum, 1);
    expect(new Date(`${day}T00:00:00Z`).getUTCDate()).toBe(Number((first[0] ?? '').slice(0, 2)));
    await expect(page.getByRole('figure', { name: /By pay date/ }).getByRole('listitem')).toHaveCount(sums.size);
    await expectAccessible(page);
  });

  test('the forecast expects from today on whatever the tab, calls the rest paid, and has its own CSV with totals per account', async ({ page }) => {
    // On the Upcoming tab: events already active but paying from today on are still expected.
    await page.goto('/corporate-actions?status=Upcoming&view=forecast');
    const forecastTable = page.getByRole('table', { name: 'Payment forecast' });
    await expect(forecastTable).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /^Expected from today:/ });
    await expect(status).toContainText('Paid before today:');
    const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the forecast (CSV)' }).click();
    const csv = parseCsv(await readFile(await (await download).path(), 'utf8'));
    const header = csv[0] as string[];
    expect(header).toEqual([
      'Pay date',
      'Status',
      'How sure',
      'Event id',
      'Instrument',
      'Account',
      'Held',
      'Option',
      'Units estimated',
      'Rate',
      'Rate basis',
      'Rate unit',
      'Currency',
      'Estimated amount',
      'Implied withholding (%, derived)',
      'Change from previous (%)',
      'Previous pay date',
      'How estimated',
    ]);
    const lines = csv.slice(1).filter((row) => row.length === header.length);
    expect(lines.length).toBeGreaterThan(0);
    const expected = new Map<string, number>();
    const rows = new Map<string, number>();
    for (const [day, state, sure, , , , , , , , , , currency, amount, withholding, , previousDay] of lines) {
      // Paid is a pay date before today, whatever the event's status; expected from today on, declared or indicative.
      expect(state, `${day}`).toBe((day as string) < today ? 'paid' : 'expected');
      expect(sure, `${day}`).toBe(state === 'paid' ? 'paid' : sure === 'indicative' ? 'indicative' : 'declared');
      // A number of per cent, as the screen says it (15, not 0.15 nor 15.0%).
      if (withholding) expect(withholding).toMatch(/^\d{1,3}(\.\d{1,2})?$/);
      if (previousDay) expect((previousDay as string) < (day as string)).toBe(true);
      if (state === 'expected') {
        expected.set(currency as string, (expected.get(currency as string) ?? 0) + Number(amount));
        rows.set(currency as string, (rows.get(currency as string) ?? 0) + 1);
      }
    }
    // The status line's expected totals are the CSV's.
    const said = /^Expected from today: (.*?) · Paid/.exec((await status.textContent()) ?? '')?.[1] ?? '';
    for (const [currency, amount] of expected) {
      const shown = new RegExp(`${currency} ([\\d,.]+)`).exec(said)?.[1];
      // The CSV rounds each amount to the cent, the status line only the total: up to half a cent apart a row.
      expect(Math.abs(Number(shown?.replace(/,/g, '')) - amount), currency).toBeLessThanOrEqual(0.005 * ((rows.get(currency) ?? 0) + 1));
    }
    await expect(page.getByRole('table', { name: 'Expected per account' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByLabel('Totals by how sure each payment is')).toContainText(/Declared: [A-Z]{3} /);
    // Some lines of the demo list carry a derived withholding (a net and a gross rate).
    expect(lines.some((row) => Number(row[14]) > 0)).toBe(true);
    await expectAccessible(page);
  });

  test('a holding that elected: its estimate follows the election and says how, on the event page and in the forecast’s CSV', async ({ page }) => {
    // The family office on the layouts' day: holdings elected wholly to a cash option in another currency than the
    // default's (a currency election), and to an option that pays no cash (new shares).
    const client = 'Hb3V|kR9tZx1nQw5pS7cLmE==';
    await pinClocks(page, LAYOUT_DAY);
    const events = askRows<ServiceEvent>(`/openapi/ca/v2/events?ClientKey=${encodeURIComponent(client)}&$top=1000`, 'demo', LAYOUT_DAY);
    const electedTo = (event: ServiceEvent, pays: boolean) =>
      (event.Holdings ?? []).find((holding) => {
        const [only, ...more] = (holding.Options ?? []).filter((item) => (item.ElectedAmount ?? 0) > 0 && item.Instruction?.Status !== 'Rejected');
        const option = event.Options?.find((item) => item.OptionId === only?.OptionId);
        const preferred = rateOf(event.Options?.find((item) => item.IsDefault));
        const rate = rateOf(option);
        return (
          only && more.length === 0 && only.ElectedAmount === holding.Amount && !option?.IsDefault && preferred && (pays ? rate && rate.currency !== preferred.currency : !rate)
        );
      });
    // Paying on a known day (the default option's, else the first dated payment, else the effective date), so in the forecast.
    const pays = (event: ServiceEvent) =>
      Boolean(event.Options?.find((item) => item.IsDefault)?.Payment?.Date ?? event.Options?.find((item) => item.Payment?.Date) ?? event.Effective?.Date);
    const open = events.filter((event) => !['Withdrawn', 'Cancelled'].includes(event.EventState ?? '') && pays(event));
    const currency = open.find((event) => electedTo(event, true));
    const shares = open.find((event) => electedTo(event, false));
    expect(currency, 'an event with a holding elected to a cash option in another currency').toBeDefined();
    expect(shares, 'an event with a holding elected to an option that pays no cash').toBeDefined();
    const holding = electedTo(currency!, true)!;
    const optionId = holding.Options?.find((item) => (item.ElectedAmount ?? 0) > 0)?.OptionId ?? '';
    const rate = rateOf(currency!.Options?.find((item) => item.OptionId === optionId))!;
    const amount = Math.round((holding.Amount ?? 0) * rate.rate * 100) / 100;
    const money = `${rate.currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    await page.goto(`/corporate-actions/${currency!.EventId}?client=${encodeURIComponent(client)}`);
    const holdings = page.getByRole('table', { name: 'Holdings per account' });
    const row = holdings.getByRole('row', { name: new RegExp(holding.AccountId ?? '') });
    await expect(row).toContainText(money);
    await expect(row).toContainText(`By election: ${(holding.Amount ?? 0).toLocaleString('en-US')} to option ${optionId}: ${rate.currency} `);
    await expectAccessible(page);

    const elsewhere = electedTo(shares!, false)!;
    await page.goto(`/corporate-actions/${shares!.EventId}?client=${encodeURIComponent(client)}`);
    const sharesRow = page.getByRole('table', { name: 'Holdings per account' }).getByRole('row', { name: new RegExp(elsewhere.AccountId ?? '') });
    await expect(sharesRow).toContainText('No cash');
    await expect(sharesRow).toContainText(/By election: [\d,]+ to option \S+: pays no cash/);

    // The forecast says how many holdings it estimates by their elections, and its CSV has the event page's figure.
    await page.goto(`/corporate-actions?client=${encodeURIComponent(client)}&view=forecast`);
    await expect(page.getByText(/[\d,]+ holdings? (is|are) estimated by their elections/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the forecast (CSV)' }).click();
    const csv = parseCsv(await readFile(await (await download).path(), 'utf8'));
    const header = csv[0] as string[];
    const column = (name: string) => header.indexOf(name);
    const lines = csv.slice(1).filter((line) => line[column('Event id')] === currency!.EventId && line[column('Account')] === (holding.AccountDisplayName ?? holding.AccountId));
    expect(lines.map((line) => [line[column('Option')], line[column('Currency')], Number(line[column('Estimated amount')])])).toEqual([[optionId, rate.currency, amount]]);
    expect(lines[0]?.[column('How estimated')]).toMatch(/^By election: /);
  });

  test('a link from an export opens the event for the same client: the .ics of the institutional client', async ({ page, baseURL }) => {
    const client = 'Au7NmA5kQw3rTz9xVb1cLd==';
    await page.goto(`/corporate-actions?client=${encodeURIComponent(client)}`);
    await expect(eventsTable(page)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Deadlines to calendar (.ics)' }).click();
    const text = (await readFile(await (await download).path(), 'utf8')).replace(/\r\n /g, '');
    const url = /\r\nURL:(.+)\r\n/.exec(text)?.[1] ?? '';
    expect(url.startsWith(`${baseURL}/corporate-actions/`)).toBe(true);
    expect(new URL(url).searchParams.get('client')).toBe(client);
    await page.goto(url);
    // The event page, with the client's holdings: not "Event not found", which the link without a client led to.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(':');
    await expect(page.getByRole('heading', { name: 'Event not found' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Holdings per account' })).toBeVisible();
  });

  test('the calendar file: open elections only by default, with reminders, a link back and a half-hour ending at the cut-off', async ({ page, baseURL }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Deadlines to calendar (.ics)' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    const unfolded = text.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events.length).toBeGreaterThan(0);
    const now = Date.now();
    const stampTime = (value: string) => Date.parse(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const ids = new Set<string>();
    for (const entry of events) {
      const url = /\r\nURL:(.+)\r\n/.exec(entry)?.[1] ?? '';
      expect(url.startsWith(`${baseURL}/corporate-actions/`)).toBe(true);
      ids.add(url.split('/').pop() ?? '');
      expect(entry.match(/BEGIN:VALARM/g)?.length).toBe(2);
      const start = /\r\nDTSTART:(\d{8}T\d{6}Z)/.exec(entry)?.[1];
      const end = /\r\nDTEND:(\d{8}T\d{6}Z)/.exec(entry)?.[1];
      if (start && end) {
        expect(stampTime(end) - stampTime(start)).toBe(30 * 60_000);
        expect(stampTime(end)).toBeGreaterThan(now);
        expect(entry).toContain('TRIGGER;RELATED=END:-P1D');
      }
    }
    // Exactly the open elections of the list (the action-needed view's events).
    await page.getByRole('tab', { name: /Action needed/ }).click();
    const open = await openElections(page)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.eventId ?? ''));
    expect([...ids].sort()).toEqual([...new Set(open)].sort());
    await expect(page.getByRole('status').filter({ hasText: /open elections only/ })).toHaveCount(0);

    // Everything on request: more entries, past ones included.
    await page.getByRole('tab', { name: /^All/ }).click();
    await page.getByRole('checkbox', { name: /Every deadline/ }).check();
    const second = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Deadlines to calendar (.ics)' }).click();
    const everything = await readFile(await (await second).path(), 'utf8');
    expect(everything.split('BEGIN:VEVENT').length - 1).toBeGreaterThan(events.length);
  });

  test('what changed: marks kept in this browser, a revised event shows its changed fields until reviewed again', async ({ page }) => {
    const token = demoJwt('demo', new Date(Date.now() + 3 * 3_600_000));
    const gateway = await connectToSim(page, token);
    await gateway.getByLabel('Access token').press('Enter');
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    const origin = new URL(page.url()).origin;
    // The gateway revises one event after the review: its state and its rate (the service has no change feed of its own).
    const revision: { id?: string } = {};
    const revise = (event: Record<string, unknown>) => {
      const options = (event.Options as Record<string, unknown>[] | undefined) ?? [];
      return { ...event, EventState: 'Confirmed', Options: options.map((option, index) => (index === 0 ? { ...option, NetRate: 9.99 } : option)) };
    };
    await page.route(`${SIM_ORIGIN}/openapi/ca/v2/events**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { Data?: Record<string, unknown>[]; EventId?: string };
      const revised = revision.id;
      if (revised && Array.isArray(body.Data)) body.Data = body.Data.map((event) => (event.EventId === revised ? revise(event) : event));
      const answer = revised && body.EventId === revised ? revise(body as Record<string, unknown>) : body;
      await route.fulfill({ response, json: answer, headers: { ...response.headers(), 'access-control-allow-origin': origin } });
    });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Corporate actions' }).click();
    await expect(eventsTable(page)).toBeVisible();
    await expect(page.getByText('Nothing reviewed in this browser yet')).toBeVisible();
    await page.getByRole('button', { name: /^Mark these \d+ reviewed$/ }).click();
    await expect(page.getByText(/^0 new or changed on this page since your review/)).toBeVisible();

    // A preliminary event with a net rate: after the revision it reads changed.
    const candidates = await serviceEvents(page, {});
    const target = candidates.find((event) => event.EventState === 'Preliminary' && event.Options?.[0]?.NetRate !== undefined && event.Options?.[0]?.CashMovements?.[0]?.Currency);
    expect(target).toBeDefined();
    const revised = target?.EventId as string;
    revision.id = revised;
    await page.goto('/corporate-actions?q=&top=500');
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    const row = eventsTable(page).locator(`tbody tr[data-event-id="${revised}"]`);
    // The page reloads: connected again from the saved connection, or the test reconnects.
    await expect(row.getByText('Changed', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: new RegExp(`^Event ${revised}`) }).click();
    const panel = page.getByRole('region', { name: 'What changed' });
    await expect(panel).toContainText('Changed since you reviewed it');
    const changes = panel.getByRole('list', { name: 'Changed fields' });
    await expect(changes).toContainText('State: Preliminary → Confirmed');
    await expect(changes).toContainText(/Rate: [A-Z]{3} [\d.]+ net → [A-Z]{3} 9\.99 net/);
    await expect(panel).toContainText('this browser’s memory, not the broker’s audit log');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(panel).toContainText('Unchanged since you reviewed it');
    await page.goBack();
    await expect(eventsTable(page).locator(`tbody tr[data-event-id="${revised}"]`)).toBeVisible();
    await expect(eventsTable(page).locator(`tbody tr[data-event-id="${revised}"]`).getByText('Changed', { exact: true })).toHaveCount(0);
  });

  test('what changed on the simulator: moving its clock past the day’s revisions marks those events changed, until reviewed', async ({ page }) => {
    const simClock = await pinClocksMovable(page, '08:00');
    await page.goto('/corporate-actions?q=&top=500');
    await expect(eventsTable(page)).toBeVisible();
    await expect(page.getByText('Nothing reviewed in this browser yet')).toBeVisible();
    const revised = ['9501121', '9501122', '9501123', '9501124'];
    for (const id of revised) await expect(eventsTable(page).locator(`tbody tr[data-event-id="${id}"]`)).toBeVisible();
    await page.getByRole('button', { name: /^Mark these \d+ reviewed$/ }).click();
    await expect(page.getByText(/^0 new or changed on this page since your review/)).toBeVisible();

    // Five in the afternoon, the same simulated day: the day's four revisions have happened and one event was
    // announced, nothing else moved.
    await simClock.moveTo('17:00');
    await page.reload();
    await expect(page.getByText(/^5 new or changed on this page since your review/)).toBeVisible();
    for (const id of revised) await expect(eventsTable(page).locator(`tbody tr[data-event-id="${id}"]`).getByText('Changed', { exact: true })).toBeVisible();
    await expect(eventsTable(page).locator('tbody tr[data-event-id="9501125"]').getByText('New', { exact: true })).toBeVisible();

    await eventsTable(page)
      .locator('tbody tr[data-event-id="9501122"]')
      .getByRole('link', { name: /^Event 9501122/ })
      .click();
    const panel = page.getByRole('region', { name: 'What changed' });
    await expect(panel).toContainText('Changed since you reviewed it');
    await expect(panel.getByRole('list', { name: 'Changed fields' })).toContainText(/Rate: EUR ([\d.]+) net → EUR (?!\1 )[\d.]+ net/);
    await panel.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(panel).toContainText('Unchanged since you reviewed it');
    await page.goBack();
    await expect(page.getByText(/^4 new or changed on this page since your review/)).toBeVisible();
    await expect(eventsTable(page).locator('tbody tr[data-event-id="9501122"]').getByText('Changed', { exact: true })).toHaveCount(0);

    await eventsTable(page)
      .locator('tbody tr[data-event-id="9501123"]')
      .getByRole('link', { name: /^Event 9501123/ })
      .click();
    await expect(panel.getByRole('list', { name: 'Changed fields' })).toContainText('State: Confirmed → Withdrawn');
    await page.goBack();
    await eventsTable(page)
      .locator('tbody tr[data-event-id="9501121"]')
      .getByRole('link', { name: /^Event 9501121/ })
      .click();
    await expect(panel.getByRole('list', { name: 'Changed fields' })).toContainText('State: Preliminary → Confirmed');
    await expect(panel.getByRole('list', { name: 'Changed fields' })).toContainText(/Record date: — → /);
    await page.goBack();
    await eventsTable(page)
      .locator('tbody tr[data-event-id="9501124"]')
      .getByRole('link', { name: /^Event 9501124/ })
      .click();
    await expect(panel.getByRole('list', { name: 'Changed fields' })).toContainText(/Cut-offs: \S+ → \S+/);
    await expectAccessible(page);
    // Marking the whole page reviewed clears the rest.
    await page.goBack();
    await page.getByRole('button', { name: /^Mark these \d+ reviewed$/ }).click();
    await expect(page.getByText(/^0 new or changed on this page since your review/)).toBeVisible();
  });

  test('the calendar’s days name their events', async ({ page }) => {
    await page.goto('/corporate-actions?view=calendar');
    const grid = page.getByRole('table', { name: /^Corporate action dates, / });
    const day = grid.getByRole('button').first();
    await expect(day).toBeVisible();
    // The names are the cell's, beside the button that covers it.
    const cell = day.locator('xpath=..');
    const names = await cell.locator('[data-day-name]').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    await expect(day).toHaveAttribute('aria-label', / — \S/);
    await day.click();
    const dialog = page.getByRole('dialog');
    // Each name in the cell is one of the day's events (its symbol or instrument).
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    const entries = (await dialog.getByRole('listitem').allTextContents()).join(' | ');
    const titles = await cell.locator('[data-day-name]').evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? ''));
    for (const title of titles) expect(entries).toContain(title.slice(title.indexOf(': ') + 2));
    expect(names.every((name) => name.trim().length > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A day with a paying event shows its rate and currency beside it.
    let rates = '';
    for (const button of (await grid.getByRole('button').all()).slice(0, 15)) {
      await button.click();
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
      rates = (await dialog.getByRole('listitem').allTextContents()).filter((text) => /[A-Z]{3} [\d.,]+ (net|gross) per unit/.test(text)).join(' | ');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      if (rates) break;
    }
    expect(rates).not.toBe('');
  });

  test('a named filter view is saved in this browser and opens the same list again', async ({ page }) => {
    await page.goto('/corporate-actions?kind=Voluntary&status=Upcoming');
    await expect(eventsTable(page)).toBeVisible();
    const address = new URL(page.url()).search;
    await page.getByRole('button', { name: /^Saved views/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved views' });
    await dialog.getByRole('textbox', { name: 'Name of this view' }).fill('Voluntary, upcoming');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('link', { name: 'Voluntary, upcoming' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.goto('/corporate-actions');
    await page.getByRole('button', { name: 'Saved views (1)' }).click();
    await page.getByRole('dialog', { name: 'Saved views' }).getByRole('link', { name: 'Voluntary, upcoming' }).click();
    const sorted = (query: string) => [...new URLSearchParams(query)].map(([key, value]) => `${key}=${value}`).sort();
    await expect.poll(() => sorted(new URL(page.url()).search)).toEqual(sorted(address));
    await expect(page.getByRole('tab', { name: /^Upcoming/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'Voluntary' })).toBeChecked();
  });

  test('removing a saved view hands the focus to the next one, and the last to the name field', async ({ page }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    await page.getByRole('button', { name: /^Saved views/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved views' });
    const field = dialog.getByRole('textbox', { name: 'Name of this view' });
    for (const name of ['First', 'Second', 'Third']) {
      await field.fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      // Saving empties the name: the Save button is held, not disabled, and keeps the focus.
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    }
    // The newest first: Third, Second, First.
    await expect(dialog.getByRole('link')).toHaveText(['Third', 'Second', 'First']);
    await dialog.getByRole('button', { name: 'Remove the view Second' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove the view First' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('link')).toHaveText(['Third']);
    await expect(dialog.getByRole('button', { name: 'Remove the view Third' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('No saved view yet.')).toBeVisible();
    await expect(field).toBeFocused();
    await expectAccessible(page);
  });
});

/** A deadline as the app counts it: a date alone closes at the end of its UTC day. */
test.describe('the warnings strip', () => {
  test.describe.configure({ timeout: 120_000 });

  const strip = (page: Page) => page.getByRole('region', { name: 'Needs attention' });
  /** The count a strip link names (its name starts with it), once counted. */
  async function countOf(page: Page, name: RegExp): Promise<number> {
    const link = strip(page).getByRole('link', { name });
    await expect(link).toHaveAccessibleName(/: \d/);
    return Number(/: ([\d,]+) /.exec((await link.getAttribute('aria-label')) ?? '')?.[1]?.replace(/,/g, ''));
  }
  const summary = (page: Page) => page.getByRole('tabpanel').getByRole('status').first();

  test('for the institutional client, every count opens a list of exactly that many rows, and agrees with the service', async ({ page }) => {
    const client = 'Au7NmA5kQw3rTz9xVb1cLd==';
    await page.goto(`/corporate-actions?client=${encodeURIComponent(client)}`);
    await expect(strip(page)).toBeVisible();
    await expectAccessible(page);

    // Paying within five business days, and preliminary with an ex date within two weeks: the service's own counts.
    for (const [name, filter] of [
      [/ pays? in 5 business days$/, 'payFrom'],
      [/^Events not yet confirmed: \d[\d,]* preliminary, ex within 2 weeks$/, 'exFrom'],
    ] as const) {
      const count = await countOf(page, name);
      await strip(page).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${filter}=`));
      const url = new URL(page.url());
      const query: Record<string, string> = { ClientKey: client };
      for (const [param, service] of [
        ['payFrom', 'FromPayDate'],
        ['payTo', 'ToPayDate'],
        ['exFrom', 'FromExDate'],
        ['exTo', 'ToExDate'],
        ['states', 'EventStates'],
      ] as const) {
        const value = url.searchParams.get(param);
        if (value) query[service] = value;
      }
      expect((await gatewayEvents(page.request, query)).count).toBe(count);
      // One page of 100 rows: a longer list (as around the year's end) says which of them it shows.
      const total = `${count.toLocaleString('en-US')} ${count === 1 ? 'event' : 'events'}`;
      await expect(summary(page)).toHaveText(count === 0 ? 'No events' : count > 100 ? `Showing 1–100 of ${total}` : total);
      await expect(page.getByRole('table', { name: 'Corporate action events' }).locator('tbody tr')).toHaveCount(Math.min(count, 100));
      await page.goBack();
    }

    // Elections due within N business days: the action view of exactly those rows; N is the user's.
    const due = await countOf(page, /^Elections not instructed: \d[\d,]* due in 3 business days$/);
    await strip(page)
      .getByRole('link', { name: /due in 3 business days$/ })
      .click();
    await expect(page).toHaveURL(/action=due/);
    await expect(page.getByRole('radio', { name: 'Due within 3 business days' })).toBeChecked();
    await expect(openElections(page).locator('tbody tr')).toHaveCount(due);
    await strip(page).getByRole('combobox', { name: 'Business days ahead for elections due' }).selectOption('5');
    await expect(page).toHaveURL(/dueIn=5/);
    const dueFive = await countOf(page, /due in 5 business days$/);
    expect(dueFive).toBeGreaterThanOrEqual(due);
    await expect(page.getByRole('radio', { name: 'Due within 5 business days' })).toBeChecked();
    await expect(openElections(page).locator('tbody tr')).toHaveCount(dueFive);
  });

  test('what changed since the review, across the whole list: counted in the strip, listed with old → new values, cleared on review', async ({ page }) => {
    const simClock = await pinClocksMovable(page, '08:00');
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    // Nothing reviewed yet: nothing can have changed since.
    await expect(strip(page).getByRole('link', { name: /since review$/ })).toHaveCount(0);
    await expect(strip(page)).toContainText('Mark events reviewed to follow what changes.');
    const all = await page.getByRole('tab', { name: /^All/ }).textContent();
    const total = Number((all ?? '').replace(/\D/g, ''));
    await page.getByRole('button', { name: `Mark all ${total.toLocaleString('en-US')} reviewed` }).click();
    expect(await countOf(page, /^Events: \d[\d,]* new or changed since review$/)).toBe(0);
    // The morning's version of an event, seen on its page.
    await page.goto('/corporate-actions/9501121');
    const said = page.getByRole('region', { name: 'What the service said' });
    await expect(said).toContainText('1 version seen in this browser');
    await page.goBack();
    expect(await countOf(page, /withdrawn since review$/)).toBe(0);

    // The afternoon: the day's four revisions and one new event have happened, on the second page as much as the first.
    await simClock.moveTo('17:00');
    await page.reload();
    expect(await countOf(page, /^Events: \d[\d,]* new or changed since review$/)).toBe(5);
    expect(await countOf(page, /withdrawn since review$/)).toBe(1);
    await strip(page)
      .getByRole('link', { name: /withdrawn since review$/ })
      .click();
    await expect(page).toHaveURL(/states=Withdrawn/);
    await expect(eventsTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(eventsTable(page).locator('tbody tr[data-event-id="9501123"]').getByRole('list', { name: 'Changed fields' })).toContainText('State: Confirmed → Withdrawn');
    await page.goBack();

    await strip(page)
      .getByRole('link', { name: /^Events: 5 new or changed since review$/ })
      .click();
    await expect(page).toHaveURL(/changed=true/);
    await expect(summary(page)).toContainText(/^5 of [\d,]+ events new or changed since your review/);
    await expect(eventsTable(page).locator('tbody tr')).toHaveCount(5);
    await expect(eventsTable(page).locator('tbody tr[data-event-id="9501125"]').locator('td[data-col="changes"]')).toHaveText('New since your review');
    const changes = eventsTable(page).locator('tbody tr[data-event-id="9501121"]').getByRole('list', { name: 'Changed fields' });
    await expect(changes).toContainText('State: Preliminary → Confirmed');
    await expect(eventsTable(page).getByRole('columnheader', { name: 'What changed since your review' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Mark all 5 reviewed' }).click();
    await expect(page.getByText('Nothing new or changed since your review')).toBeVisible();
    // The button went with the rows: the focus is on the count that says so.
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(/^0 of [\d,]+ events new or changed since your review/);
    expect(await countOf(page, /^Events: \d[\d,]* new or changed since review$/)).toBe(0);
    // Back to the whole list from the switch.
    await page.getByRole('switch', { name: 'Only new or changed' }).click();
    await expect(page).not.toHaveURL(/changed=/);
    await expect(eventsTable(page)).toBeVisible();

    // The event's page: the versions this browser saw, what differed, exported; then cleared on demand.
    await page.goto('/corporate-actions/9501121');
    await expect(said).toContainText('2 versions seen in this browser');
    await said.getByRole('button', { name: 'Show the versions' }).click();
    const versions = said.getByRole('list', { name: 'Versions seen, newest first' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').first()).toContainText('State: Preliminary → Confirmed');
    await expect(versions.getByRole('listitem').last()).toContainText('first seen');
    await expect(said).toContainText('not the broker’s record');
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await said.getByRole('button', { name: 'Export (CSV)' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).toContain('Event,First seen in this browser,Field,Before,After');
    expect(csv).toMatch(/9501121,[^,]+,State,Preliminary,Confirmed/);
    await said.getByRole('button', { name: 'Clear review marks and versions…' }).click();
    await said.getByRole('button', { name: 'Clear them' }).click();
    await expect(said).toContainText('No version kept in this browser yet.');
    await expect(page.getByRole('region', { name: 'What changed' })).toContainText('Not reviewed in this browser yet.');
  });
});

function cutOffTime(value: string | undefined): number {
  if (!value) return Number.NaN;
  const time = Date.parse(value.includes('T') ? value : `${value}T00:00:00Z`);
  return value.includes('T') ? time : time + 86_400_000 - 1;
}
