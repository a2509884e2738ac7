import { describe, expect, it } from 'vitest';
import { exchangeRecord } from '@/test/exchange';
import { codeUrl, correlationOf, decodeError, formatBytes, formatDuration, hiddenHeadersNote, outcomeOf, parsedBody } from './inspect';

const record = exchangeRecord;

describe('outcome, size and time', () => {
  it('names pending, done, failed and aborted requests', () => {
    expect(outcomeOf(record({ id: 1, view: '/', state: 'pending', status: undefined }))).toEqual({ text: 'Waiting for the answer', tone: 'pending' });
    expect(outcomeOf(record({ id: 1, view: '/' }))).toEqual({ text: '200 OK', tone: 'ok' });
    expect(outcomeOf(record({ id: 1, view: '/', state: 'failed', status: 503 }))).toEqual({ text: '503 Service Unavailable', tone: 'error' });
    expect(outcomeOf(record({ id: 1, view: '/', state: 'failed', status: 0 })).text).toBe('No answer (network error)');
    expect(outcomeOf(record({ id: 1, view: '/', state: 'failed', status: 200 })).text).toBe('200 OK, then the connection broke off');
    expect(outcomeOf(record({ id: 1, view: '/', state: 'aborted', status: 0 }))).toEqual({ text: 'Cancelled: no longer needed', tone: 'aborted' });
  });

  it('formats bytes and durations', () => {
    expect([formatBytes(812), formatBytes(3412), formatBytes(1_254_000), formatBytes(undefined)]).toEqual(['812 B', '3.4 kB', '1.25 MB', '']);
    expect([formatDuration(12.4), formatDuration(1530)]).toEqual(['12 ms', '1.53 s']);
  });
});

describe('headers', () => {
  it('finds the correlation id', () => {
    expect(
      correlationOf(
        record({
          id: 1,
          view: '/',
          headers: [
            ['content-type', 'application/json'],
            ['x-correlation', 'abc#sim#1'],
          ],
        }),
      ),
    ).toBe('abc#sim#1');
  });

  it('says which headers a page cannot read, by backend', () => {
    expect(hiddenHeadersNote('gateway', [['x-correlation', 'c']])).toMatch(/X-RateLimit-\*-Limit, -Remaining and -Reset/);
    expect(hiddenHeadersNote('gateway', [['x-ratelimit-session-limit', '120']])).toMatch(/lets the page read its X-RateLimit/);
    expect(hiddenHeadersNote('demo', [['x-ratelimit-session-limit', '120']])).toMatch(/^Demo mode: .*X-RateLimit-\* quota headers too/);
  });
});

describe('errors', () => {
  it('decodes the error body: ErrorCode, Message and ModelState', () => {
    const body = JSON.stringify({ ErrorCode: 'InvalidModelState', Message: 'One or more properties are invalid', ModelState: { Uic: ['Must be a number'], AssetType: 'Unknown' } });
    expect(decodeError(record({ id: 1, view: '/', state: 'failed', status: 400, body }))).toEqual({
      errorCode: 'InvalidModelState',
      message: 'One or more properties are invalid',
      modelState: [
        ['Uic', ['Must be a number']],
        ['AssetType', ['Unknown']],
      ],
    });
  });

  it('explains an empty-body 401, 429 and no answer', () => {
    expect(decodeError(record({ id: 1, view: '/', state: 'failed', status: 401, body: '' }))?.explanation).toMatch(
      /401 with an empty body: the token is missing, invalid or has expired/,
    );
    expect(decodeError(record({ id: 1, view: '/', state: 'failed', status: 429, body: '' }))?.explanation).toMatch(/quota/);
    expect(decodeError(record({ id: 1, view: '/', state: 'failed', status: 0 }))?.explanation).toMatch(/No answer came/);
    expect(decodeError(record({ id: 1, view: '/', state: 'failed', status: 500, body: '<html>' }))?.explanation).toMatch(/not JSON/);
    expect(decodeError(record({ id: 1, view: '/' }))).toBeUndefined();
  });

  it('parses a whole JSON body, not a cut one', () => {
    expect(parsedBody(record({ id: 1, view: '/', body: '{"Data":[1]}' }))).toEqual({ json: { Data: [1] } });
    expect(parsedBody(record({ id: 1, view: '/', body: '{"Data":[1', bodyCut: true }))).toBeUndefined();
  });
});

describe('the URL of copied code', () => {
  it("is a gateway's URL as sent, and a demo request's path on the simulator over HTTP", () => {
    expect(codeUrl(record({ id: 1, view: '/', url: 'https://gw.test/openapi/ref/v1/timezones' }), 'https://demo.refex.invalid')).toBe('https://gw.test/openapi/ref/v1/timezones');
    expect(codeUrl(record({ id: 1, view: '/', backend: 'demo:demo', url: 'https://demo.refex.invalid/openapi/ref/v1/timezones?x=1' }), 'https://demo.refex.invalid')).toBe(
      'http://127.0.0.1:4010/openapi/ref/v1/timezones?x=1',
    );
  });
});
