import type { Locator } from '@playwright/test';
import { CPU_THROTTLE, SIM_ORIGIN, allowTime, configureDemo, expect, expectAccessible, slowCpu, storeConnection, test } from './support/fixtures';

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
    await nav.getByRole('link', { name: 'Option roots' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Option roots' })).toBeVisible();
    await nav.getByRole('link', { name: 'Futures spaces' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Futures spaces' })).toBeVisible();
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
    const input = page.getByRole('combobox', { name: 'Quick jump search' });
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();

    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await input.fill('AAPL');
    const result = page.getByRole('option', { name: /AAPL:xnas.*Apple Inc\./ }).first();
    await expect(result).toBeVisible();
    // The first option is highlighted: Enter follows it.
    await expect(page.getByRole('listbox', { name: 'Quick jump results' }).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await result.getAttribute('id')) as string);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/instruments\/Stock\/211/);
  });

  test('quick jump opens while the view’s data is still on its way, on a slow CPU', async ({ page }) => {
    // A search that waits five minutes for its answer, on a page whose CPU runs six times slower: the progress bar and
    // the loader keep the page busy. Quick jump's code comes after the first screen, and it must show as soon as it has
    // come, not once the page has its answer (a part shown through React.lazy waited for that on a slow machine).
    // The page's boot is six times slower too: on one core shared by two workers it took over 30 s (run 71), so the
    // wait for the heading is grown with it, and the answer held back longer than every wait of the test together.
    allowTime(300_000);
    await configureDemo(page, { latencyMs: 300_000 });
    await slowCpu(page, 6);
    await page.goto('/?q=shell');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 120_000 * CPU_THROTTLE });
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Quick jump search' })).toBeFocused();
    await expect(page.getByRole('main').getByText('Searching…')).toBeVisible();
  });

  test('quick jump offers all results in the search page, and the arrow keys move the highlight', async ({ page }) => {
    await page.goto('/timezones');
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Quick jump search' });
    await expect(input).toBeFocused();
    await input.fill('shell');
    const options = page.getByRole('listbox', { name: 'Quick jump results' }).getByRole('option');
    await expect(options.first()).toContainText('Shell');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    // Down moves the highlight; up from the first wraps round to the last option, all results in search.
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const all = page.getByRole('option', { name: 'All results for “shell” in search' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toHaveText('All results for “shell” in search');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?q=shell$/);
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('shell');
    await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  });

  test('quick jump opens a corporate-action event by its id', async ({ page }) => {
    await page.goto('/timezones');
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Quick jump search' });
    await input.fill('9501101');
    const event = page.getByRole('option', { name: 'Corporate action event 9501101' });
    await expect(event).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/corporate-actions\/9501101$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Words are no event id: no such option.
    await page.keyboard.press('Control+k');
    await input.fill('shell');
    await expect(page.getByRole('listbox', { name: 'Quick jump results' }).getByRole('option').first()).toContainText('Shell');
    await expect(page.getByRole('option', { name: /^Corporate action event/ })).toHaveCount(0);
  });

  test('quick jump opens with Ctrl+K even while typing in a field, "/" types there', async ({ page }) => {
    await page.goto('/settings');
    const field = page.getByLabel('Access token');
    await field.click();
    await page.keyboard.type('abc/');
    await expect(field).toHaveValue('abc/');
    await expect(page.getByRole('combobox', { name: 'Quick jump search' })).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Quick jump search' })).toBeFocused();
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

  test('shows the route progress bar during a slow navigation', async ({ page }) => {
    await configureDemo(page, { latencyMs: 2500 });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const bar = page.getByRole('progressbar');
    // Idle: the bar is at rest (empty, not shown).
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Time zones' }).click();
    // While the time zones are on their way: the bar is shown and moving.
    await expect(bar).toHaveAttribute('aria-valuenow', /^([1-9]\d?)(\.\d+)?$/);
    await expect(page.locator('[data-mounted]').filter({ has: bar })).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    // Done: the bar goes away again.
    await expect(page.locator('[data-mounted]').filter({ has: bar })).toHaveCount(0);
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

/** Opens a select's list of options (Mantine: a combobox and its listbox). */
async function openOptions(combobox: Locator): Promise<void> {
  await combobox.click();
  await expect(combobox.page().getByRole('listbox').first()).toBeVisible();
}

test.describe('with a toast, dialog, menu or popover open', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the notification after a demo-user switch has a named close button', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Restricted/ }).check();
    const toast = page.getByRole('alert').filter({ hasText: 'Now using the simulator as the restricted demo user.' });
    // The pointer on it keeps it open.
    await toast.hover();
    await expectAccessible(page);
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden();
  });

  test('the quick jump dialog is named, with results, with none and with an error', async ({ page }) => {
    // Three failures outlast the automatic retries: the first search fails.
    await configureDemo(page, { faults: [{ path: 'instruments', status: 503, times: 3 }] });
    await page.goto('/timezones');
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    await page.getByRole('button', { name: 'Quick jump, Ctrl K or /' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick jump' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const input = dialog.getByRole('combobox', { name: 'Quick jump search' });
    await input.fill('AAPL');
    await expect(dialog.getByRole('status')).toHaveText('Service error (503)');
    await expectAccessible(page);
    await input.fill('EURUSD');
    await expect(dialog.getByRole('option', { name: /EURUSD/ }).first()).toBeVisible();
    await expectAccessible(page);
    await input.fill('no such instrument anywhere');
    await expect(dialog.getByRole('status')).toHaveText('No instruments match “no such instrument anywhere”.');
    await expectAccessible(page);
  });

  test("the token prompt, the gateway's full address and the notification after connecting", async ({ page }) => {
    await storeConnection(page, { token: null, firstLoadOnly: true });
    await page.goto('/timezones');
    const prompt = page.getByRole('dialog', { name: 'Gateway session ended' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Close dialog' })).toBeVisible();
    await expectAccessible(page);
    await prompt.getByLabel('Access token').fill('demo');
    await prompt.getByRole('button', { name: 'Use this token' }).click();
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();

    // The badge shows the host; the full address is its title (on pointing) and the link's description (to a screen reader).
    const host = new URL(SIM_ORIGIN).host;
    const badge = page.getByRole('link', { name: /^Backend: Gateway/ });
    await expect(badge.getByText(host, { exact: true })).toBeVisible();
    await expect(badge).toHaveAttribute('title', SIM_ORIGIN);
    await expect(badge).toHaveAccessibleDescription(SIM_ORIGIN);

    await page.goto('/settings');
    await page.getByLabel('Access token').fill('demo');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: `Connected to ${host}.` });
    await toast.hover();
    await expect(toast.getByRole('button', { name: 'Close notification' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the navigation menu on a narrow screen, and the selects of the search and browse pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Option roots' })).toBeInViewport();
    await expectAccessible(page);

    // In-app navigation from here on: the simulator's universe is built once.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Search' }).click();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('shell');
    await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible({ timeout: 60_000 });
    await openOptions(page.getByRole('combobox', { name: 'Rows per page' }));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('region', { name: 'Filters' });
    // Lists long enough to scroll.
    await openOptions(filters.getByRole('combobox', { name: 'Asset types' }));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await openOptions(filters.getByRole('combobox', { name: 'Exchange' }));
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Option roots' }).click();
    await expect(page.getByRole('table', { name: 'Option roots' })).toBeVisible();
    await openOptions(page.getByRole('combobox', { name: 'Option type' }));
    await expectAccessible(page);
  });

  test('the column menu, filter lists, date range and calendar day of the corporate actions', async ({ page }) => {
    // A long page for axe to walk, five times.
    allowTime(300_000);
    await page.goto('/corporate-actions');
    await expect(page.getByRole('table', { name: 'Corporate action events' })).toBeVisible();
    await page.getByRole('button', { name: /^Columns/ }).click();
    await expect(page.getByRole('dialog', { name: /^Columns/ })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    // The filter lists and date ranges are in the filter drawer.
    await page.getByRole('button', { name: 'More filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expectAccessible(page);
    await openOptions(filters.getByRole('combobox', { name: 'Event types' }));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await filters.getByRole('button', { name: /^Ex date from/ }).click();
    // The date range's dialog bears its field's name.
    await expect(page.getByRole('dialog', { name: /^Ex date from/ }).getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    await page.getByRole('radiogroup', { name: 'View' }).getByText('Calendar').click();
    await page
      .getByRole('table', { name: /^Corporate action dates, / })
      .getByRole('button')
      .first()
      .click();
    const day = page.getByRole('dialog');
    await expect(day.getByRole('listitem').first()).toBeVisible();
    await expect(day.getByRole('button', { name: 'Close dialog' })).toBeVisible();
    // Axe reads colours as painted: once the dialog has faded in (half-faded badges fail the contrast rule).
    await expect(day).toHaveCSS('opacity', '1');
    await expectAccessible(page);
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

  test('keeps an error panel and its retry readable', async ({ page }) => {
    // Three failures outlast the automatic retries.
    await configureDemo(page, { faults: [{ path: 'timezones', status: 503, times: 3 }] });
    await page.goto('/timezones');
    await expect(page.getByRole('alert')).toContainText('Service error (503)');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the banner shows the demo user at every width', async ({ page }) => {
    await page.goto('/timezones');
    const banner = page.getByRole('link', { name: /Backend: Demo, Full access, simulator/ });
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Full access', { exact: true })).toBeVisible();
    expect(await banner.getByText('Full access', { exact: true }).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(banner.getByText('Demo', { exact: true })).toBeVisible();
    // Not pushed off the screen.
    const box = await banner.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  });

  test('the banner shows the gateway host at every width', async ({ page }) => {
    await storeConnection(page);
    await page.goto('/timezones');
    const host = new URL(SIM_ORIGIN).host;
    const banner = page.getByRole('link', { name: `Backend: Gateway ${host}. Open settings` });
    await expect(banner).toBeVisible();
    await expect(banner.getByText(host, { exact: true })).toBeVisible();
    // Whole, not cut short with an ellipsis.
    expect(await banner.getByText(host, { exact: true }).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const box = await banner.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
  });

  test('the colour scheme control moves into the menu', async ({ page }) => {
    await page.goto('/timezones');
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    // One control (the header's is not rendered at this width), off screen until the menu opens.
    const control = page.getByRole('radiogroup', { name: 'Colour scheme' });
    await expect(control).toHaveCount(1);
    await expect(control).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(control).toBeInViewport();
    await control.getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
