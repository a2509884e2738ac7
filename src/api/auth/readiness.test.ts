// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkGateway, rememberedReadiness } from './readiness';

const env = { authServer: 'https://auth.example', gateway: 'https://gw.example/sim/openapi' };

afterEach(() => localStorage.clear());

describe('does the gateway answer this address', () => {
  it('says yes to a readable answer, even a 401, and asks with a token that cannot be valid', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 401 }));
    const result = await checkGateway(env, fetchImpl);
    expect(result.verdict).toBe('yes');
    expect(result.text).toContain('401');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://gw.example/sim/openapi/ref/v1/timezones');
    expect(init.headers).toEqual({ Authorization: 'Bearer refex-readiness-check' });
    expect(rememberedReadiness(env.authServer).gateway?.verdict).toBe('yes');
  });

  it('says no when only an opaque answer comes (no CORS for this origin), and remembers nothing when nothing answers', async () => {
    const hidden = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => (init?.mode === 'no-cors' ? new Response(null) : Promise.reject(new TypeError('Failed to fetch'))));
    expect((await checkGateway(env, hidden)).verdict).toBe('no');
    localStorage.clear();
    expect((await checkGateway(env, async () => Promise.reject(new TypeError('Failed to fetch')))).verdict).toBe('unknown');
    expect(rememberedReadiness(env.authServer).gateway).toBeUndefined();
  });

  it('takes the token endpoint’s answer from the sign-in’s own probe', () => {
    localStorage.setItem('refex:auth:probe', JSON.stringify({ [env.authServer]: 'unreadable' }));
    expect(rememberedReadiness(`${env.authServer}/`).token).toMatchObject({ verdict: 'no', text: expect.stringContaining('Implicit') });
  });
});
