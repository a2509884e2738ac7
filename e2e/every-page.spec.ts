import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoJwt } from '../src/sim/core/users';
import { SIM_ORIGIN, configureDemo, expect, expectAccessible, expectNoHorizontalScroll, storeConnection, test } from './support/fixtures';
import { askRows } from './support/service';
import { parseCsv } from '../src/test/csv';

// "Fetch every page" of a list and the rate-limit meter, connected to the HTTP simulator (a gateway on its own
// origin) and in demo mode. Each connected test signs in with a token of its own, so that the simulator's count
// of that session's requests is the test's alone.

test.describe.configure({ timeout: 120_000 });

/** A demo token no other test uses (the simulator counts requests per session). */
const ownToken = () => demoJwt('demo', new Date(Date.now() + 3_600_000 + Math.floor(Math.random() * 1_000_000_000)));

/** What the simulator counted of `token`'s session. */
async function simCount(request: APIRequestContext, token: string): Promise<{ ref: { total: number }; ca: { total: number } }> {
  const response = await request.get(`${SIM_ORIGIN}/__sim/requests`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { ref: { total: number }; ca: { total: number } };
}

/** Adds fault rules to the HTTP simulator (narrow ones: other specs share it). */
async function addFaults(request: APIRequestContext, rules: unknown[]) {
  expect((await request.post(`${SIM_ORIGIN}/__sim/faults`, { data: rules })).ok()).toBe(true);
}

/** Every row of a search, read from the HTTP simulator by its own `__next` links. */
async function searchRows(request: APIRequestContext, keywords: string): Promise<number[]> {
  const uics: number[] = [];
  let url: string | undefined = `${SIM_ORIGIN}/openapi/ref/v1/instruments?Keywords=${keywords}&$top=1000`;
  while (url) {
    const response = await request.get(url, { headers: { Authorization: 'Bearer demo' } });
    const body = (await response.json()) as { Data: { Identifier: number }[]; __next?: string };
    uics.push(...body.Data.map((row) => row.Identifier));
    url = body.__next;
  }
  return uics;
}

async function downloaded(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFile(await download.path(), 'utf8');
}

const everyPageDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('progressbar') });
const status = (dialog: Locator) => dialog.getByRole('status');

test('every page of a search of more than 1,000 rows: a 429 in the middle waits and goes on, the CSV and JSON hold every row, and the meter counts what the gateway counted', async ({
  page,
  request,
}) => {
  const token = ownToken();
  const keywords = 'eur';
  const expected = await searchRows(request, keywords);
  expect(expected.length).toBeGreaterThan(2_000);
  // The third page of this search is refused once, as an exhausted quota (its headers hidden from the page).
  await addFaults(request, [{ path: '/openapi/ref/v1/instruments', query: { Keywords: keywords, $skip: '2000' }, kind: 'rate-limit', dimension: 'RefDataMinute', count: 1 }]);
  await page.clock.install();
  await storeConnection(page, { token });
  await page.goto(`/?q=${keywords}`);
  await expect(page.getByRole('status').filter({ hasText: /^Rows 1–/ })).toBeVisible();

  await page.getByRole('button', { name: 'Fetch every page' }).click();
  const dialog = everyPageDialog(page);
  await expect(dialog.getByRole('progressbar', { name: 'Every page: instruments fetched' })).toBeVisible();
  await expect(status(dialog)).toContainText('answered 429 (too many requests) after 2,000 instruments');
  await expect(status(dialog)).toContainText('so a quota minute');
  await expectAccessible(page);

  // While the run waits, the meter: what this page sent in the last minute, as the simulator counted this session's
  // requests, and the refusal with its wait. (Once the minute has passed, the requests before it have left the meter.)
  await page.keyboard.press('Escape');
  const meter = page.getByRole('button', { name: /^Requests this minute:/ });
  await expect(meter).toContainText('429');
  const counted = await simCount(request, token);
  expect(counted.ref.total).toBeGreaterThanOrEqual(4);
  await expect(meter).toHaveText(`Requests this minute: ref ${counted.ref.total}/60 · ca ${counted.ca.total}/120 · 429`);
  await meter.click();
  const details = page.getByRole('dialog', { name: /^Requests this minute:/ });
  await expect(details).toContainText(`Reference data: ${counted.ref.total} of 60 (RefDataMinute 60, Session 120)`);
  await expect(details.getByRole('status')).toContainText('refused a request to /openapi/ref/v1/instruments with 429');
  await expect(details.getByRole('status')).toContainText('waits 60 s, a whole quota minute, before asking again');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The minute passes: the same page is asked again, and the run goes on to the end.
  await page.clock.fastForward(60_000);
  await page.getByRole('button', { name: /^Every page:/ }).click();
  await expect(status(dialog)).toHaveText(`Done: ${expected.length.toLocaleString('en-US')} instruments in ${Math.ceil(expected.length / 1000)} pages.`);

  const csvText = await downloaded(page, dialog.getByRole('button', { name: 'Download CSV' }));
  expect(csvText).not.toContain(token);
  const csv = parseCsv(csvText);
  const header = csv[0] as string[];
  const column = header.indexOf('Identifier');
  expect(csv.length - 1).toBe(expected.length);
  expect(csv.slice(1).map((row) => Number(row[column]))).toEqual(expected);
  const json = await downloaded(page, dialog.getByRole('button', { name: 'Download JSON' }));
  expect(json).not.toContain(token);
  const document = JSON.parse(json) as { rows: number; Data: unknown[]; source: { url: string } };
  expect(document.rows).toBe(expected.length);
  expect(document.Data).toHaveLength(expected.length);
  expect(document.source.url).toBe(`${SIM_ORIGIN}/openapi/ref/v1/instruments?Keywords=${keywords}&$top=1000`);
  // Now the meter holds only the requests since the wait: the refused page asked again and the pages after it.
  const after = await simCount(request, token);
  await expect(meter).toHaveText(`Requests this minute: ref ${after.ref.total - counted.ref.total}/60 · ca ${after.ca.total - counted.ca.total}/120`);
});

test('every page of the event list gives __count events in the CSV; a run can be stopped', async ({ page, request }) => {
  const token = ownToken();
  const aurora = 'Au7NmA5kQw3rTz9xVb1cLd==';
  await storeConnection(page, { token });
  await page.goto(`/corporate-actions?client=${encodeURIComponent(aurora)}`);
  const every = page.getByRole('button', { name: 'Fetch every page' });
  await expect(every).toBeEnabled();
  const first = await request.get(`${SIM_ORIGIN}/openapi/ca/v2/events?ClientKey=${encodeURIComponent(aurora)}&$top=1`, { headers: { Authorization: 'Bearer demo' } });
  const count = ((await first.json()) as { __count: number }).__count;
  expect(count).toBeGreaterThan(1_000);

  // From the keyboard.
  await every.focus();
  await page.keyboard.press('Enter');
  const dialog = everyPageDialog(page);
  await expect(status(dialog)).toHaveText(`Done: ${count.toLocaleString('en-US')} events in ${Math.ceil(count / 500)} pages.`);
  await expect(dialog.getByRole('progressbar', { name: 'Every page: events fetched' })).toHaveAttribute('aria-valuenow', String(count));
  const csv = parseCsv(await downloaded(page, dialog.getByRole('button', { name: 'Download CSV' })));
  expect(csv.length - 1).toBe(count);
  const ids = csv.slice(1).map((row) => row[(csv[0] as string[]).indexOf('EventId')]);
  expect(new Set(ids).size).toBe(count);

  // Again, stopped after its first page: the page on its way is dropped and nothing more is asked.
  await addFaults(request, [{ path: '/openapi/ca/v2/events', query: { ClientKey: aurora, $skip: '500' }, kind: 'latency', ms: 4_000, count: 1 }]);
  const before = (await simCount(request, token)).ca.total;
  await dialog.getByRole('button', { name: 'Fetch again' }).click();
  await expect(status(dialog)).toContainText(`Fetched 500 of ${count.toLocaleString('en-US')} events (1 page)`);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(status(dialog)).toHaveText(`Stopped after 500 of ${count.toLocaleString('en-US')} events.`);
  await expectAccessible(page);
  await expect(dialog.getByRole('button', { name: 'Fetch again' })).toBeVisible();
  // The first page, and at most the second (stopped on its way, or before it left the pacer's line).
  expect((await simCount(request, token)).ca.total - before).toBeGreaterThanOrEqual(1);
  expect((await simCount(request, token)).ca.total - before).toBeLessThanOrEqual(2);

  // On a phone, the meter and its details fit the width.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  const meter = page.getByRole('button', { name: /^Requests this minute:/ });
  await expect(meter).toContainText(/ca \d+\/120/);
  await meter.click();
  await expect(page.getByRole('dialog', { name: /^Requests this minute:/ })).toContainText('Corporate actions:');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test('demo mode: every page of a search, stopped and fetched again, at 390 px', async ({ page }) => {
  // The second page's first answer is held for a minute: the run is stopped while it waits, however slow the machine
  // (a fixed latency for every answer left a slow machine finishing the run before the click reached Stop).
  await configureDemo(page, { faults: [{ path: '/openapi/ref/v1/instruments', query: { $skip: '1000' }, kind: 'latency', ms: 60_000, count: 1 }] });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?q=bank');
  await expect(page.getByRole('status').filter({ hasText: /^Rows 1–/ })).toBeVisible();
  // No meter in demo mode: the simulator in the page has no quotas.
  await expect(page.getByRole('button', { name: /^Requests this minute:/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Fetch every page' }).click();
  const dialog = everyPageDialog(page);
  await expect(status(dialog)).toContainText('Fetched 1,000 instruments (1 page)');
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(status(dialog)).toHaveText('Stopped after 1,000 instruments.');
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Fetch again' }).click();
  await expect(status(dialog)).toHaveText(/^Done: 1,\d{3} instruments in 2 pages\.$/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test("demo mode: every page of the compare page's details list, paged by the address's $top, gives its __count rows", async ({ page }) => {
  await page.goto('/compare?items=211:Stock,16350:Stock,21:FxSpot&top=1');
  const returned = page.getByRole('status').filter({ hasText: /the service returned 1 row of \d+/ });
  await expect(returned).toBeVisible();
  const count = Number(/of (\d+)/.exec((await returned.textContent()) ?? '')?.[1]);
  // One row for each pair (the other combinations of these Uics and asset types do not exist).
  expect(count).toBe(3);
  await page.getByRole('button', { name: 'Fetch every page' }).click();
  const dialog = everyPageDialog(page);
  await expect(status(dialog)).toHaveText(`Done: ${count} rows in 1 page.`);
  const csv = parseCsv(await downloaded(page, dialog.getByRole('button', { name: 'Download CSV' })));
  const uics = csv.slice(1).map((row) => row[(csv[0] as string[]).indexOf('Uic')]);
  expect(uics.sort()).toEqual(['16350', '21', '211']);
  await expectAccessible(page);
});

test('demo mode: every page of a browse list gives every option root the service lists, whatever page is shown', async ({ page }) => {
  const expected = askRows<{ Identifier: number }>('/openapi/ref/v1/instruments?AssetTypes=StockOption,StockIndexOption,FuturesOption,CfdIndexOption&$top=1000').map((row) =>
    String(row.Identifier),
  );
  expect(expected.length).toBeGreaterThan(50);
  await page.goto('/browse/options?skip=50');
  await expect(page.getByRole('status').filter({ hasText: /^Rows 51–/ })).toBeVisible();
  // From the keyboard: the focus goes into the popover, and stays there as its controls change with the run.
  await page.getByRole('button', { name: 'Fetch every page' }).focus();
  await page.keyboard.press('Enter');
  const dialog = everyPageDialog(page);
  await expect(status(dialog)).toHaveText(`Done: ${expected.length.toLocaleString('en-US')} option roots in 1 page.`);
  await expect(dialog.getByRole('button', { name: 'Download CSV' })).toBeFocused();
  const csv = parseCsv(await downloaded(page, dialog.getByRole('button', { name: 'Download CSV' })));
  const header = csv[0] as string[];
  expect(csv.slice(1).map((row) => row[header.indexOf('Identifier')])).toEqual(expected);
  await expectAccessible(page);
  // Escape closes it and gives the focus back to the button, however it was opened.
  const button = page.getByRole('button', { name: `Every page: ${expected.length.toLocaleString('en-US')} option roots` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
