// The request inspector's frame and what it shows beyond the list (issue 37, "the inspector is a modal drawer
// and thin"): a panel docked beside the page, which stays usable and whose requests appear in it live; the
// inspector in a window of its own; the request headers as sent, the token masked; each request's send time
// and the view's waterfall; the answer as a tree with search, from the keyboard.
import type { Locator, Page } from '@playwright/test';
import { searchTree } from '../src/app/shell/inspector/json-tree';
import { demoJwt } from '../src/sim/core/users';
import { animationsEnded, expect as baseExpect, expectAccessible, expectNoHorizontalScroll, storeConnection, test } from './support/fixtures';
import { inspectorButton, inspectorPanel, inspectorRequests } from './support/inspector';

// Each page builds the simulator's universe in its worker (demo mode): allow for a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const SHORTCUT = 'Alt+Shift+KeyR';
const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const main = (page: Page) => page.getByRole('main');

/** The URLs a list of the inspector shows, in order. */
const urlsIn = (items: Locator) => items.getByText(/^https?:\/\//).allTextContents();

test('the docked panel leaves the page usable: a link clicked and a search typed in the page, their requests listed live', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?q=shell');
  await expect(results(page)).toBeVisible();
  await inspectorButton(page).click();
  const panel = inspectorPanel(page);
  await expect(panel).toBeVisible();
  await expect(inspectorButton(page)).toHaveAttribute('aria-expanded', 'true');
  // Focus moved into the panel; no dialog, no overlay over the page.
  await expect(panel.locator(':focus')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // It opens on the view's requests: the first is whole on the panel's first screen, the notes after the list.
  await expect(inspectorRequests(page).first()).toBeInViewport({ ratio: 1 });

  // The page narrows beside the panel: its main area's content ends where the panel begins, and nothing scrolls sideways.
  // The main area's padding makes the room in a short transition (the shell's), so read both until they settle.
  const panelLeft = (await panel.boundingBox())?.x ?? 0;
  await expect
    .poll(() => main(page).evaluate((element) => element.getBoundingClientRect().right - parseFloat(getComputedStyle(element).paddingRight)))
    .toBeLessThanOrEqual(panelLeft);
  await expectNoHorizontalScroll(page);

  // A click in the page, the panel open: the instrument's page, and its requests in the panel as they go.
  const link = results(page).getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(
    inspectorRequests(page)
      .filter({ hasText: /\/openapi\/ref\/v1\/instruments\/details\/\d+\// })
      .first(),
  ).toContainText('200 OK');
  await expect(panel.getByRole('combobox', { name: 'Show the requests of' })).toHaveValue('');
  baseExpect(name).not.toBe('');

  // The keyboard in the page, the panel open: a search typed and sent.
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Keywords' });
  await box.focus();
  await page.keyboard.type('royal');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=royal/);
  await expect(inspectorRequests(page).filter({ hasText: 'Keywords=royal' }).first()).toContainText('200 OK');
  await expect(box).toBeFocused();
  await expectAccessible(page);

  // The panel's menu, open beside the page: accessible, and Escape closes the menu, not the panel.
  await inspectorRequests(page).first().getByRole('button', { name: 'Copy as code' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(panel).toBeVisible();
});

test('the panel is as wide as its edge is moved, from the keyboard, and keeps its width in this browser', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/timezones');
  await expect(main(page).getByRole('table').first()).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const edge = inspectorPanel(page).getByRole('separator', { name: 'Width of the request inspector' });
  const start = Number(await edge.getAttribute('aria-valuenow'));
  const before = (await inspectorPanel(page).boundingBox())?.width ?? 0;
  await edge.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(edge).toHaveAttribute('aria-valuenow', String(start + 32));
  await expect.poll(async () => Math.round((await inspectorPanel(page).boundingBox())?.width ?? 0)).toBe(Math.round(before + 32));
  await expectNoHorizontalScroll(page);

  await page.reload();
  await expect(main(page).getByRole('table').first()).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  await expect(inspectorPanel(page).getByRole('separator', { name: 'Width of the request inspector' })).toHaveAttribute('aria-valuenow', String(start + 32));
});

test('an instrument’s details follow the page’s own width: the request panel goes above the facts while the inspector is docked beside them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/instruments/Stock/211');
  const request = main(page).getByRole('region', { name: 'Request' });
  const identity = main(page).getByRole('table', { name: 'Identity' });
  await expect(identity).toBeVisible();
  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  // Alone in a wide window, the request stands beside the facts: it starts above the end of the first table.
  expect(await top(request)).toBeLessThan(await top(identity));
  const beside = (await request.boundingBox())?.x ?? 0;
  expect(beside).toBeGreaterThan((await identity.boundingBox())?.x ?? Number.POSITIVE_INFINITY);

  await page.keyboard.press(SHORTCUT);
  await expect(inspectorPanel(page)).toBeVisible();
  // Docked, the page is narrower than the window says: the request moves above the facts, on their left edge.
  const facts = main(page).getByRole('region', { name: 'Identity' });
  await expect.poll(async () => Math.round(((await request.boundingBox())?.x ?? 0) - ((await facts.boundingBox())?.x ?? -100))).toBe(0);
  // The room is made in the shell's short transition: the table's right edge reaches the panel's left edge at its end.
  const panelLeft = (await inspectorPanel(page).boundingBox())?.x ?? 0;
  await expect.poll(() => identity.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(panelLeft);
  // No label is broken inside a word (as in a 1440 px window before the page followed its own width): each word of
  // each label cell of the first table stands on one line.
  const broken = await identity.locator('th').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = cell.firstChild?.nodeType === Node.TEXT_NODE ? (cell.firstChild as Text) : undefined;
      if (!text) return [];
      return [...(text.data.matchAll(/\S+/g) ?? [])].flatMap((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1 ? [word[0]] : [];
      });
    }),
  );
  expect(broken).toEqual([]);
  await expectNoHorizontalScroll(page);
});

test('at 390 px a sheet at the bottom: the page above it works, Escape closes it, axe passes with its menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Two instruments selected for comparison: their bar is stuck to the foot of the page.
  await page.goto('/?q=shell&sel=211:Stock,16350:Stock');
  await expect(results(page)).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const panel = inspectorPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.locator(':focus')).toHaveCount(1);
  const sheet = await panel.boundingBox();
  baseExpect(sheet?.width).toBe(390);
  baseExpect((sheet?.y ?? 0) + (sheet?.height ?? 0)).toBeCloseTo(844, 0);
  await expectNoHorizontalScroll(page);
  // The header's buttons keep their labels whole (none cut short to an ellipsis by the title beside them), inside the sheet.
  for (const name of ['Open in a window', 'Close the request inspector']) {
    const button = panel.getByRole('button', { name, exact: true });
    baseExpect(await button.evaluate((element) => [element, ...element.querySelectorAll('*')].every((part) => part.scrollWidth <= part.clientWidth)), name).toBe(true);
    const box = await button.boundingBox();
    baseExpect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(390);
  }
  await expect(inspectorRequests(page).first()).toContainText('200 OK');
  // The selection's bar stands above the sheet, not under it.
  const bar = await page.getByRole('region', { name: 'Selection for comparison' }).boundingBox();
  baseExpect((bar?.y ?? 844) + (bar?.height ?? 0)).toBeLessThanOrEqual(sheet?.y ?? 0);
  await expectAccessible(page);

  // Its menu, and the page above it still answering a click.
  const item = inspectorRequests(page).first();
  await item.getByRole('button', { name: 'Copy as code' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  // Scrolled up above the sheet, as a reader would, a result's link answers a click.
  const link = results(page).getByRole('link').first();
  await link.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 120));
  await link.click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(inspectorRequests(page).filter({ hasText: '/openapi/ref/v1/instruments/details/' }).first()).toContainText('200 OK');
  await expectNoHorizontalScroll(page);

  // Escape with the focus inside closes it and gives the focus back to the header button.
  await panel.getByRole('heading', { name: /^Requests of this view/ }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(inspectorButton(page)).toBeFocused();
  await expectNoHorizontalScroll(page);
});

test('a later burst of the same view goes on an axis of its own, after its quiet stretch', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install();
  await page.goto('/instruments/Stock/211');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const panel = inspectorPanel(page);
  // The panel lists the page's requests, all answered, and has docked: the main area narrows as it slides in, and a
  // scroll made before then could leave the section below the fold once the text above has wrapped.
  await expect(inspectorRequests(page).first()).toBeVisible();
  await expect(panel.getByText('Waiting for the answer')).toHaveCount(0);
  await animationsEnded(page);
  const first = await inspectorRequests(page).count();
  // A minute later, the same view asks again: the section below the fold looks up its rows once scrolled to.
  await page.clock.fastForward(60_000);
  const elsewhere = main(page).getByRole('region', { name: 'The same security elsewhere' });
  await elsewhere.scrollIntoViewIfNeeded();
  await expect(elsewhere.getByText('Looked up when this section comes into view.')).toHaveCount(0);
  await expect(inspectorRequests(page)).not.toHaveCount(first);
  await expect(panel.getByText('Waiting for the answer')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show the waterfall' }).click();
  const waterfall = panel.getByRole('table', { name: /^Waterfall of \/instruments\/Stock\/211: \d+ requests in 2 bursts, each on its own time axis/ });
  await expect(waterfall.getByRole('rowheader')).toHaveText([/^Burst 1: \d+ requests? over /, /^Burst 2, after 1 min \d+\.\d s with no request: \d+ requests? over .* \(\+1 min /]);
  await expectAccessible(page);
});

test('in a window of its own: it follows the page, copies there, and comes back into the page when closed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/timezones');
  await expect(main(page).getByRole('table').first()).toBeVisible();
  await inspectorButton(page).click();
  const opening = context.waitForEvent('page');
  await inspectorPanel(page).getByRole('button', { name: 'Open in a window' }).click();
  const popup = await opening;
  const detached = popup.getByRole('main', { name: /^Requests of this view/ });
  await expect(detached).toBeVisible();
  // The window's heading has the focus, for a screen reader to start from.
  await expect(detached.getByRole('heading', { level: 1, name: /^Requests of this view/ })).toBeFocused();
  // The panel left the page, whose main area has its whole width back.
  await expect(inspectorPanel(page)).toHaveCount(0);
  await expect(inspectorRequests(popup, detached).filter({ hasText: '/openapi/ref/v1/timezones' }).first()).toContainText('200 OK');
  // The page's styles came along: Mantine's buttons are styled, not the browser's.
  baseExpect(await detached.getByRole('button', { name: 'Back into the page' }).evaluate((element) => getComputedStyle(element).cursor)).toBe('pointer');

  // The page moves on; the window follows its view and lists the new requests.
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Keywords' });
  await box.fill('shell');
  await box.press('Enter');
  await expect(results(page)).toBeVisible();
  await expect(inspectorRequests(popup, detached).filter({ hasText: 'Keywords=shell' }).first()).toContainText('200 OK');
  await expect(detached.getByRole('combobox', { name: 'Show the requests of' }).getByRole('option', { name: /^This view: \/\?q=shell/ })).toHaveCount(1);

  // Its menu opens in its own document, and copies through its own clipboard.
  const item = inspectorRequests(popup, detached).filter({ hasText: 'Keywords=shell' }).first();
  await item.getByRole('button', { name: 'Copy as code' }).click();
  await popup.getByRole('menuitem', { name: 'curl' }).click();
  await expect(item.getByRole('status')).toHaveText('curl copied.');
  baseExpect(await popup.evaluate(() => navigator.clipboard.readText())).toContain('Keywords=shell');
  await expectAccessible(popup);

  // Closed, the inspector is back in the page, docked.
  await popup.close();
  await expect(inspectorPanel(page)).toBeVisible();
  await expect(inspectorRequests(page).filter({ hasText: 'Keywords=shell' }).first()).toBeVisible();
});

test('connected: the request headers as sent, the token masked; the token is nowhere in the inspector', async ({ page }) => {
  const token = demoJwt('demo', new Date(Date.now() + 3_600_000));
  await storeConnection(page, { token });
  const sent: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/openapi/ref/v1/timezones')) sent.push(request.headers());
  });
  await page.goto('/timezones');
  await expect(main(page).getByRole('table').first()).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const item = inspectorRequests(page).filter({ hasText: '/openapi/ref/v1/timezones' }).first();
  await expect(item).toContainText('200 OK');
  await item.getByRole('button', { name: 'Details' }).click();
  const table = item.getByRole('table', { name: 'Request headers as sent' });
  await expect(table).toBeVisible();
  const rows = Object.fromEntries((await table.getByRole('row').allInnerTexts()).slice(1).map((line) => line.split('\t').map((cell) => cell.trim()) as [string, string]));
  // What the browser sent: the same headers, the token where the log has its mask.
  baseExpect(sent[0]?.authorization).toBe(`Bearer ${token}`);
  baseExpect(rows).toEqual({ authorization: 'Bearer [token]', accept: sent[0]?.accept });
  baseExpect(await inspectorPanel(page).textContent()).not.toContain(token);
  // Beside the response headers.
  await expect(item.getByRole('table', { name: 'Response headers the page could read' })).toBeVisible();
});

test("each request's send time, and the view's waterfall: a row per request of the list, in its order, as text", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/instruments/Stock/211');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const panel = inspectorPanel(page);
  await expect(panel.getByText('Waiting for the answer')).toHaveCount(0);
  await expect(inspectorRequests(page).first()).toBeVisible();
  const items = inspectorRequests(page);
  const urls = await urlsIn(items);
  baseExpect(urls.length).toBeGreaterThan(1);
  await panel.getByRole('button', { name: 'Show the waterfall' }).click();
  const waterfall = panel.getByRole('table', { name: /^Waterfall of \/instruments\/Stock\/211: \d+ requests? over / });
  await expect(waterfall).toBeVisible();
  const rows = waterfall.getByRole('row');
  await expect(rows).toHaveCount(urls.length + 1);
  for (const [index, url] of urls.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(String(index + 1));
    // The row names the list's request by its path after /openapi and its query.
    const parsed = new URL(url);
    await expect(cells.nth(1)).toHaveText(`${parsed.pathname.replace(/^.*?\/openapi(?=\/)/, '')}${parsed.search}`);
    // Its send time is the one under the request in the list: the offset from the view's first request and the clock.
    const line = (
      (await items
        .nth(index)
        .getByText(/^Sent \d\d:\d\d:\d\d\.\d{3} \(\+/)
        .textContent()) ?? ''
    ).match(/^Sent (\S+) \((\+[^)]+)\)/);
    await expect(cells.nth(2)).toHaveText(`${line?.[2] ?? '?'}${line?.[1] ?? '?'}`);
    // Its outcome in words, as the list says it.
    await expect(items.nth(index)).toContainText((await cells.nth(4).textContent()) ?? '?');
  }
  await expect(rows.nth(1).getByRole('cell').nth(2)).toContainText('+0 ms');
  await expectAccessible(page);
});

test('the answer as a tree: searched, walked and copied from the keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?q=shell');
  await expect(results(page)).toBeVisible();
  await page.keyboard.press(SHORTCUT);
  const item = inspectorRequests(page).filter({ hasText: 'Keywords=shell' }).first();
  await expect(item).toContainText('200 OK');
  await item.getByRole('button', { name: 'Details' }).focus();
  await page.keyboard.press('Enter');
  const answer = JSON.parse((await item.getByRole('region', { name: 'Raw JSON' }).textContent()) ?? '') as unknown;
  const tree = item.getByRole('tree', { name: 'Answer as a tree' });
  await expect(tree).toBeVisible();

  // A search: counted as the tree's own search counts it, the first match opened to and marked.
  const expected = searchTree(answer, 'shell').matches;
  baseExpect(expected.length).toBeGreaterThan(1);
  const box = item.getByRole('searchbox', { name: 'Search the answer' });
  await box.focus();
  await page.keyboard.type('shell');
  const status = item.getByText(/^Match \d+ of /);
  await expect(status).toHaveText(new RegExp(`^Match 1 of ${expected.length}: `));
  await expect(tree.locator('[data-current] mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(new RegExp(`^Match 2 of ${expected.length}: `));
  await page.keyboard.press('Shift+Enter');
  await expect(status).toHaveText(new RegExp(`^Match 1 of ${expected.length}: `));
  await expectAccessible(page);
  // The tree's colours, its marks and the waterfall in the dark scheme too.
  await inspectorPanel(page).getByRole('button', { name: 'Show the waterfall' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  // Collapsed, then walked with the arrow keys: open the answer, go down to Data, open it, into its first item.
  await box.fill('');
  await item.getByRole('button', { name: 'Collapse all' }).focus();
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem')).toHaveCount(1);
  const root = tree.getByRole('treeitem').first();
  await root.focus();
  await expect(root).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveAttribute('aria-expanded', 'true');
  const members = Object.keys(answer as object).length;
  await expect(tree.getByRole('treeitem')).toHaveCount(1 + members);
  await page.keyboard.press('ArrowDown');
  const data = tree.getByRole('treeitem', { name: /^Data:/ });
  await expect(data).toBeFocused();
  await expect(data).toHaveAttribute('aria-level', '2');
  await page.keyboard.press('ArrowRight');
  await expect(data).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  const first = tree.getByRole('treeitem', { name: /^\[0\]:/ });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-level', '3');
  // Its path and value, copied.
  await item.getByRole('button', { name: 'Copy path' }).click();
  await expect(item.getByText(/^Path .* copied\.$/)).toHaveText('Path Data[0] copied.');
  baseExpect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Data[0]');
  await item.getByRole('button', { name: 'Copy value' }).click();
  baseExpect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual((answer as { Data: unknown[] }).Data[0]);
  // Left goes back to Data, and closes it; Home goes to the answer.
  await first.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(data).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(data).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Home');
  await expect(root).toBeFocused();
  await expectAccessible(page);
});
