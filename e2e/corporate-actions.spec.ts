import { expect, expectAccessible, test } from './fixtures';

test.describe('corporate actions', () => {
  test('says how many events are shown of how many, and loads the rest', async ({ page }) => {
    await page.goto('/corporate-actions');
    const table = page.getByRole('table', { name: 'Corporate action events' });
    await expect(table).toBeVisible();
    const summary = page.getByRole('status').filter({ hasText: /events/ });
    await expect(summary).toHaveText(/^Showing 100 of \d+ events$/);
    const total = Number(/of (\d+) events/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(100);
    await expect(table.getByRole('row')).toHaveCount(101);
    // Never junk for a name.
    await expect(table).not.toContainText('Undefined');
    await expectAccessible(page);

    await page.getByRole('button', { name: `Load more (${total - 100} left)` }).click();
    await expect(summary).toHaveText(`${total} events`);
    await expect(table.getByRole('row')).toHaveCount(total + 1);
    await expect(page.getByRole('button', { name: /Load more/ })).toHaveCount(0);
    // Every event once.
    const ids = await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
    expect(new Set(ids).size).toBe(total);
  });

  test('the restricted demo user sees a clear "not entitled" state without a pointless retry, and can switch', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e:seeded')) {
        localStorage.setItem('refex:backend', JSON.stringify({ kind: 'demo', demoUser: 'demo-restricted' }));
        sessionStorage.setItem('e2e:seeded', '1');
      }
    });
    await page.goto('/corporate-actions');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Corporate actions' })).toBeVisible();
    const state = main.getByRole('alert');
    await expect(state).toContainText('Not entitled to corporate actions (403)');
    await expect(state).toContainText('The restricted demo user has no access to corporate actions');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByText('This page could not be shown')).toHaveCount(0);
    await expectAccessible(page);

    await state.getByRole('button', { name: 'Use the full-access demo user' }).click();
    await expect(page.getByRole('link', { name: /Backend: demo simulator, Full access user/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Corporate action events' })).toBeVisible();
    await expect(page).toHaveURL(/\/corporate-actions$/);
  });
});
