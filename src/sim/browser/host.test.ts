import { describe, expect, it, vi } from 'vitest';
import { createSimHost, type SimHostOptions } from './host';
import type { FromWorker, ToWorker } from './protocol';
import { createSimulator } from '../service';
import { makeClock, parseInstant } from '../core/clock';
import { parseFaultRules } from '../core/faults';

const NOW = '2026-03-02T09:30:00Z';
const ORIGIN = 'https://sim.refex.local';

/** A host whose posts are collected; `ask` sends a request and waits for its answer. */
function hostUnderTest(options: SimHostOptions = {}) {
  const waiting = new Map<number, (message: FromWorker, transfer: ArrayBuffer[]) => void>();
  const host = createSimHost((message, transfer) => waiting.get(message.id)?.(message, transfer), options);
  let nextId = 1;
  const ask = (path: string, method = 'GET', token = 'demo') =>
    new Promise<{ message: FromWorker; transfer: ArrayBuffer[] }>((resolve) => {
      const id = nextId++;
      waiting.set(id, (message, transfer) => resolve({ message, transfer }));
      const request: ToWorker = { type: 'request', id, method, url: `${ORIGIN}${path}`, headers: { Authorization: `Bearer ${token}` } };
      host(request);
    });
  return { host, ask };
}

const text = (body: ArrayBuffer | null) => (body === null ? null : new TextDecoder().decode(body));

describe('the browser worker host', () => {
  it('holds the requests that may need the universe until it is ready, and answers the time zones and lookup data at once', async () => {
    let ready = (): void => undefined;
    const universeReady = new Promise<void>((resolve) => (ready = resolve));
    const { host, ask } = hostUnderTest({ universeReady });
    host({ type: 'configure', options: { simNow: NOW } });
    const order: string[] = [];
    const details = ask('/openapi/ref/v1/instruments/details/211/Stock').then(({ message }) => order.push(`details ${message.type === 'response' ? message.status : 'failure'}`));
    const events = ask('/openapi/ca/v2/events?$top=1').then(({ message }) => order.push(`events ${message.type === 'response' ? message.status : 'failure'}`));
    await ask('/openapi/ref/v1/timezones').then(({ message }) => order.push(`timezones ${message.type === 'response' ? message.status : 'failure'}`));
    await ask('/openapi/ca/v2/events/lookupdata').then(({ message }) => order.push(`lookup ${message.type === 'response' ? message.status : 'failure'}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['timezones 200', 'lookup 200']);
    ready();
    await Promise.all([details, events]);
    expect(order).toEqual(['timezones 200', 'lookup 200', 'details 200', 'events 200']);
  });

  it('answers like the simulator itself, with the body as transferred UTF-8 bytes', async () => {
    const { host, ask } = hostUnderTest();
    host({ type: 'configure', options: { simNow: NOW } });
    const { message, transfer } = await ask('/openapi/ref/v1/instruments?Keywords=nestl%C3%A9&$top=3');
    const direct = createSimulator({ clock: makeClock(parseInstant(NOW)) }).handle({
      method: 'GET',
      url: `${ORIGIN}/openapi/ref/v1/instruments?Keywords=nestl%C3%A9&$top=3`,
      headers: { Authorization: 'Bearer demo' },
    });
    expect(message.type).toBe('response');
    if (message.type !== 'response') return;
    expect(message.status).toBe(200);
    expect(transfer).toEqual([message.body]);
    expect(text(message.body)).toBe(direct.body);
    expect(message.headers['Content-Type']).toMatch(/application\/json/);
  });

  it('sends no body for HEAD and for an empty 401', async () => {
    const { host, ask } = hostUnderTest();
    host({ type: 'configure', options: { simNow: NOW } });
    const head = (await ask('/openapi/ref/v1/timezones', 'HEAD')).message;
    expect(head).toMatchObject({ type: 'response', status: 200, body: null });
    const refused = await ask('/openapi/ref/v1/timezones', 'GET', 'nobody');
    expect(refused.message).toMatchObject({ type: 'response', status: 401, body: null });
    expect(refused.transfer).toEqual([]);
  });

  it('fails the configured paths the configured number of times, with a correlation id, then recovers', async () => {
    const { host, ask } = hostUnderTest();
    // The first rules of the worker, { path, status, times }, are still read.
    host({ type: 'configure', options: { simNow: NOW, faults: parseFaultRules([{ path: 'TIMEZONES', status: 503, times: 2 }]) } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { message } = await ask('/openapi/ref/v1/timezones');
      if (message.type !== 'response') throw new Error('no response');
      statuses.push(message.status);
      expect(message.headers['X-Correlation']).toBeTruthy();
    }
    expect(statuses).toEqual([503, 503, 200]);
    // Other paths are not affected.
    expect((await ask('/openapi/ref/v1/instruments?Uics=211')).message).toMatchObject({ status: 200 });
  });

  it('waits the configured latency before answering', async () => {
    const { host, ask } = hostUnderTest();
    host({ type: 'configure', options: { simNow: NOW, latencyMs: 60 } });
    const started = performance.now();
    const { message } = await ask('/openapi/ref/v1/timezones');
    expect(message).toMatchObject({ status: 200 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('the browser worker host: rate limits', () => {
  it('reports the quotas always, and enforces them only when configured to (the refex:sim-rate-limits knob)', async () => {
    for (const enforced of [false, true]) {
      const { host, ask } = hostUnderTest();
      host({ type: 'configure', options: { simNow: NOW, rateLimits: enforced } });
      for (let i = 0; i < 60; i++) await ask('/openapi/ref/v1/instruments?Keywords=aex&$top=1');
      const { message } = await ask('/openapi/ref/v1/instruments?Keywords=aex&$top=1');
      if (message.type !== 'response') throw new Error('no response');
      expect(message.status).toBe(enforced ? 429 : 200);
      expect(message.headers['X-RateLimit-RefDataInstrumentsMinute-Remaining']).toBe('0');
    }
  });
});

describe('the browser worker host: faults', () => {
  it('drops the connection as a failure, which the page’s transport turns into a network error', async () => {
    const { host, ask } = hostUnderTest();
    host({ type: 'configure', options: { simNow: NOW, faults: parseFaultRules({ path: 'timezones', kind: 'drop', count: 1 }) } });
    expect((await ask('/openapi/ref/v1/timezones')).message).toMatchObject({ type: 'failure', message: 'the connection dropped' });
    expect((await ask('/openapi/ref/v1/timezones')).message).toMatchObject({ type: 'response', status: 200 });
  });

  it('sends half of a truncated body, marked broken', async () => {
    const { host, ask } = hostUnderTest();
    host({ type: 'configure', options: { simNow: NOW, faults: parseFaultRules({ path: 'timezones', kind: 'truncated-body' }) } });
    const { message } = await ask('/openapi/ref/v1/timezones');
    if (message.type !== 'response') throw new Error('no response');
    const whole = createSimulator({ clock: makeClock(parseInstant(NOW)) }).handle({
      method: 'GET',
      url: `${ORIGIN}/openapi/ref/v1/timezones`,
      headers: { Authorization: 'Bearer demo' },
    }).body as string;
    expect(message.broken).toBe(true);
    expect(text(message.body)).toBe(whole.slice(0, Math.floor(whole.length / 2)));
  });

  it('takes new rules while it runs, with fresh counts, and adds their latency to the configured one', async () => {
    const { host, ask } = hostUnderTest();
    host({ type: 'configure', options: { simNow: NOW, latencyMs: 20, faults: parseFaultRules({ path: 'timezones', kind: 'status', count: 1 }) } });
    expect((await ask('/openapi/ref/v1/timezones')).message).toMatchObject({ status: 503 });
    host({
      type: 'faults',
      rules: parseFaultRules([
        { path: 'timezones', kind: 'rate-limit', reset: 3, count: 1 },
        { path: 'timezones', kind: 'latency', ms: 60 },
      ]),
    });
    const started = performance.now();
    const limited = (await ask('/openapi/ref/v1/timezones')).message;
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    expect(limited).toMatchObject({ status: 429, headers: { 'X-RateLimit-Session-Reset': '3', 'X-RateLimit-Session-Remaining': '0' } });
    host({ type: 'faults', rules: [] });
    expect((await ask('/openapi/ref/v1/timezones')).message).toMatchObject({ status: 200 });
  });

  it('puts the injected texts into the answer', async () => {
    const { host, ask } = hostUnderTest();
    host({ type: 'configure', options: { simNow: NOW, faults: parseFaultRules({ path: 'timezones', kind: 'inject', fields: ['ZoneName'], values: ['<b>zone</b>'] }) } });
    const { message } = await ask('/openapi/ref/v1/timezones');
    if (message.type !== 'response') throw new Error('no response');
    const zones = JSON.parse(text(message.body) ?? '') as { Data: { ZoneName: string }[] };
    expect(new Set(zones.Data.map((zone) => zone.ZoneName))).toEqual(new Set(['<b>zone</b>']));
  });

  it('without rules, answers byte for byte as the simulator does', async () => {
    const paths = ['/openapi/ref/v1/instruments?Keywords=shell&$top=3', '/openapi/ref/v1/timezones', '/openapi/ref/v1/instruments/details/1/Nothing'];
    for (const faults of [undefined, parseFaultRules('[]')]) {
      const { host, ask } = hostUnderTest();
      host({ type: 'configure', options: { simNow: NOW, ...(faults ? { faults } : {}) } });
      const direct = createSimulator({ clock: makeClock(parseInstant(NOW)) });
      for (const path of paths) {
        const { message } = await ask(path);
        if (message.type !== 'response') throw new Error('no response');
        const expected = direct.handle({ method: 'GET', url: `${ORIGIN}${path}`, headers: { Authorization: 'Bearer demo' } });
        expect([message.status, message.headers['X-Correlation'], text(message.body)]).toEqual([expected.status, expected.headers['X-Correlation'], expected.body]);
        expect(message.broken).toBeUndefined();
      }
    }
  });
});

describe('the browser worker host, asked to warm up', () => {
  it('readies the universe (not the option roots) from the snapshot once it is there, before any request', async () => {
    const { serializeSnapshot, snapshotOf } = await import('../refdata/snapshot');
    const { universe } = await import('../refdata/universe');
    const bytes = serializeSnapshot(snapshotOf(universe()));
    // A second copy of the simulator's modules, whose universe comes from the snapshot when first needed.
    vi.resetModules();
    const fresh = (await import('./host')) as typeof import('./host');
    const freshSnapshot = (await import('../refdata/snapshot')) as typeof import('../refdata/snapshot');
    const freshUniverse = (await import('../refdata/universe')) as typeof import('../refdata/universe');
    const freshOptions = (await import('../refdata/options')) as typeof import('../refdata/options');
    let ready = (): void => undefined;
    const universeReady = new Promise<void>((resolve) => (ready = resolve));
    const host = fresh.createSimHost(() => undefined, { universeReady });
    host({ type: 'warm' });
    freshSnapshot.restoreUniverseFrom(bytes);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Not before the snapshot is there.
    expect(freshUniverse.readyUniverse()).toBeUndefined();
    ready();
    await vi.waitFor(() => expect(freshUniverse.readyUniverse()).toBeDefined(), { timeout: 10_000 });
    // The option roots are not made ahead: a request arriving meanwhile would wait behind them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(freshOptions.readyOptionRoots()).toBeUndefined();
  });
});
