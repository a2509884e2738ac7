import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface Fetched {
  url: string;
  status: number;
  /** Answered from the browser's cache without asking the server. */
  cached: boolean;
  cacheControl: string | undefined;
}

/**
 * The page's requests as the browser's network layer saw them (Chrome DevTools Protocol): what the server answered,
 * what the cache did; and `loading`, the hashed files whose body has not fully arrived (a file is in the cache only then).
 */
async function recordFetches(page: Page): Promise<{ fetched: Fetched[]; loading: Set<string>; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  const fetched: Fetched[] = [];
  const fromCache = new Set<string>();
  const loading = new Set<string>();
  session.on('Network.requestWillBeSent', ({ requestId, request }) => {
    // The worker's script reports its end to the worker's own session, not this one: it is not waited for.
    const path = new URL(request.url).pathname;
    if (path.startsWith('/assets/') && !path.startsWith('/assets/worker-')) loading.add(requestId);
  });
  session.on('Network.loadingFinished', ({ requestId }) => loading.delete(requestId));
  session.on('Network.loadingFailed', ({ requestId }) => loading.delete(requestId));
  session.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    fetched.push({
      url: new URL(response.url).pathname,
      status: response.status,
      cached: fromCache.has(requestId) || response.fromDiskCache === true,
      cacheControl: headers['cache-control'],
    });
  });
  await session.send('Network.enable');
  return { fetched, loading, session };
}

test('a return visit asks the server again for the page only: every hashed asset comes from the cache', async ({ page }) => {
  const { fetched, loading } = await recordFetches(page);
  await page.goto('/instruments/Stock/211');
  await expect(page.getByRole('heading', { level: 1, name: 'AAPL:xnas' })).toBeVisible();
  // The shell loads some of its parts just after the first screen: the return visit is compared once every file of
  // the first has fully arrived (on a slow machine the last of them were still on their way when the heading showed).
  await expect
    .poll(() => ['/assets/OnDemandParts-', '/assets/PasswordInput-'].every((name) => fetched.some((entry) => entry.url.startsWith(name))) && loading.size === 0)
    .toBe(true);

  // The page is revalidated on every visit; the hashed files may be kept for a year.
  const pageAnswer = fetched.find((entry) => entry.url === '/instruments/Stock/211');
  expect(pageAnswer?.cacheControl).toBe('no-cache');
  const assets = fetched.filter((entry) => entry.url.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(10);
  for (const asset of assets) expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
  // The page's classic scripts (the colour scheme before the first paint, the simulator's early start) are hashed assets too.
  const scripts = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => new URL((script as HTMLScriptElement).src).pathname));
  expect(scripts).toEqual([
    expect.stringMatching(/^\/assets\/color-scheme-[\w-]+\.js$/),
    expect.stringMatching(/^\/assets\/sim-start-[\w-]+\.js$/),
    expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
  ]);

  fetched.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'AAPL:xnas' })).toBeVisible();
  const reloaded = fetched.filter((entry) => entry.url.startsWith('/assets/'));
  expect(reloaded.length).toBeGreaterThan(10);
  expect(reloaded.filter((entry) => !entry.cached).map((entry) => `${entry.url} ${entry.status}`)).toEqual([]);
  // The page itself was asked for again (answered 304, or 200 when it changed).
  expect(fetched.find((entry) => entry.url === '/instruments/Stock/211')?.cached).toBe(false);
});
