import { describe, expect, it } from 'vitest';
import { testConnection, validateGatewayUrl } from './connection';
import type { FetchLike } from './client';

const GATEWAY = 'https://gateway.example.com/sim/openapi/';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that answers from a function and records each call. */
function stubFetch(answer: (call: Call) => Response | Promise<Response>): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (input, init) => {
      const call = { url: String(input), init };
      calls.push(call);
      return answer(call);
    },
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('gateway address validation', () => {
  it('accepts https anywhere and plain http only on this machine', () => {
    expect(validateGatewayUrl('https://gateway.saxobank.com/sim/openapi')).toBeUndefined();
    expect(validateGatewayUrl('http://127.0.0.1:4010')).toBeUndefined();
    expect(validateGatewayUrl('http://localhost:4010/')).toBeUndefined();
    expect(validateGatewayUrl('http://gateway.example.com')).toMatch(/only accepted for this machine/);
    expect(validateGatewayUrl('ftp://gateway.example.com')).toMatch(/must start with https/);
    expect(validateGatewayUrl('gateway.example.com')).toMatch(/full address/);
    expect(validateGatewayUrl('https://gateway.example.com/?x=1')).toMatch(/query or fragment/);
    expect(validateGatewayUrl('https://gateway.example.com/openapi#top')).toMatch(/query or fragment/);
    expect(validateGatewayUrl('https://gateway.example.com/?')).toMatch(/query or fragment/);
  });

  it('refuses credentials, spaces, and other schemes however they are written', () => {
    expect(validateGatewayUrl('https://user:secret@gateway.example.com/openapi')).toBe('The address must not contain a user name or password: the token goes in its own field.');
    expect(validateGatewayUrl('https://user@gateway.example.com')).toMatch(/user name or password/);
    expect(validateGatewayUrl('https://gateway.example.com/open api')).toBe('The address must not contain spaces or line breaks.');
    expect(validateGatewayUrl('https://gateway.example.com\n/openapi')).toMatch(/spaces or line breaks/);
    for (const scheme of ['javascript:alert(1)', 'JaVaScRiPt://gateway.example.com', 'data:text/html,x', 'file:///etc/passwd', 'ws://127.0.0.1:4010']) {
      expect(validateGatewayUrl(scheme), scheme).toMatch(/must start with https|full address/);
    }
  });
});

describe('connection test', () => {
  it('calls the time zone list at the gateway root with the pasted token, Bearer prefix or quotes removed', async () => {
    const stub = stubFetch(() => json(200, { Data: [{ TimeZoneId: '0' }, { TimeZoneId: '1' }] }));
    const result = await testConnection(GATEWAY, '  "Bearer abc.def"  ', stub.fetch);
    expect(result).toEqual({ ok: true, timeZones: 2 });
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.url).toBe('https://gateway.example.com/sim/openapi/ref/v1/timezones');
    expect(new Headers(stub.calls[0]?.init?.headers).get('Authorization')).toBe('Bearer abc.def');
    expect(stub.calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('refuses to call without an address or a token', async () => {
    const stub = stubFetch(() => json(200, { Data: [] }));
    expect(await testConnection('not an address', 'abc', stub.fetch)).toMatchObject({ ok: false, problem: 'invalid-url' });
    // An empty token is the user's to fix, not a refusal by the gateway.
    const empty = await testConnection(GATEWAY, '  Bearer  ', stub.fetch);
    expect(empty).toMatchObject({ ok: false, problem: 'no-token' });
    expect(empty.ok ? '' : empty.message).toMatch(/^Enter a token/);
    expect(empty).not.toHaveProperty('status');
    expect(stub.calls).toHaveLength(0);
  });

  it.each([
    [401, '', 'unauthorized', /refused the token \(401\)/],
    [403, JSON.stringify({ ErrorCode: 'Forbidden', Message: 'No access' }), 'forbidden', /not entitled .*\(403\)/],
    [404, '', 'not-found', /no time zone list at this address \(404\)/],
    [503, JSON.stringify({ ErrorCode: 'ServiceUnavailable', Message: 'Down for maintenance' }), 'http', /HTTP 503\. Down for maintenance/],
  ] as const)('reports HTTP %i as %s', async (status, body, problem, message) => {
    const stub = stubFetch(() => new Response(body, { status }));
    const result = await testConnection(GATEWAY, 'abc', stub.fetch);
    expect(result).toMatchObject({ ok: false, problem, status });
    expect(result.ok ? '' : result.message).toMatch(message);
  });

  it('says so when the address answers with something other than the service’s JSON', async () => {
    const stub = stubFetch(() => new Response('<html>Login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const result = await testConnection(GATEWAY, 'abc', stub.fetch);
    expect(result).toMatchObject({ ok: false, problem: 'invalid-response' });
  });

  it('tells a CORS refusal (the host answers an opaque request) from an unreachable host', async () => {
    const cors = stubFetch((call) => {
      if (call.init?.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    expect(await testConnection(GATEWAY, 'abc', cors.fetch)).toMatchObject({ ok: false, problem: 'cors' });
    expect(cors.calls.map((call) => call.init?.mode ?? 'cors')).toEqual(['cors', 'no-cors']);
    // The opaque probe carries no token.
    expect(new Headers(cors.calls[1]?.init?.headers).get('Authorization')).toBeNull();

    const down = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await testConnection(GATEWAY, 'abc', down.fetch)).toMatchObject({ ok: false, problem: 'unreachable' });
  });

  it('keeps the X-Correlation id of the answer in the result, on success and on failure', async () => {
    const ok = stubFetch(() => new Response(JSON.stringify({ Data: [{ TimeZoneId: '0' }] }), { status: 200, headers: { 'X-Correlation': 'abc-123' } }));
    expect(await testConnection(GATEWAY, 'abc', ok.fetch)).toEqual({ ok: true, timeZones: 1, correlationId: 'abc-123' });
    const refused = stubFetch(() => new Response('', { status: 401, headers: { 'X-Correlation': 'def-456' } }));
    expect(await testConnection(GATEWAY, 'abc', refused.fetch)).toMatchObject({ ok: false, problem: 'unauthorized', status: 401, correlationId: 'def-456' });
    const forbidden = stubFetch(() => new Response(JSON.stringify({ ErrorCode: 'Forbidden' }), { status: 403, headers: { 'X-Correlation': 'ghi-789' } }));
    expect(await testConnection(GATEWAY, 'abc', forbidden.fetch)).toMatchObject({ problem: 'forbidden', correlationId: 'ghi-789' });
  });

  it.each([
    ['null', 'null'],
    ['an empty body', ''],
    ['a JSON list', '[]'],
  ])('reports a 200 with %s as not the service’s answer, not as unreachable', async (_name, body) => {
    const stub = stubFetch(() => new Response(body, { status: 200, headers: { 'X-Correlation': 'c-1' } }));
    const result = await testConnection(GATEWAY, 'abc', stub.fetch);
    expect(result).toMatchObject({ ok: false, problem: 'invalid-response', correlationId: 'c-1' });
    // No opaque probe: the host plainly answered.
    expect(stub.calls).toHaveLength(1);
  });

  it('counts a feed without Data as zero time zones', async () => {
    const stub = stubFetch(() => json(200, { __count: 0 }));
    expect(await testConnection(GATEWAY, 'abc', stub.fetch)).toMatchObject({ ok: true, timeZones: 0 });
  });
});
