import { describe, expect, it } from 'vitest';
import { scheduleDays, scheduleHolidays, scheduleReach } from './schedule-holidays';
import broker from './__fixtures__/tradingschedule-21-fxspot.json';

describe('market holidays from a trading schedule', () => {
  // A venue trading 08:00–16:30 UTC, Christmas Eve to 12:00, closed on Christmas Day and Boxing Day (Friday 25, Saturday 26).
  const day = (date: string, open = '08:00', close = '16:30') => ({
    StartTime: `${date}T${open}:00.000000Z`,
    EndTime: `${date}T${close}:00.000000Z`,
    State: 'AutomatedTrading' as const,
  });
  const sessions = [
    { StartTime: '2026-12-21T06:00:00.000000Z', EndTime: '2026-12-21T08:00:00.000000Z', State: 'Closed' as const },
    day('2026-12-21'),
    day('2026-12-22'),
    day('2026-12-23'),
    day('2026-12-24', '08:00', '12:00'),
    { StartTime: '2026-12-24T12:00:00.000000Z', EndTime: '2026-12-28T08:00:00.000000Z', State: 'Closed' as const },
    day('2026-12-28'),
    day('2026-12-29'),
  ];

  it('are the weekdays the schedule covers whole with no trading session', () => {
    expect([...scheduleHolidays(sessions)]).toEqual(['2026-12-25']);
    expect(scheduleReach(sessions)).toBe('2026-12-28');
    expect([...scheduleHolidays([])]).toEqual([]);
    expect([...scheduleHolidays(undefined)]).toEqual([]);
    // Junk sessions are left out, not read as closed days.
    expect([...scheduleHolidays([{ StartTime: 'soon', EndTime: '2026-12-29T00:00:00Z', State: 'Closed' }])]).toEqual([]);
  });

  it('finds none in the broker’s sample of a round-the-clock FX schedule', () => {
    expect([...scheduleHolidays(broker.Sessions)]).toEqual([]);
    expect(scheduleReach(broker.Sessions)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  describe('in the exchange’s own days', () => {
    const at = (text: string) => `${text}:00.000000Z`;
    const session = (start: string, end: string, State: string) => ({ StartTime: at(start), EndTime: at(end), State });
    // A US stock in Thanksgiving week (New York, UTC−5): pre-market 04:00, regular 09:30–16:00, after-hours to 20:00 (01:00 UTC
    // the next day); closed on Thursday 26, a half day on Friday 27 (regular to 13:00, after-hours to 17:00).
    const usDay = (date: string, next: string, close = '21:00', post = '01:00') => [
      session(`${date}T09:00`, `${date}T14:30`, 'PreMarket'),
      session(`${date}T14:30`, `${date}T${close}`, 'AutomatedTrading'),
      session(`${date}T${close}`, `${next}T${post}`, 'PostMarket'),
    ];
    const thanksgiving = [
      ...usDay('2026-11-23', '2026-11-24'),
      session('2026-11-24T01:00', '2026-11-24T09:00', 'Closed'),
      ...usDay('2026-11-24', '2026-11-25'),
      session('2026-11-25T01:00', '2026-11-25T09:00', 'Closed'),
      ...usDay('2026-11-25', '2026-11-26'),
      session('2026-11-26T01:00', '2026-11-27T09:00', 'Closed'),
      ...usDay('2026-11-27', '2026-11-27', '18:00', '22:00'),
      session('2026-11-27T22:00', '2026-11-30T09:00', 'Closed'),
      session('2026-11-30T09:00', '2026-11-30T14:30', 'PreMarket'),
    ];

    it('finds a US holiday that after-hours hide from UTC days', () => {
      // In UTC days Wednesday's after-hours run into Thursday, so Thursday looks like a trading day.
      expect([...scheduleHolidays(thanksgiving)]).toEqual([]);
      const days = scheduleDays(thanksgiving, 'America/New_York');
      expect([...days.holidays]).toEqual(['2026-11-26']);
      expect(days.from).toBe('2026-11-24');
      expect(days.until).toBe('2026-11-29');
      // The first day, covered in part, is seen trading; so is the half day.
      expect([...days.trading]).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30']);
      expect(scheduleReach(thanksgiving, 'America/New_York')).toBe('2026-11-29');
    });

    it('counts an overnight session for the day it ends on (a futures market that opens the evening before)', () => {
      // Chicago (UTC−6): trade dates run from 17:00 the evening before to 16:00; no trade date on Thursday 26.
      const globex = [
        session('2026-11-24T23:00', '2026-11-25T22:00', 'AutomatedTrading'),
        session('2026-11-25T22:00', '2026-11-26T23:00', 'Closed'),
        session('2026-11-26T23:00', '2026-11-27T18:15', 'AutomatedTrading'),
        session('2026-11-27T18:15', '2026-11-29T23:00', 'Closed'),
        session('2026-11-29T23:00', '2026-11-30T22:00', 'AutomatedTrading'),
      ];
      expect([...scheduleHolidays(globex, 'America/Chicago')]).toEqual(['2026-11-26']);
      expect([...scheduleHolidays(globex)]).toEqual([]);
    });

    it('takes a session that spans whole days as trading on each of them, and reads Tokyo’s days', () => {
      const roundTheClock = [session('2026-11-22T22:00', '2026-11-27T22:00', 'AutomatedTrading'), session('2026-11-27T22:00', '2026-11-29T22:00', 'Closed')];
      expect([...scheduleHolidays(roundTheClock, 'America/New_York')]).toEqual([]);
      // Tokyo (UTC+9): Monday 23 November a holiday; Tuesday's opening auction starts at 23:00 UTC on Monday.
      const tokyo = [
        session('2026-11-20T06:30', '2026-11-23T23:00', 'Closed'),
        session('2026-11-23T23:00', '2026-11-24T00:00', 'OpeningAuction'),
        session('2026-11-24T00:00', '2026-11-24T06:30', 'AutomatedTrading'),
        session('2026-11-24T06:30', '2026-11-25T00:00', 'Closed'),
        session('2026-11-25T00:00', '2026-11-25T06:30', 'AutomatedTrading'),
      ];
      expect([...scheduleHolidays(tokyo)]).toEqual([]);
      expect([...scheduleHolidays(tokyo, 'Asia/Tokyo')]).toEqual(['2026-11-23']);
    });
  });
});
