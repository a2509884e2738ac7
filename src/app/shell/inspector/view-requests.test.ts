import { describe, expect, it } from 'vitest';
import { exchangeRecord } from '@/test/exchange';
import { createRequestLog } from '@/api/request-log';
import { requestsOfView } from './view-requests';
import { olderViews, sameView } from './older-views';

const record = exchangeRecord;

describe("the current view's requests", () => {
  it('are the records made at the same address, parameter order and encoding aside, oldest first', () => {
    const records = [
      record({ id: 1, view: '/?q=shell&types=Stock' }),
      record({ id: 2, view: '/instruments/Stock/211' }),
      record({ id: 3, view: '/?types=Stock&q=shell' }),
      record({ id: 4, view: '/?q=shel' }),
      record({ id: 5, view: '/?q=%73hell&types=Stock' }),
    ];
    expect(requestsOfView(records, '/?q=shell&types=Stock').map((entry) => entry.id)).toEqual([1, 3, 5]);
    expect(requestsOfView(records, '/instruments/Stock/211/').map((entry) => entry.id)).toEqual([2]);
    expect(requestsOfView(records, '/timezones')).toEqual([]);
    expect(sameView('/compare?items=211:Stock,16350:Stock', '/compare?items=211%3AStock%2C16350%3AStock')).toBe(true);
    expect(sameView('/?q=a', '/?q=b')).toBe(false);
  });

  it('lists the other addresses newest first, with their counts', () => {
    const records = [record({ id: 1, view: '/a' }), record({ id: 2, view: '/b' }), record({ id: 3, view: '/a' }), record({ id: 4, view: '/c' })];
    expect(olderViews(records, '/c')).toEqual([
      { view: '/a', count: 2, lastAt: 3000 },
      { view: '/b', count: 1, lastAt: 2000 },
    ]);
  });

  it('reads what the log recorded of a real client', () => {
    const log = createRequestLog({ location: () => '/x?b=2&a=1' });
    log.start({ url: 'https://gw.test/openapi/ref/v1/timezones', backend: 'b' });
    expect(requestsOfView(log.snapshot(), '/x?a=1&b=2')).toHaveLength(1);
  });
});
