import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from './client';
import { createPacer } from './pacer';
import { createRateMeter, meteredFetch, type SentRequest } from './rate-meter';
import { readMeter } from './rate-window';

const ref = (at: number, extra: Partial<SentRequest> = {}): SentRequest => ({ backend: 'gw', group: 'ref', path: '/openapi/ref/v1/instruments', at, ...extra });
const ca = (at: number): SentRequest => ({ backend: 'gw', group: 'ca', path: '/openapi/ca/v2/events', at });

describe('the rate meter window', () => {
  it('counts each service group over the last minute only, against its tightest quota', () => {
    const now = 1_000_000;
    const sent = [ref(now - 60_000), ref(now - 59_999), ref(now - 1), ca(now - 30_000), ca(now), ref(now + 1)];
    const reading = readMeter(sent, 'gw', now);
    expect(reading.groups.map(({ group, count, limit }) => [group, count, limit])).toEqual([
      ['ref', 2, 60],
      ['ca', 2, 120],
    ]);
    // The oldest request still counted leaves the window a minute after it was sent.
    expect(reading.groups[0]?.freesAt).toBe(now - 59_999 + 60_000);
    expect(reading.groups[0]?.quotas.map((quota) => quota.dimension)).toEqual(['RefDataMinute', 'Session']);
    // A minute later nothing counts.
    expect(readMeter(sent, 'gw', now + 60_001).groups.map((group) => group.count)).toEqual([0, 0]);
  });

  it("counts what the app's other tabs on the session sent, and says how many of them", () => {
    const meter = createRateMeter({ now: () => 2_000 });
    meter.heard('gw', '/openapi/ref/v1/instruments', 1_000);
    meter.heard('gw', '/openapi/ca/v2/events', 1_500);
    meter.heard('other', '/openapi/ref/v1/instruments', 1_500);
    void meter.sent('gw', 'https://gw.test/openapi/ref/v1/timezones?x=1');
    const reading = readMeter(meter.snapshot(), 'gw', 2_000);
    expect(reading.groups.map(({ group, count, elsewhere }) => [group, count, elsewhere])).toEqual([
      ['ref', 2, 1],
      ['ca', 1, 1],
    ]);
    expect(reading.groups[0]?.freesAt).toBe(61_000);
  });

  it("counts only the current backend's requests, and names the last 429 of the minute", () => {
    const now = 500_000;
    const sent = [ref(now - 10, { backend: 'other' }), ref(now - 5, { status: 429 }), ref(now - 2, { status: 429, retryAfterMs: 7_000 }), ref(now - 1, { status: 200 })];
    const reading = readMeter(sent, 'gw', now);
    expect(reading.groups[0]?.count).toBe(3);
    expect(reading.lastRefusal).toMatchObject({ at: now - 2, retryAfterMs: 7_000 });
    expect(readMeter(sent, 'gw', now + 60_000).lastRefusal).toBeUndefined();
  });

  it('under the pacer, records what was sent, not what was asked: a request dropped in line or asked twice counts once or not at all', async () => {
    const clock = 0;
    const meter = createRateMeter({ now: () => clock });
    const answered: string[] = [];
    const network: FetchLike = (input) => {
      answered.push(input);
      return Promise.resolve(new Response(JSON.stringify({ Data: [] }), { status: input.includes('busy') ? 429 : 200, headers: { 'Retry-After': '3' } }));
    };
    const pacer = createPacer(meteredFetch(network, meter, 'gw'), [{ matches: (path) => path.includes('/ref/'), limit: 2, windowMs: 60_000 }], () => clock);
    const api = createApiClient({ key: 'gw', baseUrl: 'https://gw.test', token: 'demo', fetch: pacer.fetch });
    const dropped = new AbortController();
    await Promise.all([api.get('/openapi/ref/v1/timezones'), api.get('/openapi/ref/v1/timezones'), api.get('/openapi/ref/v1/busy').catch(() => undefined)]);
    const waiting = api.get('/openapi/ref/v1/instruments', { signal: dropped.signal }).catch(() => 'dropped');
    dropped.abort();
    expect(await waiting).toBe('dropped');
    await api.get('/openapi/ca/v2/events');
    expect(answered).toHaveLength(3);
    const reading = readMeter(meter.snapshot(), 'gw', clock);
    expect(reading.groups.map((group) => group.count)).toEqual([2, 1]);
    expect(reading.lastRefusal).toMatchObject({ path: '/openapi/ref/v1/busy', status: 429, retryAfterMs: 3_000 });
  });
});
