/**
 * One request per route on a cold load, counted at the HTTP simulator: a deep link opened in a fresh page, whose
 * main request fails once, sends that request once. A client error (400) is shown, never asked again (a second
 * try would answer 200 and hide it); a 429 is shown counting down the wait the gateway named and asked again only
 * when that wait is over. Each link is new to the page, so the browser's preflight is not cached either.
 *
 * The gateway's rate-limit headers are hidden from pages (the simulator hides them too), so the app cannot read the
 * 30 s the 429 names and waits the quota's whole minute. The page's clock is installed, so that minute passes in a
 * moment: the test moves it on to just before the end (nothing may be sent) and then past it (the view asks once
 * more and shows the data).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoJwt } from '../src/sim/core/users';
import { SIM_ORIGIN, connectToSim, expect, nearQuotaMinuteEnd, test } from './support/fixtures';

interface Route {
  link: string;
  /** The route's main request (a path prefix, query included where the route sends several on one path). */
  request: string;
}

const ROUTES: Route[] = [
  { link: '/timezones', request: '/openapi/ref/v1/timezones' },
  { link: '/?q=bank', request: '/openapi/ref/v1/instruments?Keywords=bank' },
  { link: '/instruments/Stock/211', request: '/openapi/ref/v1/instruments/details/211/Stock' },
  { link: '/options/1', request: '/openapi/ref/v1/instruments/contractoptionspaces/1?OptionSpaceSegment=None' },
  { link: '/browse/options', request: '/openapi/ref/v1/instruments?AssetTypes=' },
  { link: '/compare?items=211:Stock', request: '/openapi/ref/v1/instruments/details?Uics=211' },
  { link: '/corporate-actions', request: '/openapi/ca/v2/events?$top=100' },
  { link: '/corporate-actions/9501103', request: '/openapi/ca/v2/events/9501103?' },
];

/** The requests of the page that reached the simulator (preflights aside), by path and query. */
function sent(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS' && request.url().startsWith(`${SIM_ORIGIN}/openapi/`)) seen.push(request.url().slice(SIM_ORIGIN.length));
  });
  return seen;
}

/** Fails the route's main request once, for this test's session only (the simulator is shared with other tests). */
async function failOnce(request: APIRequestContext, token: string, route: Route, rule: Record<string, unknown>): Promise<void> {
  const url = new URL(route.request, SIM_ORIGIN);
  const query = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const response = await request.post(`${SIM_ORIGIN}/__sim/faults`, { data: [{ path: url.pathname, query, token, count: 1, ...rule }] });
  expect(response.status()).toBe(200);
}

/** Connects to the HTTP simulator with a token no other test uses; returns it. */
async function connected(page: Page): Promise<string> {
  const token = demoJwt('demo', new Date(Date.now() + 3 * 3_600_000 + Math.floor(Math.random() * 1_000_000_000)));
  await page.clock.install();
  const gateway = await connectToSim(page, token);
  await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Backend: Gateway/ })).toBeVisible();
  return token;
}

test('a 400 on a cold load is sent once and shown, on every route', async ({ page, request }) => {
  const token = await connected(page);
  const requests = sent(page);
  for (const route of ROUTES) {
    await test.step(route.link, async () => {
      await failOnce(request, token, route, { status: 400 });
      const before = requests.length;
      await page.goto(route.link);
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: '400' }).first()).toBeVisible();
      // A minute later (timers and all), still the error, and still one request.
      await page.clock.fastForward(60_000);
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: '400' }).first()).toBeVisible();
      expect(requests.slice(before).filter((url) => url.startsWith(route.request))).toHaveLength(1);
    });
  }
});

test('a 429 on a cold load waits a quota minute, then asks once more, on every route', async ({ page, request }) => {
  const token = await connected(page);
  const requests = sent(page);
  for (const route of ROUTES) {
    await test.step(route.link, async () => {
      const dimension = route.request.includes('/ca/') ? 'CorporateActionsMinute' : 'RefDataMinute';
      await failOnce(request, token, route, { kind: 'rate-limit', dimension, reset: 30 });
      const before = requests.length;
      const ours = () => requests.slice(before).filter((url) => url.startsWith(route.request));
      await page.goto(route.link);
      const panel = page.getByRole('main').getByRole('alert').filter({ hasText: 'Rate limit reached (429)' }).first();
      await nearQuotaMinuteEnd(page, panel);
      expect(ours()).toHaveLength(1);
      await page.clock.fastForward(11_000);
      await expect(panel).toBeHidden();
      // The panel goes as the view starts asking again, which can be a moment before the browser reports the request.
      await expect.poll(() => ours().length).toBe(2);
    });
  }
});
