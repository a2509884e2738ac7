/**
 * The loopback HTTP mount as browser clients of the real gateway use it: the
 * service-group health check with CORS (the broker's samples call it on every
 * page load), and rate limits enforced only when the mount is started so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../service';
import { makeClock } from '../core/clock';
import { startSimServer, type StartedServer } from './http-server';
import { parseCliOptions } from './options';

const ORIGIN = 'https://saxobank.github.io';
const clock = makeClock(new Date('2026-11-20T10:00:00Z'));
let plain: StartedServer;
let limited: StartedServer;

beforeAll(async () => {
  plain = await startSimServer(createSimulator({ clock }), 0);
  limited = await startSimServer(createSimulator({ clock, enforceRateLimits: true }), 0);
});

afterAll(async () => {
  await plain.close();
  await limited.close();
});

describe('GET /openapi/ref/Isalive', () => {
  it('answers without a token, with CORS for the calling origin', async () => {
    const response = await fetch(`${plain.url}/openapi/ref/Isalive`, { headers: { Origin: ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${plain.url}/openapi/ref/Isalive`, { method: 'OPTIONS', headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});

describe('rate limits over HTTP', () => {
  it('sends the headers (not exposed to browser scripts, as on the gateway) and does not enforce by default', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 61; i++) {
      last = await fetch(`${plain.url}/openapi/ref/v1/instruments?Keywords=aex&$top=1`, { headers: { Authorization: 'Bearer demo', Origin: ORIGIN } });
      expect(last.status).toBe(200);
    }
    expect(last?.headers.get('x-ratelimit-refdatainstrumentsminute-remaining')).toBe('0');
    expect(last?.headers.get('access-control-expose-headers')).not.toMatch(/RateLimit/i);
  });

  it('answers 429 with the headers once a quota is used up when started with the flag', async () => {
    for (let i = 0; i < 60; i++) await fetch(`${limited.url}/openapi/ref/v1/instruments?Keywords=aex&$top=1`, { headers: { Authorization: 'Bearer demo' } });
    const refused = await fetch(`${limited.url}/openapi/ref/v1/instruments?Keywords=aex&$top=1`, { headers: { Authorization: 'Bearer demo', Origin: ORIGIN } });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe('');
    expect(refused.headers.get('x-ratelimit-refdatainstrumentsminute-limit')).toBe('60');
    expect(refused.headers.get('x-ratelimit-refdatainstrumentsminute-remaining')).toBe('0');
    expect(refused.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('the flag is --rate-limits or SIM_RATE_LIMITS=1, off otherwise', () => {
    expect(parseCliOptions([], {}).rateLimits).toBe(false);
    expect(parseCliOptions(['--rate-limits'], {}).rateLimits).toBe(true);
    expect(parseCliOptions([], { SIM_RATE_LIMITS: '1' }).rateLimits).toBe(true);
    expect(parseCliOptions([], { SIM_RATE_LIMITS: '0' }).rateLimits).toBe(false);
  });
});
