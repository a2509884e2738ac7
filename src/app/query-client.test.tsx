import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError, retryDelayFor, shouldRetry } from '@/api/errors';
import type { BackendConfig } from '@/api/backend';
import { requestLog } from '@/api/request-log';
import { createQueryClient, forgetPreviousBackend } from './query-client';
import type { UnauthorizedActions } from './unauthorized';

describe('the app QueryClient', () => {
  it('retries by the API’s policy: no retry storms (see errors.test.ts)', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelayFor);
    expect(queries?.retryOnMount).toBe(false);
  });

  // A route's loader starts the request; on a slow machine the view's code may arrive after the answer. The view
  // that mounts then shows the failure: a second try would send the request twice, and answer a one-off failure
  // with a silent 200.
  it.each([
    ['a client error', 400],
    ['a 429 whose wait the page cannot read', 429],
  ])('a view that mounts after its loader’s request failed with %s shows it and does not ask again', async (_, status) => {
    const queryClient = createQueryClient();
    const queryFn = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status, path: '/ref/v1/timezones' }))
      .mockResolvedValue(['answered again']);
    const options = { queryKey: ['timezones'], queryFn };
    await queryClient.prefetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(1);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useQuery(options), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status });
    expect(result.current.isFetching).toBe(false);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('one answer to a 401', () => {
  const signedIn: BackendConfig = {
    kind: 'gateway',
    baseUrl: 'https://gateway.example',
    token: 'access',
    rememberToken: false,
    signIn: { authServer: 'https://auth.example', appKey: 'app', grant: 'code' },
  };
  const pasted: BackendConfig = { kind: 'gateway', baseUrl: 'https://gateway.example', token: 'pasted', rememberToken: false };
  const refused = () => new ApiError({ kind: 'http', status: 401, path: '/ref/v1/timezones' });

  function setUp(backend: BackendConfig, renewed: boolean[] = [true]) {
    const answers = [...renewed];
    const actions = {
      backend: () => backend,
      renew: vi.fn<UnauthorizedActions['renew']>(async () => answers.shift() ?? false),
      prompt: vi.fn(),
    };
    const onRenewed = vi.fn();
    return { actions, onRenewed, queryClient: createQueryClient({ actions, onRenewed }) };
  }

  /** A query whose answers are `results` in turn (an Error is thrown), observed as a view would. */
  function observe(queryClient: ReturnType<typeof createQueryClient>, key: string, results: (string | Error)[]) {
    const queryFn = vi.fn(async () => {
      const next = results.shift();
      if (next instanceof Error || next === undefined) throw next ?? refused();
      return next;
    });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useQuery({ queryKey: [key], queryFn }), { wrapper });
    return { queryFn, result };
  }

  it('signed in with the broker: the session renews and what failed runs again, without the token prompt', async () => {
    const { actions, onRenewed, queryClient } = setUp(signedIn);
    const { queryFn, result } = observe(queryClient, 'zones', [refused(), 'answered']);
    await waitFor(() => expect(result.current.data).toBe('answered'));
    expect(actions.renew).toHaveBeenCalledTimes(1);
    expect(actions.renew).toHaveBeenCalledWith(false);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onRenewed).toHaveBeenCalledTimes(1);
    expect(actions.prompt).not.toHaveBeenCalled();
  });

  it('renews once for all that a 401 failed together, and runs each again once', async () => {
    const { actions, queryClient } = setUp(signedIn);
    const zones = observe(queryClient, 'zones', [refused(), 'zones']);
    const events = observe(queryClient, 'events', [refused(), 'events']);
    await waitFor(() => expect([zones.result.current.data, events.result.current.data]).toEqual(['zones', 'events']));
    expect(actions.renew).toHaveBeenCalledTimes(1);
    expect([zones.queryFn.mock.calls.length, events.queryFn.mock.calls.length]).toEqual([2, 2]);
  });

  it('a pasted token: the prompt asks for a new one, and nothing renews or runs again', async () => {
    const { actions, onRenewed, queryClient } = setUp(pasted);
    const { queryFn, result } = observe(queryClient, 'zones', [refused(), 'answered']);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(actions.prompt).toHaveBeenCalledTimes(1);
    expect(actions.renew).not.toHaveBeenCalled();
    expect(onRenewed).not.toHaveBeenCalled();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('a second 401 after the renewal runs nothing again: the session hears of it and the error stays', async () => {
    // The session says yes both times: the query client itself stops after one run again.
    const { actions, onRenewed, queryClient } = setUp(signedIn, [true, true]);
    const { queryFn, result } = observe(queryClient, 'zones', [refused(), refused(), 'never asked']);
    await waitFor(() => expect(actions.renew).toHaveBeenCalledTimes(2));
    expect(actions.renew.mock.calls).toEqual([[false], [true]]);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onRenewed).toHaveBeenCalledTimes(1);
    expect(actions.prompt).not.toHaveBeenCalled();
  });

  it('a query refused with a token kept (the request may have left with the one before) runs again once the session has a new one', async () => {
    const backend = { ...signedIn };
    const { actions, queryClient } = setUp(backend);
    // First the session keeps its token (it was just received); told that the query was refused with it again, it renews.
    actions.renew
      .mockImplementationOnce(async () => true)
      .mockImplementationOnce(async () => {
        backend.token = 'renewed';
        return true;
      });
    const { queryFn, result } = observe(queryClient, 'zones', [refused(), refused(), 'answered']);
    await waitFor(() => expect(result.current.data).toBe('answered'));
    expect(actions.renew.mock.calls).toEqual([[false], [true]]);
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('a renewal that fails runs nothing again', async () => {
    const { actions, onRenewed, queryClient } = setUp(signedIn, [false]);
    const { queryFn, result } = observe(queryClient, 'zones', [refused(), 'never asked']);
    await waitFor(() => expect(actions.renew).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onRenewed).not.toHaveBeenCalled();
    expect(actions.prompt).not.toHaveBeenCalled();
  });

  it('other errors, and the demo, are no business of the sign-in', async () => {
    const gateway = setUp(signedIn);
    const forbidden = observe(gateway.queryClient, 'zones', [new ApiError({ kind: 'http', status: 403, path: '/ca/v2/events' })]);
    const demo = setUp({ kind: 'demo', demoUser: 'demo' });
    const { result } = observe(demo.queryClient, 'zones', [refused()]);
    await waitFor(() => expect([forbidden.result.current.isError, result.current.isError]).toEqual([true, true]));
    for (const { actions } of [gateway, demo]) {
      expect(actions.renew).not.toHaveBeenCalled();
      expect(actions.prompt).not.toHaveBeenCalled();
    }
  });
});

describe('forgetPreviousBackend', () => {
  afterEach(() => requestLog.clear());

  it('drops the leaving gateway user’s requests and answers from the request log, and keeps the others’', () => {
    const queryClient = new QueryClient();
    const url = 'https://gw.test/openapi/ref/v1/timezones';
    const first = requestLog.start({ url, backend: 'gateway:https://gw.test#u1', view: '/timezones' });
    requestLog.finish(first, { state: 'done', status: 200, body: '{"Data":["of u1"]}' });
    requestLog.start({ url, backend: 'gateway:https://gw.test#u1', view: '/timezones' });
    requestLog.start({ url, backend: 'demo:demo', view: '/timezones' });
    requestLog.start({ url, backend: 'gateway:https://gw.test#u2', view: '/timezones' });
    const backends = () => requestLog.snapshot().map((record) => record.backend);

    // No switch, or the demo's (public data): the log stays whole.
    forgetPreviousBackend(queryClient, 'gateway:https://gw.test#u1', 'gateway:https://gw.test#u1');
    forgetPreviousBackend(queryClient, 'demo:demo', 'gateway:https://gw.test#u1');
    expect(backends()).toHaveLength(4);

    // Signed out: the demo is in use, and nothing of the user's stays in the log.
    forgetPreviousBackend(queryClient, 'gateway:https://gw.test#u1', 'demo:demo');
    expect(backends()).toEqual(['demo:demo', 'gateway:https://gw.test#u2']);
    expect(JSON.stringify(requestLog.snapshot())).not.toContain('of u1');
    // A request of the user that was still on its way finishes into nothing.
    requestLog.finish(first, { state: 'done', status: 200, body: '{}' });
    expect(backends()).toEqual(['demo:demo', 'gateway:https://gw.test#u2']);
  });
});
