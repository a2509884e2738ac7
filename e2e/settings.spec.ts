import type { Page } from '@playwright/test';
import { SIM_ORIGIN, connectToSim, expect, expectAccessible, test, setToggle } from './support/fixtures';
import { demoJwt } from '../src/sim/core/users';

/** The gateway refuses `token` from now on (401 to every GET that carries it); returns how many it refused so far. */
async function refuseToken(page: Page, token: string): Promise<() => number> {
  let refused = 0;
  await page.route(`${SIM_ORIGIN}/**`, async (route) => {
    if (route.request().method() === 'GET' && route.request().headers()['authorization'] === `Bearer ${token}`) {
      refused += 1;
      await route.fulfill({ status: 401, body: '', headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin } });
      return;
    }
    await route.fallback();
  });
  return () => refused;
}

test.describe('settings', () => {
  test('demo mode: choosing the restricted user changes what the service returns', async ({ page }) => {
    await page.goto('/settings');
    await expectAccessible(page);
    await page.getByRole('radio', { name: /Restricted/ }).check();
    await expect(page.getByRole('link', { name: /Backend: Demo, Restricted, simulator/ })).toBeVisible();
    // The restricted user is not entitled to corporate actions.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Corporate actions' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Not entitled to corporate actions (403)');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    // Back to full access: the same page works.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: /Full access/ }).check();
    await expect(page.getByRole('link', { name: /Backend: Demo, Full access, simulator/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Corporate actions' }).click();
    await expect(page.getByRole('table', { name: 'Corporate action events' })).toBeVisible();
  });

  test('connects to the simulator over HTTP as a gateway, without reloading', async ({ page }) => {
    const gateway = await connectToSim(page, 'demo');
    // The hint names the command as code, not with Markdown's backticks.
    await expect(gateway.getByRole('textbox', { name: 'Base address' })).toHaveAccessibleDescription('The OpenAPI root, for example http://127.0.0.1:4010 for npm run sim.');
    await expect(gateway.getByRole('code').filter({ hasText: 'npm run sim' })).toBeVisible();
    await gateway.getByRole('button', { name: 'Test connection' }).click();
    await expect(gateway.getByRole('status')).toContainText('27 time zones');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    // A marker on the page's window: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });
    const marker = () => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
    // Connected from the keyboard: the focus goes to what says the gateway is now in use, not to the page's body.
    await gateway.getByRole('button', { name: 'Connect', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: `Backend: Gateway ${new URL(SIM_ORIGIN).host}. Open settings` })).toBeVisible();
    const current = page.getByRole('region', { name: 'Current backend' });
    await expect(current).toBeFocused();
    await expect(current).toContainText(`Now using: the gateway ${new URL(SIM_ORIGIN).host}`);
    // The demo's simulator, no longer in use, has let its worker go.
    await expect.poll(() => page.workers().length).toBe(0);
    // The time zone page now loads from the HTTP simulator, a second origin.
    const request = page.waitForRequest((req) => req.url().startsWith(`${SIM_ORIGIN}/openapi/ref/v1/timezones`));
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Time zones' }).click();
    const sent = await request;
    expect(sent.headers()['authorization']).toBe('Bearer demo');
    expect(sent.url()).not.toContain('demo');
    await expect(page.getByRole('table', { name: 'Time zones' }).getByRole('row')).toHaveCount(28);
    expect(navigations.every((url) => !url.includes('token'))).toBe(true);
    // The token is kept for the session only (not remembered by default).
    const stored = await page.evaluate(() => ({ local: localStorage.getItem('refex:token'), session: sessionStorage.getItem('refex:token') }));
    expect(stored).toEqual({ local: null, session: 'demo' });
    expect(await marker()).toBe(1);
    // And back to the demo, still without a reload.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Disconnect and use the demo' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
    // The button went away; the focus is on what says the demo is now in use.
    await expect(current).toBeFocused();
    await expect(current).toContainText('Now using: the simulator');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Time zones' }).click();
    await expect(page.getByRole('table', { name: 'Time zones' }).getByRole('row')).toHaveCount(28);
    // From a simulator started anew.
    expect(page.workers()).toHaveLength(1);
    expect(await marker()).toBe(1);
    // The custom address is not forgotten on disconnecting.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('region', { name: 'Connect to a gateway' }).getByRole('textbox', { name: 'Base address' })).toHaveValue(SIM_ORIGIN);
    expect(await marker()).toBe(1);
  });

  test('a wrong token is reported clearly, and the right one then connects', async ({ page }) => {
    const gateway = await connectToSim(page, 'not-a-valid-token');
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(gateway.getByRole('alert')).toContainText('Token refused (401)');
    // The button stays where the focus was while the gateway was asked.
    await expect(gateway.getByRole('button', { name: 'Connect', exact: true })).toBeFocused();
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
    // Recovery: the address is still there, only the token needs fixing.
    await expect(gateway.getByRole('textbox', { name: 'Base address' })).toHaveValue(SIM_ORIGIN);
    await gateway.getByLabel('Access token').fill('demo');
    await expect(gateway.getByRole('alert')).toBeHidden();
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: `Backend: Gateway ${new URL(SIM_ORIGIN).host}. Open settings` })).toBeVisible();
  });

  test('an empty token asks for one instead of reporting a 401', async ({ page }) => {
    const gateway = await connectToSim(page, '   ');
    // The buttons wait for a token; a bare "Bearer" is no token either.
    await expect(gateway.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    await gateway.getByLabel('Access token').fill('Bearer');
    await expect(gateway.getByLabel('Access token')).toHaveAccessibleDescription(/Enter a token: only the word Bearer was pasted/);
    await expect(gateway.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    await expect(gateway.getByRole('alert')).toHaveCount(0);
  });

  test('a token without rights to reference data is reported as 403 and not saved', async ({ page }) => {
    const gateway = await connectToSim(page, 'demo');
    // A gateway that knows the token but does not entitle it (with CORS, as the real one answers).
    await page.route(`${SIM_ORIGIN}/openapi/ref/v1/timezones`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ ErrorCode: 'Forbidden', Message: 'Access denied' }),
        headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin },
      });
    });
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(gateway.getByRole('alert')).toContainText('Not entitled (403)');
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
  });

  test('an unreachable gateway is reported as such', async ({ page }) => {
    const gateway = await connectToSim(page, 'demo');
    await gateway.getByRole('textbox', { name: 'Base address' }).fill('http://127.0.0.1:9');
    await gateway.getByRole('button', { name: 'Test connection' }).click();
    await expect(gateway.getByRole('alert')).toContainText('Gateway unreachable');
  });

  test('a gateway without CORS for this origin is reported as CORS refused', async ({ page }) => {
    // Like the real gateway, the simulator sends no CORS headers for paths it does not know:
    // a wrong base path makes the browser refuse the answer although the host is up.
    const gateway = await connectToSim(page, 'demo');
    await gateway.getByRole('textbox', { name: 'Base address' }).fill(`${SIM_ORIGIN}/wrong-prefix`);
    await gateway.getByRole('button', { name: 'Test connection' }).click();
    await expect(gateway.getByRole('alert')).toContainText('Refused by CORS');
  });

  test('the restricted token on the HTTP simulator gets 403 on corporate actions', async ({ page }) => {
    const gateway = await connectToSim(page, 'demo-restricted');
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Corporate actions' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Not entitled to corporate actions (403)');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('licenses this service separately');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Open the settings' })).toBeVisible();
  });

  test('another user on the same gateway never sees the previous user’s cached data', async ({ page }) => {
    const gateway = await connectToSim(page, 'demo');
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Corporate actions' }).click();
    await expect(page.getByRole('table', { name: 'Corporate action events' })).toBeVisible();
    // The restricted user connects on the same gateway address, in the same page.
    await nav.getByRole('link', { name: 'Settings' }).click();
    const again = page.getByRole('region', { name: 'Connect to a gateway' });
    await expect(again.getByRole('textbox', { name: 'Base address' })).toHaveValue(SIM_ORIGIN);
    await again.getByLabel('Access token').fill('demo-restricted');
    await again.getByRole('button', { name: 'Connect', exact: true }).click();
    // The first connection's notice may still be up beside the second one.
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Connected to' }).last()).toBeVisible();
    await nav.getByRole('link', { name: 'Corporate actions' }).click();
    // Asked afresh with the new token (the gateway refuses it), not served from the first user's cache.
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Not entitled to corporate actions (403)');
    await expect(page.getByRole('table', { name: 'Corporate action events' })).toHaveCount(0);
  });

  test('a 401 later asks for a new token in place and keeps the page', async ({ page }) => {
    const gateway = await connectToSim(page, 'demo');
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    // The token "expires": the gateway refuses it from now on.
    await refuseToken(page, 'demo');
    await page.goto('/timezones?zone=3');
    const dialog = page.getByRole('dialog', { name: 'Token refused' });
    await expect(dialog).toBeVisible();
    // A wrong token first: refused again, the prompt comes back, the page is kept.
    const refusedAgain = page.waitForResponse((response) => response.request().headers()['authorization'] === 'Bearer still-wrong' && response.status() === 401);
    await dialog.getByLabel('New access token').fill('still-wrong');
    await dialog.getByRole('button', { name: 'Use this token' }).click();
    await refusedAgain;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('New access token')).toHaveValue('');
    await expect(page).toHaveURL(/\/timezones\?zone=3$/);
    await dialog.getByLabel('New access token').fill('demo-restricted');
    await dialog.getByRole('button', { name: 'Use this token' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/timezones\?zone=3$/);
    await expect(page.getByRole('table', { name: 'Time zones' }).getByRole('row')).toHaveCount(28);
    await expect(page.getByRole('row', { name: /US Eastern Time/ })).toHaveAttribute('aria-current', 'true');
  });

  test('a 401 on a filtered search keeps the keywords and filters, and the results come back', async ({ page }) => {
    const gateway = await connectToSim(page, 'demo');
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    const refused = await refuseToken(page, 'demo');
    const address = '/?q=shell&types=Stock&top=10';
    await page.goto(address);
    const dialog = page.getByRole('dialog', { name: 'Token refused' });
    await expect(dialog).toBeVisible();
    expect(refused()).toBeGreaterThan(0);
    await dialog.getByLabel('New access token').fill('Bearer demo-restricted');
    await dialog.getByRole('button', { name: 'Use this token' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).search).toBe(new URL(address, 'http://x').search);
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('shell');
    const results = page.getByRole('table', { name: 'Search results' });
    await expect(results.getByRole('row').nth(1)).toBeVisible();
    // Only stocks come back, as the filter asks.
    const types = await results.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.textContent ?? ''));
    expect(types.length).toBeGreaterThan(0);
    for (const text of types) expect(text).toContain('Stock');
  });

  test('the banner warns when the token is close to expiry, and says when it has expired', async ({ page }) => {
    await page.clock.install();
    const token = demoJwt('demo', new Date(Date.now() + 20 * 60_000));
    const gateway = await connectToSim(page, token);
    await setToggle(gateway.getByRole('checkbox', { name: /Remember the token/ }));
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    const banner = page.getByRole('link', { name: /Backend: Gateway/ });
    await expect(banner).toContainText(/token expires in (19|20) min/);
    // Remembered: the token survives a new session in local storage, still never in the address.
    expect(await page.evaluate(() => localStorage.getItem('refex:token'))).toBe(token);
    expect(page.url()).not.toContain(token.slice(0, 20));
    await page.reload();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toContainText(/token expires in/);
    // The page's clock moved on to 20 s before the end: less than a minute, not "0 min"; at the end, expired.
    const end = (JSON.parse(atob(token.split('.')[1] ?? '')) as { exp: number }).exp * 1000;
    await page.clock.fastForward(end - 20_000 - (await page.evaluate(() => Date.now())));
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toHaveAccessibleName(/, token expires in less than a minute\. Open settings$/);
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toContainText('token expires in less than a minute');
    await page.clock.fastForward(20_000);
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toHaveAccessibleName(/, token expired\. Open settings$/);
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toContainText('token expired');
  });

  test('the SIM and LIVE presets call the right gateway, and connecting to SIM says so in the banner', async ({ page }) => {
    // No real network: the broker's gateway is intercepted and answers like the real one (CORS included).
    const calls: { url: string; auth: string | undefined }[] = [];
    await page.route('https://gateway.saxobank.com/**', async (route) => {
      const request = route.request();
      const cors = {
        'Access-Control-Allow-Origin': new URL(page.url()).origin,
        'Access-Control-Allow-Headers': 'Authorization',
        // As the real gateway does: the correlation id is readable by the page.
        'Access-Control-Expose-Headers': 'X-Correlation',
        'X-Correlation': 'corr-preset-1',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { ...cors, 'Access-Control-Allow-Methods': 'GET' } });
      calls.push({ url: request.url(), auth: request.headers()['authorization'] });
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: cors,
        body: JSON.stringify({ Data: [{ TimeZoneId: '0', DisplayName: 'UTC', ZoneName: 'Etc/UTC' }] }),
      });
    });
    await page.goto('/settings');
    const gateway = page.getByRole('region', { name: 'Connect to a gateway' });
    await gateway.getByLabel('Access token').fill('preset-token');

    await gateway.getByText('Saxo LIVE', { exact: true }).click();
    await expect(gateway.getByText('https://gateway.saxobank.com/openapi', { exact: true })).toBeVisible();
    await gateway.getByRole('button', { name: 'Test connection' }).click();
    await expect(gateway.getByRole('status')).toContainText('1 time zone.');
    // The gateway's correlation id is reported with the outcome.
    await expect(gateway.getByRole('status')).toContainText('corr-preset-1');
    expect(calls.at(-1)).toEqual({ url: 'https://gateway.saxobank.com/openapi/ref/v1/timezones', auth: 'Bearer preset-token' });

    await gateway.getByText('Saxo SIM', { exact: true }).click();
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Backend: SIM gateway.saxobank.com/sim. Open settings' })).toBeVisible();
    expect(calls.at(-1)).toEqual({ url: 'https://gateway.saxobank.com/sim/openapi/ref/v1/timezones', auth: 'Bearer preset-token' });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Time zones' }).click();
    await expect(page.getByRole('table', { name: 'Time zones' }).getByRole('row')).toHaveCount(2);
    expect(calls.at(-1)?.url).toBe('https://gateway.saxobank.com/sim/openapi/ref/v1/timezones');
    expect(calls.every((call) => call.url.startsWith('https://gateway.saxobank.com/'))).toBe(true);
  });

  test('a gateway saved in another tab asks for a token in a new tab, and continues where the user is', async ({ page, context }) => {
    const gateway = await connectToSim(page, 'demo');
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();

    // A new tab shares local storage but not the session's token.
    const tab = await context.newPage();
    const simRequests: string[] = [];
    tab.on('request', (request) => {
      if (request.url().startsWith(SIM_ORIGIN)) simRequests.push(request.url());
    });
    await tab.goto('/timezones?zone=3');
    const dialog = tab.getByRole('dialog', { name: 'Gateway session ended' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Gateway address' })).toHaveValue(SIM_ORIGIN);
    // Still the gateway (not silently the demo), and it says there is no token.
    await expect(tab.getByRole('link', { name: `Backend: Gateway ${new URL(SIM_ORIGIN).host}, no token. Open settings` })).toBeVisible();
    expect(simRequests).toEqual([]);
    await dialog.getByLabel('Access token').fill('demo');
    await dialog.getByRole('button', { name: 'Use this token' }).click();
    await expect(dialog).toBeHidden();
    await expect(tab).toHaveURL(/\/timezones\?zone=3$/);
    await expect(tab.getByRole('row', { name: /US Eastern Time/ })).toHaveAttribute('aria-current', 'true');
    await expect(tab.getByRole('link', { name: `Backend: Gateway ${new URL(SIM_ORIGIN).host}. Open settings` })).toBeVisible();
    await tab.close();
  });

  test('the session-ended prompt leads to the settings with the gateway address filled in', async ({ page, context }) => {
    const gateway = await connectToSim(page, 'demo');
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    const tab = await context.newPage();
    await tab.goto('/');
    const dialog = tab.getByRole('dialog', { name: 'Gateway session ended' });
    await dialog.getByRole('link', { name: 'Open the settings' }).click();
    await expect(dialog).toBeHidden();
    await expect(tab.getByRole('region', { name: 'Current backend' })).toContainText('the session ended');
    await expect(tab.getByRole('region', { name: 'Connect to a gateway' }).getByRole('textbox', { name: 'Base address' })).toHaveValue(SIM_ORIGIN);
    await tab.close();
  });

  test('the token never shows in the address bar, the console or a request address', async ({ page }) => {
    const token = demoJwt('demo', new Date(Date.now() + 3 * 3_600_000));
    const secrets = [token, token.split('.')[1] as string];
    const seen: string[] = [];
    page.on('console', (message) => seen.push(`console: ${message.text()} ${message.location().url}`));
    page.on('pageerror', (error) => seen.push(`error: ${error.message}`));
    page.on('request', (request) => seen.push(`request: ${request.url()}`));
    page.on('framenavigated', (frame) => seen.push(`address: ${frame.url()}`));

    const gateway = await connectToSim(page, token);
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Time zones' }).click();
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    await nav.getByRole('link', { name: 'Corporate actions' }).click();
    await expect(page.getByRole('table', { name: 'Corporate action events' })).toBeVisible();
    await nav.getByRole('link', { name: 'Search' }).click();
    // The inbox has a Keywords box too: type once the search page is there.
    await expect(page.getByRole('heading', { name: 'Search instruments', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('shell');
    await expect(page.getByRole('table', { name: 'Search results' }).getByRole('row').nth(1)).toBeVisible();
    // A refusal and a renewal (errors are where tokens tend to leak into logs).
    await refuseToken(page, token);
    await page.goto('/timezones');
    const dialog = page.getByRole('dialog', { name: 'Token refused' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('New access token').fill('demo');
    await dialog.getByRole('button', { name: 'Use this token' }).click();
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();

    expect(seen.some((line) => line.startsWith('request: '))).toBe(true);
    for (const line of seen) for (const secret of secrets) expect(line).not.toContain(secret);
    expect(page.url()).not.toContain(token.slice(0, 20));
  });
});
