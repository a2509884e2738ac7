import { describe, expect, it } from 'vitest';
import { exchangeRecord } from '@/test/exchange';
import { buildHar, harText, HAR_MASK, isSecretName, maskedUrl, type Har } from './har';

const creator = { name: 'Refex', version: '0.1.0' };
const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vIn0.c2lnbmF0dXJlLW9mLXRlc3Q';

/** The members HAR 1.2 requires of each object, with their types. */
function expectHar12(har: Har): void {
  expect(har.log.version).toBe('1.2');
  expect(typeof har.log.creator.name).toBe('string');
  expect(typeof har.log.creator.version).toBe('string');
  expect(Array.isArray(har.log.entries)).toBe(true);
  for (const entry of har.log.entries) {
    expect(Number.isNaN(Date.parse(entry.startedDateTime))).toBe(false);
    expect(entry.startedDateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(entry.time).toBeGreaterThanOrEqual(0);
    for (const key of ['method', 'url', 'httpVersion', 'cookies', 'headers', 'queryString', 'headersSize', 'bodySize'] as const) expect(entry.request).toHaveProperty(key);
    for (const key of ['status', 'statusText', 'httpVersion', 'cookies', 'headers', 'content', 'redirectURL', 'headersSize', 'bodySize'] as const)
      expect(entry.response).toHaveProperty(key);
    expect(typeof entry.response.content.size).toBe('number');
    expect(typeof entry.response.content.mimeType).toBe('string');
    expect(entry.cache).toEqual({});
    const { send, wait, receive, blocked, dns, connect, ssl } = entry.timings;
    for (const value of [send, wait, receive]) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of [blocked, dns, connect, ssl]) expect(value).toBeGreaterThanOrEqual(-1);
    // The timings add up to the entry's time (those not known, -1, aside).
    expect([blocked, dns, connect, send, wait, receive].filter((value) => value >= 0).reduce((sum, value) => sum + value, 0)).toBe(entry.time);
  }
}

describe('buildHar', () => {
  it('writes each record as an entry, in order, with the answer as the log holds it', () => {
    const body = JSON.stringify({ Data: [{ Identifier: 211, Symbol: 'AAPL:xnas' }], __count: 1 });
    const records = [
      exchangeRecord({
        id: 1,
        view: '/?q=apple',
        url: 'https://gw.test/openapi/ref/v1/instruments?Keywords=apple&$top=50',
        startedAt: Date.UTC(2026, 10, 20, 10, 0, 0, 250),
        durationMs: 41.6,
        headers: [
          ['content-type', 'application/json; charset=utf-8'],
          ['x-correlation', 'abc#sim#1'],
        ],
        body,
        size: 52,
      }),
      exchangeRecord({ id: 2, view: '/?q=apple', state: 'failed', status: 503, durationMs: 7, body: '', size: 0 }),
      exchangeRecord({ id: 3, view: '/?q=apple', state: 'aborted', status: 0, durationMs: 3 }),
      exchangeRecord({ id: 4, view: '/?q=apple', state: 'pending', status: undefined }),
      exchangeRecord({ id: 5, view: '/?q=apple', state: 'pending', status: undefined, inLine: true }),
      exchangeRecord({ id: 6, view: '/?q=apple', state: 'aborted', status: 0, unsent: true, startedAt: 9000, queuedMs: 2500, durationMs: 0 }),
    ];
    const har = buildHar(records, { creator, page: '/?q=apple', statusText: (status) => (status === 200 ? 'OK' : status === 503 ? 'Service Unavailable' : '') });
    expectHar12(har);
    expect(har.log.creator).toEqual(creator);
    expect(har.log.pages).toEqual([{ startedDateTime: '2026-11-20T10:00:00.250Z', id: 'view', title: '/?q=apple', pageTimings: {} }]);
    expect(har.log.entries.map((entry) => entry.request.url)).toEqual(records.map((record) => record.url));
    const [ok, failed, aborted, pending, inLine, unsent] = har.log.entries;
    expect(ok).toMatchObject({
      pageref: 'view',
      startedDateTime: '2026-11-20T10:00:00.250Z',
      time: 42,
      request: {
        method: 'GET',
        queryString: [
          { name: 'Keywords', value: 'apple' },
          { name: '$top', value: '50' },
        ],
        bodySize: 0,
        headersSize: -1,
      },
      response: {
        status: 200,
        statusText: 'OK',
        headers: [
          { name: 'content-type', value: 'application/json; charset=utf-8' },
          { name: 'x-correlation', value: 'abc#sim#1' },
        ],
        content: { size: 52, mimeType: 'application/json; charset=utf-8', text: body },
        bodySize: 52,
        redirectURL: '',
      },
      timings: { send: 0, wait: 42, receive: 0 },
    });
    expect(ok?.comment).toBeUndefined();
    expect(failed?.response).toMatchObject({ status: 503, statusText: 'Service Unavailable', content: { size: 0, text: '' } });
    expect(aborted).toMatchObject({ response: { status: 0, statusText: '' }, comment: 'Cancelled by the app before its answer came.' });
    expect(pending).toMatchObject({ time: 0, response: { status: 0 }, comment: 'No answer yet when the file was written.' });
    expect(inLine).toMatchObject({ time: 0, response: { status: 0 }, comment: "Waiting in the app's own line when the file was written: not sent yet." });
    // Cancelled in the line: its wait is its whole time, from its ask.
    expect(unsent).toMatchObject({
      time: 2500,
      timings: { blocked: 2500, wait: 0 },
      response: { status: 0 },
      comment: "Cancelled in the app's own line (timings.blocked): never sent to the gateway.",
    });
    expect(unsent?.startedDateTime).toBe(new Date(6500).toISOString());
  });

  it('says when a body was cut or let go by the log', () => {
    const har = buildHar([exchangeRecord({ id: 1, view: '/', body: '{"Da', bodyCut: true, size: 9000 }), exchangeRecord({ id: 2, view: '/', bodyDropped: true, size: 12 })], {
      creator,
    });
    expectHar12(har);
    expect(har.log.pages).toEqual([]);
    expect(har.log.entries[0]?.response.content).toEqual({ size: 9000, mimeType: 'application/json', text: '{"Da', comment: 'Cut at 4 characters by the request log.' });
    expect(har.log.entries[1]?.response.content.text).toBeUndefined();
    expect(har.log.entries[1]?.response.content.comment).toMatch(/no longer kept/);
  });

  it('never writes the token, and masks every value named like a key, token or secret', () => {
    const records = [
      exchangeRecord({
        id: 1,
        view: '/corporate-actions',
        url: `https://gw.test/openapi/ca/v2/events?ClientKey=Abc%7C123&AppKey=appkey-1&access_token=${TOKEN}&$top=5&Keywords=token`,
        headers: [
          ['x-correlation', 'c1'],
          ['x-api-key', 'k-123'],
          ['set-cookie', 'session=1'],
          ['x-echo', `Bearer ${TOKEN}`],
        ],
        body: JSON.stringify({ Message: `bad ${TOKEN}`, __next: 'https://gw.test/openapi/ca/v2/events?ClientKey=Abc%7C123&AppKey=appkey-1&$skip=5' }),
      }),
    ];
    const text = harText(buildHar(records, { creator, token: TOKEN }));
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('appkey-1');
    expect(text).not.toContain('k-123');
    expect(text).not.toContain('Abc');
    const entry = (JSON.parse(text) as Har).log.entries[0];
    expect(entry?.request.headers).toEqual([
      { name: 'Authorization', value: `Bearer ${HAR_MASK}` },
      { name: 'Accept', value: 'application/json' },
    ]);
    expect(entry?.request.queryString).toEqual([
      { name: 'ClientKey', value: HAR_MASK },
      { name: 'AppKey', value: HAR_MASK },
      { name: 'access_token', value: HAR_MASK },
      { name: '$top', value: '5' },
      // A parameter is masked by its name, not its value.
      { name: 'Keywords', value: 'token' },
    ]);
    expect(new URL(entry?.request.url ?? '').searchParams.get('ClientKey')).toBe(HAR_MASK);
    expect(new URL(entry?.request.url ?? '').searchParams.get('Keywords')).toBe('token');
    // Rebuilt as the client writes a query: `$` as it is.
    expect(entry?.request.url).toContain('&$top=5&');
    expect(entry?.response.headers).toEqual([
      { name: 'x-correlation', value: 'c1' },
      { name: 'x-api-key', value: HAR_MASK },
      { name: 'set-cookie', value: HAR_MASK },
      { name: 'x-echo', value: 'Bearer [token]' },
    ]);
    // The answer's echo of the query (its next page's link) masked too.
    expect(entry?.response.content.text).toBe('{"Message":"bad [token]","__next":"https://gw.test/openapi/ca/v2/events?ClientKey=[masked]&AppKey=[masked]&$skip=5"}');
  });

  it('keeps a URL without secrets exactly as it was sent', () => {
    const url = 'https://gw.test/openapi/ref/v1/instruments?Keywords=s%26p%20500&AssetTypes=Stock,Etf&$top=50';
    expect(maskedUrl(url)).toEqual({
      url,
      queryString: [
        { name: 'Keywords', value: 's&p 500' },
        { name: 'AssetTypes', value: 'Stock,Etf' },
        { name: '$top', value: '50' },
      ],
    });
  });

  it('names secrets by their names only', () => {
    expect(['AppKey', 'ClientKey', 'x-api-key', 'Authorization', 'refresh_token', 'client_secret', 'Password', 'Cookie', 'signature'].every(isSecretName)).toBe(true);
    expect(['Keywords', 'Uic', 'x-correlation', 'x-ratelimit-session-remaining', 'content-type', '$top', 'AssetTypes'].some(isSecretName)).toBe(false);
  });

  it('writes the request headers the log holds, and masks them once more', () => {
    const record = exchangeRecord({
      id: 1,
      view: '/',
      requestHeaders: { Accept: 'application/json', Authorization: `Bearer ${TOKEN}`, 'X-Request-Key': 'abcdef123456' },
    });
    const har = buildHar([record], { creator, token: TOKEN });
    expect(har.log.entries[0]?.request.headers).toEqual([
      { name: 'Accept', value: 'application/json' },
      { name: 'Authorization', value: `Bearer ${HAR_MASK}` },
      { name: 'X-Request-Key', value: HAR_MASK },
    ]);
  });

  it("writes a wait in the app's line as the time blocked, the entry starting at the ask and its time the whole", () => {
    const sent = Date.UTC(2026, 10, 20, 10, 0, 3, 900);
    const har = buildHar(
      [exchangeRecord({ id: 1, view: '/', startedAt: sent, queuedMs: 3900, durationMs: 80.4 }), exchangeRecord({ id: 2, view: '/', startedAt: sent, durationMs: 12 })],
      {
        creator,
        page: '/',
      },
    );
    expectHar12(har);
    expect(har.log.pages[0]?.startedDateTime).toBe('2026-11-20T10:00:00.000Z');
    const [queued, direct] = har.log.entries;
    expect(queued).toMatchObject({ startedDateTime: '2026-11-20T10:00:00.000Z', time: 3980, timings: { blocked: 3900, send: 0, wait: 80, receive: 0 } });
    expect(direct).toMatchObject({ startedDateTime: '2026-11-20T10:00:03.900Z', time: 12, timings: { blocked: -1, wait: 12 } });
  });

  it('writes an empty view as an empty log', () => {
    const har = buildHar([], { creator, page: '/timezones' });
    expectHar12(har);
    expect(har.log.entries).toEqual([]);
    expect(har.log.pages).toEqual([]);
    expect(harText(har).endsWith('}\n')).toBe(true);
  });
});
