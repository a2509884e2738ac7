import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePrefetchWhenIdle, worthPrefetching } from './idle-prefetch';

function setup() {
  const queryClient = new QueryClient();
  const fetched = vi.fn(async () => ['whole list']);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const query = (name: string) => queryOptions({ queryKey: ['test', 'ca', 'events', 'every', name] as const, queryFn: fetched });
  return { queryClient, fetched, wrapper, query };
}

describe('the whole list fetched ahead', () => {
  it('only for a list longer than one page', () => {
    expect(worthPrefetching(2377)).toBe(true);
    expect(worthPrefetching(500)).toBe(false);
    expect(worthPrefetching(undefined)).toBe(false);
  });

  it('once per visit, in the first quiet moment, for a long list in the table view', async () => {
    const { fetched, wrapper, query } = setup();
    const warm = vi.fn();
    const { rerender } = renderHook(({ name, total, wanted }) => usePrefetchWhenIdle(query(name), ['test', 'ca'], total, wanted, warm), {
      wrapper,
      initialProps: { name: 'all', total: 2377, wanted: true },
    });
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    // Then the work on the list, in a later quiet moment.
    await waitFor(() => expect(warm).toHaveBeenCalledWith(['whole list']));
    // Another filter later in the same visit is not fetched whole ahead.
    rerender({ name: 'upcoming', total: 1200, wanted: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('not for a short list, nor outside the table view, nor while the inbox’s requests are on their way', async () => {
    const { queryClient, fetched, wrapper, query } = setup();
    const short = renderHook(() => usePrefetchWhenIdle(query('short'), ['test', 'ca'], 120, true), { wrapper });
    const elsewhere = renderHook(() => usePrefetchWhenIdle(query('elsewhere'), ['test', 'ca'], 2377, false), { wrapper });
    let answer: (value: string[]) => void = () => undefined;
    void queryClient.fetchQuery({ queryKey: ['test', 'ca', 'events', 'page'], queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
    const busy = renderHook(() => usePrefetchWhenIdle(query('busy'), ['test', 'ca'], 2377, true), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).not.toHaveBeenCalled();
    // Once the page has answered, the inbox is quiet.
    answer(['page']);
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    short.unmount();
    elsewhere.unmount();
    busy.unmount();
  });
});
