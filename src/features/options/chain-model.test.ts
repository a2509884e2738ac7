import { describe, expect, it } from 'vitest';
import type { ContractOption, ContractOptionSpace } from '@/api/types';
import {
  atmLineIndex,
  buildRows,
  countKinds,
  distinctStrikes,
  filterByKinds,
  kindsPatch,
  moneyness,
  nearestIndex,
  optionsByDate,
  resolveSelection,
  strikeWindow,
} from './chain-model';
import { expiriesOf, type ExpiryInfo } from '@/model/option-expiries';
import type { ExpiryKind } from '@/model/expiry-kind';
import all from '@/model/__fixtures__/space-rdsa-all.json';
import specific from '@/model/__fixtures__/space-rdsa-specific.json';
import spec from '@/model/__fixtures__/space-odax-spec.json';

const NOW = new Date('2019-04-01T10:00:00Z');
const rowsOf = (...strikes: number[]) => strikes.map((strike) => ({ strike }));

describe('optionsByDate', () => {
  it('maps the expiries that carry SpecificOptions, and marks the others as left out', () => {
    const map = optionsByDate(specific as ContractOptionSpace);
    expect(map.get('2019-04-18')).toHaveLength(28);
    expect(map.has('2019-03-15')).toBe(true);
    expect(map.get('2019-03-15')).toBeUndefined();
  });
});

describe('buildRows', () => {
  it('pairs calls and puts by strike from unsorted options', () => {
    const options: ContractOption[] = [
      { PutCall: 'Put', StrikePrice: 30, Uic: 4, UnderlyingUic: 1 },
      { PutCall: 'Call', StrikePrice: 30, Uic: 3, UnderlyingUic: 1 },
      { PutCall: 'Call', StrikePrice: 20, Uic: 1, UnderlyingUic: 1 },
      { PutCall: 'Put', StrikePrice: 20, Uic: 2, UnderlyingUic: 1 },
    ];
    const { rows } = buildRows(options);
    expect(rows.map((row) => [row.strike, row.call?.Uic, row.put?.Uic])).toEqual([
      [20, 1, 2],
      [30, 3, 4],
    ]);
  });

  it('leaves a missing side empty, skips unreadable options and counts duplicates', () => {
    const options = [
      { PutCall: 'Call', StrikePrice: 10, Uic: 1 },
      { PutCall: 'Put', StrikePrice: 12.5, Uic: 2 },
      { PutCall: 'Call', StrikePrice: 10, Uic: 9 },
      { PutCall: 'None', StrikePrice: 11, Uic: 3 },
      { PutCall: 'Call', Uic: 4 },
      { PutCall: 'call ', StrikePrice: '15.0', Uic: 5 },
      null,
    ] as unknown as ContractOption[];
    const result = buildRows(options);
    expect(result.rows.map((row) => [row.strike, row.call?.Uic ?? null, row.put?.Uic ?? null])).toEqual([
      [10, 1, null],
      [12.5, null, 2],
      [15, 5, null],
    ]);
    expect(result.skipped).toBe(3);
    expect(result.duplicates).toBe(1);
    expect(result.unplaced.map(({ option, reason }) => [(option as ContractOption | null)?.Uic ?? null, reason])).toEqual([
      [9, 'duplicate'],
      [3, 'unreadable'],
      [4, 'unreadable'],
      [null, 'unreadable'],
    ]);
  });

  it('keeps adjusted series (another underlying, same strike) in their own rows, main underlying first', () => {
    const options: ContractOption[] = [
      { PutCall: 'Call', StrikePrice: 40, Uic: 11, UnderlyingUic: 200 },
      { PutCall: 'Call', StrikePrice: 40, Uic: 1, UnderlyingUic: 100 },
      { PutCall: 'Put', StrikePrice: 40, Uic: 2, UnderlyingUic: 100 },
      { PutCall: 'Call', StrikePrice: 42, Uic: 3, UnderlyingUic: 100 },
    ];
    const result = buildRows(options);
    expect(result.primaryUnderlying).toBe(100);
    expect(result.rows.map((row) => [row.strike, row.underlyingUic, row.call?.Uic])).toEqual([
      [40, 100, 1],
      [40, 200, 11],
      [42, 100, 3],
    ]);
  });

  it('builds the rows of a real answer: every strike has both sides', () => {
    const options = optionsByDate(all as ContractOptionSpace).get('2019-12-20');
    const { rows, skipped } = buildRows(options);
    expect(skipped).toBe(0);
    expect(rows).toHaveLength(24);
    expect(rows.every((row) => row.call && row.put)).toBe(true);
    expect(buildRows(options)).toBe(buildRows(options));
  });

  it('reads the published example (trading statuses present)', () => {
    const options = optionsByDate(spec as ContractOptionSpace).get('2017-06-16');
    const { rows } = buildRows(options);
    expect(rows.length).toBeGreaterThan(0);
    expect(buildRows(undefined).rows).toEqual([]);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest value, the lower one on a tie, and clamps at the edges', () => {
    const strikes = [10, 20, 30, 40];
    expect(nearestIndex(strikes, 21)).toBe(1);
    expect(nearestIndex(strikes, 26)).toBe(2);
    expect(nearestIndex(strikes, 25)).toBe(1);
    expect(nearestIndex(strikes, 30)).toBe(2);
    expect(nearestIndex(strikes, -5)).toBe(0);
    expect(nearestIndex(strikes, 1000)).toBe(3);
    expect(nearestIndex([], 5)).toBe(-1);
  });
});

describe('strikeWindow', () => {
  const rows = rowsOf(10, 20, 30, 40, 50, 60, 70, 80, 90);

  it('centres on the middle strike without a reference price', () => {
    expect(strikeWindow(rows, 2)).toEqual({ start: 2, end: 7, total: 9, shown: 5, centreStrike: 50, centreSource: 'middle', referencePosition: undefined });
    // Even count: the lower middle.
    expect(strikeWindow(rowsOf(1, 2, 3, 4), 0)).toMatchObject({ centreStrike: 2, shown: 1 });
  });

  it('centres on the strike nearest to the reference price', () => {
    expect(strikeWindow(rows, 1, 33)).toEqual({ start: 1, end: 4, total: 9, shown: 3, centreStrike: 30, centreSource: 'reference', referencePosition: 'within' });
    expect(strikeWindow(rows, 1, 36)).toMatchObject({ centreStrike: 40, start: 2, end: 5 });
  });

  it('slides inwards at the edges of the ladder, keeping 2N + 1 strikes; all of them with "all" or a wide window', () => {
    expect(strikeWindow(rows, 3, 5)).toMatchObject({ start: 0, end: 7, shown: 7, total: 9, centreStrike: 10, referencePosition: 'below' });
    expect(strikeWindow(rows, 3, 500)).toMatchObject({ start: 2, end: 9, shown: 7, centreStrike: 90, referencePosition: 'above' });
    expect(strikeWindow(rows, 3, 21)).toMatchObject({ start: 0, end: 7, shown: 7, centreStrike: 20, referencePosition: 'within' });
    expect(strikeWindow(rows, 2, 88)).toMatchObject({ start: 4, end: 9, shown: 5, centreStrike: 90 });
    expect(strikeWindow(rows, 'all', 42)).toMatchObject({ start: 0, end: 9, shown: 9, total: 9, centreStrike: 40, centreSource: 'reference' });
    expect(strikeWindow(rows, 100)).toMatchObject({ start: 0, end: 9, shown: 9 });
  });

  it('counts strikes, not rows, when a strike has several rows', () => {
    const doubled = rowsOf(10, 20, 20, 30, 40);
    expect(strikeWindow(doubled, 1, 20)).toEqual({ start: 0, end: 4, total: 4, shown: 3, centreStrike: 20, centreSource: 'reference', referencePosition: 'within' });
    // Sliding counts strikes too: 10, both rows of 20, and 30.
    expect(strikeWindow(doubled, 1, 10)).toMatchObject({ start: 0, end: 4, shown: 3 });
  });

  it('is empty for an expiry without strikes', () => {
    expect(strikeWindow([], 10, 5)).toEqual({ start: 0, end: 0, total: 0, shown: 0, centreStrike: undefined, centreSource: 'reference', referencePosition: undefined });
  });

  it('lists distinct strikes', () => {
    expect(distinctStrikes(rowsOf(1, 1, 2, 3, 3))).toEqual([1, 2, 3]);
  });
});

describe('moneyness', () => {
  it('puts calls in the money below the price and puts above it', () => {
    expect(moneyness(90, 'call', 100)).toBe('itm');
    expect(moneyness(110, 'call', 100)).toBe('otm');
    expect(moneyness(110, 'put', 100)).toBe('itm');
    expect(moneyness(90, 'put', 100)).toBe('otm');
    expect(moneyness(100, 'put', 100)).toBe('atm');
    expect(moneyness(100, 'call', undefined)).toBeUndefined();
  });

  it('places the at-the-money line after the strikes at or below the price', () => {
    const rows = rowsOf(10, 20, 30);
    expect(atmLineIndex(rows, 25)).toBe(2);
    expect(atmLineIndex(rows, 20)).toBe(2);
    expect(atmLineIndex(rows, 5)).toBe(0);
    expect(atmLineIndex(rows, 99)).toBe(3);
    expect(atmLineIndex(rows, undefined)).toBeUndefined();
  });
});

describe('resolveSelection', () => {
  const expiries = expiriesOf(all as ContractOptionSpace, NOW);
  const dates = expiries.map((expiry) => expiry.date);
  const pick = (requested: 'all' | string[], stacked: boolean, fallback?: string) => {
    const result = resolveSelection(expiries, requested, stacked, fallback);
    return { shown: result.shown.map((expiry) => expiry.date), missing: result.missing };
  };

  it('shows the next expiry by default, or the given fallback when listed', () => {
    expect(pick([], false)).toEqual({ shown: [dates[0]], missing: [] });
    expect(pick([], false, '2019-12-20')).toEqual({ shown: ['2019-12-20'], missing: [] });
    expect(pick([], false, '2030-01-01')).toEqual({ shown: [dates[0]], missing: [] });
  });

  it('shows the first listed requested expiry in the single view and reports the unknown ones', () => {
    expect(pick(['2026-11-23', '2019-06-21', '2019-12-20'], false)).toEqual({ shown: ['2019-06-21'], missing: ['2026-11-23'] });
    expect(pick(['2026-11-23'], false)).toEqual({ shown: [dates[0]], missing: ['2026-11-23'] });
    expect(pick('all', false)).toEqual({ shown: [dates[0]], missing: [] });
  });

  it('stacks the requested expiries sorted, all of them, or three from the next one', () => {
    expect(pick(['2019-12-20', '2019-06-21'], true)).toEqual({ shown: ['2019-06-21', '2019-12-20'], missing: [] });
    expect(pick('all', true).shown).toEqual(dates);
    expect(pick(['2001-01-01'], true)).toEqual({ shown: dates.slice(0, 3), missing: ['2001-01-01'] });
  });

  it('shows nothing for a root without expiries', () => {
    expect(resolveSelection([], ['2019-06-21'], false)).toEqual({ shown: [], missing: ['2019-06-21'] });
  });
});

describe('filterByKinds', () => {
  const make = (date: string, kind: ExpiryKind): ExpiryInfo => ({
    date,
    days: 1,
    lastTradeDate: undefined,
    tradingEnded: false,
    class: { kind, endOfMonth: false, shifted: false },
  });
  const expiries = [make('2026-12-04', 'weekly'), make('2026-12-11', 'weekly'), make('2026-12-18', 'quarterly'), make('2026-12-24', 'weekly'), make('2027-01-15', 'monthly')];
  const dates = (list: readonly ExpiryInfo[]) => list.map((expiry) => expiry.date);

  it('lists every expiry without kinds, else those of the kinds chosen', () => {
    // The same list, not a copy: the strip is memoised on it and must not re-render on every switch.
    expect(filterByKinds(expiries, [], ['2026-12-04']).visible).toBe(expiries);
    expect(filterByKinds(expiries, ['monthly', 'quarterly'], [])).toEqual({ visible: [expiries[2], expiries[4]], unmatched: false });
    expect(dates(filterByKinds(expiries, ['weekly'], 'all').visible)).toEqual(['2026-12-04', '2026-12-11', '2026-12-24']);
  });

  it('keeps an expiry the address names whatever its kind', () => {
    expect(dates(filterByKinds(expiries, ['monthly'], ['2026-12-11']).visible)).toEqual(['2026-12-11', '2027-01-15']);
  });

  it('lists everything, and says so, when the root has none of the kinds', () => {
    expect(filterByKinds(expiries, ['daily'], ['2026-12-11'])).toEqual({ visible: expiries, unmatched: true });
  });

  it('changes the address for another choice of kinds, keeping the expiries shown that are of those kinds', () => {
    const [w1, w2, q] = expiries as [ExpiryInfo, ExpiryInfo, ExpiryInfo];
    // Single view on a weekly: weeklies off → the next expiry of the kinds left (no expiry in the address).
    expect(kindsPatch(['monthly', 'quarterly'], expiries, [w1], false)).toEqual({ kinds: 'quarterly,monthly', expiry: undefined });
    // The shown expiry is of a chosen kind: it stays.
    expect(kindsPatch(['quarterly'], expiries, [q], false)).toEqual({ kinds: 'quarterly' });
    // Every kind the root lists: no parameter.
    expect(kindsPatch(['weekly', 'monthly', 'quarterly'], expiries, [w1], false)).toEqual({ kinds: undefined });
    expect(kindsPatch([], expiries, [w1], false)).toEqual({ kinds: undefined });
    // Stacked: the shown ones of the kinds stay; none left → all of them.
    expect(kindsPatch(['weekly'], expiries, [w1, q, w2], true)).toEqual({ kinds: 'weekly', expiry: '2026-12-04,2026-12-11' });
    expect(kindsPatch(['monthly'], expiries, [w1, q], true)).toEqual({ kinds: 'monthly', expiry: 'all' });
  });

  it('counts the kinds a root lists, longest cycle first', () => {
    expect(countKinds(expiries)).toEqual([
      { kind: 'quarterly', count: 1 },
      { kind: 'monthly', count: 1 },
      { kind: 'weekly', count: 3 },
    ]);
  });
});
