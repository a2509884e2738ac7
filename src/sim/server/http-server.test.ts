import { request as httpRequest } from 'node:http';
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

  it('rejects other methods than GET and HEAD, naming the allowed ones', async () => {
    const response = await fetch(`${server.url}/ref/v1/timezones`, { method: 'POST', headers: { Authorization: 'Bearer demo' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('x-correlation')).toBeTruthy();
  });

  it('answers HEAD like GET, without the body', async () => {
    const get = await raw({ path: '/ref/v1/timezones', headers: { Authorization: 'Bearer demo' } });
    const head = await raw({ path: '/ref/v1/timezones', method: 'HEAD', headers: { Authorization: 'Bearer demo' } });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    expect(head.headers['x-correlation']).toBeTruthy();
  });

  it('puts an X-Correlation id on preflights and unknown paths too, and a zero length on empty bodies', async () => {
    const preflight = await raw({ path: '/ref/v1/timezones', method: 'OPTIONS', headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET' } });
    const unknownPreflight = await raw({ path: '/port/invalid', method: 'OPTIONS', headers: { Origin: ORIGIN } });
    const unauthorised = await raw({ path: '/ref/v1/timezones' });
    for (const answer of [preflight, unknownPreflight, unauthorised]) {
      expect(answer.headers['x-correlation']).toMatch(/#sim#\d+$/);
      expect(answer.headers['content-length']).toBe('0');
      expect(answer.headers['transfer-encoding']).toBeUndefined();
    }
  });

  it('survives an unusable Host header and keeps __next on the loopback address', async () => {
    for (const host of ['a b', 'evil.example/openapi', 'x@y']) {
      const answer = await raw({ path: '/openapi/ref/v1/instruments?Keywords=shell&$top=1', headers: { Host: host, Authorization: 'Bearer demo' } });
      expect(answer.status, host).toBe(200);
      const next = (JSON.parse(answer.body) as { __next: string }).__next;
      expect(new URL(next).origin).toBe(server.url);
      expect(new URL(next).pathname).toBe('/openapi/ref/v1/instruments');
    }
    const after = await fetch(`${server.url}/ref/v1/timezones`, { headers: { Authorization: 'Bearer demo' } });
    expect(after.status).toBe(200);
  });

  it('reads a doubled slash as part of the path, not as a host', async () => {
    const answer = await raw({ path: '//ref/v1/timezones', headers: { Authorization: 'Bearer demo' } });
    expect(answer.status).toBe(200);
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly the given method, path and headers (fetch would normalise them). */
function raw(options: { path: string; method?: string; headers?: Record<string, string> }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: server.port, path: options.path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
