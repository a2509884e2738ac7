import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

// jsdom's TextEncoder hands WebCrypto an array of another realm: the S256 challenge is computed with node's crypto here
// (flow.test.ts checks the library's own against RFC 7636's example).
vi.mock('oauth4webapi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('oauth4webapi')>()),
  calculatePKCECodeChallenge: async (verifier: string) => createHash('sha256').update(verifier).digest('base64url'),
}));
import { captureCallback } from './capture';
import { completeSignIn, knownAccess, probeTokenEndpoint, startSignIn, takeSignInError } from './session';

const env = { authServer: 'http://127.0.0.1:4999', gateway: 'http://127.0.0.1:4999' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('probing the token endpoint', () => {
  it('calls a readable answer readable and a hidden one unreadable, and remembers it per environment', async () => {
    const readable = vi.fn(async () => new Response('{"error":"invalid_grant"}', { status: 400, headers: { 'Content-Type': 'application/json' } }));
    expect(await probeTokenEndpoint(env, readable)).toBe('readable');
    const [url, init] = readable.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:4999/token');
    expect(String(init.body)).toMatch(/grant_type=refresh_token&refresh_token=refex-probe-/);
    expect(knownAccess(env.authServer)).toBe('readable');
    // Refused with CORS, answered without: the server is there and hides its answers from pages.
    const other = { authServer: 'https://auth.example', gateway: 'https://gw.example' };
    const hidden = vi.fn(async (_url: RequestInfo | URL, request?: RequestInit) =>
      request?.mode === 'no-cors' ? new Response(null, { status: 200 }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await probeTokenEndpoint(other, hidden)).toBe('unreadable');
    expect(hidden.mock.calls.map(([, request]) => request?.mode)).toEqual(['cors', 'no-cors']);
    expect(knownAccess('https://auth.example/')).toBe('unreadable');
    expect(knownAccess(env.authServer)).toBe('readable');
  });

  it('remembers nothing when nothing answered at all, or a web page answered', async () => {
    const offline = { authServer: 'https://offline.example', gateway: 'https://gw.example' };
    expect(await probeTokenEndpoint(offline, async () => Promise.reject(new TypeError('Failed to fetch')))).toBe('unreachable');
    expect(knownAccess(offline.authServer)).toBeUndefined();
    const website = { authServer: 'https://www.example', gateway: 'https://gw.example' };
    expect(await probeTokenEndpoint(website, async () => new Response('<!doctype html><title>Home</title>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))).toBe(
      'not-oauth',
    );
    expect(knownAccess(website.authServer)).toBeUndefined();
  });

  it('starts no sign-in on an unreachable token endpoint, and says so', async () => {
    const offline = { authServer: 'https://offline.example', gateway: 'https://gw.example' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const navigate = vi.fn();
    expect(await startSignIn({ env: offline, appKey: 'my-app', returnTo: '/', navigate })).toMatch(/could not be reached .* Nothing was remembered/);
    expect(navigate).not.toHaveBeenCalled();
    expect(knownAccess(offline.authServer)).toBeUndefined();
    fetchSpy.mockRestore();
  });
});

describe('the round trip', () => {
  it('leaves with S256 PKCE and a state kept in this tab, and refuses an answer with another state without spending the code', async () => {
    localStorage.setItem('refex:auth:probe', JSON.stringify({ [env.authServer]: 'readable' }));
    let target = '';
    expect(await startSignIn({ env, appKey: 'my-app', returnTo: '/timezones?zone=3', navigate: (url) => (target = url) })).toBeUndefined();
    const url = new URL(target);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4999/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'my-app',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${location.origin}/auth/callback`,
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = url.searchParams.get('state') as string;
    expect(sessionStorage.getItem('refex:auth:pending')).toContain(state);
    // The AppKey is kept for next time, in local storage; nothing else of the round trip is.
    expect(localStorage.getItem('refex:auth:appkeys')).toContain('my-app');
    expect(JSON.stringify({ ...localStorage })).not.toContain(state);

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    captureCallback({ pathname: '/auth/callback', search: '?code=abc&state=forged', hash: '' }, { replaceState: () => undefined });
    const outcome = await completeSignIn();
    expect(outcome.ok).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeSignInError()).toMatch(/^Refused: .*state/);
    // The state is spent: the real answer arriving later is refused too.
    captureCallback({ pathname: '/auth/callback', search: `?code=abc&state=${state}`, hash: '' }, { replaceState: () => undefined });
    expect((await completeSignIn()).ok).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('uses the implicit grant where the token endpoint is not readable, and turns an error answer into words', async () => {
    localStorage.setItem('refex:auth:probe', JSON.stringify({ [env.authServer]: 'unreadable' }));
    let target = '';
    await startSignIn({ env, appKey: 'my-app', returnTo: '//evil.example', navigate: (url) => (target = url) });
    const url = new URL(target);
    expect(url.searchParams.get('response_type')).toBe('token');
    expect(url.searchParams.get('code_challenge')).toBeNull();
    expect(sessionStorage.getItem('refex:auth:pending')).toContain('"returnTo":"/"');
    const state = url.searchParams.get('state') as string;
    captureCallback(
      { pathname: '/auth/callback', search: '', hash: `#error=access_denied&error_description=Disclaimers%20not%20accepted&state=${state}` },
      { replaceState: () => undefined },
    );
    const outcome = await completeSignIn();
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('Disclaimers not accepted') });
    // Nothing of the refused round trip is kept.
    expect(sessionStorage.getItem('refex:auth:pending')).toBeNull();
    expect(sessionStorage.getItem('refex:auth:session')).toBeNull();
  });
});
