import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '@/api/client';
import { createRequestLog } from '@/api/request-log';
import { buildRequestUrl, draftOf, pathAndQueryOf, servicePathOf } from './resend';

const SENT = 'https://gateway.example/sim/openapi/ref/v1/instruments?Keywords=s%26p%20500&AssetTypes=Stock,Etf&$top=50';

describe('a logged request as a form, and back', () => {
  it('reads the service path (the gateway prefix left out) and the decoded parameters in order', () => {
    expect(servicePathOf(SENT)).toBe('/openapi/ref/v1/instruments');
    expect(draftOf(SENT)).toEqual({
      path: '/openapi/ref/v1/instruments',
      params: [
        { name: 'Keywords', value: 's&p 500' },
        { name: 'AssetTypes', value: 'Stock,Etf' },
        { name: '$top', value: '50' },
      ],
    });
    expect(pathAndQueryOf(SENT)).toBe('/openapi/ref/v1/instruments?Keywords=s%26p%20500&AssetTypes=Stock,Etf&$top=50');
    expect(draftOf('https://gateway.example/elsewhere')).toBeUndefined();
    expect(draftOf('not a url')).toBeUndefined();
  });

  it('builds the same URL from an untouched form, as the app’s client writes it', async () => {
    const draft = draftOf(SENT);
    if (!draft) throw new Error('no draft');
    expect(buildRequestUrl('https://gateway.example/sim/', draft)).toEqual({ ok: true, url: SENT });
    // And it is the URL the client itself sends for these parameters.
    const seen: string[] = [];
    const fetch: FetchLike = (input) => {
      seen.push(input);
      return Promise.resolve(new Response('{}'));
    };
    const api = createApiClient({ key: 'k', baseUrl: 'https://gateway.example/sim', token: 't', fetch, log: createRequestLog() });
    await api.get('/openapi/ref/v1/instruments', { query: { Keywords: 's&p 500', AssetTypes: ['Stock', 'Etf'], $top: 50 } });
    expect(seen).toEqual([SENT]);
  });

  it('takes edited, added and removed parameters, any text a URL can carry', () => {
    const built = buildRequestUrl('http://127.0.0.1:4010', {
      path: '/openapi/ref/v1/instruments',
      params: [
        { name: ' $top ', value: '3' },
        { name: 'Keywords', value: 'Ørsted & co #1 ?' },
        { name: 'IncludeNonTradable', value: '' },
      ],
    });
    expect(built).toEqual({ ok: true, url: 'http://127.0.0.1:4010/openapi/ref/v1/instruments?$top=3&Keywords=%C3%98rsted%20%26%20co%20%231%20%3F&IncludeNonTradable=' });
    expect(buildRequestUrl('http://127.0.0.1:4010', { path: '/openapi/ca/v2/events/lookupdata', params: [] })).toEqual({
      ok: true,
      url: 'http://127.0.0.1:4010/openapi/ca/v2/events/lookupdata',
    });
  });

  it('sends only to the service’s own paths on the same base', () => {
    const base = 'https://gateway.example/sim';
    const pathError = (path: string) => {
      const built = buildRequestUrl(base, { path, params: [] });
      return built.ok ? undefined : built.errors.path;
    };
    expect(pathError('')).toMatch(/^Enter the path/);
    expect(pathError('openapi/ref/v1/timezones')).toMatch(/starts with \/openapi\//);
    expect(pathError('/openapi/trade/v2/orders')).toMatch(/own paths/);
    expect(pathError('//evil.example/openapi/ref/v1/x')).toMatch(/own paths/);
    expect(pathError('/openapi/ref/v1/timezones?x=1')).toMatch(/before its query/);
    expect(pathError('/openapi/ref/v1/time zones')).toMatch(/^Not URL text/);
    expect(pathError('/openapi/ref/v1/%zz')).toMatch(/^Not URL text/);
    expect(pathError('/openapi/ref/../../admin')).toMatch(/\. or \.\. segments/);
    expect(pathError('/openapi/ref/%2e%2E/x')).toMatch(/\. or \.\. segments/);
    expect(pathError('/openapi/ref//v1')).toMatch(/empty segment/);
    expect(pathError('/openapi/ref/v1/instruments/details/211/Stock')).toBeUndefined();
    expect(pathError('/OpenApi/Ref/v1/timezones')).toBeUndefined();
  });

  it('says which parameter is wrong, by its row', () => {
    const built = buildRequestUrl('http://127.0.0.1:4010', {
      path: '/openapi/ref/v1/instruments',
      params: [
        { name: 'Keywords', value: 'ok' },
        { name: ' ', value: 'x' },
        { name: 'a', value: 'line\nbreak' },
        { name: 'b', value: '\ud800' },
      ],
    });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors.path).toBeUndefined();
    expect(built.errors.params).toEqual([
      { name: undefined, value: undefined },
      { name: 'Enter a name, or remove this parameter.', value: undefined },
      { name: undefined, value: 'A value cannot hold line breaks, tabs or other control characters.' },
      { name: undefined, value: 'This value holds a broken character that no URL can carry.' },
    ]);
  });

  it('refuses the session’s token anywhere in the URL', () => {
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vIn0.sig';
    const built = buildRequestUrl(
      'http://127.0.0.1:4010',
      {
        path: `/openapi/ref/v1/${token}`,
        params: [
          { name: 'access_token', value: `Bearer ${token}` },
          { name: token, value: '1' },
        ],
      },
      token,
    );
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors.path).toMatch(/access token: it travels only in the Authorization header/);
    expect(built.errors.params.map((param) => [Boolean(param.name), Boolean(param.value)])).toEqual([
      [false, true],
      [true, false],
    ]);
    // A demo user's name is no secret.
    expect(buildRequestUrl('http://127.0.0.1:4010', { path: '/openapi/ref/v1/instruments', params: [{ name: 'Keywords', value: 'demo' }] }, 'demo').ok).toBe(true);
  });
});
