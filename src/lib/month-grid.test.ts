import { describe, expect, it } from 'vitest';
import { dayIndexOf } from './business-days';
import { WEEKDAYS, monthOf, monthWeeks, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
  });

  it('lays a month out in weeks from Monday, entries on their days in the order given', () => {
    const at = (date: string, entry: string) => ({ day: dayIndexOf(date), entry });
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    const weeks = monthWeeks('2027-02', [at('2027-02-19', 'b'), at('2027-02-19', 'a'), at('2027-03-01', 'outside'), at('2027-02-01', 'first')]);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toMatchObject({ date: '2027-02-01', dayOfMonth: 1, inMonth: true, entries: ['first'] });
    expect(weeks[3]?.[6]?.date).toBe('2027-02-28');
    expect(weeks.flat().find((day) => day.date === '2027-02-19')?.entries).toEqual(['b', 'a']);
    expect(weeks.flat().some((day) => day.entries.includes('outside'))).toBe(false);
    // November 2026 starts on a Sunday: its first week starts on Monday 26 October, days outside the month marked.
    const november = monthWeeks('2026-11', []);
    expect(november[0]?.[0]).toMatchObject({ date: '2026-10-26', inMonth: false });
    expect(november.flat().filter((day) => day.inMonth)).toHaveLength(30);
  });

  it('names its columns after the weekdays of the days under them', () => {
    const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
    for (const week of monthWeeks('2026-11', [])) {
      expect(week.map((day) => weekdayOf(day.date))).toEqual(WEEKDAYS.map((column) => column.full));
    }
    expect(WEEKDAYS.map((column) => column.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});
