import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSimulator } from '../testing';
import { startSimServer, type StartedServer } from './http-server';

let server: StartedServer;
const ORIGIN = 'http://127.0.0.1:5173';

beforeAll(async () => {
  server = await startSimServer(createTestSimulator(), 0);
});

afterAll(async () => {
  await server.close();
});

describe('loopback HTTP mount', () => {
  it('serves the time zones under both paths with a bearer token', async () => {
    for (const path of ['/ref/v1/timezones', '/openapi/ref/v1/timezones']) {
      const response = await fetch(`${server.url}${path}`, { headers: { Authorization: 'Bearer demo' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = (await response.json()) as { Data: { TimeZoneId: string }[] };
      expect(body.Data.map((zone) => zone.TimeZoneId)).toEqual(['0', '1', '2', '3', '4', '5']);
    }
  });

  it('answers 401 with an empty body for a missing or unknown token', async () => {
    const variants: Record<string, string>[] = [{}, { Authorization: 'Bearer nope' }, { Authorization: 'Basic demo' }];
    for (const headers of variants) {
      const response = await fetch(`${server.url}/openapi/ref/v1/instruments?Keywords=apple`, { headers });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('');
      expect(response.headers.get('x-correlation')).toBeTruthy();
    }
  });

  it('puts an X-Correlation id on every response, different per request', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.url}/ref/v1/timezones`, { headers: { Authorization: 'Bearer demo' } });
      ids.add(response.headers.get('x-correlation') ?? '');
    }
    expect(ids.size).toBe(3);
  });

  it('answers the CORS preflight like the gateway: origin echoed, Authorization allowed', async () => {
    const response = await fetch(`${server.url}/openapi/ref/v1/instruments?Keywords=x`, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('echoes the origin and exposes X-Correlation on actual responses, errors included', async () => {
    for (const token of ['demo', 'wrong']) {
      const response = await fetch(`${server.url}/ref/v1/timezones`, { headers: { Origin: ORIGIN, Authorization: `Bearer ${token}` } });
      expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Correlation');
    }
  });

  it('sends no CORS headers for unknown paths, as the gateway does', async () => {
    const response = await fetch(`${server.url}/port/invalid`, { headers: { Origin: ORIGIN, Authorization: 'Bearer demo' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/port/invalid`, { method: 'OPTIONS', headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 403 to the restricted token on corporate actions', async () => {
    const response = await fetch(`${server.url}/openapi/ca/v2/events`, { headers: { Authorization: 'Bearer demo-restricted' } });
    expect(response.status).toBe(403);
  });

  it('rejects other methods than GET', async () => {
    const response = await fetch(`${server.url}/ref/v1/timezones`, { method: 'POST', headers: { Authorization: 'Bearer demo' } });
    expect(response.status).toBe(405);
  });
});
