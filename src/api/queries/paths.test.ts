/** The service paths and the request line of one instrument's details, as the details page shows it. */
import { describe, expect, it } from 'vitest';
import { pagedLists } from './paged-lists';
import { detailsRequestPath, servicePaths } from './paths';

describe('servicePaths', () => {
  it('escapes what a path segment carries', () => {
    expect(servicePaths.details(211, 'Stock')).toBe('/openapi/ref/v1/instruments/details/211/Stock');
    expect(servicePaths.schedule(7, 'Fx Spot')).toBe('/openapi/ref/v1/instruments/tradingschedule/7/Fx%20Spot');
    expect(servicePaths.event('a/b')).toBe('/openapi/ca/v2/events/a%2Fb');
  });
});

describe('detailsRequestPath', () => {
  it('is the bare path without parameters', () => {
    expect(detailsRequestPath(211, 'Stock', {})).toBe(servicePaths.details(211, 'Stock'));
  });

  it('names the account, the client and the field groups, in that order, with their commas kept', () => {
    expect(detailsRequestPath(211, 'Stock', { FieldGroups: ['OrderSetting', 'TradingSessions'], ClientKey: 'c 1', AccountKey: 'a' })).toBe(
      '/openapi/ref/v1/instruments/details/211/Stock?AccountKey=a&ClientKey=c+1&FieldGroups=OrderSetting,TradingSessions',
    );
  });
});

describe('pagedLists', () => {
  it('drops the paging of the parameters and pages as the service does', () => {
    expect(pagedLists.search({ Keywords: 'novo', $top: 20, $skip: 40 }, 1000)).toEqual({
      path: servicePaths.instruments,
      query: { Keywords: 'novo' },
      mode: 'next',
      pageSize: 1000,
    });
    expect(pagedLists.detailsList({ Uics: [1, 2] }, 1000)).toMatchObject({ path: servicePaths.detailsList, mode: 'next' });
    expect(pagedLists.events({ EventStatus: 'Upcoming', $top: 25 })).toMatchObject({ path: servicePaths.events, query: { EventStatus: 'Upcoming' }, mode: 'skip' });
  });
});
