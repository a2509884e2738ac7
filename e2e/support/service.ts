// What the specs ask the service directly, to know what a page should show: the in-process simulator
// (same code and data as the browser's) and the HTTP simulator the config starts (connected mode).
import type { APIRequestContext } from '@playwright/test';
import type { Feed } from '../../src/api/types';
import { createTestSimulator } from '../../src/sim/testing';

export const SIM_ORIGIN = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4010}`;

let simulator: ReturnType<typeof createTestSimulator> | undefined;
/** One in-process simulator per test process, on today's clock (as the browser's runs in the specs that use this). */
function shared(): ReturnType<typeof createTestSimulator> {
  simulator ??= createTestSimulator(new Date());
  return simulator;
}

/** One in-process simulator per pinned instant and test process (building one takes a moment). */
const pinned = new Map<string, ReturnType<typeof createTestSimulator>>();
function simulatorAt(instant: Date | string): ReturnType<typeof createTestSimulator> {
  const key = new Date(instant).toISOString();
  let sim = pinned.get(key);
  if (!sim) pinned.set(key, (sim = createTestSimulator(key)));
  return sim;
}

/**
 * Asks the in-process simulator for `pathAndQuery` (e.g. `/openapi/ref/v1/instruments?Keywords=x`) as
 * `token`, and returns the parsed body; any other status than 200 throws.
 */
export function askSimulator<T>(pathAndQuery: string, token = 'demo', instant?: Date | string): T {
  const sim = instant ? simulatorAt(instant) : shared();
  const answer = sim.handle({ method: 'GET', url: `http://sim.test${pathAndQuery}`, headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`${pathAndQuery}: HTTP ${answer.status}`);
  return JSON.parse(answer.body as string) as T;
}

/** The rows of a list answer of the in-process simulator. */
export function askRows<T>(pathAndQuery: string, token = 'demo', at?: Date | string): T[] {
  return askSimulator<Feed<T>>(pathAndQuery, token, at).Data ?? [];
}

/** GETs `pathAndQuery` from the HTTP simulator as the full-access demo user; non-2xx throws. */
export async function gatewayGet<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const response = await request.get(`${SIM_ORIGIN}${pathAndQuery}`, { headers: { Authorization: 'Bearer demo' } });
  if (!response.ok()) throw new Error(`${pathAndQuery}: HTTP ${response.status()}`);
  return (await response.json()) as T;
}

/** Every event of a corporate-actions list from the HTTP simulator (all its pages of 1,000), with the list's `__count`. */
export async function gatewayEvents<T>(request: APIRequestContext, query: Record<string, string>): Promise<{ count: number; events: T[] }> {
  const events: T[] = [];
  let count = 0;
  for (let skip = 0; ; skip += 1000) {
    const params = new URLSearchParams({ ...query, $top: '1000', $skip: String(skip) });
    const body = await gatewayGet<{ Data: T[]; __count: number }>(request, `/openapi/ca/v2/events?${params}`);
    count = body.__count;
    events.push(...body.Data);
    if (events.length >= count || body.Data.length === 0) break;
  }
  return { count, events };
}
