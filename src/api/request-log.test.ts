import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, MASKED_TOKEN as MASKED_CREDENTIALS, type FetchLike } from './client';
import { createPacer } from './pacer';
import { createRequestLog } from './request-log';

const TOKEN = 'a-long-secret-token-0123456789';

describe('createRequestLog', () => {
  it('keeps the newest records up to its limit, oldest first, and tells its listeners', () => {
    let clock = 1000;
    const log = createRequestLog({ limit: 2, now: () => clock, location: () => '/search?q=x' });
    let told = 0;
    log.subscribe(() => told++);
    const first = log.start({ url: 'https://gw.test/openapi/ref/v1/exchanges', backend: 'b' });
    const second = log.start({ url: 'https://gw.test/openapi/ca/v2/events?ClientKey=k', backend: 'b' });
    clock = 1250;
    log.finish(second, { state: 'done', status: 200, body: '{"Data":["é"]}', headers: [['x-correlation', 'c1']] });
    log.start({ url: 'https://gw.test/openapi/ref/v1/timezones', backend: 'b' });
    const records = log.snapshot();
    expect(records.map((record) => record.id)).toEqual([second, first + 2]);
    expect(records[0]).toMatchObject({ group: 'ca', path: '/openapi/ca/v2/events', view: '/search?q=x', state: 'done', status: 200, durationMs: 250, size: 15, bodyCut: false });
    expect(records[1]?.state).toBe('pending');
    expect(told).toBe(4);
  });

  it("starts a record that waited in the app's line when it left the line, with the wait apart", () => {
    let clock = 1000;
    const log = createRequestLog({ now: () => clock, location: () => '/' });
    const queued = log.start({ url: 'https://gw.test/openapi/ref/v1/exchanges', backend: 'b' });
    const joined = log.start({ url: 'https://gw.test/openapi/ref/v1/timezones', backend: 'b' });
    clock = 4900;
    log.sent(queued, 4900);
    expect(log.snapshot()[0]).toMatchObject({ state: 'pending', startedAt: 4900, queuedMs: 3900 });
    clock = 4980;
    log.finish(queued, { state: 'done', status: 200, body: '{}' });
    expect(log.snapshot()[0]).toMatchObject({ state: 'done', startedAt: 4900, queuedMs: 3900, durationMs: 80 });
    // Joined a request already on its way (it left before this one asked): no wait.
    log.sent(joined, 900);
    expect(log.snapshot()[1]).toMatchObject({ startedAt: 1000 });
    expect(log.snapshot()[1]).not.toHaveProperty('queuedMs');
    // A record that is done stays as it was.
    log.finish(joined, { state: 'aborted' });
    const done = log.snapshot()[1];
    log.sent(joined, 6000);
    expect(log.snapshot()[1]).toEqual(done);
  });

  it("marks a request waiting in the app's line, and one cancelled there as never sent, with its wait", () => {
    let clock = 1000;
    const log = createRequestLog({ now: () => clock, location: () => '/' });
    const waiting = log.start({ url: 'https://gw.test/openapi/ref/v1/exchanges', backend: 'b' });
    const dropped = log.start({ url: 'https://gw.test/openapi/ref/v1/timezones', backend: 'b' });
    const joined = log.start({ url: 'https://gw.test/openapi/ref/v1/countries', backend: 'b' });
    for (const id of [waiting, dropped, joined]) log.queued(id);
    expect(log.snapshot().map((record) => record.inLine)).toEqual([true, true, true]);
    clock = 3500;
    log.finish(dropped, { state: 'aborted', status: 0 });
    expect(log.snapshot()[1]).toMatchObject({ state: 'aborted', unsent: true, startedAt: 3500, queuedMs: 2500, durationMs: 0 });
    expect(log.snapshot()[1]).not.toHaveProperty('inLine');
    clock = 4900;
    log.sent(waiting, 4900);
    expect(log.snapshot()[0]).toMatchObject({ state: 'pending', startedAt: 4900, queuedMs: 3900 });
    expect(log.snapshot()[0]).not.toHaveProperty('inLine');
    // Told it waits, then that it left before its own ask: it joined one on its way, and did not wait itself.
    log.sent(joined, 900);
    expect(log.snapshot()[2]).not.toHaveProperty('inLine');
    expect(log.snapshot()[2]).not.toHaveProperty('queuedMs');
    log.finish(waiting, { state: 'aborted', status: 0 });
    expect(log.snapshot()[0]).not.toHaveProperty('unsent');
  });

  it('records the URL as fetch sends it', () => {
    const log = createRequestLog({ location: () => '/' });
    log.start({ url: "https://GW.test/openapi/ref/v1/instruments?Keywords=o'neil x&$top=1", backend: 'b' });
    expect(log.snapshot()[0]?.url).toBe('https://gw.test/openapi/ref/v1/instruments?Keywords=o%27neil%20x&$top=1');
  });

  it('cuts a long body and says so, keeping its full size', () => {
    const log = createRequestLog({ bodyLimit: 4 });
    const id = log.start({ url: 'https://gw.test/openapi/ref/v1/x', backend: 'b' });
    log.finish(id, { state: 'done', status: 200, body: '0123456789' });
    expect(log.snapshot()[0]).toMatchObject({ body: '0123', bodyCut: true, size: 10 });
  });

  it('lets the oldest bodies go beyond its budget for all bodies, keeping their sizes', () => {
    const log = createRequestLog({ bodiesLimit: 10 });
    const ids = [0, 1, 2].map(() => log.start({ url: 'https://gw.test/openapi/ref/v1/x', backend: 'b' }));
    ids.forEach((id) => log.finish(id, { state: 'done', status: 200, body: '01234' }));
    expect(log.snapshot().map((record) => [record.body, record.bodyDropped, record.size])).toEqual([
      [undefined, true, 5],
      ['01234', undefined, 5],
      ['01234', undefined, 5],
    ]);
  });
});

describe('the client records each exchange', () => {
  afterEach(() => vi.useRealTimers());

  it('records a request the pacer held back from when it was sent, its wait in the line apart', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const start = Date.now();
    const log = createRequestLog({ location: () => '/' });
    // The gateway answers each request 80 ms after it is sent.
    const gateway: FetchLike = () => new Promise((resolve) => setTimeout(() => resolve(new Response('{}', { status: 200 })), 80));
    const pacer = createPacer(gateway, [{ matches: () => true, limit: 1, windowMs: 4000 }]);
    const api = createApiClient({ key: 'gateway:x', baseUrl: 'https://gw.test', token: TOKEN, fetch: pacer.fetch, log });
    const answers = [api.get('/openapi/ref/v1/timezones'), api.get('/openapi/ref/v1/exchanges'), api.get('/openapi/ref/v1/exchanges')];
    await vi.advanceTimersByTimeAsync(4040);
    // Asked while the shared request is on its way: it waited nothing.
    answers.push(api.get('/openapi/ref/v1/exchanges'));
    await vi.advanceTimersByTimeAsync(40);
    await Promise.all(answers);
    expect(log.snapshot().map(({ startedAt, queuedMs, durationMs }) => ({ startedAt: startedAt - start, queuedMs, durationMs }))).toEqual([
      { startedAt: 0, queuedMs: undefined, durationMs: 80 },
      { startedAt: 4000, queuedMs: 4000, durationMs: 80 },
      { startedAt: 4000, queuedMs: 4000, durationMs: 80 },
      { startedAt: 4040, queuedMs: undefined, durationMs: 40 },
    ]);
  });

  it('records the request headers as sent, the token masked, even for a short demo token', async () => {
    const log = createRequestLog({ location: () => '/' });
    const sent: RequestInit[] = [];
    const fetch: FetchLike = (_url, init) => {
      if (init) sent.push(init);
      return Promise.resolve(new Response('{}', { status: 200 }));
    };
    for (const token of [TOKEN, 'demo']) {
      const api = createApiClient({ key: 'k', baseUrl: 'https://gw.test', token, fetch, log });
      await api.get('/openapi/ref/v1/timezones');
    }
    const [first, second] = log.snapshot();
    // The names and values the client sent, but for the token.
    const asSent = (init: RequestInit | undefined) =>
      [...new Headers(init?.headers)].map(([name, value]) => [name, name === 'authorization' ? value.replace(/ .*/, ` ${MASKED_CREDENTIALS}`) : value]).sort();
    expect(
      Object.entries(first?.requestHeaders ?? {})
        .map(([name, value]) => [name.toLowerCase(), value])
        .sort(),
    ).toEqual(asSent(sent[0]));
    expect(first?.requestHeaders?.Authorization).toBe(`Bearer ${MASKED_CREDENTIALS}`);
    expect(second?.requestHeaders?.Authorization).toBe(`Bearer ${MASKED_CREDENTIALS}`);
    expect(JSON.stringify(log.snapshot())).not.toContain(TOKEN);
    expect(JSON.stringify(second?.requestHeaders)).not.toContain('demo');
  });

  it('records URL, status, readable headers and the masked body, never the token', async () => {
    const log = createRequestLog({ location: () => '/' });
    const fetch: FetchLike = (url) =>
      Promise.resolve(
        url.includes('bad')
          ? new Response(JSON.stringify({ ErrorCode: 'X', Message: `echo ${TOKEN}` }), { status: 400, headers: { 'X-Correlation': 'abc' } })
          : new Response('{"Data":[]}', { status: 200, headers: { 'X-Correlation': 'def' } }),
      );
    const api = createApiClient({ key: 'gateway:x', baseUrl: 'https://gw.test', token: TOKEN, fetch, log });
    await api.get('/openapi/ref/v1/instruments', { query: { Keywords: 'eur' } });
    await expect(api.get('/openapi/ref/v1/bad')).rejects.toThrow();
    const [ok, bad] = log.snapshot();
    expect(ok).toMatchObject({ url: 'https://gw.test/openapi/ref/v1/instruments?Keywords=eur', state: 'done', status: 200, body: '{"Data":[]}', backend: 'gateway:x' });
    expect(ok?.headers).toContainEqual(['x-correlation', 'def']);
    expect(bad).toMatchObject({ state: 'failed', status: 400 });
    expect(JSON.stringify(log.snapshot())).not.toContain(TOKEN);
  });

  it('records a network failure and an abort', async () => {
    const log = createRequestLog({ location: () => '/' });
    const fetch: FetchLike = (url) => (url.includes('down') ? Promise.reject(new TypeError('offline')) : Promise.reject(new DOMException('stop', 'AbortError')));
    const api = createApiClient({ key: 'k', baseUrl: 'https://gw.test', token: TOKEN, fetch, log });
    await expect(api.get('/openapi/ref/v1/down')).rejects.toThrow();
    await expect(api.get('/openapi/ref/v1/gone', { signal: new AbortController().signal })).rejects.toThrow();
    expect(log.snapshot().map((record) => [record.state, record.status])).toEqual([
      ['failed', 0],
      ['aborted', 0],
    ]);
  });
});
