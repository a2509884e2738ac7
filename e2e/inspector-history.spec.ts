// The request inspector's earlier answers (issue 37): a request's answers are kept in this browser, and the
// previous one compared with this one names what changed. The demo simulator revises some corporate-action
// events during its day (src/sim/ca/revisions.ts): the page's clock is pinned before a revision, moved past
// it, and the page reloaded, so the event's request gets a changed answer.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, expectNoHorizontalScroll, onPinnedDay, pinClocksMovable, storeConnection, test } from './support/fixtures';
import { askSimulator } from './support/service';
import { REVISIONS } from '../src/sim/ca/revisions';
import { inspectorButton, inspectorPanel, inspectorRequests } from './support/inspector';

// Each page builds the simulator's universe in its worker (demo mode): allow for a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const inspector = inspectorPanel;
const requestItems = (page: Page) => inspectorRequests(page);
/** The inspector's line on what it keeps, with the number of kept answers. */
const keptLine = (page: Page) => inspector(page).getByText(/^Answers kept in this browser/);

/** The revision of a rate (the first of the day's revisions that changes an event in place, not a new one). */
const revision = REVISIONS.find((entry) => entry.kind === 'rate-revised') ?? REVISIONS[0]!;
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Every leaf (or whole value of another kind) that differs between two answers, position by position: the test's own reading. */
function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: string[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      const at = `${path}[${index}]`;
      if (index >= before.length || index >= after.length) out.push(at);
      else out.push(...changedPaths(before[index], after[index], at));
    }
    return out;
  }
  if (isObject(before) && isObject(after) && !Array.isArray(before) && !Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      return key in before && key in after ? changedPaths(before[key], after[key], at) : [at];
    });
  }
  return before === after ? [] : [path];
}

/** The event's request in the inspector, its details open. */
async function openEventRequest(page: Page, eventId: string) {
  const item = requestItems(page).filter({ hasText: new RegExp(`/ca/v2/events/${eventId}(\\?|$)`) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('200 OK');
  const details = item.getByRole('button', { name: 'Details' });
  await details.focus();
  await page.keyboard.press('Enter');
  return item;
}

async function openInspector(page: Page) {
  await inspectorButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(inspector(page)).toBeVisible();
}

/** Waits until the inspector says it keeps at least `count` answers. */
async function expectKept(page: Page, count: number | 'some') {
  await expect(async () => {
    const text = (await keptLine(page).textContent()) ?? '';
    const kept = Number(/: (\d+) \(/.exec(text)?.[1] ?? Number.NaN);
    if (count === 'some') baseExpect(kept).toBeGreaterThan(0);
    else baseExpect(kept).toBe(count);
  }).toPass({ timeout: 60_000 });
}

test('a revised event’s request compares its previous answer with this one: exactly what the simulator changed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const eventId = revision.eventId;
  const clock = await pinClocksMovable(page, hhmm(revision.minute - 60));
  await page.goto(`/corporate-actions/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Opening the inspector starts keeping answers: the event's first answer, before the revision.
  await openInspector(page);
  let item = await openEventRequest(page, eventId);
  await expect(item.getByText('Earlier answers (0)')).toBeVisible();
  await expectKept(page, 'some');
  const url = new URL((await item.getByText(/^https?:\/\//).textContent()) ?? '');
  await page.keyboard.press('Escape');
  await expect(inspector(page)).toBeHidden();

  // Past the revision, after a reload: the same request, answered anew.
  await clock.moveTo(hhmm(revision.minute + 60));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openInspector(page);
  item = await openEventRequest(page, eventId);
  // The earlier answer survived the reload.
  const earlier = item.getByRole('region', { name: /^Earlier answers/ });
  await expect(earlier.getByText('Earlier answers (1)')).toBeVisible();
  const compare = earlier.getByRole('button', { name: 'Compare with previous answer' });
  await compare.focus();
  await page.keyboard.press('Enter');
  await expect(compare).toHaveAttribute('aria-expanded', 'true');

  // What the simulator itself answers at both times, for the same address and user.
  const pathAndQuery = `${url.pathname}${url.search}`;
  const before = askSimulator<unknown>(pathAndQuery, 'demo', onPinnedDay(hhmm(revision.minute - 60)));
  const after = askSimulator<unknown>(pathAndQuery, 'demo', onPinnedDay(hhmm(revision.minute + 60)));
  const expected = changedPaths(before, after).sort();
  baseExpect(expected.length, 'the revision changes the event’s answer').toBeGreaterThan(0);

  const differences = earlier.getByRole('list', { name: /^Previous answer .* → This answer/ });
  await expect(differences.getByRole('listitem')).toHaveCount(expected.length);
  // The narrative, a long text quoting the rate, shows the rate gone and the rate new, word by word.
  const grossRate = (answer: unknown) => (answer as { Options?: { GrossRate?: number }[] }).Options?.[0]?.GrossRate;
  const narrative = differences.getByRole('listitem').filter({ hasText: /^~ changedNarrative/ });
  await expect(narrative.getByRole('deletion').first()).toBeVisible();
  baseExpect(Number((await narrative.getByRole('deletion').allTextContents())[0])).toBe(grossRate(before));
  baseExpect(Number((await narrative.getByRole('insertion').allTextContents())[0])).toBe(grossRate(after));
  await expect(earlier.getByText(new RegExp(`${expected.length} differences? \\(${expected.length} changed, 0 added, 0 removed\\)`))).toBeVisible();
  // The copied report names the same paths, one a line.
  const copy = earlier.getByRole('button', { name: 'Copy differences' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(earlier.getByRole('status').filter({ hasText: 'copied' })).toBeVisible();
  const report = await page.evaluate(() => navigator.clipboard.readText());
  const paths = report.split('\n').map((line) => /^changed (\S+): /.exec(line)?.[1] ?? `unreadable: ${line}`);
  baseExpect(paths.sort()).toEqual(expected);
  // Each path's values are the simulator's, before and after.
  for (const line of report.split('\n')) baseExpect(line).toMatch(/^changed \S+: .+ -> .+$/);
  await expectAccessible(page);

  // The whole answer, its changed lines marked, from the keyboard.
  const whole = earlier.getByRole('button', { name: 'Whole answer' });
  await whole.focus();
  await page.keyboard.press('Enter');
  await expect(whole).toHaveAttribute('aria-pressed', 'true');
  const marked = earlier.getByRole('region', { name: /^This answer .*, with its differences marked/ });
  await expect(marked).toBeVisible();
  await expect(marked.locator('[data-mark="changed"]')).not.toHaveCount(0);
  await expectAccessible(page);

  // At a phone's width, the diff still reads without sideways scrolling of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  const only = earlier.getByRole('button', { name: 'Only differences' });
  await only.focus();
  await page.keyboard.press('Enter');
  await expect(differences.getByRole('listitem')).toHaveCount(expected.length);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // An earlier answer opens as its JSON: the simulator's answer before the revision.
  const open = earlier.getByRole('button', { name: /^Open the answer of / });
  await open.focus();
  await page.keyboard.press('Enter');
  const json = earlier.getByRole('region', { name: /^The answer of / });
  await expect(json).toBeVisible();
  baseExpect(JSON.parse((await json.textContent()) ?? '')).toEqual(before);
});

test('kept answers survive a reload, and "Forget kept answers" empties them', async ({ page }) => {
  const eventId = revision.eventId;
  // A simulated time that stays put, so no revision comes between the two answers.
  await pinClocksMovable(page, hhmm(revision.minute - 60));
  await page.goto(`/corporate-actions/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openInspector(page);
  await openEventRequest(page, eventId);
  // Every answer of the view kept (they are written in batches when the page is idle), the event's among them.
  const requests = requestItems(page).filter({ has: page.getByRole('button', { name: /^(Details|Hide details)$/ }) });
  await expect(requests.filter({ hasText: 'Waiting for the answer' })).toHaveCount(0);
  await expectKept(page, await requests.count());
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openInspector(page);
  let item = await openEventRequest(page, eventId);
  await expect(item.getByText('Earlier answers (1)')).toBeVisible();
  // Same answer both times (the clock did not pass a revision): no differences.
  await item.getByRole('button', { name: 'Compare with previous answer' }).click();
  await expect(item.getByText('No differences.')).toBeVisible();

  const forget = inspector(page).getByRole('button', { name: 'Forget kept answers' });
  await forget.focus();
  await page.keyboard.press('Enter');
  await expect(inspector(page).getByRole('status').filter({ hasText: 'Kept answers forgotten.' })).toBeVisible();
  await expect(item.getByText('Earlier answers (0)')).toBeVisible();
  await expectKept(page, 0);

  // Nothing comes back after a reload either (but the new answer, kept from now on).
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openInspector(page);
  item = await openEventRequest(page, eventId);
  await expect(item.getByText('Earlier answers (0)')).toBeVisible();
});

test('a gateway user’s kept answers go when they disconnect', async ({ page }) => {
  await storeConnection(page, { firstLoadOnly: true });
  await page.goto('/timezones');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openInspector(page);
  await expect(requestItems(page).first()).toContainText('200 OK');
  await expectKept(page, 'some');
  await expect.poll(async () => (await keptBackends(page)).length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // Disconnecting (as signing out does) switches to the demo and forgets that user's data, kept answers too,
  // though this page's log still holds their answers and the inspector keeps writing the demo's.
  await page.evaluate(() => {
    history.pushState(null, '', '/settings');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('button', { name: 'Disconnect and use the demo' }).click();
  await expect(page.getByText(/Now using: the simulator/)).toBeVisible();
  await openInspector(page);
  await expect(keptLine(page)).toBeVisible();
  await expect.poll(() => keptBackends(page)).toEqual([]);
  // The demo's answers are kept as before.
  await page.evaluate(() => {
    history.pushState(null, '', '/timezones');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(async () => (await keptBackends(page, 'demo:')).length).toBeGreaterThan(0);
  baseExpect(await keptBackends(page)).toEqual([]);
});

/** The backends of the answers kept in IndexedDB that start with `prefix` (read without creating the database). */
async function keptBackends(page: Page, prefix = 'gateway:'): Promise<string[]> {
  return page.evaluate(async (start) => {
    if (!(await indexedDB.databases()).some((entry) => entry.name === 'refex-kept-answers')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('refex-kept-answers');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('meta')) return [];
      const all = await new Promise<{ backend: string }[]>((resolve, reject) => {
        const request = db.transaction('meta').objectStore('meta').getAll();
        request.onsuccess = () => resolve(request.result as { backend: string }[]);
        request.onerror = () => reject(request.error);
      });
      return all.map((entry) => entry.backend).filter((backend) => backend.startsWith(start));
    } finally {
      db.close();
    }
  }, prefix);
}
