import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { SIM_ORIGIN, allowTime, configureDemo, expect, expectAccessible, setToggle, test } from './support/fixtures';
import { gatewayEvents } from './support/service';
import { parseCsv } from '../src/test/csv';

interface ServiceEvent {
  EventId?: string;
  EventStatus?: string;
  EligibleHoldings?: number;
  DisplayAndFormat?: { Description?: string; IsinCode?: string };
}

/** The same list straight from the simulator over HTTP (every page), for comparison. */
const serviceEvents = (page: Page, query: Record<string, string>) => gatewayEvents<ServiceEvent>(page.request, query);

const eventsTable = (page: Page) => page.getByRole('table', { name: 'Corporate action events' });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /^(Showing|\d[\d,]* events?$|No events)/ });
const params = (page: Page) => new URL(page.url()).searchParams;

async function totalOf(page: Page): Promise<number> {
  await expect(summary(page)).toHaveText(/events?$/);
  const text = (await summary(page).textContent()) ?? '';
  return Number((/of ([\d,]+) events?$/.exec(text)?.[1] ?? /^([\d,]+) events?$/.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));
}

/** The first cell (event id) of every body row, once the table has drawn the rows of the list it announces (it is busy until then). */
async function rowIds(page: Page): Promise<string[]> {
  await expect(eventsTable(page)).not.toHaveAttribute('aria-busy', 'true');
  return eventsTable(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
}

/** The text of a column (by header name) for every body row (once the table is not busy). */
async function columnValues(page: Page, header: string): Promise<string[]> {
  await expect(eventsTable(page)).not.toHaveAttribute('aria-busy', 'true');
  return eventsTable(page).evaluate((table, name) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
    const index = headers.indexOf(name);
    return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? '');
  }, header);
}

async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function noHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test.describe('corporate actions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pages through the whole list with $top/$skip and the total, every event once', async ({ page }) => {
    await page.goto('/corporate-actions');
    const table = eventsTable(page);
    await expect(table).toBeVisible();
    const total = await totalOf(page);
    const service = await serviceEvents(page, {});
    expect(total).toBe(service.count);
    expect(total).toBeGreaterThan(100);
    await expect(summary(page)).toHaveText(`Showing 1–100 of ${total.toLocaleString('en-US')} events`);
    await expect(table.getByRole('row')).toHaveCount(101);
    // Never junk for a name.
    await expect(table).not.toContainText('Undefined');
    await expectAccessible(page);

    const ids: string[] = [];
    const pages = page.getByRole('navigation', { name: 'Pages' });
    // Paged from the keyboard: Enter on Next page, which keeps the focus, up to the last page too.
    const next = pages.getByRole('button', { name: 'Next page' });
    await next.focus();
    for (let index = 0; ; index += 1) {
      await expect(summary(page)).toHaveText(new RegExp(`^(Showing ${index * 100 + 1}–|${total} events)`));
      ids.push(...(await rowIds(page)));
      if (await next.isDisabled()) break;
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`skip=${(index + 1) * 100}`));
    }
    await expect(next).toBeFocused();
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual(service.events.map((event) => event.EventId));

    // A smaller page size starts again from the first page.
    await choose(page, pages.getByRole('combobox', { name: 'Rows per page' }), '25');
    await expect(summary(page)).toHaveText(`Showing 1–25 of ${total} events`);
    expect(params(page).get('top')).toBe('25');
    expect(params(page).get('skip')).toBeNull();
  });

  test('the restricted demo user sees a clear "not entitled" state without a pointless retry, and can switch', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e:seeded')) {
        localStorage.setItem('refex:backend', JSON.stringify({ kind: 'demo', demoUser: 'demo-restricted' }));
        sessionStorage.setItem('e2e:seeded', '1');
      }
    });
    await page.goto('/corporate-actions');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Corporate actions' })).toBeVisible();
    const state = main.getByRole('alert');
    await expect(state).toContainText('Not entitled to corporate actions (403)');
    await expect(state).toContainText('The restricted demo user has no access to corporate actions');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByText('This page could not be shown')).toHaveCount(0);
    await expectAccessible(page);

    await state.getByRole('button', { name: 'Use the full-access demo user' }).click();
    await expect(page.getByRole('link', { name: /Backend: Demo, Full access, simulator/ })).toBeVisible();
    await expect(eventsTable(page)).toBeVisible();
    await expect(page).toHaveURL(/\/corporate-actions$/);
  });

  test('Upcoming / Active / Past tabs carry their counts and filter by EventStatus; chosen columns stay', async ({ page }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Event status' });
    const all = await totalOf(page);
    // The status column, added with the column chooser, is kept for the next visit.
    await page.getByRole('button', { name: /^Columns/ }).click();
    await setToggle(page.getByRole('checkbox', { name: 'Status' }));
    await page.keyboard.press('Escape');
    await expect(eventsTable(page).getByRole('columnheader', { name: 'Status' })).toBeVisible();

    let sum = 0;
    for (const status of ['Upcoming', 'Active', 'Past']) {
      const tab = tabs.getByRole('tab', { name: new RegExp(`^${status}`) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
      const count = Number(((await tab.textContent()) ?? '').replace(/\D/g, ''));
      const service = await serviceEvents(page, { EventStatus: status });
      expect(count).toBe(service.count);
      if (count > 0) {
        // The tab is selected at once; its rows follow when the list has answered.
        await expect.poll(() => totalOf(page)).toBe(count);
        await expect.poll(async () => [...new Set(await columnValues(page, 'Status'))]).toEqual([status]);
      }
      sum += count;
    }
    expect(sum).toBe(all);
    await expectAccessible(page);

    await page.reload();
    await expect(tabs.getByRole('tab', { name: /^Past/ })).toHaveAttribute('aria-selected', 'true');
    await expect(eventsTable(page).getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await tabs.getByRole('tab', { name: /^All/ }).click();
    await expect(page).not.toHaveURL(/status=/);
  });

  test('combined filters and sorting live in the address: a shared URL reloads the same rows, and an event page leads back to them', async ({ page }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByText('Voluntary', { exact: true }).click();
    await expect(page).toHaveURL(/kind=Voluntary/);
    // The filters beyond keywords and mandatory/voluntary are in a drawer (issue 25: the first screen is the list).
    await filters.getByRole('button', { name: /^More filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await choose(page, drawer.getByRole('combobox', { name: 'Election statuses' }), 'Not elected');
    await expect(page).toHaveURL(/elections=NotElected/);
    await page.keyboard.press('Escape');
    await setToggle(drawer.getByRole('switch', { name: /Include lapsed events/ }));
    await expect(page).toHaveURL(/lapsed=true/);
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(filters.getByRole('button', { name: 'More filters (2 in use)' })).toBeVisible();
    const total = await totalOf(page);
    const service = await serviceEvents(page, { CorporateActionTypes: 'Voluntary', ElectionStatuses: 'NotElected', IncludeLapsedEvents: 'true' });
    expect(total).toBe(service.count);
    expect(total).toBeGreaterThan(1);
    // Voluntary and not elected: every row's election reads so (the mandatory/voluntary column is no longer a default one).
    expect((await columnValues(page, 'Election')).every((text) => text.startsWith('Not elected'))).toBe(true);

    // Sort by instrument (ascending), then by eligible holdings (descending, then ascending): the service sorts.
    const table = eventsTable(page);
    await table.getByRole('button', { name: /^Instrument/ }).click();
    await expect(page).toHaveURL(/sort=InstrumentDescription/);
    await expect(table.getByRole('columnheader', { name: /^Instrument/ })).toHaveAttribute('aria-sort', 'ascending');
    const sortedByName = await serviceEvents(page, {
      CorporateActionTypes: 'Voluntary',
      ElectionStatuses: 'NotElected',
      IncludeLapsedEvents: 'true',
      SortColumn: 'InstrumentDescription',
      SortType: 'Asc',
    });
    await expect.poll(() => rowIds(page)).toEqual(sortedByName.events.slice(0, 100).map((event) => event.EventId));

    await table.getByRole('button', { name: /^Eligible holdings/ }).click();
    await expect(table.getByRole('columnheader', { name: /^Eligible holdings/ })).toHaveAttribute('aria-sort', 'descending');
    await table.getByRole('button', { name: /^Eligible holdings/ }).click();
    await expect(table.getByRole('columnheader', { name: /^Eligible holdings/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=EligibleHoldings&|sort=EligibleHoldings$/);
    expect(params(page).get('dir')).toBe('Asc');
    await expect
      .poll(async () => {
        const values = (await columnValues(page, 'Eligible holdings')).map((text) => Number(text.replace(/,/g, '')));
        return values.every((value, index) => index === 0 || value >= (values[index - 1] as number));
      })
      .toBe(true);
    const ids = await rowIds(page);

    // A shared address gives the same rows and the same controls.
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    await expect.poll(() => rowIds(page)).toEqual(ids);
    await filters.getByRole('button', { name: /^More filters/ }).click();
    await expect(drawer.getByRole('switch', { name: /Include lapsed events/ })).toBeChecked();
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(page.getByRole('table', { name: 'Corporate action events' }).getByRole('columnheader', { name: /^Eligible holdings/ })).toHaveAttribute('aria-sort', 'ascending');

    // An event page, and back with every filter in place.
    const first = ids[0] as string;
    await eventsTable(page)
      .getByRole('link', { name: new RegExp(`^Event ${first}:`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/corporate-actions/${first}\\?`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: '← Back to the list' }).click();
    await expect(page).toHaveURL(shared);
    await expect.poll(() => rowIds(page)).toEqual(ids);
    // The browser's back button too.
    await eventsTable(page)
      .getByRole('link', { name: new RegExp(`^Event ${first}:`) })
      .click();
    await expect(page.getByRole('link', { name: '← Back to the list' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(shared);
    await expect.poll(() => rowIds(page)).toEqual(ids);
  });

  test('a bad value in the address is dropped with a note, the rest applies', async ({ page }) => {
    await page.goto('/corporate-actions?status=Soon&kind=Voluntary&sort=Price');
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toContainText('status=Soon');
    await expect(note).toContainText('sort=Price');
    await expect(page).toHaveURL(/kind=Voluntary/);
    await expect(page).not.toHaveURL(/status=|sort=/);
    await expect(page.getByRole('radio', { name: 'Voluntary' })).toBeChecked();
    // Voluntary events only: every row has an election status (a mandatory event shows a dash).
    expect((await columnValues(page, 'Election')).every((text) => /elected/i.test(text))).toBe(true);
  });

  test('works from the keyboard: tabs with the arrow keys, sorting from a header, an empty result says so', async ({ page }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Event status' });
    await tabs.getByRole('tab', { name: /^All/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: /^Upcoming/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/status=Upcoming/);
    const header = eventsTable(page).getByRole('button', { name: /^Event/ });
    await header.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=EventId/);
    await expect(
      eventsTable(page)
        .getByRole('columnheader', { name: /^Event/ })
        .first(),
    ).toHaveAttribute('aria-sort', 'ascending');
    // The header says the new order at once; the rows follow when the sorted list has answered.
    await expect
      .poll(async () => {
        const ids = await rowIds(page);
        return ids.length > 0 && ids.every((id, index) => index === 0 || Number(ids[index - 1]) <= Number(id));
      })
      .toBe(true);

    const keywords = page.getByRole('searchbox', { name: 'Keywords' });
    await keywords.fill('no such instrument anywhere');
    await keywords.press('Enter');
    await expect(page).toHaveURL(/q=no/);
    await expect(page.getByText('No event matches these filters.')).toBeVisible();
    await expect(eventsTable(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an account group with its sub-accounts, chosen by name', async ({ page }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    const whose = page.getByRole('group', { name: 'Whose events' });
    await choose(page, whose.getByRole('combobox', { name: 'Client' }), 'Nordlys Capital A/S');
    await expect(page).toHaveURL(/client=/);
    await choose(page, whose.getByRole('combobox', { name: 'Account group' }), 'Treasury');
    await expect(page).toHaveURL(/group=/);
    const client = params(page).get('client') as string;
    const group = params(page).get('group') as string;
    const without = await serviceEvents(page, { ClientKey: client, AccountGroupKey: group });
    await expect.poll(() => totalOf(page)).toBe(without.count);

    await setToggle(whose.getByRole('switch', { name: 'Include sub-accounts' }));
    await expect(page).toHaveURL(/subs=true/);
    const withSubs = await serviceEvents(page, { ClientKey: client, AccountGroupKey: group, IncludeSubAccounts: 'true' });
    expect(withSubs.count).toBeGreaterThan(without.count);
    await expect.poll(() => totalOf(page)).toBe(withSubs.count);
    // Affected accounts are given with sub-accounts.
    expect((await columnValues(page, 'Affected accounts')).every((text) => /^\d+$/.test(text))).toBe(true);
    await expectAccessible(page);

    // The event page shows the holdings of the same selection, account by account.
    const onlyInSub = withSubs.events.find((event) => !without.events.some((other) => other.EventId === event.EventId));
    expect(onlyInSub).toBeDefined();
    await page.getByRole('textbox', { name: 'Find by event id' }).fill(onlyInSub?.EventId as string);
    await page.getByRole('button', { name: 'Open event' }).click();
    const holdings = page.getByRole('table', { name: 'Holdings per account' });
    await expect(holdings).toContainText('(sub-account)');
    expect(new URL(page.url()).searchParams.get('subs')).toBe('true');
    // From the summary at the top, one step to the holdings: the link takes the focus there and shows them.
    await page.getByRole('link', { name: /^Holdings in \d+ accounts?$/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Holdings' })).toBeFocused();
    await expect(holdings).toBeInViewport();
  });

  test('finds a cancelled and a complete event by id, and says when an id is unknown', async ({ page }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    // Neither is in the list.
    const listed = await serviceEvents(page, { IncludeLapsedEvents: 'true' });
    expect(listed.events.some((event) => event.EventId === '9501103' || event.EventId === '9501104')).toBe(false);

    await page.getByRole('textbox', { name: 'Find by event id' }).fill('9501103');
    await page.getByRole('button', { name: 'Open event' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This event was cancelled' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cash Dividend');
    await expectAccessible(page);

    await page.getByRole('link', { name: '← Back to the list' }).click();
    await page.getByRole('textbox', { name: 'Find by event id' }).fill(' 9501104 ');
    await page.getByRole('button', { name: 'Open event' }).click();
    await expect(page).toHaveURL(/\/corporate-actions\/9501104/);
    await expect(page.getByRole('alert').filter({ hasText: 'This event is complete' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key dates' })).toBeVisible();

    await page.goto('/corporate-actions/1234');
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: '← Back to the list' }).click();
    await expect(eventsTable(page)).toBeVisible();
  });

  test('an event page looks in the event states chosen with its control, kept in the address', async ({ page }) => {
    await page.goto('/corporate-actions/9501103');
    const cancelled = page.getByRole('alert').filter({ hasText: 'This event was cancelled' });
    await expect(cancelled).toBeVisible();
    const control = page.getByRole('button', { name: 'Event states searched: all' });
    await control.click();
    const states = page.getByRole('group', { name: 'Look in event states' });
    await expect(states).toHaveAccessibleDescription(/finds an event by its id only in the states ticked here/);
    await expect(states.getByRole('checkbox')).toHaveCount(6);
    await expectAccessible(page);

    // Leaving out a state the event is not in changes the address only.
    await setToggle(states.getByRole('checkbox', { name: 'Preliminary' }), false);
    await expect(page).toHaveURL(/lookIn=Confirmed,Approved,Withdrawn,Cancelled,Complete(&|$)/);
    await expect(cancelled).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cash Dividend');

    // Leaving out its own state: the service no longer finds it (the page, and the control with it, is replaced).
    await states.getByRole('checkbox', { name: 'Cancelled' }).click();
    await expect(page).toHaveURL(/lookIn=Confirmed,Approved,Withdrawn,Complete(&|$)/);
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
    await expect(page.getByText('in the event states searched')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Event states searched: 4 of 6' }).click();
    await expect(states.getByRole('checkbox', { name: 'Cancelled' })).not.toBeChecked();
    await expect(states.getByRole('checkbox', { name: 'Complete' })).toBeChecked();
    await states.getByRole('checkbox', { name: 'Cancelled' }).click();
    await expect(page).toHaveURL(/lookIn=Confirmed,Approved,Withdrawn,Cancelled,Complete(&|$)/);
    await expect(cancelled).toBeVisible();
  });

  test('exports every filtered row to CSV, across pages', async ({ page }) => {
    await page.goto('/corporate-actions?top=25&status=Upcoming');
    await expect(eventsTable(page)).toBeVisible();
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(25);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export CSV (${total})` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^corporate-actions-upcoming-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await file.path(), 'utf8');
    const csv = parseCsv(text);
    expect(csv[0]?.slice(0, 4)).toEqual(['Event id', 'Instrument', 'Symbol', 'ISIN']);
    const service = await serviceEvents(page, { EventStatus: 'Upcoming' });
    expect(csv.slice(1).map((row) => row[0])).toEqual(service.events.map((event) => event.EventId));
    const status = csv[0]?.indexOf('Event status') as number;
    expect(new Set(csv.slice(1).map((row) => row[status]))).toEqual(new Set(['Upcoming']));
    await expect(page.getByRole('status').filter({ hasText: `Exported ${total} events to CSV.` })).toBeVisible();
    expect(text).not.toMatch(/Bearer|token/i);
  });

  test('exports in the table’s order, with the election status the table shows', async ({ page }) => {
    await page.goto('/corporate-actions?top=25&sort=EventId&dir=Desc');
    const ids = await rowIds(page);
    const elections = await columnValues(page, 'Election');
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(25);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export CSV (${total})` }).click();
    const csv = parseCsv(await readFile(await (await download).path(), 'utf8'));
    expect(csv).toHaveLength(total + 1);
    expect(csv.slice(1, 26).map((row) => row[0])).toEqual(ids);
    const column = csv[0]?.indexOf('Election status') as number;
    const label = (code: string) => code.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
    csv.slice(1, 26).forEach((row, index) => {
      const code = row[column] ?? '';
      if (code) expect(elections[index]).toMatch(new RegExp(`^${label(code)}`));
      else expect(elections[index]).not.toMatch(/^(Not elected|Partial elected|Elected)/);
    });
  });

  test('a page past the end of the list says so and offers the first and the last page', async ({ page }) => {
    await page.goto('/corporate-actions?skip=5000');
    await expect(page.getByText('This page is past the end of the list')).toBeVisible();
    await expect(page.getByText(/No corporate actions affect these holdings/)).toHaveCount(0);
    const offset = page.getByRole('status').filter({ hasText: /^No rows at offset 5,000 of / });
    const total = Number(/of ([\d,]+) events?$/.exec((await offset.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    const pages = Math.ceil(total / 100);
    expect(pages).toBeGreaterThan(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Go to the last page (${pages})` }).click();
    await expect(page).toHaveURL(new RegExp(`skip=${(pages - 1) * 100}(&|$)`));
    await expect(summary(page)).toHaveText(new RegExp(`^Showing ${((pages - 1) * 100 + 1).toLocaleString('en-US')}–[\\d,]+ of `));
    // The button went away with the empty page: the focus is on the first row of the page that took its place.
    await expect(eventsTable(page).getByRole('link').first()).toBeFocused();

    await page.goto('/corporate-actions?skip=5000');
    await page.getByRole('button', { name: 'Go to the first page' }).click();
    await expect(page).not.toHaveURL(/skip=/);
    await expect(summary(page)).toHaveText(/^Showing 1–100 of /);
    await expect(eventsTable(page).getByRole('link').first()).toBeFocused();
  });

  test('a calendar of the filtered list: a month grid by kind of date, a day opens its events', async ({ page }) => {
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Calendar').click();
    await expect(page).toHaveURL(/view=calendar/);
    const grid = page.getByRole('table', { name: /^Corporate action dates, / });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveCount(7);
    const busyDays = grid.getByRole('button');
    await expect(busyDays.first()).toBeVisible();
    const label = (await busyDays.first().getAttribute('aria-label')) as string;
    const entries = [...label.matchAll(/(\d+) (ex date|record date|pay date|election deadline)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    await expectAccessible(page);
    await busyDays.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(entries);
    await dialog.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/corporate-actions\/\w+\?.*view=calendar/);
    await page.getByRole('link', { name: '← Back to the list' }).click();
    await expect(grid).toBeVisible();

    // Another month, kept in the address.
    const title = await grid.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await expect(grid).not.toHaveAttribute('aria-label', title as string);
    await noHorizontalScroll(page);
  });

  test('election deadlines as .ics: one event, and every deadline of the filtered list', async ({ page }) => {
    await page.goto('/corporate-actions/9501101');
    const one = page.waitForEvent('download');
    await page.getByRole('button', { name: /Add the deadlines? to my calendar \(\.ics\)/ }).click();
    const file = await one;
    expect(file.suggestedFilename()).toBe('election-deadline-9501101.ics');
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('UID:ca-9501101-');
    expect(text.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/Bearer|token/i);

    await page.goto('/corporate-actions?kind=Voluntary&status=Upcoming');
    await expect(eventsTable(page)).toBeVisible();
    const all = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Deadlines to calendar (.ics)' }).click();
    const listFile = await all;
    const listText = await readFile(await listFile.path(), 'utf8');
    const count = listText.match(/BEGIN:VEVENT/g)?.length ?? 0;
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: `Saved ${count} election deadline` })).toBeVisible();
  });

  test('a narrative with script, handler and remote-image payloads renders inert', async ({ page, cspViolations }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const outside: string[] = [];
    page.on('request', (request) => {
      if (/attacker\.example|tracker\.example/.test(request.url())) outside.push(request.url());
    });
    // The simulator's hostile tender offer (script tags, onerror/onmouseover handlers, javascript: links, iframe, form).
    await page.goto('/corporate-actions/9501106');
    const narrative = page.getByRole('region', { name: 'Event narrative' });
    await expect(narrative).toBeVisible();
    await checkInert(page);
    await narrative.hover();
    await expectAccessible(page);

    // A remote image and more, through a gateway answer rewritten on its way.
    await page.route(`${SIM_ORIGIN}/openapi/ca/v2/events/9501106**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      body.Narrative =
        `<p>Terms<img src="https://tracker.example/pixel.gif" alt="pixel"><script>alert('script')</script></p>` +
        `<p onclick="alert('handler')">Click</p><a href="javascript:alert('link')">memo</a><a href="https://ir.example.com/n.pdf">notice</a>` +
        `<iframe src="https://attacker.example/frame"></iframe><form action="https://attacker.example/f"><button>Go</button></form>`;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/settings');
    const gateway = page.getByRole('region', { name: 'Connect to a gateway' });
    await gateway.getByText('Custom', { exact: true }).click();
    await gateway.getByRole('textbox', { name: 'Base address' }).fill(SIM_ORIGIN);
    await gateway.getByLabel('Access token').fill('demo');
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Corporate actions' }).click();
    await page.getByRole('textbox', { name: 'Find by event id' }).fill('9501106');
    await page.getByRole('button', { name: 'Open event' }).click();
    await expect(narrative).toContainText('Terms[image: pixel]');
    await checkInert(page);
    await narrative.getByText('Click').click();
    const notice = narrative.getByRole('link', { name: 'notice' });
    await expect(notice).toHaveAttribute('target', '_blank');
    await expect(notice).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialogs).toEqual([]);
    expect(outside).toEqual([]);
    // The sanitiser renames handlers before parsing, so the policy has nothing to refuse (or report).
    expect(cspViolations.splice(0)).toEqual([]);
  });

  test('an instrument links to its events, each row to its instrument', async ({ page }) => {
    await page.goto('/corporate-actions/9501101');
    const instrument = page.getByRole('link', { name: /Iberdrola/ }).first();
    await instrument.click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/\d+/);
    await page.getByRole('link', { name: 'Corporate actions on this instrument' }).click();
    await expect(page).toHaveURL(/\/corporate-actions\?q=/);
    await expect(eventsTable(page)).toBeVisible();
    const names = await columnValues(page, 'Instrument');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('Iberdrola'))).toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue(params(page).get('q') as string);
  });

  test('a failed request says so and offers a retry, on the list and on an event page', async ({ page }) => {
    // The page's first seven requests (the page, the lookup, four tab counts and the due-this-week count) are
    // refused with a 400, which is not retried on its own; the next ones are answered.
    await configureDemo(page, { faults: [{ path: 'ca/v2/events', status: 400, times: 7 }] });
    await page.goto('/corporate-actions');
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'The service rejected the request' });
    await expect(failure).toBeVisible();
    // No count waits for ever: each failed one says so (the strip's with its own retry), none stays "…".
    const tabs = page.getByRole('tablist', { name: 'Event status' });
    const strip = page.getByRole('region', { name: 'Needs attention' });
    await expect(tabs).not.toContainText('…');
    await expect(tabs).toContainText('not counted');
    await expect(strip).not.toContainText('…');
    await expect(strip).toContainText('could not be counted');
    await expectAccessible(page);
    // Try again asks again for the list and for the counts that failed.
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(eventsTable(page)).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(tabs).not.toContainText('not counted');
    await expect(tabs.getByRole('tab', { name: /^All \d/ })).toBeVisible();
  });

  test('an event page that fails offers a retry', async ({ page }) => {
    await configureDemo(page, { faults: [{ path: 'ca/v2/events/9501101', status: 503, times: 3 }] });
    await page.goto('/corporate-actions/9501101');
    await expect(page.getByRole('heading', { name: 'The event could not be loaded' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Key dates' })).toBeVisible();
    // Every date of the page written one way, the announcement's too.
    const announced = page.getByText('Announced', { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(announced.first()).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  });

  test('every view fits a 390 px screen without page-level horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/corporate-actions');
    await expect(eventsTable(page)).toBeVisible();
    await noHorizontalScroll(page);
    await expectAccessible(page);
    await page.goto('/corporate-actions/9501107');
    await expect(page.getByRole('heading', { name: 'Options' })).toBeVisible();
    await noHorizontalScroll(page);
    await expectAccessible(page);
  });
});

async function checkInert(page: Page) {
  const main = page.getByRole('main');
  await expect(main.locator('.ca-narrative').locator('script, iframe, object, embed, form, img, svg, style, input, button')).toHaveCount(0);
  const handlers = await main.evaluate((root) =>
    [...root.querySelectorAll('.ca-narrative *')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => attribute.name),
    ),
  );
  expect(handlers).toEqual([]);
  const hrefs = await main.locator('.ca-narrative a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.every((href) => /^(https?:|mailto:)/i.test(href))).toBe(true);
  for (const link of await main.locator('.ca-narrative a[href]').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
}

test.describe('corporate actions in the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('keeps the inbox, calendar and event page readable', async ({ page }) => {
    // Three pages, each loaded and checked by axe: more than one page's time on a busy machine.
    allowTime(150_000);
    await page.goto('/corporate-actions');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(eventsTable(page)).toBeVisible();
    await expectAccessible(page);
    // The pointer on a row: its links on the hover background.
    await eventsTable(page).getByRole('link').first().hover();
    await expectAccessible(page, { include: 'table[aria-label="Corporate action events"] tbody tr:first-child' });
    await page.goto('/corporate-actions?view=calendar');
    await expect(
      page
        .getByRole('table', { name: /^Corporate action dates, / })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    await page.goto('/corporate-actions/9501103');
    await expect(page.getByRole('alert').filter({ hasText: 'This event was cancelled' })).toBeVisible();
    await expectAccessible(page);
    // A paying event: its badges (how sure the payment is, the due mark) on the dark background.
    await page.goto('/corporate-actions/9501101');
    await expect(page.getByText(/^Payment: /)).toBeVisible();
    await expectAccessible(page);
  });
});
