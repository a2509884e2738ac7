import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSimulator } from '../testing';
import { createSimulator } from '../service';
import { createAuthServer, redirectAllowed, s256, DEMO_APPS, type AuthServer } from './auth-server';
import { startSimServer, type StartedServer } from './http-server';

const APP_ORIGIN = 'http://127.0.0.1:5173';
const REDIRECT = `${APP_ORIGIN}/auth/callback`;
let server: StartedServer;
let auth: AuthServer;
let clock = Date.UTC(2026, 10, 27, 12, 0, 0);

beforeAll(async () => {
  auth = createAuthServer({ now: () => new Date(clock), accessLifetime: 120, refreshLifetime: 600 });
  server = await startSimServer(createTestSimulator(), 0, undefined, undefined, auth);
});

afterAll(async () => {
  await server.close();
});

const verifier = () => randomBytes(40).toString('base64url');

function authorizeUrl(params: Record<string, string>, prefix = ''): string {
  return `${server.url}${prefix}/authorize?${new URLSearchParams(params)}`;
}

/** Signs in as `user` through the page's form, as a browser would post it; returns the redirect's Location. */
async function signIn(params: Record<string, string>, user = 'demo', prefix = ''): Promise<{ location: URL; cookie: string | null }> {
  const page = await fetch(authorizeUrl(params, prefix));
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] as string, (match[2] as string).replace(/&amp;/g, '&')]));
  form.set('user', user);
  const posted = await fetch(`${server.url}${prefix}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(posted.status).toBe(302);
  return { location: new URL(posted.headers.get('location') as string), cookie: posted.headers.get('set-cookie') };
}

async function token(body: Record<string, string>, prefix = '', origin = APP_ORIGIN) {
  const response = await fetch(`${server.url}${prefix}/token`, { method: 'POST', headers: { Origin: origin }, body: new URLSearchParams(body) });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

async function codeFor(user: string, appKey = 'refex-demo', redirect = REDIRECT) {
  const codeVerifier = verifier();
  const { location } = await signIn({ response_type: 'code', client_id: appKey, redirect_uri: redirect, state: 's1', code_challenge: s256(codeVerifier), code_challenge_method: 'S256' }, user);
  return { code: location.searchParams.get('code') as string, codeVerifier, location };
}

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('simulated authentication server', () => {
  it('shows a sign-in page for a registered AppKey and redirect URL, and refuses an unknown AppKey or redirect URL without redirecting', async () => {
    const page = await fetch(authorizeUrl({ response_type: 'code', client_id: 'refex-demo', redirect_uri: REDIRECT, state: 'x', code_challenge: s256(verifier()), code_challenge_method: 'S256' }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in as demo (full access)');
    expect(html).toContain('Sign in as demo-restricted');
    const unknown = await fetch(authorizeUrl({ response_type: 'code', client_id: 'nobody', redirect_uri: REDIRECT, state: 'x' }), { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown application');
    for (const redirect of ['https://evil.example/auth/callback', 'http://127.0.0.1:5173/other', 'http://127.0.0.1:5173/auth/callback#x', 'http://evil.example/auth/callback']) {
      const refused = await fetch(authorizeUrl({ response_type: 'code', client_id: 'refex-demo', redirect_uri: redirect, state: 'x' }), { redirect: 'manual' });
      expect(refused.status, redirect).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
    }
  });

  it('matches redirect URLs exactly, a loopback one on any port', () => {
    const app = DEMO_APPS[0]!;
    expect(redirectAllowed(app, 'http://127.0.0.1:4302/auth/callback')).toBe(true);
    expect(redirectAllowed(app, 'http://localhost:5173/auth/callback')).toBe(true);
    expect(redirectAllowed(app, 'http://127.0.0.1:4302/auth/callback/')).toBe(false);
    expect(redirectAllowed(app, 'http://127.0.0.1:4302/auth/callback?x=1')).toBe(false);
    expect(redirectAllowed(app, 'https://127.0.0.1:4302/auth/callback')).toBe(false);
    expect(redirectAllowed(app, 'http://127.0.0.2/auth/callback')).toBe(false);
  });

  it('exchanges a code for signed tokens with PKCE checked, once', async () => {
    const { code, codeVerifier, location } = await codeFor('demo-restricted');
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('s1');
    const wrong = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code, redirect_uri: REDIRECT, code_verifier: verifier() });
    expect(wrong.response.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    // The failed attempt spent the code.
    const again = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(again.body.error).toBe('invalid_grant');

    const fresh = await codeFor('demo-restricted');
    const ok = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code: fresh.code, redirect_uri: REDIRECT, code_verifier: fresh.codeVerifier });
    expect(ok.response.status).toBe(200);
    expect(ok.response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(ok.response.headers.get('cache-control')).toBe('no-store');
    expect(ok.body).toMatchObject({ token_type: 'Bearer', expires_in: 120, refresh_token_expires_in: 600 });
    const access = ok.body.access_token as string;
    const header = JSON.parse(Buffer.from(access.split('.')[0] as string, 'base64url').toString('utf8')) as { alg: string };
    expect(header.alg).toBe('HS256');
    expect(claims(access)).toMatchObject({ sub: 'demo-restricted', exp: Math.floor(clock / 1000) + 120 });
  });

  it('rejects a wrong redirect_uri or AppKey at the token endpoint', async () => {
    const { code, codeVerifier } = await codeFor('demo');
    const other = await token({ grant_type: 'authorization_code', client_id: 'refex-demo-short', code, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(other.body.error).toBe('invalid_grant');
    const again = await codeFor('demo');
    const moved = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code: again.code, redirect_uri: 'http://127.0.0.1:9999/auth/callback', code_verifier: again.codeVerifier });
    expect(moved.body.error).toBe('invalid_grant');
    const unknown = await token({ grant_type: 'authorization_code', client_id: 'who', code: 'x', redirect_uri: REDIRECT, code_verifier: verifier() });
    expect(unknown.response.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_client');
  });

  it('rotates refresh tokens within a lifetime counted from sign-in, and ends the session when a rotated one comes back', async () => {
    const start = clock;
    const { code, codeVerifier } = await codeFor('demo');
    const first = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    const refresh1 = first.body.refresh_token as string;
    clock = start + 300_000;
    const second = await token({ grant_type: 'refresh_token', refresh_token: refresh1, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(second.response.status).toBe(200);
    const refresh2 = second.body.refresh_token as string;
    expect(refresh2).not.toBe(refresh1);
    // Not extended by rotation: 600 s from sign-in, 300 s of them gone.
    expect(second.body.refresh_token_expires_in).toBe(300);
    expect(claims(second.body.access_token as string).exp).toBe(Math.floor(clock / 1000) + 120);
    // The refresh needs the sign-in's redirect_uri and code_verifier, as the broker's sample sends them.
    const before = auth.counters().refreshReuses;
    const reused = await token({ grant_type: 'refresh_token', refresh_token: refresh1, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(reused.body.error).toBe('invalid_grant');
    expect(auth.counters().refreshReuses).toBe(before + 1);
    // Reuse ends the family: the live token stops working too.
    const ended = await token({ grant_type: 'refresh_token', refresh_token: refresh2, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(ended.body.error).toBe('invalid_grant');

    const other = await codeFor('demo');
    const signedIn = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code: other.code, redirect_uri: REDIRECT, code_verifier: other.codeVerifier });
    const badVerifier = await token({ grant_type: 'refresh_token', refresh_token: signedIn.body.refresh_token as string, redirect_uri: REDIRECT, code_verifier: verifier() });
    expect(badVerifier.body.error).toBe('invalid_grant');
    const late = await codeFor('demo');
    const lateTokens = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code: late.code, redirect_uri: REDIRECT, code_verifier: late.codeVerifier });
    clock += 601_000;
    const expired = await token({ grant_type: 'refresh_token', refresh_token: lateTokens.body.refresh_token as string, redirect_uri: REDIRECT, code_verifier: late.codeVerifier });
    expect(expired.body.error).toBe('invalid_grant');
    expect(expired.body.error_description).toMatch(/expired/);
  });

  it('gives the short-lived AppKey short tokens', async () => {
    const { code, codeVerifier } = await codeFor('demo', 'refex-demo-short');
    const tokens = await token({ grant_type: 'authorization_code', client_id: 'refex-demo-short', code, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(tokens.body).toMatchObject({ expires_in: 20, refresh_token_expires_in: 90 });
  });

  it('answers an invalid refresh with a readable 400, and the /nocors token endpoint without CORS headers', async () => {
    const probe = await token({ grant_type: 'refresh_token', refresh_token: 'probe', redirect_uri: REDIRECT, code_verifier: verifier() });
    expect(probe.response.status).toBe(400);
    expect(probe.response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const closed = await token({ grant_type: 'refresh_token', refresh_token: 'probe' }, '/nocors');
    expect(closed.response.status).toBe(400);
    expect(closed.response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/nocors/token`, { method: 'OPTIONS', headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives the implicit AppKey a token in the fragment, and refuses the grant an AppKey is not registered for', async () => {
    const { location } = await signIn({ response_type: 'token', client_id: 'refex-demo-implicit', redirect_uri: REDIRECT, state: 'st' }, 'demo', '/nocors');
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('st');
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('refresh_token')).toBeNull();
    expect(claims(fragment.get('access_token') as string).sub).toBe('demo');
    const wrong = await fetch(authorizeUrl({ response_type: 'code', client_id: 'refex-demo-implicit', redirect_uri: REDIRECT, state: 'st', code_challenge: s256(verifier()), code_challenge_method: 'S256' }), { redirect: 'manual' });
    expect(wrong.status).toBe(302);
    expect(new URL(wrong.headers.get('location') as string).searchParams.get('error')).toBe('unauthorized_client');
    const noPkce = await fetch(authorizeUrl({ response_type: 'code', client_id: 'refex-demo', redirect_uri: REDIRECT, state: 'st' }), { redirect: 'manual' });
    expect(new URL(noPkce.headers.get('location') as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('answers prompt=none from the demo session, or with login_required', async () => {
    const params = { response_type: 'token', client_id: 'refex-demo-implicit', redirect_uri: REDIRECT, state: 'p', prompt: 'none' };
    const none = await fetch(authorizeUrl(params), { redirect: 'manual' });
    expect(new URLSearchParams(new URL(none.headers.get('location') as string).hash.slice(1)).get('error')).toBe('login_required');
    const { cookie } = await signIn({ ...params, prompt: '' }, 'demo-restricted');
    expect(cookie).toMatch(/HttpOnly/);
    const silent = await fetch(authorizeUrl(params), { redirect: 'manual', headers: { Cookie: (cookie as string).split(';')[0] as string } });
    const fragment = new URLSearchParams(new URL(silent.headers.get('location') as string).hash.slice(1));
    expect(claims(fragment.get('access_token') as string).sub).toBe('demo-restricted');
  });

  it('cancelling returns access_denied with the state', async () => {
    const form = new URLSearchParams({ response_type: 'code', client_id: 'refex-demo', redirect_uri: REDIRECT, state: 'c', code_challenge: s256(verifier()), code_challenge_method: 'S256', cancel: '1' });
    const posted = await fetch(`${server.url}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    const back = new URL(posted.headers.get('location') as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('c');
  });

  it('keeps the control endpoint to this machine and not web pages, and revokes every refresh token on request', async () => {
    const fromPage = await fetch(`${server.url}/__sim/auth`, { headers: { Origin: APP_ORIGIN } });
    expect(fromPage.status).toBe(403);
    const { code, codeVerifier } = await codeFor('demo');
    const tokens = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect((await fetch(`${server.url}/__sim/auth/revoke`, { method: 'POST' })).status).toBe(200);
    const after = await token({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token as string, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(after.body.error).toBe('invalid_grant');
  });
});

describe('tokens the gateway accepts', () => {
  it('serves reference data with a token from the real clock', async () => {
    const live = await startSimServer(createSimulator(), 0);
    try {
      const codeVerifier = verifier();
      const query = new URLSearchParams({ response_type: 'code', client_id: 'refex-demo', redirect_uri: REDIRECT, state: 'g', code_challenge: s256(codeVerifier), code_challenge_method: 'S256' });
      const posted = await fetch(`${live.url}/authorize`, { method: 'POST', body: new URLSearchParams([...query, ['user', 'demo']]), redirect: 'manual' });
      const code = new URL(posted.headers.get('location') as string).searchParams.get('code') as string;
      const response = await fetch(`${live.url}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'refex-demo', code, redirect_uri: REDIRECT, code_verifier: codeVerifier }) });
      const { access_token: access } = (await response.json()) as { access_token: string };
      const ok = await fetch(`${live.url}/openapi/ref/v1/timezones`, { headers: { Authorization: `Bearer ${access}` } });
      expect(ok.status).toBe(200);
    } finally {
      await live.close();
    }
  });
});
