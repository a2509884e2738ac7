/**
 * What kind of expiry a date is, told from the calendar and from the other
 * expiries of the same root (reference data carries no series type):
 *
 * - the root's monthly day: the n-th weekday of the month that the root's
 *   expiries follow in the most months (VIX-style Wednesdays, 2nd Thursdays,
 *   …); the third Friday unless another such day is clearly the pattern (in
 *   more months than the third Friday, at least three and most of them). A
 *   root listing one expiry a month takes each as that month's monthly,
 *   unless it lists weeklies on its monthly weekday: then another day in a
 *   month is weekly or daily (the Friday after a third Friday that has
 *   passed is no monthly).
 * - monthly: the monthly day of its month; quarterly when that month is
 *   March, June, September or December;
 * - a monthly moved earlier by a holiday (the exchange closed on the monthly
 *   day, e.g. Good Friday or Juneteenth) is still monthly, when the day itself
 *   is not listed and nothing is listed in between;
 * - weekly: any other expiry on the monthly weekday, or the day before such
 *   a holiday in the same way, on a root that lists that weekday;
 * - daily: Monday to Thursday with another expiry on the weekday next to it;
 *   weekly otherwise (Monday and Wednesday weeklies);
 * - unknown: weekends and unreadable dates.
 *
 * `endOfMonth` marks the last weekday of a month (end-of-month series).
 */
import { EXPIRY_KINDS, dayNumberOf, type ExpiryKind } from './expiry-kinds';

export { EXPIRY_KINDS, dayNumberOf, type ExpiryKind };

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

/** The monthly day of a root: the `ordinal`-th `weekday` (0 = Sunday) of each month. */
export interface MonthlyPattern {
  weekday: number;
  /** 1 to 5. */
  ordinal: number;
}

export const THIRD_FRIDAY: MonthlyPattern = { weekday: FRIDAY, ordinal: 3 };

/** Day number of the n-th weekday of a month, or undefined when the month has no such day. */
export function nthWeekday(year: number, month: number, weekday: number, ordinal: number): number | undefined {
  const first = Math.round(Date.UTC(year, month - 1, 1) / DAY_MS);
  const day = first + ((weekday - weekdayOf(first) + 7) % 7) + (ordinal - 1) * 7;
  return yearMonthOf(day).month === month ? day : undefined;
}

/** The pattern's expiry in a month: the day itself, or a listed day up to three days before it (a holiday). */
function patternMatch(listed: ReadonlySet<number>, year: number, month: number, pattern: MonthlyPattern): { day: number; shifted: boolean } | undefined {
  const target = nthWeekday(year, month, pattern.weekday, pattern.ordinal);
  if (target === undefined) return undefined;
  if (listed.has(target)) return { day: target, shifted: false };
  for (let day = target - 1; day >= target - 3; day--) {
    if (!listed.has(day)) continue;
    return isWeekday(day) && yearMonthOf(day).month === month ? { day, shifted: true } : undefined;
  }
  return undefined;
}

function monthKey(day: number): number {
  const { year, month } = yearMonthOf(day);
  return year * 12 + (month - 1);
}

function monthsOf(listed: ReadonlySet<number>): { year: number; month: number }[] {
  const keys = [...new Set([...listed].filter(isWeekday).map(monthKey))].sort((a, b) => a - b);
  return keys.map((key) => ({ year: Math.floor(key / 12), month: (key % 12) + 1 }));
}

function patternScore(listed: ReadonlySet<number>, months: readonly { year: number; month: number }[], pattern: MonthlyPattern): number {
  let score = 0;
  for (const { year, month } of months) if (patternMatch(listed, year, month, pattern)) score += 1;
  return score;
}

/**
 * The monthly day a root follows: the third Friday, unless another n-th
 * weekday is matched in more months (and in at least three, and in most of
 * them). Ties go to the third Friday, then to the ordinal nearest to three.
 */
export function monthlyPatternOf(listed: ReadonlySet<number>): MonthlyPattern {
  const months = monthsOf(listed);
  const base = patternScore(listed, months, THIRD_FRIDAY);
  const candidates = new Map<string, MonthlyPattern>();
  for (const day of listed) {
    if (!isWeekday(day)) continue;
    const date = new Date(day * DAY_MS);
    const pattern = { weekday: weekdayOf(day), ordinal: Math.floor((date.getUTCDate() - 1) / 7) + 1 };
    candidates.set(`${pattern.weekday}|${pattern.ordinal}`, pattern);
  }
  let best = THIRD_FRIDAY;
  let bestScore = base;
  const rank = (pattern: MonthlyPattern) => Math.abs(pattern.ordinal - 3) * 10 + (pattern.weekday === FRIDAY ? 0 : 1 + pattern.weekday);
  for (const pattern of candidates.values()) {
    if (pattern.weekday === FRIDAY && pattern.ordinal === 3) continue;
    const score = patternScore(listed, months, pattern);
    if (score <= base || score < 3 || score * 2 <= months.length) continue;
    if (score > bestScore || (score === bestScore && rank(pattern) < rank(best))) {
      best = pattern;
      bestScore = score;
    }
  }
  return best;
}

/** Classifies one expiry among the listed days of its root. */
function classifyDay(
  day: number,
  listed: ReadonlySet<number>,
  pattern: MonthlyPattern,
  listsPatternDay: boolean,
  monthlyOnly: boolean,
  perMonth: ReadonlyMap<number, number>,
): ExpiryClass {
  if (!isWeekday(day)) return { kind: 'unknown', endOfMonth: false, shifted: false };
  const { year, month } = yearMonthOf(day);
  const endOfMonth = day === lastWeekdayOfMonth(year, month);
  const monthly: ExpiryKind = month % 3 === 0 ? 'quarterly' : 'monthly';
  const match = patternMatch(listed, year, month, pattern);
  if (match && match.day === day) return { kind: monthly, endOfMonth, shifted: match.shifted };
  // A root of one expiry a month: each is that month's monthly, whatever its day.
  if (monthlyOnly && !match && perMonth.get(monthKey(day)) === 1) return { kind: monthly, endOfMonth, shifted: false };
  const weekday = weekdayOf(day);
  if (weekday === pattern.weekday) return { kind: 'weekly', endOfMonth, shifted: false };
  const usual = day + ((pattern.weekday - weekday + 7) % 7);
  if (listsPatternDay && usual - day <= 3 && !listed.has(usual) && noneListedBetween(listed, day, usual)) {
    return { kind: 'weekly', endOfMonth, shifted: true };
  }
  // Next to another expiry on a weekday (not the monthly weekday's own expiries): a daily.
  const before = weekday > 1 && listed.has(day - 1) && weekdayOf(day - 1) !== pattern.weekday;
  const after = weekday < 5 && listed.has(day + 1) && weekdayOf(day + 1) !== pattern.weekday;
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
  const pattern = monthlyPatternOf(listed);
  const listsPatternDay = [...listed].some((day) => weekdayOf(day) === pattern.weekday);
  const perMonth = new Map<number, number>();
  for (const day of listed) if (isWeekday(day)) perMonth.set(monthKey(day), (perMonth.get(monthKey(day)) ?? 0) + 1);
  const counts = [...perMonth.values()];
  // A root that lists weeklies on its monthly weekday (another such day beside a month's monthly) keeps to its monthly
  // day: a lone expiry in a month whose monthly has passed (e.g. the Friday after the third) is no monthly.
  const weeklyProgram = [...listed].some((day) => {
    if (weekdayOf(day) !== pattern.weekday) return false;
    const { year, month } = yearMonthOf(day);
    const match = patternMatch(listed, year, month, pattern);
    return match !== undefined && match.day !== day;
  });
  const monthlyOnly = !weeklyProgram && counts.length >= 3 && counts.filter((count) => count === 1).length >= counts.length * 0.8;
  const out = new Map<string, ExpiryClass>();
  for (const [date, day] of days) {
    out.set(date, day === undefined ? { kind: 'unknown', endOfMonth: false, shifted: false } : classifyDay(day, listed, pattern, listsPatternDay, monthlyOnly, perMonth));
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
