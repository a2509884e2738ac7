import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSimulator } from '../testing';
import { createSimulator } from '../service';
import { makeClock } from '../core/clock';
import { createFaultInjector, parseFaultRules } from '../core/faults';
import { createRequestListener, startSimServer, type StartedServer } from './http-server';

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
      expect(body.Data.map((zone) => zone.TimeZoneId).slice(0, 6)).toEqual(['0', '1', '2', '3', '4', '5']);
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

  it('answers under /closed as the gateway does, but with no CORS headers at all, and its preflight as an unknown path', async () => {
    for (const token of ['demo', 'wrong']) {
      const open = await fetch(`${server.url}/openapi/ref/v1/timezones`, { headers: { Origin: ORIGIN, Authorization: `Bearer ${token}` } });
      const closed = await fetch(`${server.url}/closed/openapi/ref/v1/timezones`, { headers: { Origin: ORIGIN, Authorization: `Bearer ${token}` } });
      expect(closed.status, token).toBe(open.status);
      expect(await closed.text()).toBe(await open.text());
      expect(closed.headers.get('content-type')).toBe(open.headers.get('content-type'));
      expect(open.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      for (const name of ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers']) expect(closed.headers.get(name), name).toBeNull();
    }
    const preflight = await raw({
      path: '/closed/openapi/ref/v1/timezones',
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(404);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(preflight.headers['x-correlation']).toBeTruthy();
    // What the gateway does not answer is not answered under /closed either.
    expect((await fetch(`${server.url}/closed/port/invalid`, { headers: { Authorization: 'Bearer demo' } })).status).toBe(404);
    expect((await fetch(`${server.url}/closed`, { headers: { Authorization: 'Bearer demo' } })).status).toBe(404);
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
function raw(options: { path: string; method?: string; headers?: Record<string, string> }, port = server.port): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: options.path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('faults over HTTP', () => {
  let faulty: StartedServer;
  const simulator = createSimulator({ clock: makeClock(new Date('2026-11-20T10:00:00Z')), ticker: () => 0 });

  beforeAll(async () => {
    faulty = await startSimServer(simulator, 0, undefined, createFaultInjector(parseFaultRules({ path: 'futuresspaces', kind: 'status', count: 1 })));
  });

  afterAll(async () => {
    await faulty.close();
  });

  const control = (method: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${faulty.url}/__sim/faults`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const setFaults = async (rules: unknown) => expect((await control('PUT', rules)).status).toBe(200);
  const get = (path: string) => fetch(`${faulty.url}${path}`, { headers: { Authorization: 'Bearer demo', Origin: ORIGIN } });

  it('takes its first rules at start, and lists them with their counts', async () => {
    expect((await get('/openapi/ref/v1/instruments/futuresspaces/1234')).status).toBe(503);
    const listed = (await (await control('GET')).json()) as unknown[];
    expect(listed).toEqual([{ rule: { path: 'futuresspaces', kind: 'status', status: 503, count: 1 }, applied: 1, remaining: 0 }]);
  });

  it('sets, adds and clears rules through the control endpoint, and names the problems of bad ones', async () => {
    await setFaults([{ path: 'timezones', kind: 'status', status: 500, count: 1 }]);
    expect((await control('POST', { path: 'timezones', kind: 'empty-200', count: 1 })).status).toBe(200);
    expect(((await (await control('GET')).json()) as unknown[]).length).toBe(2);
    expect((await get('/openapi/ref/v1/timezones')).status).toBe(500);
    const empty = await get('/openapi/ref/v1/timezones');
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');
    expect((await get('/openapi/ref/v1/timezones')).status).toBe(200);
    const refused = await control('PUT', [{ path: 'x', kind: 'latency' }]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ problems: ['rule 1: ms is needed'] });
    expect((await control('DELETE')).status).toBe(200);
    expect(await (await control('GET')).json()).toEqual([]);
  });

  it('refuses the control endpoint to web pages and other machines, and never lists it as a service path', async () => {
    expect((await control('PUT', [], { Origin: 'https://evil.example' })).status).toBe(403);
    const preflight = await fetch(`${faulty.url}/__sim/faults`, { method: 'OPTIONS', headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'PUT' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(simulator.isKnownPath('/__sim/faults')).toBe(false);
    // A request from another address (the server listens on loopback only; this one is handed to the listener).
    const written: { status?: number } = {};
    const request = Object.assign(Readable.from([]), { method: 'DELETE', url: '/__sim/faults', headers: {}, socket: { remoteAddress: '192.0.2.7', localPort: 4010 } });
    const response = { writeHead: (status: number) => (written.status = status), end: () => undefined };
    createRequestListener(simulator)(request as unknown as IncomingMessage, response as unknown as ServerResponse);
    expect(written.status).toBe(403);
  });

  it('answers a status or a rate limit with CORS headers, so the page can read them', async () => {
    await setFaults([
      { path: 'timezones', kind: 'status', count: 1 },
      { path: '/openapi/ref/v1/instruments', kind: 'rate-limit', dimension: 'RefDataInstrumentsMinute', reset: 3, count: 1 },
    ]);
    const unavailable = await get('/openapi/ref/v1/timezones');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(unavailable.headers.get('x-correlation')).toBeTruthy();
    const limited = await get('/openapi/ref/v1/instruments?Keywords=aex');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-refdatainstrumentsminute-reset')).toBe('3');
    expect(limited.headers.get('x-ratelimit-refdatainstrumentsminute-remaining')).toBe('0');
    expect(limited.headers.get('access-control-expose-headers')).not.toMatch(/RateLimit/i);
  });

  it('drops the connection, or cuts the body short, and goes on serving', async () => {
    await setFaults([
      { path: 'timezones', kind: 'drop', count: 1 },
      { path: 'timezones', kind: 'truncated-body', count: 1 },
    ]);
    await expect(get('/openapi/ref/v1/timezones')).rejects.toThrow(TypeError);
    const cut = await raw({ path: '/openapi/ref/v1/timezones', headers: { Authorization: 'Bearer demo' } }, faulty.port).catch((error: unknown) => error);
    expect(cut).toBeInstanceOf(Error);
    expect((await get('/openapi/ref/v1/timezones')).status).toBe(200);
  });

  it('waits the latency asked for', async () => {
    await setFaults([{ path: 'timezones', kind: 'latency', ms: 150, count: 1 }]);
    const started = performance.now();
    expect((await get('/openapi/ref/v1/timezones')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('puts the injected texts into the answer, escaped as JSON', async () => {
    const values = ['</script><script>alert("x")</script>', 'javascript:alert(1)'];
    await setFaults([{ path: 'timezones', kind: 'inject', fields: ['DisplayName'], values, count: 1 }]);
    const zones = (await (await get('/openapi/ref/v1/timezones')).json()) as { Data: { DisplayName: string }[] };
    expect(zones.Data.map((zone) => zone.DisplayName)).toEqual(zones.Data.map((_, index) => values[index % 2]));
  });

  it('leads a __next link to a 404 the page can read', async () => {
    await setFaults([{ path: '/openapi/ref/v1/instruments', kind: 'next-404', count: 1 }]);
    const first = (await (await get('/openapi/ref/v1/instruments?Keywords=shell&$top=2')).json()) as { __next: string };
    expect(new URL(first.__next).origin).toBe(faulty.url);
    const gone = await fetch(first.__next, { headers: { Authorization: 'Bearer demo', Origin: ORIGIN } });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('without rules, sends the service’s own answers byte for byte', async () => {
    const pinned = () => createSimulator({ clock: makeClock(new Date('2026-11-20T10:00:00Z')), ticker: () => 0 });
    const direct = pinned();
    const plain = await startSimServer(pinned(), 0, undefined, createFaultInjector(parseFaultRules('[]')));
    try {
      for (const path of [
        '/openapi/ref/v1/instruments?Keywords=shell&$top=3',
        '/openapi/ref/v1/instruments/details/211/Stock',
        '/openapi/ref/v1/timezones',
        '/openapi/ref/v1/instruments/details/1/Nothing',
      ]) {
        const answer = await raw({ path, headers: { Authorization: 'Bearer demo' } }, plain.port);
        const expected = direct.handle({ method: 'GET', url: `${plain.url}${path}`, headers: { authorization: 'Bearer demo' } });
        expect(answer.status, path).toBe(expected.status);
        expect(createHash('sha256').update(answer.body).digest('hex'), path).toBe(
          createHash('sha256')
            .update(expected.body ?? '')
            .digest('hex'),
        );
        for (const [name, value] of Object.entries(expected.headers)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
      }
    } finally {
      await plain.close();
    }
  });
});

describe('the request count over HTTP', () => {
  it("counts each session's gateway requests per service group (preflights and other sessions apart), for this machine only", async () => {
    const token = `count-${Date.now()}`;
    const count = (headers: Record<string, string> = { Authorization: `Bearer ${token}` }) => fetch(`${server.url}/__sim/requests`, { headers });
    expect(await (await count()).json()).toEqual({ ref: { total: 0, lastMinute: 0 }, ca: { total: 0, lastMinute: 0 } });
    const ask = (path: string, method = 'GET') => fetch(`${server.url}${path}`, { method, headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN } });
    await ask('/openapi/ref/v1/timezones');
    await ask('/openapi/ref/v1/instruments?Keywords=x');
    await ask('/openapi/ca/v2/events');
    await ask('/openapi/ref/v1/timezones', 'OPTIONS');
    await fetch(`${server.url}/openapi/ref/v1/timezones`, { headers: { Authorization: 'Bearer demo' } });
    expect(await (await count()).json()).toEqual({ ref: { total: 2, lastMinute: 2 }, ca: { total: 1, lastMinute: 1 } });
    expect((await count({ Authorization: `Bearer ${token}`, Origin: ORIGIN })).status).toBe(403);
  });
});
