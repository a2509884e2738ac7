import { describe, expect, it } from 'vitest';
import type { ContractOptionSpace, FuturesSpace, InstrumentDetails, TradingSchedule } from '@/api/types';
import { parseItems } from '@/lib/watchlist';
import { scheduleAsks } from './queries';
import { frontContract, sortRows, watchRow, type Answer, type WatchData } from './rows';

const NOW = new Date('2026-11-27T15:00:00Z');
const ok = <T>(data: T | undefined): Answer<T> => ({ data, error: undefined, pending: false, retry: () => undefined });

const details: InstrumentDetails[] = [
  { Uic: 211, AssetType: 'Stock', Symbol: 'AAPL:xnas', Description: 'Apple Inc.', CurrencyCode: 'USD', Exchange: { ExchangeId: 'NASDAQ' } },
  {
    Uic: 3001,
    AssetType: 'ContractFutures',
    Symbol: 'GCZ6',
    Description: 'Gold Dec 2026',
    CurrencyCode: 'USD',
    Exchange: { ExchangeId: 'COMEX' },
    NoticeDate: '2026-11-30',
    ExpiryDate: '2026-12-29',
  },
  { Uic: 9, AssetType: 'ContractFutures', Symbol: 'GC', Description: 'Gold - Continuous', Exchange: { ExchangeId: 'COMEX' } },
];
const schedule: TradingSchedule = { Sessions: [{ StartTime: '2026-11-27T14:30:00Z', EndTime: '2026-11-27T18:00:00Z', State: 'AutomatedTrading' }] };
const futures: FuturesSpace = {
  BaseIdentifier: 'GC',
  Elements: [
    { Uic: 3000, ExpiryDate: '2026-11-25', Symbol: 'GCX6' },
    { Uic: 3002, ExpiryDate: '2027-02-24', Symbol: 'GCG7' },
    { Uic: 3001, ExpiryDate: '2026-12-29', Symbol: 'GCZ6' },
  ],
};
const root: ContractOptionSpace = { Symbol: 'AAPL', Description: 'Apple options', OptionSpace: [{ Expiry: '2026-11-20' }, { Expiry: '2026-12-04' }, { Expiry: '2026-11-28' }] };

const data: WatchData = {
  details: (item) => ({ row: details.find((row) => row.Uic === item.uic), answer: ok(undefined) }),
  root: (id) => (id === 5 ? ok(root) : { data: undefined, error: new Error('down'), pending: false, retry: () => undefined }),
  futures: (uic) => ok(uic === 9 ? futures : undefined),
  contract: (uic) => details.find((row) => row.Uic === uic),
  schedule: (exchangeId) => (exchangeId === 'NASDAQ' ? schedule : undefined),
  event: (uic) =>
    uic === 211 ? { EventId: '77', Uic: 211, EventType: { Code: 'DVCA', Name: 'Cash Dividend' }, Ex: { Date: '2026-12-04' } } : uic === 404 ? 'unavailable' : undefined,
};

describe('watchlist rows', () => {
  it('reads each kind of item from its answers: facts, market now, next date', () => {
    const [stock, rootRow, space, failed, missing] = parseItems('211:Stock,root:5,futures:9,root:6,404:Stock').items.map((item) =>
      watchRow(item, data, NOW, { '404:Stock': 'Gone Inc.' }),
    );
    expect(stock).toMatchObject({ symbol: 'AAPL:xnas', description: 'Apple Inc.', exchangeId: 'NASDAQ', currency: 'USD', state: { kind: 'ok' } });
    expect(stock?.market).toMatchObject({ open: true, text: 'Open, closes in 3 h' });
    expect(stock?.event).toEqual({ id: '77', type: 'Cash Dividend', date: '2026-12-04' });
    expect(missing?.event).toBe('unavailable');
    expect(rootRow?.event).toBeUndefined();
    expect(rootRow).toMatchObject({ kindLabel: 'Option root', symbol: 'AAPL', next: { date: '2026-11-28', what: 'Expiry' } });
    // The front contract's notice comes before its expiry.
    expect(space).toMatchObject({ kindLabel: 'Futures space', symbol: 'GC', exchangeId: 'COMEX', next: { date: '2026-11-30', what: 'Notice' } });
    expect(failed?.state.kind).toBe('failed');
    expect(missing).toMatchObject({ state: { kind: 'missing' }, description: 'Gone Inc.' });
  });

  it('calls only regular trading open, closing when it ends; extended hours are named, with when regular trading opens', () => {
    const day = (date: string) => [
      { StartTime: `${date}T09:00:00Z`, EndTime: `${date}T14:30:00Z`, State: 'PreMarket' },
      { StartTime: `${date}T14:30:00Z`, EndTime: `${date}T21:00:00Z`, State: 'AutomatedTrading' },
      { StartTime: `${date}T21:00:00Z`, EndTime: `${date}T23:59:00Z`, State: 'PostMarket' },
    ];
    const extended: WatchData = { ...data, schedule: () => ({ Sessions: [...day('2026-11-27'), ...day('2026-11-30')] }) };
    const [item] = parseItems('211:Stock').items;
    if (!item) throw new Error('no item');
    const marketAt = (instant: string) => watchRow(item, extended, new Date(instant), {}).market;
    expect(marketAt('2026-11-27T10:00:00Z')).toEqual({ open: false, text: 'Pre-market, opens in 4 h 30 min', sortAt: Date.parse('2026-11-27T14:30:00Z') });
    expect(marketAt('2026-11-27T15:00:00Z')).toEqual({ open: true, text: 'Open, closes in 6 h', sortAt: Date.parse('2026-11-27T15:00:00Z') });
    expect(marketAt('2026-11-27T22:00:00Z')).toMatchObject({ open: false, text: 'Post-market, opens in 2 d 16 h' });
    // Closed: "opens" is regular trading's start, not the pre-market's.
    expect(marketAt('2026-11-28T12:00:00Z')).toMatchObject({ open: false, text: 'Closed, opens in 2 d 2 h' });
  });

  it('names a futures space by its continuous future, saved or shared, never by its front contract', () => {
    const [item] = parseItems('futures:9').items;
    if (!item) throw new Error('no item');
    const withoutNames: WatchData = { ...data, contract: (uic) => (uic === 9 ? undefined : data.contract(uic)) };
    expect(watchRow(item, data, NOW, {}).description).toBe('Gold - Continuous');
    expect(watchRow(item, data, NOW, { 'futures:9': 'Gold (saved)' }).description).toBe('Gold - Continuous');
    // Without the continuous future's details: the saved name, else what the space's page calls it.
    expect(watchRow(item, withoutNames, NOW, { 'futures:9': 'Gold (saved)' }).description).toBe('Gold (saved)');
    expect(watchRow(item, withoutNames, NOW, {}).description).toBe('Futures space GC');
  });

  it('finds the front contract from today on', () => {
    expect(frontContract(futures, NOW)).toEqual({ uic: 3001, expiry: '2026-12-29' });
    expect(frontContract(futures, new Date('2027-03-01T12:00:00Z'))).toBeUndefined();
    expect(frontContract({ Elements: [{ Uic: 'x' as unknown as number, ExpiryDate: '2027-01-01' }] }, NOW)).toBeUndefined();
  });

  it('sorts by a column both ways, rows without the value last', () => {
    const rows = parseItems('211:Stock,root:5,futures:9,404:Stock').items.map((item) => watchRow(item, data, NOW, {}));
    expect(sortRows(rows, 'next', 'asc').map((row) => row.text)).toEqual(['root:5', 'futures:9', '211:Stock', '404:Stock']);
    expect(sortRows(rows, 'next', 'desc').map((row) => row.text)).toEqual(['futures:9', 'root:5', '211:Stock', '404:Stock']);
    expect(sortRows(rows, undefined, undefined).map((row) => row.text)).toEqual(['211:Stock', 'root:5', 'futures:9', '404:Stock']);
  });
});

describe('what a list asks', () => {
  // One details list per asset type: instrumentGroups, src/lib/watchlist.test.ts.
  it('one schedule per exchange', () => {
    expect(scheduleAsks([...details, { Uic: 7, AssetType: 'Stock', Exchange: { ExchangeId: 'NASDAQ' } }, { Uic: 8 }])).toEqual([
      { exchangeId: 'COMEX', uic: 3001, assetType: 'ContractFutures' },
      { exchangeId: 'NASDAQ', uic: 211, assetType: 'Stock' },
    ]);
  });
});
