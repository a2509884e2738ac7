import { describe, expect, it, vi } from 'vitest';
import * as oauth from 'oauth4webapi';
import { captureCallback, takeCallback } from './capture';
import { parseCallback, randomToken, redirectUrl, refreshDelay, refreshLead, safeReturnPath, validateAuthServer } from './flow';
import { isSpent, markSpent, withLock } from './lock';

const ORIGIN = 'https://refex.example';

describe('return path', () => {
  it('keeps a same-origin path with its search params', () => {
    expect(safeReturnPath('/timezones?zone=3', ORIGIN)).toBe('/timezones?zone=3');
    expect(safeReturnPath('/corporate-actions?status=Active&sort=-date', ORIGIN)).toBe('/corporate-actions?status=Active&sort=-date');
    expect(safeReturnPath('/auth/callback?code=x', ORIGIN)).toBe('/');
  });

  it('refuses anything that could leave the origin', () => {
    for (const raw of [
      '//evil.example/x',
      'https://evil.example/',
      'http:/evil',
      '/\\evil.example',
      '\\\\evil.example',
      'evil',
      '',
      '/x\n//evil',
      'javascript:alert(1)',
      undefined,
      42,
    ]) {
      expect(safeReturnPath(raw, ORIGIN), String(raw)).toBeUndefined();
    }
  });
});

describe('callback parsing', () => {
  it('reads a code and state from the query', () => {
    const result = parseCallback('code=abc&state=s1', '');
    expect(result).toMatchObject({ kind: 'code', state: 's1' });
  });

  it('reads a token from the fragment', () => {
    expect(parseCallback('', 'access_token=t.o.k&token_type=Bearer&expires_in=1200&state=s2')).toEqual({ kind: 'token', state: 's2', accessToken: 't.o.k', expiresIn: 1200 });
    expect(parseCallback('', 'access_token=t&expires_in=soon')).toMatchObject({ expiresIn: undefined });
  });

  it('reads an error from either, before anything else', () => {
    expect(parseCallback('error=access_denied&error_description=Disclaimers%20not%20accepted&state=s', '')).toEqual({
      kind: 'error',
      state: 's',
      error: 'access_denied',
      description: 'Disclaimers not accepted',
    });
    expect(parseCallback('', 'error=login_required&state=p')).toMatchObject({ kind: 'error', error: 'login_required', state: 'p' });
    expect(parseCallback('', '')).toEqual({ kind: 'none' });
  });
});

describe('capturing the callback', () => {
  it('takes the parameters out of the address and the history entry, once', () => {
    const replaceState = vi.fn();
    expect(captureCallback({ pathname: '/auth/callback', search: '?code=secret&state=s', hash: '' }, { replaceState })).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/auth/callback');
    expect(takeCallback()).toEqual({ query: 'code=secret&state=s', fragment: '' });
    expect(takeCallback()).toBeUndefined();
  });

  it('leaves other paths alone', () => {
    const replaceState = vi.fn();
    expect(captureCallback({ pathname: '/timezones', search: '?code=x', hash: '' }, { replaceState })).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
    expect(takeCallback()).toBeUndefined();
  });
});

describe('state and PKCE', () => {
  it('makes state from crypto.getRandomValues, different each time and URL-safe', () => {
    const values = new Set(Array.from({ length: 50 }, () => randomToken()));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomToken(3, (array) => array.fill(255))).toBe('____');
  });

  it('makes an S256 challenge of the verifier (RFC 7636 appendix B)', async () => {
    expect(await oauth.calculatePKCECodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(oauth.generateRandomCodeVerifier()).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  });

  it('names the redirect URL and checks the authentication server address', () => {
    expect(redirectUrl(ORIGIN)).toBe('https://refex.example/auth/callback');
    expect(validateAuthServer('https://sim.logonvalidation.net')).toBeUndefined();
    expect(validateAuthServer('http://127.0.0.1:4010/nocors')).toBeUndefined();
    expect(validateAuthServer('http://auth.example')).toMatch(/Plain http/);
    expect(validateAuthServer('https://x.example/?a=1')).toMatch(/query/);
  });
});

describe('expiry scheduling', () => {
  it('refreshes a minute before expiry, earlier in proportion for short tokens', () => {
    const issued = 1_000_000;
    expect(refreshDelay(issued + 20 * 60_000, issued, issued)).toBe(19 * 60_000);
    expect(refreshLead(20_000)).toBe(5_000);
    expect(refreshDelay(issued + 20_000, issued, issued)).toBe(15_000);
    expect(refreshDelay(issued + 20_000, issued, issued + 30_000)).toBe(0);
  });
});

describe('cross-tab lock', () => {
  it('runs one task at a time without the Web Locks API, in order', async () => {
    const order: string[] = [];
    let inside = 0;
    const task = (name: string) => async () => {
      inside += 1;
      expect(inside).toBe(1);
      order.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${name}`);
      inside -= 1;
      return name;
    };
    const results = await Promise.all([withLock('x', task('a'), undefined), withLock('x', task('b'), undefined)]);
    expect(results).toEqual(['a', 'b']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('goes through navigator.locks where there is one', async () => {
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    expect(await withLock('refresh', async () => 7, { request: request as <T>(name: string, callback: () => Promise<T>) => Promise<T> })).toBe(7);
    expect(request).toHaveBeenCalledWith('refresh', expect.any(Function));
  });

  it('remembers spent refresh tokens by hash, never the token', async () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) } as Storage;
    expect(await isSpent('refresh-1', storage)).toBe(false);
    await markSpent('refresh-1', storage);
    expect(await isSpent('refresh-1', storage)).toBe(true);
    expect(await isSpent('refresh-2', storage)).toBe(false);
    expect([...store.values()].join()).not.toContain('refresh-1');
  });
});

describe('what the broker accepts', () => {
  it('registers a local copy at localhost without a port, and a hosted one at its own address', async () => {
    const { registeredRedirectUrl, localhostAlternative } = await import('./flow');
    expect(registeredRedirectUrl('http://localhost:5173')).toBe('http://localhost/auth/callback');
    expect(registeredRedirectUrl('http://localhost:4173')).toBe('http://localhost/auth/callback');
    expect(registeredRedirectUrl('http://127.0.0.1:4173')).toBe('http://localhost/auth/callback');
    expect(registeredRedirectUrl('https://refex.example')).toBe('https://refex.example/auth/callback');
    expect(registeredRedirectUrl('https://refex.example:8443')).toBe('https://refex.example:8443/auth/callback');
    // The page at 127.0.0.1 or [::1] is offered at localhost, path and search kept; localhost and hosted copies are fine.
    expect(localhostAlternative('http://127.0.0.1:5173/settings?from=%2Ftimezones')).toBe('http://localhost:5173/settings?from=%2Ftimezones');
    expect(localhostAlternative('http://[::1]:5173/settings')).toBe('http://localhost:5173/settings');
    expect(localhostAlternative('http://localhost:5173/settings')).toBeUndefined();
    expect(localhostAlternative('https://refex.example/settings')).toBeUndefined();
  });

  it('reads an access token’s end from the answer, else from its exp claim, and never assumes one', async () => {
    const { accessExpiry } = await import('./flow');
    const now = Date.UTC(2026, 10, 29, 12);
    const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
    expect(accessExpiry('opaque', 1200, now)).toBe(now + 1_200_000);
    expect(accessExpiry(jwt({ exp: now / 1000 + 600 }), undefined, now)).toBe(now + 600_000);
    expect(accessExpiry(jwt({ exp: now / 1000 - 5 }), undefined, now)).toBeUndefined();
    expect(accessExpiry('opaque', undefined, now)).toBeUndefined();
    expect(accessExpiry('opaque', Number.NaN, now)).toBeUndefined();
  });

  it('names the grants as the broker does and says what to change for a wrong one', async () => {
    const { describeAuthError, GRANT_NAMES } = await import('./flow');
    expect(GRANT_NAMES).toEqual({ code: 'PKCE', token: 'Implicit' });
    const words = describeAuthError('unsupported_response_type', 'registered for PKCE', 'token');
    expect(words).toMatch(/another grant than the Implicit grant .*register a new app with the Implicit grant/);
    expect(words).toContain('It said: registered for PKCE');
    expect(describeAuthError('access_denied', undefined)).toMatch(/cancelled or refused/);
    expect(describeAuthError('made_up', undefined)).toBe('The authentication server answered "made_up".');
  });
});
