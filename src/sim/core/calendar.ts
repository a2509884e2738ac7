/**
 * Calendar arithmetic on day numbers (days since 1970-01-01, UTC): weekdays,
 * month walks, nth-weekday rules and the Gregorian Easter date. Shared by
 * expiry rules, holiday calendars and anything else that reasons in days.
 */

export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

const DAY_MS = 86_400_000;

/** Day number of a calendar date (month 1-12; out-of-range values roll over). */
export function dayOf(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/**
 * The year of a day number, by integer arithmetic on the Gregorian cycles (the same as
 * ymdOf(day).year, without making a Date: holiday checks ask it for every day they walk).
 */
export function yearOf(dayNumber: number): number {
  // Days since 0000-03-01, in 400-year eras of 146,097 days; the year starts in March here.
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  // January and February belong to the next calendar year.
  return yearOfEra + era * 400 + (monthFromMarch >= 10 ? 1 : 0);
}

export interface Ymd {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export function ymdOf(dayNumber: number): Ymd {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

export function isWeekend(dayNumber: number): boolean {
  const weekday = weekdayOf(dayNumber);
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** The n-th (1-based) given weekday of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = dayOf(year, month, 1);
  const shift = (weekday - weekdayOf(first) + 7) % 7;
  return first + shift + (n - 1) * 7;
}

/** The last given weekday of a month. */
export function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dayOf(year, month + 1, 0);
  const shift = (weekdayOf(last) - weekday + 7) % 7;
  return last - shift;
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/** Month index (year·12 + month−1) of a day number; convenient for month walks. */
export function monthIndexOf(dayNumber: number): number {
  const { year, month } = ymdOf(dayNumber);
  return year * 12 + month - 1;
}

export function yearOfMonthIndex(monthIndex: number): number {
  return Math.floor(monthIndex / 12);
}

/** 1-12 */
export function monthOfMonthIndex(monthIndex: number): number {
  return (monthIndex % 12) + 1;
}

export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
