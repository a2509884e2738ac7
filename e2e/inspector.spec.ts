// The request inspector (issue 26, points 2 and 3): every view's requests as the page sent them, their
// errors decoded, and each copied as code that runs. In demo mode the "network" is the simulator's
// worker: the spec watches what the page posts to it; connected, it watches the page's requests.
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { SIM_ORIGIN, expect as baseExpect, expectAccessible, expectNoHorizontalScroll, storeConnection, test } from './support/fixtures';
import { inspectorButton, inspectorPanel, inspectorRequests } from './support/inspector';
import { gatewayGet } from './support/service';

// Each page builds the simulator's universe in its worker (demo mode): allow for a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const SHORTCUT = 'Alt+Shift+KeyR';

const inspector = inspectorPanel;
const requestItems = (page: Page) => inspectorRequests(page);

/** Sets the in-browser simulator's fault rules before the app starts. */
async function injectFaults(page: Page, rules: unknown[]): Promise<void> {
  await page.addInitScript((text) => localStorage.setItem('refex:sim-faults', text), JSON.stringify(rules));
}

/**
 * What reached the service: connected, the page's GET requests to the simulator's origin; in demo mode,
 * the requests the page posted to the simulator's worker (the app's only way to it).
 */
async function watchService(page: Page, mode: 'demo' | 'connected'): Promise<() => Promise<string[]>> {
  if (mode === 'connected') {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).origin === SIM_ORIGIN) sent.push(request.url());
    });
    return () => Promise.resolve([...sent]);
  }
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __simRequests: string[] }).__simRequests = sent;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: [StructuredSerializeOptions?]) {
      const request = message as { type?: string; url?: string };
      if (request?.type === 'request' && typeof request.url === 'string') sent.push(new URL(request.url).href);
      return post.call(this, message, ...rest);
    } as Worker['postMessage'];
  });
  return () => page.evaluate(() => [...(window as unknown as { __simRequests: string[] }).__simRequests]);
}

/** Moves the app to `path` as a link would (no new page: the simulator keeps its universe, the log its records). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const unique = (urls: readonly string[]) => [...new Set(urls)];

async function shownUrls(page: Page): Promise<string[]> {
  return requestItems(page)
    .getByText(/^https?:\/\//)
    .allTextContents();
}

async function continuousFuture(request: APIRequestContext): Promise<number> {
  const body = await gatewayGet<{ Data: { Identifier: number; DisplayHint?: string }[] }>(
    request,
    '/openapi/ref/v1/instruments?Keywords=s%26p%20500%20continuous&IncludeNonTradable=true&$top=5',
  );
  const row = body.Data.find((entry) => entry.DisplayHint === 'Continuous');
  if (!row) throw new Error('no continuous future in the service');
  return row.Identifier;
}

/** `all` without one copy of each of `accounted`, or undefined while some of `accounted` is not in `all` yet. */
function without(all: readonly string[], accounted: readonly string[]): string[] | undefined {
  const left = new Map<string, number>();
  for (const url of accounted) left.set(url, (left.get(url) ?? 0) + 1);
  const rest = all.filter((url) => {
    const count = left.get(url) ?? 0;
    if (count > 0) left.set(url, count - 1);
    return count === 0;
  });
  return [...left.values()].every((count) => count === 0) ? rest : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URLs the log lists under an earlier view (none when it sent nothing), read with the inspector's view picker. */
async function requestsOf(page: Page, view: string): Promise<string[]> {
  const picker = inspector(page).getByRole('combobox', { name: 'Show the requests of' });
  const option = picker.getByRole('option', { name: new RegExp(`^${escapeRegExp(view)} \\((\\d+) requests?\\)$`) });
  if ((await option.count()) === 0) return [];
  const count = Number(/\((\d+) requests?\)$/.exec((await option.textContent()) ?? '')?.[1]);
  await picker.selectOption((await option.getAttribute('value')) ?? '');
  await expect(requestItems(page)).toHaveCount(count);
  const urls = await shownUrls(page);
  await picker.selectOption('');
  return urls;
}

for (const mode of ['demo', 'connected'] as const) {
  test(`${mode}: the inspector of each view lists the requests that view sent, as the service received them`, async ({ page, request }) => {
    const futures = await continuousFuture(request);
    // The corporate-actions pages go before the last views: the list's later requests (its market holidays, asked once
    // its rows are in) may leave after the test moved on, and are then listed under the next view, which the loop
    // allows for. The last view sends one request and nothing after it, so the cached view below sends nothing.
    const views = [
      '/timezones',
      '/?q=shell',
      '/instruments/Stock/211',
      '/instruments/Stock/211/schedule',
      '/options/16',
      `/futures/${futures}`,
      '/compare?items=211:Stock,16350:Stock',
      '/corporate-actions',
      '/corporate-actions/9501101',
      '/browse/options',
      '/browse/futures',
    ];
    if (mode === 'connected') await storeConnection(page);
    const received = await watchService(page, mode);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The panel stays open beside the page from view to view, its list following the page.
    await inspectorButton(page).click();
    await expect(inspector(page)).toBeVisible();

    // What the earlier views sent, as the log lists them under each: once the page has left a view, nothing
    // more joins its list. A view's requests are what the service received less those: a request of the view
    // before may reach the service after this one began (the option chain fetches the neighbouring expiries a
    // moment after its answer, and connected, a request's CORS preflight delays it), so the test waits for
    // every one of those to have arrived rather than counting from the moment it left that view.
    const accounted: string[] = [];
    let previous = '/settings';
    for (const view of views) {
      await navigate(page, view);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      accounted.push(...(await requestsOf(page, previous)));
      previous = view;
      // Live: the list follows the requests as they go and come back; the header counts them.
      await expect(async () => {
        await expect(inspector(page).getByText('Waiting for the answer')).toHaveCount(0);
        const shown = await shownUrls(page);
        const sent = without(await received(), accounted);
        baseExpect(sent, `${view}: every request of the earlier views reached the service`).toBeDefined();
        baseExpect(shown.length, `${view}: requests shown`).toBeGreaterThan(0);
        baseExpect(unique(shown), `${view}: the inspector lists what the service received`).toEqual(unique(sent ?? []));
        baseExpect(await inspectorButton(page).getAttribute('aria-label')).toBe(`Requests: ${shown.length} in this view (Alt+Shift+R)`);
      }).toPass({ timeout: 60_000 });
    }

    // A view whose data is in the cache sends nothing, and the inspector says why: the schedule seen
    // before, as a table.
    accounted.push(...(await requestsOf(page, previous)));
    await expect.poll(async () => without(await received(), accounted) !== undefined).toBe(true);
    const before = (await received()).length;
    await navigate(page, '/instruments/Stock/211/schedule?view=table');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(inspector(page).getByRole('status').filter({ hasText: 'No request was sent for this view' })).toBeVisible();
    baseExpect((await received()).slice(before)).toEqual([]);

    // Older views stay reachable: the search's requests, picked from the list of views.
    const picker = inspector(page).getByRole('combobox', { name: 'Show the requests of' });
    const searchOption = await picker.getByRole('option', { name: /^\/\?q=shell \(\d+ requests?\)$/ }).getAttribute('value');
    await picker.selectOption(searchOption ?? '');
    await expect(requestItems(page).first()).toContainText('/openapi/ref/v1/instruments?');
    await expect(requestItems(page).first()).toContainText('Keywords=shell');
  });
}

test('connected: a copied curl command, run in a shell against the HTTP simulator, returns the JSON the log holds and the view shows', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeConnection(page);
  await page.goto('/timezones');
  const table = page.getByRole('main').getByRole('table').first();
  await expect(table).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const item = requestItems(page).filter({ hasText: '/openapi/ref/v1/timezones' }).first();
  await expect(item).toContainText('200 OK');

  // The log's body, as the inspector shows it.
  await item.getByRole('button', { name: 'Details' }).click();
  const raw = item.getByRole('region', { name: 'Raw JSON' });
  const logged = JSON.parse((await raw.textContent()) ?? '') as { Data: { DisplayName?: string; TimeZoneId: number }[] };
  baseExpect(logged.Data.length).toBeGreaterThan(0);
  await expect(item.getByText(/^X-Correlation: /)).toContainText('#sim#');

  // Masked by default: the token comes from the environment.
  await item.getByRole('button', { name: 'Copy as code' }).click();
  await page.getByRole('menuitem', { name: 'curl' }).click();
  await expect(item.getByRole('status')).toHaveText('curl copied.');
  const masked = await page.evaluate(() => navigator.clipboard.readText());
  baseExpect(masked).toContain('$OPENAPI_TOKEN');
  baseExpect(masked).not.toContain('Bearer demo');
  const env = { PATH: process.env.PATH ?? '' };
  const fromCurl = JSON.parse(execFileSync('sh', ['-c', masked], { encoding: 'utf8', env: { ...env, OPENAPI_TOKEN: 'demo' } })) as unknown;
  baseExpect(fromCurl).toEqual(logged);
  // What the view shows is that answer: its first zone is in the table.
  const first = logged.Data[0];
  if (first?.DisplayName) await expect(table).toContainText(first.DisplayName);

  // With the token, on request: in the Authorization header, and nothing needed from the environment.
  await inspector(page).getByRole('switch', { name: 'Include my token in copied code' }).check();
  await item.getByRole('button', { name: 'Copy as code' }).click();
  await page.getByRole('menuitem', { name: 'curl' }).click();
  await expect(item.getByRole('status')).toHaveText('curl copied, with your token.');
  const withToken = await page.evaluate(() => navigator.clipboard.readText());
  baseExpect(withToken).toContain(`-H 'Authorization: Bearer demo'`);
  baseExpect(withToken).not.toContain('OPENAPI_TOKEN');
  baseExpect(JSON.parse(execFileSync('sh', ['-c', withToken], { encoding: 'utf8', env }))).toEqual(logged);

  // The other languages copy too, each with its own text.
  await item.getByRole('button', { name: 'Copy as code' }).click();
  await page.getByRole('menuitem', { name: 'Python requests' }).click();
  await expect(item.getByRole('status')).toHaveText('Python requests copied, with your token.');
  baseExpect(await page.evaluate(() => navigator.clipboard.readText())).toContain('requests.get(');
});

test('demo mode: copied code asks the simulator over HTTP, and runs against it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/instruments/Stock/211');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await inspectorButton(page).click();
  await expect(inspector(page)).toContainText('Demo mode: the simulator answers inside this page');
  const item = requestItems(page).filter({ hasText: '/openapi/ref/v1/instruments/details/211/Stock' }).first();
  await expect(item).toContainText('200 OK');
  await item.getByRole('button', { name: 'Details' }).click();
  const logged = JSON.parse((await item.getByRole('region', { name: 'Raw JSON' }).textContent()) ?? '') as unknown;
  // Demo mode lists every header the simulator sent, its rate-limit headers too, and says why.
  await expect(item).toContainText('x-ratelimit-');
  await expect(item).toContainText('Demo mode: the simulator answers inside this page, so every header it sent is listed');

  await item.getByRole('button', { name: 'Copy as code' }).click();
  await page.getByRole('menuitem', { name: 'curl' }).click();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  baseExpect(code).toContain(`'http://127.0.0.1:4010/openapi/ref/v1/instruments/details/211/Stock`);
  // The HTTP simulator of this run listens on its own port.
  const local = code.replace('http://127.0.0.1:4010', SIM_ORIGIN);
  baseExpect(JSON.parse(execFileSync('sh', ['-c', local], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', OPENAPI_TOKEN: 'demo' } }))).toEqual(logged);
});

test('an error shows its ErrorCode and Message, and an empty-body 401 is explained', async ({ page }) => {
  await injectFaults(page, [
    { path: '/openapi/ref/v1/instruments', query: { Keywords: 'shell' }, kind: 'status', status: 400, errorCode: 'InvalidRequest', message: 'Keywords must be longer', count: 1 },
    { path: '/openapi/ref/v1/timezones', kind: 'status', status: 401, count: 1 },
  ]);
  await page.goto('/?q=shell');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const failed = requestItems(page).filter({ hasText: '400 Bad Request' });
  await expect(failed).toHaveCount(1);
  await failed.getByRole('button', { name: 'Details' }).click();
  await expect(failed.getByRole('term')).toHaveText(['ErrorCode:', 'Message:']);
  await expect(failed.getByRole('definition')).toHaveText(['InvalidRequest', 'Keywords must be longer']);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await navigate(page, '/timezones');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const refused = requestItems(page).filter({ hasText: '401 Unauthorized' });
  await expect(refused).toHaveCount(1);
  await refused.getByRole('button', { name: 'Details' }).click();
  await expect(refused).toContainText('The gateway answers 401 with an empty body: the token is missing, invalid or has expired.');
  await expect(refused).toContainText('No body.');
});

test('connected: the headers a page cannot read are named, and X-Correlation can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeConnection(page);
  await page.goto('/timezones');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const item = requestItems(page).first();
  await expect(item).toContainText('200 OK');
  await item.getByRole('button', { name: 'Details' }).click();
  await expect(item).toContainText("Not shown: the headers the gateway does not expose to a page's script, among them its X-RateLimit-*-Limit, -Remaining and -Reset");
  await expect(item.getByRole('table', { name: 'Response headers the page could read' })).not.toContainText('x-ratelimit-');
  const correlation = ((await item.getByText(/^X-Correlation: /).textContent()) ?? '').replace('X-Correlation: ', '');
  await item.getByRole('button', { name: 'Copy X-Correlation' }).click();
  baseExpect(await page.evaluate(() => navigator.clipboard.readText())).toBe(correlation);
});

test('opens and closes from the keyboard alone, passes axe with its menu open, and fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?q=shell');
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  const button = inspectorButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // The shortcut opens it, with focus inside; Escape closes it and gives focus back.
  await page.keyboard.press(SHORTCUT);
  await expect(inspector(page)).toBeVisible();
  await expect(inspector(page).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(inspector(page)).toBeHidden();

  // The header button, reached with Tab and pressed with Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(inspector(page)).toBeVisible();
  await expect(requestItems(page).first()).toContainText('200 OK');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // A request's details and its copy menu, from the keyboard.
  const item = requestItems(page).first();
  await item.getByRole('button', { name: 'Details' }).focus();
  await page.keyboard.press('Enter');
  await expect(item.getByRole('region', { name: 'Raw JSON' })).toBeVisible();
  await item.getByRole('button', { name: 'Copy as code' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['curl', 'fetch (TypeScript)', 'Python requests']);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(inspector(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expectNoHorizontalScroll(page);
});

test('a pending request shows as waiting, and one the view no longer wanted as cancelled', async ({ page }) => {
  // Long enough for every step below to see the requests still on their way, on the slowest machine.
  await page.addInitScript(() => localStorage.setItem('refex:sim-latency', '40000'));
  await page.goto('/?q=shell');
  await expect(page.getByRole('heading', { level: 1, name: 'Search instruments' })).toBeVisible();
  // Opened while the page's search waits. On one core its panel once came only with the search's answer (41.8 s after
  // sending, as long as the latency set): the inspector, loaded on first use, was shown through React.lazy, whose retry
  // React renders at its lowest priority, behind the page's other work.
  await page.keyboard.press(SHORTCUT);
  const first = requestItems(page).filter({ hasText: 'Keywords=shell' });
  await expect(first).toContainText('Waiting for the answer');
  const box = page.getByRole('searchbox', { name: 'Keywords' });

  // Typed over while it waits: the search for "shell" is dropped.
  await box.fill('royal dutch');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=royal/);
  await expect(requestItems(page).filter({ hasText: 'Keywords=royal' })).toContainText(/Waiting for the answer|200 OK/);
  const picker = inspector(page).getByRole('combobox', { name: 'Show the requests of' });
  await picker.selectOption((await picker.getByRole('option', { name: /^\/\?q=shell / }).getAttribute('value')) ?? '');
  await expect(first).toContainText('Cancelled: no longer needed');
  await first.getByRole('button', { name: 'Details' }).click();
  await expect(first).toContainText('The app cancelled this request before its answer came');
});
