import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import { browseParams, isFiltered, OPTION_ROOT_TYPES, pageOf, toServiceParams, withFilters, type BrowseKind } from './url';

/** What the router does with an address: parse (JSON-ish values), then validate. */
function fromAddress(kind: BrowseKind, query: string) {
  const raw = defaultParseSearch(query) as Record<string, unknown>;
  return { value: browseParams[kind].validate(raw), notes: browseParams[kind].notes(raw) };
}

describe('browse addresses', () => {
  it('reads every field of a valid option-roots address, the type in the service’s spelling', () => {
    const { value, notes } = fromAddress('options', '?q=apple&ex=cboe&type=stockoption&top=100&skip=200');
    expect(notes).toEqual([]);
    expect(value).toEqual({ q: 'apple', ex: 'cboe', type: 'StockOption', top: 100, skip: 200 });
  });

  it('drops bad values with a note and keeps the rest', () => {
    const { value, notes } = fromAddress('options', '?q=dax&type=Bond&top=5000&skip=-1');
    expect(value).toMatchObject({ q: 'dax', type: undefined, top: undefined, skip: undefined });
    expect(notes.map((note) => note.field).sort()).toEqual(['skip', 'top', 'type']);
  });

  it('has no option type on the futures list', () => {
    const { value } = fromAddress('futures', '?q=crude&type=StockOption');
    expect(value).toEqual({ q: 'crude' });
  });
});

describe('browse requests', () => {
  it('lists option roots by every option-root asset type, or the one chosen', () => {
    expect(toServiceParams('options', {})).toEqual({ AssetTypes: OPTION_ROOT_TYPES, $top: 50 });
    expect(toServiceParams('options', { q: '  apple   inc ', ex: 'cboe', type: 'StockIndexOption', top: 25, skip: 75 })).toEqual({
      AssetTypes: ['StockIndexOption'],
      Keywords: 'apple inc',
      ExchangeId: 'CBOE',
      $top: 25,
      $skip: 75,
    });
  });

  it('lists futures spaces by the keyword "continuous" with non-tradable instruments included', () => {
    expect(toServiceParams('futures', {})).toEqual({ AssetTypes: ['ContractFutures'], Keywords: 'continuous', IncludeNonTradable: true, $top: 50 });
    expect(toServiceParams('futures', { q: 'crude oil', ex: 'nymex' })).toMatchObject({ Keywords: 'continuous crude oil', ExchangeId: 'NYMEX' });
    // Not twice.
    expect(toServiceParams('futures', { q: 'Continuous gold' }).Keywords).toBe('Continuous gold');
  });

  it('a filter change goes back to the first page and drops removed fields', () => {
    expect(withFilters({ q: 'dax', ex: 'EUREX', top: 100, skip: 200 }, { q: 'estx', ex: undefined })).toEqual({ q: 'estx', top: 100 });
    expect(isFiltered({ top: 100, skip: 100 })).toBe(false);
    expect(isFiltered({ q: '  ' })).toBe(false);
    expect(isFiltered({ type: 'FuturesOption' })).toBe(true);
  });
});

describe('browse pages', () => {
  it('knows a next page only from __next', () => {
    expect(pageOf({}, { rows: 50, next: 'https://gateway/openapi/ref/v1/instruments?$top=50&$skip=50' })).toEqual({
      first: 1,
      last: 50,
      page: 1,
      previousSkip: undefined,
      nextSkip: 50,
      pastEnd: false,
      skip: 0,
    });
    expect(pageOf({ top: 25, skip: 50 }, { rows: 10, next: undefined })).toEqual({ first: 51, last: 60, page: 3, previousSkip: 25, nextSkip: undefined, pastEnd: false, skip: 50 });
  });

  it('says when the address skips past the end, with no rows to count', () => {
    expect(pageOf({ skip: 100 }, { rows: 0, next: undefined })).toMatchObject({ first: 0, last: 0, page: 3, previousSkip: 50, pastEnd: true });
    // A skip within the first page is past the end of a short list too.
    expect(pageOf({ skip: 20 }, { rows: 0, next: undefined })).toMatchObject({ first: 0, last: 0, pastEnd: true });
    expect(pageOf({}, { rows: 0, next: undefined })).toMatchObject({ first: 0, last: 0, page: 1, pastEnd: false });
  });

  it('counts a skip between pages from its rows, each Previous page one page less', () => {
    expect(pageOf({ skip: 71 }, { rows: 50, next: 'next' })).toMatchObject({ first: 72, last: 121, page: 3, previousSkip: 21, nextSkip: 121 });
    expect(pageOf({ skip: 21 }, { rows: 50, next: 'next' })).toMatchObject({ first: 22, last: 71, page: 2, previousSkip: 0 });
  });
});
