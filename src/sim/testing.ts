/**
 * The simulator mounted for unit tests: as an in-process fetch function
 * (with the faults asked for) and as msw request handlers (so code using the
 * global fetch talks to it).
 */
import { http, HttpResponse } from 'msw';
import { createSimulator, type Simulator } from './service';
import { makeClock } from './core/clock';
import { brokenBody, createFaultInjector, type FaultInjector } from './core/faults';

/** Origin the test mount answers on. */
export const TEST_GATEWAY = 'http://sim.test';

/** A simulator with its clock pinned (defaults to a fixed instant for repeatable tests). */
export function createTestSimulator(now: string | Date = '2026-11-20T10:00:00Z'): Simulator {
  return createSimulator({ clock: makeClock(typeof now === 'string' ? new Date(now) : now) });
}

function toHeaderRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

/** `fetch`-compatible function answering from the simulator in-process, with the faults asked for (latency aside). */
export function createSimFetch(simulator: Simulator, faults: FaultInjector = createFaultInjector()) {
  return async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const signal = init.signal ?? request?.signal;
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    const url = request ? request.url : String(input);
    const method = init.method ?? request?.method ?? 'GET';
    const outcome = faults.take(method, url).answer(simulator, { method, url, headers: toHeaderRecord(init.headers ?? request?.headers) });
    if (outcome.type === 'drop') throw new TypeError('Failed to fetch');
    const { response: result, truncateAt } = outcome;
    const body = method.toUpperCase() === 'HEAD' ? null : result.body;
    const cut = body !== null && truncateAt !== undefined ? brokenBody(new TextEncoder().encode(body).slice(0, truncateAt)) : body;
    return new Response(cut, { status: result.status, headers: result.headers });
  };
}

/** msw handlers serving every request under `origin` from the simulator. */
export function simHandlers(simulator: Simulator, origin: string = TEST_GATEWAY) {
  return [
    http.all(`${origin}/*`, ({ request }) => {
      const result = simulator.handle({ method: request.method, url: request.url, headers: toHeaderRecord(request.headers) });
      return new HttpResponse(request.method.toUpperCase() === 'HEAD' ? null : result.body, { status: result.status, headers: result.headers });
    }),
  ];
}
