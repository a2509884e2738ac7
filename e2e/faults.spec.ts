import type { Page } from '@playwright/test';
import type { InstrumentSummary } from '../src/api/types';
import { SIM_ORIGIN, expect as baseExpect, expectAccessible, nearQuotaMinuteEnd, storeConnection, test } from './support/fixtures';
import { askRows } from './support/service';

// The simulator builds its universe of instruments in each new page: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

const SEARCH = '/openapi/ref/v1/instruments';

/** The symbols the service finds for `keywords`, asked of the simulator in this process. */
function symbolsFor(keywords: string): string[] {
  return askRows<InstrumentSummary>(`${SEARCH}?Keywords=${encodeURIComponent(keywords)}`).map((row) => (row.Symbol ?? '').trim());
}

/** Sets the in-browser simulator's fault rules before the app starts. */
async function injectFaults(page: Page, rules: unknown[]): Promise<void> {
  await page.addInitScript((text) => localStorage.setItem('refex:sim-faults', text), JSON.stringify(rules));
}

const results = (page: Page) => page.getByRole('table', { name: 'Search results' }).getByRole('link');
const errorPanel = (page: Page) => page.getByRole('main').getByRole('alert');

test.describe('faults the simulator injects, as the app shows them', () => {
  test('a 503 shows its status in words and the correlation id; Try again brings the results', async ({ page }) => {
    // Three failures: the first answer and the two automatic retries of a server error.
    await injectFaults(page, [{ path: SEARCH, query: { Keywords: 'shell' }, kind: 'status', status: 503, count: 3 }]);
    await page.goto('/?q=shell');
    const panel = errorPanel(page);
    await expect(panel).toContainText('Service error (503)');
    await expect(panel).toContainText('Status: HTTP 503 Service Unavailable');
    await expect(panel).toContainText(/Correlation id: \S+#sim#\d+/);
    await expect(panel.getByRole('timer')).toHaveCount(0);
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(results(page)).toHaveText(symbolsFor('shell'));
    await expect(errorPanel(page)).toHaveCount(0);
  });

  test('a 429 counts down the wait the service names, then recovers without a click', async ({ page }) => {
    await injectFaults(page, [{ path: SEARCH, query: { Keywords: 'shell' }, kind: 'rate-limit', dimension: 'RefDataInstrumentsMinute', reset: 3, count: 1 }]);
    await page.goto('/?q=shell');
    const panel = errorPanel(page);
    // At one glance: the countdown lasts 3 s.
    await expect(panel).toContainText(/Rate limit reached \(429\).*Retrying in [123] s.*Status: HTTP 429 Too Many Requests/s);
    await expect(results(page)).toHaveText(symbolsFor('shell'));
    await expect(errorPanel(page)).toHaveCount(0);

    // A longer wait, set while the page runs, to look at the panel at leisure; Try again does not have to wait.
    await page.evaluate(
      (rules) => localStorage.setItem('refex:sim-faults', rules),
      JSON.stringify([{ path: SEARCH, query: { Keywords: 'royal dutch' }, kind: 'rate-limit', reset: 60, count: 1 }]),
    );
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('royal dutch');
    await expect(panel.getByRole('timer')).toHaveText(/^Retrying in [1-6]?\d s$/);
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(results(page)).toHaveText(symbolsFor('royal dutch'));
  });

  test('a dropped connection is reported as no answer, also when the rules change while the page runs', async ({ page }) => {
    await page.goto('/?q=shell');
    await expect(results(page)).toHaveText(symbolsFor('shell'));
    // From now on every search loses its connection.
    await page.evaluate((rules) => localStorage.setItem('refex:sim-faults', rules), JSON.stringify([{ path: SEARCH, kind: 'drop' }]));
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('royal dutch');
    const panel = errorPanel(page);
    await expect(panel).toContainText('The simulator did not answer');
    await expect(panel).toContainText('Status: no answer (network error)');
    await expectAccessible(page);
    await page.evaluate(() => localStorage.removeItem('refex:sim-faults'));
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(results(page)).toHaveText(symbolsFor('royal dutch'));
  });

  test('over HTTP, a 429 whose headers the browser may not read waits a quota minute, set through the control endpoint', async ({ page, request }) => {
    // The rule is this test's own: a search no other test makes.
    const rules = [{ path: SEARCH, query: { Keywords: 'faultprobe*' }, kind: 'rate-limit', reset: 30, count: 1 }];
    expect((await request.post(`${SIM_ORIGIN}/__sim/faults`, { data: rules })).status()).toBe(200);
    await storeConnection(page);
    await page.clock.install();
    await page.goto('/?q=faultprobe');
    const panel = errorPanel(page);
    // The gateway does not expose its X-RateLimit headers to pages: the app cannot read the 30 s they name, and
    // waits the quota's whole minute rather than ask again while the quota may still be spent.
    await expect(panel).toContainText('Rate limit reached (429)');
    await nearQuotaMinuteEnd(page, panel);
    await page.clock.fastForward(11_000);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('main').getByText('No instruments match')).toBeVisible();
  });
});
