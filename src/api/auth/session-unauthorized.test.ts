// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The hidden frame of a silent renewal, answered at once: the broker asks for a sign-in.
vi.mock('./relay', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./relay')>()),
  runInFrame: vi.fn(async () => ({ kind: 'error', error: 'login_required' })),
}));
import { setBackend } from '@/api/backend';
import { captureCallback } from './capture';
import { runInFrame } from './relay';
import { completeSignIn, getSession, handleUnauthorized, signOut, startSignIn } from './session';

const env = { authServer: 'http://127.0.0.1:4999', gateway: 'http://127.0.0.1:4999' };

/** Signs in with the implicit grant (the token in the callback's fragment): a session whose token has just arrived. */
async function signInImplicit(token: string): Promise<void> {
  localStorage.setItem('refex:auth:probe', JSON.stringify({ [env.authServer]: 'unreadable' }));
  let target = '';
  await startSignIn({ env, appKey: 'my-app', returnTo: '/', navigate: (url) => (target = url) });
  const state = new URL(target).searchParams.get('state') as string;
  captureCallback({ pathname: '/auth/callback', search: '', hash: `#access_token=${token}&expires_in=3600&state=${state}` }, { replaceState: () => undefined });
  expect((await completeSignIn()).ok).toBe(true);
  expect(getSession().status).toBe('active');
}

afterEach(() => {
  signOut(false);
  setBackend({ kind: 'demo', demoUser: 'demo' });
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(runInFrame).mockClear();
});

describe('a 401 on a signed-in session', () => {
  // Each test its own token: the session remembers the tokens a 401 was tried with.
  it('tries a token that has just arrived once as it is (the request may have left with the one before)', async () => {
    await signInImplicit('first-token');
    expect(await handleUnauthorized()).toBe(true);
    expect(runInFrame).not.toHaveBeenCalled();
    expect(getSession().status).toBe('active');
  });

  it('renews at once when the request had already run again with that token, and ends when the broker does not renew', async () => {
    await signInImplicit('second-token');
    expect(await handleUnauthorized({ retried: true })).toBe(false);
    expect(runInFrame).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ status: 'ended', reason: expect.stringContaining('refused the session') });
  });
});
