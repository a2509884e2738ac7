import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { configureDemo, expect, expectAccessible, test, setToggle } from './support/fixtures';
import { gatewayGet } from './support/service';
import { parseCsv } from '../src/test/csv';

// The browser simulator runs on the real clock, so expiries and strikes are read from the page, never assumed.

const grid = (page: Page) => page.getByRole('grid');
const tablist = (page: Page) => page.getByRole('tablist', { name: 'Expiries' });
const selectedTab = (page: Page) => tablist(page).getByRole('tab', { selected: true });
const dataRows = (page: Page) => grid(page).locator('[role=row][data-kind=row]');
const centreNote = (page: Page) => page.locator('#chain-centre');

function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function gridReady(page: Page, expiries?: string): Promise<void> {
  await expect(grid(page)).toHaveAttribute('data-ready', 'true');
  if (expiries !== undefined) await expect(grid(page)).toHaveAttribute('data-expiries', expiries);
}

/** Follows a link to another option root's chain and waits for its grid; returns the root's id. */
async function followRootLink(page: Page, link: Locator, fromId: string): Promise<string> {
  const targetId = (await link.getAttribute('href'))?.match(/\/options\/(\d+)/)?.[1];
  expect(targetId).toBeDefined();
  expect(targetId).not.toBe(fromId);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/options/${targetId}\\?`));
  await gridReady(page);
  return targetId as string;
}

/** A number as the page writes it (comma grouping). */
function formatted(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 8 });
}

async function strikesOf(rows: Locator): Promise<number[]> {
  return (await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-strike'))))).sort((a, b) => a - b);
}

/** The first expiry whose trading has not ended (the default one). */
async function nextTradingDate(page: Page): Promise<string> {
  return tablist(page)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.find((tab) => !tab.getAttribute('aria-label')?.includes('trading ended'))?.getAttribute('data-date') ?? '');
}

async function tabDates(page: Page): Promise<string[]> {
  return tablist(page)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-date') ?? ''));
}

interface ServiceOption {
  PutCall?: string;
  StrikePrice?: number;
  Uic?: number;
  TradingStatus?: string;
}

/** What the service (the same simulator, over HTTP) returns for one expiry. */
async function serviceOptions(page: Page, rootId: number, date: string): Promise<ServiceOption[]> {
  const body = await gatewayGet<{ OptionSpace?: { Expiry?: string; SpecificOptions?: ServiceOption[] }[] }>(
    page.request,
    `/openapi/ref/v1/instruments/contractoptionspaces/${rootId}?OptionSpaceSegment=SpecificDates&ExpiryDates=${date}`,
  );
  return body.OptionSpace?.find((entry) => entry.Expiry?.slice(0, 10) === date)?.SpecificOptions ?? [];
}

/** Records every request the page hands to the simulator's worker (demo mode); the function returned reads them. */
async function recordSimRequests(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __simRequests: string[] }).__simRequests = sent;
    const original = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const value = message as { type?: string; url?: string } | null;
      if (value?.type === 'request' && typeof value.url === 'string') sent.push(decodeURIComponent(value.url));
      return (original as (...args: unknown[]) => void).call(this, message, ...rest);
    } as typeof Worker.prototype.postMessage;
  });
  return () => page.evaluate(() => (window as unknown as { __simRequests: string[] }).__simRequests);
}

/** Opens the disclosure with the related roots and instruments and the strategies (closed on each root's first view). */
async function openRootDetails(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Related roots and strategies' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('option chain', () => {
  test.describe.configure({ timeout: 120_000 });

  test('finds a root in the search, switches expiries by mouse and keyboard, and reloads the shared URL', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('SPX');
    await page
      .getByRole('table', { name: 'Search results' })
      .getByRole('link', { name: /^SPXW:xcbo, S&P 500 Index Weeklys, Option root$/ })
      .click();
    await expect(page).toHaveURL(/\/options\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'S&P 500 Index Weeklys' })).toBeVisible();

    // The next expiry still trading is selected (today's may have stopped); the grid shows it.
    const dates = await tabDates(page);
    expect(dates.length).toBeGreaterThan(40);
    expect([...dates].sort()).toEqual(dates);
    const next = await nextTradingDate(page);
    await expect(selectedTab(page)).toHaveAttribute('data-date', next);
    await gridReady(page, next);
    // The strip never widens the page (it scrolls within itself for more).
    expect(await tablist(page).evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    await expect(centreNote(page)).toContainText(/21 of \d+ strikes, centred on [\d,.]+, the middle strike/);
    await expectAccessible(page);

    // Mouse.
    await tablist(page).getByRole('tab').nth(3).click();
    await expect(selectedTab(page)).toHaveAttribute('data-date', dates[3] as string);
    await gridReady(page, dates[3]);
    expect(params(page).get('expiry')).toBe(dates[3]);
    const firstRowExpiry = await dataRows(page).first().getAttribute('data-expiry');
    expect(firstRowExpiry).toBe(dates[3]);

    // Keyboard: arrows move and select, Home/End jump, focus follows.
    await selectedTab(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveAttribute('data-date', dates[4] as string);
    await expect(selectedTab(page)).toBeFocused();
    await gridReady(page, dates[4]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(selectedTab(page)).toHaveAttribute('data-date', dates[2] as string);
    await page.keyboard.press('End');
    await expect(selectedTab(page)).toHaveAttribute('data-date', dates[dates.length - 1] as string);
    await expect(selectedTab(page)).toBeFocused();
    // Scrolled into the strip's view.
    await expect(selectedTab(page)).toBeInViewport({ ratio: 1 });
    expect(
      await selectedTab(page).evaluate((tab) => {
        const strip = (tab.closest('[role=tablist]') as HTMLElement).getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.top >= strip.top && box.bottom <= strip.bottom;
      }),
    ).toBe(true);
    await gridReady(page, dates[dates.length - 1]);
    await page.keyboard.press('Home');
    await expect(selectedTab(page)).toHaveAttribute('data-date', dates[0] as string);
    await page.keyboard.press('ArrowRight');
    await gridReady(page, dates[1]);
    expect(params(page).get('expiry')).toBe(dates[1]);

    // The shared URL shows the same.
    await page.reload();
    await expect(selectedTab(page)).toHaveAttribute('data-date', dates[1] as string);
    await gridReady(page, dates[1]);
  });

  test('narrows the strip to some kinds of expiry, by mouse and keyboard, and keeps them in the address', async ({ page }) => {
    await page.goto('/options/1');
    await gridReady(page);
    const kindOfTab = () =>
      tablist(page)
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-kind') ?? ''));
    const allKinds = await kindOfTab();
    const weeklies = allKinds.filter((kind) => kind === 'weekly').length;
    expect(weeklies).toBeGreaterThan(0);
    expect(weeklies).toBeLessThan(allKinds.length);
    const kinds = page.getByRole('group', { name: 'Expiry kinds listed' });
    const weekly = kinds.getByRole('checkbox', { name: `Weekly · ${weeklies}` });
    await expect(weekly).toBeChecked();

    // Mouse (on the chip's visible label): weeklies off. Only the other kinds are listed; the selection is one of them.
    await kinds.getByText(`Weekly · ${weeklies}`, { exact: true }).click();
    await expect(weekly).not.toBeChecked();
    await expect.poll(kindOfTab).not.toContain('weekly');
    expect((await kindOfTab()).length).toBe(allKinds.length - weeklies);
    await expect(page.getByText(`${allKinds.length - weeklies} of ${allKinds.length} expiries`)).toBeVisible();
    expect(params(page).get('kinds')?.split(',')).not.toContain('weekly');
    await expect(selectedTab(page)).not.toHaveAttribute('data-kind', 'weekly');
    const listed = await tabDates(page);
    const selected = (await selectedTab(page).getAttribute('data-date')) as string;
    await gridReady(page, selected);
    await expectAccessible(page);

    // Arrow keys move along the listed expiries only.
    await selectedTab(page).focus();
    await page.keyboard.press('ArrowRight');
    const after = listed[listed.indexOf(selected) + 1] ?? listed[0];
    await expect(selectedTab(page)).toHaveAttribute('data-date', after as string);
    await gridReady(page, after);

    // The shared address lists the same.
    await page.reload();
    await gridReady(page, after);
    await expect(weekly).not.toBeChecked();
    expect(await tabDates(page)).toEqual(listed);

    // Keyboard on the filter: weeklies back on with Space; every kind listed, no parameter left.
    await weekly.focus();
    await page.keyboard.press('Space');
    await expect(weekly).toBeChecked();
    await expect.poll(kindOfTab).toEqual(allKinds);
    expect(params(page).get('kinds')).toBeNull();
    await expect(selectedTab(page)).toHaveAttribute('data-date', after as string);
  });

  test('narrows the window and centres on a typed reference price, with the money line and shading', async ({ page }) => {
    await page.goto('/options/1');
    await gridReady(page);
    await page.getByRole('combobox', { name: 'Strike window' }).click();
    await page.getByRole('option', { name: '± 5 strikes' }).click();
    await expect(centreNote(page)).toContainText(/^11 of \d+ strikes, centred on [\d,.]+, the middle strike/);
    await expect(dataRows(page)).toHaveCount(11);
    expect(params(page).get('window')).toBe('5');

    // A price between two strikes near the top of the window.
    const strikes = await strikesOf(dataRows(page));
    const low = strikes[2] as number;
    const high = strikes[3] as number;
    const price = low + (high - low) * 0.4;
    await page.getByRole('textbox', { name: 'Reference price' }).fill(String(price));
    await page.keyboard.press('Enter');
    await expect(centreNote(page)).toContainText(
      `centred on ${low.toLocaleString('en-US')}, the strike nearest to the reference price ${price.toLocaleString('en-US', { maximumFractionDigits: 8 })}`,
    );
    expect(Number(params(page).get('ref'))).toBe(price);
    await expect(dataRows(page)).toHaveCount(11);

    const atm = grid(page).locator('[role=row][data-atm=true]');
    await expect(atm).toHaveCount(1);
    await expect(atm).toHaveAttribute('data-strike', String(low));
    await expect(atm.getByRole('rowheader')).toHaveAccessibleName(/at the money/);
    // The line sits above the first strike over the price.
    await expect(grid(page).locator('[role=row][data-atm-line=above]')).toHaveAttribute('data-strike', String(high));
    // Calls are in the money below the price, puts above it.
    const rows = await dataRows(page).evaluateAll((elements) =>
      elements.map((row) => ({
        strike: Number(row.getAttribute('data-strike')),
        call: row.querySelector('[data-side=call]')?.getAttribute('data-itm'),
        put: row.querySelector('[data-side=put]')?.getAttribute('data-itm'),
      })),
    );
    for (const row of rows) {
      expect(row.call, `call ${row.strike}`).toBe(row.strike < price ? 'true' : 'false');
      expect(row.put, `put ${row.strike}`).toBe(row.strike > price ? 'true' : 'false');
    }
    const itmCall = grid(page).locator(`[role=row][data-strike="${strikes[0]}"] [data-side=call] a`);
    await expect(itmCall).toHaveAccessibleName(/, in the money$/);
    await expectAccessible(page);

    // The shared URL keeps window and price.
    await page.reload();
    await gridReady(page);
    await expect(page.getByRole('textbox', { name: 'Reference price' })).toHaveValue(String(price));
    await expect(grid(page).locator('[role=row][data-atm=true]')).toHaveAttribute('data-strike', String(low));

    // Without a price the centre is the middle strike again.
    await page.getByRole('button', { name: 'Clear the reference price' }).click();
    await expect(centreNote(page)).toContainText('the middle strike');
    expect(params(page).has('ref')).toBe(false);
    await expect(grid(page).locator('[role=row][data-atm=true]')).toHaveCount(0);
  });

  test('shows calls, puts or both', async ({ page }) => {
    await page.goto('/options/1?window=2');
    await gridReady(page);
    const headers = grid(page).getByRole('columnheader');
    await expect(headers).toHaveText(['Calls', 'Strike', 'Puts']);
    await page.getByRole('radiogroup', { name: 'Sides' }).getByText('Puts', { exact: true }).click();
    await expect(headers).toHaveText(['Strike', 'Puts']);
    expect(params(page).get('side')).toBe('puts');
    await expect(grid(page).locator('[data-side=call]')).toHaveCount(0);
    await page.getByRole('radiogroup', { name: 'Sides' }).getByText('Calls', { exact: true }).click();
    await expect(headers).toHaveText(['Calls', 'Strike']);
  });

  test('opens an option’s details from a cell, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/options/1?window=3');
    await gridReady(page);
    const assetType = 'StockIndexOption';
    const callCell = dataRows(page).nth(1).locator('[data-side=call]');
    const uic = await callCell.getAttribute('data-uic');
    expect(uic).toMatch(/^\d+$/);
    await expect(callCell.getByRole('link')).toHaveAccessibleName(new RegExp(`^Call [\\d,.]+, .*: Uic ${uic}, `));
    await callCell.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/instruments/${assetType}/${uic}$`));

    await page.goBack();
    await gridReady(page);
    // Keyboard: the grid has one tab stop (where the user left it, else the centre strike); Ctrl+Home goes to the
    // first cell, arrows move, End goes to the row's last cell, Enter opens.
    const tabStop = grid(page).locator('[tabindex="0"]');
    await expect(tabStop).toHaveCount(1);
    await tabStop.focus();
    await page.keyboard.press('Control+Home');
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Call /);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleName(/^Put /);
    const putUic = await focused.evaluate((element) => element.closest('[data-uic]')?.getAttribute('data-uic'));
    expect(putUic).toMatch(/^\d+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/instruments/${assetType}/${putUic}$`));
  });

  test('stacks every expiry of the big root with all strikes, virtualised, and scrolls to the last', async ({ page }) => {
    await page.goto('/options/1');
    await gridReady(page);
    const dates = await tabDates(page);
    await setToggle(page.getByRole('switch', { name: 'Stacked expiries' }));
    const group = page.getByRole('group', { name: 'Expiries in the stacked view' });
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(3);
    expect(params(page).get('stacked')).toBe('true');
    await page.getByRole('button', { name: 'All expiries' }).click();
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(dates.length);
    await page.getByRole('combobox', { name: 'Strike window' }).click();
    await page.getByRole('option', { name: 'All strikes' }).click();
    await gridReady(page, dates.join(','));
    expect(params(page).get('expiry')).toBe('all');

    const total = Number(await grid(page).getAttribute('data-rows'));
    expect(total).toBeGreaterThan(2000);
    const inDom = await grid(page).getByRole('row').count();
    expect(inDom).toBeLessThan(150);
    const last = dates[dates.length - 1] as string;
    await expect(grid(page).locator(`[role=row][data-expiry="${last}"]`)).toHaveCount(0);

    // Scroll with the wheel: rows further down replace the first ones (but the focusable cell's row, kept for the keyboard).
    const farthestShown = async () => {
      const shown = await grid(page)
        .locator('[role=row][data-expiry]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-expiry') ?? ''));
      return Math.max(...shown.map((date) => dates.indexOf(date)));
    };
    expect(await farthestShown()).toBeLessThan(3);
    await grid(page).hover();
    await page.mouse.wheel(0, 30_000);
    await expect.poll(farthestShown).toBeGreaterThan(4);
    await expect(grid(page).locator(`[role=row][data-expiry="${dates[0]}"]`)).toHaveCount(1);
    // The heading of the expiry being scrolled is held under the column header, naming the rows below it.
    const stuck = await grid(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const heading = element.querySelector<HTMLElement>('[role=row][data-sticky=true]');
      const head = heading?.getBoundingClientRect();
      const below = head ? document.elementFromPoint(box.left + box.width / 2, head.bottom + 20)?.closest('[role=row]') : undefined;
      return { offset: head ? head.top - box.top : undefined, expiry: heading?.dataset.expiry, kind: heading?.dataset.kind, below: below?.getAttribute('data-expiry') };
    });
    expect(stuck.kind).toBe('section');
    expect(stuck.offset).toBeGreaterThanOrEqual(36);
    expect(stuck.offset).toBeLessThanOrEqual(38);
    expect(dates.indexOf(stuck.expiry as string)).toBeGreaterThan(0);
    expect(stuck.below).toBe(stuck.expiry);
    // Ctrl+End goes to the last row of the last expiry.
    await grid(page).locator('[tabindex="0"]').first().focus();
    await page.keyboard.press('Control+End');
    await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^(Put|No put) `));
    await expect(grid(page).locator(`[role=row][data-expiry="${last}"]`).last()).toBeVisible();
    expect(await grid(page).getByRole('row').count()).toBeLessThan(150);
    await expectAccessible(page);

    // Expiries are toggled in and out of the stack.
    await group.getByRole('button', { pressed: true }).first().click();
    await expect(group.getByRole('button', { pressed: true })).toHaveCount(dates.length - 1);
    expect(params(page).get('expiry')?.split(',')).toHaveLength(dates.length - 1);
  });

  test('a stacked view’s address shows the same view after a reload', async ({ page }) => {
    await page.goto('/options/1');
    await gridReady(page);
    const dates = await tabDates(page);
    const picked = [dates[2], dates[5], dates[9]] as string[];
    await page.goto(`/options/1?stacked=true&expiry=${picked.join(',')}&window=3&side=puts`);
    await gridReady(page, picked.join(','));
    const group = page.getByRole('group', { name: 'Expiries in the stacked view' });
    const pressed = () => group.getByRole('button', { pressed: true }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date')));
    expect(await pressed()).toEqual(picked);
    const rows = Number(await grid(page).getAttribute('data-rows'));
    expect(rows).toBe(3 * (1 + 7));
    await page.reload();
    await gridReady(page, picked.join(','));
    await expect(page.getByRole('switch', { name: 'Stacked expiries' })).toBeChecked();
    expect(await pressed()).toEqual(picked);
    await expect(grid(page)).toHaveAttribute('data-rows', String(rows));
    await expect(grid(page).getByRole('columnheader')).toHaveText(['Strike', 'Puts']);
    await expect(grid(page).locator('[role=row][data-sticky=true]')).toHaveAttribute('data-expiry', picked[0] as string);
  });

  test.describe('request budget (the real gateway allows about 60 reference-data requests a minute)', () => {
    async function countSimRequests(page: Page) {
      const sent = await recordSimRequests(page);
      return async (rootId: number) => (await sent()).filter((url) => url.includes(`/contractoptionspaces/${rootId}?`));
    }
    const datesOf = (urls: string[]) => urls.flatMap((url) => new URL(url).searchParams.get('ExpiryDates')?.split(',') ?? []);

    test('every expiry of the big root, stacked, in eight requests', async ({ page }) => {
      const spaceRequests = await countSimRequests(page);
      await page.goto('/options/1?stacked=true&expiry=all&window=2');
      await gridReady(page);
      const shown = ((await grid(page).getAttribute('data-expiries')) ?? '').split(',');
      expect(shown.length).toBeGreaterThan(50);
      const sent = await spaceRequests(1);
      // The expiry list, then up to eight expiries per request (it was one request per expiry).
      expect(sent.length).toBeLessThanOrEqual(1 + Math.ceil(shown.length / 8));
      expect(new Set(datesOf(sent))).toEqual(new Set(shown));
    });

    test('hovering across expiries fetches only the one rested on; arrow keys fetch once the keys rest', async ({ page }) => {
      const spaceRequests = await countSimRequests(page);
      await page.goto('/options/1');
      await gridReady(page);
      const dates = await tabDates(page);
      // The next expiries are fetched ahead, together.
      await expect.poll(async () => datesOf(await spaceRequests(1))).toEqual(expect.arrayContaining(dates.slice(0, 4)));
      const settled = (await spaceRequests(1)).length;
      expect(settled).toBe(3);

      // Sweep the pointer over expiries 8 to 11, then rest on 13.
      const box = async (index: number) => (await tablist(page).getByRole('tab').nth(index).boundingBox()) as { x: number; y: number; width: number; height: number };
      const [from, to, rest] = [await box(8), await box(11), await box(13)];
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
      await page.mouse.move(rest.x + rest.width / 2, rest.y + rest.height / 2, { steps: 2 });
      await expect.poll(async () => datesOf(await spaceRequests(1))).toContain(dates[13]);
      const afterHover = await spaceRequests(1);
      // Crossing five expiries asked for none of them (one spare for a slow machine's pause).
      expect(afterHover.length - settled).toBeLessThanOrEqual(2);
      expect(datesOf(afterHover.slice(settled)).filter((date) => dates.slice(8, 13).includes(date)).length).toBeLessThanOrEqual(1);

      // Nine quick arrow presses: through the loaded neighbours, then over expiries not loaded yet.
      await page.mouse.move(0, 0);
      const start = dates.indexOf((await selectedTab(page).getAttribute('data-date')) as string);
      const target = dates[start + 9] as string;
      await selectedTab(page).focus();
      // As fast as a held key repeats, from inside the page (the page renders between presses; no round trip to the driver,
      // whose pauses on a slow machine would make the presses slower than a person's).
      await tablist(page).evaluate(async (list) => {
        for (let press = 0; press < 9; press++) {
          list.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      });
      await expect(selectedTab(page)).toHaveAttribute('data-date', target);
      await expect(selectedTab(page)).toBeFocused();
      await gridReady(page, target);
      // The last one, then its neighbours: one request each, not one per key. The hover's spare request (a pause on a
      // slow machine) may have brought the last one already: then only its neighbours are asked for. Waited for on the
      // requests since the hover (a neighbour the hover had fetched would satisfy a wait on all of them too early).
      const hadTarget = datesOf(afterHover).includes(target);
      const sinceHover = async () => (await spaceRequests(1)).slice(afterHover.length);
      await expect.poll(async () => (await sinceHover()).length).toBeGreaterThanOrEqual(hadTarget ? 1 : 2);
      const afterKeys = await sinceHover();
      expect(afterKeys).toHaveLength(hadTarget ? 1 : 2);
      if (!hadTarget) expect(datesOf(afterKeys)[0]).toBe(target);
    });
  });

  test('exports the visible chain to CSV, as the grid shows it and the service returns it', async ({ page }) => {
    await page.goto('/options/1?window=4');
    await gridReady(page);
    const date = (await selectedTab(page).getAttribute('data-date')) as string;
    const gridRows = await dataRows(page).evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-strike'),
        row.querySelector('[data-side=call]')?.getAttribute('data-uic') ?? '',
        row.querySelector('[data-side=put]')?.getAttribute('data-uic') ?? '',
      ]),
    );
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`SPXW-xcbo-${date}-both.csv`);
    const csv = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(csv[0]).toEqual(['Expiry', 'Days to expiry', 'Kind', 'Strike', 'Underlying Uic', 'Call Uic', 'Call trading status', 'Put Uic', 'Put trading status']);
    const body = csv.slice(1);
    expect(body).toHaveLength(9);
    expect(body.map((row) => [row[3], row[5], row[7]])).toEqual(gridRows);
    expect(new Set(body.map((row) => row[0]))).toEqual(new Set([date]));

    // The same strikes, Uics and statuses as the service returns for this expiry.
    const options = await serviceOptions(page, 1, date);
    for (const row of body) {
      const strike = Number(row[3]);
      const call = options.find((option) => option.PutCall === 'Call' && option.StrikePrice === strike);
      const put = options.find((option) => option.PutCall === 'Put' && option.StrikePrice === strike);
      expect([row[5], row[6], row[7], row[8]]).toEqual([String(call?.Uic), call?.TradingStatus, String(put?.Uic), put?.TradingStatus]);
    }

    // Stacked, calls only: every shown expiry, the call columns only.
    await page.getByRole('radiogroup', { name: 'Sides' }).getByText('Calls', { exact: true }).click();
    await setToggle(page.getByRole('switch', { name: 'Stacked expiries' }));
    const stackedDates = (params(page).get('expiry') ?? '').split(',');
    expect(stackedDates).toHaveLength(3);
    await gridReady(page, stackedDates.join(','));
    const stackedDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const stackedCsv = parseCsv(await readFile(await (await stackedDownload).path(), 'utf8'));
    expect(stackedCsv[0]).toEqual(['Expiry', 'Days to expiry', 'Kind', 'Strike', 'Underlying Uic', 'Call Uic', 'Call trading status']);
    expect([...new Set(stackedCsv.slice(1).map((row) => row[0]))]).toEqual(stackedDates);
    // Every option row of the grid (the grid has one heading row per expiry; rows out of view are not in the DOM).
    expect(stackedCsv.length - 1).toBe(Number(await grid(page).getAttribute('data-rows')) - stackedDates.length);
  });

  test('follows a related root with the view kept, the expiry where listed, and the reference price only on the same underlying', async ({ page }) => {
    // Unilever NV (EUR): adjusted series deliver Unilever Plc (GBP), which has its own options.
    await page.goto('/options/129?window=3&side=calls&ref=25&status=Tradable,NotDefined');
    await gridReady(page);
    await tablist(page).getByRole('tab').nth(1).click();
    const expiry = (await selectedTab(page).getAttribute('data-date')) as string;
    await gridReady(page, expiry);
    await expect(centreNote(page)).toContainText('nearest to the reference price 25');
    await openRootDetails(page);
    const related = page.getByRole('link', { name: /^Option chain .* on .*Unilever Plc.* \(root \d+\)$/ });
    await expect(related).toBeVisible();
    const targetId = await followRootLink(page, related, '129');
    // The view and the filters come along.
    expect(params(page).get('window')).toBe('3');
    expect(params(page).get('side')).toBe('calls');
    expect(params(page).get('status')).toBe('Tradable,NotDefined');
    await expect(grid(page).getByRole('columnheader')).toHaveText(['Calls', 'Strike']);
    // The expiry too, as this root lists it.
    await expect(selectedTab(page)).toHaveAttribute('data-date', expiry);
    await expect.poll(() => params(page).get('expiry')).toBe(expiry);
    // A EUR price of another company is no centre for this chain: dropped, and the page says why.
    await expect(page.getByRole('status').filter({ hasText: 'The reference price 25 of the previous root is not used here' })).toContainText('same underlying');
    await expect.poll(() => params(page).has('ref')).toBe(false);
    expect(params(page).has('refOn')).toBe(false);
    expect(params(page).has('prevExpiry')).toBe(false);
    await expect(centreNote(page)).toContainText('the middle strike');
    await expect(grid(page).locator('[role=row][data-atm=true]')).toHaveCount(0);
    await expect(page.getByText('Some expiries are not listed for this root')).toHaveCount(0);
    await expectAccessible(page);

    // An expiry carried from a root whose dates this one does not list goes quietly: the next expiry instead.
    await page.goto(`/options/${targetId}?prevExpiry=2001-01-05&window=3`);
    await gridReady(page);
    const dates = await tabDates(page);
    await expect(selectedTab(page)).toHaveAttribute('data-date', dates[0] as string);
    await expect.poll(() => params(page).has('prevExpiry')).toBe(false);
    expect(params(page).has('expiry')).toBe(false);
    await expect(page.getByText('Some expiries are not listed for this root')).toHaveCount(0);

    // One typed into the address is reported.
    await page.goto(`/options/${targetId}?expiry=2001-01-05&window=3`);
    await expect(page.getByText('Some expiries are not listed for this root')).toBeVisible();
    await expect(selectedTab(page)).toHaveAttribute('data-date', dates[0] as string);
    await gridReady(page, dates[0]);
  });

  test('keeps the reference price and the expiry kinds on a related root of the same underlying', async ({ page }) => {
    const sent = await recordSimRequests(page);
    // The S&P 500 index has two roots: SPXW (root 1: dailies, weeklies, PM third Fridays) and SPX (AM third Fridays).
    await page.goto('/options/1?window=5&kinds=quarterly,monthly');
    await gridReady(page);
    // A price among this expiry's strikes (the middle one), from the page: the simulator follows the real clock.
    const strikes = await strikesOf(dataRows(page));
    const price = strikes[5] as number;
    const shown = formatted(price);
    await page.goto(`/options/1?window=5&kinds=quarterly,monthly&ref=${price}`);
    await gridReady(page);
    await expect(centreNote(page)).toContainText(`nearest to the reference price ${shown}`);
    await openRootDetails(page);
    const related = page.getByRole('link', { name: /^Option chain .* \(root \d+\)$/ });
    await expect(related).toHaveCount(1);
    // Named on first view, not visited: one search for the related roots by OptionRootId, and no chain of theirs fetched.
    await expect(related).toHaveText('SPX:xcbo · S&P 500 Index');
    const relatedId = (await related.getAttribute('href'))?.match(/\/options\/(\d+)/)?.[1] as string;
    const requests = await sent();
    const searches = requests.filter((url) => /\/ref\/v1\/instruments\?/.test(url)).map((url) => Object.fromEntries(new URL(url).searchParams));
    expect(searches).toEqual([{ Uics: relatedId, AssetTypes: 'StockOption,StockIndexOption,FuturesOption,CfdIndexOption' }]);
    expect(requests.filter((url) => url.includes(`/contractoptionspaces/${relatedId}`))).toEqual([]);
    await expectAccessible(page);
    const targetId = await followRootLink(page, related, '1');
    await expect.poll(() => params(page).has('refOn')).toBe(false);
    // Same underlying: the price still centres the chain, with its at-the-money strike and line; the filters stay.
    expect(params(page).get('ref')).toBe(String(price));
    expect(params(page).get('window')).toBe('5');
    expect(params(page).get('kinds')).toBe('quarterly,monthly');
    await expect(page.getByText('of the previous root is not used here')).toHaveCount(0);
    await expect(centreNote(page)).toContainText(`nearest to the reference price ${shown}`);
    await expect(grid(page).locator('[role=row][data-atm=true]')).toHaveCount(1);
    await expect(dataRows(page)).toHaveCount(11);
    // And back: the link from the SPX root returns to root 1 with the price.
    await openRootDetails(page);
    await page.getByRole('link', { name: 'Option chain SPXW:xcbo · S&P 500 Index Weeklys (root 1)' }).click();
    await expect(page).toHaveURL(/\/options\/1\?/);
    await gridReady(page);
    await expect.poll(() => params(page).has('refOn')).toBe(false);
    expect(params(page).get('ref')).toBe(String(price));
    await expect(centreNote(page)).toContainText(`nearest to the reference price ${shown}`);
    await openRootDetails(page);
    await expect(page.getByRole('link', { name: `Option chain SPX:xcbo · S&P 500 Index (root ${targetId})` })).toHaveText('SPX:xcbo · S&P 500 Index');
  });

  test('says where a reference price outside the strikes lies, without claiming an at-the-money strike', async ({ page }) => {
    await page.goto('/options/1?window=3&ref=1');
    await gridReady(page);
    await expect(centreNote(page)).toContainText('the reference price 1 is below all strikes, so no strike is at the money');
    await expect(grid(page).locator('[role=row][data-atm=true]')).toHaveCount(0);
    await expect(grid(page).locator('[role=row][data-atm-line]')).toHaveCount(0);
    // The window slides to keep 7 strikes from the lowest one.
    await expect(dataRows(page)).toHaveCount(7);
    await page.getByRole('textbox', { name: 'Reference price' }).fill('1000000');
    await page.keyboard.press('Enter');
    await expect(centreNote(page)).toContainText('is above all strikes');
    await expect(grid(page).locator('[role=row][data-atm=true]')).toHaveCount(0);
  });

  test('reaches every parameter of the operation from the page', async ({ page }) => {
    await page.goto('/options/129?window=all');
    await gridReady(page);
    await page.getByRole('button', { name: /Service parameters/ }).click();
    const requests = page.getByText(/^GET \/openapi\/ref\/v1\/instruments\/contractoptionspaces\/129/);
    await expect(requests.first()).toHaveText('GET /openapi/ref/v1/instruments/contractoptionspaces/129?OptionSpaceSegment=None');

    // TradingStatus.
    await setToggle(page.getByRole('checkbox', { name: 'Tradable', exact: true }));
    expect(params(page).get('status')).toBe('Tradable');
    await gridReady(page);
    await expect(requests.nth(1)).toContainText('OptionSpaceSegment=SpecificDates&ExpiryDates=');
    await expect(requests.nth(1)).toContainText('TradingStatus=Tradable');
    const statuses = await grid(page)
      .locator('[data-side] a')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('aria-label')?.split(', ')[2]))]);
    expect(statuses).toEqual(['Tradable']);

    // UnderlyingUic: this root has options on two underlyings.
    const underlying = page.getByRole('combobox', { name: 'UnderlyingUic' });
    await underlying.click();
    const choices = page.getByRole('listbox').getByRole('option');
    await expect(choices).toHaveCount(3);
    await choices.nth(2).click();
    const chosen = params(page).get('underlying');
    expect(chosen).toMatch(/^\d+$/);
    await expect(requests.nth(1)).toContainText(`OptionSpaceSegment=UnderlyingUic&UnderlyingUic=${chosen}`);

    // OptionSpaceSegment: AllDates, then None (expiries only).
    await page.getByRole('combobox', { name: 'OptionSpaceSegment' }).click();
    await page.getByRole('option', { name: 'AllDates' }).click();
    expect(params(page).get('segment')).toBe('AllDates');
    await gridReady(page);
    // The chosen underlying is still sent (the selector shows it).
    await expect(requests.nth(1)).toContainText(`OptionSpaceSegment=AllDates&UnderlyingUic=${chosen}`);
    await page.getByRole('combobox', { name: 'OptionSpaceSegment' }).click();
    await page.getByRole('option', { name: 'None', exact: true }).click();
    await expect(page.getByText('The None segment lists expiries only.')).toBeVisible();

    // ClientKey: an unknown one is refused with the service's reason, a demo client's is taken.
    await page.getByRole('textbox', { name: 'ClientKey' }).fill('NoSuchClient');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toContainText('The service rejected the request');
    await expect(page.getByRole('alert')).toContainText('ClientKey');
    await page.getByRole('textbox', { name: 'ClientKey' }).fill('Nq4LwP8sYt2hVc6mR0bEkA==');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(params(page).get('clientKey')).toBe('Nq4LwP8sYt2hVc6mR0bEkA==');
    await expect(page.getByText('The None segment lists expiries only.')).toBeVisible();
    await expect(requests.first()).toContainText('ClientKey=Nq4LwP8sYt2hVc6mR0bEkA%3D%3D');
    // CanParticipateInMultiLegOrder.
    await page.getByRole('radiogroup', { name: 'CanParticipateInMultiLegOrder' }).getByText('true', { exact: true }).click();
    // This root does not take multi-leg orders: the service answers not found for it.
    await expect(page.getByText('No option root for these service parameters')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Remove these parameters' }).click();
    expect(params(page).has('multiLeg')).toBe(false);
    await page.getByRole('button', { name: 'Reset service parameters' }).click();
    await gridReady(page);
    expect([...params(page).keys()]).toEqual(['window']);
  });

  test('keeps the focus on a control with nothing more to do, and hands it on from one that goes', async ({ page }) => {
    await page.goto('/options/129?stacked=true');
    await gridReady(page);
    // The stacked view's shortcuts stay focusable once they have done their part.
    const all = page.getByRole('button', { name: 'All expiries' });
    await all.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => params(page).get('expiry')).toBe('all');
    await expect(all).toHaveAttribute('aria-disabled', 'true');
    await expect(all).toBeFocused();
    const first = page.getByRole('button', { name: 'Only the first' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    await expect(first).toBeFocused();

    // Clearing the reference price hands the focus to its field.
    const price = page.getByRole('textbox', { name: 'Reference price' });
    await price.fill('100');
    await price.press('Enter');
    await expect.poll(() => params(page).get('ref')).toBe('100');
    await page.getByRole('button', { name: 'Clear the reference price' }).click();
    await expect(price).toHaveValue('');
    await expect(price).toBeFocused();

    // Resetting the service parameters keeps the button, held.
    await page.getByRole('button', { name: /Service parameters/ }).click();
    await setToggle(page.getByRole('checkbox', { name: 'Tradable', exact: true }));
    const reset = page.getByRole('button', { name: 'Reset service parameters' });
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => params(page).has('status')).toBe(false);
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    await expect(reset).toBeFocused();

    // Removing the parameters the root does not match hands the focus to the chain's title.
    await page.goto('/options/129?multiLeg=true');
    const remove = page.getByRole('button', { name: 'Remove these parameters' });
    await remove.click();
    await gridReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a bad address parameter falls back with a note', async ({ page }) => {
    await page.goto('/options/1?window=lots&side=left&expiry=tomorrow');
    await expect(page.getByText('Some address parameters were ignored')).toBeVisible();
    await gridReady(page);
    await expect(centreNote(page)).toContainText(/^21 of \d+ strikes/);
    await expect(grid(page).getByRole('columnheader')).toHaveText(['Calls', 'Strike', 'Puts']);
    // The address drops the bad values; the note stays until dismissed.
    await expect(page).toHaveURL(/\/options\/1$/);
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toContainText('window=lots');
    await expectAccessible(page);
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toBeHidden();

    // Unstacked, a list of expiries shows one: the address is written back to it, and the page says so.
    const [, second, third] = await tabDates(page);
    await page.goto(`/options/1?expiry=${third},${second}`);
    await gridReady(page, third);
    await expect(page).toHaveURL(new RegExp(`/options/1\\?expiry=${third}$`));
    await expect(page.getByRole('status').filter({ hasText: 'The address named 2 expiries; unstacked, the chain shows one:' })).toBeVisible();
    await expect(selectedTab(page)).toHaveAttribute('data-date', third as string);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show them stacked' }).click();
    await gridReady(page, `${second},${third}`);
    expect(params(page).get('stacked')).toBe('true');
    await expect(page.getByText('unstacked, the chain shows one')).toBeHidden();
  });

  test('not found: an unknown root, and every root for the restricted user', async ({ page }) => {
    await page.goto('/options/999999');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText('This option root does not exist')).toBeVisible();
    await page.addInitScript(() => localStorage.setItem('refex:backend', JSON.stringify({ kind: 'demo', demoUser: 'demo-restricted' })));
    await page.goto('/options/1');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText('not available to the current user')).toBeVisible();
    await expectAccessible(page);
  });

  test('shows loading, then an error with retry when the service fails, and recovers', async ({ page }) => {
    await configureDemo(page, { latencyMs: 800, faults: [{ path: 'contractoptionspaces', status: 503, times: 3 }] });
    await page.goto('/options/16');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Service error (503)');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeVisible();
    await gridReady(page);
  });
});

test.describe('option chain on a desktop and a phone', () => {
  test.describe.configure({ timeout: 120_000 });

  /** The first strike row under the grid's column header: where it is on the page. */
  const firstRowBox = (page: Page) =>
    grid(page).evaluate((element) => {
      const head = (element.querySelector('[role=columnheader]') as HTMLElement).getBoundingClientRect();
      const tops = [...element.querySelectorAll('[role=row][data-kind=row]')]
        .map((row) => row.getBoundingClientRect())
        .filter((box) => box.top >= head.bottom - 1)
        .sort((a, b) => a.top - b.top);
      return tops[0] ? { top: tops[0].top, bottom: tops[0].bottom } : undefined;
    });
  /** From the next page load on, notes every height the grid is drawn with while it shows its data. */
  const noteReadyGridHeights = (page: Page) =>
    page.addInitScript(() => {
      const heights = new Set<string>();
      (window as unknown as { readyGridHeights: Set<string> }).readyGridHeights = heights;
      new MutationObserver(() => {
        const element = document.querySelector<HTMLElement>('[role=grid][data-ready=true]');
        if (element) heights.add(element.style.height);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  const readyGridHeights = (page: Page) => page.evaluate(() => [...(window as unknown as { readyGridHeights: Set<string> }).readyGridHeights]);
  const pageFitsWidth = (page: Page) => page.evaluate(() => (document.scrollingElement as Element).scrollWidth <= window.innerWidth);

  test('shows strikes on the first screen, with the toolbar held above the column header while the page scrolls', async ({ page }) => {
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/options/1');
      await gridReady(page);
      const first = await firstRowBox(page);
      expect(first, `${size.width}x${size.height}`).toBeDefined();
      expect(first?.bottom, `${size.width}x${size.height}`).toBeLessThanOrEqual(size.height);
      // The root's terms take two lines at most; the strip two rows of expiries, scrolling within itself for the rest.
      const terms = await page
        .getByRole('term')
        .filter({ hasText: 'Underlying' })
        .evaluate((term) => (term.closest('dl') as HTMLElement).getBoundingClientRect().height);
      expect(terms).toBeLessThan(60);
      const strip = await tablist(page).evaluate((list) => {
        const tab = (list.querySelector('[role=tab]') as HTMLElement).getBoundingClientRect().height;
        return { height: list.clientHeight, tab, more: list.scrollHeight > list.clientHeight };
      });
      expect(strip.height).toBeLessThan(2 * strip.tab + 20);
      expect(strip.more).toBe(true);
      expect(await pageFitsWidth(page)).toBe(true);

      // Scrolled down to the grid, the toolbar stays in view, right above the column header.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const sides = page.getByRole('radiogroup', { name: 'Sides' });
      await expect(sides).toBeInViewport({ ratio: 1 });
      const columnHeader = grid(page).getByRole('columnheader', { name: 'Strike' });
      await expect(columnHeader).toBeInViewport({ ratio: 1 });
      const gap = (await columnHeader.boundingBox())!.y - ((await sides.boundingBox())!.y + (await sides.boundingBox())!.height);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(40);
    }

    // The keys bring the focused cell into view: the grid reaches below the window, so the page scrolls with it, as
    // little as it takes (not at all while the cell is in view).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const scrollY = () => page.evaluate(() => window.scrollY);
    const focused = page.locator(':focus');
    await grid(page).locator('[tabindex="0"]').focus();
    await expect(focused).toBeInViewport({ ratio: 1 });
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'PageDown']) {
      await page.keyboard.press(key);
      await expect(focused).toBeInViewport({ ratio: 1 });
    }
    const scrolled = await scrollY();
    expect(scrolled).toBeGreaterThan(0);
    const bottomCell = await focused.getAttribute('data-target');
    await page.keyboard.press('ArrowUp');
    await expect(focused).not.toHaveAttribute('data-target', bottomCell as string);
    expect(await scrollY()).toBe(scrolled);
    // All strikes: the grid scrolls in its own box, and the page to it. The grid is drawn at its final height from the
    // first frame its data is in (the toolbar above it is measured before that frame).
    await noteReadyGridHeights(page);
    await page.goto('/options/1?window=all');
    await gridReady(page);
    await grid(page).locator('[tabindex="0"]').focus();
    await page.keyboard.press('Control+End');
    await expect(focused).toHaveAccessibleName(/^Put /);
    await expect(focused).toBeInViewport({ ratio: 1 });
    expect(await grid(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await scrollY()).toBeGreaterThan(0);
    expect(await readyGridHeights(page)).toHaveLength(1);
    // A lower window shortens the grid under the focused cell: the grid and the page scroll on to keep it in view.
    const tall = await grid(page).evaluate((element) => getComputedStyle(element).height);
    await page.setViewportSize({ width: 1440, height: 760 });
    await expect(grid(page)).not.toHaveCSS('height', tall);
    await expect(focused).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Everything else is one click away; nothing on the page fails axe with both disclosures open.
    await page.evaluate(() => window.scrollTo(0, 0));
    await openRootDetails(page);
    await expect(page.getByRole('term').filter({ hasText: 'Strategies' })).toBeVisible();
    await page.getByRole('button', { name: 'Service parameters' }).click();
    await expect(page.getByRole('group', { name: 'TradingStatus' })).toBeVisible();
    await expectAccessible(page);
  });

  test('fits a phone: no sideways page scroll, the strip scrolls within itself, the strike column in view, sides switchable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await noteReadyGridHeights(page);
    await page.goto('/options/1');
    await gridReady(page);
    // The toolbar does not stick on a phone, and the grid is drawn so from its first frame.
    expect(await readyGridHeights(page)).toHaveLength(1);
    expect(await pageFitsWidth(page)).toBe(true);
    // One row of expiries that scrolls sideways; the last one is scrolled into the strip's view by the keyboard.
    expect(await tablist(page).evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await selectedTab(page).focus();
    await page.keyboard.press('End');
    await expect(selectedTab(page)).toBeInViewport({ ratio: 1 });
    await gridReady(page, (await tabDates(page)).at(-1));
    expect(await pageFitsWidth(page)).toBe(true);

    // Calls, strike and puts all fit the grid's width (no sideways scroll inside it either).
    const headers = grid(page).getByRole('columnheader');
    await expect(headers).toHaveText(['Calls', 'Strike', 'Puts']);
    for (const header of await headers.all()) await expect(header).toBeInViewport({ ratio: 1 });
    expect(await grid(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.getByRole('radiogroup', { name: 'Sides' }).getByText('Puts', { exact: true }).click();
    await expect(headers).toHaveText(['Strike', 'Puts']);
    await page.getByRole('radiogroup', { name: 'Sides' }).getByText('Calls', { exact: true }).click();
    await expect(headers).toHaveText(['Calls', 'Strike']);

    await openRootDetails(page);
    await page.getByRole('button', { name: 'Service parameters' }).click();
    await expect(page.getByRole('combobox', { name: 'OptionSpaceSegment' })).toBeVisible();
    expect(await pageFitsWidth(page)).toBe(true);
    await expectAccessible(page);
  });

  test('marks only an exceptional trading status, and keeps every Uic whole, on a desktop and a phone', async ({ page }) => {
    // An option the service lists as non-tradable, from the service itself (the simulator follows the real clock).
    const body = await gatewayGet<{ OptionSpace: { Expiry: string; SpecificOptions?: ServiceOption[] }[] }>(
      page.request,
      '/openapi/ref/v1/instruments/contractoptionspaces/1?OptionSpaceSegment=AllDates',
    );
    const entry = body.OptionSpace.find((value) => value.SpecificOptions?.some((option) => option.TradingStatus === 'NonTradable'));
    const marked = entry?.SpecificOptions?.find((option) => option.TradingStatus === 'NonTradable');
    expect(marked).toBeDefined();
    const date = (entry?.Expiry ?? '').slice(0, 10);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/options/1?expiry=${date}&ref=${marked?.StrikePrice}&window=3`);
      await gridReady(page, date);
      const cells = await grid(page)
        .locator('[data-side] a')
        .evaluateAll((links) =>
          links.map((link) => {
            const cell = link.closest('[role=gridcell]') as HTMLElement;
            const pill = [getComputedStyle(link, '::before').content, getComputedStyle(link, '::after').content].find((content) => content !== 'none' && content !== 'normal');
            const box = link.getBoundingClientRect();
            const room = cell.getBoundingClientRect();
            return {
              status: link.getAttribute('aria-label')?.split(', ')[2],
              pill,
              uic: link.closest('[data-uic]')?.getAttribute('data-uic'),
              whole: cell.scrollWidth <= cell.clientWidth && box.left >= room.left && box.right <= room.right,
            };
          }),
        );
      expect(
        cells.some((cell) => cell.status === 'Tradable'),
        `${width}`,
      ).toBe(true);
      for (const cell of cells) {
        expect(cell.pill, `${width} ${cell.uic} ${cell.status}`).toBe(cell.status === 'Tradable' ? undefined : `"${cell.status}"`);
        expect(cell.whole, `${width} ${cell.uic}`).toBe(true);
      }
      expect(cells.find((cell) => cell.uic === String(marked?.Uic))?.pill).toBe('"Non-tradable"');
    }
  });

  test('labels an expiry monthly only on its third Friday (or the business day before a holiday): AAPL on 24 Nov 2026', async ({ page }) => {
    const { Data: rows } = await gatewayGet<{ Data: { Identifier: number; Symbol: string; SummaryType: string }[] }>(
      page.request,
      '/openapi/ref/v1/instruments?Keywords=AAPL&AssetTypes=StockOption',
    );
    const root = rows.find((row) => row.SummaryType === 'ContractOptionRoot' && row.Symbol === 'AAPL:xcbo')?.Identifier;
    expect(root).toBeDefined();
    // The Tuesday after November's third Friday (20 Nov): the first expiry listed is Friday 27 Nov, alone in its month.
    await configureDemo(page, { simNow: '2026-11-24T15:00:00Z' });
    await page.goto(`/options/${root}`);
    await gridReady(page);
    const tabs = await tablist(page)
      .getByRole('tab')
      .evaluateAll((elements) =>
        elements.map((tab) => ({ date: tab.getAttribute('data-date') ?? '', kind: tab.getAttribute('data-kind'), name: tab.getAttribute('aria-label') ?? '' })),
      );
    expect(tabs[0]).toMatchObject({ date: '2026-11-27', kind: 'weekly' });
    expect(tabs[0]?.name).toContain('Weekly');
    const thirdFriday = (date: string) => {
      const first = new Date(`${date.slice(0, 8)}01T00:00:00Z`);
      return 1 + ((5 - first.getUTCDay() + 7) % 7) + 14;
    };
    for (const tab of tabs.filter((value) => value.kind === 'monthly' || value.kind === 'quarterly')) {
      const early = thirdFriday(tab.date) - Number(tab.date.slice(8, 10));
      expect(early, tab.date).toBeGreaterThanOrEqual(0);
      expect(early, tab.date).toBeLessThanOrEqual(3);
    }
    expect(tabs.filter((value) => value.kind === 'monthly' || value.kind === 'quarterly').length).toBeGreaterThan(3);
  });
});
