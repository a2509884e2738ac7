/**
 * Signing in with the broker, against the HTTP simulator playing an authentication server shaped like the
 * broker's (src/sim/server/auth-server.ts): redirect URLs registered at `http://localhost/auth/callback` with the
 * port ignored and 127.0.0.1 refused; a token endpoint a page cannot read (the Implicit grant) at its root, a
 * readable one under `/pkce`, and `/noframe`, where a silent renewal is always told to sign in. The app and the
 * authentication server are both at localhost, as a user who follows Settings has them, and so one site: the
 * hidden frame gets the simulator's sign-in cookie as a browser gets the broker's.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AuthCounters } from '../src/sim/server/auth-server';
import { SIM_ORIGIN, expect, expectAccessible, expectNoHorizontalScroll, test } from './support/fixtures';
import { inspectorButton, inspectorRequests } from './support/inspector';

const APP_PORT = process.env.E2E_APP_PORT ?? '4173';
const APP = `http://localhost:${APP_PORT}`;
const AUTH = `http://localhost:${new URL(SIM_ORIGIN).port}`;

async function counters(request: APIRequestContext): Promise<AuthCounters> {
  const response = await request.get(`${SIM_ORIGIN}/__sim/auth`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AuthCounters;
}

interface Environment {
  authServer?: string;
  gateway?: string;
  appKey?: string;
}

const signInSection = (page: Page) => page.getByRole('region', { name: 'Sign in with the broker' });

/** Opens Settings (from `from`, or at `url`) and fills in a custom environment of the simulator; returns the sign-in section. */
async function fillSignIn(page: Page, { authServer = AUTH, gateway = AUTH, appKey = 'refex-demo-implicit' }: Environment = {}, url = `${APP}/settings`): Promise<Locator> {
  if (page.url() !== url) await page.goto(url);
  const section = signInSection(page);
  await section.getByText('Custom', { exact: true }).click();
  await section.getByRole('textbox', { name: 'Authentication server' }).fill(authServer);
  await section.getByRole('textbox', { name: 'Gateway for its tokens' }).fill(gateway);
  await section.getByRole('textbox', { name: 'AppKey' }).fill(appKey);
  return section;
}

/** Clicks `button`, which opens the small sign-in window, and signs in there as `user`; resolves once the window has closed. */
async function signInInWindow(page: Page, button: Locator, user: 'demo' | 'demo-restricted' = 'demo'): Promise<void> {
  const opened = page.waitForEvent('popup');
  await button.click();
  await signInThere(await opened, user);
}

/** As signInInWindow, from the keyboard: while the window is open, the button is held and keeps the focus. */
async function signInInWindowByKeyboard(page: Page, button: Locator): Promise<void> {
  const opened = page.waitForEvent('popup');
  await button.focus();
  await page.keyboard.press('Enter');
  const popup = await opened;
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await signInThere(popup, 'demo');
}

async function signInThere(popup: Page, user: 'demo' | 'demo-restricted'): Promise<void> {
  await popup.getByRole('button', { name: new RegExp(`^Sign in as ${user} \\(`) }).click();
  await closed(popup);
}

/** Resolves once the window has closed (it may have closed already). */
async function closed(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

/** Signs in from Settings; resolves once the session's countdown shows. */
async function signIn(page: Page, environment: Environment = {}, url?: string): Promise<void> {
  const section = await fillSignIn(page, environment, url);
  await signInInWindow(page, section.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(page.getByRole('timer')).toContainText('Session');
}

/** A mark on the page's window: still there later means the page was never loaded again. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __kept?: boolean }).__kept = true));
}
async function pageKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);
}

async function storageText(page: Page): Promise<{ local: string; session: string }> {
  return page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
}

/** Every 401 the gateway sent this page. */
function unauthorized(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${AUTH}/openapi/`) && response.status() === 401) seen.push(response.url());
  });
  return seen;
}

/** The time zone table's rows: its header and the simulator's 27 zones. */
const ZONE_ROWS = 28;
const timeZones = (page: Page) => page.getByRole('table', { name: 'Time zones' });
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name });

test.describe('sign in with the broker', () => {
  // One after another, in one worker: the tests compare the authentication server's counters before and after their
  // own sign-in, which another sign-in running at the same time would move.
  test.describe.configure({ mode: 'default' });

  test('Settings followed word for word on a fresh start: the redirect URL shown is the one accepted, and the page stays', async ({ page, request }) => {
    await page.goto(`${APP}/settings`);
    const section = await fillSignIn(page);
    const helper = section.getByRole('region', { name: 'Register your app with the broker' });
    await expect(helper).toContainText('Redirect URL, exactly: http://localhost/auth/callback');
    await expect(helper.getByRole('button', { name: 'Copy the redirect URL' })).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);

    // What works from here, before any sign-in: the broker-shaped root hides its token endpoint; frames are answered.
    const readiness = section.getByRole('region', { name: 'What works from this address' });
    await readiness.getByRole('button', { name: 'Check this environment' }).click();
    await expect(readiness.getByRole('group', { name: 'Silent renewal in a hidden frame' })).toContainText(/^Yes/);
    await expect(readiness.getByRole('group', { name: 'Token endpoint readable from this page' })).toContainText(/^No.*register the app for the Implicit grant/);
    await expect(readiness.getByRole('group', { name: 'Gateway answers this address' })).toContainText(/^Yes.*401/);
    await expect(helper).toContainText('Grant type: Implicit');
    await expectAccessible(page);

    const before = await counters(request);
    const historyLength = await page.evaluate(() => history.length);
    await markPage(page);
    await signInInWindow(page, section.getByRole('button', { name: 'Sign in', exact: true }));
    const panel = section.getByRole('region', { name: 'Your session' });
    await expect(panel.getByRole('row', { name: /^Signed in as/ })).toContainText('demo');
    await expect(panel.getByRole('row', { name: /^Grant/ })).toContainText('Implicit');
    await expect(panel.getByRole('row', { name: /^App id/ })).toContainText('refex-demo-implicit');
    await expect(panel.getByRole('row', { name: /^Session id/ })).not.toContainText('not in the token');
    await expect(panel.getByRole('row', { name: /^Renews/ })).toContainText('hidden frame');
    expect((await counters(request)).implicitTokens).toBe(before.implicitTokens + 1);
    // The page was never left: same window, same history, the token nowhere in the address.
    expect(await pageKept(page)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(page.url()).toBe(`${APP}/settings`);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeVisible();
    // The navigation folds away over a short transition after the resize: the layout settles, then no sideways scrolling.
    await expect.poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test('at 127.0.0.1 the simulator refuses the redirect URL as the broker does, and the app explains it', async ({ page }) => {
    const local = `http://127.0.0.1:${APP_PORT}/settings`;
    await page.goto(local);
    const notice = page.getByRole('note').filter({ hasText: 'Open Refex at localhost to sign in' });
    await expect(notice.getByRole('link', { name: `Open this page at localhost:${APP_PORT}` })).toHaveAttribute('href', `${APP}/settings`);
    const section = await fillSignIn(page, {}, local);
    let windows = 0;
    page.on('popup', () => (windows += 1));
    const opened = page.waitForEvent('popup');
    await section.getByRole('button', { name: 'Sign in', exact: true }).click();
    const popup = await opened;
    // The broker's refusal, word for word, and no way back to the app.
    await expect(popup.locator('body')).toContainText('{"error":"invalid_request","error_description":"Value of redirect_uri parameter is not registered"}');
    await popup.close();
    const alert = section.getByRole('alert');
    await expect(alert).toContainText('closed before it finished');
    await expect(alert).toContainText('register http://localhost/auth/callback for the app refex-demo-implicit');
    await expect(alert).toContainText('open Refex at localhost');
    // Nothing stored, nothing signed in, no second try on its own.
    const stored = await storageText(page);
    expect(stored.session).not.toContain('refex:auth:session');
    expect(stored.session).not.toContain('refex:auth:pending');
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
    expect(windows).toBe(1);
    await expectAccessible(page);
  });

  test('errors in words, the form kept, nothing stored, and Back leaves no step of the round trip behind', async ({ page, request }) => {
    await page.goto(`${APP}/timezones`);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await nav(page, 'Settings').click();
    await expect(page).toHaveURL(`${APP}/settings?from=%2Ftimezones`);
    // An app registered for PKCE where the broker's token endpoint calls for Implicit.
    const section = await fillSignIn(page, { appKey: 'refex-demo' }, page.url());
    const before = await counters(request);
    const wrongGrant = page.waitForEvent('popup');
    await section.getByRole('button', { name: 'Sign in', exact: true }).click();
    await closed(await wrongGrant);
    await expect(section.getByRole('alert')).toContainText('registered for another grant than the Implicit grant this environment needs (probably PKCE)');
    // The user cancels on the broker's page.
    await section.getByRole('textbox', { name: 'AppKey' }).fill('refex-demo-implicit');
    const cancelled = page.waitForEvent('popup');
    await section.getByRole('button', { name: 'Sign in', exact: true }).click();
    const popup = await cancelled;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await closed(popup);
    await expect(section.getByRole('alert')).toContainText('The sign-in was cancelled or refused');
    // What was typed stays.
    await expect(section.getByRole('textbox', { name: 'Authentication server' })).toHaveValue(AUTH);
    await expect(section.getByRole('textbox', { name: 'AppKey' })).toHaveValue('refex-demo-implicit');
    // A web page where the token endpoint should answer: a wrong address, said before any window is used.
    await page.route(`${AUTH}/website/token`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Home</title>', headers: { 'Access-Control-Allow-Origin': APP } }),
    );
    await fillSignIn(page, { authServer: `${AUTH}/website` }, page.url());
    const website = page.waitForEvent('popup');
    await section.getByRole('button', { name: 'Sign in', exact: true }).click();
    await closed(await website);
    await expect(section.getByRole('alert')).toContainText('answered with a web page');
    const after = await counters(request);
    expect(after.implicitTokens).toBe(before.implicitTokens);
    expect(JSON.stringify(await storageText(page))).not.toMatch(/refex:auth:session|refex:auth:pending|access_token/);
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
    // Back goes where the user was before the settings, not to the authentication server.
    await page.goBack();
    await expect(page).toHaveURL(`${APP}/timezones`);
  });

  test('Implicit with 10-second tokens: two minutes of use across ten or more silent renewals, nothing lost', async ({ page, request }) => {
    await page.clock.install();
    const refused = unauthorized(page);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    let zoneRequests = 0;
    page.on('request', (sent) => {
      if (sent.url().startsWith(`${AUTH}/openapi/ref/v1/timezones`)) zoneRequests += 1;
    });
    await page.goto(`${APP}/timezones?zone=3`);
    await nav(page, 'Settings').click();
    await signIn(page, { appKey: 'refex-demo-implicit-short' }, page.url());
    // Back where the sign-in started, with its search params.
    await expect(page).toHaveURL(`${APP}/timezones?zone=3`);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await markPage(page);
    const start = await counters(request);
    const renewed = async () => (await counters(request)).silentTokens - start.silentTokens;
    // Two minutes of the page's time, ten seconds at a time: each step passes the moment a renewal is due (half a
    // token's life), and the next is due only once that renewal has landed, so each step is one renewal.
    for (let step = 1; step <= 12; step += 1) {
      if (step === 3) await nav(page, 'Option roots').click();
      if (step === 5) await nav(page, 'Time zones').click();
      if (step === 6) {
        await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
        await page.getByRole('button', { name: /^Requests: \d+ in this view/ }).click();
        await expect(page.getByRole('complementary', { name: /^Requests of this view/ })).toBeVisible();
      }
      await page.clock.fastForward(10_000);
      await expect.poll(renewed, { message: `renewal ${step}` }).toBeGreaterThanOrEqual(step);
    }
    expect(await renewed()).toBeGreaterThanOrEqual(10);
    // The inspector opened before the last seven renewals is still open; the page was never loaded again.
    await expect(page.getByRole('complementary', { name: /^Requests of this view/ })).toBeVisible();
    expect(await pageKept(page)).toBe(true);
    await expect(page.getByRole('region', { name: /Your session has ended|Renew your session/ })).toHaveCount(0);
    // No request went out with an expired token, and the time zones came from the cache on the way back.
    expect(refused).toEqual([]);
    expect(zoneRequests).toBe(1);
    // The token is nowhere but in memory.
    const stored = JSON.stringify(await storageText(page));
    expect(stored).not.toMatch(/ey[\w-]+\.ey[\w-]+\./);
    expect(page.url()).not.toContain('access_token');
    expect(logged.filter((text) => /ey[\w-]+\.ey[\w-]+\.|access_token/.test(text))).toEqual([]);
  });

  test('with the frame blocked, the prompt comes before the end and renews in a small window, the page kept', async ({ page, request }) => {
    await page.clock.install();
    await page.goto(`${APP}/timezones`);
    await nav(page, 'Settings').click();
    // 20-minute tokens, the page's clock moved on to their renewal a minute before the end: the prompt then has a
    // minute of page time before the end, which no slow machine's real seconds (axe runs twice below) come near.
    await signIn(page, { authServer: `${AUTH}/noframe`, appKey: 'refex-demo-implicit' }, page.url());
    await expect(page).toHaveURL(`${APP}/timezones`);
    await markPage(page);
    const before = await counters(request);
    await page.clock.fastForward(19 * 60_000);
    const prompt = page.getByRole('region', { name: 'Renew your session' });
    await expect(prompt).toContainText('You need to sign in again');
    expect((await counters(request)).loginRequired).toBe(before.loginRequired + 1);
    // Before the end: the session still counts down.
    await expect(page.getByRole('timer')).not.toContainText('ended');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInInWindow(page, prompt.getByRole('button', { name: 'Renew in a small window' }));
    await expect(prompt).toHaveCount(0);
    expect((await counters(request)).implicitTokens).toBe(before.implicitTokens + 1);
    expect(await pageKept(page)).toBe(true);
    await expect(page).toHaveURL(`${APP}/timezones`);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
  });

  test('a reload restores an Implicit session silently; where the broker asks for a sign-in, the words fit a signed-in user', async ({ page, request }) => {
    await signIn(page, { appKey: 'refex-demo-implicit' });
    await page.goto(`${APP}/timezones`);
    const before = await counters(request);
    await page.reload();
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await expect(page.getByRole('timer')).toContainText('Session');
    expect((await counters(request)).silentTokens).toBeGreaterThan(before.silentTokens);
    await expect(page.getByRole('region', { name: 'Your session has ended' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, { authServer: `${AUTH}/noframe`, appKey: 'refex-demo-implicit' });
    await page.goto(`${APP}/timezones`);
    const ended = page.getByRole('region', { name: 'Your session has ended' });
    await expect(ended).toContainText('sign in to continue where you are');
    await expect(page.getByText(/paste/i)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The header offers the sign-in too, beside the ended session.
    await expect(page.getByRole('timer')).toContainText('Session ended');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signInInWindow(page, ended.getByRole('button', { name: 'Sign in again' }));
    await expect(ended).toHaveCount(0);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
  });

  test('code + PKCE where the token endpoint is readable: back on the deep link, renewed by refresh, tokens kept out of sight', async ({ page, request }) => {
    let code: string | undefined;
    page.context().on('response', (response) => {
      const location = response.headers()['location'];
      if (response.url().startsWith(`${AUTH}/pkce/authorize`) && location) code = new URL(location).searchParams.get('code') ?? code;
    });
    const tokens: { access: string[]; refresh: string[] } = { access: [], refresh: [] };
    page.on('response', async (response) => {
      if (!response.url().startsWith(`${AUTH}/pkce/token`) || response.request().method() !== 'POST' || response.status() !== 200) return;
      const body = (await response.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
      if (body.access_token) tokens.access.push(body.access_token);
      if (body.refresh_token) tokens.refresh.push(body.refresh_token);
    });
    await page.clock.install();
    await page.goto(`${APP}/timezones?zone=3`);
    await nav(page, 'Settings').click();
    const before = await counters(request);
    // From the keyboard: Sign in keeps the focus while its window is open.
    const section = await fillSignIn(page, { authServer: `${AUTH}/pkce`, appKey: 'refex-demo-short' }, page.url());
    await signInInWindowByKeyboard(page, section.getByRole('button', { name: 'Sign in', exact: true }));
    await expect(page.getByRole('timer')).toContainText('Session');
    await expect(page).toHaveURL(`${APP}/timezones?zone=3`);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    expect(code).toBeTruthy();
    await expect.poll(() => tokens.access.length).toBe(1);
    const access = tokens.access[0] as string;
    const refresh = tokens.refresh[0] as string;
    const stored = await storageText(page);
    for (const secret of [code as string, access]) expect(`${stored.local}${stored.session}`).not.toContain(secret);
    expect(stored.local).not.toContain(refresh);
    expect(stored.session).toContain(refresh);
    expect(await page.evaluate(() => JSON.stringify(history.state ?? null))).not.toContain(access);
    // 20-second tokens: renewed by refresh 5 s before their end (the page's clock moved on to then).
    await page.clock.fastForward(16_000);
    await expect.poll(async () => (await counters(request)).refreshes).toBeGreaterThan(before.refreshes);
    await nav(page, 'Settings').click();
    await expect(
      signInSection(page)
        .getByRole('region', { name: 'Your session' })
        .getByRole('row', { name: /^Last renewal/ }),
    ).toContainText('(refresh): renewed');
  });

  test('each refresh moves the session’s end on: refreshed past the first refresh token’s end, it lives, and a reload keeps it', async ({ page, request }) => {
    await page.clock.install();
    await signIn(page, { authServer: `${AUTH}/pkce`, appKey: 'refex-demo-short' });
    await page.goto(`${APP}/timezones`);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    // 20-second access tokens, 90-second refresh tokens: six refreshes take the page's clock past the first one's end.
    for (let step = 0; step < 6; step += 1) {
      const before = (await counters(request)).refreshes;
      await page.clock.fastForward(16_000);
      await expect.poll(async () => (await counters(request)).refreshes).toBeGreaterThan(before);
    }
    await expect(page.getByRole('timer')).toContainText(/Session \d/);
    await expect(page.getByRole('region', { name: 'Your session has ended' })).toHaveCount(0);
    // The refresh token kept for a reload is still valid, and the reload takes the session up with it.
    const before = (await counters(request)).refreshes;
    await page.reload();
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await expect(page.getByRole('timer')).toContainText(/Session \d/);
    expect((await counters(request)).refreshes).toBeGreaterThan(before);
    await expect(page.getByRole('region', { name: 'Your session has ended' })).toHaveCount(0);
  });

  test('a failed refresh prompts to sign in again in a small window, the page kept', async ({ page, request }) => {
    await page.clock.install();
    await page.goto(`${APP}/timezones?zone=3`);
    await nav(page, 'Settings').click();
    await signIn(page, { authServer: `${AUTH}/pkce`, appKey: 'refex-demo-short' }, page.url());
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    await markPage(page);
    await request.post(`${SIM_ORIGIN}/__sim/auth/revoke`);
    // To the moment of the refresh, which the server now refuses.
    await page.clock.fastForward(16_000);
    const prompt = page.getByRole('region', { name: 'Your session has ended' });
    await expect(prompt).toContainText('could not be renewed');
    await expect(page.getByRole('timer')).toContainText('Session ended');
    await expectAccessible(page);
    await signInInWindowByKeyboard(page, prompt.getByRole('button', { name: 'Sign in again' }));
    await expect(page.getByRole('timer')).not.toContainText('ended');
    expect(await pageKept(page)).toBe(true);
    await expect(page).toHaveURL(`${APP}/timezones?zone=3`);
  });

  test('a 401 from the gateway renews the token once and the page loads', async ({ page, request }) => {
    const tokens: string[] = [];
    page.on('response', async (response) => {
      if (response.url().startsWith(`${AUTH}/pkce/token`) && response.status() === 200) tokens.push(((await response.json()) as { access_token: string }).access_token);
    });
    await signIn(page, { authServer: `${AUTH}/pkce`, appKey: 'refex-demo' });
    // The listener reads the body after the event: wait for it rather than take whatever it holds yet.
    await expect.poll(() => tokens.length).toBe(1);
    const first = tokens[0] as string;
    let refused = 0;
    await page.route(`${AUTH}/openapi/**`, async (route) => {
      if (route.request().headers()['authorization'] === `Bearer ${first}`) {
        refused += 1;
        await route.fulfill({ status: 401, body: '', headers: { 'Access-Control-Allow-Origin': APP } });
        return;
      }
      await route.fallback();
    });
    const before = await counters(request);
    await nav(page, 'Time zones').click();
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(3);
    expect((await counters(request)).refreshes).toBe(before.refreshes + 1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A gateway that refuses every token: renewed once at most, then the session ends with the prompt, the page kept.
    let refusedAll = 0;
    await page.route(`${AUTH}/openapi/**`, async (route) => {
      refusedAll += 1;
      await route.fulfill({ status: 401, body: '', headers: { 'Access-Control-Allow-Origin': APP } });
    });
    await nav(page, 'Corporate actions').click();
    await expect(page.getByRole('region', { name: 'Your session has ended' })).toContainText('refused the session');
    expect(refusedAll).toBeLessThanOrEqual(30);
  });

  test('two tabs renewing at once spend the refresh token once', async ({ context, page, request }) => {
    // One clock for both tabs: moved on to the refresh, both tabs' timers fire together.
    await context.clock.install();
    await signIn(page, { authServer: `${AUTH}/pkce`, appKey: 'refex-demo-short' });
    await page.goto(`${APP}/timezones`);
    const second = await context.newPage();
    await second.goto(`${APP}/timezones`);
    await expect(second.getByRole('timer')).toContainText('Session');
    await expect(timeZones(second).getByRole('row')).toHaveCount(ZONE_ROWS);
    const before = await counters(request);
    // What each tab keeps for a reload (its refresh token, in its session storage), before and after the renewal.
    const kept = (tab: Page) => tab.evaluate(() => sessionStorage.getItem('refex:auth:session'));
    const spent = await Promise.all([page, second].map(kept));
    await context.clock.fastForward(16_000);
    await expect.poll(async () => (await counters(request)).refreshes).toBeGreaterThan(before.refreshes);
    const after = await counters(request);
    expect(after.refreshReuses).toBe(before.refreshReuses);
    expect(after.refreshes - before.refreshes).toBe(1);
    // The server answering is not the tabs holding the answer: on a busy machine the other tab's copy comes later.
    for (const [index, tab] of [page, second].entries()) await expect.poll(() => kept(tab)).not.toBe(spent[index]);
    // Both tabs hold the rotated token: each reloads into a working session, and none presents a spent one.
    for (const tab of [page, second]) {
      await tab.evaluate(() => window.location.reload());
      await expect(timeZones(tab).getByRole('row')).toHaveCount(ZONE_ROWS);
      await expect(tab.getByRole('region', { name: 'Your session has ended' })).toHaveCount(0);
    }
    expect((await counters(request)).refreshReuses).toBe(before.refreshReuses);
  });

  test('a forged state at the callback is refused and no code is spent; an open-redirect return path is not followed', async ({ page, request }) => {
    const before = await counters(request);
    await page.goto(`${APP}/auth/callback?code=forged-code&state=not-this-tabs`);
    await expect(signInSection(page).getByRole('alert')).toContainText('Refused: this answer does not belong to a sign-in started in this tab');
    await expect(page).toHaveURL(`${APP}/settings`);
    expect((await counters(request)).tokenErrors).toBe(before.tokenErrors);
    await expect(page.getByRole('timer')).toHaveCount(0);
    for (const from of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example']) {
      await signIn(page, {}, `${APP}/settings?from=${encodeURIComponent(from)}`);
      expect(new URL(page.url()).origin).toBe(APP);
      expect(new URL(page.url()).pathname).toBe('/settings');
      await page.getByRole('button', { name: 'Sign out' }).first().click();
    }
  });

  test('sign-out says where the app now points and forgets that user’s data; the second action ends the broker’s session', async ({ page, request }) => {
    await signIn(page, {});
    await page.goto(`${APP}/timezones`);
    await expect(timeZones(page).getByRole('row')).toHaveCount(ZONE_ROWS);
    // From the keyboard: the focus goes from Sign out, which leaves with the session, to the badge that says the demo is in use.
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Signed out' })).toContainText('Refex now uses the demo simulator');
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeFocused();
    const stored = await storageText(page);
    expect(stored.session).not.toContain('refex:auth:session');
    expect(stored.local).not.toContain('signIn');
    // Nor do the user's requests and answers stay in the inspector: the view lists the demo's requests only.
    await inspectorButton(page).click();
    await expect(inspectorRequests(page).first()).toContainText('https://demo.refex.invalid/openapi/');
    await expect(inspectorRequests(page).filter({ hasText: `${AUTH}/openapi/` })).toHaveCount(0);
    await inspectorButton(page).click();

    await signIn(page, {});
    const before = await counters(request);
    const panel = signInSection(page).getByRole('region', { name: 'Your session' });
    const logout = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'Sign out here and at the broker' }).click();
    await expect((await logout).getByRole('heading', { name: 'Signed out of the Refex simulator' })).toBeVisible();
    expect((await counters(request)).logouts).toBe(before.logouts + 1);
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
    // The settings' panel of the session went with it: what now says the backend in use has the focus.
    await expect(page.getByRole('region', { name: 'Current backend' })).toBeFocused();
    // The broker's own session is gone: a silent round trip is now told to sign in.
    const silent = await page.request.get(
      `${AUTH}/authorize?${new URLSearchParams({ client_id: 'refex-demo-implicit', response_type: 'token', redirect_uri: `${APP}/auth/callback`, state: 's', prompt: 'none' })}`,
      { maxRedirects: 0 },
    );
    expect(silent.headers()['location']).toContain('error=login_required');
  });

  test('what works from this address, against each environment of the simulator, remembered per environment', async ({ page }) => {
    // A readable token endpoint, and a gateway that does not let this origin read it.
    let section = await fillSignIn(page, { authServer: `${AUTH}/pkce`, gateway: `${AUTH}/closed`, appKey: 'refex-demo' });
    let readiness = section.getByRole('region', { name: 'What works from this address' });
    await readiness.getByRole('button', { name: 'Check this environment' }).click();
    await expect(readiness.getByRole('group', { name: 'Silent renewal in a hidden frame' })).toContainText(/^Yes/);
    await expect(readiness.getByRole('group', { name: 'Token endpoint readable from this page' })).toContainText(/^Yes.*PKCE/);
    await expect(readiness.getByRole('group', { name: 'Gateway answers this address' })).toContainText(/^No.*no CORS for this origin/);
    await expect(section.getByRole('region', { name: 'Register your app with the broker' })).toContainText('Grant type: PKCE');
    // An AppKey the server does not know: its refusal is a page that may not be framed, so no answer comes back.
    section = await fillSignIn(page, { appKey: 'not-registered' });
    readiness = section.getByRole('region', { name: 'What works from this address' });
    // From the keyboard: the button is held while the checks run (the frame's waits for an answer that never
    // comes), and keeps the focus throughout.
    const check = readiness.getByRole('button', { name: 'Check this environment' });
    await check.focus();
    await page.keyboard.press('Enter');
    await expect(check).toBeFocused();
    await expect(check).toHaveAttribute('aria-disabled', 'true');
    await expect(readiness.getByRole('group', { name: 'Silent renewal in a hidden frame' })).toContainText(/^No.*small window/, { timeout: 20_000 });
    await expect(check).not.toHaveAttribute('aria-disabled');
    await expect(check).toBeFocused();
    await expect(readiness.getByRole('group', { name: 'Token endpoint readable from this page' })).toContainText(/^No/);
    await expect(readiness.getByRole('group', { name: 'Gateway answers this address' })).toContainText(/^Yes/);
    // Remembered: a new visit shows each environment's answers without asking again.
    await page.reload();
    section = await fillSignIn(page, { authServer: `${AUTH}/pkce`, gateway: `${AUTH}/closed`, appKey: 'refex-demo' }, page.url());
    readiness = section.getByRole('region', { name: 'What works from this address' });
    await expect(readiness.getByRole('group', { name: 'Gateway answers this address' })).toContainText(/^No/);
    await expect(readiness.getByRole('group', { name: 'Token endpoint readable from this page' })).toContainText(/^Yes/);
  });

  test('every way into Settings carries the page to come back to', async ({ page }) => {
    await page.goto(`${APP}/?q=apple`);
    const back = `from=${encodeURIComponent('/?q=apple')}`;
    await expect(nav(page, 'Settings')).toHaveAttribute('href', `/settings?${back}`);
    await expect(page.getByRole('link', { name: /^Backend: Demo, / })).toHaveAttribute('href', `/settings?${back}`);
    await page.getByRole('button', { name: /^Quick jump/ }).click();
    await page.getByRole('combobox', { name: 'Quick jump search' }).fill('Settings');
    await page.getByRole('listbox', { name: 'Quick jump results' }).getByRole('option', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(`${APP}/settings?${back}`);
    // Within Settings the way back stays.
    await expect(nav(page, 'Settings')).toHaveAttribute('href', `/settings?${back}`);
  });
});
