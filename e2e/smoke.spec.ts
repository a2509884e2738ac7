import { expect, expectAccessible, test } from './support/fixtures';

test('the app starts in demo mode and the simulator answers', async ({ page }) => {
  await page.goto('/timezones');
  await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
  const table = page.getByRole('table', { name: 'Time zones' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  // Header plus the service's zones: the specification's six, then the other documented live zones.
  await expect(rows).toHaveCount(28);
  await expect(rows.nth(1)).toContainText('Etc/UTC');
  await expect(rows.nth(1)).toContainText('UTC+00:00');
  // The abbreviation the service sends with each zone has a column of its own.
  await expect(table.getByRole('columnheader')).toHaveText(['Id', 'Name', 'Abbreviation', 'Zone', 'Current offset', 'Local time now']);
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('UTC');
  await expectAccessible(page);
});
