/**
 * Rate limits as the gateway reports them (facts 0.7): X-RateLimit-<Dimension>-Limit,
 * -Remaining and -Reset (seconds) on every answer; 120 requests per session and
 * service group a minute, 60 a minute for reference data, 10,000,000 a day per
 * application; 429 with the headers once a quota is used up, only when enforced.
 */
import { describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../service';
import { makeClock } from './clock';

const ORIGIN = 'http://127.0.0.1:4010';
const NOW = new Date('2026-11-20T10:00:00Z');

function simulator(enforce: boolean, ticker: () => number = () => NOW.getTime()): Simulator {
  return createSimulator({ clock: makeClock(NOW), enforceRateLimits: enforce, ticker });
}

function ask(sim: Simulator, path: string, token = 'demo') {
  return sim.handle({ method: 'GET', url: `${ORIGIN}${path}`, headers: { Authorization: `Bearer ${token}` } });
}

const header = (response: { headers: Record<string, string> }, name: string): string | undefined => response.headers[name];

describe('rate-limit headers', () => {
  it('come on every answer, with the dimensions of the operation', () => {
    const sim = simulator(false);
    const search = ask(sim, '/openapi/ref/v1/instruments?Keywords=aex&$top=1');
    expect(search.status).toBe(200);
    expect(header(search, 'X-RateLimit-AppDay-Limit')).toBe('10000000');
    // AppDay plus the one reference-data dimension, as live captures show (no Session beside it).
    expect(
      Object.keys(search.headers)
        .filter((name) => name.startsWith('X-RateLimit-'))
        .sort(),
    ).toEqual([
      'X-RateLimit-AppDay-Limit',
      'X-RateLimit-AppDay-Remaining',
      'X-RateLimit-AppDay-Reset',
      'X-RateLimit-RefDataInstrumentsMinute-Limit',
      'X-RateLimit-RefDataInstrumentsMinute-Remaining',
      'X-RateLimit-RefDataInstrumentsMinute-Reset',
    ]);
    expect(header(search, 'X-RateLimit-RefDataInstrumentsMinute-Limit')).toBe('60');
    expect(header(search, 'X-RateLimit-RefDataInstrumentsMinute-Remaining')).toBe('59');
    expect(Number(header(search, 'X-RateLimit-RefDataInstrumentsMinute-Reset'))).toBeGreaterThan(0);
    // Seconds until midnight UTC for the daily quota.
    expect(header(search, 'X-RateLimit-AppDay-Reset')).toBe(String(14 * 3600));
    const details = ask(sim, '/openapi/ref/v1/instruments/details/211/Stock');
    expect(header(details, 'X-RateLimit-RefDataMinute-Limit')).toBe('60');
    expect(header(details, 'X-RateLimit-RefDataMinute-Remaining')).toBe('59');
    expect(header(details, 'X-RateLimit-Session-Remaining')).toBeUndefined();
    for (const path of ['/openapi/ref/v1/instruments/details/211/Shares', '/openapi/ref/v1/instruments/details/999999/Stock', '/ref/v1/timezones', '/openapi/ca/v2/events']) {
      const response = ask(sim, path);
      const dimensions = new Set(
        Object.keys(response.headers)
          .filter((name) => name.startsWith('X-RateLimit-'))
          .map((name) => name.split('-')[2]),
      );
      expect(dimensions.has('AppDay'), path).toBe(true);
      // One per-minute dimension beside AppDay: a client waiting out a 429 reads that one.
      expect(dimensions.size, path).toBe(2);
    }
    // Corporate actions are another service group without a dimension of its own: the Session one.
    const events = ask(sim, '/openapi/ca/v2/events');
    expect(header(events, 'X-RateLimit-Session-Remaining')).toBe('118');
    expect(header(events, 'X-RateLimit-RefDataMinute-Limit')).toBeUndefined();
  });

  it('count per session (token), and the windows reset after a minute of real time', () => {
    let now = NOW.getTime();
    const sim = simulator(false, () => now);
    for (let i = 0; i < 5; i++) ask(sim, '/ref/v1/timezones');
    expect(header(ask(sim, '/ref/v1/timezones'), 'X-RateLimit-RefDataMinute-Remaining')).toBe('54');
    expect(header(ask(sim, '/ref/v1/timezones', 'demo-restricted'), 'X-RateLimit-RefDataMinute-Remaining')).toBe('59');
    now += 30_000;
    expect(header(ask(sim, '/ref/v1/timezones'), 'X-RateLimit-RefDataMinute-Reset')).toBe('30');
    now += 30_001;
    expect(header(ask(sim, '/ref/v1/timezones'), 'X-RateLimit-RefDataMinute-Remaining')).toBe('59');
  });
});

describe('quotas', () => {
  it('are not enforced by default, so tests stay deterministic', () => {
    const sim = simulator(false);
    for (let i = 0; i < 70; i++) expect(ask(sim, '/openapi/ref/v1/instruments?Keywords=aex&$top=1').status).toBe(200);
    expect(header(ask(sim, '/openapi/ref/v1/instruments?Keywords=aex&$top=1'), 'X-RateLimit-RefDataInstrumentsMinute-Remaining')).toBe('0');
  });

  it('when enforced, answer 429 with the headers and an empty body once used up', () => {
    let now = NOW.getTime();
    const sim = simulator(true, () => now);
    for (let i = 0; i < 60; i++) expect(ask(sim, '/openapi/ref/v1/instruments?Keywords=aex&$top=1').status, `request ${i + 1}`).toBe(200);
    const refused = ask(sim, '/openapi/ref/v1/instruments?Keywords=aex&$top=1');
    expect(refused.status).toBe(429);
    expect(refused.body).toBeNull();
    expect(header(refused, 'X-RateLimit-RefDataInstrumentsMinute-Remaining')).toBe('0');
    expect(Number(header(refused, 'X-RateLimit-RefDataInstrumentsMinute-Reset'))).toBeGreaterThan(0);
    // Other reference data has its own per-minute quota.
    for (let i = 0; i < 60; i++) expect(ask(sim, '/ref/v1/timezones').status, `other ${i + 1}`).toBe(200);
    const other = ask(sim, '/openapi/ref/v1/instruments/details/211/Stock');
    expect(other.status).toBe(429);
    expect(header(other, 'X-RateLimit-RefDataMinute-Remaining')).toBe('0');
    // Another service group and another session are not affected.
    expect(ask(sim, '/openapi/ca/v2/events').status).toBe(200);
    expect(ask(sim, '/ref/v1/timezones', 'demo-restricted').status).toBe(200);
    now += 60_000;
    expect(ask(sim, '/openapi/ref/v1/instruments?Keywords=aex&$top=1').status).toBe(200);
  });
});

describe('service health', () => {
  it('/openapi/ref/Isalive answers without a token', () => {
    const sim = simulator(false);
    for (const path of ['/openapi/ref/Isalive', '/openapi/ref/isalive', '/openapi/ca/Isalive']) {
      const response = sim.handle({ method: 'GET', url: `${ORIGIN}${path}`, headers: {} });
      expect(response.status, path).toBe(200);
      expect(response.headers['X-Correlation']).toBeTruthy();
    }
    expect(sim.isKnownPath('/openapi/ref/Isalive')).toBe(true);
  });
});
