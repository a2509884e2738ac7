// The request inspector's own requests (issue 37): a request edited and sent again through the app's client, its
// new answer beside the last one with the differences and listed in the log; a gateway's answer compared with the
// embedded simulator's; a view's requests downloaded as HAR without the token; all from the keyboard, and axe with
// the new panels open at 1440 and 390 px. Expected answers are read from the simulators, never written here.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoJwt } from '../src/sim/core/users';
import { diffJson, shownJson, type DiffEntry } from '../src/lib/json-diff';
import { SIM_ORIGIN, expect as baseExpect, expectAccessible, expectNoHorizontalScroll, storeConnection, test } from './support/fixtures';
import { askSimulator } from './support/service';
import { inspectorButton, inspectorPanel, inspectorRequests } from './support/inspector';

// Each page builds the simulator's universe in its worker (demo mode, and the compare's simulator): allow for a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const DEMO_ORIGIN = 'https://demo.refex.invalid';

const inspector = inspectorPanel;
/** The rows of the requests the inspector sent itself (`how`: its mark). */
const sentRows = (page: Page, how = 'Sent from the inspector') => requestItems(page).filter({ has: page.getByText(how, { exact: true }) });
const requestItems = (page: Page) => inspectorRequests(page).filter({ has: page.getByRole('button', { name: 'Details' }) });

/** The demo simulator's answer to `url` (on its in-page origin), from the in-process simulator: its links on the page's origin. */
function demoAnswer<T>(url: string): T {
  baseExpect(url.startsWith(DEMO_ORIGIN)).toBe(true);
  return JSON.parse(JSON.stringify(askSimulator(url.slice(DEMO_ORIGIN.length))).replaceAll('http://sim.test/', `${DEMO_ORIGIN}/`)) as T;
}

/** A demo token no other test uses: the HTTP simulator's fault rules are narrowed to it. */
const ownToken = () => demoJwt('demo', new Date(Date.now() + 3 * 3_600_000 + Math.floor(Math.random() * 1_000_000_000)));

/** Opens the inspector and waits until every request of the view has its answer. */
async function openInspector(page: Page): Promise<void> {
  await inspectorButton(page).click();
  await expect(inspector(page)).toBeVisible();
  await expect(inspector(page).getByText('Waiting for the answer')).toHaveCount(0);
}

/** The URL a request's row shows (as sent). */
async function urlOf(item: Locator): Promise<string> {
  return (
    (await item
      .getByText(/^https?:\/\//)
      .first()
      .textContent()) ?? ''
  );
}

/** The differences DiffView lists under `summary` (its list is labelled by the summary line). */
function differences(panel: Locator, summary: RegExp): Locator {
  return panel.getByRole('list', { name: summary }).getByRole('listitem');
}

/** Expects DiffView to list exactly `entries`: each with its kind, its path and the two values. */
async function expectDifferences(items: Locator, entries: readonly DiffEntry[], labels: [string, string]): Promise<void> {
  await expect(items).toHaveCount(entries.length);
  const texts = await items.allTextContents();
  const expected = entries.map((entry) => {
    const sign = entry.kind === 'added' ? '+' : entry.kind === 'removed' ? '-' : '~';
    const older = entry.kind === 'added' ? '' : `${labels[0]}: ${shownJson(entry.before)}`;
    const newer = entry.kind === 'removed' ? '' : `${labels[1]}: ${shownJson(entry.after)}`;
    return `${sign} ${entry.kind}${entry.path || '(the whole answer)'}${older}${newer}`;
  });
  baseExpect(texts.slice().sort()).toEqual(expected.slice().sort());
}

test('demo mode: a request edited ($top) and sent again, its answer beside the last one with the differences, and listed in the log', async ({ page }) => {
  await page.goto('/?q=shell');
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  await openInspector(page);
  const item = requestItems(page).filter({ hasText: 'Keywords=shell' }).first();
  const original = await urlOf(item);
  const originalTop = new URL(original).searchParams.get('$top');
  baseExpect(originalTop, 'the search asks for a page size').not.toBeNull();
  // No request of the inspector's yet: no form, no simulator (demo mode compares with nothing else).
  await expect(item.getByRole('button', { name: 'Compare with the simulator' })).toHaveCount(0);

  await item.getByRole('button', { name: 'Edit and send again' }).click();
  const panel = item.getByRole('region', { name: 'Edit and send again' });
  await expect(panel.getByRole('textbox', { name: 'Path' })).toHaveValue(new URL(original).pathname);
  await expect(panel).toContainText("GET only, to the service's own paths (under /openapi/ref/ and /openapi/ca/)");
  // The form holds the request's parameters, and never the token (demo mode's is the user's name).
  const names = await panel.getByRole('textbox', { name: /^Name of parameter \d+$/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  baseExpect(names).toEqual([...new URL(original).searchParams.keys()]);

  // A parameter with no name is refused, and can be removed.
  await panel.getByRole('button', { name: 'Add a parameter' }).click();
  const added = panel.getByRole('textbox', { name: `Name of parameter ${names.length + 1}` });
  await expect(added).toBeFocused();
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel).toContainText('Enter a name, or remove this parameter.');
  await expect(added).toBeFocused();
  await panel.getByRole('button', { name: `Remove parameter ${names.length + 1}` }).click();
  await expect(added).toHaveCount(0);

  // A smaller page, two rows short of the answer's: $top edited, sent.
  const before = demoAnswer<{ Data: unknown[] }>(original);
  baseExpect(before.Data.length).toBeGreaterThan(2);
  const top = String(Math.min(Number(originalTop), before.Data.length) - 2);
  await panel.getByRole('textbox', { name: 'Value of $top' }).fill(top);
  const expectedUrl = new URL(original);
  expectedUrl.searchParams.set('$top', top);
  await expect(panel.getByText(/^Sends GET /)).toBeVisible();
  const sends = ((await panel.getByText(/^Sends GET /).textContent()) ?? '').replace(/^Sends GET /, '');
  baseExpect([...new URL(sends).searchParams]).toEqual([...expectedUrl.searchParams]);
  await panel.getByRole('button', { name: 'Send' }).click();

  const result = panel.getByRole('region', { name: 'The new answer beside the last one' });
  await expect(panel.getByRole('status').filter({ hasText: /^New answer: 200 OK, in [\d.]+ m?s\.$/ })).toBeVisible();
  await expect(result.getByRole('region', { name: 'Last answer' })).toContainText(original);
  await expect(result.getByRole('region', { name: 'Last answer' })).toContainText('200 OK');
  const fresh = result.getByRole('region', { name: 'New answer' });
  await expect(fresh).toContainText('200 OK');
  await expect(fresh).toContainText(/sent \d\d:\d\d:\d\d · [\d.]+ m?s · [\d.]+ (B|kB|MB)/);
  // Its schema findings, by the session's check.
  await expect(fresh).toContainText('Schema check: matches SummaryInfoList (4.1).');

  // The differences are those of the two answers, as the simulator gives them.
  const after = demoAnswer(sends);
  const expected = diffJson(before, after);
  baseExpect(expected.length).toBeGreaterThan(0);
  await expect(result.getByText(/^Last answer → New answer: /)).toContainText(`${expected.length} difference`);
  await expectDifferences(differences(result, /^Last answer → New answer/), expected, ['Last answer', 'New answer']);

  // The log lists it with the view's requests, marked as the inspector's; the header counts it.
  const listed = sentRows(page);
  await expect(listed).toHaveCount(1);
  baseExpect([...new URL(await urlOf(listed)).searchParams]).toEqual([...expectedUrl.searchParams]);
  await expect(listed).toContainText('200 OK');
  const count = await requestItems(page).count();
  await expect(inspectorButton(page)).toHaveAccessibleName(`Requests: ${count} in this view (Alt+Shift+R)`);

  // Sent again: beside the last one now is the previous send's answer, and nothing differs.
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(sentRows(page)).toHaveCount(2);
  await expect(result.getByRole('region', { name: 'Last answer' })).toContainText(`$top=${top}`);
  await expect(result.getByText(/^Last answer → New answer: /)).toHaveText('Last answer → New answer: No differences.');
});

/** The fault and the test's own session on the HTTP simulator: the gateway's answer to `path` gets `value` in `fields`. */
async function injectOnGateway(request: APIRequestContext, token: string, path: string, fields: string[], value: string): Promise<void> {
  const response = await request.post(`${SIM_ORIGIN}/__sim/faults`, { data: [{ path, token, kind: 'inject', fields, values: [value] }] });
  baseExpect(response.status()).toBe(200);
}

/** `answer` with the string values of `fields` (at any depth) replaced by `value`: what the fault does to it. */
function injected(answer: unknown, fields: readonly string[], value: string): unknown {
  if (Array.isArray(answer)) return answer.map((item) => injected(item, fields, value));
  if (answer && typeof answer === 'object') {
    return Object.fromEntries(Object.entries(answer).map(([key, item]) => [key, fields.includes(key) && typeof item === 'string' ? value : injected(item, fields, value)]));
  }
  return answer;
}

test('connected: "Compare with the simulator" shows the gateway’s injected values, and each answer’s findings, at 1440 and 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = ownToken();
  const path = '/openapi/ref/v1/instruments/details/211/Stock';
  const fields = ['Description', 'LotSizeType'];
  const value = `Injected ${Math.random().toString(36).slice(2, 8)}`;
  await injectOnGateway(request, token, path, fields, value);
  await storeConnection(page, { token });
  await page.goto('/instruments/Stock/211');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await openInspector(page);
  const item = requestItems(page)
    .filter({ hasText: `${SIM_ORIGIN}${path}` })
    .first();
  const sent = await urlOf(item);

  // What reaches the gateway (the HTTP simulator) for this path from here on.
  const reached: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url().startsWith(`${SIM_ORIGIN}${path}`)) reached.push(sentRequest.url());
  });
  await item.getByRole('button', { name: 'Compare with the simulator' }).click();
  const panel = item.getByRole('region', { name: 'Compare with the simulator' });
  await expect(panel).toContainText('as its demo user, not with your token');
  await expect(panel.getByRole('status').filter({ hasText: 'The simulator answered' })).toBeVisible();

  // The differences are exactly the fault's: the simulator's clean answer, and the gateway's with the value injected.
  const clean = askSimulator(sent.slice(SIM_ORIGIN.length));
  const expected = diffJson(injected(clean, fields, value), clean);
  baseExpect(expected.length).toBeGreaterThanOrEqual(fields.length);
  baseExpect(
    expected.every((entry) => entry.kind === 'changed' && entry.before === value && fields.some((field) => entry.path === field || entry.path.endsWith(`.${field}`))),
  ).toBe(true);
  await expect(panel.getByText(/^Gateway → Simulator: /)).toContainText(`${expected.length} differences (${expected.length} changed, 0 added, 0 removed)`);
  await expectDifferences(differences(panel, /^Gateway → Simulator/), expected, ['Gateway', 'Simulator']);

  // Each answer's schema findings: the injected enumeration value is the gateway's surprise.
  const gateway = panel.getByRole('region', { name: 'The gateway’s answer' });
  const simulator = panel.getByRole('region', { name: 'The simulator’s answer' });
  await expect(gateway).toContainText(/Schema check: \d+ findings? against InstrumentDetails \(4\.4\)\./);
  await expect(simulator).toContainText('Schema check: no findings, matches InstrumentDetails (4.4).');
  await expect(simulator).toContainText(`${DEMO_ORIGIN}${sent.slice(SIM_ORIGIN.length)}`);

  // The simulator's request is in the log, marked; it never reached the HTTP simulator (the gateway).
  await expect(sentRows(page, 'Sent from the inspector to the embedded simulator')).toHaveCount(1);
  baseExpect(reached).toEqual([]);

  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole('list', { name: /^Gateway → Simulator/ })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test('connected: a 429 to a request sent again holds Send for the wait, as the app’s 429 rules do', async ({ page, request }) => {
  const token = ownToken();
  // Only the inspector's request carries this parameter: the view's own requests are answered as usual.
  const probe = `probe-${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post(`${SIM_ORIGIN}/__sim/faults`, {
    data: [{ path: '/openapi/ref/v1/timezones', query: { Probe: probe }, token, kind: 'rate-limit', count: 1 }],
  });
  baseExpect(response.status()).toBe(200);
  await page.clock.install();
  await storeConnection(page, { token });
  await page.goto('/timezones');
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  await openInspector(page);
  const item = requestItems(page).filter({ hasText: '/openapi/ref/v1/timezones' }).first();
  await item.getByRole('button', { name: 'Edit and send again' }).click();
  const panel = item.getByRole('region', { name: 'Edit and send again' });
  await expect(panel).toContainText('the pacer keeps to the gateway’s quotas');
  await panel.getByRole('button', { name: 'Add a parameter' }).click();
  await panel
    .getByRole('textbox', { name: /^Name of parameter \d+$/ })
    .last()
    .fill('Probe');
  await panel.getByRole('textbox', { name: 'Value of Probe' }).fill(probe);
  const send = panel.getByRole('button', { name: 'Send' });
  await send.click();

  // The gateway hides its rate-limit headers from the page: the wait is the quota's whole minute.
  const status = panel.getByRole('status').filter({ hasText: /^New answer: 429 Too Many Requests/ });
  await expect(status).toContainText(/Send opens again in (60|59) s/);
  await expect(send).toBeDisabled();
  await expect(sentRows(page)).toContainText('429 Too Many Requests');
  await page.clock.fastForward(61_000);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(panel.getByRole('status').filter({ hasText: /^New answer: 200 OK/ })).toBeVisible();
  await expect(sentRows(page)).toHaveCount(2);
});

test('connected: the view’s requests as HAR, one entry each in order, without the token', async ({ page, request }) => {
  const token = ownToken();
  await storeConnection(page, { token });
  await page.goto('/?q=shell');
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  await openInspector(page);
  // One more, sent from the inspector, with a parameter named like a key.
  const item = requestItems(page).filter({ hasText: 'Keywords=shell' }).first();
  await item.getByRole('button', { name: 'Edit and send again' }).click();
  const panel = item.getByRole('region', { name: 'Edit and send again' });
  await panel.getByRole('button', { name: 'Add a parameter' }).click();
  const name = panel.getByRole('textbox', { name: /^Name of parameter \d+$/ }).last();
  await name.fill('AppKey');
  await panel.getByRole('textbox', { name: 'Value of AppKey' }).fill('my-app-key-1234');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /^New answer: / })).toBeVisible();
  await expect(inspector(page).getByText('Waiting for the answer')).toHaveCount(0);

  const rows = requestItems(page);
  const urls = await Promise.all((await rows.all()).map((row) => urlOf(row)));
  const [download] = await Promise.all([page.waitForEvent('download'), inspector(page).getByRole('button', { name: 'Download HAR' }).click()]);
  baseExpect(download.suggestedFilename()).toMatch(/^refex-requests-q-shell-.*\.har$/);
  const text = await readFile(await download.path(), 'utf8');
  await expect(inspector(page).getByText(`${urls.length} requests saved as HAR`)).toBeVisible();

  baseExpect(text).not.toContain(token);
  baseExpect(text).not.toContain('my-app-key-1234');
  const har = JSON.parse(text) as {
    log: {
      version: string;
      creator: { name: string; version: string };
      entries: {
        startedDateTime: string;
        time: number;
        request: { method: string; url: string; headers: { name: string; value: string }[]; queryString: { name: string; value: string }[] };
        response: { status: number; content: { text?: string; mimeType: string } };
        timings: { wait: number };
      }[];
    };
  };
  baseExpect(har.log.version).toBe('1.2');
  baseExpect(har.log.creator.name).toMatch(/Refex/);
  // One entry per request of the view, in the list's order, as sent (the key's value masked).
  baseExpect(har.log.entries.map((entry) => entry.request.url.replace('AppKey=%5Bmasked%5D', 'AppKey=my-app-key-1234'))).toEqual(urls);
  for (const [index, entry] of har.log.entries.entries()) {
    baseExpect(entry.request.method).toBe('GET');
    baseExpect(entry.request.headers).toContainEqual({ name: 'Authorization', value: 'Bearer [masked]' });
    baseExpect(entry.response.status).toBe(200);
    baseExpect(Date.parse(entry.startedDateTime)).not.toBeNaN();
    baseExpect(entry.timings.wait).toBe(entry.time);
    // The body as the gateway sent it: the search's answer.
    // (An answer's echo of the key, its next page's link, is masked too.)
    const answer = await request.get(urls[index] ?? '', { headers: { Authorization: `Bearer ${token}` } }).then((response) => response.text());
    baseExpect(JSON.parse(entry.response.content.text ?? 'null')).toEqual(JSON.parse(answer.replaceAll('my-app-key-1234', '[masked]')));
  }
  baseExpect(har.log.entries.at(-1)?.request.queryString).toContainEqual({ name: 'AppKey', value: '[masked]' });
});

test('demo mode: the HAR holds no Authorization with the demo token', async ({ page }) => {
  await page.goto('/timezones');
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  await openInspector(page);
  const urls = await Promise.all((await requestItems(page).all()).map((row) => urlOf(row)));
  const [download] = await Promise.all([page.waitForEvent('download'), inspector(page).getByRole('button', { name: 'Download HAR' }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  const har = JSON.parse(text) as { log: { entries: { request: { url: string; headers: { name: string; value: string }[] } }[] } };
  baseExpect(har.log.entries.map((entry) => entry.request.url)).toEqual(urls);
  baseExpect(text).not.toMatch(/Bearer\s+demo/);
  for (const entry of har.log.entries) baseExpect(entry.request.headers.find((header) => header.name === 'Authorization')?.value).toBe('Bearer [masked]');
});

test('keyboard only: the form, Send and the differences, and axe with the form and the menus open at 1440 and 390 px', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?q=shell');
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyR');
  await expect(inspector(page)).toBeVisible();
  const item = requestItems(page).filter({ hasText: 'Keywords=shell' }).first();
  await expect(item).toContainText('200 OK');

  // Copy TypeScript type, from the keyboard: the type of the answer the log holds.
  await item.getByRole('button', { name: 'Copy TypeScript type' }).focus();
  await page.keyboard.press('Enter');
  await expect(item.getByText(/^TypeScript type SummaryInfoList copied \(\d+ declarations\)\.$/)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  baseExpect(copied).toMatch(/^\/\/ The shape of one answer of GET \/openapi\/ref\/v1\/instruments, inferred/);
  baseExpect(copied).toContain('export interface SummaryInfoList {\n');
  baseExpect(copied).toMatch(/\n {2}Data: DataItem\[\];\n/);

  // The form opens from its button; Tab leads into it, and every field is reached by Tab.
  const toggle = item.getByRole('button', { name: 'Edit and send again' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = item.getByRole('region', { name: 'Edit and send again' });
  const path = panel.getByRole('textbox', { name: 'Path' });
  for (let step = 0; step < 8 && !(await path.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(path).toBeFocused();
  const top = panel.getByRole('textbox', { name: 'Value of $top' });
  for (let step = 0; step < 20 && !(await top.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(top).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  // Enter in a field sends the form.
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: /^New answer: 200 OK/ })).toBeVisible();
  await expect(top).toBeFocused();
  const result = panel.getByRole('region', { name: 'The new answer beside the last one' });
  // The differences, whole answer view, from the keyboard.
  const whole = result.getByRole('button', { name: 'Whole answer' });
  await whole.focus();
  await page.keyboard.press('Enter');
  await expect(whole).toHaveAttribute('aria-pressed', 'true');
  await expect(result.getByRole('region', { name: /^New answer, with its differences marked/ })).toBeVisible();
  await expectAccessible(page);

  // The copy menu beside them, open.
  await item.getByRole('button', { name: 'Copy as code' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole('textbox', { name: 'Path' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Tab leads to Send, and Enter on it sends again: the focus stays on it while the answer comes and after, every time.
  const send = panel.getByRole('button', { name: 'Send' });
  await toggle.focus();
  for (let step = 0; step < 30 && !(await send.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  for (const sent of [2, 3]) {
    await page.keyboard.press('Enter');
    await expect(sentRows(page)).toHaveCount(sent);
    await expect(sentRows(page).last()).toContainText('200 OK');
    await expect(send).toBeFocused();
  }

  // Closed from its button, focus stays there; Escape closes the inspector.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(inspector(page)).toBeHidden();
});
