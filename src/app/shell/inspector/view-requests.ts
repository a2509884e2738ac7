/**
 * Which records of the request log (src/api/request-log.ts) belong to a view: pure functions.
 *
 * "The current view's requests" are the records whose `view` (the app's path and search when the request
 * was made) is the address the page shows now, compared as a path and a set of parameters (their order
 * and percent-encoding aside). They are listed in the order they were made, from every visit of that
 * address in this page's life (the log keeps the newest 200). A view whose data came from the query
 * cache sends nothing: it has no records, and the inspector says so. The other addresses in the log are
 * the older views, newest first (older-views.ts, loaded with the inspector).
 */
import type { Exchange } from '@/api/request-log';

/** An address of the app (path and search) as a comparable key: its path and its parameters, sorted. */
export function viewKey(view: string): string {
  let url: URL;
  try {
    url = new URL(view, 'http://app.invalid');
  } catch {
    return view;
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  // Each parameter encoded alike, in one order (any order would do: keys are only compared).
  const params = [...url.searchParams].filter(([, value]) => value !== '').map((pair) => new URLSearchParams([pair]).toString());
  return `${path}?${params.sort().join('&')}`;
}

/** The records made at the address `view`, oldest first. */
export function requestsOfView(records: readonly Exchange[], view: string): Exchange[] {
  const key = viewKey(view);
  return records.filter((record) => record.view === view || viewKey(record.view) === key);
}
