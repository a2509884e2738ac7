/**
 * The holiday calendar: the days each chosen exchange is closed and closes early, side by side, read from one
 * instrument's trading schedule per exchange. The clocks are pinned (the simulator's and the page's) to Thanksgiving
 * week and to Christmas week; what each exchange does is asked of the in-process simulator (same code and data as
 * the browser's) through the app's own readers, never written here, beside the few facts the view exists for.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { InstrumentSummary, TradingSchedule } from '../src/api/types';
import { exchangeDays, type ExchangeDays } from '../src/features/holidays/days';
import { weekdayText } from '../src/lib/business-days';
import { pickInstrument } from '../src/features/holidays/queries';
import { exchangeZone } from '../src/model/schedule-zone';
import { configureDemo, expect, expectAccessible, expectNoHorizontalScroll, pinClocks, test } from './support/fixtures';
import { askRows, askSimulator } from './support/service';

const THANKSGIVING_WEEK = '2026-11-23T15:00:00Z';
const CHRISTMAS_WEEK = '2026-12-21T10:00:00Z';

/** The instrument the page reads an exchange from (its first stock), and that exchange's days, at `at`. */
function expected(exchangeId: string, at: string): { uic: number; days: ExchangeDays } {
  const instrument = pickInstrument(askRows<InstrumentSummary>(`/openapi/ref/v1/instruments?ExchangeId=${exchangeId}&AssetTypes=Stock&$top=1`, 'demo', at));
  if (!instrument) throw new Error(`no stock on ${exchangeId}`);
  const schedule = askSimulator<TradingSchedule>(`/openapi/ref/v1/instruments/tradingschedule/${instrument.uic}/${instrument.assetType}`, 'demo', at);
  return { uic: instrument.uic, days: exchangeDays(schedule, exchangeZone(schedule, undefined).zone) };
}

const items = (page: Page) => page.getByRole('list', { name: 'Exchanges shown' }).getByRole('listitem');
const table = (page: Page) => page.getByRole('table', { name: 'Closed days and early closes, side by side' });
const loaded = async (page: Page, count: number) => {
  await expect(items(page)).toHaveCount(count);
  await expect(page.getByText(/^(Finding an instrument listed on it|Loading its trading schedule)…$/)).toHaveCount(0);
};

/** The table's cell of exchange `id` on `day` (YYYY-MM-DD): the row by its date header, the column by its exchange header. */
async function cell(page: Page, day: string, id: string): Promise<Locator> {
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((text) => text.split('\n')[0]?.trim() === id);
  expect(column, `column of ${id} in ${headers.join(' | ')}`).toBeGreaterThan(0);
  const row = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: weekdayText(day), exact: true }) });
  return row.getByRole('cell').nth(column - 1);
}

/** What the page should say of an exchange on a day, from its days. */
function kindOf(days: ExchangeDays, day: string): RegExp {
  if (days.closed.some((entry) => entry.day === day)) return /^Closed/;
  const early = days.early.find((entry) => entry.day === day);
  if (early) return new RegExp(`^Closes early ${early.closeText}`);
  if (days.trading.has(day)) return /^Open$/;
  return /^(Weekend|Not known yet)$/;
}

test.describe('holiday calendar', () => {
  test.describe.configure({ timeout: 90_000 });
  // The user's own time, so that "your time" is the same on every machine.
  test.use({ timezoneId: 'Europe/Copenhagen' });

  test('Thanksgiving week: New York is closed on Thursday and closes early on Friday, Xetra trades both days', async ({ page }) => {
    const nyse = expected('NYSE', THANKSGIVING_WEEK);
    const xetra = expected('FSE', THANKSGIVING_WEEK);
    // What the simulator's calendar has, read back with the app's readers.
    expect(nyse.days.closed.map((entry) => entry.day)).toEqual(['2026-11-26']);
    expect(nyse.days.early.map((entry) => entry.day)).toEqual(['2026-11-27']);
    expect([...xetra.days.closed, ...xetra.days.early]).toEqual([]);

    await pinClocks(page, THANKSGIVING_WEEK);
    await page.goto('/calendar/holidays?exchanges=NYSE,FSE');
    await loaded(page, 2);
    await expect(items(page).nth(0)).toContainText(`1 closed day, 1 early close · known to ${weekdayText(nyse.days.until as string)}`);
    await expect(items(page).nth(1)).toContainText(`0 closed days, 0 early closes · known to ${weekdayText(xetra.days.until as string)}`);

    await expect(table(page).locator('tbody tr')).toHaveCount(2);
    const thursday = await cell(page, '2026-11-26', 'NYSE');
    await expect(thursday).toContainText('Closed');
    await expect(thursday).toContainText('No trading from Wed 25 Nov, 20:00 to Fri 27 Nov, 04:00 (US Eastern Time)');
    await expect(thursday).toContainText('Your time: from Thu 26 Nov, 02:00 to Fri 27 Nov, 10:00');
    const friday = await cell(page, '2026-11-27', 'NYSE');
    await expect(friday).toContainText('Closes early 13:00');
    await expect(friday).toContainText('13:00 US Eastern Time (usually 16:00)');
    await expect(friday).toContainText('Your time: 19:00');
    await expect(await cell(page, '2026-11-26', 'FSE')).toHaveText('Open');
    await expect(await cell(page, '2026-11-27', 'FSE')).toHaveText('Open');
    await expectAccessible(page);
  });

  test('Christmas week: each exchange’s days as the simulator has them, side by side, and as .ics and CSV files', async ({ page }) => {
    const ids = ['NYSE', 'FSE', 'LSE_SETS', 'PAR'];
    const all = Object.fromEntries(ids.map((id) => [id, expected(id, CHRISTMAS_WEEK).days]));
    const nyse = all.NYSE as ExchangeDays;
    const xetra = all.FSE as ExchangeDays;
    // Christmas Eve and Christmas Day show on both sides of the Atlantic.
    expect(nyse.closed.map((entry) => entry.day)).toContain('2026-12-25');
    expect(nyse.early.map((entry) => entry.day)).toContain('2026-12-24');
    expect(xetra.closed.map((entry) => entry.day)).toEqual(expect.arrayContaining(['2026-12-24', '2026-12-25']));
    const dates = [...new Set(Object.values(all).flatMap((days) => [...days.closed, ...days.early].map((entry) => entry.day)))].sort();
    expect(dates).toEqual(expect.arrayContaining(['2026-12-24', '2026-12-25']));

    await pinClocks(page, CHRISTMAS_WEEK);
    await page.goto(`/calendar/holidays?exchanges=${ids.join(',')}`);
    await loaded(page, ids.length);
    await expect(table(page).getByRole('rowheader')).toHaveText(dates.map(weekdayText));
    for (const day of dates) for (const id of ids) await expect(await cell(page, day, id), `${id} on ${day}`).toHaveText(kindOf(all[id] as ExchangeDays, day));

    // The .ics: CRLF lines of 75 octets at most, an event per closed day and early close, each with its reminder.
    const events = Object.values(all).reduce((sum, days) => sum + days.closed.length + days.early.length, 0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('holiday-calendar-2026-12-21.ics');
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n|\r(?!\n)/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    const vevents: string[][] = [];
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') vevents.push([]);
      else vevents.at(-1)?.push(line);
    }
    expect(vevents).toHaveLength(events);
    for (const event of vevents) {
      expect(event.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(1);
      expect(event).toContain('ACTION:DISPLAY');
      expect(event.some((line) => /^UID:refex-holiday-.+@refex$/.test(line))).toBe(true);
      const closed = event.some((line) => /^SUMMARY:.+ closed: /.test(line));
      expect(
        event.some((line) => (closed ? /^DTSTART;VALUE=DATE:\d{8}$/ : /^DTSTART:\d{8}T\d{6}Z$/).test(line)),
        event.join('\n'),
      ).toBe(true);
    }
    expect(lines).toContain('DTSTART;VALUE=DATE:20261225');
    expect(lines.filter((line) => line === 'DTSTART:20261224T180000Z')).toHaveLength(1);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvLines = (await readFile(await (await csv).path(), 'utf8')).trimEnd().split('\r\n');
    expect(csvLines[0]).toMatch(/^Date,Exchange id,Exchange,Event,/);
    expect(csvLines).toHaveLength(events + 1);
    expect(csvLines.filter((line) => line.startsWith('2026-12-24,NYSE,'))[0]).toContain(',Early close,13:00,16:00,America/New_York,19:00,Europe/Copenhagen,');
  });

  test('a failing schedule shows its error with Try again while the other exchanges show their days', async ({ page }) => {
    const nyse = expected('NYSE', THANKSGIVING_WEEK);
    await pinClocks(page, THANKSGIVING_WEEK);
    await configureDemo(page, { faults: [{ path: `/openapi/ref/v1/instruments/tradingschedule/${nyse.uic}/Stock`, status: 503 }] });
    await page.goto('/calendar/holidays?exchanges=NYSE,LSE_SETS,PAR');
    const failed = items(page).nth(0);
    // Retried twice by the client before it shows.
    await expect(failed.getByRole('alert')).toContainText('Service error (503)');
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(items(page).nth(1).getByRole('status')).toContainText('known to');
    await expect(items(page).nth(2).getByRole('status')).toContainText('known to');
    // Nothing closes on the European days of that week; the failed column says so in its header.
    await expect(page.getByRole('status').filter({ hasText: 'No exchange shown is closed' })).toBeVisible();
    await expectAccessible(page);

    // The fault cleared, Try again brings New York's days in.
    await page.evaluate(() => localStorage.removeItem('refex:sim-faults'));
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed.getByRole('alert')).toHaveCount(0);
    await expect(await cell(page, '2026-11-26', 'NYSE')).toContainText('Closed');
    await expect(await cell(page, '2026-11-26', 'LSE_SETS')).toHaveText('Open');
  });

  test('an unknown exchange is not found with a suggestion, a bad address value is noted, nothing chosen says how to choose', async ({ page }) => {
    await page.goto('/calendar/holidays?exchanges=NYSE,XETRA,%3Cb%3E');
    const notes = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(notes).toContainText('exchanges=<b>');
    const unknown = items(page).nth(1);
    await expect(unknown.getByRole('alert')).toContainText('Not found');
    await expect(unknown.getByRole('alert')).toContainText('The service lists no instrument on the exchange “XETRA”');
    await expect(items(page).nth(0).getByRole('status')).toContainText('known to');
    await unknown.getByRole('button', { name: 'Use FSE instead' }).click();
    await expect(page).toHaveURL(/\/calendar\/holidays\?exchanges=NYSE(%2C|,)FSE$/);
    // The button went with the card it was on: the focus goes to the card put in its place.
    await expect(page.getByRole('button', { name: 'Remove FSE from the calendar' })).toBeFocused();
    await loaded(page, 2);
    await items(page).nth(0).getByRole('button', { name: 'Remove NYSE from the calendar' }).click();
    await expect(page).toHaveURL(/exchanges=FSE$/);
    // To the next exchange's Remove, and from the last one to the page's heading.
    await expect(page.getByRole('button', { name: 'Remove FSE from the calendar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calendar\/holidays$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Holiday calendar' })).toBeFocused();

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Holiday calendar' }).click();
    await expect(page).toHaveURL(/\/calendar\/holidays$/);
    await expect(page.getByText('No exchange chosen yet')).toBeVisible();
    await page.getByRole('combobox', { name: 'Add an exchange' }).fill('xlon');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/exchanges=LSE_SETS$/);
    await loaded(page, 1);
  });

  test('opens from the watchlist with its exchanges, and takes the current watchlist’s exchanges', async ({ page }) => {
    const nyseStock = askRows<InstrumentSummary>('/openapi/ref/v1/instruments?ExchangeId=NYSE&AssetTypes=Stock&$top=1')[0];
    const parisStock = askRows<InstrumentSummary>('/openapi/ref/v1/instruments?ExchangeId=PAR&AssetTypes=Stock&$top=1')[0];
    await page.goto(`/watchlist?items=${nyseStock?.Identifier}:Stock,${parisStock?.Identifier}:Stock,root:1&name=Holidays`);
    await page.getByRole('button', { name: 'Save as a list' }).click();
    await expect(page.getByRole('table', { name: /^Watchlist / }).locator('tbody tr')).toHaveCount(3);
    await expect(page.getByRole('table', { name: /^Watchlist / })).toContainText('PAR');
    await page.getByRole('main').getByRole('link', { name: 'Holiday calendar' }).click();
    await expect(page).toHaveURL(/\/calendar\/holidays\?exchanges=/);
    await loaded(page, 2);
    expect(new URL(page.url()).searchParams.get('exchanges')?.split(',').sort()).toEqual(['NYSE', 'PAR']);

    await page.goto('/calendar/holidays?exchanges=TSE');
    await page.getByRole('button', { name: 'Add the exchanges of “Holidays”' }).click();
    await loaded(page, 3);
    expect(new URL(page.url()).searchParams.get('exchanges')?.split(',').sort()).toEqual(['NYSE', 'PAR', 'TSE']);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`passes axe at 1440 and 390 px in the ${colorScheme} scheme, without sideways scroll on a phone`, async ({ page }) => {
      await pinClocks(page, CHRISTMAS_WEEK);
      await page.emulateMedia({ colorScheme });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/calendar/holidays?exchanges=NYSE,FSE,LSE_SETS,PAR,XETRA');
        await loaded(page, 5);
        await expect(items(page).nth(4).getByRole('alert')).toContainText('Not found');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        await expect(table(page).locator('tbody tr').first()).toBeVisible();
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);
      }
    });
  }
});
