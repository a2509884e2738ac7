import { describe, expect, it } from 'vitest';
import { get, getAll, simAt } from './refdata.test-support';
import { universe } from './universe';
import { valueChanges } from './search';

const sim = simAt();
const SEARCH = '/openapi/ref/v1/instruments';
const CASH_ACCOUNT = 'Ak3Ms7PnS4tVs6NzY0pR2i==';
const FULL_ACCOUNT = 'Ak1Ms9DkK2rTq4LxW8nP0g==';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = any;

function search(query: string, token = 'demo') {
  return get(sim, `${SEARCH}?${query}`, token);
}

function rows(query: string, token = 'demo'): Row[] {
  const response = search(query, token);
  expect(response.status, query).toBe(200);
  return response.body.Data;
}

describe('search paging', () => {
  it('defaults to 50 rows, has no __count, and links the next page absolutely', () => {
    const response = search('');
    expect(response.status).toBe(200);
    expect(response.body.Data).toHaveLength(50);
    expect(response.body).not.toHaveProperty('__count');
    const next = new URL(response.body.__next);
    expect(next.origin).toBe('http://127.0.0.1:4010');
    expect(next.pathname).toBe(SEARCH);
    expect(response.body.__next).toContain('$top=50');
    expect(response.body.__next).toContain('$skip=50');
  });

  it('pages with $top/$skip consistently and following __next reaches the end', () => {
    const all = rows('ExchangeId=NZSE&$top=1000');
    expect(all.length).toBeGreaterThan(100);
    const paged = getAll(sim, `${SEARCH}?ExchangeId=NZSE&$top=40`);
    expect(paged.pages).toBe(Math.ceil(all.length / 40));
    expect(paged.rows.map((row: Row) => row.Identifier)).toEqual(all.map((row: Row) => row.Identifier));
    const third = rows('ExchangeId=NZSE&$top=10&$skip=20');
    expect(third.map((row: Row) => row.Identifier)).toEqual(all.slice(20, 30).map((row: Row) => row.Identifier));
    const last = search(`ExchangeId=NZSE&$top=10&$skip=${all.length - 5}`);
    expect(last.body.Data).toHaveLength(5);
    expect(last.body).not.toHaveProperty('__next');
  });

  it('accepts up to 1000 rows and rejects more, negative values and garbage', () => {
    expect(rows('$top=1000')).toHaveLength(1000);
    for (const query of ['$top=1001', '$top=-1', '$skip=-3', '$top=abc']) {
      const response = search(query);
      expect(response.status, query).toBe(400);
      expect(response.body.ErrorCode).toBe('InvalidSearchCriteriaProvided');
      expect(Object.keys(response.body.ModelState)[0]).toMatch(/^\$(top|skip)$/);
    }
  });

  it('answers $top=0 and a skip past the end with empty pages', () => {
    const zero = search('$top=0');
    expect(zero.body.Data).toEqual([]);
    expect(zero.body).not.toHaveProperty('__next');
    expect(rows('ExchangeId=NZSE&$skip=100000')).toEqual([]);
  });
});

describe('search rows', () => {
  it('shows stocks like the live samples', () => {
    const [row] = rows('Uics=16350&AssetTypes=Stock');
    expect(row).toEqual({
      AssetType: 'Stock',
      CurrencyCode: 'EUR',
      Description: 'Royal Dutch Shell Plc A',
      ExchangeId: 'AMS',
      GroupId: 1798,
      Identifier: 16350,
      IssuerCountry: 'GB',
      PrimaryListing: 16348,
      SummaryType: 'Instrument',
      Symbol: 'RDSa:xams',
      TradableAs: ['Stock'],
    });
  });

  it('returns FX crosses by Uics, once each, as their primary asset type', () => {
    const data = rows('Uics=12,22,23');
    expect(data.map((row: Row) => [row.Identifier, row.Symbol, row.AssetType])).toEqual([
      [12, 'EURAUD', 'FxSpot'],
      [22, 'GBPAUD', 'FxSpot'],
      [23, 'GBPCAD', 'FxSpot'],
    ]);
    expect(data[0].TradableAs).toEqual(['FxSpot', 'FxForwards', 'FxVanillaOption', 'FxKnockInOption', 'FxKnockOutOption']);
    expect(data[0]).not.toHaveProperty('IssuerCountry');
  });

  it('lists one row per requested asset type, the keyword flag on the primary row only', () => {
    const data = rows('Keywords=EURUSD&AssetTypes=FxSpot,FxForwards');
    expect(data.map((row: Row) => [row.Identifier, row.AssetType])).toEqual([
      [21, 'FxSpot'],
      [21, 'FxForwards'],
    ]);
    expect(data[0].IsKeywordMatch).toBe(true);
    expect(data[1]).not.toHaveProperty('IsKeywordMatch');
  });

  it('finds option roots with their own row shape', () => {
    const data = rows('Keywords=shell&AssetTypes=StockOption');
    const ids = data.map((row: Row) => row.Identifier);
    expect(ids).toEqual(expect.arrayContaining([231, 706, 718]));
    const root = data.find((row: Row) => row.Identifier === 231);
    expect(root).toEqual({
      AssetType: 'StockOption',
      CanParticipateInMultiLegOrder: false,
      CurrencyCode: 'EUR',
      Description: 'Royal Dutch Shell Plc A',
      ExchangeId: 'EUR_AMS2',
      GroupId: 1798,
      GroupOptionRootId: 231,
      Identifier: 231,
      SummaryType: 'ContractOptionRoot',
      Symbol: 'RDSA:xams',
    });
  });

  it('finds option roots by OptionRootId in Uics with option-root asset types, and none without AssetTypes', () => {
    const data = rows('Uics=231,1,99999&AssetTypes=StockOption,StockIndexOption,FuturesOption');
    expect(data.map((row: Row) => [row.Identifier, row.SummaryType]).sort((a: number[], b: number[]) => (a[0] as number) - (b[0] as number))).toEqual([
      [1, 'ContractOptionRoot'],
      [231, 'ContractOptionRoot'],
    ]);
    expect(rows('Uics=231').every((row: Row) => row.SummaryType === 'Instrument')).toBe(true);
  });

  it('lists dated futures and futures CFDs, grouped per space', () => {
    const futures = rows('Keywords=e-mini%20s%26p&AssetTypes=ContractFutures');
    const es = futures.filter((row: Row) => row.Symbol.startsWith('ES') && row.Identifier !== 28001);
    expect(es.length).toBe(5);
    expect(new Set(es.map((row: Row) => row.GroupId)).size).toBe(1);
    expect(new Set(es.map((row: Row) => row.PrimaryListing))).toEqual(new Set([es[0].Identifier]));
    expect(es[0].Symbol).toBe('ESZ6');
    expect(es[0].Description).toBe('E-mini S&P 500 - Dec 2026');
    const cfds = rows('Keywords=OILUS');
    expect(cfds.length).toBe(2);
    for (const row of cfds) {
      expect(row.AssetType).toBe('CfdOnFutures');
      expect(row.ExchangeId).toBe('');
    }
    // The December contract expires today (three business days before the 25th of November).
    expect(cfds.map((row: Row) => row.Symbol)).toEqual(['OILUSDEC26', 'OILUSJAN27']);
  });
});

describe('search filters', () => {
  it('AssetTypes: comma list, any case; unknown values fail with AssetTypesParseFailed', () => {
    const data = rows('AssetTypes=etf,Etc&$top=200');
    expect(new Set(data.map((row: Row) => row.AssetType))).toEqual(new Set(['Etf', 'Etc']));
    const bad = search('AssetTypes=Stock,Shares');
    expect(bad.status).toBe(400);
    expect(bad.body.ErrorCode).toBe('AssetTypesParseFailed');
    expect(bad.body.ModelState.AssetTypes[0]).toContain('Shares');
    expect(rows('AssetTypes=CfdOnStock&Uics=211')[0]).toMatchObject({ AssetType: 'CfdOnStock', Identifier: 211 });
  });

  it('AccountKey: unknown keys fail; cash-product accounts see no derivatives', () => {
    const bad = search('AccountKey=not-a-key');
    expect(bad.status).toBe(400);
    expect(bad.body.ErrorCode).toBe('InvalidSearchCriteriaProvided');
    expect(bad.body.ModelState).toHaveProperty('AccountKey');
    expect(rows(`AccountKey=${CASH_ACCOUNT}&AssetTypes=CfdOnStock`)).toEqual([]);
    expect(rows(`AccountKey=${CASH_ACCOUNT}&AssetTypes=StockOption`)).toEqual([]);
    const apple = rows(`AccountKey=${CASH_ACCOUNT}&Keywords=apple&$top=1000`);
    expect(apple.some((row: Row) => row.Identifier === 211)).toBe(true);
    expect(apple.every((row: Row) => ['Stock', 'Etf', 'Etc', 'Etn', 'Bond', 'Fund', 'MutualFund', 'FxSpot', 'StockIndex'].includes(row.AssetType))).toBe(true);
    expect(rows(`AccountKey=${FULL_ACCOUNT}&Keywords=apple&$top=1000`).some((row: Row) => row.AssetType === 'Warrant')).toBe(true);
  });

  it('CanParticipateInMultiLegOrder: only option roots with that flag', () => {
    const yes = rows('CanParticipateInMultiLegOrder=true&$top=1000');
    const no = rows('CanParticipateInMultiLegOrder=false&$top=1000');
    expect(yes.length).toBeGreaterThan(100);
    expect(no.length).toBeGreaterThan(10);
    expect(yes.every((row: Row) => row.SummaryType === 'ContractOptionRoot' && row.CanParticipateInMultiLegOrder === true)).toBe(true);
    expect(no.every((row: Row) => row.SummaryType === 'ContractOptionRoot' && row.CanParticipateInMultiLegOrder === false)).toBe(true);
    expect(search('CanParticipateInMultiLegOrder=yes').body.ModelState).toHaveProperty('CanParticipateInMultiLegOrder');
  });

  it('Class: Complex and NonComplex split the universe', () => {
    const nonComplex = rows('Class=NonComplex&$top=1000&Keywords=apple');
    const complex = rows('Class=Complex&$top=1000&Keywords=apple');
    expect(nonComplex.some((row: Row) => row.Identifier === 211)).toBe(true);
    expect(nonComplex.every((row: Row) => ['Stock', 'Etf', 'Bond', 'MutualFund', 'Fund', 'StockIndex'].includes(row.AssetType))).toBe(true);
    expect(complex.every((row: Row) => row.AssetType !== 'Stock')).toBe(true);
    expect(complex.some((row: Row) => row.AssetType === 'Warrant')).toBe(true);
    expect(rows('Class=Complex,NonComplex&Keywords=apple&$top=1000').length).toBe(nonComplex.length + complex.length);
    expect(search('Class=Simple').status).toBe(400);
  });

  it('ExchangeId: Paris holds the 327 real equities', () => {
    const paris = rows('ExchangeId=PAR&AssetTypes=Stock&$top=1000');
    expect(paris).toHaveLength(327);
    expect(paris.find((row: Row) => row.Identifier === 23255427)).toMatchObject({ Symbol: 'TTE:xpar', TradableAs: ['Stock', 'SrdOnStock'], IssuerCountry: 'FR' });
    expect(rows('ExchangeId=par&AssetTypes=Stock&$top=1000')).toHaveLength(327);
    expect(rows('ExchangeId=NOWHERE')).toEqual([]);
  });

  it('IncludeNonTradable: indices and continuous futures are hidden by default', () => {
    expect(rows('Uics=4913')).toEqual([]);
    expect(rows('Uics=4913&IncludeNonTradable=true')[0]).toMatchObject({ Symbol: 'SPX.I', AssetType: 'StockIndex' });
    const continuous = rows('Keywords=continuous&IncludeNonTradable=true&$top=1000');
    expect(continuous.length).toBeGreaterThanOrEqual(50);
    for (const row of continuous) expect(row).toMatchObject({ AssetType: 'ContractFutures', DisplayHint: 'Continuous', IsKeywordMatch: true });
    expect(rows('Keywords=continuous&IncludeNonTradable=false&$top=1000')).toEqual([]);
  });

  it("IncludeNonTradable: matured bonds and expired warrants count as non-tradable on the request's day", () => {
    // The Apple 4.421% bond matured on 8 May 2026: listed before, hidden after unless asked for.
    expect(get(simAt('2026-05-07T12:00:00Z'), `${SEARCH}?Keywords=AAPL%204.421`).body.Data).toHaveLength(1);
    expect(rows('Keywords=AAPL%204.421')).toEqual([]);
    expect(rows('Keywords=AAPL%204.421&IncludeNonTradable=true')).toHaveLength(1);
    // Years on, every generated warrant has expired too.
    const later = simAt('2031-06-01T10:00:00Z');
    expect(get(later, `${SEARCH}?AssetTypes=Warrant`).body.Data).toEqual([]);
    expect(get(later, `${SEARCH}?AssetTypes=Warrant&IncludeNonTradable=true`).body.Data.length).toBeGreaterThan(0);
  });

  it('Keywords: all must match, any case, accents ignored, ISIN too', () => {
    expect(rows('Keywords=aapl')[0]).toMatchObject({ Identifier: 211, IsKeywordMatch: true });
    expect(rows('Keywords=AAPL:XNAS')[0].Identifier).toBe(211);
    expect(rows('Keywords=apple')[0].Identifier).toBe(211);
    expect(rows('Keywords=US0378331005')[0].Identifier).toBe(211);
    const both = rows('Keywords=royal%20shell&$top=100');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((row: Row) => /royal/i.test(row.Description) && /shell/i.test(row.Description))).toBe(true);
    const accented = rows('Keywords=societe%20generale&AssetTypes=Warrant&$top=5');
    expect(accented.length).toBe(5);
    expect(accented[0].Description).toContain('Société Générale');
    expect(rows('Keywords=SOCIÉTÉ&AssetTypes=Warrant&$top=5')).toHaveLength(5);
    expect(rows('Keywords=zzqqxx')).toEqual([]);
  });

  it('Keywords on an ISIN: a security listed on several exchanges, its lines in one group naming one primary listing', () => {
    // As live answers show a cross-listing (Shell's Amsterdam line in the London line's GroupId 1798, PrimaryListing 16348).
    const listings = (isin: string) =>
      rows(`Keywords=${isin}&IncludeNonTradable=true&$top=1000`)
        .filter((row: Row) => row.SummaryType === 'Instrument')
        .map((row: Row) => [row.Symbol, row.GroupId, row.PrimaryListing])
        .sort();
    expect(listings('GB00B03MLX29')).toEqual([
      ['RDSA:xlon', 1798, 16348],
      ['RDSa:xams', 1798, 16348],
    ]);
    expect(listings('GB0005405286')).toEqual([
      ['5:xhkg', expect.any(Number), 100103],
      ['HSBA:xlon', expect.any(Number), 100103],
    ]);
    expect(listings('IE00B4L5Y983').map(([, , primary]) => primary)).toEqual([36602, 36602]);
    // Unibail-Rodamco-Westfield: the Paris line (GroupId 11246 in the live Paris answer) is the primary one.
    expect(listings('FR0013326246')).toEqual([
      ['URW:xams', 11246, 19099381],
      ['URW:xpar', 11246, 19099381],
    ]);
    for (const isin of ['GB0005405286', 'GB00B2B0DG97', 'IE00B4L5Y983', 'IE00B5BMR087']) expect(new Set(listings(isin).map(([, group]) => group)).size, isin).toBe(1);
  });

  it('Keywords: ranks exact symbols first, keeps a stable order', () => {
    const spx = rows('Keywords=spx&IncludeNonTradable=true&$top=5');
    expect(spx[0]).toMatchObject({ Identifier: 4913 });
    const first = rows('Keywords=bank&$top=200').map((row: Row) => `${row.SummaryType}:${row.Identifier}:${row.AssetType}`);
    const second = rows('Keywords=bank&$top=200').map((row: Row) => `${row.SummaryType}:${row.Identifier}:${row.AssetType}`);
    expect(second).toEqual(first);
    // No keywords: no keyword flag.
    expect(rows('Uics=211')[0]).not.toHaveProperty('IsKeywordMatch');
  });

  it('value changes: only licensed instruments inside the bounds', () => {
    const data = rows('OneWeekTotalValueChangesFrom=2&OneWeekTotalValueChangesTo=3&OneYearTotalValueChangesFrom=10&$top=1000');
    expect(data.length).toBeGreaterThan(50);
    const byUic = universe().byUic;
    for (const row of data) {
      expect(['Stock', 'Etf', 'Etc']).toContain(row.AssetType);
      const changes = valueChanges(byUic.get(row.Identifier) as never);
      expect(changes).toBeDefined();
      const [week, , year] = changes as [number, number, number];
      expect(week).toBeGreaterThanOrEqual(2);
      expect(week).toBeLessThanOrEqual(3);
      expect(year).toBeGreaterThanOrEqual(10);
    }
    expect(rows('OneMonthTotalValueChangesFrom=5&OneMonthTotalValueChangesTo=-5')).toEqual([]);
    // Every bound is applied on its own: upper year bound, lower month bound.
    const capped = rows('OneYearTotalValueChangesTo=-20&$top=1000');
    expect(capped.length).toBeGreaterThan(10);
    for (const row of capped) expect((valueChanges(byUic.get(row.Identifier) as never) as readonly number[])[2]).toBeLessThanOrEqual(-20);
    const monthly = rows('OneMonthTotalValueChangesFrom=8&$top=1000');
    expect(monthly.length).toBeGreaterThan(10);
    for (const row of monthly) expect((valueChanges(byUic.get(row.Identifier) as never) as readonly number[])[1]).toBeGreaterThanOrEqual(8);
    const bad = search('OneMonthTotalValueChangesTo=lots');
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState).toHaveProperty('OneMonthTotalValueChangesTo');
  });

  it('Tags: one sector or display hint, on stocks, ETFs and ETCs only', () => {
    const tech = rows('Tags=Technology&$top=300');
    expect(tech.length).toBe(300);
    expect(tech.every((row: Row) => row.AssetType === 'Stock')).toBe(true);
    const etcs = rows('Tags=etc&$top=300');
    expect(etcs.length).toBeGreaterThan(100);
    expect(etcs.every((row: Row) => row.AssetType === 'Etc')).toBe(true);
    expect(rows('Tags=Etf&$top=50').every((row: Row) => row.AssetType === 'Etf')).toBe(true);
    expect(rows('Tags=null&$top=5')).toHaveLength(5);
    const two = search('Tags=Technology,Energy');
    expect(two.status).toBe(400);
    expect(two.body.ErrorCode).toBe('InvalidSearchCriteriaProvided');
    expect(two.body.ModelState).toHaveProperty('Tags');
  });

  it('Uics: only those instruments; bad values fail', () => {
    expect(rows('Uics=211,261').map((row: Row) => row.Identifier)).toEqual([211, 261]);
    const bad = search('Uics=211,abc');
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState.Uics[0]).toContain('abc');
  });

  it('reports every bad parameter at once, by name', () => {
    const response = search('IncludeNonTradable=sometimes&Uics=x&OneWeekTotalValueChangesFrom=y&$top=9999');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.ModelState).sort()).toEqual(['$top', 'IncludeNonTradable', 'OneWeekTotalValueChangesFrom', 'Uics']);
  });
});

describe('restricted user', () => {
  it('sees no option roots and nothing on Asia-Pacific venues', () => {
    expect(rows('AssetTypes=StockOption,StockIndexOption,FuturesOption', 'demo-restricted')).toEqual([]);
    expect(rows('AssetTypes=StockOption').length).toBeGreaterThan(0);
    for (const exchange of ['TSE', 'HKEX', 'SGX-ST', 'ASX', 'NZSE']) {
      expect(rows(`ExchangeId=${exchange}`, 'demo-restricted')).toEqual([]);
      expect(rows(`ExchangeId=${exchange}`).length).toBeGreaterThan(0);
    }
    expect(rows('Keywords=toyota', 'demo-restricted')).toEqual([]);
    expect(rows('Keywords=toyota')[0]).toMatchObject({ Symbol: '7203:xtks' });
    expect(rows('Keywords=nikkei&AssetTypes=ContractFutures', 'demo-restricted').some((row: Row) => row.ExchangeId === 'OSE_JP')).toBe(false);
    expect(rows('Keywords=apple', 'demo-restricted')[0].Identifier).toBe(211);
  });

  it('needs a token at all', () => {
    const response = sim.handle({ method: 'GET', url: `http://127.0.0.1:4010${SEARCH}`, headers: {} });
    expect(response.status).toBe(401);
  });
});
