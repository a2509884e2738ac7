import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { configureDemo, expect, expectAccessible, expectNoHorizontalScroll, test } from './support/fixtures';
import { gatewayGet } from './support/service';

// Two futures spaces (E-mini S&P 500, cash-settled; WTI crude, physically settled with notice dates of their own)
// and one option root (the S&P 500 weeklys: dailies, weeklies, monthlies, quarterlies). Their dates are asked of
// the HTTP simulator (same data and clock as the browser's), never written here.
const ES = 28001;
const CL = 28034;
const SPXW = 1;

interface Space {
  Elements: { ExpiryDate: string; Symbol: string; Uic: number }[];
}
interface Details {
  Data: { Uic: number; Description?: string; NoticeDate?: string }[];
}
interface OptionSpace {
  Description: string;
  Symbol: string;
  OptionSpace: { Expiry: string; LastTradeDate?: string }[];
}

/** A row of the list as the page should show it: its date and event, and the contract or series. */
interface Expected {
  date: string;
  event: string;
  what: string;
}

async function futuresDates(request: APIRequestContext, uic: number): Promise<{ name: string; rows: Expected[] }> {
  const space = await gatewayGet<Space>(request, `/openapi/ref/v1/instruments/futuresspaces/${uic}`);
  const uics = [uic, ...space.Elements.map((element) => element.Uic)];
  const details = await gatewayGet<Details>(request, `/openapi/ref/v1/instruments/details?Uics=${uics.join(',')}&AssetTypes=ContractFutures&$top=${uics.length}`);
  const notice = new Map(details.Data.map((row) => [row.Uic, row.NoticeDate]));
  const rows: Expected[] = [];
  for (const element of space.Elements) {
    const noticeDate = notice.get(element.Uic);
    expect(noticeDate, `notice date of ${element.Symbol}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (noticeDate === element.ExpiryDate) rows.push({ date: element.ExpiryDate, event: 'Expiry and notice date', what: element.Symbol });
    else rows.push({ date: element.ExpiryDate, event: 'Expiry', what: element.Symbol }, { date: noticeDate as string, event: 'Notice date', what: element.Symbol });
  }
  return { name: details.Data.find((row) => row.Uic === uic)?.Description as string, rows };
}

async function optionDates(request: APIRequestContext, root: number): Promise<{ name: string; rows: Expected[] }> {
  const space = await gatewayGet<OptionSpace>(request, `/openapi/ref/v1/instruments/contractoptionspaces/${root}?OptionSpaceSegment=None`);
  const symbol = space.Symbol.split(':')[0] as string;
  const rows: Expected[] = [];
  for (const entry of space.OptionSpace) {
    rows.push({ date: entry.Expiry, event: 'Expiry', what: `${symbol} ${entry.Expiry}` });
    const lastDay = entry.LastTradeDate?.slice(0, 10);
    if (lastDay && lastDay < entry.Expiry) rows.push({ date: lastDay, event: 'Last trade', what: `${symbol} ${entry.Expiry}` });
  }
  return { name: `${space.Description} (${space.Symbol})`, rows };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-12-18` as the list shows it: `Fri 18 Dec 2026`, the calendar day itself. */
const shown = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${date.slice(8)} ${MONTHS[day.getUTCMonth()]} ${date.slice(0, 4)}`;
};

const list = (page: Page) => page.getByRole('table', { name: 'Expiry dates in order' });
const items = (page: Page) => page.getByRole('list', { name: 'Shown in the calendar' }).getByRole('listitem');
const loaded = async (page: Page, count: number) => {
  await expect(items(page)).toHaveCount(count);
  await expect(page.getByText('Loading its dates…')).toHaveCount(0);
};

/** The list's rows as [date, event, contract or series] (the event cell's first line). */
async function listedRows(page: Page): Promise<string[]> {
  return list(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.trim());
        return `${cells[0]} | ${(cells[1] ?? '').split('\n')[0]} | ${cells[2]?.replace(/\s+/g, ' ')}`;
      }),
    );
}

const URL_ALL = `/calendar/expiries?futures=${ES},${CL}&roots=${SPXW}`;

test.describe('expiry calendar', () => {
  test.describe.configure({ timeout: 90_000 });

  test('shows exactly the service’s dates of two futures spaces and an option root, sorted, and as a month grid', async ({ page, request }) => {
    const [es, cl, spxw] = await Promise.all([futuresDates(request, ES), futuresDates(request, CL), optionDates(request, SPXW)]);
    // The physically settled space has notice dates apart from its expiries; the weeklys more than one kind of expiry.
    expect(cl.rows.some((row) => row.event === 'Notice date')).toBe(true);

    await page.goto(URL_ALL);
    await loaded(page, 3);
    for (const name of [es.name, cl.name, spxw.name]) await expect(items(page).getByRole('link', { name, exact: true })).toBeVisible();

    // Sorted by date, then in the order of the address (futures first, in their order, then the root).
    const order = [...es.rows.map((row) => ({ ...row, rank: 0 })), ...cl.rows.map((row) => ({ ...row, rank: 1 })), ...spxw.rows.map((row) => ({ ...row, rank: 2 }))];
    const expected = order
      .sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank || a.what.localeCompare(b.what))
      .map((row) => `${shown(row.date)} | ${row.event} | ${row.what}`);
    expect(await listedRows(page)).toEqual(expected);

    // Weeklies, monthlies and quarterlies are named.
    const kinds = await list(page).locator('tbody tr td:nth-child(4)').allInnerTexts();
    for (const kind of ['Weekly', 'Monthly', 'Quarterly']) expect(kinds).toContain(kind);

    // The month grid of the first date's month lists that day's dates, in words for screen readers too.
    const first = order[0] as Expected;
    const month = first.date.slice(0, 7);
    await page.goto(`${URL_ALL}&month=${month}`);
    await loaded(page, 3);
    const title = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const grid = page.getByRole('table', { name: `Expiry dates, ${title}` });
    const cell = grid.getByRole('cell', { name: new RegExp(`^${Number(first.date.slice(8))} ${title}`) });
    await expect(cell).toContainText(first.what.split(' ')[0] as string);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
  });

  test('downloads the dates as an .ics calendar with reminders, and as CSV', async ({ page, request }) => {
    const [es, spxw] = await Promise.all([futuresDates(request, ES), optionDates(request, SPXW)]);
    await page.goto(`/calendar/expiries?futures=${ES}&roots=${SPXW}`);
    await loaded(page, 2);
    const rows = await list(page).locator('tbody tr').count();
    expect(rows).toBe(es.rows.length + spxw.rows.length);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^expiry-calendar-\d{4}-\d{2}-\d{2}\.ics$/);
    const text = await readFile(await file.path(), 'utf8');
    // RFC 5545: CRLF line ends only, content lines of 75 octets at most, folded lines start with a space.
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n|\r(?!\n)/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    // One event per date, each with a UID, a DTSTAMP, its all-day date and its reminders.
    const events: string[][] = [];
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') events.push([]);
      else events.at(-1)?.push(line);
    }
    expect(events).toHaveLength(rows);
    const uids = new Set<string>();
    for (const event of events) {
      const uid = event.find((line) => line.startsWith('UID:'));
      expect(uid).toBeDefined();
      uids.add(uid as string);
      expect(event.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
      expect(event.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(2);
      expect(event.filter((line) => /^TRIGGER:-P/.test(line))).toHaveLength(2);
      expect(event).toContain('ACTION:DISPLAY');
    }
    expect(uids.size).toBe(rows);
    const starts = lines.filter((line) => line.startsWith('DTSTART;VALUE=DATE:')).map((line) => line.slice(-8));
    const dates = [...es.rows, ...spxw.rows].map((row) => row.date.replace(/-/g, '')).sort();
    expect([...starts].sort()).toEqual(dates);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvText = await readFile(await (await csv).path(), 'utf8');
    const csvLines = csvText.trimEnd().split('\r\n');
    expect(csvLines[0]).toMatch(/^Date,Event,/);
    expect(csvLines).toHaveLength(rows + 1);
  });

  test('a failing item shows its own error with a retry while the others show their dates', async ({ page, request }) => {
    const es = await futuresDates(request, ES);
    const spxw = await optionDates(request, SPXW);
    await configureDemo(page, { faults: [{ path: `/openapi/ref/v1/instruments/futuresspaces/${CL}`, status: 503 }] });
    await page.goto(URL_ALL);
    // The failed item: its error, retried twice by the client before it shows.
    const failed = items(page).nth(1);
    await expect(failed.getByRole('alert')).toContainText('Service error (503)');
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The others: all their dates.
    await expect(list(page).locator('tbody tr')).toHaveCount(es.rows.length + spxw.rows.length);
    await expectAccessible(page);

    // The fault cleared, Try again brings the item's dates in.
    const cl = await futuresDates(request, CL);
    await page.evaluate(() => localStorage.removeItem('refex:sim-faults'));
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(list(page).locator('tbody tr')).toHaveCount(es.rows.length + cl.rows.length + spxw.rows.length);
    await expect(failed.getByRole('alert')).toHaveCount(0);
  });

  test('an unknown item is not found, a bad address value is noted, and nothing chosen says how to choose', async ({ page }) => {
    await page.goto(`/calendar/expiries?futures=${ES},999999,abc&month=2026-13`);
    await expect(page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' })).toContainText('futures=abc');
    await expect(page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' })).toContainText('month=2026-13');
    await expect(items(page).nth(1).getByRole('alert')).toContainText('Not found');
    await expect(list(page).locator('tbody tr').first()).toBeVisible();
    await items(page)
      .nth(1)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page).toHaveURL(new RegExp(`futures=${ES}(&|$)`));
    await expect(items(page)).toHaveCount(1);

    await page.goto('/calendar/expiries');
    await expect(page.getByText('Nothing chosen yet')).toBeVisible();
  });

  test('keeps the focus as items go and as the month comes back, and holds the exports with no date', async ({ page }) => {
    await page.goto(URL_ALL);
    await loaded(page, 3);
    // A removed row hands the focus to the next row's Remove, the last row's to the list's heading.
    const removeOf = (index: number) =>
      items(page)
        .nth(index)
        .getByRole('button', { name: /^Remove / });
    // (Found by its place, not its name: an item's name may still arrive after its dates.)
    await removeOf(0).click();
    await expect(items(page)).toHaveCount(2);
    await expect(removeOf(0)).toBeFocused();
    await removeOf(1).click();
    await expect(items(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Shown in the calendar' })).toBeFocused();

    // This month stays, held, once it has brought the grid back to this month.
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    const thisMonth = page.getByRole('button', { name: 'This month' });
    await thisMonth.click();
    await expect(page).not.toHaveURL(/month=/);
    await expect(thisMonth).toHaveAttribute('aria-disabled', 'true');
    await expect(thisMonth).toBeFocused();

    // Without a date, the exports are held, yet reachable.
    await page.goto('/calendar/expiries?futures=999999');
    await expect(items(page).first().getByRole('alert')).toContainText('Not found');
    for (const name of ['Add to my calendar (.ics)', 'Download CSV']) {
      const button = page.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await button.focus();
      await expect(button).toBeFocused();
    }
  });

  test('adds a futures space from the search box, and opens from the futures space and the option chain', async ({ page, request }) => {
    const cl = await futuresDates(request, CL);
    await page.goto('/calendar/expiries');
    const box = page.getByRole('searchbox', { name: 'Add a futures space or an option root' });
    await box.fill('crude');
    // From the keyboard: the button turns to "Added" and the focus goes back to the box, for the next item.
    await page.getByRole('button', { name: `Add ${cl.name} to the calendar` }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`futures=${CL}(&|$)`));
    await expect(page.getByRole('button', { name: `${cl.name} is in the calendar` })).toBeDisabled();
    await expect(box).toBeFocused();
    await loaded(page, 1);
    await expect(list(page).locator('tbody tr')).toHaveCount(cl.rows.length);

    await page.goto(`/futures/${ES}`);
    await page.getByRole('link', { name: /^Expiry calendar of / }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/expiries\\?futures=${ES}$`));
    await loaded(page, 1);

    await page.goto(`/options/${SPXW}`);
    await page.getByRole('link', { name: /^Expiry calendar of / }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/expiries\\?roots=${SPXW}$`));
    await loaded(page, 1);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Expiry calendar' }).click();
    await expect(page).toHaveURL(/\/calendar\/expiries$/);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`passes axe at 1440 and 390 px in the ${colorScheme} scheme, without sideways scroll on a phone`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(URL_ALL);
        await loaded(page, 3);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        await expect(list(page).locator('tbody tr').first()).toBeVisible();
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);
      }
    });
  }
});
