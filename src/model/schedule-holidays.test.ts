import { describe, expect, it } from 'vitest';
import { scheduleHolidays, scheduleReach } from './schedule-holidays';
import broker from './__fixtures__/tradingschedule-21-fxspot.json';

describe('market holidays from a trading schedule', () => {
  // A venue trading 08:00–16:30 UTC, Christmas Eve to 12:00, closed on Christmas Day and Boxing Day (Friday 25, Saturday 26).
  const day = (date: string, open = '08:00', close = '16:30') => ({ StartTime: `${date}T${open}:00.000000Z`, EndTime: `${date}T${close}:00.000000Z`, State: 'AutomatedTrading' as const });
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
});
