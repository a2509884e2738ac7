import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SIM_ORIGIN, expect, storeConnection, test } from './support/fixtures';
import { inspectorButton, inspectorPanel, inspectorRequests } from './support/inspector';

// Connected to the simulator over HTTP (a gateway on its own origin), the client keeps within the
// gateway's quota of 60 reference-data requests a minute. The page's clock is Playwright's: it runs,
// and the test jumps it forward a minute at a time, so a "minute" of fast use takes seconds.

test.describe.configure({ timeout: 180_000 });

const REF_DATA_PER_MINUTE = 60;
const MINUTE = 60_000;

const pacingNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^Pacing: / });

/** Every reference-data request the pages (tabs of one session) send to the simulator, stamped with the pages' clock. */
function recordRequests(...pages: Page[]) {
  const realStart = Date.now();
  let skipped = 0;
  const sent: { at: number; url: URL; page: Page }[] = [];
  for (const page of pages)
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === SIM_ORIGIN && request.method() === 'GET' && url.pathname.includes('/ref/v1/')) sent.push({ at: Date.now() - realStart + skipped, url, page });
    });
  return {
    sent,
    /** Jumps the pages' clock forward (their timers due in between fire). */
    async skip(ms: number) {
      skipped += ms;
      await Promise.all(pages.map((page) => page.clock.fastForward(ms)));
    },
    /** The most requests sent within any minute (a sliding window, as the gateway counts). */
    busiestMinute() {
      return Math.max(0, ...sent.map(({ at }) => sent.filter((other) => other.at > at - MINUTE && other.at <= at).length));
    },
  };
}

test('a minute of fast typing and arrowing keeps within 60 reference-data requests a minute, says it is pacing, and drops what is no longer wanted', async ({ page }) => {
  await storeConnection(page);
  await page.clock.install();
  const requests = recordRequests(page);
  await page.goto('/');

  // Typing: 80 searches committed one after the other, faster than the quota lets them go.
  const box = page.getByRole('searchbox', { name: 'Keywords' });
  const words = Array.from({ length: 80 }, (_, index) => `pacing${index}`);
  for (const word of words) {
    await box.fill(word);
    await box.press('Enter');
  }
  const searched = () => requests.sent.filter(({ url }) => url.pathname.endsWith('/instruments')).map(({ url }) => url.searchParams.get('Keywords'));
  expect(requests.busiestMinute()).toBeLessThanOrEqual(REF_DATA_PER_MINUTE);
  expect(searched().length).toBeLessThan(words.length);
  await expect(pacingNotice(page)).toContainText(/request(s)? waits? for the gateway's quota/);

  // A minute later the last search, still wanted, has gone; the ones typed over while they waited never went.
  await requests.skip(MINUTE + 1_000);
  await expect(pacingNotice(page)).toBeHidden();
  await expect.poll(() => searched().at(-1)).toBe(words.at(-1));
  const skippedWords = words.filter((word) => !searched().includes(word));
  expect(skippedWords.length).toBeGreaterThan(0);

  // Arrowing: the largest chain, expiry after expiry, each asking for its own strikes.
  await page.evaluate(() => {
    history.pushState(null, '', '/options/1');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const strip = page.getByRole('tablist', { name: 'Expiries' });
  const selected = strip.getByRole('tab', { selected: true });
  await expect(selected).toBeVisible();
  const dates = await strip.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-date') ?? ''));
  expect(dates.length).toBeGreaterThan(40);
  await selected.focus();
  const start = dates.indexOf((await selected.getAttribute('data-date')) ?? '');
  const steps = Math.min(45, dates.length - 1 - start);
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
  const last = dates[start + steps] as string;
  await expect(selected).toHaveAttribute('data-date', last);
  expect(requests.busiestMinute()).toBeLessThanOrEqual(REF_DATA_PER_MINUTE);

  // Whatever still waits goes within the next minutes, and the chain shows the expiry the user stopped at.
  for (let minute = 0; minute < 3 && (await pacingNotice(page).isVisible()); minute += 1) await requests.skip(MINUTE + 1_000);
  await expect(pacingNotice(page)).toBeHidden();
  await expect(page.getByRole('grid')).toHaveAttribute('data-expiries', last);
  expect(requests.busiestMinute()).toBeLessThanOrEqual(REF_DATA_PER_MINUTE);
  // More was asked than was sent: requests the user moved on from were dropped from the line.
  const asked = words.length + steps;
  expect(requests.sent.length).toBeLessThan(asked);
});

test("a request in the app's line says so, one cancelled there says it never went, and one that waited shows its wait apart from the gateway's time: in the inspector, its waterfall and the HAR", async ({
  page,
}) => {
  await storeConnection(page);
  await page.clock.install();
  await page.goto('/');

  // More searches than the quota lets go in a minute: the last one waits in the app's line.
  const box = page.getByRole('searchbox', { name: 'Keywords' });
  const words = Array.from({ length: 70 }, (_, index) => `queued${index}`);
  for (const word of words) {
    await box.fill(word);
    await box.press('Enter');
  }
  await expect(pacingNotice(page)).toContainText(/request(s)? waits? for the gateway's quota/);

  // Still in the line: asked for, not sent, and not waiting for an answer.
  await inspectorButton(page).click();
  const panel = inspectorPanel(page);
  const last = inspectorRequests(page).filter({ hasText: `Keywords=${words.at(-1)}` });
  await expect(last).toContainText("Waiting in the app's line");
  await expect(last).toContainText(/Asked [\d:.]+ \(\+[^)]+\), not sent yet/);
  // The search typed over while it waited was cancelled in the line: never sent, so the gateway counts it nowhere.
  const picker = panel.getByRole('combobox', { name: 'Show the requests of' });
  const typedOver = picker.getByRole('option', { name: new RegExp(`^/\\?q=${words.at(-2)} \\(\\d+ requests?\\)$`) });
  await picker.selectOption((await typedOver.getAttribute('value')) ?? '');
  const dropped = inspectorRequests(page).filter({ hasText: `Keywords=${words.at(-2)}` });
  await expect(dropped).toContainText("Cancelled in the app's line: never sent");
  await expect(dropped).toContainText(/never sent · waited \d+(\.\d+)? m?s in the app's line for the gateway's quota/);
  // Sent again from the inspector, it waits in the line too, and its answer tells the wait from the gateway's time.
  await dropped.getByRole('button', { name: 'Edit and send again' }).click();
  const resend = dropped.getByRole('region', { name: 'Edit and send again' });
  await resend.getByRole('button', { name: 'Send' }).click();
  const result = resend.getByRole('status').filter({ hasText: /\S/ });
  await expect(result).toHaveText('Waiting in the app’s line: the pacer holds requests beyond the gateway’s quota until they may go…');

  await page.clock.fastForward(MINUTE + 1_000);
  await expect(pacingNotice(page)).toBeHidden();
  await expect(result).toHaveText(/^New answer: 200 OK, waited \d+\.\d\d s in the app's line for the gateway's quota, then \d+(\.\d+)? m?s\.$/);
  await picker.selectOption((await picker.getByRole('option', { name: /^This view: / }).getAttribute('value')) ?? '');

  await expect(last.getByText('200 OK')).toBeVisible();
  // Its time is the gateway's, from sending to the last byte; the minute it waited is told apart.
  await expect(last).toContainText(/waited \d+\.\d\d s in the app's line for the gateway's quota, then \d+(\.\d+)? m?s/);

  await panel.getByRole('button', { name: 'Show the waterfall' }).click();
  const waterfall = panel.getByRole('table', { name: /a lighter segment before a bar is its wait in the app's line for the gateway's quota/ });
  await expect(waterfall.getByRole('row').filter({ hasText: `Keywords=${words.at(-1)}` })).toContainText(/after \d+\.\d\d s in the app's line/);

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download HAR' }).click()]);
  const har = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    log: { entries: { request: { url: string }; time: number; timings: { blocked: number; wait: number } }[] };
  };
  const entry = har.log.entries.find((item) => new URL(item.request.url).searchParams.get('Keywords') === words.at(-1));
  expect(entry?.timings.blocked).toBeGreaterThan(MINUTE / 2);
  expect(entry?.timings.wait).toBeLessThan(MINUTE / 2);
  expect(entry?.time).toBe((entry?.timings.blocked ?? 0) + (entry?.timings.wait ?? 0));
});

test("two tabs on one gateway session share its quota: the second holds back what the first's minute leaves no room for, and its meter counts the first's requests", async ({
  context,
  page,
}) => {
  const second = await context.newPage();
  // Both tabs' clocks stand at one instant (their timers run on): however slowly the test types, the minute never
  // moves on, so the second tab's room is exactly what the first left.
  const now = new Date();
  for (const tab of [page, second]) {
    await tab.clock.setFixedTime(now);
    await storeConnection(tab);
  }
  const requests = recordRequests(page, second);
  const sentBy = (tab: Page) => requests.sent.filter((item) => item.page === tab).length;
  const search = async (tab: Page, word: string) => {
    const box = tab.getByRole('searchbox', { name: 'Keywords' });
    await box.fill(word);
    await box.press('Enter');
  };

  // The first tab spends 40 of the minute's reference-data requests.
  await page.goto('/');
  for (let index = 0; index < 100 && sentBy(page) < 40; index += 1) await search(page, `first${index}`);
  expect(sentBy(page)).toBeGreaterThanOrEqual(40);

  // The second tab, on the same session, has the rest of the minute: it paces long before it has sent a quota itself.
  await second.goto('/');
  for (let index = 0; index < 40 && !(await pacingNotice(second).isVisible()); index += 1) await search(second, `second${index}`);
  await expect(pacingNotice(second)).toBeVisible();
  expect(sentBy(second)).toBeLessThanOrEqual(REF_DATA_PER_MINUTE - 40);
  expect(requests.busiestMinute()).toBeLessThanOrEqual(REF_DATA_PER_MINUTE);

  // Its meter counts the first tab's requests with its own, and says so.
  await second.getByRole('button', { name: /^Requests this minute:/ }).click();
  await expect(second.getByRole('dialog', { name: /^Requests this minute:/ })).toContainText(
    /Reference data: \d+ of 60 \(RefDataMinute 60, Session 120\), \d+ of them from other tabs/,
  );
});
