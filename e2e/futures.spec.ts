import { expect, expectAccessible, onPinnedDay, pinClocks, test } from './support/fixtures';
import { askSimulator } from './support/service';

interface Space {
  BaseIdentifier: string;
  Elements: { DaysToExpiry: number; ExpiryDate: string; Symbol: string; Uic: number }[];
}

/**
 * One instant for the page, its simulator and the answers the specs compare with: the days to expiry count from
 * it, so a run that crosses midnight (or a contract's expiry) sees the same ladder before and after a reload.
 */
const AT = onPinnedDay('15:00');

/** The same question asked of the in-process simulator at the same instant. */
function spaceFromService(uic: number): Space {
  return askSimulator<Space>(`/openapi/ref/v1/instruments/futuresspaces/${uic}`, 'demo', AT);
}

function firstContinuousFuture(): { uic: number; description: string } {
  const body = askSimulator<{ Data: { Identifier: number; Description: string; DisplayHint?: string }[] }>(
    '/openapi/ref/v1/instruments?Keywords=s%26p%20500%20continuous&IncludeNonTradable=true&$top=5',
    'demo',
    AT,
  );
  const row = body.Data.find((entry) => entry.DisplayHint === 'Continuous');
  if (!row) throw new Error('no continuous future in the service');
  return { uic: row.Identifier, description: row.Description };
}

test.describe('futures space', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => pinClocks(page, AT));

  test('opens from the quick jump and shows the ladder with the front month', async ({ page }) => {
    const continuous = firstContinuousFuture();
    const space = spaceFromService(continuous.uic);
    const sorted = [...space.Elements].sort((a, b) => a.ExpiryDate.localeCompare(b.ExpiryDate));
    const front = sorted.find((element) => element.DaysToExpiry >= 0);

    await page.goto('/');
    // The shortcut works once the app is up.
    await expect(page.getByRole('heading', { level: 1, name: 'Search instruments' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Quick jump search' }).fill('s&p 500 continuous');
    await page
      .getByRole('option', { name: new RegExp(continuous.description.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/futures/${continuous.uic}$`));

    await expect(page.getByRole('heading', { level: 1, name: continuous.description })).toBeVisible();
    const table = page.getByRole('table', { name: `Futures of ${space.BaseIdentifier}` });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(sorted.length + 1);
    for (const [index, element] of sorted.entries()) {
      const row = rows.nth(index + 1);
      await expect(row.getByRole('link', { name: element.Symbol, exact: true })).toBeVisible();
      await expect(row).toContainText(String(element.Uic));
      await expect(row.getByRole('cell').nth(3)).toHaveText(String(element.DaysToExpiry));
    }
    if (front) {
      const frontRow = table.locator('tr[aria-current="true"]');
      await expect(frontRow).toHaveCount(1);
      await expect(frontRow).toContainText(front.Symbol);
      await expect(frontRow).toContainText('Front month');
    }
    await expectAccessible(page);
  });

  test('opens from a continuous-futures row of the search page, then a future of it and back', async ({ page }) => {
    const continuous = firstContinuousFuture();
    const space = spaceFromService(continuous.uic);
    const first = [...space.Elements].sort((a, b) => a.ExpiryDate.localeCompare(b.ExpiryDate))[0];
    if (!first) throw new Error('empty space');

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('s&p 500 continuous');
    const escaped = continuous.description.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');
    // The row says what it opens: a futures space, not the instrument's details.
    const rowLink = page.getByRole('table', { name: 'Search results' }).getByRole('link', { name: new RegExp(`, ${escaped}, Futures space$`) });
    await expect(rowLink).toHaveAttribute('href', `/futures/${continuous.uic}`);
    await rowLink.click();
    await expect(page).toHaveURL(new RegExp(`/futures/${continuous.uic}$`));
    await expect(page.getByRole('table', { name: `Futures of ${space.BaseIdentifier}` })).toBeVisible();

    await page.getByRole('link', { name: first.Symbol, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/instruments/ContractFutures/${first.Uic}$`));
    await page.getByRole('main').getByRole('link', { name: 'Open the futures space' }).click();
    await expect(page).toHaveURL(new RegExp(`/futures/${continuous.uic}$`));
    await expect(page.getByRole('table', { name: `Futures of ${space.BaseIdentifier}` })).toBeVisible();
  });

  test('opens a future’s details and its trading schedule from the ladder', async ({ page }) => {
    const continuous = firstContinuousFuture();
    const space = spaceFromService(continuous.uic);
    const target = [...space.Elements].sort((a, b) => a.ExpiryDate.localeCompare(b.ExpiryDate))[1] ?? space.Elements[0];
    if (!target) throw new Error('empty space');

    await page.goto(`/futures/${continuous.uic}`);
    await page.getByRole('link', { name: target.Symbol, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/instruments/ContractFutures/${target.Uic}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: `Trading schedule of ${target.Symbol}` }).click();
    await expect(page).toHaveURL(new RegExp(`/instruments/ContractFutures/${target.Uic}/schedule`));
  });

  test('is keyboard-usable and reloads to the same view', async ({ page }) => {
    const continuous = firstContinuousFuture();
    await page.goto(`/futures/${continuous.uic}`);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const before = (await table.textContent()) ?? '';
    await page.reload();
    await expect(page.getByRole('table')).toHaveText(before);
    // Tab reaches the first contract link.
    const firstLink = page.getByRole('table').getByRole('link').first();
    for (let i = 0; i < 40 && !(await firstLink.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/instruments\/ContractFutures\/\d+$/);
  });

  test('fits a phone: the ladder without sideways page scroll', async ({ page }) => {
    const continuous = firstContinuousFuture();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/futures/${continuous.uic}`);
    await expect(page.getByRole('table')).toBeVisible();
    // The front month's badge reads whole: the table scrolls in its frame rather than cut it.
    const badge = page.getByRole('table').getByText('Front month', { exact: true });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => (document.scrollingElement as Element).scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });

  test('shows not-found for an unknown or malformed continuous future', async ({ page }) => {
    await page.goto('/futures/999999');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText('This futures space does not exist')).toBeVisible();
    await page.goto('/futures/abc');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows an error with retry when the service fails', async ({ page }) => {
    const continuous = firstContinuousFuture();
    await page.addInitScript(() => localStorage.setItem('refex:sim-faults', JSON.stringify([{ path: 'futuresspaces', status: 500, times: 3 }])));
    await page.goto(`/futures/${continuous.uic}`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Service error (500)');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table')).toBeVisible();
  });
});
