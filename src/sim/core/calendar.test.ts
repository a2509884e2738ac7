import { describe, expect, it } from 'vitest';
import { dayOf, yearOf, ymdOf } from './calendar';

describe('yearOf', () => {
  it('gives the year ymdOf gives, around every year boundary and leap day from 1899 to 2101', () => {
    for (let year = 1899; year <= 2101; year++) {
      for (const day of [dayOf(year, 1, 1) - 1, dayOf(year, 1, 1), dayOf(year, 2, 28), dayOf(year, 2, 29), dayOf(year, 3, 1), dayOf(year, 12, 31)]) {
        expect(yearOf(day), String(day)).toBe(ymdOf(day).year);
      }
    }
  });

  it('agrees with ymdOf on every day of 1960 to 2080', () => {
    const mismatches: number[] = [];
    for (let day = dayOf(1960, 1, 1); day <= dayOf(2080, 12, 31); day++) if (yearOf(day) !== ymdOf(day).year) mismatches.push(day);
    expect(mismatches).toEqual([]);
  });
});
