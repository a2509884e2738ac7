import type { Exchange } from '@/api/request-log';

/** A request log record for tests: a finished 200 of the instrument search on a gateway, with what the test sets. */
export function exchangeRecord(partial: Partial<Exchange> & Pick<Exchange, 'id' | 'view'>): Exchange {
  return {
    method: 'GET',
    url: 'https://gw.test/openapi/ref/v1/instruments',
    path: '/openapi/ref/v1/instruments',
    group: 'ref',
    backend: 'gateway:https://gw.test#u',
    startedAt: partial.id * 1000,
    state: 'done',
    status: 200,
    ...partial,
  };
}
