import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSimulator } from '../testing';
import { createSimulator } from '../service';
import { createAuthServer, redirectAllowed, s256, DEMO_APPS, type AuthServer, type DemoApp } from './auth-server';
import { startSimServer, type StartedServer } from './http-server';

// The app as it is served on this machine: on localhost, the only host the demo apps register (without a port).
const APP_ORIGIN = 'http://localhost:5173';
const REDIRECT = `${APP_ORIGIN}/auth/callback`;
const NOT_REGISTERED = '{"error":"invalid_request","error_description":"Value of redirect_uri parameter is not registered"}';
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

/** Signs in as `user` through the page's form, as a browser would post it; returns the redirect's Location and the session cookie set. */
async function signIn(params: Record<string, string>, user = 'demo', prefix = ''): Promise<{ location: URL; cookie: string }> {
  const page = await fetch(authorizeUrl(params, prefix));
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] as string, (match[2] as string).replace(/&amp;/g, '&')]),
  );
  form.set('user', user);
  const posted = await fetch(`${server.url}${prefix}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(posted.status).toBe(302);
  return { location: new URL(posted.headers.get('location') as string), cookie: posted.headers.get('set-cookie') ?? '' };
}

/** The `name=value` a browser sends back for a Set-Cookie. */
const sent = (setCookie: string) => setCookie.split(';')[0] as string;

/** A prompt=none request, as a hidden frame makes it, with the cookie given. */
async function silent(params: Record<string, string>, prefix = '', cookie?: string) {
  const response = await fetch(authorizeUrl({ ...params, prompt: 'none' }, prefix), { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(302);
  expect(response.headers.get('x-frame-options')).toBeNull();
  const location = new URL(response.headers.get('location') as string);
  return { response, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** The token endpoint as the page calls it (with its Origin); the code + PKCE path is the one of `/pkce`, whose token endpoint a page can read. */
async function token(body: Record<string, string>, prefix = '/pkce', origin = APP_ORIGIN) {
  const response = await fetch(`${server.url}${prefix}/token`, { method: 'POST', headers: { Origin: origin }, body: new URLSearchParams(body) });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

async function codeFor(user: string, appKey = 'refex-demo', redirect = REDIRECT, prefix = '/pkce') {
  const codeVerifier = verifier();
  const { location } = await signIn(
    { response_type: 'code', client_id: appKey, redirect_uri: redirect, state: 's1', code_challenge: s256(codeVerifier), code_challenge_method: 'S256' },
    user,
    prefix,
  );
  return { code: location.searchParams.get('code') as string, codeVerifier, location };
}

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const implicitParams = (appKey = 'refex-demo-implicit', redirect = REDIRECT) => ({ response_type: 'token', client_id: appKey, redirect_uri: redirect, state: 'p' });

describe('simulated authentication server: redirect URLs as the broker matches them', () => {
  it('shows a sign-in page that may not be framed for a registered AppKey and redirect URL', async () => {
    const page = await fetch(
      authorizeUrl({ response_type: 'code', client_id: 'refex-demo', redirect_uri: REDIRECT, state: 'x', code_challenge: s256(verifier()), code_challenge_method: 'S256' }),
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('Sign in as demo (full access)');
    expect(html).toContain('Sign in as demo-restricted');
  });

  it('accepts the registered http://localhost/auth/callback on any port, or none', async () => {
    for (const redirect of [
      'http://localhost:5173/auth/callback',
      'http://localhost:4173/auth/callback',
      'http://localhost:65535/auth/callback',
      'http://localhost/auth/callback',
    ]) {
      const page = await fetch(authorizeUrl(implicitParams('refex-demo-implicit', redirect)), { redirect: 'manual' });
      expect(page.status, redirect).toBe(200);
    }
  });

  it("refuses 127.0.0.1 and any other redirect URL with the broker's JSON answer, no redirect and no framing", async () => {
    const refusedUrls = [
      'http://127.0.0.1:5173/auth/callback',
      'http://127.0.0.1/auth/callback',
      'http://[::1]:5173/auth/callback',
      'https://localhost:5173/auth/callback',
      'http://localhost:5173/auth/callback/',
      'http://localhost:5173/auth/callback?x=1',
      'http://localhost:5173/auth/callback#x',
      'http://localhost:5173/other',
      'http://user@localhost:5173/auth/callback',
      'http://evil.example/auth/callback',
      '/auth/callback',
      '',
    ];
    for (const redirect of refusedUrls) {
      for (const prompt of [{}, { prompt: 'none' }] as Record<string, string>[]) {
        const refused = await fetch(authorizeUrl({ ...implicitParams('refex-demo-implicit', redirect), ...prompt }), { redirect: 'manual' });
        expect(refused.status, redirect).toBe(400);
        expect(refused.headers.get('location')).toBeNull();
        expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(refused.headers.get('x-frame-options')).toBe('DENY');
        expect(await refused.text()).toBe(NOT_REGISTERED);
      }
    }
    const unknown = await fetch(authorizeUrl({ response_type: 'code', client_id: 'nobody', redirect_uri: REDIRECT, state: 'x' }), { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('location')).toBeNull();
    expect(await unknown.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('matches scheme, host, path and query as registered and ignores the requested port; a registered URL with a port matches nothing', () => {
    const app = DEMO_APPS[0] as DemoApp;
    expect(DEMO_APPS.every((demo) => demo.redirectUrls.length === 1 && demo.redirectUrls[0] === 'http://localhost/auth/callback')).toBe(true);
    expect(redirectAllowed(app, 'http://localhost:4302/auth/callback')).toBe(true);
    expect(redirectAllowed(app, 'http://LOCALHOST:4302/auth/callback')).toBe(true);
    expect(redirectAllowed(app, 'http://localhost:4302/Auth/callback')).toBe(false);
    expect(redirectAllowed(app, 'http://localhost:4302/auth/./callback')).toBe(false);
    expect(redirectAllowed(app, 'http://localhost:99999/auth/callback')).toBe(false);
    expect(redirectAllowed(app, 'http://127.0.0.1:4302/auth/callback')).toBe(false);
    const withQuery: DemoApp = { ...app, redirectUrls: ['http://localhost/cb?from=sim'] };
    expect(redirectAllowed(withQuery, 'http://localhost:8080/cb?from=sim')).toBe(true);
    expect(redirectAllowed(withQuery, 'http://localhost:8080/cb?from=other')).toBe(false);
    expect(redirectAllowed(withQuery, 'http://localhost:8080/cb')).toBe(false);
    const withPort: DemoApp = { ...app, redirectUrls: ['http://localhost:5173/auth/callback'] };
    for (const uri of ['http://localhost:5173/auth/callback', 'http://localhost/auth/callback', 'http://localhost:80/auth/callback'])
      expect(redirectAllowed(withPort, uri), uri).toBe(false);
  });
});

describe('simulated authentication server: code + PKCE and refresh tokens', () => {
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
    expect(claims(access)).toMatchObject({ sub: 'demo-restricted', aid: 'refex-demo', sid: expect.any(String), exp: Math.floor(clock / 1000) + 120 });
  });

  it("sends no CORS headers from the root token endpoint (the broker's), and sends them from /pkce's", async () => {
    const root = await token({ grant_type: 'refresh_token', refresh_token: 'probe', redirect_uri: REDIRECT, code_verifier: verifier() }, '');
    expect(root.response.status).toBe(400);
    expect(root.response.headers.get('access-control-allow-origin')).toBeNull();
    const rootPreflight = await fetch(`${server.url}/token`, { method: 'OPTIONS', headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST' } });
    expect(rootPreflight.headers.get('access-control-allow-origin')).toBeNull();
    const noframe = await token({ grant_type: 'refresh_token', refresh_token: 'probe' }, '/noframe');
    expect(noframe.response.headers.get('access-control-allow-origin')).toBeNull();
    const pkce = await token({ grant_type: 'refresh_token', refresh_token: 'probe', redirect_uri: REDIRECT, code_verifier: verifier() }, '/pkce');
    expect(pkce.response.status).toBe(400);
    expect(pkce.response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const pkcePreflight = await fetch(`${server.url}/pkce/token`, {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(pkcePreflight.status).toBe(204);
    expect(pkcePreflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    // A server (no Origin, no CORS needed) redeems a code at the root token endpoint all the same.
    const { code, codeVerifier } = await codeFor('demo', 'refex-demo', REDIRECT, '');
    const serverSide = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code, redirect_uri: REDIRECT, code_verifier: codeVerifier }, '');
    expect(serverSide.response.status).toBe(200);
    expect(serverSide.response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rejects a wrong redirect_uri or AppKey at the token endpoint', async () => {
    const { code, codeVerifier } = await codeFor('demo');
    const other = await token({ grant_type: 'authorization_code', client_id: 'refex-demo-short', code, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(other.body.error).toBe('invalid_grant');
    const again = await codeFor('demo');
    const moved = await token({
      grant_type: 'authorization_code',
      client_id: 'refex-demo',
      code: again.code,
      redirect_uri: 'http://localhost:9999/auth/callback',
      code_verifier: again.codeVerifier,
    });
    expect(moved.body.error).toBe('invalid_grant');
    const unknown = await token({ grant_type: 'authorization_code', client_id: 'who', code: 'x', redirect_uri: REDIRECT, code_verifier: verifier() });
    expect(unknown.response.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_client');
  });

  it('rotates refresh tokens, each refresh renewing the lifetime, and ends the session when a rotated one comes back', async () => {
    const start = clock;
    const { code, codeVerifier } = await codeFor('demo');
    const first = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    const refresh1 = first.body.refresh_token as string;
    clock = start + 300_000;
    const second = await token({ grant_type: 'refresh_token', refresh_token: refresh1, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(second.response.status).toBe(200);
    const refresh2 = second.body.refresh_token as string;
    expect(refresh2).not.toBe(refresh1);
    // Rolling: the new refresh token lives the whole 600 s from this refresh, past the first one's end.
    expect(second.body.refresh_token_expires_in).toBe(600);
    expect(claims(second.body.access_token as string).exp).toBe(Math.floor(clock / 1000) + 120);
    clock = start + 800_000;
    const third = await token({ grant_type: 'refresh_token', refresh_token: refresh2, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(third.response.status).toBe(200);
    expect(third.body.refresh_token_expires_in).toBe(600);
    // The refresh needs the sign-in's redirect_uri and code_verifier, as the broker's sample sends them.
    const before = auth.counters().refreshReuses;
    const reused = await token({ grant_type: 'refresh_token', refresh_token: refresh1, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(reused.body.error).toBe('invalid_grant');
    expect(auth.counters().refreshReuses).toBe(before + 1);
    // Reuse ends the family: the live token stops working too.
    const ended = await token({ grant_type: 'refresh_token', refresh_token: third.body.refresh_token as string, redirect_uri: REDIRECT, code_verifier: codeVerifier });
    expect(ended.body.error).toBe('invalid_grant');

    const other = await codeFor('demo');
    const signedIn = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code: other.code, redirect_uri: REDIRECT, code_verifier: other.codeVerifier });
    const badVerifier = await token({ grant_type: 'refresh_token', refresh_token: signedIn.body.refresh_token as string, redirect_uri: REDIRECT, code_verifier: verifier() });
    expect(badVerifier.body.error).toBe('invalid_grant');
    const late = await codeFor('demo');
    const lateTokens = await token({ grant_type: 'authorization_code', client_id: 'refex-demo', code: late.code, redirect_uri: REDIRECT, code_verifier: late.codeVerifier });
    // Without a refresh, the refresh token's own end passes and the session is over.
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
});

describe('simulated authentication server: the grant an AppKey is registered for', () => {
  it('gives the implicit AppKeys a token in the fragment, the short one for 10 s', async () => {
    const { location } = await signIn({ ...implicitParams(), state: 'st' });
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('st');
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('expires_in')).toBe('120');
    expect(fragment.get('refresh_token')).toBeNull();
    expect(claims(fragment.get('access_token') as string).sub).toBe('demo');
    const short = new URLSearchParams((await signIn(implicitParams('refex-demo-implicit-short'))).location.hash.slice(1));
    expect(short.get('expires_in')).toBe('10');
    expect(claims(short.get('access_token') as string).exp).toBe(Math.floor(clock / 1000) + 10);
  });

  it('answers a response_type that does not fit the registered grant with unsupported_response_type on the redirect, and requires PKCE', async () => {
    const codeForImplicit = await fetch(
      authorizeUrl({
        response_type: 'code',
        client_id: 'refex-demo-implicit',
        redirect_uri: REDIRECT,
        state: 'st',
        code_challenge: s256(verifier()),
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual' },
    );
    expect(codeForImplicit.status).toBe(302);
    expect(codeForImplicit.headers.get('x-frame-options')).toBe('DENY');
    const query = new URL(codeForImplicit.headers.get('location') as string).searchParams;
    expect(query.get('error')).toBe('unsupported_response_type');
    expect(query.get('error_description')).toMatch(/registered for the Implicit/);
    expect(query.get('state')).toBe('st');
    // The error goes where the requested response type would have put the answer: the fragment for token.
    const tokenForPkce = await fetch(authorizeUrl({ response_type: 'token', client_id: 'refex-demo', redirect_uri: REDIRECT, state: 'st' }), { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(tokenForPkce.headers.get('location') as string).hash.slice(1));
    expect(fragment.get('error')).toBe('unsupported_response_type');
    expect(fragment.get('error_description')).toMatch(/registered for the PKCE/);
    const noPkce = await fetch(authorizeUrl({ response_type: 'code', client_id: 'refex-demo', redirect_uri: REDIRECT, state: 'st' }), { redirect: 'manual' });
    expect(new URL(noPkce.headers.get('location') as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('cancelling returns access_denied with the state', async () => {
    const form = new URLSearchParams({
      response_type: 'code',
      client_id: 'refex-demo',
      redirect_uri: REDIRECT,
      state: 'c',
      code_challenge: s256(verifier()),
      code_challenge_method: 'S256',
      cancel: '1',
    });
    const posted = await fetch(`${server.url}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    const back = new URL(posted.headers.get('location') as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('c');
  });
});

describe('simulated authentication server: the sign-in session, prompt=none and /oidclogout', () => {
  it('answers prompt=none with a redirect that may be framed: login_required without a session, a token from the session cookie', async () => {
    const before = auth.counters();
    const none = await silent(implicitParams());
    expect(none.fragment.get('error')).toBe('login_required');
    expect(none.fragment.get('state')).toBe('p');
    const { cookie } = await signIn(implicitParams(), 'demo-restricted');
    expect(cookie).toMatch(/^refex_sim_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const fromSession = await silent(implicitParams('refex-demo-implicit-short'), '', sent(cookie));
    expect(fromSession.fragment.get('expires_in')).toBe('10');
    expect(claims(fromSession.fragment.get('access_token') as string).sub).toBe('demo-restricted');
    // A PKCE app gets a code the same way.
    const code = await silent(
      { response_type: 'code', client_id: 'refex-demo', redirect_uri: REDIRECT, code_challenge: s256(verifier()), code_challenge_method: 'S256' },
      '',
      sent(cookie),
    );
    expect(code.location.searchParams.get('code')).toBeTruthy();
    // An unknown session is no session.
    expect((await silent(implicitParams(), '', 'refex_sim_session=forged')).fragment.get('error')).toBe('login_required');
    const after = auth.counters();
    expect(after.silentTokens - before.silentTokens).toBe(2);
    expect(after.loginRequired - before.loginRequired).toBe(2);
  });

  it('keeps one session per environment: a session of the root does not sign in /pkce, and /noframe always answers login_required', async () => {
    const root = await signIn(implicitParams());
    expect((await silent(implicitParams(), '/pkce', sent(root.cookie))).fragment.get('error')).toBe('login_required');
    const pkce = await signIn(implicitParams(), 'demo', '/pkce');
    expect(pkce.cookie).toMatch(/^refex_sim_session_pkce=[^;]+; Path=\/pkce\/; HttpOnly; SameSite=Lax$/);
    const both = `${sent(pkce.cookie)}; ${sent(root.cookie)}`;
    expect((await silent(implicitParams(), '/pkce', both)).fragment.get('access_token')).toBeTruthy();
    const noframe = await signIn(implicitParams(), 'demo', '/noframe');
    expect(noframe.cookie).toContain('Path=/noframe/');
    expect((await silent(implicitParams(), '/noframe', sent(noframe.cookie))).fragment.get('error')).toBe('login_required');
    expect((await silent(implicitParams(), '/noframe', both)).fragment.get('error')).toBe('login_required');
  });

  it("ends the environment's session at /oidclogout, with a page that may not be framed or a redirect back to localhost", async () => {
    const root = await signIn(implicitParams());
    const pkce = await signIn(implicitParams(), 'demo', '/pkce');
    const before = auth.counters().logouts;
    const out = await fetch(`${server.url}/pkce/oidclogout`, { headers: { Cookie: sent(pkce.cookie) }, redirect: 'manual' });
    expect(out.status).toBe(200);
    expect(out.headers.get('x-frame-options')).toBe('DENY');
    expect(out.headers.get('set-cookie')).toMatch(/^refex_sim_session_pkce=; Path=\/pkce\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(await out.text()).toContain('Signed out of the Refex simulator');
    expect(auth.counters().logouts).toBe(before + 1);
    // Ended on the server's side too: the old cookie signs no one in.
    expect((await silent(implicitParams(), '/pkce', sent(pkce.cookie))).fragment.get('error')).toBe('login_required');
    // The root's session is another's.
    expect((await silent(implicitParams(), '', sent(root.cookie))).fragment.get('access_token')).toBeTruthy();

    const back = await fetch(`${server.url}/oidclogout?${new URLSearchParams({ post_logout_redirect_uri: `${APP_ORIGIN}/`, state: 'bye' })}`, {
      headers: { Cookie: sent(root.cookie) },
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${APP_ORIGIN}/?state=bye`);
    expect(back.headers.get('set-cookie')).toMatch(/^refex_sim_session=; Path=\/; Max-Age=0/);
    expect((await silent(implicitParams(), '', sent(root.cookie))).fragment.get('error')).toBe('login_required');
    for (const elsewhere of ['http://127.0.0.1:5173/', 'https://evil.example/', 'javascript:alert(1)']) {
      const stay = await fetch(`${server.url}/oidclogout?${new URLSearchParams({ post_logout_redirect_uri: elsewhere })}`, { redirect: 'manual' });
      expect(stay.status, elsewhere).toBe(200);
      expect(stay.headers.get('location')).toBeNull();
    }
    expect(auth.counters().logouts).toBe(before + 5);
  });

  it('keeps the control endpoint to this machine and not web pages, and revokes every refresh token on request', async () => {
    const fromPage = await fetch(`${server.url}/__sim/auth`, { headers: { Origin: APP_ORIGIN } });
    expect(fromPage.status).toBe(403);
    const counters = (await (await fetch(`${server.url}/__sim/auth`)).json()) as Record<string, number>;
    expect(Object.keys(counters).sort()).toEqual([
      'codesIssued',
      'codesRedeemed',
      'implicitTokens',
      'loginRequired',
      'logouts',
      'refreshReuses',
      'refreshes',
      'silentTokens',
      'tokenErrors',
    ]);
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
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: 'refex-demo',
        redirect_uri: REDIRECT,
        state: 'g',
        code_challenge: s256(codeVerifier),
        code_challenge_method: 'S256',
      });
      const posted = await fetch(`${live.url}/authorize`, { method: 'POST', body: new URLSearchParams([...query, ['user', 'demo']]), redirect: 'manual' });
      const code = new URL(posted.headers.get('location') as string).searchParams.get('code') as string;
      const response = await fetch(`${live.url}/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'refex-demo', code, redirect_uri: REDIRECT, code_verifier: codeVerifier }),
      });
      const { access_token: access } = (await response.json()) as { access_token: string };
      const ok = await fetch(`${live.url}/openapi/ref/v1/timezones`, { headers: { Authorization: `Bearer ${access}` } });
      expect(ok.status).toBe(200);
    } finally {
      await live.close();
    }
  });
});
