/**
 * The desk's watch list (issue 35): events watched from the table (W on a row) and from their page, instruments
 * watched from their page (a watchlist), counted in the strip; their changes while off screen (the simulator's day
 * moved past its revisions, a new event on a watched instrument among them) counted and listed, then cleared on review.
 */
import type { Page } from '@playwright/test';
import type { CorporateActionEvent } from '../src/api/types';
import { allowTime, expect, expectAccessible, onPinnedDay, pinClocksMovable, test } from './support/fixtures';
import { askRows } from './support/service';

const eventsTable = (page: Page) => page.getByRole('table', { name: 'Corporate action events' });
const strip = (page: Page) => page.getByRole('region', { name: 'Needs attention' });
const watchedLink = (page: Page) => strip(page).getByRole('link', { name: /^Events: ([\d,]+|counting,) watched/ });

/** The count the strip's watched link names, once counted. */
async function watchedCount(page: Page): Promise<number> {
  await expect(watchedLink(page)).toHaveAccessibleName(/: \d/);
  return Number(/: ([\d,]+) /.exec((await watchedLink(page).getAttribute('aria-label')) ?? '')?.[1]?.replace(/,/g, ''));
}

test('watched events and instruments: counted in the strip, their changes while away listed old → new, cleared on review', async ({ page }) => {
  allowTime(120_000);
  const clocks = await pinClocksMovable(page, '08:00');
  // The list the strip reads, as the simulator answers it at the page's hour (withdrawn events included).
  const events = askRows<CorporateActionEvent>('/openapi/ca/v2/events?EventStates=Preliminary,Confirmed,Approved,Withdrawn&$top=1000', 'demo', onPinnedDay('08:00'));

  await page.goto('/corporate-actions');
  await expect(eventsTable(page).locator('tbody tr').nth(5)).toBeVisible();
  // Nothing watched: no count.
  await expect(strip(page)).toBeVisible();
  await expect(watchedLink(page)).toHaveCount(0);

  // An event watched from its row by keyboard.
  const firstRow = eventsTable(page).locator('tbody tr').first();
  const firstId = (await firstRow.getAttribute('data-event-id')) ?? '';
  await firstRow.getByRole('link').first().focus();
  await page.keyboard.press('w');
  await expect(firstRow.locator('td[data-col="eventId"]')).toContainText('Watched');

  // An event watched from its page (revised later today: Preliminary → Confirmed).
  await page.goto('/corporate-actions/9501121');
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');

  // An instrument watched from its page: the instrument of the event withdrawn later today.
  const withdrawnLater = events.find((event) => event.EventId === '9501123');
  expect(withdrawnLater?.Uic).toBeDefined();
  await page.goto(`/instruments/${withdrawnLater?.AssetType}/${withdrawnLater?.Uic}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('w');
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');

  // The strip counts every watched event of the list: by id, and every event on the watched instrument.
  const expected = new Set([
    firstId,
    '9501121',
    ...events.filter((event) => event.Uic === withdrawnLater?.Uic && event.AssetType === withdrawnLater?.AssetType).map((event) => event.EventId ?? ''),
  ]);
  await page.goto('/corporate-actions');
  expect(await watchedCount(page)).toBe(expected.size);
  await watchedLink(page).click();
  await expect(page).toHaveURL(/watched=true/);
  await expect(eventsTable(page).locator('tbody tr')).toHaveCount(expected.size);
  const listed = await eventsTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.eventId));
  expect(new Set(listed)).toEqual(expected);
  await expectAccessible(page);

  // Reviewed in the morning; the afternoon's revisions happen while nobody looks.
  await page.getByRole('switch', { name: 'Only watched' }).click();
  await expect(page).not.toHaveURL(/watched=/);
  const all = await page.getByRole('tab', { name: /^All/ }).textContent();
  const total = Number((all ?? '').replace(/\D/g, ''));
  await page.getByRole('button', { name: `Mark all ${total.toLocaleString('en-US')} reviewed` }).click();
  await expect(watchedLink(page)).toHaveAccessibleName(/^Events: 0 watched, changed since review$/);
  await clocks.moveTo('17:00');
  await page.reload();

  // Of the day's revisions, the watched ones: by id (confirmed), by instrument (withdrawn, and a new event on it).
  expect(await watchedCount(page)).toBe(3);
  await watchedLink(page).click();
  await expect(page).toHaveURL(/watched=true/);
  await expect(page).toHaveURL(/changed=true/);
  await expect(eventsTable(page).locator('tbody tr')).toHaveCount(3);
  await expect(eventsTable(page).locator('tbody tr[data-event-id="9501125"]').locator('td[data-col="changes"]')).toHaveText('New since your review');
  await expect(eventsTable(page).locator('tbody tr[data-event-id="9501121"]').getByRole('list', { name: 'Changed fields' })).toContainText('State: Preliminary → Confirmed');
  await expect(eventsTable(page).locator('tbody tr[data-event-id="9501123"]').getByRole('list', { name: 'Changed fields' })).toContainText('State: Confirmed → Withdrawn');
  await page.getByRole('button', { name: 'Mark all 3 reviewed' }).click();
  await expect(page.getByText('No watched event is new or changed since your review')).toBeVisible();
  await expect(watchedLink(page)).toHaveAccessibleName(/^Events: 0 watched/);
});
