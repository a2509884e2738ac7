/**
 * Signing in with the broker, against the HTTP simulator playing the authentication server
 * (src/sim/server/auth-server.ts): its demo AppKeys `refex-demo` (code + PKCE), `refex-demo-short`
 * (20 s access tokens, 90 s of refresh) and `refex-demo-implicit` (implicit grant; its environment
 * `/nocors` has a token endpoint a browser cannot read).
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { AuthCounters } from '../src/sim/server/auth-server';
import { SIM_ORIGIN, expect, expectAccessible, expectNoHorizontalScroll, test } from './support/fixtures';


async function counters(request: APIRequestContext): Promise<AuthCounters> {
  const response = await request.get(`${SIM_ORIGIN}/__sim/auth`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AuthCounters;
}

interface SignIn {
  appKey?: string;
  user?: 'demo' | 'demo-restricted';
  from?: string;
  authServer?: string;
}

/** Fills in Settings → Sign in for the simulator as a custom environment and leaves for its sign-in page. */
async function startSignIn(page: Page, { appKey = 'refex-demo', from, authServer = SIM_ORIGIN }: SignIn = {}) {
  await page.goto(from === undefined ? '/settings' : `/settings?from=${encodeURIComponent(from)}`);
  const section = page.getByRole('region', { name: 'Sign in with the broker' });
  await section.getByText('Custom', { exact: true }).click();
  await section.getByRole('textbox', { name: 'Authentication server' }).fill(authServer);
  await section.getByRole('textbox', { name: 'Gateway for its tokens' }).fill(SIM_ORIGIN);
  await section.getByRole('textbox', { name: 'AppKey' }).fill(appKey);
  await section.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the Refex simulator' })).toBeVisible();
}

/** Signs in through the simulator's page; resolves once back in the app with the session's countdown shown. */
async function signIn(page: Page, options: SignIn = {}) {
  await startSignIn(page, options);
  await page.getByRole('button', { name: new RegExp(`^Sign in as ${options.user ?? 'demo'} \\(`) }).click();
  await expect(page.getByRole('timer')).toContainText('Session');
}

/** The token endpoint's answers, as the browser got them. */
function recordTokens(page: Page): { access: string[]; refresh: string[] } {
  const seen = { access: [] as string[], refresh: [] as string[] };
  page.on('response', async (response) => {
    if (!response.url().startsWith(`${SIM_ORIGIN}/token`) || response.request().method() !== 'POST' || response.status() !== 200) return;
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
    if (body.access_token) seen.access.push(body.access_token);
    if (body.refresh_token) seen.refresh.push(body.refresh_token);
  });
  return seen;
}

async function storageText(page: Page): Promise<{ local: string; session: string }> {
  return page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
}

/** The time zone table's rows: its header and the simulator's 27 zones. */
const ZONE_ROWS = 28;
const timeZones = (page: Page) => page.getByRole('table', { name: 'Time zones' });

test.describe('sign in with the broker', () => {
  // One after another, in one worker: the tests compare the authentication server's counters (codes issued,
  // tokens given) before and after their own sign-in, which another sign-in running at the same time would move.
  test.describe.configure({ mode: 'default' });

  test('code + PKCE as the full user lands on the deep link; code and token stay out of the address, storage and other requests', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    let code: string | undefined;
    page.on('response', (response) => {
      const location = response.headers()['location'];
      if (response.url().startsWith(`${SIM_ORIGIN}/authorize`) && location) code = new URL(location).searchParams.get('code') ?? undefined;
    });
    const tokens = recordTokens(page);
    await signIn(page, { from: '/timezones?zone=3' });
    await expect(page).toHaveURL(/\/timezones\?zone=3$/);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await expect(page.getByRole('link', { name: new RegExp(`Backend: Gateway gateway ${new URL(SIM_ORIGIN).host}`) })).toBeVisible();

    expect(code).toBeTruthy();
    const access = tokens.access[0] as string;
    const refresh = tokens.refresh[0] as string;
    expect(access).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    // Not in the address, nor in the history entry the app replaced.
    expect(page.url()).not.toContain(code as string);
    expect(await page.evaluate(() => JSON.stringify(history.state ?? null))).not.toContain(code as string);
    // Storage: the refresh token in this tab's session storage only; the code and access token nowhere.
    const stored = await storageText(page);
    for (const secret of [code as string, access]) expect(`${stored.local}${stored.session}`).not.toContain(secret);
    expect(stored.local).not.toContain(refresh);
    expect(stored.session).toContain(refresh);
    // Requests: the access token only in the Authorization header of the gateway's requests; the code only in the
    // redirect back (which the browser makes) and the exchange at the token endpoint.
    for (const request of requests) {
      const url = request.url();
      const body = request.postData() ?? '';
      const authorization = (await request.allHeaders())['authorization'] ?? '';
      expect(url).not.toContain(access);
      expect(body).not.toContain(access);
      if (authorization.includes(access)) expect(url.startsWith(`${SIM_ORIGIN}/openapi/`)).toBe(true);
      if (url.includes(code as string)) expect(url.startsWith(`${new URL(page.url()).origin}/auth/callback?`)).toBe(true);
      if (body.includes(code as string)) expect(url).toBe(`${SIM_ORIGIN}/token`);
    }
    // A reload keeps the session (refresh token from this tab's session storage).
    await page.reload();
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await expect(page.getByRole('timer')).toContainText('Session');
  });

  test('the restricted user signs in and gets the not-entitled state of corporate actions', async ({ page }) => {
    await signIn(page, { user: 'demo-restricted', from: '/corporate-actions' });
    await expect(page).toHaveURL(/\/corporate-actions$/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Not entitled to corporate actions (403)');
    // The countdown and sign-out fit a phone's header.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('timer')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('renews the access token before it expires (short-lived AppKey)', async ({ page, request }) => {
    const tokens = recordTokens(page);
    await signIn(page, { appKey: 'refex-demo-short', from: '/timezones' });
    const before = await counters(request);
    // 20 s tokens: renewed 5 s before their end, well before any 401.
    await expect.poll(async () => tokens.access.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect((await counters(request)).refreshes).toBeGreaterThan(before.refreshes);
    const renewed = tokens.access.at(-1) as string;
    const next = page.waitForRequest((sent) => sent.url().startsWith(`${SIM_ORIGIN}/openapi/ref/v1/timezones`));
    await page.evaluate(() => window.location.reload());
    expect((await next).headers()['authorization']).not.toBe(`Bearer ${tokens.access[0]}`);
    expect(renewed).not.toBe(tokens.access[0]);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await expect(page.getByRole('region', { name: 'Your session has ended' })).toHaveCount(0);
  });

  test('a 401 from the gateway renews the token once and the page loads', async ({ page, request }) => {
    const tokens = recordTokens(page);
    await signIn(page, { from: '/settings' });
    const first = tokens.access[0] as string;
    // The gateway refuses the first token from now on, as after a revocation.
    let refused = 0;
    await page.route(`${SIM_ORIGIN}/openapi/**`, async (route) => {
      if (route.request().headers()['authorization'] === `Bearer ${first}`) {
        refused += 1;
        await route.fulfill({ status: 401, body: '', headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin } });
        return;
      }
      await route.fallback();
    });
    const before = await counters(request);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Time zones' }).click();
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    // One retry with the fresh token, then one renewal: no storm of requests.
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(3);
    expect((await counters(request)).refreshes).toBe(before.refreshes + 1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your session has ended' })).toHaveCount(0);

    // A gateway that refuses every token: renewed once at most, then the session ends with the prompt, the page kept.
    let refusedAll = 0;
    await page.route(`${SIM_ORIGIN}/openapi/**`, async (route) => {
      refusedAll += 1;
      await route.fulfill({ status: 401, body: '', headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin } });
    });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Corporate actions' }).click();
    await expect(page.getByRole('region', { name: 'Your session has ended' })).toContainText('refused the session');
    // A few rounds of the page's requests (the retry with the fresh token), not a loop.
    expect(refusedAll).toBeLessThanOrEqual(30);
  });

  test('two tabs renewing at once spend the refresh token once', async ({ context, page, request }) => {
    await signIn(page, { appKey: 'refex-demo-short', from: '/timezones' });
    // A second tab takes the session over the channel (its own session storage is empty).
    const second = await context.newPage();
    await second.goto('/timezones');
    await expect(second.getByRole('timer')).toContainText('Session');
    await expect(timeZones(second).getByRole('row')).toHaveCount(ZONE_ROWS);
    const before = await counters(request);
    // Both tabs hold the same token with the same expiry: both timers fire together.
    await expect.poll(async () => (await counters(request)).refreshes, { timeout: 30_000 }).toBeGreaterThan(before.refreshes);
    const after = await counters(request);
    expect(after.refreshReuses).toBe(before.refreshReuses);
    expect(after.refreshes - before.refreshes).toBe(1);
    for (const tab of [page, second]) {
      await tab.evaluate(() => window.location.reload());
      await expect(timeZones(tab).getByRole('row')).toHaveCount(ZONE_ROWS);
      await expect(tab.getByRole('region', { name: 'Your session has ended' })).toHaveCount(0);
    }
    expect((await counters(request)).refreshReuses).toBe(before.refreshReuses);
  });

  test('a failed refresh prompts to sign in again without losing the page', async ({ page, request }) => {
    await signIn(page, { appKey: 'refex-demo-short', from: '/timezones?zone=3' });
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await request.post(`${SIM_ORIGIN}/__sim/auth/revoke`);
    const prompt = page.getByRole('region', { name: 'Your session has ended' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('could not be renewed');
    // The page, its place and its data stay.
    await expect(page).toHaveURL(/\/timezones\?zone=3$/);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await expect(page.getByRole('timer')).toContainText('Session ended');
    await expectAccessible(page);
    // Signing in again returns to the same place.
    await prompt.getByRole('button', { name: 'Sign in again' }).click();
    await page.getByRole('button', { name: /^Sign in as demo \(/ }).click();
    await expect(page).toHaveURL(/\/timezones\?zone=3$/);
    await expect(page.getByRole('timer')).not.toContainText('ended');
  });

  test('falls back to the implicit grant where the token endpoint cannot be read, and says so', async ({ page, request }) => {
    const before = await counters(request);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Sign in with the broker' });
    await section.getByText('Custom', { exact: true }).click();
    await section.getByRole('textbox', { name: 'Authentication server' }).fill(`${SIM_ORIGIN}/nocors`);
    await section.getByRole('textbox', { name: 'Gateway for its tokens' }).fill(SIM_ORIGIN);
    await section.getByRole('button', { name: 'Check the environment' }).click();
    await expect(section).toContainText('Grant type to choose for your app: Implicit');
    await signIn(page, { appKey: 'refex-demo-implicit', authServer: `${SIM_ORIGIN}/nocors`, from: '/timezones' });
    await expect(page).toHaveURL(/\/timezones$/);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    const notice = page.getByRole('region', { name: 'Signed in without refresh' });
    await expect(notice).toContainText('cannot be read from a browser; signed in with the older implicit flow, no refresh');
    expect(page.url()).not.toContain('access_token');
    const after = await counters(request);
    expect(after.implicitTokens).toBe(before.implicitTokens + 1);
    expect(after.codesIssued).toBe(before.codesIssued);
    const stored = await storageText(page);
    expect(`${stored.local}${stored.session}`).not.toMatch(/ey[\w-]+\.ey/);
  });

  test('a forged state is refused and no code is spent', async ({ page, request }) => {
    await startSignIn(page);
    const before = await counters(request);
    // Back at the callback with a code but another state than this tab's.
    await page.goto('/auth/callback?code=forged-code&state=not-this-tabs');
    const section = page.getByRole('region', { name: 'Sign in with the broker' });
    await expect(section.getByRole('alert')).toContainText('Refused: this answer does not belong to a sign-in started in this tab');
    await expect(page).toHaveURL(/\/settings$/);
    expect((await counters(request)).tokenErrors).toBe(before.tokenErrors);
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('an open-redirect return path is refused: the sign-in lands on the app', async ({ page }) => {
    for (const from of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example']) {
      await signIn(page, { from });
      const landed = new URL(page.url());
      expect(landed.origin, from).toBe(new URL(await page.evaluate(() => window.location.origin)).origin);
      expect(landed.pathname).toBe('/');
      await page.getByRole('button', { name: 'Sign out' }).click();
    }
  });

  test('sign-out forgets the tokens and that user’s cached data', async ({ page }) => {
    await signIn(page, { from: '/timezones' });
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Backend: demo simulator/ })).toBeVisible();
    const stored = await storageText(page);
    expect(stored.session).not.toContain('refex:auth:session');
    expect(stored.local).not.toContain('signIn');
    // Signing in again as the same user asks the gateway again: nothing of the first session's data was kept.
    await signIn(page, { from: '/settings' });
    const asked = page.waitForRequest((sent) => sent.url().startsWith(`${SIM_ORIGIN}/openapi/ref/v1/timezones`));
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Time zones' }).click();
    await asked;
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);

  });

  test('the sign-in section and the simulator’s sign-in page are accessible', async ({ page }) => {
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Sign in with the broker' });
    await section.getByText('Custom', { exact: true }).click();
    await expect(section.getByText(/Redirect URL to register for your app, exactly:/)).toContainText('/auth/callback');
    await expectAccessible(page);
    for (const preset of ['Saxo SIM', 'Saxo LIVE']) {
      await section.getByText(preset, { exact: true }).click();
      await expect(section).toContainText(preset === 'Saxo SIM' ? 'https://sim.logonvalidation.net' : 'https://live.logonvalidation.net');
    }
    // On a phone, without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await section.getByText('Custom', { exact: true }).click();
    await expect(section.getByRole('textbox', { name: 'Authentication server' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1400, height: 900 });
    await startSignIn(page);
    await expectAccessible(page);
  });
});


