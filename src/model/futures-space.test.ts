import { describe, expect, it } from 'vitest';
import type { FuturesSpace } from '@/api/types';
import { buildLadder, contractMonth } from './futures-space';
import sample from './__fixtures__/futuresspace-28016-saxospec.json';

describe('contractMonth', () => {
  it('reads the month code and resolves the year from the expiry', () => {
    expect(contractMonth('ESZ6', '2026-12-18')).toBe('Dec 2026');
    expect(contractMonth('ESH7', '2027-03-19')).toBe('Mar 2027');
    // Crude oil expires the month before its contract month, across a year end.
    expect(contractMonth('CLF7', '2026-12-21')).toBe('Jan 2027');
    expect(contractMonth('FGBLH27', '2027-03-08')).toBe('Mar 2027');
    expect(contractMonth('ES:xcme', '2026-12-18')).toBeUndefined();
    expect(contractMonth(undefined, undefined)).toBeUndefined();
  });
});

describe('buildLadder', () => {
  it('sorts the real sample by expiry and marks the front month', () => {
    const rows = buildLadder(sample as FuturesSpace, new Date('2017-05-11T12:00:00Z'));
    expect(rows.map((row) => row.symbol)).toEqual(['WQ7', 'WV7', 'WZ7', 'WH8', 'WK8', 'WQ8', 'WV8']);
    expect(rows.filter((row) => row.isFront).map((row) => row.symbol)).toEqual(['WQ7']);
    // The service's own days-to-expiry figures are kept.
    expect(rows[0]?.daysToExpiry).toBe(64);
    expect(rows[0]?.contractMonth).toBe('Aug 2017');
  });

  it('tolerates unsorted, expired and incomplete elements', () => {
    const space: FuturesSpace = {
      BaseIdentifier: 'ES ',
      Elements: [
        { Symbol: 'ESH7', ExpiryDate: '2027-03-19', Uic: 3 },
        { Symbol: 'ESU6', ExpiryDate: '2026-09-18', DaysToExpiry: -60, Uic: 1 },
        { Symbol: 'ESZ6 ', ExpiryDate: '2026-12-18', Uic: 2 },
        { Symbol: '', Uic: 4 },
      ],
    };
    const rows = buildLadder(space, new Date('2026-11-20T10:00:00Z'));
    expect(rows.map((row) => row.uic)).toEqual([1, 2, 3, 4]);
    expect(rows[0]?.isExpired).toBe(true);
    expect(rows.find((row) => row.isFront)?.symbol).toBe('ESZ6');
    expect(rows[1]?.daysToExpiry).toBe(28);
    expect(rows[3]?.symbol).toBeUndefined();
  });

  it('reads numbers sent as text and drops junk Uics, symbols and elements', () => {
    const space = {
      BaseIdentifier: 'ES',
      Elements: [
        { Symbol: 'Undefined', ExpiryDate: '2026-12-18', DaysToExpiry: '28', Uic: '42' },
        { Symbol: 'ESH7', ExpiryDate: 'Undefined', Uic: 'n/a' },
        { Symbol: 'ESM7', ExpiryDate: '2027-06-18', Uic: -5 },
        null,
      ],
    } as unknown as FuturesSpace;
    const rows = buildLadder(space, new Date('2026-11-20T10:00:00Z'));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ uic: 42, symbol: undefined, daysToExpiry: 28, isFront: true });
    expect(rows[1]).toMatchObject({ symbol: 'ESM7', uic: undefined });
    expect(rows[2]).toMatchObject({ symbol: 'ESH7', uic: undefined, expiryDate: undefined, daysToExpiry: undefined, isFront: false });
  });

  it('has no front month when every contract expired or the space is empty', () => {
    expect(buildLadder({ Elements: [] })).toEqual([]);
    expect(buildLadder({}).length).toBe(0);
    const rows = buildLadder({ Elements: [{ Symbol: 'X', DaysToExpiry: -1, ExpiryDate: '2020-01-01' }] });
    expect(rows.some((row) => row.isFront)).toBe(false);
  });
});
