/**
 * What kind of expiry a date is, told from the calendar and from the other
 * expiries of the same root (reference data carries no series type):
 *
 * - monthly: the third Friday of its month; quarterly when that month is
 *   March, June, September or December;
 * - a monthly moved earlier by a holiday (the exchange closed on the third
 *   Friday, e.g. Good Friday or Juneteenth) is still monthly, when the third
 *   Friday itself is not listed and nothing is listed in between;
 * - weekly: any other Friday, or the day before a Friday holiday in the same
 *   way, on a root that lists Friday expiries;
 * - daily: Monday to Thursday with another expiry on the weekday next to it;
 *   weekly otherwise (Monday and Wednesday weeklies);
 * - unknown: weekends and unreadable dates.
 *
 * `endOfMonth` marks the last weekday of a month (end-of-month series).
 */

export type ExpiryKind = 'quarterly' | 'monthly' | 'weekly' | 'daily' | 'unknown';

export interface ExpiryClass {
  kind: ExpiryKind;
  /** Last weekday of its month. */
  endOfMonth: boolean;
  /** Moved earlier than its usual Friday, presumably by a holiday. */
  shifted: boolean;
}

export const EXPIRY_KIND_LABEL: Readonly<Record<ExpiryKind, string>> = {
  quarterly: 'Quarterly',
  monthly: 'Monthly',
  weekly: 'Weekly',
  daily: 'Daily',
  unknown: 'Unknown kind',
};

export const EXPIRY_KIND_SHORT: Readonly<Record<ExpiryKind, string>> = {
  quarterly: 'Q',
  monthly: 'M',
  weekly: 'W',
  daily: 'D',
  unknown: '?',
};

const DAY_MS = 86_400_000;
const FRIDAY = 5;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (or a timestamp starting with one). */
export function dayNumberOf(iso: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return Math.round(ms / DAY_MS);
}

/** `YYYY-MM-DD` of a day number. */
export function isoOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function yearMonthOf(day: number): { year: number; month: number } {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** Day number of the third Friday of a month (month 1-12). */
export function thirdFriday(year: number, month: number): number {
  const first = Math.round(Date.UTC(year, month - 1, 1) / DAY_MS);
  const toFriday = (FRIDAY - weekdayOf(first) + 7) % 7;
  return first + toFriday + 14;
}

/** Day number of the last Monday-to-Friday day of a month. */
export function lastWeekdayOfMonth(year: number, month: number): number {
  let day = Math.round(Date.UTC(year, month, 0) / DAY_MS);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day -= 1;
  return day;
}

function isWeekday(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday >= 1 && weekday <= 5;
}

function noneListedBetween(listed: ReadonlySet<number>, from: number, to: number): boolean {
  for (let day = from + 1; day < to; day++) if (listed.has(day)) return false;
  return true;
}

/** Classifies one expiry among the listed days of its root. */
function classifyDay(day: number, listed: ReadonlySet<number>, listsFridays: boolean): ExpiryClass {
  if (!isWeekday(day)) return { kind: 'unknown', endOfMonth: false, shifted: false };
  const { year, month } = yearMonthOf(day);
  const endOfMonth = day === lastWeekdayOfMonth(year, month);
  const monthly: ExpiryKind = month % 3 === 0 ? 'quarterly' : 'monthly';
  const third = thirdFriday(year, month);
  if (day === third) return { kind: monthly, endOfMonth, shifted: false };
  if (day < third && third - day <= 3 && !listed.has(third) && noneListedBetween(listed, day, third)) {
    return { kind: monthly, endOfMonth, shifted: true };
  }
  const weekday = weekdayOf(day);
  if (weekday === FRIDAY) return { kind: 'weekly', endOfMonth, shifted: false };
  const friday = day + (FRIDAY - weekday);
  if (listsFridays && !listed.has(friday) && noneListedBetween(listed, day, friday)) {
    return { kind: 'weekly', endOfMonth, shifted: true };
  }
  const before = weekday > 1 && listed.has(day - 1);
  const after = weekday < 4 && listed.has(day + 1);
  return { kind: before || after ? 'daily' : 'weekly', endOfMonth, shifted: false };
}

/**
 * Classifies every expiry date of a root (`YYYY-MM-DD`; timestamps are cut to
 * their date). The other dates matter: they tell holiday shifts and dailies.
 */
export function classifyExpiries(dates: readonly string[]): Map<string, ExpiryClass> {
  const days = new Map<string, number | undefined>();
  const listed = new Set<number>();
  for (const date of dates) {
    const day = dayNumberOf(date);
    days.set(date, day);
    if (day !== undefined) listed.add(day);
  }
  const listsFridays = [...listed].some((day) => weekdayOf(day) === FRIDAY);
  const out = new Map<string, ExpiryClass>();
  for (const [date, day] of days) {
    out.set(date, day === undefined ? { kind: 'unknown', endOfMonth: false, shifted: false } : classifyDay(day, listed, listsFridays));
  }
  return out;
}

/** Full words for people and screen readers, e.g. "Monthly, moved for a holiday, end of month". */
export function describeExpiryClass(value: ExpiryClass): string {
  const parts = [EXPIRY_KIND_LABEL[value.kind]];
  if (value.shifted) parts.push('moved earlier for a holiday');
  if (value.endOfMonth) parts.push('end of month');
  return parts.join(', ');
}
