import type { Locator, Page } from '@playwright/test';
import type { InstrumentDetails } from '../src/api/types';
import { enumLabel } from '../src/lib/format';
import { configureDemo, expect, expectAccessible, expectNoHorizontalScroll, onPinnedDay, pinClocks, slowCpu, test, setToggle } from './support/fixtures';
import { askRows } from './support/service';

/** The value cell of a labelled row in one of the details tables. */
function rowValue(table: Locator, label: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

const main = (page: Page) => page.getByRole('main');

/**
 * Opens an address and waits for the page's heading. The first request of a
 * page starts the in-browser simulator, which builds its universe: slow on a
 * busy machine, hence the longer wait here only.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 40_000 });
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 40_000 });
}

test.describe('instrument details', () => {
  test.describe.configure({ timeout: 120_000 });

  test('opens by URL with every section, and records the instrument as recently viewed', async ({ page }) => {
    await open(page, '/instruments/Stock/211');
    await expect(page.getByRole('heading', { level: 1, name: 'AAPL:xnas' })).toBeVisible();
    const identity = main(page).getByRole('table', { name: 'Identity' });
    // Instrument details carry no ISIN; the page says so.
    await expect(rowValue(identity, 'ISIN')).toHaveText('Not in reference data');
    await expect(rowValue(identity, 'Description')).toHaveText('Apple Inc.');
    await expect(rowValue(main(page).getByRole('table', { name: 'Status' }), 'Tradable')).toHaveText('Yes');
    await expect(main(page).getByRole('table', { name: 'Tick size scheme' })).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Default order distances' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Order types' })).toContainText('Limit');
    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('refex:recent-instruments') ?? '[]') as unknown[]);
    expect(recent[0]).toMatchObject({ uic: 211, assetType: 'Stock', symbol: 'AAPL:xnas', description: 'Apple Inc.' });
    await expectAccessible(page);
  });

  test('follows a related instrument and a related option root', async ({ page }) => {
    await open(page, '/instruments/Stock/211');
    const related = main(page).getByRole('table', { name: 'Related instruments' });
    const link = related.getByRole('link').first();
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/instruments\/[A-Za-z]+\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211$/);
    const root = main(page).getByRole('list', { name: 'Related option roots' }).getByRole('link').first();
    const rootId = (await root.textContent())?.match(/\d+/)?.[0];
    expect(rootId).toBeTruthy();
    await root.click();
    await expect(page).toHaveURL(new RegExp(`/options/${rootId}$`));
  });

  test('switches to the same Uic under another asset type in one click', async ({ page }) => {
    await open(page, '/instruments/FxSpot/21');
    await expect(page.getByRole('heading', { level: 1, name: 'EURUSD' })).toBeVisible();
    const tradableAs = (await rowValue(main(page).getByRole('table', { name: 'Identity' }), 'Tradable as').textContent()) ?? '';
    const nav = page.getByRole('navigation', { name: 'This Uic under other asset types' });
    // Every type it is tradable as, and those the Uic has beyond them (an FX cross's swap).
    const types = new Set([
      ...tradableAs.split(',').map((type) => type.trim()),
      ...askRows<InstrumentDetails>('/openapi/ref/v1/instruments/details?Uics=21').map((row) => enumLabel(row.AssetType ?? '')),
    ]);
    await expect(nav.getByRole('link')).toHaveCount(types.size);
    await expect(nav.getByRole('link', { name: 'FX spot' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'FX forwards' }).click();
    await expect(page).toHaveURL(/\/instruments\/FxForwards\/21$/);
    await expect(page.getByRole('heading', { level: 1, name: 'EURUSD' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'FX forwards' })).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('table', { name: 'FX dates' })).toBeVisible();
  });

  test('links the same Uic under the asset types its TradableAs leaves out (a stock and its CFD)', async ({ page }) => {
    // The simulator's stock rows list their cash type only, as live rows do; the Uic also answers as a CFD.
    const types = askRows<InstrumentDetails>('/openapi/ref/v1/instruments/details?Uics=211').map((row) => row.AssetType);
    expect(types).toEqual(expect.arrayContaining(['Stock', 'CfdOnStock']));
    await open(page, '/instruments/Stock/211');
    const tradableAs = (await rowValue(main(page).getByRole('table', { name: 'Identity' }), 'Tradable as').textContent()) ?? '';
    expect(tradableAs).not.toContain('CFD');
    const nav = page.getByRole('navigation', { name: 'This Uic under other asset types' });
    await expect(nav.getByRole('link')).toHaveText(types.map((type) => enumLabel(type ?? '')));
    await expect(nav.getByRole('link', { name: 'Stock', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await nav.getByRole('link', { name: enumLabel('CfdOnStock') }).click();
    await expect(page).toHaveURL(/\/instruments\/CfdOnStock\/211$/);
    await expect(nav.getByRole('link', { name: enumLabel('CfdOnStock') })).toHaveAttribute('aria-current', 'page');
    // And back from the CFD, whose own TradableAs names the CFD only.
    await nav.getByRole('link', { name: 'Stock', exact: true }).click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211$/);
  });

  test('toggles field groups: their sections appear, the URL follows, a reload gives the same view', async ({ page }) => {
    await open(page, '/instruments/Stock/211');
    await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Order setting' })).toHaveCount(0);
    await setToggle(page.getByRole('checkbox', { name: /Order setting/ }));
    await expect(main(page).getByRole('heading', { name: 'Order setting' })).toBeVisible();
    expect(searchParams(page).get('groups')).toBe('OrderSetting');
    await setToggle(page.getByRole('checkbox', { name: /Trading sessions/ }));
    await expect(main(page).getByRole('table', { name: 'Trading sessions of the field group' })).toBeVisible();
    expect(searchParams(page).get('groups')).toBe('OrderSetting,TradingSessions');
    await expect(main(page).getByText('/openapi/ref/v1/instruments/details/211/Stock?FieldGroups=OrderSetting,TradingSessions')).toBeVisible();

    await reload(page);
    await expect(page.getByRole('checkbox', { name: /Order setting/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Trading sessions/ })).toBeChecked();
    await expect(main(page).getByRole('table', { name: 'Order setting' })).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Trading sessions of the field group' })).toBeVisible();
    await expectAccessible(page);

    await setToggle(page.getByRole('checkbox', { name: /Order setting/ }), false);
    await expect(main(page).getByRole('heading', { name: 'Order setting' })).toHaveCount(0);
    expect(searchParams(page).get('groups')).toBe('TradingSessions');
  });

  test('a field group change keeps the details on screen, marked as updating, while the new ones load', async ({ page }) => {
    // A slow service, so that the new request is still running when the page is checked.
    await configureDemo(page, { latencyMs: 1500 });
    await open(page, '/instruments/Stock/211');
    const identity = main(page).getByRole('table', { name: 'Identity' });
    await expect(identity).toBeVisible();
    await setToggle(page.getByRole('checkbox', { name: /Order setting/ }));
    // One look at the whole state while the answer is on its way: "updating", and the previous details, marked busy.
    const updating = main(page).getByRole('status').filter({ hasText: 'Updating the details…' });
    await expect(updating).toBeVisible();
    await expect(main(page).locator('[aria-busy="true"]').getByRole('table', { name: 'Identity' })).toBeVisible();
    await expect(rowValue(identity, 'Description')).toHaveText('Apple Inc.');
    await expect(main(page).getByRole('heading', { name: 'Order setting' })).toBeVisible();
    await expect(updating).toBeHidden();
    await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
    expect(searchParams(page).get('groups')).toBe('OrderSetting');
  });

  test('changing the request keeps the scroll position, and the keyboard on what it revealed, also on a slow CPU', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await open(page, '/instruments/Stock/211');
    const show = main(page).getByRole('button', { name: 'Show order durations' });
    await show.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    // A busy machine's slow navigation, made here with the CPU eight times slower: had the router's loading screen come
    // in between, it would have hidden the page for a moment, and the page would come back at its top.
    const restoreCpu = await slowCpu(page, 8);
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/groups=SupportedOrderTypeSettings/);
    await expect(main(page).getByRole('table', { name: 'Order durations' })).toBeVisible();
    await restoreCpu();
    await expect(main(page).getByRole('table', { name: 'Order durations' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The button is gone; the focus is on the durations it showed, not lost to the page.
    await expect(show).toHaveCount(0);
    const durations = main(page).getByRole('group', { name: 'Order durations' });
    await expect(durations).toBeFocused();
    await expect(durations.getByRole('table', { name: 'Order durations' })).toBeVisible();
    await expectAccessible(page);
    // Tab goes on from there, into the page below rather than back to its top.
    await page.keyboard.press('Tab');
    await expect(main(page).locator(':focus')).toHaveCount(1);
  });

  test('the Details and Trading schedule tabs keep the choices of both views', async ({ page }) => {
    await open(page, '/instruments/Stock/211?groups=OrderSetting');
    const views = page.getByRole('navigation', { name: 'Instrument views' });
    await views.getByRole('link', { name: 'Trading schedule' }).click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211\/schedule\?groups=OrderSetting$/);
    await page.getByRole('radio', { name: 'Timeline' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/view=table/);
    await views.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211\?/);
    await expect(page.getByRole('checkbox', { name: /Order setting/ })).toBeChecked();
    await expect(main(page).getByRole('table', { name: 'Order setting' })).toBeVisible();
    await views.getByRole('link', { name: 'Trading schedule' }).click();
    await expect(page.getByRole('table', { name: 'Trading sessions' })).toBeVisible();
  });

  test('a field group list keeps its known groups and notes the unknown ones', async ({ page }) => {
    await open(page, '/instruments/Stock/211?groups=OrderSetting,Bogus');
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toContainText('groups=Bogus');
    await expect(page.getByRole('checkbox', { name: /Order setting/ })).toBeChecked();
    await expect(main(page).getByRole('table', { name: 'Order setting' })).toBeVisible();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211\?groups=OrderSetting$/);
  });

  test('uses AccountKey and ClientKey: an unknown key shows the service error, fixing it recovers', async ({ page }) => {
    await open(page, '/instruments/Stock/211');
    // The heading's other asset types come with a second answer and move the page down a little: wait for them, so
    // that the clicks below land where they aim (a click during that shift once missed Apply).
    await expect(page.getByRole('navigation', { name: 'This Uic under other asset types' })).toBeVisible();
    await page.getByRole('button', { name: /Account and client \(advanced\)/ }).click();
    await page.getByRole('textbox', { name: 'AccountKey' }).fill('no-such-account');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/accountKey=no-such-account/);
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('The service rejected the request');
    await expect(alert).toContainText('AccountKey');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear keys' }).click();
    await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
    expect(searchParams(page).has('accountKey')).toBe(false);
    // The button is gone with the keys; so is the error's panel: the page's own takes the focus on the keys' toggle.
    await expect(page.getByRole('button', { name: 'Clear keys' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Account and client \(advanced\)/ })).toBeFocused();
    // With a key the service takes: the field the key was in, or the keys' toggle when the page's panel is a new one.
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'AccountKey' }).fill('Ak1Ms9DkK2rTq4LxW8nP0g==');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/accountKey=Ak1Ms9DkK2rTq4LxW8nP0g/);
    await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear keys' }).click();
    await expect(page.getByRole('button', { name: 'Clear keys' })).toHaveCount(0);
    // The keys' toggle may be found open or folded: on a slow machine the page's panel can mount while the address
    // still holds the keys (open), before the cleared address comes in.
    await expect(page.locator(':focus')).toHaveAccessibleName(/^(AccountKey|[▸▾] Account and client \(advanced\))/);
  });

  test.describe('clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copies the Uic and the raw JSON', async ({ page }) => {
      await open(page, '/instruments/Stock/15311');
      await expect(page.getByRole('heading', { level: 1, name: 'SAF:xpar' })).toBeVisible();
      // "Safran " comes with a trailing space: shown trimmed.
      await expect(rowValue(main(page).getByRole('table', { name: 'Identity' }), 'Description')).toHaveText('Safran');
      await page.getByRole('button', { name: 'Copy Uic' }).click();
      await expect(page.getByRole('button', { name: 'Copy Uic: copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('15311');

      await page.getByRole('tab', { name: 'Raw JSON' }).click();
      expect(searchParams(page).get('tab')).toBe('json');
      const code = main(page).getByRole('tabpanel', { name: 'Raw JSON' });
      await expect(code).toContainText('"Description": "Safran "');
      await code.getByRole('button', { name: 'Copy JSON' }).click();
      const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { Uic: number };
      expect(copied.Uic).toBe(15311);
      await expectAccessible(page);
      await reload(page);
      await expect(page.getByRole('tab', { name: 'Raw JSON' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  test('shows the not-found page for an unknown Uic, and the asset types a Uic does exist as', async ({ page }) => {
    await open(page, '/instruments/Stock/999999999');
    await expect(page.getByRole('heading', { name: 'Instrument not found' })).toBeVisible();
    await expectAccessible(page);
    await open(page, '/instruments/Etf/211');
    await expect(page.getByRole('heading', { name: 'Instrument not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Stock', exact: true }).click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/211$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AAPL:xnas' })).toBeVisible();
  });

  test('shows the service error for a bad asset type (400 InvalidAssetType)', async ({ page }) => {
    await open(page, '/instruments/Bogus/211');
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('The service rejected the request');
    await expect(alert).toContainText('InvalidAssetType');
    await expect(main(page).getByRole('link', { name: 'Stock', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a bad address parameter falls back with a note', async ({ page }) => {
    await open(page, '/instruments/Stock/211?groups=Popularity&tab=xml');
    await expect(page.getByText('Some address parameters were ignored')).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Order setting/ })).not.toBeChecked();
    // The address drops the bad values; the note stays until dismissed.
    await expect(page).toHaveURL(/\/instruments\/Stock\/211$/);
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toContainText('groups=Popularity');
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toBeHidden();
  });

  test('a hand-written address is made canonical: asset type as the service spells it, plain Uic, no empty parameters', async ({ page }) => {
    await open(page, '/instruments/stock/0211?groups=&tab=json');
    await expect(page).toHaveURL(/\/instruments\/Stock\/211\?tab=json$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AAPL:xnas' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Raw JSON' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Some address parameters were ignored')).toBeHidden();
    // The service is asked with its own spelling.
    await expect(main(page).getByText('/openapi/ref/v1/instruments/details/211/Stock', { exact: true })).toBeVisible();
    // Same for the schedule, with a trailing space in the asset type.
    await open(page, '/instruments/CfdOnStock%20/211/schedule?view=table&tz=');
    await expect(page).toHaveURL(/\/instruments\/CfdOnStock\/211\/schedule\?view=table$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AAPL:xnas' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();
  });

  test('a future links to its futures space, found through the details list', async ({ page }) => {
    // The continuous future (a fixed Uic) lists its front contract among the related instruments.
    await open(page, '/instruments/ContractFutures/28001');
    await expect(main(page).getByText('This is a continuous future:')).toBeVisible();
    const front = main(page).getByRole('table', { name: 'Related instruments' }).getByRole('link').first();
    await front.click();
    await expect(page).toHaveURL(/\/instruments\/ContractFutures\/\d+$/);
    expect(page.url()).not.toMatch(/\/28001$/);
    const future = main(page).getByRole('table', { name: 'Future' });
    await expect(rowValue(future, 'Expiry')).toContainText('days');
    await main(page).getByRole('link', { name: 'Open the futures space' }).click();
    await expect(page).toHaveURL(/\/futures\/28001$/);
  });

  test('an option shows strike, expiry and a link to its underlying', async ({ page }) => {
    await open(page, '/instruments/StockOption/333180954');
    const option = main(page).getByRole('table', { name: 'Option' });
    await expect(rowValue(option, 'Put or call')).toHaveText('Call');
    await expect(rowValue(option, 'Strike')).toHaveText(/\d/);
    await main(page).getByText('Underlying:').getByRole('link').click();
    await expect(page).toHaveURL(/\/instruments\/Stock\/16350$/);
  });

  test('a bond shows "Undefined" coupon type as a dash', async ({ page }) => {
    await open(page, '/instruments/Bond/24809035');
    const bond = main(page).getByRole('table', { name: 'Bond' });
    await expect(rowValue(bond, 'Coupon type')).toHaveText('—');
    await expect(rowValue(bond, 'Coupon')).toHaveText('6 %');
    await expect(rowValue(main(page).getByRole('table', { name: 'Identity' }), 'ISIN')).toHaveText('Not in reference data');
  });

  test('keyboard only: field groups, tabs and the way to the schedule', async ({ page }) => {
    await open(page, '/instruments/Stock/211');
    const checkbox = page.getByRole('checkbox', { name: /Order setting/ });
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect(main(page).getByRole('heading', { name: 'Order setting' })).toBeVisible();
    const overview = page.getByRole('tab', { name: 'Overview' });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Raw JSON' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Raw JSON' })).toHaveAttribute('aria-selected', 'true');
    expect(searchParams(page).get('tab')).toBe('json');
    const schedule = page.getByRole('navigation', { name: 'Instrument views' }).getByRole('link', { name: 'Trading schedule' });
    await schedule.focus();
    await page.keyboard.press('Enter');
    // The details view's choices travel along, for the way back.
    await expect(page).toHaveURL(/\/instruments\/Stock\/211\/schedule\?groups=OrderSetting&tab=json$/);
  });

  test('shows a loading state, then the details; a failing service shows the error with retry', async ({ page }) => {
    await configureDemo(page, { latencyMs: 1500, faults: [{ path: 'instruments/details/21/', status: 503, times: 3 }] });
    await page.goto('/instruments/FxSpot/21');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible({ timeout: 40_000 });
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Service error (503)', { timeout: 40_000 });
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'EURUSD' })).toBeVisible({ timeout: 20_000 });
  });

  test('the related instruments are a later part: looking up in their own section without moving it, a failure with its own retry', async ({ page }) => {
    // The lookup of the related instruments' names (a details list by Uics and asset types) is slow every time, and
    // fails the first three times (the first try and the app's own two retries).
    const lookup = { path: '/openapi/ref/v1/instruments/details', query: { AssetTypes: '*' } };
    await page.addInitScript(
      (rules) => localStorage.setItem('refex:sim-faults', JSON.stringify(rules)),
      [
        { ...lookup, kind: 'latency', ms: 1500 },
        { ...lookup, kind: 'status', status: 503, count: 3 },
      ],
    );
    await open(page, '/instruments/Stock/211');
    // The page does not wait for the lookup: the facts are there, the related section says it is looking.
    await expect(rowValue(main(page).getByRole('table', { name: 'Identity' }), 'Description')).toHaveText('Apple Inc.');
    const related = main(page).getByRole('region', { name: 'Related' });
    await expect(related.getByRole('status')).toHaveText('Looking up their names…');
    const alert = related.getByRole('alert');
    await expect(alert).toContainText('Service error (503)');
    await expect(related.getByRole('status')).toHaveText('');
    // The failure stays in its section; the related instrument is still listed by asset type and Uic.
    await expect(main(page).getByRole('alert')).toHaveCount(1);
    await expect(related.getByRole('table', { name: 'Related instruments' }).getByRole('link', { name: /211$/ })).toHaveAttribute('href', '/instruments/CfdOnStock/211');
    await expectAccessible(page);

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(related.getByRole('status')).toHaveText('Looking up their names…');
    const table = related.getByRole('table', { name: 'Related instruments' });
    // Where the list is on the page, not in the window: the window may be scrolled to the page's end, where a later
    // section growing or shrinking (the same security elsewhere, looking up its own rows) moves the scroll position.
    const topOnPage = () => table.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await topOnPage();
    await expect(table.getByRole('link', { name: 'AAPL:xnas' })).toHaveAttribute('href', '/instruments/CfdOnStock/211', { timeout: 20_000 });
    await expect(related.getByRole('status')).toHaveText('');
    await expect(alert).toBeHidden();
    // Looking up took no room: the names came in without moving the list (the alert below it has gone).
    expect(await topOnPage()).toBe(before);
  });

  test('the facts come first: at 1440x900 the first identity fact is above y 250, the request beside the facts', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // A stock, and an FX cross with seven asset types to switch between (a longer heading).
    for (const address of ['/instruments/Stock/211', '/instruments/FxSpot/21']) {
      await open(page, address);
      const identity = main(page).getByRole('table', { name: 'Identity' });
      const first = await identity.getByRole('row').first().boundingBox();
      expect(first, address).not.toBeNull();
      expect(first?.y, address).toBeLessThan(250);
      const request = main(page).getByRole('region', { name: 'Request' });
      await expect(request.getByRole('checkbox', { name: /Order setting/ })).toBeVisible();
      const beside = await request.boundingBox();
      const table = await identity.boundingBox();
      expect((beside?.x ?? 0) >= (table?.x ?? 0) + (table?.width ?? 0), `${address}: the request is beside the facts`).toBe(true);
    }
    await expectAccessible(page);
  });

  test('the trading sessions’ state now follows the clock past a close', async ({ page }) => {
    // NASDAQ's regular trading ends at 21:00 UTC on the pinned day; the post-market follows.
    await pinClocks(page, onPinnedDay('20:58'));
    await open(page, '/instruments/Stock/211?groups=TradingSessions');
    await expect(main(page).getByText('Open now', { exact: true })).toBeVisible();
    await page.clock.fastForward('00:03:00');
    await expect(main(page).getByText('Post-market now', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Open now', { exact: true })).toHaveCount(0);
  });

  test('at 390 px: no sideways scroll, the request folded above the facts and unfolded on demand', async ({ page }) => {
    // The futures contract below (ESZ6) expires on 18 Dec 2026, after which the simulator no longer lists it.
    await pinClocks(page, onPinnedDay('15:00'));
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/instruments/FxSpot/21');
    await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    const request = main(page).getByRole('region', { name: 'Request' });
    await expect(request.getByText('/openapi/ref/v1/instruments/details/21/FxSpot', { exact: true })).toBeVisible();
    await expect(request.getByRole('checkbox', { name: /Order setting/ })).toBeHidden();
    await request.getByRole('button', { name: 'Show parameters' }).click();
    await setToggle(request.getByRole('checkbox', { name: /Order setting/ }));
    await expect(main(page).getByRole('table', { name: 'Order setting' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    // Instruments with related instruments (a table of five columns) and long field names.
    for (const address of ['/instruments/ContractFutures/60000323', '/instruments/Stock/211', '/instruments/Bond/24809035']) {
      await open(page, address);
      await expect(main(page).getByRole('table', { name: 'Identity' })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Other fields' })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });

  test.describe('restricted user', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('refex:backend', JSON.stringify({ kind: 'demo', demoUser: 'demo-restricted' })));
    });

    test('an instrument hidden from the user is not found', async ({ page }) => {
      await open(page, '/instruments/Stock/101301');
      await expect(page.getByRole('heading', { name: 'Instrument not found' })).toBeVisible();
    });
  });
});

test.describe('instrument details, dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });
  test.describe.configure({ timeout: 120_000 });

  test('keeps text readable with every section shown', async ({ page }) => {
    await open(page, '/instruments/Stock/211?groups=OrderSetting,SupportedOrderTypeSettings,TradingSessions');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(main(page).getByRole('table', { name: 'Order durations' })).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Trading sessions of the field group' })).toBeVisible();
    await expectAccessible(page);
  });
});
