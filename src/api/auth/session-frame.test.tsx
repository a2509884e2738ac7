// In the dom project, whose files each get their own modules: the session's state and this mock of the relay stay
// this file's (the node project's files share a worker's modules).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hidden frame of a silent renewal: it answers with a new token after `FRAME_MS`, as a slow machine's frame does.
const FRAME_MS = 3_000;
vi.mock('./relay', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./relay')>()),
  runInFrame: vi.fn(
    (_url: string, state: string) => new Promise((resolve) => setTimeout(() => resolve({ kind: 'token', state, accessToken: 'renewed-token', expiresIn: 10 }), FRAME_MS)),
  ),
}));
import { setBackend } from '@/api/backend';
import { captureCallback } from './capture';
import { runInFrame } from './relay';
import { completeSignIn, getSession, signOut, startSignIn } from './session';

const env = { authServer: 'http://127.0.0.1:4999', gateway: 'http://127.0.0.1:4999' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
});

afterEach(() => {
  signOut(false);
  setBackend({ kind: 'demo', demoUser: 'demo' });
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('a silent renewal', () => {
  it("counts the new token's life from the moment the renewal started, not from its slow answer", async () => {
    localStorage.setItem('refex:auth:probe', JSON.stringify({ [env.authServer]: 'unreadable' }));
    let target = '';
    await startSignIn({ env, appKey: 'my-app', returnTo: '/', navigate: (url) => (target = url) });
    const state = new URL(target).searchParams.get('state') as string;
    captureCallback({ pathname: '/auth/callback', search: '', hash: `#access_token=first-token&expires_in=10&state=${state}` }, { replaceState: () => undefined });
    expect((await completeSignIn()).ok).toBe(true);
    const signedIn = Date.now();
    expect(getSession().accessExpiresAt).toBe(signedIn + 10_000);

    // Half the token's life on, the frame is sent; its answer comes three seconds later.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runInFrame).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(getSession()).toMatchObject({ status: 'active', lastRenewal: { how: 'frame', ok: true } });
    // The server issued it somewhere in those three seconds: its end is counted from their start.
    expect(getSession().accessExpiresAt).toBe(signedIn + 5_000 + 10_000);
  });
});
