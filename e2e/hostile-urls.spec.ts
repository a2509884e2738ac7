import { allowTime, expect, test } from './support/fixtures';
import { hostileUrls } from './support/hostile-corpus';
import { followAndSettle } from './support/navigation';

const URLS = hostileUrls(1000);
const SHARDS = 4;

test.describe('hostile addresses', () => {
  test('the corpus holds 1,000 different addresses over every route', () => {
    expect(new Set(URLS).size).toBe(1000);
    for (const prefix of [
      '/?',
      '/compare',
      '/instruments/',
      '/options/',
      '/futures/',
      '/browse/options',
      '/browse/futures',
      '/timezones',
      '/settings',
      '/corporate-actions?',
      '/corporate-actions/',
    ]) {
      expect(URLS.filter((url) => url.startsWith(prefix)).length, prefix).toBeGreaterThan(50);
    }
  });

  for (let shard = 0; shard < SHARDS; shard += 1) {
    const urls = URLS.filter((_, index) => index % SHARDS === shard);
    test(`generated addresses, part ${shard + 1} of ${SHARDS}: each lands on a page, never blank, with no uncaught error`, async ({ page }) => {
      allowTime(6 * 60_000);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('dialog', (dialog) => {
        problems.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await page.goto('/timezones');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      for (const url of urls) {
        if (process.env.HOSTILE_TRACE) console.info(url.slice(0, 200));
        const before = problems.length;
        const state = await followAndSettle(page, url);
        expect(state.loading, `still loading at ${url}`).toBe(false);
        expect(state.text, `blank page at ${url}`).toBeGreaterThan(0);
        expect(state.scripts, `script-like element at ${url}`).toBe(0);
        expect(state.scriptLinks, `javascript: link at ${url}`).toBe(0);
        if (problems.length > before) problems.push(`  at ${url}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('a bad value lands on the default with a note that names it', async ({ page }) => {
    await page.goto('/options/1?window=-5&side=%3Cscript%3E');
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toContainText('window=-5');
    await expect(note).toContainText('side=<script>');
    // Each says what was expected, never a bare "Invalid input".
    await expect(note).toContainText('Expected one of:');
    await expect(note).not.toContainText('Invalid input');
    await page.goto(`/?q=${'a'.repeat(5000)}&top=1e308`);
    await expect(page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' })).toContainText('top=');
    await page.goto('/corporate-actions?month=2026-13&dir=sideways');
    await expect(page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' })).toContainText('month=2026-13');
  });
});
