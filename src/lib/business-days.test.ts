import { describe, expect, it } from 'vitest';
import { addWeekdays, businessDaysBetween, dayIndexOf, dayOfIndex, weekdayText } from './business-days';

describe('business days', () => {
  it('moves on by weekdays, Saturdays and Sundays skipped', () => {
    expect(addWeekdays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addWeekdays('2026-11-29', 5)).toBe('2026-12-04'); // Sunday → Friday
    expect(addWeekdays('2026-11-30', 3)).toBe('2026-12-03');
    expect(addWeekdays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addWeekdays('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('counts the business days after a day up to another, without weekends and the holidays given', () => {
    // Tuesday 22 December 2026 to Monday 28: Wed, Thu, Fri, Mon.
    expect(businessDaysBetween('2026-12-22', '2026-12-28')).toBe(4);
    expect(businessDaysBetween('2026-12-22', '2026-12-28', new Set(['2026-12-25']))).toBe(3);
    // A holiday on a weekend changes nothing; the same day and earlier days count 0.
    expect(businessDaysBetween('2026-12-22', '2026-12-28', new Set(['2026-12-26']))).toBe(4);
    expect(businessDaysBetween('2026-12-22', '2026-12-22')).toBe(0);
    expect(businessDaysBetween('2026-12-22', '2026-12-01')).toBe(0);
    // Friday to Monday is one business day; Friday to Sunday none.
    expect(businessDaysBetween('2026-11-27', '2026-11-30')).toBe(1);
    expect(businessDaysBetween('2026-11-27', '2026-11-29')).toBe(0);
  });

  it('reads and writes days without a time zone', () => {
    expect(dayOfIndex(dayIndexOf('2028-02-29'))).toBe('2028-02-29');
    expect(dayIndexOf('1970-01-02')).toBe(1);
  });

  it('names a day with its weekday, as sent, whatever the time zone', () => {
    expect(weekdayText('2026-12-18')).toBe('Fri 18 Dec 2026');
    expect(weekdayText('2027-01-01')).toBe('Fri 01 Jan 2027');
  });
});
