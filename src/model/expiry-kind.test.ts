import { describe, expect, it } from 'vitest';
import { THIRD_FRIDAY, classifyExpiries, dayNumberOf, describeExpiryClass, isoOfDayNumber, lastWeekdayOfMonth, monthlyPatternOf, thirdFriday, weekdayOf } from './expiry-kind';
import specific from './__fixtures__/space-rdsa-specific.json';
import spec from './__fixtures__/space-odax-spec.json';

const kinds = (dates: string[]) => Object.fromEntries([...classifyExpiries(dates)].map(([date, value]) => [date, value.kind]));

describe('calendar helpers', () => {
  it('finds third Fridays and last weekdays', () => {
    expect(isoOfDayNumber(thirdFriday(2026, 12))).toBe('2026-12-18');
    expect(isoOfDayNumber(thirdFriday(2019, 4))).toBe('2019-04-19');
    expect(isoOfDayNumber(thirdFriday(2027, 1))).toBe('2027-01-15');
    expect(isoOfDayNumber(lastWeekdayOfMonth(2026, 11))).toBe('2026-11-30');
    expect(isoOfDayNumber(lastWeekdayOfMonth(2027, 1))).toBe('2027-01-29');
    expect(isoOfDayNumber(lastWeekdayOfMonth(2026, 2))).toBe('2026-02-27');
  });

  it('reads dates and rejects impossible ones', () => {
    const day = dayNumberOf('2026-11-21');
    expect(day).toBeDefined();
    expect(weekdayOf(day as number)).toBe(6);
    expect(dayNumberOf('2017-06-16T00:00:00Z')).toBe(dayNumberOf('2017-06-16'));
    expect(dayNumberOf('2026-02-30')).toBeUndefined();
    expect(dayNumberOf('soon')).toBeUndefined();
  });
});

describe('classifyExpiries', () => {
  it('tells monthly from quarterly third Fridays and weeklies from other Fridays', () => {
    expect(kinds(['2026-12-04', '2026-12-11', '2026-12-18', '2027-01-15', '2027-01-22'])).toEqual({
      '2026-12-04': 'weekly',
      '2026-12-11': 'weekly',
      '2026-12-18': 'quarterly',
      '2027-01-15': 'monthly',
      '2027-01-22': 'weekly',
    });
  });

  it('keeps a monthly moved to Thursday by a holiday (Good Friday 2019, from the broker sample)', () => {
    const dates = (specific.OptionSpace ?? []).map((entry) => entry.Expiry);
    const result = classifyExpiries(dates);
    expect(result.get('2019-04-18')).toEqual({ kind: 'monthly', endOfMonth: false, shifted: true });
    expect(result.get('2019-03-15')?.kind).toBe('quarterly');
    expect(result.get('2019-05-17')?.kind).toBe('monthly');
    expect(result.get('2023-12-15')?.kind).toBe('quarterly');
  });

  it('keeps a quarterly moved by Juneteenth, and does not shift when the third Friday is listed', () => {
    expect(classifyExpiries(['2027-06-11', '2027-06-17', '2027-06-25']).get('2027-06-17')).toEqual({ kind: 'quarterly', endOfMonth: false, shifted: true });
    // Thursday before a listed third Friday: a daily, not a shifted monthly.
    expect(kinds(['2026-12-16', '2026-12-17', '2026-12-18'])['2026-12-17']).toBe('daily');
  });

  it('does not take a Thursday far from the third Friday, or with an expiry in between, as a shifted monthly', () => {
    // Monday before a Friday expiry that is not a third Friday.
    expect(kinds(['2026-12-07', '2026-12-11'])['2026-12-07']).toBe('weekly');
    // 2027-01-13 (Wed) has 2027-01-14 listed before the unlisted third Friday.
    const result = classifyExpiries(['2027-01-08', '2027-01-13', '2027-01-14']);
    expect(result.get('2027-01-14')).toMatchObject({ kind: 'monthly', shifted: true });
    expect(result.get('2027-01-13')).toMatchObject({ kind: 'daily', shifted: false });
  });

  it('takes the Thursday before a Friday holiday as the weekly of that week', () => {
    const result = classifyExpiries(['2026-12-18', '2026-12-23', '2026-12-24', '2026-12-31', '2027-01-08']);
    expect(result.get('2026-12-24')).toEqual({ kind: 'weekly', endOfMonth: false, shifted: true });
    expect(result.get('2026-12-31')).toEqual({ kind: 'weekly', endOfMonth: true, shifted: true });
    expect(result.get('2026-12-23')?.kind).toBe('daily');
  });

  it('tells dailies (neighbouring weekdays) from Monday and Wednesday weeklies, and marks month ends', () => {
    const result = classifyExpiries(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-14', '2026-12-16', '2026-12-18']);
    expect(result.get('2026-11-23')?.kind).toBe('daily');
    expect(result.get('2026-11-27')?.kind).toBe('weekly');
    expect(result.get('2026-11-30')).toEqual({ kind: 'daily', endOfMonth: true, shifted: false });
    expect(result.get('2026-12-14')?.kind).toBe('weekly');
    expect(result.get('2026-12-16')?.kind).toBe('weekly');
  });

  it('takes a lone Friday after a passed third Friday as a weekly on a root with weeklies (AAPL, 27 Nov 2026)', () => {
    // The AAPL root seen on 24 Nov 2026: 20 Nov (the third Friday) has expired, 27 Nov is the next Friday weekly.
    const result = classifyExpiries([
      '2026-11-27',
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2026-12-24',
      '2027-01-15',
      '2027-02-19',
      '2027-03-19',
      '2027-06-17',
      '2028-01-21',
      '2029-01-19',
    ]);
    expect(result.get('2026-11-27')).toEqual({ kind: 'weekly', endOfMonth: false, shifted: false });
    expect(result.get('2026-12-18')?.kind).toBe('quarterly');
    expect(result.get('2027-01-15')?.kind).toBe('monthly');
    expect(result.get('2027-06-17')).toEqual({ kind: 'quarterly', endOfMonth: false, shifted: true });
  });

  it('answers unknown for weekends and unreadable dates, without failing', () => {
    expect(kinds(['2026-11-21', 'junk', ''])).toEqual({ '2026-11-21': 'unknown', junk: 'unknown', '': 'unknown' });
  });

  it('classifies the published example (DAX) without gaps', () => {
    const dates = (spec.OptionSpace ?? []).map((entry) => entry.Expiry);
    const result = classifyExpiries(dates);
    expect(result.get('2017-06-16')?.kind).toBe('quarterly');
    expect(result.get('2017-05-19')?.kind).toBe('monthly');
    expect([...result.values()].every((value) => value.kind !== 'unknown')).toBe(true);
  });

  it('describes a class in words', () => {
    expect(describeExpiryClass({ kind: 'monthly', endOfMonth: true, shifted: true })).toBe('Monthly, moved earlier for a holiday, end of month');
  });
});

describe('classifyExpiries: the root’s own monthly day', () => {
  const iso = (day: number | undefined) => isoOfDayNumber(day as number);

  it('takes VIX-style Wednesdays (30 days before the next month’s third Friday) as the monthlies of a monthly-only root', () => {
    const dates: string[] = [];
    for (let month = 1; month <= 10; month++) {
      const next = month === 12 ? thirdFriday(2028, 1) : thirdFriday(2027, month + 1);
      dates.push(iso(next - 30));
    }
    const result = classifyExpiries(dates);
    expect(dates.every((date) => weekdayOf(dayNumberOf(date) as number) === 3)).toBe(true);
    expect(dates.map((date) => result.get(date)?.kind)).toEqual([
      'monthly',
      'monthly',
      'quarterly',
      'monthly',
      'monthly',
      'quarterly',
      'monthly',
      'monthly',
      'quarterly',
      'monthly',
    ]);
  });

  it('finds second-Thursday monthlies among weekly Thursdays', () => {
    const dates = [
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-24',
      '2027-01-07',
      '2027-01-14',
      '2027-01-21',
      '2027-02-11',
      '2027-03-11',
      '2027-04-08',
      '2027-05-13',
      '2027-06-10',
    ];
    expect(monthlyPatternOf(new Set(dates.map((date) => dayNumberOf(date) as number)))).toEqual({ weekday: 4, ordinal: 2 });
    expect(kinds(dates)).toEqual({
      '2026-12-03': 'weekly',
      '2026-12-10': 'quarterly',
      '2026-12-17': 'weekly',
      '2026-12-24': 'weekly',
      '2027-01-07': 'weekly',
      '2027-01-14': 'monthly',
      '2027-01-21': 'weekly',
      '2027-02-11': 'monthly',
      '2027-03-11': 'quarterly',
      '2027-04-08': 'monthly',
      '2027-05-13': 'monthly',
      '2027-06-10': 'quarterly',
    });
  });

  it('keeps third-Friday monthlies among Wednesday weeklies, and a shifted second Thursday', () => {
    // Third Wednesdays of five months and third Fridays of the same months: the Friday pattern wins the tie.
    const both = ['2027-01-20', '2027-01-15', '2027-02-17', '2027-02-19', '2027-03-17', '2027-03-19'];
    expect(monthlyPatternOf(new Set(both.map((date) => dayNumberOf(date) as number)))).toEqual(THIRD_FRIDAY);
    expect(kinds(both)['2027-01-20']).toBe('weekly');
    // A second Thursday moved to Wednesday by a holiday (2027-11-11 not listed).
    const thursdays = ['2027-08-12', '2027-09-09', '2027-10-14', '2027-11-10', '2027-12-09'];
    expect(classifyExpiries(thursdays).get('2027-11-10')).toEqual({ kind: 'monthly', endOfMonth: false, shifted: true });
  });

  it('needs clear evidence before leaving the third Friday', () => {
    // One month of a second Friday is no pattern.
    expect(monthlyPatternOf(new Set(['2026-12-07', '2026-12-11'].map((date) => dayNumberOf(date) as number)))).toEqual(THIRD_FRIDAY);
    expect(kinds(['2026-12-07', '2026-12-11'])['2026-12-11']).toBe('weekly');
  });
});
