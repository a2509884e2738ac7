import { describe, expect, it } from 'vitest';
import type { TradingSchedule, TradingSession } from '@/api/types';
import sample from './__fixtures__/tradingschedule-21-fxspot.json';
import placeholder from './__fixtures__/tradingschedule-saxospec.json';
import { earlyCloses, formatDuration, formatRelative, marketStatus, normalizeSessions, sessionState, type Session } from './sessions';

const H = 3_600_000;
const T0 = Date.parse('2026-11-23T00:00:00Z');

/** Contiguous sessions from T0: [state, hours] pairs. */
function day(...parts: [string, number][]): Session[] {
  let start = T0;
  return parts.map(([state, hours], index) => {
    const session = { index, start, end: start + hours * H, state };
    start = session.end;
    return session;
  });
}

describe('sessionState', () => {
  it('tells trading states from the others', () => {
    for (const state of ['AutomatedTrading', 'PreMarket', 'PostMarket', 'OpeningAuction', 'Auction', 'TradingAtLast', 'CallAuctionTrading', 'PitTrading']) {
      expect(sessionState(state).open, state).toBe(true);
    }
    for (const state of ['Closed', 'Break', 'Halt', 'Suspended', 'Undefined']) {
      expect(sessionState(state).open, state).toBe(false);
    }
  });

  it('labels states for people', () => {
    expect(sessionState('AutomatedTrading').label).toBe('Automated trading');
    expect(sessionState('PreMarket').label).toBe('Pre-market');
    expect(sessionState('OpeningAuction').label).toBe('Opening auction');
  });

  it('shows unknown and junk values without calling them open', () => {
    expect(sessionState('LunchAuctionX')).toMatchObject({ state: 'LunchAuctionX', label: 'Lunch auction X', category: 'unknown', open: false });
    expect(sessionState('  Closed ')).toMatchObject({ state: 'Closed', open: false });
    expect(sessionState(undefined)).toMatchObject({ state: 'Undefined', open: false });
    expect(sessionState('')).toMatchObject({ state: 'Undefined' });
  });

  it('says the service’s "Undefined" state, and a missing one, in words', () => {
    for (const value of ['Undefined', undefined, '', 'Undefined ']) {
      expect(sessionState(value).label, String(value)).toBe('Unknown state');
      expect(`${sessionState(value).label} ${sessionState(value).description}`).not.toMatch(/undefined/i);
    }
  });
});

describe('normalizeSessions', () => {
  it('reads the real sample (7-digit fractions, contiguous)', () => {
    const { sessions, dropped } = normalizeSessions((sample as TradingSchedule).Sessions);
    expect(dropped).toBe(0);
    expect(sessions.map((session) => session.state)).toEqual(['AutomatedTrading', 'Closed', 'AutomatedTrading']);
    expect(new Date(sessions[0]!.start).toISOString()).toBe('2019-03-07T22:04:00.000Z');
    expect(sessions[0]!.end).toBe(sessions[1]!.start);
  });

  it('drops placeholder dates, unreadable and empty sessions, and sorts by start', () => {
    expect(normalizeSessions((placeholder as TradingSchedule).Sessions)).toEqual({ sessions: [], dropped: 1 });
    const raw: TradingSession[] = [
      { StartTime: '2026-11-23T14:30:00Z', EndTime: '2026-11-23T21:00:00Z', State: 'AutomatedTrading' },
      { StartTime: '2026-11-23T09:00:00Z', EndTime: '2026-11-23T14:30:00Z', State: 'PreMarket' },
      { StartTime: 'soon', EndTime: '2026-11-23T21:00:00Z', State: 'Closed' },
      { StartTime: '2026-11-23T21:00:00Z', EndTime: '2026-11-23T21:00:00Z', State: 'Closed' },
      null as unknown as TradingSession,
    ];
    const { sessions, dropped } = normalizeSessions(raw);
    expect(dropped).toBe(3);
    expect(sessions.map((session) => [session.state, session.index])).toEqual([
      ['PreMarket', 1],
      ['AutomatedTrading', 0],
    ]);
    expect(normalizeSessions(undefined)).toEqual({ sessions: [], dropped: 0 });
  });
});

describe('marketStatus', () => {
  const us = day(['Closed', 9], ['PreMarket', 5.5], ['AutomatedTrading', 6.5], ['PostMarket', 4], ['Closed', 8], ['PreMarket', 5.5], ['AutomatedTrading', 6.5]);

  it('is open through a run of touching trading sessions, until the first non-trading one', () => {
    const status = marketStatus(us, T0 + 10 * H);
    expect(status.open).toBe(true);
    expect(status.current?.state).toBe('PreMarket');
    // Pre-market, regular and post-market touch: open until the post-market ends.
    expect(status.closesAt).toBe(T0 + 25 * H);
    expect(status.closesAtEndOfData).toBe(false);
    expect(status.afterClose?.state).toBe('Closed');
    expect(status.nextRegular?.start).toBe(T0 + 14.5 * H);
  });

  it('has no "regular from" line while regular trading runs', () => {
    const status = marketStatus(us, T0 + 15 * H);
    expect(status).toMatchObject({ open: true, coverage: 'covered' });
    expect(status.current?.state).toBe('AutomatedTrading');
    expect(status.nextRegular).toBeUndefined();
  });

  it('when closed, names the next trading session and the next regular one', () => {
    const status = marketStatus(us, T0 + 2 * H);
    expect(status).toMatchObject({ open: false, coverage: 'covered' });
    expect(status.current?.state).toBe('Closed');
    expect(status.nextOpen?.start).toBe(T0 + 9 * H);
    expect(status.nextOpen?.state).toBe('PreMarket');
    expect(status.nextRegular?.start).toBe(T0 + 14.5 * H);
  });

  it('treats session boundaries as half-open: the new session starts at its start time', () => {
    expect(marketStatus(us, T0 + 9 * H).current?.state).toBe('PreMarket');
    expect(marketStatus(us, T0 + 9 * H - 1).current?.state).toBe('Closed');
    expect(marketStatus(us, T0 + 25 * H).open).toBe(false);
  });

  it('a break closes the market until trading resumes', () => {
    const tokyo = day(['OpeningAuction', 1], ['AutomatedTrading', 2.5], ['Break', 1], ['AutomatedTrading', 3], ['Auction', 0.5], ['Closed', 16]);
    const atBreak = marketStatus(tokyo, T0 + 4 * H);
    expect(atBreak).toMatchObject({ open: false });
    expect(atBreak.current?.state).toBe('Break');
    expect(atBreak.nextOpen?.start).toBe(T0 + 4.5 * H);
    const morning = marketStatus(tokyo, T0 + 0.5 * H);
    expect(morning.closesAt).toBe(T0 + 3.5 * H);
    expect(morning.afterClose?.state).toBe('Break');
    const afternoon = marketStatus(tokyo, T0 + 5 * H);
    expect(afternoon.closesAt).toBe(T0 + 8 * H);
  });

  it('says when the open run reaches the end of the schedule', () => {
    const status = marketStatus(us, T0 + 40 * H);
    expect(status).toMatchObject({ open: true, closesAt: T0 + 45 * H, closesAtEndOfData: true });
    expect(status.afterClose).toBeUndefined();
  });

  it('does not bridge a gap between sessions that do not touch', () => {
    const gapped: Session[] = [
      { index: 0, start: T0, end: T0 + 2 * H, state: 'AutomatedTrading' },
      { index: 1, start: T0 + 3 * H, end: T0 + 5 * H, state: 'AutomatedTrading' },
    ];
    expect(marketStatus(gapped, T0 + H)).toMatchObject({ open: true, closesAt: T0 + 2 * H, closesAtEndOfData: false });
    const inGap = marketStatus(gapped, T0 + 2.5 * H);
    expect(inGap).toMatchObject({ open: false, coverage: 'gap' });
    expect(inGap.nextOpen?.index).toBe(1);
  });

  it('before the first session, after the last, and without sessions', () => {
    expect(marketStatus(us, T0 - H)).toMatchObject({ coverage: 'before', open: false });
    expect(marketStatus(us, T0 - H).nextOpen?.state).toBe('PreMarket');
    const after = marketStatus(us, T0 + 100 * H);
    expect(after).toMatchObject({ coverage: 'after', open: false });
    expect(after.nextOpen).toBeUndefined();
    expect(marketStatus([], T0)).toEqual({ coverage: 'empty', open: false });
  });

  it('never counts unknown states as open', () => {
    const odd = day(['SomethingNew', 2], ['AutomatedTrading', 2]);
    const status = marketStatus(odd, T0 + H);
    expect(status.open).toBe(false);
    expect(status.nextOpen?.state).toBe('AutomatedTrading');
  });

  it('works on the real FX sample: open on Friday, next open on Sunday evening (New York)', () => {
    const { sessions } = normalizeSessions((sample as TradingSchedule).Sessions);
    expect(marketStatus(sessions, Date.parse('2019-03-08T12:00:00Z'))).toMatchObject({ open: true, closesAt: Date.parse('2019-03-08T21:59:00Z') });
    const weekend = marketStatus(sessions, Date.parse('2019-03-09T12:00:00Z'));
    expect(weekend.open).toBe(false);
    expect(weekend.nextOpen?.start).toBe(Date.parse('2019-03-10T18:04:00Z'));
  });
});

describe('formatDuration', () => {
  it('formats spans for people', () => {
    expect(formatDuration(0)).toBe('< 1 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(6.5 * H)).toBe('6 h 30 min');
    expect(formatDuration(2 * H)).toBe('2 h');
    expect(formatDuration(51 * H)).toBe('2 d 3 h');
    expect(formatDuration(48 * H)).toBe('2 d');
    expect(formatDuration(Number.NaN)).toBe('—');
    expect(formatRelative(T0 + 2 * H, T0)).toBe('in 2 h');
    expect(formatRelative(T0 - 5 * 60_000, T0)).toBe('5 min ago');
  });
});

describe('earlyCloses', () => {
  /** Days of 09:00–12:00 and 13:00–17:00 trading (UTC), a lunch break between; `last` ends the schedule's reach. */
  function week(
    days: number,
    last: [string, number][] = [
      ['AutomatedTrading', 3],
      ['Break', 1],
    ],
  ): Session[] {
    const parts: [string, number][] = [];
    for (let index = 0; index < days; index += 1) parts.push(['Closed', 9], ['AutomatedTrading', 3], ['Break', 1], ['AutomatedTrading', 4], ['Closed', 7]);
    parts.push(['Closed', 9], ...last);
    return day(...parts);
  }

  it('does not call the day the schedule stops on (at a lunch break) an early close', () => {
    expect(earlyCloses(week(4), 'UTC')).toEqual([]);
  });

  it('still finds a real one: a day closing at 12:00 with the schedule going on after it', () => {
    const sessions = week(4, [
      ['AutomatedTrading', 3],
      ['Closed', 21],
      ['Closed', 9],
      ['AutomatedTrading', 3],
      ['Break', 1],
    ]);
    expect(earlyCloses(sessions, 'UTC')).toEqual([expect.objectContaining({ day: '2026-11-27', closeText: '12:00', usualText: '17:00' })]);
  });
});
