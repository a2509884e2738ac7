import { describe, expect, it } from 'vitest';
import type { InstrumentSummary } from '@/api/types';
import { rankedPage, rankSummaries, searchRequest, symbolCode } from './ranking';
import samples from './__fixtures__/search-samples.json';

const instrument = (Symbol: string, Description: string, AssetType: string, GroupId: number, Identifier = GroupId): InstrumentSummary => ({
  SummaryType: 'Instrument',
  Symbol,
  Description,
  AssetType,
  GroupId,
  Identifier,
});
const root = (Symbol: string, Description: string, GroupId: number, Identifier: number): InstrumentSummary => ({
  SummaryType: 'ContractOptionRoot',
  Symbol,
  Description,
  AssetType: 'StockIndexOption',
  GroupId,
  Identifier,
});

const symbols = (rows: InstrumentSummary[]) => rows.map((row) => row.Symbol);

// "spx" as a service may answer it: ETFs whose code is SPX before the index's own option root.
const SPX_INDEX = instrument('SPX.I', 'S&P 500 Index', 'StockIndex', 13102, 4913);
const SPX_ANSWER = [
  instrument('SPX:arcx', 'SPDR Quality Artificial Intelligence ETF', 'Etf', 37480),
  instrument('SPX:xetr', 'SPDR Battery Solutions UCITS ETF', 'Etf', 19301),
  root('SPX:xcbo', 'S&P 500 Index', 13102, 536),
  instrument('SPXM:arcx', 'SPDR Dividend Aristocrats ETF', 'Etf', 2362),
  root('SPXW:xcbo', 'S&P 500 Index Weeklys', 13102, 1),
  instrument('CSPX:xlon', 'iShares Core S&P 500 UCITS ETF', 'Etf', 26830),
  instrument('TGD:xlon', 'Thackeray Gas Distribution Plc', 'Stock', 23373),
  instrument('ASPX:xnys', 'Astralogic Corp.', 'Stock', 16542),
];

describe('search ranking', () => {
  it('reads the code of a symbol', () => {
    expect(symbolCode('AAPL:xnas')).toBe('aapl');
    expect(symbolCode('SPX.I')).toBe('spx');
    expect(symbolCode(' EURUSD ')).toBe('eurusd');
    expect(symbolCode('MSFT 3.3 02/06/27')).toBe('msft 3.3 02/06/27');
  });

  it('puts the exact symbol of an option root and its index first, ETFs with that code next, then symbols that start with it', () => {
    expect(symbols(rankSummaries(SPX_ANSWER, 'spx'))).toEqual(['SPX:xcbo', 'SPX:arcx', 'SPX:xetr', 'SPXW:xcbo', 'SPXM:arcx', 'CSPX:xlon', 'ASPX:xnys', 'TGD:xlon']);
    // With non-tradables included, the index itself comes before its roots.
    expect(symbols(rankSummaries([...SPX_ANSWER, SPX_INDEX], 'SPX')).slice(0, 3)).toEqual(['SPX.I', 'SPX:xcbo', 'SPX:arcx']);
  });

  it('puts the underlying before its option root, and leaves equal matches in the service order', () => {
    const aapl = [root('AAPL:xcbo', 'Apple Inc.', 26769, 16), instrument('AAPL:xnas', 'Apple Inc.', 'Stock', 26769, 211)];
    expect(symbols(rankSummaries(aapl, 'aapl'))).toEqual(['AAPL:xnas', 'AAPL:xcbo']);
    const dax = [instrument('DAX:xnys', 'Datramark Co.', 'Stock', 14850), instrument('DAX:xnas', 'Dalton Beverages', 'Stock', 29076)];
    expect(symbols(rankSummaries(dax, 'dax'))).toEqual(['DAX:xnys', 'DAX:xnas']);
  });

  it('ranks names: a name that starts with the keyword before a word inside it; accents and case do not matter', () => {
    const rows = [
      instrument('GLE1:xetr', 'Call on Société Générale', 'Warrant', 0),
      instrument('GLE:xpar', 'Société Générale', 'Stock', 0),
      instrument('XYZ:xpar', 'Sociétés Réunies', 'Stock', 0),
    ];
    expect(symbols(rankSummaries(rows, 'SOCIETE generale'))).toEqual(['GLE:xpar', 'GLE1:xetr', 'XYZ:xpar']);
  });

  it('keeps a live answer that has its exact symbol first as it is, and orders nothing without keywords', () => {
    const live = samples.eurusdLive as InstrumentSummary[];
    expect(rankSummaries(live, 'EURUSD')[0]).toMatchObject({ Symbol: 'EURUSD', AssetType: 'FxSpot' });
    expect(rankSummaries(SPX_ANSWER, undefined)).toEqual(SPX_ANSWER);
    expect(rankSummaries(SPX_ANSWER, '  ')).toEqual(SPX_ANSWER);
  });
});

describe('the ranked window', () => {
  it('asks for the first 1,000 rows of a keyword search and shows a page of them', () => {
    expect(searchRequest({ q: 'spx' })).toEqual({ params: { Keywords: 'spx', $top: 1000 }, window: { start: 0, end: 50 } });
    expect(searchRequest({ q: 'spx', top: 100, skip: 300 })).toEqual({ params: { Keywords: 'spx', $top: 1000 }, window: { start: 300, end: 400 } });
    // Whole pages: 3 pages of 300 make the window.
    expect(searchRequest({ q: 'spx', top: 300, skip: 600 }).window).toEqual({ start: 600, end: 900 });
    expect(searchRequest({ q: 'spx', top: 300, skip: 900 })).toEqual({ params: { Keywords: 'spx', $top: 300, $skip: 900 }, window: undefined });
    expect(searchRequest({ q: 'spx', skip: 1000 })).toEqual({ params: { Keywords: 'spx', $skip: 1000 }, window: undefined });
    // Without keywords there is nothing to rank by: the service's pages as they are.
    expect(searchRequest({ ex: 'NASDAQ', skip: 50 })).toEqual({ params: { ExchangeId: 'NASDAQ', $skip: 50 }, window: undefined });
  });

  it('knows the total when the window holds every result, and that more exist when the service has more', () => {
    const request = searchRequest({ q: 'spx', top: 3, skip: 3 });
    const whole = rankedPage(request, { Data: SPX_ANSWER });
    expect(symbols(whole.rows)).toEqual(['SPXW:xcbo', 'SPXM:arcx', 'CSPX:xlon']);
    expect(whole).toMatchObject({ total: 8, nextSkip: 6, next: undefined });
    expect(rankedPage(searchRequest({ q: 'spx', top: 3, skip: 6 }), { Data: SPX_ANSWER })).toMatchObject({ total: 8, nextSkip: undefined });
    const cut = rankedPage(searchRequest({ q: 'spx', top: 4, skip: 4 }), { Data: SPX_ANSWER, __next: 'https://x/openapi/ref/v1/instruments?$skip=8' });
    expect(cut).toMatchObject({ total: undefined, atLeast: 8, nextSkip: 8 });
    // A broad search whose answer overflows the window: the service's __count, when it sends one, is the total.
    const counted = rankedPage(searchRequest({ q: 'spx', top: 4, skip: 4 }), { Data: SPX_ANSWER, __next: 'https://x/openapi/ref/v1/instruments?$skip=8', __count: 2345 });
    expect(counted).toMatchObject({ total: 2345, atLeast: undefined, nextSkip: 8 });
    // Beyond the window: the service's page, ranked, with its own link.
    const beyond = rankedPage(searchRequest({ q: 'spx', skip: 1000 }), { Data: SPX_ANSWER, __next: 'next' });
    expect(beyond).toMatchObject({ total: undefined, next: 'next', nextSkip: undefined });
    expect(beyond.rows[0]?.Symbol).toBe('SPX:xcbo');
  });
});
