import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '@/api/client';
import { createPacer } from '@/api/pacer';
import { createRequestLog } from '@/api/request-log';
import { sendLogged, sentFrom } from './send';

const BASE = 'https://gw.test/sim';

function answering(body: string, status = 200): FetchLike {
  return () => Promise.resolve(new Response(body, { status }));
}

describe('sendLogged', () => {
  it('finds the request’s record in the log, marks it, and the record holds the answer', async () => {
    const log = createRequestLog({ location: () => '/timezones' });
    const api = createApiClient({ key: 'gateway:gw#u', baseUrl: BASE, token: 'token-of-the-session-0123456789', fetch: answering('{"Data":[]}'), log });
    const other = api.get('/openapi/ref/v1/timezones');
    const sent = sendLogged(api, `${BASE}/openapi/ref/v1/timezones?$top=1`, 'resend', log);
    await Promise.all([other, sent.done]);
    const record = log.snapshot().find((entry) => entry.id === sent.id);
    expect(record).toMatchObject({ url: `${BASE}/openapi/ref/v1/timezones?$top=1`, view: '/timezones', state: 'done', status: 200, body: '{"Data":[]}' });
    // The view's own request is not the inspector's.
    expect(log.snapshot().map((entry) => [entry.url, sentFrom(entry)])).toEqual([
      [`${BASE}/openapi/ref/v1/timezones`, undefined],
      [`${BASE}/openapi/ref/v1/timezones?$top=1`, 'resend'],
    ]);
  });

  it('finds it while the pacer holds it in line for the quota', async () => {
    const log = createRequestLog();
    // A quota of one request a minute, on a clock that stands still: the second request waits in the pacer's line.
    const pacer = createPacer(answering('{}'), [{ matches: () => true, limit: 1, windowMs: 60_000 }], () => 0);
    const api = createApiClient({ key: 'g', baseUrl: BASE, token: 'token-of-the-session-0123456789', fetch: pacer.fetch, log });
    const first = sendLogged(api, `${BASE}/openapi/ref/v1/timezones`, 'resend', log);
    const second = sendLogged(api, `${BASE}/openapi/ca/v2/events?$top=1`, 'simulator', log);
    await first.done;
    expect(pacer.state().waiting).toBe(1);
    // The client hands the pacer's word on to the log: the second is in the app's line, not on its way.
    expect(log.snapshot().map((record) => [record.id, record.state, sentFrom(record), record.inLine])).toEqual([
      [first.id, 'done', 'resend', undefined],
      [second.id, 'pending', 'simulator', true],
    ]);
  });

  it('marks nothing when the client sends nothing (no token), and the answer’s failure does not escape', async () => {
    const log = createRequestLog();
    const api = createApiClient({ key: 'g', baseUrl: BASE, token: '', fetch: answering('{}'), log });
    const sent = sendLogged(api, `${BASE}/openapi/ref/v1/timezones`, 'resend', log);
    expect(sent.id).toBeUndefined();
    await expect(sent.done).resolves.toMatchObject({ error: { status: 401 } });
    expect(log.snapshot()).toEqual([]);
  });

  it('refuses another origin than the backend’s, as the client does', async () => {
    const log = createRequestLog();
    const api = createApiClient({ key: 'g', baseUrl: BASE, token: 'token-of-the-session-0123456789', fetch: answering('{}'), log });
    const sent = sendLogged(api, 'https://elsewhere.test/openapi/ref/v1/timezones', 'resend', log);
    expect(sent.id).toBeUndefined();
    await sent.done;
    expect(log.snapshot()).toEqual([]);
  });
});
