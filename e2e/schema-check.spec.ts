// The request inspector's schema check (issue 37, "What the user gets", first point): every answer held to the
// published schema of its operation. Against the demo simulator, whose answers keep to the schemas, every main
// view shows no finding; under the simulator's junk and inject faults the findings show with their paths, the
// session's list copies as Markdown and JSON, and the inspector with findings passes axe at 1440 and 390 px.
import type { Page } from '@playwright/test';
import { UNKNOWN_ENUM_VALUE } from '../src/sim/core/junk';
import { configureDemo, expect as baseExpect, expectAccessible, expectNoHorizontalScroll, test } from './support/fixtures';
import { follow } from './support/navigation';

// Each page builds the simulator's universe in its worker (demo mode): allow for a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const SIM_NOW = '2026-11-20T10:00:00Z';

const inspectorButton = (page: Page) => page.getByRole('button', { name: /^Requests: \d+ in this view/ });
const inspector = (page: Page) => page.getByRole('complementary', { name: /^Requests of this view/ });
const session = (page: Page) => inspector(page).getByRole('region', { name: 'Schema check of this session' });
const requestItems = (page: Page) =>
  inspector(page)
    .getByRole('list', { name: /requests? of / })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Details' }) });
const mark = (page: Page) => page.getByRole('banner').getByRole('img', { name: /^Schema findings in this session: \d+$/ });
/** The session's sentence once every answer is checked and none has a finding. */
const NO_FINDINGS = /No findings: (the answer|all [\d,]+ answers) checked so far match the published schemas\./;

/** Opens the inspector and waits until every request of the view has its answer. */
async function openInspector(page: Page): Promise<void> {
  await inspectorButton(page).click();
  await expect(inspector(page)).toBeVisible();
  await expect(inspector(page).getByText('Waiting for the answer')).toHaveCount(0);
}

test('demo mode: the answers of every main view keep to the published schemas', async ({ page }) => {
  const views = [
    '/timezones',
    '/?q=shell',
    '/instruments/Stock/211',
    '/instruments/Stock/211/schedule',
    '/compare?items=211:Stock,16350:Stock',
    '/options/1',
    '/futures/28001',
    '/browse/options',
    '/browse/futures',
    '/calendar/expiries?futures=28001&roots=1',
    '/watchlist?items=211:Stock,root:1,futures:28001',
    '/corporate-actions',
    '/corporate-actions/9501101',
  ];
  await configureDemo(page, { simNow: SIM_NOW });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const view of views) {
    await test.step(view, async () => {
      await follow(page, view);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await openInspector(page);
      // The view's answers, each checked and held to its operation's schema; every answer of the session so
      // far checked, and none with a finding.
      const items = requestItems(page);
      await expect(items.first()).toBeVisible();
      await expect(inspector(page).getByText('Schema check: checking…')).toHaveCount(0);
      await expect(items.filter({ hasText: /Schema check: matches \w+ \(4\.\d+\)\./ }).first()).toBeVisible();
      // Only a request the view cancelled goes unchecked.
      await expect(items.filter({ hasText: /Schema check: not checked, (?!cancelled)/ })).toHaveCount(0);
      await expect(session(page)).toContainText(NO_FINDINGS);
      await expect(inspector(page).getByText(/^[\d,]+ schema findings?$/)).toHaveCount(0);
      await expect(mark(page)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(inspector(page)).toBeHidden();
    });
  }
});

test('junk: each finding with its path, the mark on the button, the copies, and axe at 1440 and 390 px', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await configureDemo(page, {
    simNow: SIM_NOW,
    faults: [{ path: '/openapi/ref/v1/instruments', query: { Keywords: 'shell' }, kind: 'junk', junk: ['unknown-enum', 'number-as-text'], rate: 1 }],
  });
  await page.goto('/?q=shell');
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  await openInspector(page);

  // The search's answer: unknown enum values and numbers sent as text, each where it is.
  const search = requestItems(page).filter({ hasText: 'Keywords=shell' });
  await expect(search.getByText(/^[\d,]+ schema findings$/)).toBeVisible();
  await expect(search).toContainText('against SummaryInfoList (4.1)');
  const findings = search.getByRole('list', { name: /^Schema findings of GET / }).getByRole('listitem');
  await expect(findings).toHaveCount(5);
  await expect(findings.filter({ hasText: 'Data[0].AssetType' })).toContainText(`Value outside the documented set: "${UNKNOWN_ENUM_VALUE}"`);
  await search.getByRole('button', { name: /^Show all [\d,]+ findings$/ }).click();
  await expect(findings.filter({ hasText: /^Data\[0\]\.TradableAs\[0\] · Value outside the documented set/ })).toHaveCount(1);
  await expect(findings.filter({ hasText: /^Data\[0\]\.GroupId · Wrong type: "\d+"Allowed: a whole number$/ })).toHaveCount(1);

  // The session's summary, the mark beside the header button, and the list.
  await expect(session(page)).toContainText(/[\d,]+ findings in 1 answer \(of [\d,]+ checked\) against the published schemas\./);
  const total = Number(((await session(page).innerText()).match(/([\d,]+) findings in/)?.[1] ?? '0').replace(/,/g, ''));
  baseExpect(total).toBeGreaterThan(5);
  await expect(mark(page)).toHaveAccessibleName(`Schema findings in this session: ${total.toLocaleString('en-US')}`);
  await expect(inspectorButton(page)).toBeVisible();
  await session(page).getByRole('button', { name: 'Show the findings (1 answer)' }).click();
  const listed = session(page).getByRole('list', { name: 'Answers with schema findings' });
  await expect(listed.getByRole('listitem').first()).toContainText('GET https://demo.refex.invalid/openapi/ref/v1/instruments?');
  await expect(listed).toContainText('Data[0].AssetType');

  // Copied as Markdown: a table of the answer's findings; as JSON: the same findings.
  await session(page).getByRole('button', { name: 'Copy findings as Markdown' }).click();
  await expect(session(page).getByRole('status')).toHaveText(`${total.toLocaleString('en-US')} findings copied as Markdown.`);
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  baseExpect(markdown).toMatch(/^# Schema findings\n/);
  baseExpect(markdown).toContain('## GET https://demo.refex.invalid/openapi/ref/v1/instruments?');
  baseExpect(markdown).toContain(`| \`Data[0].AssetType\` | Value outside the documented set | \`"${UNKNOWN_ENUM_VALUE}"\` |`);
  baseExpect(markdown).toMatch(/\| `Data\[0\]\.GroupId` \| Wrong type \| `"\d+"` \| a whole number \|/);
  await session(page).getByRole('button', { name: 'Copy findings as JSON' }).click();
  await expect(session(page).getByRole('status')).toHaveText(`${total.toLocaleString('en-US')} findings copied as JSON.`);
  const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { findings: number; answers: { against: string; kept: { path: string }[] }[] };
  baseExpect(json.findings).toBe(total);
  baseExpect(json.answers[0]?.against).toBe('SummaryInfoList (4.1)');
  baseExpect(json.answers[0]?.kept.map((finding) => finding.path)).toContain('Data[0].AssetType');

  // The inspector with findings is accessible, on a desktop and on a phone.
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listed).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.keyboard.press('Escape');
  await expect(inspector(page)).toBeHidden();
  await expect(mark(page)).toBeVisible();
});

test('inject: a text put into an enumeration is found where it is, and shown as text', async ({ page }) => {
  const payload = '<img src=x onerror="window.__refexInjected=1">';
  await configureDemo(page, {
    simNow: SIM_NOW,
    faults: [{ path: '/openapi/ca/v2/events/9501101', kind: 'inject', fields: ['EventState', 'CorporateActionType'], values: [payload] }],
  });
  await page.goto('/corporate-actions/9501101');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await openInspector(page);
  const event = requestItems(page).filter({ hasText: '/openapi/ca/v2/events/9501101' });
  await expect(event.getByText('2 schema findings')).toBeVisible();
  await expect(event).toContainText('against Event (4.9)');
  const findings = event.getByRole('list', { name: /^Schema findings of GET / }).getByRole('listitem');
  await expect(findings.filter({ hasText: /^CorporateActionType · Value outside the documented set/ })).toContainText(JSON.stringify(payload));
  await expect(findings.filter({ hasText: /^EventState · Value outside the documented set/ })).toContainText(
    'Allowed: one of EventState: Approved, Cancelled, Complete, Confirmed, Preliminary, Withdrawn',
  );
  await expect(session(page)).toContainText(/2 findings in 1 answer \(of [\d,]+ checked\) against the published schemas\./);
  baseExpect(await page.evaluate(() => (window as unknown as { __refexInjected?: number }).__refexInjected)).toBeUndefined();
});
