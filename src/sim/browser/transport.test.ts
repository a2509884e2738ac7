import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimHost } from './host';
import type { FromWorker, ToWorker } from './protocol';
import { createDemoTransport } from './transport';

const URL_OF = (path: string) => `https://sim.refex.local${path}`;
const ZONES = URL_OF('/openapi/ref/v1/timezones');
const AUTH = { headers: { Authorization: 'Bearer demo' } };

/** The worker's host run in this thread, in place of a dedicated worker. */
class InProcessWorker {
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly host = createSimHost((message) => setTimeout(() => this.onmessage?.({ data: message } as MessageEvent<FromWorker>), 0));
  postMessage(message: ToWorker): void {
    setTimeout(() => this.host(message), 0);
  }
  terminate(): void {}
}

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map([['refex:sim-now', '2026-03-02T09:30:00Z']]);
  vi.stubGlobal('Worker', InProcessWorker);
  vi.stubGlobal('localStorage', { getItem: (key: string) => storage.get(key) ?? null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the demo transport: refex:sim-faults', () => {
  it('reads the rules at start, and again when a test changes them while the page runs', async () => {
    storage.set('refex:sim-faults', JSON.stringify([{ path: 'timezones', kind: 'status', count: 1 }]));
    const { fetch } = createDemoTransport();
    expect((await fetch(ZONES, AUTH)).status).toBe(503);
    expect((await fetch(ZONES, AUTH)).status).toBe(200);
    storage.set('refex:sim-faults', JSON.stringify([{ path: 'timezones', kind: 'drop', count: 1 }]));
    await expect(fetch(ZONES, AUTH)).rejects.toThrow(TypeError);
    storage.delete('refex:sim-faults');
    expect((await fetch(ZONES, AUTH)).status).toBe(200);
  });

  it('breaks a truncated body off while it is read, as a dropped connection does', async () => {
    storage.set('refex:sim-faults', JSON.stringify({ path: 'timezones', kind: 'truncated-body' }));
    const response = await createDemoTransport().fetch(ZONES, AUTH);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('reports bad rules on the console and applies none', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.set('refex:sim-faults', '[{"path":"timezones","kind":"stauts"}]');
    expect((await createDemoTransport().fetch(ZONES, AUTH)).status).toBe(200);
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/^refex:sim-faults: Bad fault rules: rule 1: kind "stauts"/));
  });
});
