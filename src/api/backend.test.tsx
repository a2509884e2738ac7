/**
 * The backend store: whose data a cache holds, and what a new tab does with a
 * gateway saved in an earlier session. (A .tsx file to run under jsdom, for
 * the browser's storage.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { FetchLike } from './client';
import { demoJwt } from '@/sim/core/users';

const GATEWAY = 'https://gateway.example.com/sim/openapi';

/** An unsigned JWT with the given claims. */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode(claims)}.sig`;
}

/** A fresh copy of the backend module, reading storage as a newly opened tab would. */
async function freshBackend() {
  vi.resetModules();
  return import('./backend');
}

/** A gateway that answers the time zone list with the caller's token in the zone name. */
function gatewayFetch(): { fetch: FetchLike; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetch: async (_input, init) => {
      const auth = new Headers(init?.headers).get('Authorization') ?? '';
      calls.push(auth);
      return new Response(JSON.stringify({ Data: [{ TimeZoneId: '0', DisplayName: `zone for ${auth}` }] }), { status: 200 });
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('backend keys', () => {
  it('are the same for a renewed token of the same user, and differ for another user or token', async () => {
    const { backendKey } = await freshBackend();
    const key = (token: string) => backendKey({ kind: 'gateway', baseUrl: GATEWAY, token, rememberToken: false });
    const alice1 = jwt({ sub: 'alice', exp: 1_900_000_000 });
    const alice2 = jwt({ sub: 'alice', exp: 1_900_086_400 });
    const bob = jwt({ sub: 'bob', exp: 1_900_000_000 });
    expect(key(alice1)).toBe(key(alice2));
    expect(key(`Bearer ${alice1}`)).toBe(key(alice1));
    expect(key(alice1)).not.toBe(key(bob));
    // Opaque tokens: each token is its own user.
    expect(key('opaque-one')).not.toBe(key('opaque-two'));
    expect(key('opaque-one')).toBe(key(' opaque-one '));
    // Saxo's tokens name the user in `uid`.
    expect(key(jwt({ uid: 'u1', exp: 1 }))).toBe(key(jwt({ uid: 'u1', exp: 2 })));
    expect(key(jwt({ uid: 'u1', exp: 1 }))).not.toBe(key(jwt({ uid: 'u2', exp: 1 })));
  });

  it('never contain the token or the user id', async () => {
    const { backendKey } = await freshBackend();
    const token = jwt({ sub: 'alice-the-user', exp: 1_900_000_000 });
    for (const t of [token, 'opaque-secret-token']) {
      const key = backendKey({ kind: 'gateway', baseUrl: GATEWAY, token: t, rememberToken: false });
      expect(key.startsWith('gateway:https://gateway.example.com/sim#')).toBe(true);
      expect(key).not.toContain(t);
      expect(key).not.toContain('secret');
      expect(key).not.toContain('alice');
      expect(key).not.toContain(token.split('.')[1]);
    }
  });
});

describe('switching users on one gateway', () => {
  it('gives another user a fresh cache, and keeps it over a same-user token renewal', async () => {
    const gateway = gatewayFetch();
    vi.stubGlobal('fetch', gateway.fetch);
    const { setBackend, getApi } = await freshBackend();
    const { refQueries } = await import('./queries/refdata');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = demoJwt('demo', new Date(Date.now() + 3_600_000));

    setBackend({ kind: 'gateway', baseUrl: GATEWAY, token: first, rememberToken: false });
    const api = getApi();
    const aliceData = await queryClient.fetchQuery(refQueries.timeZones(api));
    expect(aliceData.Data?.[0]?.DisplayName).toBe(`zone for Bearer ${first}`);

    // The same user's renewed token (after a 401): same client, same cache, new token on the wire.
    const renewed = demoJwt('demo', new Date(Date.now() + 7_200_000));
    setBackend({ kind: 'gateway', baseUrl: GATEWAY, token: renewed, rememberToken: false });
    expect(getApi()).toBe(api);
    expect(queryClient.getQueryData(refQueries.timeZones(getApi()).queryKey)).toBe(aliceData);
    await queryClient.refetchQueries();
    expect(gateway.calls.at(-1)).toBe(`Bearer ${renewed}`);

    // Another user on the same gateway: nothing of the first user's data is served.
    const other = demoJwt('demo-restricted', new Date(Date.now() + 3_600_000));
    setBackend({ kind: 'gateway', baseUrl: GATEWAY, token: other, rememberToken: false });
    expect(getApi()).not.toBe(api);
    expect(getApi().key).not.toBe(api.key);
    expect(queryClient.getQueryData(refQueries.timeZones(getApi()).queryKey)).toBeUndefined();
    const otherData = await queryClient.fetchQuery(refQueries.timeZones(getApi()));
    expect(otherData.Data?.[0]?.DisplayName).toBe(`zone for Bearer ${other}`);
  });

  it('drops the previous gateway user’s cached data on a switch, but keeps the demo’s', async () => {
    const { forgetPreviousBackend } = await import('@/app/query-client');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['gateway:https://gw#u1', 'ref', 'timezones'], { Data: [] });
    queryClient.setQueryData(['demo:demo', 'ref', 'timezones'], { Data: [] });
    forgetPreviousBackend(queryClient, 'gateway:https://gw#u1', 'gateway:https://gw#u1');
    expect(queryClient.getQueryData(['gateway:https://gw#u1', 'ref', 'timezones'])).toBeDefined();
    forgetPreviousBackend(queryClient, 'gateway:https://gw#u1', 'gateway:https://gw#u2');
    expect(queryClient.getQueryData(['gateway:https://gw#u1', 'ref', 'timezones'])).toBeUndefined();
    forgetPreviousBackend(queryClient, 'demo:demo', 'gateway:https://gw#u2');
    expect(queryClient.getQueryData(['demo:demo', 'ref', 'timezones'])).toBeDefined();
  });

  it('deletes the answers the request inspector kept when a gateway user leaves, not on the demo’s switches', async () => {
    const { forgetPreviousBackend } = await import('@/app/query-client');
    const { KEPT_ANSWERS_DB } = await import('@/lib/kept-answers');
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });
    const queryClient = new QueryClient();
    forgetPreviousBackend(queryClient, 'demo:demo', 'demo:demo-restricted');
    forgetPreviousBackend(queryClient, 'gateway:https://gw#u1', 'gateway:https://gw#u1');
    expect(deleteDatabase).not.toHaveBeenCalled();
    forgetPreviousBackend(queryClient, 'gateway:https://gw#u1', 'demo:demo');
    expect(deleteDatabase).toHaveBeenCalledWith(KEPT_ANSWERS_DB);
  });
});

describe('a gateway saved in an earlier session', () => {
  it('stays selected without a token in a new tab, asks for one and sends nothing meanwhile', async () => {
    const gateway = gatewayFetch();
    vi.stubGlobal('fetch', gateway.fetch);
    const first = await freshBackend();
    first.setBackend({ kind: 'gateway', baseUrl: 'http://127.0.0.1:4010', token: 'demo', rememberToken: false });
    // A new tab: local storage is shared, session storage is not.
    sessionStorage.clear();
    const { getBackend, getApi, needsToken, getLastGatewayUrl } = await freshBackend();
    expect(getBackend()).toEqual({ kind: 'gateway', baseUrl: 'http://127.0.0.1:4010', token: '', rememberToken: false });
    expect(needsToken(getBackend())).toBe(true);
    expect(getLastGatewayUrl()).toBe('http://127.0.0.1:4010');
    await expect(getApi().get('/openapi/ref/v1/timezones')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(gateway.calls).toEqual([]);
  });

  it('a remembered token is still there in a new tab', async () => {
    const first = await freshBackend();
    first.setBackend({ kind: 'gateway', baseUrl: GATEWAY, token: 'tok', rememberToken: true });
    sessionStorage.clear();
    const { getBackend, needsToken } = await freshBackend();
    expect(getBackend()).toMatchObject({ kind: 'gateway', token: 'tok' });
    expect(needsToken(getBackend())).toBe(false);
  });

  it('the last gateway address is remembered after switching to the demo (Settings offers it again)', async () => {
    const first = await freshBackend();
    first.setBackend({ kind: 'gateway', baseUrl: 'http://127.0.0.1:4999/', token: 'tok', rememberToken: false });
    first.setBackend({ kind: 'demo', demoUser: 'demo-restricted' });
    expect(first.getLastGatewayUrl()).toBe('http://127.0.0.1:4999');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok"');
    const { getBackend, getLastGatewayUrl } = await freshBackend();
    expect(getBackend()).toEqual({ kind: 'demo', demoUser: 'demo-restricted' });
    expect(getLastGatewayUrl()).toBe('http://127.0.0.1:4999');
  });
});

describe('the simulator in demo mode', () => {
  /** A stand-in for the browser's Worker that records what the page starts and sends. */
  function fakeWorkers() {
    const started: { url: string; messages: unknown[] }[] = [];
    class FakeWorker {
      onmessage: unknown = null;
      onerror: unknown = null;
      private readonly record: { url: string; messages: unknown[] };
      constructor(url: URL | string) {
        this.record = { url: String(url), messages: [] };
        started.push(this.record);
      }
      postMessage(message: unknown) {
        this.record.messages.push(message);
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FakeWorker);
    return started;
  }

  it('starts with the page, before any request, so its data is built while the app loads', async () => {
    const started = fakeWorkers();
    await freshBackend();
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.url).toMatch(/sim\/browser\/worker\.ts/);
    expect(started[0]?.messages).toEqual([expect.objectContaining({ type: 'configure' })]);
  });

  it('is not started when the page talks to a gateway', async () => {
    localStorage.setItem('refex:backend', JSON.stringify({ kind: 'gateway', baseUrl: GATEWAY, rememberToken: true }));
    localStorage.setItem('refex:token', jwt({ sub: 'u1' }));
    const started = fakeWorkers();
    const backend = await freshBackend();
    expect(backend.getBackend().kind).toBe('gateway');
    // Once the simulator's mount has loaded, a start asked for at module init would have created its worker.
    await import('@/sim/browser/transport');
    expect(started).toHaveLength(0);
  });
});
