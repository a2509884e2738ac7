/**
 * The whole filtered list fetched ahead, once, when the inbox opens on a list longer than one page and has gone
 * quiet: the calendar, the payment forecast and the calendar file then open on it at once instead of waiting for
 * every page. Only the first quiet moment of a visit and only a long list (a short one is one request when asked
 * for), so a user who filters and sorts does not spend the gateway's quota on lists never looked at whole.
 */
import { useEffect, useRef } from 'react';
import { hashKey, useIsFetching, useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { ALL_EVENTS_PAGE_SIZE } from '@/features/corporate-actions/queries';

type IdleHandle = { cancel: () => void };

/** Runs `task` when the browser is idle (at the latest after `timeout` ms). */
function whenIdle(task: () => void, timeout: number): IdleHandle {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = setTimeout(task, 0);
  return { cancel: () => clearTimeout(id) };
}

/** Whether a list of `total` events is worth fetching ahead: more than one page. */
export const worthPrefetching = (total: number | undefined) => total !== undefined && total > ALL_EVENTS_PAGE_SIZE;

/**
 * Prefetches `query` (the whole filtered list) once per mount, when `wanted`, the list counts more than a page, and
 * no request of `scope` (a query key prefix) is on its way; then `warm` on its data when idle again. A failure is
 * left for the view that needs the list to show (it asks again).
 */
export function usePrefetchWhenIdle<T, K extends readonly unknown[]>(
  query: FetchQueryOptions<T, Error, T, K>,
  scope: readonly unknown[],
  total: number | undefined,
  wanted: boolean,
  /** Work to do on the list once it is in, in a later quiet moment (e.g. the forecast's figures). */
  warm?: (data: T) => void,
): void {
  const queryClient = useQueryClient();
  const busy = useIsFetching({ queryKey: scope }) > 0;
  const done = useRef(false);
  const key = hashKey(query.queryKey);
  const ready = wanted && !busy && worthPrefetching(total);
  useEffect(() => {
    if (done.current || !ready) return;
    const handle = whenIdle(() => {
      done.current = true;
      void queryClient.fetchQuery(query).then(
        (data) => warm && whenIdle(() => warm(data), 1_000),
        () => undefined,
      );
    }, 1_000);
    return handle.cancel;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `query` (a new object at every render)
  }, [ready, key, queryClient]);
}
