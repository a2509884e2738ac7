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
  it('calls a readable answer readable and a failed fetch unreadable, and remembers it per environment', async () => {
    const readable = vi.fn(async () => new Response('{"error":"invalid_grant"}', { status: 400 }));
    expect(await probeTokenEndpoint(env, readable)).toBe('readable');
    const [url, init] = readable.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:4999/token');
    expect(String(init.body)).toMatch(/grant_type=refresh_token&refresh_token=refex-probe-/);
    expect(knownAccess(env.authServer)).toBe('readable');
    const other = { authServer: 'https://auth.example', gateway: 'https://gw.example' };
    expect(await probeTokenEndpoint(other, async () => Promise.reject(new TypeError('Failed to fetch')))).toBe('unreadable');
    expect(knownAccess('https://auth.example/')).toBe('unreadable');
    expect(knownAccess(env.authServer)).toBe('readable');
  });
});

describe('the round trip', () => {
  it('leaves with S256 PKCE and a state kept in this tab, and refuses an answer with another state without spending the code', async () => {
    localStorage.setItem('refex:auth:probe', JSON.stringify({ [env.authServer]: 'readable' }));
    let target = '';
    expect(await startSignIn({ env, appKey: 'my-app', returnTo: '/timezones?zone=3', navigate: (url) => (target = url) })).toBeUndefined();
    const url = new URL(target);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4999/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'my-app', response_type: 'code', code_challenge_method: 'S256', redirect_uri: `${location.origin}/auth/callback` });
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
    captureCallback({ pathname: '/auth/callback', search: '', hash: `#error=access_denied&error_description=Disclaimers%20not%20accepted&state=${state}` }, { replaceState: () => undefined });
    const outcome = await completeSignIn();
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('Disclaimers not accepted') });
  });
});
