import { describe, expect, it } from 'vitest';
import type { ContractOptionSpace } from '@/api/types';
import { expiriesOf, isoDay, nextExpiry, tradingEndedBy, unreadableExpiries } from './option-expiries';
import all from './__fixtures__/space-rdsa-all.json';
import specific from './__fixtures__/space-rdsa-specific.json';

const NOW = new Date('2019-04-01T10:00:00Z');

describe('expiriesOf', () => {
  it('sorts an unsorted option space (live 2019 answer) and counts days from the date', () => {
    const expiries = expiriesOf(all as ContractOptionSpace, NOW);
    const dates = expiries.map((expiry) => expiry.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe('2019-05-17');
    expect(expiries[0]?.days).toBe(46);
    expect(expiries[0]?.class.kind).toBe('monthly');
    expect(expiries.find((expiry) => expiry.date === '2019-12-20')?.class.kind).toBe('quarterly');
  });

  it('drops unreadable and repeated dates, and tolerates a missing option space', () => {
    const space = { OptionSpace: [{ Expiry: '2026-12-18' }, { Expiry: 'Undefined' }, { Expiry: '2026-12-18T00:00:00Z' }, {}] } as ContractOptionSpace;
    expect(expiriesOf(space, NOW).map((expiry) => expiry.date)).toEqual(['2026-12-18']);
    expect(expiriesOf(undefined)).toEqual([]);
    expect(expiriesOf({} as ContractOptionSpace)).toEqual([]);
  });

  it('lists the expiries it leaves out for want of a readable date, as text', () => {
    const space = { OptionSpace: [{ Expiry: '2026-12-18' }, { Expiry: 'Undefined' }, { Expiry: 'soon' }, { Expiry: 20261218 }, {}, null] } as unknown as ContractOptionSpace;
    expect(unreadableExpiries(space)).toEqual(['—', 'soon', '—', '—', '—']);
    expect(unreadableExpiries(undefined)).toEqual([]);
  });

  it('picks the next expiry (first not in the past)', () => {
    const expiries = expiriesOf(specific as ContractOptionSpace, new Date('2019-03-20T00:00:00Z'));
    expect(nextExpiry(expiries)?.date).toBe('2019-04-18');
    expect(nextExpiry([])).toBeUndefined();
  });

  it('does not default to an expiry whose last trade date has passed', () => {
    const space = {
      OptionSpace: [
        { Expiry: '2026-11-20', LastTradeDate: '2026-11-20T21:00:00.000000Z' },
        { Expiry: '2026-11-23', LastTradeDate: '2026-11-20' },
        { Expiry: '2026-11-27', LastTradeDate: '2026-11-27T21:00:00.000000Z' },
      ],
    } as ContractOptionSpace;
    // Before the close of the 20th: that day is the next expiry.
    expect(nextExpiry(expiriesOf(space, new Date('2026-11-20T10:00:00Z')))?.date).toBe('2026-11-20');
    // After it: today's expiry (0 days) has stopped trading, and so has the 23rd (last traded on the 20th).
    const evening = expiriesOf(space, new Date('2026-11-20T22:00:00Z'));
    expect(evening.map((expiry) => [expiry.days, expiry.tradingEnded])).toEqual([
      [0, true],
      [3, false],
      [7, false],
    ]);
    expect(nextExpiry(evening)?.date).toBe('2026-11-23');
    expect(nextExpiry(expiriesOf(space, new Date('2026-11-21T00:30:00Z')))?.date).toBe('2026-11-27');
    expect(tradingEndedBy('junk', new Date())).toBe(false);
  });

  it('reads dates and timestamps as calendar days', () => {
    expect(isoDay('2017-06-16T00:00:00Z')).toBe('2017-06-16');
    expect(isoDay(' 2019-05-17 ')).toBe('2019-05-17');
    expect(isoDay('0001-01-01T00:00:00Z')).toBeUndefined();
    expect(isoDay(42)).toBeUndefined();
  });
});
