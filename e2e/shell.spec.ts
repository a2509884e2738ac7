import { configureDemo, expect, expectAccessible, test } from './fixtures';

test.describe('app shell', () => {
  test('navigates between the sections from the sidebar', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Time zones' }).click();
    await expect(page).toHaveURL(/\/timezones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Time zones' })).toBeVisible();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await nav.getByRole('link', { name: 'Corporate actions' }).click();
    await expect(page).toHaveURL(/\/corporate-actions$/);
    await nav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
  });

  test('switches the colour scheme and keeps it after a reload', async ({ page }) => {
    await page.goto('/settings');
    const html = page.locator('html');
    const control = page.getByRole('radiogroup', { name: 'Colour scheme' });
    await control.getByText('Dark', { exact: true }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByText('Light', { exact: true }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expectAccessible(page);
  });

  test('follows the system preference in auto mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');
    await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByText('Auto', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('quick jump opens with Ctrl+K and with "/" and goes to an instrument', async ({ page }) => {
    await page.goto('/timezones');
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('textbox', { name: 'Quick jump search' });
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();

    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await input.fill('AAPL');
    const result = page.getByRole('button', { name: /AAPL:xnas.*Apple Inc\./ }).first();
    await expect(result).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/instruments\/Stock\/211/);
  });

  test('quick jump opens with Ctrl+K even while typing in a field, "/" types there', async ({ page }) => {
    await page.goto('/settings');
    const field = page.getByLabel('Access token');
    await field.click();
    await page.keyboard.type('abc/');
    await expect(field).toHaveValue('abc/');
    await expect(page.getByRole('textbox', { name: 'Quick jump search' })).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Quick jump search' })).toBeFocused();
  });

  test('shows a not-found page for an unknown address', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to search' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows an error with retry when the service fails, and recovers', async ({ page }) => {
    // Three failures outlast the automatic retries.
    await configureDemo(page, { faults: [{ path: 'timezones', status: 503, times: 3 }] });
    await page.goto('/timezones');
    await expect(page.getByRole('alert')).toContainText('Service error (503)');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
  });

  test('shows a loading state while data is on its way', async ({ page }) => {
    await configureDemo(page, { latencyMs: 1500 });
    await page.goto('/timezones');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
  });

  test('a bad address parameter falls back with a note', async ({ page }) => {
    await page.goto('/timezones?zone=abc');
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toBeVisible();
    await expect(note).toContainText('zone=abc');
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    // The address drops the bad value; no zone is highlighted.
    await expect(page).toHaveURL(/\/timezones$/);
    await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);
    await expectAccessible(page);
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toBeHidden();
    // A valid value is kept and used.
    await page.goto('/timezones?zone=4');
    await expect(page.getByRole('row', { name: /Central European Time/ })).toHaveAttribute('aria-current', 'true');
    await expect(note).toBeHidden();
  });
});

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('keeps text readable on the main pages', async ({ page }) => {
    for (const path of ['/timezones', '/settings', '/corporate-actions']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });
});
