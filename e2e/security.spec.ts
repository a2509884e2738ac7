import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SIM_ORIGIN, connectToSim, expect, test, setToggle } from './support/fixtures';
import { demoJwt } from '../src/sim/core/users';

/** A policy's directives by name. */
function directives(policy: string | null | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources.join(' ')]),
  );
}

test.describe('content security policy', () => {
  test('the build sends its policy as a header and a meta tag: scripts only from itself, no plugins, no <base>, no framing', async ({ page }) => {
    const response = await page.goto('/');
    const header = directives(response?.headers()['content-security-policy']);
    const meta = directives(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')));
    for (const policy of [header, meta]) {
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('default-src')).toBe("'none'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'none'");
      expect(policy.get('connect-src')?.split(' ')).toEqual(expect.arrayContaining(["'self'", 'https://gateway.saxobank.com', 'http://127.0.0.1:*']));
    }
    // Only a header can forbid framing.
    expect(header.get('frame-ancestors')).toBe("'none'");
    expect(meta.has('frame-ancestors')).toBe(false);
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
  });

  test('blocks an inline script, a remote script, a call to another host and a <base>, and reports each', async ({ page, cspViolations }) => {
    // Were the policy gone, the remote script would run and the call would succeed: both hosts answer.
    await page.route('https://cdn.example/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__remote = true;' }));
    await page.route('https://collector.example/**', (route) => route.fulfill({ body: 'ok', headers: { 'Access-Control-Allow-Origin': '*' } }));
    await page.goto('/timezones');
    await expect(page.getByRole('table', { name: 'Time zones' })).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const flags = window as unknown as { __inline?: boolean; __remote?: boolean };
      const inline = document.createElement('script');
      inline.textContent = 'window.__inline = true;';
      document.head.append(inline);
      const remote = document.createElement('script');
      remote.src = 'https://cdn.example/tracker.js';
      const remoteEnded = new Promise<string>((resolve) => {
        remote.onload = () => resolve('loaded');
        remote.onerror = () => resolve('refused');
      });
      document.head.append(remote);
      const call = await fetch('https://collector.example/leak').then(
        (answer) => `answered ${answer.status}`,
        () => 'refused',
      );
      const base = document.createElement('base');
      base.href = 'https://collector.example/';
      document.head.append(base);
      return { inline: flags.__inline ?? false, remote: await remoteEnded, remoteRan: flags.__remote ?? false, call, baseURI: document.baseURI };
    });
    expect(outcome).toEqual({ inline: false, remote: 'refused', remoteRan: false, call: 'refused', baseURI: page.url() });
    for (const report of [
      'script-src-elem blocked inline',
      'script-src-elem blocked https://cdn.example/tracker.js',
      'connect-src blocked https://collector.example/leak',
      'base-uri blocked https://collector.example/',
    ]) {
      await expect.poll(() => cspViolations.join('\n')).toContain(report);
    }
    cspViolations.splice(0);
  });

  test('Settings reports a gateway outside the policy as refused by it, not as unreachable', async ({ page, cspViolations }) => {
    // Were the policy gone, this gateway would answer.
    await page.route('https://gateway.example.com/**', (route) => route.fulfill({ json: { Data: [] }, headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin } }));
    const gateway = await connectToSim(page, 'demo');
    await gateway.getByRole('textbox', { name: 'Base address' }).fill('https://gateway.example.com/openapi');
    await gateway.getByRole('button', { name: 'Test connection' }).click();
    await expect(gateway.getByRole('alert')).toContainText('https://gateway.example.com is not one of them');
    await expect(gateway.getByRole('alert')).toContainText('REFEX_CONNECT_SRC');
    expect(cspViolations.join('\n')).toContain('connect-src blocked https://gateway.example.com/openapi/ref/v1/timezones');
    cspViolations.splice(0);
  });

  test('another site cannot show the app in a frame', async ({ page, baseURL }) => {
    // A page of no origin of the app's (a page on the internet would be refused for framing this
    // machine anyway, by Chromium's own rule on local network access).
    // The sign-in callback, which the app's own hidden renewal frame lands on, is refused to other sites too.
    for (const path of ['/settings', '/auth/callback#access_token=x&state=f.x']) {
      await page.setContent(`<iframe title="Refex" src="${baseURL}${path}"></iframe>`);
      // The browser puts its error page in the frame instead of the app.
      await expect.poll(() => page.frames()[1]?.url(), path).toMatch(/^chrome-error:/);
    }
  });

  test('only the sign-in callback may be framed, and only by the app; the authentication servers may be framed by it', async ({ page }) => {
    const callback = directives((await page.request.get('/auth/callback')).headers()['content-security-policy']);
    expect(callback.get('frame-ancestors')).toBe("'self'");
    for (const path of ['/', '/settings', '/timezones']) {
      expect(directives((await page.request.get(path)).headers()['content-security-policy']).get('frame-ancestors'), path).toBe("'none'");
    }
    const response = await page.goto('/');
    for (const policy of [
      directives(response?.headers()['content-security-policy']),
      directives(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'))),
    ]) {
      expect(policy.get('frame-src')?.split(' ')).toEqual(expect.arrayContaining(['https://sim.logonvalidation.net', 'https://live.logonvalidation.net', 'http://localhost:*']));
    }
  });
});

/** Where the two storages hold `secret`, in a key or a value. */
function storedCopies(page: Page, secret: string): Promise<string[]> {
  return page.evaluate((text) => {
    const places: string[] = [];
    for (const [name, storage] of [
      ['local', localStorage],
      ['session', sessionStorage],
    ] as const) {
      for (const key of Object.keys(storage)) if (key.includes(text) || storage.getItem(key)?.includes(text)) places.push(`${name} ${key}`);
    }
    return places;
  }, secret);
}

test.describe('the token', () => {
  test('stays out of the history, error panels and CSV exports', async ({ page }) => {
    const token = demoJwt('demo', new Date(Date.now() + 3 * 3_600_000));
    const gateway = await connectToSim(page, token);
    // Enter submits the form: the app connects, the browser does not send the form anywhere.
    await gateway.getByLabel('Access token').press('Enter');
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sections' });

    await nav.getByRole('link', { name: 'Corporate actions' }).click();
    await expect(page.getByRole('table', { name: 'Corporate action events' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Export CSV/ }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.split('\n').length).toBeGreaterThan(2);
    expect(csv).not.toContain(token);

    // A gateway that echoes the token in its error: the panel shows the message, masked.
    await page.route(`${SIM_ORIGIN}/openapi/ref/v1/timezones`, (route) =>
      route.fulfill({
        status: 400,
        json: { ErrorCode: 'InvalidRequest', Message: `The token ${token} is not valid here.`, ModelState: { Authorization: [`Bearer ${token}`] } },
        headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin },
      }),
    );
    await nav.getByRole('link', { name: 'Time zones' }).click();
    const panel = page.getByRole('main').getByRole('alert');
    await expect(panel).toContainText('The token [token] is not valid here.');
    expect(await page.locator('body').innerText()).not.toContain(token);

    // Every entry of the session's history, address and state, back to the first.
    const entries: string[] = [];
    const length = await page.evaluate(() => history.length);
    for (let step = 1; step < length; step += 1) {
      await page.goBack();
      entries.push(`${page.url()} ${await page.evaluate(() => JSON.stringify(history.state))}`);
    }
    expect(entries.join('\n')).toContain('/settings');
    expect(entries.join('\n')).not.toContain(token);
  });

  test('lives in session storage unless remembered, and leaves both storages on disconnecting', async ({ page }) => {
    const token = demoJwt('demo', new Date(Date.now() + 3 * 3_600_000));
    const disconnect = async () => {
      await page.getByRole('button', { name: 'Disconnect and use the demo' }).click();
      await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
    };

    let gateway = await connectToSim(page, token);
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    expect(await storedCopies(page, token)).toEqual(['session refex:token']);
    await disconnect();
    expect(await storedCopies(page, token)).toEqual([]);

    gateway = await connectToSim(page, token);
    await setToggle(gateway.getByRole('checkbox', { name: /Remember the token/ }));
    await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('link', { name: /Backend: Gateway/ })).toBeVisible();
    expect(await storedCopies(page, token)).toEqual(['local refex:token']);
    await disconnect();
    expect(await storedCopies(page, token)).toEqual([]);
    // Nothing left to come back with.
    await page.reload();
    await expect(page.getByRole('link', { name: /Backend: Demo, / })).toBeVisible();
  });
});
