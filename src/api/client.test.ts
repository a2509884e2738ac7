import { describe, expect, it, vi } from 'vitest';
import { checkToken, createApiClient, feedItems, fetchAllPages, normalizeBaseUrl, normalizeToken, resolveNextLink, serializeQuery, type FetchLike } from './client';
import { ApiError, shouldRetry } from './errors';
import { createSimFetch, createTestSimulator } from '@/sim/testing';
import { createFaultInjector, parseFaultRules } from '@/sim/core/faults';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}

describe('serializeQuery', () => {
  it('joins arrays with commas, writes OData names literally and drops empty values', () => {
    expect(
      serializeQuery({
        Keywords: 'royal dutch',
        AssetTypes: ['Stock', 'Etf'],
        Uics: [12, 22],
        $top: 25,
        $skip: 0,
        IncludeNonTradable: false,
        ExchangeId: undefined,
        Tags: [],
        Class: null,
        AccountKey: '  ',
      }),
    ).toBe('?Keywords=royal%20dutch&AssetTypes=Stock,Etf&Uics=12,22&$top=25&$skip=0&IncludeNonTradable=false');
  });

  it('encodes reserved characters in keys such as client keys', () => {
    expect(serializeQuery({ ClientKey: 'Hb3V|kR9+/x==' })).toBe('?ClientKey=Hb3V%7CkR9%2B%2Fx%3D%3D');
  });

  it('returns an empty string when nothing is left', () => {
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery(undefined)).toBe('');
  });
});

describe('normalizeBaseUrl', () => {
  it('strips trailing slashes and the /openapi suffix', () => {
    expect(normalizeBaseUrl(' https://gateway.saxobank.com/sim/openapi/ ')).toBe('https://gateway.saxobank.com/sim');
    expect(normalizeBaseUrl('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
  });
});

describe('token check', () => {
  it('removes surrounding spaces and quotes, and a leading Bearer with a note', () => {
    expect(checkToken('  eyJ.abc-def_1~+/=  ')).toEqual({ ok: true, token: 'eyJ.abc-def_1~+/=' });
    expect(checkToken('"eyJ.abc"')).toEqual({ ok: true, token: 'eyJ.abc' });
    expect(checkToken('Bearer eyJ.abc')).toEqual({ ok: true, token: 'eyJ.abc', note: 'The word Bearer was removed: the app puts it in front of the token itself.' });
    expect(checkToken(' bearer   eyJ.abc')).toMatchObject({ ok: true, token: 'eyJ.abc', note: expect.stringMatching(/Bearer was removed/) });
  });

  it('refuses an empty token, one with spaces or line breaks inside, and characters no token has', () => {
    expect(checkToken('')).toEqual({ ok: false, error: 'Enter a token: paste the access token for this gateway.' });
    expect(checkToken('Bearer')).toEqual({ ok: false, error: 'Enter a token: only the word Bearer was pasted, without the token after it.' });
    expect(checkToken('eyJ.abc def')).toEqual({ ok: false, error: 'A token has no spaces or line breaks: paste it again, in one piece.' });
    expect(checkToken('eyJ.abc\ndef')).toMatchObject({ ok: false, error: expect.stringMatching(/no spaces or line breaks/) });
    for (const bad of ['eyJ\u0000abc', 'eyJ\u200babc', 'tökén', 'eyJ\u202eabc']) {
      expect(checkToken(bad), JSON.stringify(bad)).toEqual({ ok: false, error: 'The token holds characters no token has (only letters, digits and punctuation): paste it again.' });
    }
    expect(checkToken('a'.repeat(8193))).toMatchObject({ ok: false, error: expect.stringMatching(/^Too long for a token/) });
  });
});

describe('normalizeToken', () => {
  it('takes a pasted token with or without the word Bearer, quotes or spaces', () => {
    expect(normalizeToken('  eyJ.abc.def \n')).toBe('eyJ.abc.def');
    expect(normalizeToken('Bearer eyJ.abc.def')).toBe('eyJ.abc.def');
    expect(normalizeToken('BEARER  eyJ.abc.def')).toBe('eyJ.abc.def');
    expect(normalizeToken('"eyJ.abc.def"')).toBe('eyJ.abc.def');
    expect(normalizeToken('Bearer')).toBe('');
  });

  it('sends a pasted "Bearer …" token once, not as "Bearer Bearer …"', async () => {
    const fetchMock = vi.fn<FetchLike>(async () => jsonResponse(200, { Data: [] }));
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 'Bearer abc', fetch: fetchMock });
    await api.get('/openapi/ref/v1/timezones');
    expect(new Headers((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).get('Authorization')).toBe('Bearer abc');
  });
});

describe('resolveNextLink', () => {
  it('keeps absolute links and resolves paths against the gateway root', () => {
    expect(resolveNextLink('https://gw.example/sim/openapi/ref/v1/instruments?$skip=50', 'https://gw.example/sim')).toBe(
      'https://gw.example/sim/openapi/ref/v1/instruments?$skip=50',
    );
    expect(resolveNextLink('/openapi/ref/v1/instruments?$skip=50', 'https://gw.example/sim/openapi/')).toBe('https://gw.example/sim/openapi/ref/v1/instruments?$skip=50');
    expect(resolveNextLink('ref/v1/instruments?$skip=50', 'https://gw.example/sim')).toBe('https://gw.example/sim/ref/v1/instruments?$skip=50');
    expect(resolveNextLink('  ', 'https://gw.example')).toBeUndefined();
  });
});

describe('feedItems', () => {
  it('tolerates a missing, null or malformed Data and drops null entries', () => {
    expect(feedItems(undefined)).toEqual([]);
    expect(feedItems({})).toEqual([]);
    expect(feedItems({ Data: null } as never)).toEqual([]);
    expect(feedItems({ Data: 'oops' } as never)).toEqual([]);
    expect(feedItems({ Data: [{ a: 1 }, null, { b: 2 }, undefined] } as never)).toEqual([{ a: 1 }, { b: 2 }]);
  });
});

describe('createApiClient', () => {
  it('sends the bearer token and the serialised query to the gateway path', async () => {
    const fetchMock = vi.fn<FetchLike>(async () => jsonResponse(200, { Data: [] }));
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example/sim/openapi', token: 'abc', fetch: fetchMock });
    await api.get('/openapi/ref/v1/instruments', { query: { Keywords: 'x', $top: 5 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://gw.example/sim/openapi/ref/v1/instruments?Keywords=x&$top=5');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('maps a 400 body to ApiError with code, message, ModelState and correlation id', async () => {
    const body = { ErrorCode: 'ExpiryDatesMustBeSet', Message: 'Expiry dates are required.', ModelState: { ExpiryDates: ['Required'] } };
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 't', fetch: async () => jsonResponse(400, body, { 'X-Correlation': 'abc#1' }) });
    const error = await api.get('/openapi/ref/v1/instruments/contractoptionspaces/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.errorCode).toBe('ExpiryDatesMustBeSet');
    expect(apiError.serviceMessage).toBe('Expiry dates are required.');
    expect(apiError.modelState).toEqual({ ExpiryDates: ['Required'] });
    expect(apiError.correlationId).toBe('abc#1');
    expect(apiError.message).toBe('Expiry dates are required.');
  });

  it('masks the token where an error body echoes it', async () => {
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vIn0.sig';
    const body = { ErrorCode: 'InvalidRequest', Message: `Token ${token} is malformed.`, ModelState: { Authorization: [`Bearer ${token}`] } };
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token, fetch: async () => jsonResponse(400, body) });
    const error = (await api.get('/openapi/ref/v1/timezones').catch((caught: unknown) => caught)) as ApiError;
    expect(error.serviceMessage).toBe('Token [token] is malformed.');
    expect(error.modelState).toEqual({ Authorization: ['Bearer [token]'] });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(token);
  });

  it('maps the empty-bodied 401 without failing to parse', async () => {
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 't', fetch: async () => new Response(null, { status: 401 }) });
    const error = (await api.get('/openapi/ref/v1/timezones').catch((caught: unknown) => caught)) as ApiError;
    expect(error.isUnauthorized).toBe(true);
    expect(error.errorCode).toBeUndefined();
    expect(error.kind).toBe('http');
  });

  it('maps a network failure to a network ApiError', async () => {
    const api = createApiClient({
      key: 'k',
      baseUrl: 'https://gw.example',
      token: 't',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = (await api.get('/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(shouldRetry(0, error)).toBe(true);
  });

  it('maps a connection broken while the body is read to a network ApiError', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"Data":['));
        controller.error(new TypeError('network error'));
      },
    });
    const api = createApiClient({
      key: 'k',
      baseUrl: 'https://gw.example',
      token: 't',
      fetch: async () => new Response(body, { status: 200, headers: { 'X-Correlation': 'c#1' } }),
    });
    const error = (await api.get('/openapi/ref/v1/timezones').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(error.correlationId).toBe('c#1');
  });

  it('maps a non-JSON success body to invalid-response', async () => {
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 't', fetch: async () => new Response('<html>', { status: 200 }) });
    const error = (await api.get('/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('invalid-response');
  });

  it('passes the AbortSignal and surfaces the abort untouched', async () => {
    const controller = new AbortController();
    const fetchMock: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 't', fetch: fetchMock });
    const pending = api.get('/x', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('getAbsolute passes the AbortSignal to fetch and surfaces the abort untouched', async () => {
    const controller = new AbortController();
    const seen: (AbortSignal | null | undefined)[] = [];
    const fetchMock: FetchLike = (_url, init) => {
      seen.push(init?.signal);
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    };
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 't', fetch: fetchMock });
    const pending = api.getAbsolute('https://gw.example/openapi/ca/v2/events?$top=100&$skip=100', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(seen).toEqual([controller.signal]);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('sends nothing for a signal already aborted, nor without a token', async () => {
    const fetchMock = vi.fn<FetchLike>(async () => jsonResponse(200, { Data: [] }));
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 't', fetch: fetchMock });
    await expect(api.getAbsolute('https://gw.example/openapi/x?$skip=1', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(api.get('/openapi/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    const tokenless = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: () => '  ', fetch: fetchMock });
    await expect(tokenless.get('/openapi/x')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses to follow a __next link to another origin (the token must not leak)', async () => {
    const fetchMock = vi.fn<FetchLike>(async () => jsonResponse(200, { Data: [] }));
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 't', fetch: fetchMock });
    await expect(api.getAbsolute('https://evil.example/openapi/ref/v1/instruments?$skip=50')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('fetchAllPages', () => {
  it('follows __next links until the end', async () => {
    const pages: Record<string, unknown> = {
      'https://gw.example/openapi/ref/v1/instruments?Keywords=a&$top=2': { Data: [1, 2], __next: 'https://gw.example/openapi/ref/v1/instruments?Keywords=a&$top=2&$skip=2' },
      'https://gw.example/openapi/ref/v1/instruments?Keywords=a&$top=2&$skip=2': {
        Data: [3, 4],
        __next: 'https://gw.example/openapi/ref/v1/instruments?Keywords=a&$top=2&$skip=4',
      },
      'https://gw.example/openapi/ref/v1/instruments?Keywords=a&$top=2&$skip=4': { Data: [5] },
    };
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.example', token: 't', fetch: async (url) => jsonResponse(200, pages[url]) });
    const all = await fetchAllPages<number>(api, '/openapi/ref/v1/instruments', { query: { Keywords: 'a', $top: 2 } });
    expect(all.Data).toEqual([1, 2, 3, 4, 5]);
    expect(all.__next).toBeUndefined();
  });

  it('stops at an empty page, whatever its link says', async () => {
    let calls = 0;
    const api = createApiClient({
      key: 'k',
      baseUrl: 'https://gw.example',
      token: 't',
      fetch: async (url) => {
        calls += 1;
        return jsonResponse(200, calls === 1 ? { Data: [1, 2], __next: `${url}?$skip=2` } : { Data: [], __next: `${url}&again=${calls}` });
      },
    });
    const all = await fetchAllPages<number>(api, '/openapi/x');
    expect(all.Data).toEqual([1, 2]);
    expect(calls).toBe(2);
  });

  it('honours the AbortSignal on a later page, and asks for no page after the abort', async () => {
    const controller = new AbortController();
    const signals: (AbortSignal | null | undefined)[] = [];
    const api = createApiClient({
      key: 'k',
      baseUrl: 'https://gw.example',
      token: 't',
      fetch: async (url, init) => {
        signals.push(init?.signal);
        if (signals.length === 1) return jsonResponse(200, { Data: [1], __next: `${url}?$skip=1` });
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        });
      },
    });
    const pending = fetchAllPages<number>(api, '/openapi/x', { signal: controller.signal });
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals).toEqual([controller.signal, controller.signal]);

    // Aborted while the first page was on its way: the next page is not requested.
    const second = new AbortController();
    let calls = 0;
    const stopping = createApiClient({
      key: 'k',
      baseUrl: 'https://gw.example',
      token: 't',
      fetch: async (url) => {
        calls += 1;
        second.abort();
        return jsonResponse(200, { Data: [calls], __next: `${url}?$skip=${calls}` });
      },
    });
    await expect(fetchAllPages<number>(stopping, '/openapi/x', { signal: second.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(1);
  });

  it('stops at maxItems', async () => {
    const api = createApiClient({
      key: 'k',
      baseUrl: 'https://gw.example',
      token: 't',
      fetch: async (url) => jsonResponse(200, { Data: [url.length], __next: `${url}&more=1` }),
    });
    const all = await fetchAllPages<number>(api, '/openapi/x', { maxItems: 3 });
    expect(all.Data).toHaveLength(3);
    // Stopped before the end, it keeps the link to the rest; read to the end, it has none.
    expect(all.__next).toMatch(/more=1&more=1&more=1$/);
    const ended = createApiClient({
      key: 'k',
      baseUrl: 'https://gw.example',
      token: 't',
      fetch: async (url) => jsonResponse(200, { Data: [1], ...(url.endsWith('more=1') ? {} : { __next: `${url}?more=1` }) }),
    });
    expect(await fetchAllPages<number>(ended, '/openapi/x', { maxItems: 3 })).toEqual({ Data: [1, 1] });
  });

  it('pages through the simulator’s instrument search to the end', async () => {
    const simulator = createTestSimulator();
    const api = createApiClient({ key: 'k', baseUrl: 'http://sim.test', token: 'demo', fetch: createSimFetch(simulator) });
    const first = await api.get<{ Data: unknown[]; __next?: string }>('/openapi/ref/v1/instruments', { query: { Keywords: 'bank', $top: 7 } });
    expect(first.Data).toHaveLength(7);
    expect(first.__next).toMatch(/^http:\/\/sim\.test\/openapi\/ref\/v1\/instruments\?/);
    const all = await fetchAllPages(api, '/openapi/ref/v1/instruments', { query: { Keywords: 'bank', $top: 7 } });
    const inBigPages = await fetchAllPages(api, '/openapi/ref/v1/instruments', { query: { Keywords: 'bank', $top: 1000 } });
    expect(all.Data).toEqual(inBigPages.Data);
    expect(all.Data.length).toBeGreaterThan(7);
  });
});

describe('the client and the simulator’s faults', () => {
  /** A client of a simulator injecting `rules`. */
  const clientWith = (rules: unknown) =>
    createApiClient({ key: 'k', baseUrl: 'http://sim.test', token: 'demo', fetch: createSimFetch(createTestSimulator(), createFaultInjector(parseFaultRules(rules))) });
  const failure = async (rules: unknown) =>
    (await clientWith(rules)
      .get('/openapi/ref/v1/timezones')
      .catch((caught: unknown) => caught)) as ApiError;

  it('reads each fault as the error it is', async () => {
    expect(await failure({ path: 'timezones', kind: 'status' })).toMatchObject({ kind: 'http', status: 503, correlationId: expect.stringMatching(/#sim#/) });
    expect(await failure({ path: 'timezones', kind: 'rate-limit', dimension: 'RefDataMinute', reset: 3 })).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 3000 });
    expect(await failure({ path: 'timezones', kind: 'drop' })).toMatchObject({ kind: 'network', status: 0 });
    expect(await failure({ path: 'timezones', kind: 'truncated-body' })).toMatchObject({ kind: 'network', status: 200 });
    expect(await failure({ path: 'timezones', kind: 'malformed-json' })).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(await failure({ path: 'timezones', kind: 'empty-200' })).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('reads every page once when a __next link leads back to the page itself', async () => {
    const plain = await fetchAllPages(clientWith([]), '/openapi/ref/v1/timezones');
    const looped = await fetchAllPages(clientWith({ path: 'timezones', kind: 'next-loop' }), '/openapi/ref/v1/timezones');
    expect(looped.Data).toEqual(plain.Data);
    const search = { Keywords: 'royal dutch', $top: 2 };
    const one = await fetchAllPages(clientWith({ path: 'instruments', kind: 'next-loop' }), '/openapi/ref/v1/instruments', { query: search });
    expect(one.Data).toEqual((await clientWith([]).get<{ Data: unknown[] }>('/openapi/ref/v1/instruments', { query: search })).Data);
  });

  it('fails with the 404 of a __next link that leads nowhere, as a later page’s failure: the list itself is not unknown', async () => {
    const caught = (await fetchAllPages(clientWith({ path: 'timezones', kind: 'next-404' }), '/openapi/ref/v1/timezones').catch((error: unknown) => error)) as ApiError;
    expect(caught).toMatchObject({ kind: 'http', status: 404, path: '/openapi/ref/v1/timezones', laterPage: true, correlationId: expect.stringMatching(/#sim#/) });
    // The router reads `isNotFound` as "this page does not exist": a broken link to a later page is not that.
    expect(caught.isNotFound).toBe(false);
    const first = (await clientWith({ path: 'timezones', kind: 'status', status: 404 })
      .get('/openapi/ref/v1/timezones')
      .catch((error: unknown) => error)) as ApiError;
    expect(first).toMatchObject({ laterPage: false, isNotFound: true });
  });

  it('marks any failure of a later page as such, keeping what the answer said', async () => {
    const api = clientWith({ path: 'instruments', query: { $skip: '*' }, kind: 'status', status: 503 });
    const caught = (await fetchAllPages(api, '/openapi/ref/v1/instruments', { query: { Keywords: 'bank', $top: 2 } }).catch((error: unknown) => error)) as ApiError;
    expect(caught).toMatchObject({ kind: 'http', status: 503, laterPage: true, correlationId: expect.stringMatching(/#sim#/) });
  });
});
