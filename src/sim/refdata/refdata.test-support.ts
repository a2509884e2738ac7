/** Helpers for the reference-data tests: a pinned simulator and a JSON GET. */
import { createSimulator, type Simulator } from '../service';
import { makeClock } from '../core/clock';

export const NOW = '2026-11-20T10:00:00Z';
export const ORIGIN = 'http://127.0.0.1:4010';

export function simAt(now: string = NOW): Simulator {
  return createSimulator({ clock: makeClock(new Date(now)) });
}

export interface JsonResponse {
  status: number;
  raw: string | null;
  // Tests look into arbitrary response shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** GET `path` (or an absolute URL) as the demo user (or `token`), JSON-parsed. */
export function get(simulator: Simulator, path: string, token = 'demo'): JsonResponse {
  const url = path.startsWith('http') ? path : `${ORIGIN}${path}`;
  const response = simulator.handle({ method: 'GET', url, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, raw: response.body, body: response.body ? JSON.parse(response.body) : null };
}

/** Follows `__next` links from `path` and returns every row. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getAll(simulator: Simulator, path: string, token = 'demo'): { rows: any[]; pages: number } {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows: any[] = [];
  let next: string | undefined = path;
  let pages = 0;
  while (next) {
    const response = get(simulator, next, token);
    if (response.status !== 200) throw new Error(`GET ${next} -> ${response.status}`);
    rows.push(...response.body.Data);
    next = response.body.__next;
    pages += 1;
    if (pages > 2_000) throw new Error('runaway paging');
  }
  return { rows, pages };
}
