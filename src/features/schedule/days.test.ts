import { describe, expect, it } from 'vitest';
import type { Session } from '@/model/sessions';
import { calendarDayOf, formatCalendarDay, formatClock, formatDayTime, hasUncoveredTime, offsetsOver, splitByDay, startOfDay, wallMinutes } from './days';

const at = (iso: string) => Date.parse(iso);
const session = (index: number, start: string, end: string, state = 'AutomatedTrading'): Session => ({ index, start: at(start), end: at(end), state });

describe('hasUncoveredTime', () => {
  it('says when some hours of the timeline have no session (the legend then explains the empty track)', () => {
    const whole = [session(0, '2026-11-23T00:00:00Z', '2026-11-23T09:00:00Z', 'Closed'), session(1, '2026-11-23T09:00:00Z', '2026-11-24T00:00:00Z')];
    expect(hasUncoveredTime(splitByDay(whole, 'Etc/UTC').days)).toBe(false);
    // The schedule starts at 16:00 of its first day: the morning is empty.
    const afternoon = [session(0, '2026-11-23T16:00:00Z', '2026-11-24T00:00:00Z')];
    expect(hasUncoveredTime(splitByDay(afternoon, 'Etc/UTC').days)).toBe(true);
    const gap = [session(0, '2026-11-23T00:00:00Z', '2026-11-23T09:00:00Z'), session(1, '2026-11-23T10:00:00Z', '2026-11-24T00:00:00Z')];
    expect(hasUncoveredTime(splitByDay(gap, 'Etc/UTC').days)).toBe(true);
  });
});

describe('splitByDay', () => {
  it('cuts a session at midnight of the display zone', () => {
    // 22:00 to 02:00 UTC on the night of 23 to 24 November.
    const sessions = [session(0, '2026-11-23T22:00:00Z', '2026-11-24T02:00:00Z')];
    const { days } = splitByDay(sessions, 'Etc/UTC');
    expect(days.map((day) => day.key)).toEqual(['2026-11-23', '2026-11-24']);
    expect(days[0]!.segments[0]).toMatchObject({ startMinute: 22 * 60, endMinute: 1440, fromPreviousDay: false, toNextDay: true });
    expect(days[1]!.segments[0]).toMatchObject({ startMinute: 0, endMinute: 120, fromPreviousDay: true, toNextDay: false });
    expect(days[1]!.segments[0]!.start).toBe(at('2026-11-24T00:00:00Z'));
  });

  it('gives the same sessions other days and positions in another zone (exchange time vs the user’s)', () => {
    // New York regular hours, 09:30 to 16:00 (UTC-5 in November).
    const sessions = [session(0, '2026-11-23T14:30:00Z', '2026-11-23T21:00:00Z')];
    const newYork = splitByDay(sessions, 'America/New_York').days;
    expect(newYork).toHaveLength(1);
    expect(newYork[0]!.segments[0]).toMatchObject({ startMinute: 9 * 60 + 30, endMinute: 16 * 60 });
    // In Tokyo (UTC+9) the same session runs from 23:30 to 06:00 the next day.
    const tokyo = splitByDay(sessions, 'Asia/Tokyo').days;
    expect(tokyo.map((day) => day.key)).toEqual(['2026-11-23', '2026-11-24']);
    expect(tokyo[0]!.segments[0]).toMatchObject({ startMinute: 23 * 60 + 30, endMinute: 1440 });
    expect(tokyo[1]!.segments[0]).toMatchObject({ startMinute: 0, endMinute: 6 * 60 });
    // Half-hour offsets (India, UTC+5:30).
    const kolkata = splitByDay(sessions, 'Asia/Kolkata').days;
    expect(kolkata.map((day) => day.key)).toEqual(['2026-11-23', '2026-11-24']);
    expect(kolkata[0]!.segments[0]!.startMinute).toBe(20 * 60);
    expect(kolkata[1]!.segments[0]!.endMinute).toBe(2 * 60 + 30);
  });

  it('has 23-hour days when clocks go forward and keeps wall-clock positions (New York, 8 March 2026)', () => {
    const sessions = [
      // 00:00 to 09:30 local: 8.5 real hours on that day.
      session(0, '2026-03-08T05:00:00Z', '2026-03-08T13:30:00Z', 'Closed'),
      session(1, '2026-03-08T13:30:00Z', '2026-03-08T20:00:00Z'),
      session(2, '2026-03-08T20:00:00Z', '2026-03-09T04:00:00Z', 'Closed'),
    ];
    const { days } = splitByDay(sessions, 'America/New_York');
    expect(days.map((day) => [day.key, day.minutes])).toEqual([['2026-03-08', 23 * 60]]);
    const [closed, open, evening] = days[0]!.segments;
    expect(closed).toMatchObject({ startMinute: 0, endMinute: 9 * 60 + 30 });
    expect(closed!.end - closed!.start).toBe(8.5 * 3_600_000);
    expect(open).toMatchObject({ startMinute: 9 * 60 + 30, endMinute: 16 * 60 });
    expect(evening).toMatchObject({ startMinute: 16 * 60, endMinute: 1440, toNextDay: false });
  });

  it('has 25-hour days when clocks go back (New York, 1 November 2026)', () => {
    const sessions = [session(0, '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 'Closed')];
    const { days } = splitByDay(sessions, 'America/New_York');
    expect(days.map((day) => [day.key, day.minutes])).toEqual([['2026-11-01', 25 * 60]]);
    // 03:00 local after the change is at 180 minutes on the wall clock, 4 real hours after midnight.
    expect(wallMinutes(at('2026-11-01T08:00:00Z'), 'America/New_York', days[0]!.day)).toBe(180);
  });

  it('splits at different instants when the display zone and the exchange zone change clocks on different days', () => {
    // 29 March 2026: Paris moves to summer time, New York moved on 8 March.
    const sessions = [session(0, '2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z', 'Closed')];
    const paris = splitByDay(sessions, 'Europe/Paris').days;
    expect(paris.map((day) => [day.key, day.minutes])).toEqual([
      ['2026-03-28', 1440],
      ['2026-03-29', 1380],
      ['2026-03-30', 1440],
    ]);
    expect(paris[2]!.segments[0]!.endMinute).toBe(14 * 60);
    const newYork = splitByDay(sessions, 'America/New_York').days;
    expect(newYork.every((day) => day.minutes === 1440)).toBe(true);
    expect(newYork[2]!.segments[0]!.endMinute).toBe(8 * 60);
  });

  it('handles a zone that skips midnight (Santiago, 6 September 2026)', () => {
    expect(startOfDay({ year: 2026, month: 9, day: 6 }, 'America/Santiago')).toBe(at('2026-09-06T04:00:00Z'));
    const { days } = splitByDay([session(0, '2026-09-05T12:00:00Z', '2026-09-06T12:00:00Z', 'Closed')], 'America/Santiago');
    expect(days.map((day) => [day.key, day.minutes])).toEqual([
      ['2026-09-05', 1440],
      ['2026-09-06', 1380],
    ]);
    expect(days[1]!.segments[0]!.startMinute).toBe(0);
  });

  it('stops after maxDays and says so', () => {
    const long = [session(0, '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z', 'Closed')];
    const { days, truncated } = splitByDay(long, 'Etc/UTC', 10);
    expect(days).toHaveLength(10);
    expect(truncated).toBe(true);
    expect(splitByDay([], 'Etc/UTC')).toEqual({ days: [], truncated: false });
  });
});

describe('formatting in a zone', () => {
  it('formats clock, day and offsets in the given zone', () => {
    const instant = at('2026-11-23T14:30:00Z');
    expect(formatClock(instant, 'America/New_York')).toBe('09:30');
    expect(formatClock(instant, 'Asia/Kolkata')).toBe('20:00');
    expect(formatDayTime(instant, 'Asia/Tokyo')).toBe('Mon 23 Nov 23:30');
    expect(formatCalendarDay(calendarDayOf(instant, 'Pacific/Auckland'))).toBe('Tue 24 Nov');
    expect(offsetsOver('America/New_York', [at('2026-03-01T00:00:00Z'), at('2026-03-20T00:00:00Z'), at('2026-03-21T00:00:00Z')])).toEqual([-300, -240]);
  });
});
