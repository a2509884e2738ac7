/**
 * Calendar days as `YYYY-MM-DD` text and the business days between them:
 * weekdays, less the holidays a caller knows (e.g. from a trading schedule,
 * @/model/schedule-holidays). Days are plain dates: no time zone moves them.
 */
import { formatDate } from './format';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of `YYYY-MM-DD`. */
export function dayIndexOf(day: string): number {
  return Math.floor(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);
}

/** `YYYY-MM-DD` of a day index. */
export function dayOfIndex(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

/** Saturday or Sunday. */
export function isWeekendIndex(index: number): boolean {
  const weekday = new Date(index * DAY_MS).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** `day` (YYYY-MM-DD) moved on by `count` weekdays, Saturdays and Sundays skipped. */
export function addWeekdays(day: string, count: number): string {
  let index = dayIndexOf(day);
  for (let left = count; left > 0;) {
    index += 1;
    if (!isWeekendIndex(index)) left -= 1;
  }
  return dayOfIndex(index);
}

/**
 * Business days after `from` up to and including `to` (both `YYYY-MM-DD`): 0 when `to` is `from` or before the next
 * business day, negative never. Weekends are skipped, and the days of `holidays` when given.
 */
export function businessDaysBetween(from: string, to: string, holidays: ReadonlySet<string> = new Set()): number {
  const last = dayIndexOf(to);
  let count = 0;
  for (let day = dayIndexOf(from) + 1; day <= last; day += 1) {
    if (isWeekendIndex(day)) continue;
    if (holidays.size && holidays.has(dayOfIndex(day))) continue;
    count += 1;
  }
  return count;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `Fri 18 Dec 2026`: the day (`YYYY-MM-DD`) with its weekday, never moved by a time zone. */
export function weekdayText(day: string): string {
  return `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${formatDate(day)}`;
}
