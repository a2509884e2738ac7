import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import { stringifySearch } from '@/lib/url';
import { activeFilterCount, criteriaKey, hasCriteria, nextLinkSkip, pageInfo, searchParams, toServiceParams, withCriteria, withoutFilters, type SearchUrl } from './url';
import { decodeUics, encodeUics } from '@/lib/search-params';
import { MAX_COMPARE } from '@/model/pairs';
import samples from './__fixtures__/search-samples.json';

/** What the router does with an address: parse (JSON-ish values), then validate. */
function fromAddress(query: string) {
  const raw = defaultParseSearch(query) as Record<string, unknown>;
  return { value: searchParams.validate(raw), notes: searchParams.notes(raw) };
}

describe('search URL validation', () => {
  it('reads every parameter of a valid address', () => {
    const { value, notes } = fromAddress(
      '?q=royal%20dutch&types=stock,ETF&ex=AMS&tag=energy&class=noncomplex&nontradable=true&multileg=false&uics=16350,46278&account=Ak1Ms9DkK2rTq4LxW8nP0g%3D%3D&wkFrom=-5&wkTo=5.5&moFrom=-10&moTo=10&yrFrom=0&yrTo=100&top=25&skip=50&sel=16350:Stock,21:FxSpot',
    );
    expect(notes).toEqual([]);
    expect(value).toEqual({
      q: 'royal dutch',
      types: 'Stock,Etf',
      ex: 'AMS',
      tag: 'energy',
      class: 'NonComplex',
      nontradable: true,
      multileg: false,
      uics: '16350,46278',
      account: 'Ak1Ms9DkK2rTq4LxW8nP0g==',
      wkFrom: -5,
      wkTo: 5.5,
      moFrom: -10,
      moTo: 10,
      yrFrom: 0,
      yrTo: 100,
      top: 25,
      skip: 50,
      sel: '16350:Stock,21:FxSpot',
    });
  });

  it('reads keywords the router turned into numbers or booleans as text', () => {
    expect(fromAddress('?q=211').value.q).toBe('211');
    expect(fromAddress('?q=true').value.q).toBe('true');
    expect(fromAddress('?q=%22211%22').value.q).toBe('211');
  });

  it('keeps a single Uic as a number and a list as text', () => {
    expect(fromAddress('?uics=211').value.uics).toBe(211);
    expect(fromAddress('?uics=211,,212,211').value.uics).toBe('211,212');
  });

  it('drops invalid values with a note each, and keeps the valid ones', () => {
    const { value, notes } = fromAddress('?q=aapl&top=abc&skip=-1&types=Stock,12x&class=Simple&nontradable=yes&uics=12a&wkFrom=lots&sel=abc');
    expect(value).toEqual({ q: 'aapl' });
    expect(notes.map((note) => note.field).sort()).toEqual(['class', 'nontradable', 'sel', 'skip', 'top', 'types', 'uics', 'wkFrom'].sort());
    expect(notes.find((note) => note.field === 'types')?.message).toContain('12x');
    expect(notes.find((note) => note.field === 'top')?.value).toBe('abc');
  });

  it('refuses page sizes the service does not allow', () => {
    expect(fromAddress('?top=0').notes[0]?.field).toBe('top');
    expect(fromAddress('?top=1001').notes[0]?.field).toBe('top');
    expect(fromAddress('?top=12.5').notes[0]?.field).toBe('top');
    expect(fromAddress('?top=1000').value.top).toBe(1000);
  });

  it('passes unknown but well-formed asset types on (the service decides)', () => {
    expect(fromAddress('?types=stock,CBBCCategoryN').value.types).toBe('Stock,CBBCCategoryN');
  });

  it('never throws on junk', () => {
    const junk = [
      '?q=%7B%22a%22%3A1%7D',
      '?q=[1,2]&types=[]&uics={}',
      '?top=null&skip=true&nontradable=1',
      '?sel=1:Stock,2:Stock,3:Stock,4:Stock,5:Stock,6:Stock,7:Stock,8:Stock,9:Stock,10:Stock,11:Stock',
      '?wkFrom=Infinity&moTo=1e999',
      '?%E0%A4%A=1&q=%',
    ];
    for (const query of junk) {
      expect(() => fromAddress(query)).not.toThrow();
    }
    const overfull = fromAddress('?sel=1:Stock,2:Stock,3:Stock,4:Stock,5:Stock,6:Stock,7:Stock,8:Stock,9:Stock,10:Stock,11:Stock');
    expect(overfull.notes[0]?.message).toContain('At most 10');
    // The first ten are kept; only the eleventh is ignored.
    expect(overfull.notes[0]?.value).toBe('11:Stock');
    expect(overfull.value.sel).toBe('1:Stock,2:Stock,3:Stock,4:Stock,5:Stock,6:Stock,7:Stock,8:Stock,9:Stock,10:Stock');
    expect(fromAddress('?moTo=1e999').value.moTo).toBeUndefined();
  });

  it('overrides invalid raw values, which the router merges the validated fields over', () => {
    const raw = defaultParseSearch('?q=aapl&top=abc&types=Stock,12x&other=1') as Record<string, unknown>;
    const seen = { ...raw, ...searchParams.validate(raw) } as SearchUrl;
    expect(seen.top).toBeUndefined();
    expect(seen.types).toBeUndefined();
    expect(seen.q).toBe('aapl');
    // Validation is idempotent on valid states.
    const valid: SearchUrl = { q: '211', types: 'Stock,Etf', uics: 211, wkFrom: -1, sel: '1:Stock', multileg: false };
    expect(searchParams.validate(valid)).toEqual(valid);
  });

  it('removes empty values from the address: they are not a filter (no search of the whole universe)', () => {
    const raw = defaultParseSearch('?q=&types=&ex=&tag=&top=&uics=') as Record<string, unknown>;
    // What the router keeps: the raw params with the validated ones merged over them.
    const seen = { ...raw, ...searchParams.validate(raw) } as SearchUrl;
    expect(Object.values(seen).every((value) => value === undefined)).toBe(true);
    expect(hasCriteria(seen)).toBe(false);
    expect(activeFilterCount(seen)).toBe(0);
    expect(searchParams.notes(raw)).toEqual([]);
    // Set values are untouched.
    const withValues = defaultParseSearch('?q=shell&ex=AMS&types=') as Record<string, unknown>;
    expect({ ...withValues, ...searchParams.validate(withValues) }).toEqual({ q: 'shell', ex: 'AMS', types: undefined });
  });

  it('says what is wrong with a value-change bound that is not a number', () => {
    expect(fromAddress('?wkFrom=abc').notes[0]?.message).toBe('Not a number');
    expect(fromAddress('?yrTo=1e999').notes.map((note) => note.field)).toEqual(['yrTo']);
    expect(fromAddress('?moFrom=%20-2.5%20').value.moFrom).toBe(-2.5);
  });

  it('round-trips through the router: what the app writes reads back the same', () => {
    const state: SearchUrl = { q: '211', types: 'Stock,Etf', uics: 211, nontradable: true, wkFrom: -2.5, top: 100, skip: 200, sel: '211:Stock' };
    const address = stringifySearch(state);
    expect(fromAddress(address)).toEqual({ value: state, notes: [] });
    // Lists and words stay readable (no JSON quoting).
    expect(address).toContain('types=Stock,Etf');
    expect(address).toContain('sel=211:Stock');
    expect(address).toContain('uics=211&');
  });
});

describe('mapping to the search parameters (4.1)', () => {
  it('names every parameter as the service does', () => {
    const params = toServiceParams({
      q: '  royal   dutch ',
      types: 'Stock,Etf',
      ex: 'AMS',
      tag: 'energy',
      class: 'Complex,NonComplex',
      nontradable: true,
      multileg: false,
      uics: '1,2',
      account: 'abc',
      wkFrom: -1,
      wkTo: 1,
      moFrom: -2,
      moTo: 2,
      yrFrom: -3,
      yrTo: 3,
      top: 25,
      skip: 75,
      sel: '1:Stock',
    });
    expect(params).toEqual({
      Keywords: 'royal dutch',
      AssetTypes: ['Stock', 'Etf'],
      ExchangeId: 'AMS',
      Tags: ['energy'],
      Class: ['Complex', 'NonComplex'],
      IncludeNonTradable: true,
      CanParticipateInMultiLegOrder: false,
      Uics: [1, 2],
      AccountKey: 'abc',
      OneWeekTotalValueChangesFrom: -1,
      OneWeekTotalValueChangesTo: 1,
      OneMonthTotalValueChangesFrom: -2,
      OneMonthTotalValueChangesTo: 2,
      OneYearTotalValueChangesFrom: -3,
      OneYearTotalValueChangesTo: 3,
      $top: 25,
      $skip: 75,
    });
  });

  it('includes non-tradable instruments for the keyword "continuous" (futures spaces are not tradable), unless the state says otherwise', () => {
    expect(toServiceParams({ q: 'continuous' }).IncludeNonTradable).toBe(true);
    expect(toServiceParams({ q: 's&p 500 Continuous' }).IncludeNonTradable).toBe(true);
    expect(toServiceParams({ q: 'continuous', nontradable: false }).IncludeNonTradable).toBe(false);
    expect(toServiceParams({ q: 'continuously' }).IncludeNonTradable).toBeUndefined();
  });

  it('leaves out what is not set (the service defaults apply)', () => {
    expect(toServiceParams({ q: 'aapl' })).toEqual({ Keywords: 'aapl' });
    expect(toServiceParams({ q: 'aapl', skip: 0 })).toEqual({ Keywords: 'aapl' });
  });

  it('passes several tags on as typed, for the service to refuse', () => {
    expect(toServiceParams({ tag: 'energy,tech' }).Tags).toEqual(['energy', 'tech']);
  });

  it('knows when there is something to search for', () => {
    expect(hasCriteria({})).toBe(false);
    expect(hasCriteria({ nontradable: true, top: 100, account: 'x' })).toBe(false);
    expect(hasCriteria({ q: 'a' })).toBe(true);
    expect(hasCriteria({ ex: 'PAR' })).toBe(true);
    expect(hasCriteria({ multileg: false })).toBe(true);
    expect(hasCriteria({ yrTo: 5 })).toBe(true);
    expect(activeFilterCount({ q: 'a', ex: 'PAR', types: 'Stock', top: 10 })).toBe(2);
  });

  it('goes back to the first page when the criteria change, and keeps page size and selection', () => {
    expect(withCriteria({ q: 'a', skip: 100, top: 25, sel: '1:Stock' }, { q: 'ab' })).toEqual({ q: 'ab', top: 25, sel: '1:Stock' });
    expect(withoutFilters({ q: 'a', ex: 'PAR', types: 'Stock', top: 25 })).toEqual({ q: 'a', top: 25 });
  });

  it('gives the same identity to the same criteria whatever the paging', () => {
    expect(criteriaKey({ q: ' aapl ', top: 10, skip: 20 })).toBe(criteriaKey({ q: 'aapl' }));
    expect(criteriaKey({ q: 'aapl', ex: 'PAR' })).not.toBe(criteriaKey({ q: 'aapl' }));
  });

  it('encodes Uics compactly', () => {
    expect(encodeUics([])).toBeUndefined();
    expect(encodeUics([5, 5])).toBe(5);
    expect(encodeUics([5, 6])).toBe('5,6');
    expect(decodeUics('5,x,6')).toEqual([5, 6]);
  });
});

describe('paging without a total', () => {
  it('says more rows exist when there is a next link, with no total', () => {
    const info = pageInfo({ top: 50, skip: 50 }, { __next: 'https://demo/openapi/ref/v1/instruments?Keywords=a&$top=50&$skip=100', rows: 50 });
    expect(info).toMatchObject({ first: 51, last: 100, page: 2, total: undefined, nextSkip: 100, previousSkip: 0, pages: undefined });
  });

  it('stops at the last page', () => {
    expect(pageInfo({ skip: 50 }, { rows: 3 })).toMatchObject({ first: 51, last: 53, page: 2, nextSkip: undefined, pageSize: 50 });
  });

  it('uses the total when the service gives one', () => {
    expect(pageInfo({ top: 10 }, { __count: 25, rows: 10 })).toMatchObject({ total: 25, pages: 3, nextSkip: 10 });
  });

  it('reads the offset of the service sample next link (relative, placeholder path)', () => {
    expect(nextLinkSkip(samples.specNext)).toBe(1);
    expect(nextLinkSkip('https://x/y?%24top=5&%24skip=10')).toBe(10);
    expect(nextLinkSkip(undefined)).toBeUndefined();
  });
});

describe('selection', () => {
  it('holds as many instruments as the compare page (one limit), so "Add instruments" keeps them all', () => {
    const items = Array.from({ length: MAX_COMPARE }, (_, index) => `${index + 1}:Stock`).join(',');
    expect(searchParams.validate({ sel: items }).sel).toBe(items);
  });

  it('asks the service for the exchange id of a MIC typed in the filter', () => {
    expect(toServiceParams({ ex: 'xnas' }).ExchangeId).toBe('NASDAQ');
    expect(toServiceParams({ ex: 'PAR' }).ExchangeId).toBe('PAR');
    expect(toServiceParams({ ex: 'OTHER' }).ExchangeId).toBe('OTHER');
  });
});
