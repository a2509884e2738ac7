/** The other addresses of the request log than the current view's (see view-requests.ts), for the inspector only: not in the first load. */
import type { Exchange } from '@/api/request-log';
import { viewKey } from './view-requests';

export function sameView(a: string, b: string): boolean {
  return a === b || viewKey(a) === viewKey(b);
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
