import type { Locator, Page } from '@playwright/test';
import { configureDemo, expect, expectAccessible, expectNoHorizontalScroll, pinClocks, test } from './support/fixtures';

/** The user's zone in these tests: half an hour off whole-hour zones, so a wrong conversion shows. */
const USER_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: USER_ZONE });

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The first request starts the in-browser simulator: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 2, name: 'Trading schedule' })).toBeVisible({ timeout: 40_000 });
}

const clock = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(instant));

interface Row {
  day: string;
  start: string;
  end: string;
  startInstant: string;
  endInstant: string;
  state: string;
  trading: boolean;
  current: boolean;
}

/** The rows of the sessions table, with the instants behind the shown times. */
async function readTable(table: Locator): Promise<Row[]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')];
      const times = [...row.querySelectorAll('time')];
      const stateText = cells[4]?.textContent ?? '';
      return {
        day: cells[0]?.textContent ?? '',
        start: times[0]?.textContent ?? '',
        end: times[1]?.textContent ?? '',
        startInstant: times[0]?.getAttribute('datetime') ?? '',
        endInstant: times[1]?.getAttribute('datetime') ?? '',
        state: stateText.replace('(trading)', '').replace(/now$/, '').trim(),
        trading: stateText.includes('(trading)'),
        current: row.getAttribute('aria-current') === 'true',
      };
    }),
  );
}

/** The IANA zone named in the table caption ("Times in …, (Zone/Name), UTC…"). */
async function captionZone(table: Locator): Promise<string> {
  const caption = (await table.locator('caption').textContent()) ?? '';
  const named = /\(([A-Za-z_]+\/[A-Za-z_/+-]+)\)/.exec(caption)?.[1] ?? /your time, ([A-Za-z_]+\/[A-Za-z_/+-]+),/.exec(caption)?.[1];
  if (!named) throw new Error(`No zone in caption: ${caption}`);
  return named;
}

/** The timeline's hour labels that show, left to right, with their boxes (the axis is hidden from assistive technology). */
async function axisLabels(page: Page): Promise<{ text: string; left: number; right: number }[]> {
  const figure = page.getByRole('figure', { name: /^Sessions by day/ });
  await expect(figure).toBeVisible();
  const labels = figure.getByText(/^\d{2}$/);
  const boxes = await labels.evaluateAll((spans) => spans.map((span) => ({ text: span.textContent ?? '', box: span.getBoundingClientRect() })).filter(({ box }) => box.width > 0));
  return boxes.map(({ text, box }) => ({ text, left: box.left, right: box.right }));
}

/** No two neighbouring labels touch: a few pixels between each. */
function expectApart(labels: { text: string; left: number; right: number }[]): void {
  expect(labels.length).toBeGreaterThanOrEqual(2);
  expect(labels[0]?.text).toBe('00');
  expect(labels.at(-1)?.text).toBe('24');
  for (let index = 1; index < labels.length; index++) {
    const [before, after] = [labels[index - 1], labels[index]];
    expect(after!.left - before!.right, `${before!.text} then ${after!.text}`).toBeGreaterThanOrEqual(3);
  }
}

test.describe('trading schedule', () => {
  test.describe.configure({ timeout: 120_000 });

  test('opens from the details: a timeline of named bars, a legend, a now-marker', async ({ page }) => {
    await page.goto('/instruments/Stock/211');
    await expect(page.getByRole('heading', { level: 1, name: 'AAPL:xnas' })).toBeVisible({ timeout: 40_000 });
    await page.getByRole('navigation', { name: 'Instrument views' }).getByRole('link', { name: 'Trading schedule' }).click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211\/schedule$/);
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    const bars = grid.getByRole('gridcell');
    expect(await bars.count()).toBeGreaterThan(5);
    // Every bar is named by its state and times.
    for (const label of await bars.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''))) {
      expect(label).toMatch(/^[A-Z][\w -]*: \w{3} \d{1,2} \w{3} \d{2}:\d{2} to \w{3} \d{1,2} \w{3} \d{2}:\d{2} \(/);
    }
    // The legend lists exactly the states the bars show.
    const states = new Set((await bars.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''))).map((label) => label.split(':')[0]));
    const legend = page.getByRole('region', { name: 'Legend' }).getByRole('listitem');
    const legendStates = new Set(await legend.allTextContents());
    // "No data" stands for the empty track (hours without a session), not for a state.
    legendStates.delete('No data');
    expect(legendStates).toEqual(states);
    // Today's row carries the now-marker.
    await expect(grid.getByRole('row').filter({ has: page.getByTestId('now-marker') })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('the open-now status agrees with the sessions', async ({ page }) => {
    await open(page, '/instruments/Stock/211/schedule?view=table');
    const table = page.getByRole('table', { name: 'Trading sessions' });
    const rows = await readTable(table);
    const status = page.getByTestId('market-status');
    const index = rows.findIndex((row) => row.current);
    expect(index, 'a session covers now').toBeGreaterThanOrEqual(0);
    const current = rows[index]!;
    const withDay = (row: Row, text: string) => (/^\w{3} /.test(text) ? text : `${row.day} ${text}`);
    if (current.trading) {
      // Only regular trading is "open now"; extended hours and auctions are named.
      const regular = current.state === 'Automated trading' || current.state === 'Pit trading';
      await expect(page.getByRole('heading', { name: regular ? 'Open now' : `${current.state} now` })).toBeVisible();
      // The current session until its end, then each touching trading session until its own end.
      await expect(status).toContainText(`${current.state} until ${withDay(current, current.end)} (in `);
      let last = index;
      while (rows[last + 1]?.trading && rows[last + 1]!.startInstant === rows[last]!.endInstant) last++;
      const final = rows[last]!;
      if (last > index)
        await expect(status).toContainText(new RegExp(`then ${final.state.toLowerCase()} until (at least )?(\\w{3} \\d{1,2} \\w{3} )?${final.end.slice(-5)} \\(in `));
    } else {
      await expect(page.getByRole('heading', { name: /now$/ })).not.toHaveText('Open now');
      const next = rows.slice(index + 1).find((row) => row.trading);
      if (next) await expect(status).toContainText(`Next open: ${next.state} from ${next.day} ${next.start}`);
      else await expect(status).toContainText('No trading session ahead');
    }
    await expectAccessible(page);
  });

  test('switches between exchange time, the user’s time and a zone of the list; times follow consistently', async ({ page }) => {
    await open(page, '/instruments/Stock/211/schedule?view=table');
    const table = page.getByRole('table', { name: 'Trading sessions' });

    const check = async (expectedZone?: string) => {
      const zone = await captionZone(table);
      if (expectedZone) expect(zone).toBe(expectedZone);
      const rows = await readTable(table);
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        expect(row.start).toBe(clock(row.startInstant, zone));
        expect(row.end.slice(-5)).toBe(clock(row.endInstant, zone));
      }
      return rows;
    };

    const exchange = await check();
    await page
      .getByRole('radiogroup', { name: 'Times in' })
      .getByText(/^My time/)
      .click();
    await expect(page).toHaveURL(/tz=local/);
    // Chromium may name the zone by its older alias.
    const local = await check();
    expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(await captionZone(table));
    // Same instants, other wall-clock times.
    expect(local.map((row) => row.startInstant)).toEqual(exchange.map((row) => row.startInstant));
    expect(local.map((row) => row.start)).not.toEqual(exchange.map((row) => row.start));

    await page.getByRole('combobox', { name: 'Other time zone' }).click();
    await page.getByRole('option', { name: /British Time/ }).click();
    await expect(page).toHaveURL(/tz=1(&|$)/);
    await check('Europe/London');

    // The shared address gives the same view.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Trading sessions' })).toBeVisible({ timeout: 40_000 });
    await check('Europe/London');
    await expect(page.getByRole('combobox', { name: 'Other time zone' })).toHaveValue(/British Time/);

    await page
      .getByRole('radiogroup', { name: 'Times in' })
      .getByText(/^Exchange/)
      .click();
    await expect(page).toHaveURL(/tz=exchange/);
    expect((await check()).map((row) => row.start)).toEqual(exchange.map((row) => row.start));
  });

  test('links to the time zone list with the exchange zone highlighted', async ({ page }) => {
    await open(page, '/instruments/Stock/211/schedule');
    await page.getByRole('link', { name: 'See it in the time zone list' }).click();
    await expect(page).toHaveURL(/\/timezones\?zone=\d+$/);
    const zone = new URL(page.url()).searchParams.get('zone');
    const highlighted = page.getByRole('table', { name: 'Time zones' }).locator('tr[aria-current="true"]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted.getByRole('cell').first()).toHaveText(zone ?? '');
  });

  test("an exchange zone beyond the specification's six (Tokyo, id 10) resolves from the time zone list", async ({ page }) => {
    await open(page, '/instruments/Stock/101301/schedule?view=table');
    await expect(page.getByText(/GMT \+9 No Daylight S\. \(JST\), broker id 10\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'See it in the time zone list' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Exchange (JST)' })).toBeChecked();
    // Shown at UTC+9 (the exchange offset the service sends).
    const rows = await readTable(page.getByRole('table', { name: 'Trading sessions' }));
    for (const row of rows) expect(row.start).toBe(clock(row.startInstant, 'Asia/Tokyo'));
  });

  test('switching the view or the zone keeps the scroll position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 520 });
    await open(page, '/instruments/Stock/211/schedule');
    await expect(page.getByRole('grid')).toBeVisible();
    // Scrolled down so that the view switch is near the top of the window.
    await page.evaluate(() => window.scrollTo(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(150);
    await page.getByRole('radio', { name: 'Timeline' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/view=table/);
    await expect(page.getByRole('table', { name: 'Trading sessions' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('the timeline names the hours without sessions in its legend, and today’s label is whole', async ({ page }) => {
    await open(page, '/instruments/Stock/211/schedule');
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    // A wide axis labels every third hour.
    const hours = await axisLabels(page);
    expect(hours.map((label) => label.text)).toEqual(['00', '03', '06', '09', '12', '15', '18', '21', '24']);
    expectApart(hours);
    const legend = page.getByRole('region', { name: 'Legend' });
    // The simulator's schedule starts now: today's hours before it have no session.
    await expect(legend.getByRole('listitem').filter({ hasText: 'No data' })).toBeVisible();
    const today = grid
      .getByRole('row')
      .filter({ has: page.getByTestId('now-marker') })
      .getByRole('rowheader');
    const badge = today.getByText(/^now \d{2}:\d{2}$/i);
    await expect(badge).toBeVisible();
    // Neither clipped nor wrapped: the badge shows all of its text, the day label stays on one line.
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    const label = today.locator('p').first();
    // One line of small text is about 22 px high.
    expect(await label.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(32);
    // The table view has no empty track: no such legend entry.
    await page.getByRole('radio', { name: 'Timeline' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('table', { name: 'Trading sessions' })).toBeVisible();
    await expect(legend.getByRole('listitem').filter({ hasText: 'No data' })).toHaveCount(0);
  });

  test('keyboard only: switch the view, tab into the timeline and move between bars', async ({ page }) => {
    await open(page, '/instruments/Stock/211/schedule');
    const timeline = page.getByRole('radio', { name: 'Timeline' });
    await timeline.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/view=table/);
    await expect(page.getByRole('table', { name: 'Trading sessions' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/view=timeline/);
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    // One tab stop leads from the view switch into the timeline.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('role'))) === 'gridcell') break;
    }
    const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(first).toBeTruthy();
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await page.keyboard.press('Home');
    const home = await grid.getByRole('gridcell').first().getAttribute('aria-label');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(home);
    // The tooltip shows the focused bar's details (the previous bar's may still be fading out).
    await expect(page.getByRole('tooltip', { name: home ?? '', exact: true })).toBeVisible();
  });

  test('a half day is said: the status names the early close, the timeline marks its day, the details name it too', async ({ page }) => {
    // Tuesday of Thanksgiving week: the schedule runs to the next Tuesday, the Friday a half day on US exchanges.
    await pinClocks(page, '2026-11-24T15:00:00Z');
    await page.goto('/instruments/Stock/211/schedule?tz=exchange');
    const status = page.getByTestId('market-status');
    await expect(status).toContainText('Early close Fri 27 Nov: regular trading ends at 13:00 (usually 16:00), exchange time.');
    const friday = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Friday 27 November 2026/ }) });
    await expect(friday.getByText('closes early 13:00')).toBeVisible();
    // Only that day.
    await expect(page.getByText(/^closes early/)).toHaveCount(1);
    await expectAccessible(page);
    // The details page's sessions say it where it says whether the market is open.
    await page.goto('/instruments/Stock/211?groups=TradingSessions');
    await expect(page.getByRole('main').getByText('Early close 27 Nov 2026: regular trading ends at 13:00 instead of 16:00 (exchange time).')).toBeVisible();
  });

  test('a bad address parameter falls back with a note', async ({ page }) => {
    await open(page, '/instruments/Stock/211/schedule?tz=mars&view=chart');
    await expect(page.getByText('Some address parameters were ignored')).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Exchange/ })).toBeChecked();
    // The address drops the bad values; the note stays until dismissed.
    await expect(page).toHaveURL(/\/schedule$/);
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toContainText('tz=mars');
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toBeHidden();
  });

  test('a failing service shows the error with retry, and recovers', async ({ page }) => {
    // Three failures outlast the automatic retries.
    await configureDemo(page, { faults: [{ path: 'tradingschedule', status: 503, times: 3 }] });
    await page.goto('/instruments/Stock/211/schedule');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Service error (503)', { timeout: 40_000 });
    // The instrument's heading stays.
    await expect(page.getByRole('heading', { level: 1, name: 'AAPL:xnas' })).toBeVisible();
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
  });

  test('the table view passes the accessibility checks', async ({ page }) => {
    await open(page, '/instruments/FxSpot/21/schedule?view=table&tz=local');
    await expect(page.getByRole('table', { name: 'Trading sessions' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('trading schedule and time zones at 390 px', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 } });

  test('no sideways scroll: the timeline, the table with a zone picked, the time zone list', async ({ page }) => {
    await open(page, '/instruments/FxSpot/21/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'EURUSD' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // The hour labels thin out on a narrow axis; the ones shown never run into each other.
    const hours = await axisLabels(page);
    expectApart(hours);
    expect(hours.map((label) => label.text)).toEqual(['00', '06', '12', '18', '24']);
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Table', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Trading sessions' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Other time zone' }).click();
    await expect(page.getByRole('option', { name: /British Time/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.getByRole('option', { name: /British Time/ }).click();
    await expect(page).toHaveURL(/tz=1(&|$)/);
    await expectNoHorizontalScroll(page);

    await page.goto('/timezones?zone=3');
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible({ timeout: 40_000 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});

test.describe('trading schedule at 320 px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('no sideways scroll; the hours keep their width and labels, the day badges stay in their column', async ({ page }) => {
    // The Friday after Thanksgiving, today: the widest day label, with the now badge and the early close.
    await pinClocks(page, '2026-11-27T15:00:00Z');
    await page.setViewportSize({ width: 320, height: 700 });
    await open(page, '/instruments/Stock/211/schedule?tz=exchange');
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    await expectNoHorizontalScroll(page);
    const hours = await axisLabels(page);
    expectApart(hours);
    expect(hours.map((label) => label.text)).toEqual(['00', '06', '12', '18', '24']);
    const friday = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Friday 27 November 2026/ }) });
    await expect(friday.getByText(/^now \d{2}:\d{2}$/i)).toBeVisible();
    await expect(friday.getByText('closes early 13:00')).toBeVisible();
    // Each row: what its header shows ends before its track starts, and the hours keep a fair share of the width.
    const rows = await grid.getByRole('row').evaluateAll((elements) =>
      elements.map((row) => {
        const header = row.querySelector('[role="rowheader"]') as HTMLElement;
        const track = (header.nextElementSibling as HTMLElement).getBoundingClientRect();
        const shown = [...header.querySelectorAll('*')].map((element) => element.getBoundingClientRect()).filter((box) => box.width > 1);
        return {
          day: header.textContent ?? '',
          right: Math.max(...shown.map((box) => box.right)),
          trackLeft: track.left,
          trackWidth: track.width,
          rowWidth: row.getBoundingClientRect().width,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.right, row.day).toBeLessThanOrEqual(row.trackLeft);
      expect(row.trackWidth, row.day).toBeGreaterThan(row.rowWidth * 0.4);
    }
  });
});

test.describe('trading schedule, dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });
  test.describe.configure({ timeout: 120_000 });

  test('the timeline and the table stay readable', async ({ page }) => {
    await open(page, '/instruments/Stock/101301/schedule');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('grid')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Table', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Trading sessions' })).toBeVisible();
    await expectAccessible(page);
  });
});
