/**
 * Which records of the request log (src/api/request-log.ts) belong to a view: pure functions.
 *
 * "The current view's requests" are the records whose `view` (the app's path and search when the request
 * was made) is the address the page shows now, compared as a path and a set of parameters (their order
 * and percent-encoding aside). They are listed in the order they were made, from every visit of that
 * address in this page's life (the log keeps the newest 200). A view whose data came from the query
 * cache sends nothing: it has no records, and the inspector says so. The other addresses in the log are
 * the older views, newest first.
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
  const params = [...url.searchParams].filter(([, value]) => value !== '').sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${path}?${new URLSearchParams(params).toString()}`;
}

export function sameView(a: string, b: string): boolean {
  return a === b || viewKey(a) === viewKey(b);
}

/** The records made at the address `view`, oldest first. */
export function requestsOfView(records: readonly Exchange[], view: string): Exchange[] {
  const key = viewKey(view);
  return records.filter((record) => record.view === view || viewKey(record.view) === key);
}

export interface OlderView {
  /** The address as the first of its records gave it. */
  view: string;
  count: number;
  /** When its newest record was made. */
  lastAt: number;
}

/** The other addresses of the log, newest first, with how many requests each made. */
export function olderViews(records: readonly Exchange[], current: string): OlderView[] {
  const currentKey = viewKey(current);
  const byKey = new Map<string, OlderView>();
  for (const record of records) {
    const key = viewKey(record.view);
    if (key === currentKey) continue;
    const known = byKey.get(key);
    if (known) {
      known.count += 1;
      known.lastAt = Math.max(known.lastAt, record.startedAt);
    } else byKey.set(key, { view: record.view, count: 1, lastAt: record.startedAt });
  }
  return [...byKey.values()].sort((a, b) => b.lastAt - a.lastAt);
}
