/**
 * A month as a grid of weeks from Monday to Sunday, each day carrying the
 * entries dated on it. Days are plain `YYYY-MM-DD` dates (no time zone).
 */
import { dayIndexOf, dayOfIndex } from './business-days';

export interface GridDay<E> {
  /** Days since 1970-01-01. */
  day: number;
  /** `YYYY-MM-DD` */
  date: string;
  dayOfMonth: number;
  /** In the month shown (else a day of the weeks around it). */
  inMonth: boolean;
  entries: E[];
}

/** The grid's columns, Monday first: the header's short name and the full one a screen reader gives the column (`abbr`). */
export const WEEKDAYS: readonly { short: string; full: string }[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((full) => ({
  short: full.slice(0, 3),
  full,
}));

/** `YYYY-MM` of an instant (UTC). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month before or after `month` (`YYYY-MM`). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, index - 1 + by, 1)));
}

/** Monday-based weekday of a day index (1970-01-01 was a Thursday). */
const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;

/**
 * The weeks (Monday to Sunday) covering `month` (`YYYY-MM`), with the entries of `dated` on their days (in the
 * order given); entries outside the weeks are left out.
 */
export function monthWeeks<E>(month: string, dated: Iterable<{ day: number; entry: E }>): GridDay<E>[][] {
  const first = dayIndexOf(`${month}-01`);
  const last = dayIndexOf(`${shiftMonth(month, 1)}-01`) - 1;
  const start = first - weekday(first);
  const end = last + (6 - weekday(last));
  const byDay = new Map<number, E[]>();
  for (const { day, entry } of dated) {
    if (day < start || day > end) continue;
    const list = byDay.get(day) ?? [];
    list.push(entry);
    byDay.set(day, list);
  }
  const weeks: GridDay<E>[][] = [];
  for (let day = start; day <= end; day += 7) {
    const week: GridDay<E>[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      const current = day + offset;
      const date = dayOfIndex(current);
      week.push({ day: current, date, dayOfMonth: Number(date.slice(8)), inMonth: current >= first && current <= last, entries: byDay.get(current) ?? [] });
    }
    weeks.push(week);
  }
  return weeks;
}
