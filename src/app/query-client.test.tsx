import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError, retryDelayFor, shouldRetry } from '@/api/errors';
import { createQueryClient } from './query-client';

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
    const queryFn = vi.fn().mockRejectedValueOnce(new ApiError({ kind: 'http', status, path: '/ref/v1/timezones' })).mockResolvedValue(['answered again']);
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
