import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createDemoTransport, takeEarlyWorker } from './transport';
import { createSimHost } from './host';
import type { FromWorker, ToWorker } from './protocol';

/** public/sim-start.js, run as the page runs it, with these globals. */
const SCRIPT = readFileSync(new URL('../../../public/sim-start.js', import.meta.url), 'utf8');

class FakeWorker {
  static started: { url: string; options: WorkerOptions }[] = [];
  onerror: (() => void) | null = null;
  refexFailed?: boolean;
  terminated = false;
  readonly posted: unknown[] = [];
  constructor(url: string, options: WorkerOptions) {
    FakeWorker.started.push({ url, options });
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
}

function runPageScript({ meta, backend, path = '/', taken }: { meta?: string; backend?: string; path?: string; taken?: boolean }): { __refexSimWorker?: FakeWorker } {
  FakeWorker.started = [];
  const window: { __refexSimWorker?: FakeWorker; __refexSimTaken?: boolean } = taken ? { __refexSimTaken: true } : {};
  const document = { querySelector: (selector: string) => (selector === 'meta[name="refex-sim-worker"]' && meta !== undefined ? { getAttribute: () => meta } : null) };
  const localStorage = { getItem: (key: string) => (key === 'refex:backend' ? (backend ?? null) : null) };
  new Function('window', 'document', 'localStorage', 'Worker', 'location', SCRIPT)(window, document, localStorage, FakeWorker, { pathname: path });
  return window;
}

describe('public/sim-start.js: the simulator starts with the page in demo mode', () => {
  it('starts the worker of the build, as a module, when no backend is saved (the demo) or the demo is saved', () => {
    for (const backend of [undefined, JSON.stringify({ kind: 'demo', demoUser: 'demo-restricted' }), '{corrupt']) {
      const window = runPageScript({ meta: '/assets/worker-abc.js', backend });
      expect(FakeWorker.started).toEqual([{ url: '/assets/worker-abc.js', options: { type: 'module', name: 'refex-simulator' } }]);
      expect(window.__refexSimWorker).toBeInstanceOf(FakeWorker);
    }
  });

  it('starts nothing when a gateway is chosen: no worker, so no snapshot either', () => {
    const window = runPageScript({
      meta: '/assets/worker-abc.js',
      backend: JSON.stringify({ kind: 'gateway', baseUrl: 'https://gateway.saxobank.com/sim/openapi', rememberToken: false }),
    });
    expect(FakeWorker.started).toEqual([]);
    expect(window.__refexSimWorker).toBeUndefined();
  });

  it('starts nothing without the address of the worker (the dev server: the app starts it)', () => {
    expect(runPageScript({}).__refexSimWorker).toBeUndefined();
    expect(FakeWorker.started).toEqual([]);
  });

  it('starts nothing once the app has opened its demo transport (its bundle ran first)', () => {
    const scope = {};
    expect(takeEarlyWorker(scope)).toBeUndefined();
    expect(runPageScript({ meta: '/assets/worker-abc.js', taken: (scope as { __refexSimTaken?: boolean }).__refexSimTaken }).__refexSimWorker).toBeUndefined();
    expect(FakeWorker.started).toEqual([]);
  });

  it('asks the worker to prepare the universe on a page that will ask for reference data, not on the others', () => {
    for (const path of ['/', '/instruments/Stock/211', '/options/1', '/browse/futures', '/futures/28001', '/compare']) {
      expect(runPageScript({ meta: '/assets/worker-abc.js', path }).__refexSimWorker?.posted, path).toEqual([{ type: 'warm' }]);
    }
    for (const path of ['/timezones', '/corporate-actions', '/corporate-actions/123', '/settings']) {
      expect(runPageScript({ meta: '/assets/worker-abc.js', path }).__refexSimWorker?.posted, path).toEqual([]);
    }
  });

  it('marks a worker that failed before the app took it over', () => {
    const worker = runPageScript({ meta: '/assets/worker-abc.js' }).__refexSimWorker as FakeWorker;
    worker.onerror?.();
    expect(worker.refexFailed).toBe(true);
  });
});

describe('takeEarlyWorker', () => {
  it('hands the early worker over once', () => {
    const worker = new FakeWorker('/w.js', {}) as unknown as Worker;
    const scope = { __refexSimWorker: worker };
    expect(takeEarlyWorker(scope)).toBe(worker);
    expect(takeEarlyWorker(scope)).toBeUndefined();
  });

  it('ends a worker that failed, so that the caller starts a fresh one', () => {
    const worker = new FakeWorker('/w.js', {});
    worker.refexFailed = true;
    expect(takeEarlyWorker({ __refexSimWorker: worker as unknown as Worker })).toBeUndefined();
    expect(worker.terminated).toBe(true);
  });
});

/** The worker's host run in this thread. */
class InProcessWorker {
  static constructed = 0;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly messages: ToWorker[] = [];
  private readonly host = createSimHost((message) => setTimeout(() => this.onmessage?.({ data: message } as MessageEvent<FromWorker>), 0));
  constructor() {
    InProcessWorker.constructed += 1;
  }
  postMessage(message: ToWorker): void {
    this.messages.push(message);
    setTimeout(() => this.host(message), 0);
  }
  terminate(): void {}
}

describe('the demo transport takes the early worker over', () => {
  it('configures it and answers through it, starting no other', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'refex:sim-now' ? '2026-03-02T09:30:00Z' : null) });
    try {
      const early = new InProcessWorker();
      InProcessWorker.constructed = 0;
      (globalThis as { __refexSimWorker?: unknown }).__refexSimWorker = early;
      const { fetch } = createDemoTransport();
      const response = await fetch('https://sim.refex.local/openapi/ref/v1/timezones', { headers: { Authorization: 'Bearer demo' } });
      expect(response.status).toBe(200);
      expect(InProcessWorker.constructed).toBe(0);
      expect(early.messages.map((message) => message.type)).toEqual(['configure', 'request']);
      expect((globalThis as { __refexSimWorker?: unknown }).__refexSimWorker).toBeUndefined();
      expect((globalThis as { __refexSimTaken?: boolean }).__refexSimTaken).toBe(true);
    } finally {
      delete (globalThis as { __refexSimTaken?: boolean }).__refexSimTaken;
      vi.unstubAllGlobals();
    }
  });
});
