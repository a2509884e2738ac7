/**
 * Day arithmetic for the corporate-action calendar. A "day" is a day number
 * (days since 1970-01-01, UTC), as in core/clock.ts. Business days are Monday
 * to Friday; exchange holidays are not modelled.
 */
import { isoDay } from '../core/clock';

const DAY_MS = 86_400_000;

export function dayOfDate(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function yearOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isBusinessDay(day: number): boolean {
  const wd = weekday(day);
  return wd !== 0 && wd !== 6;
}

/** The day itself when it is a business day, else the next business day. */
export function rollForward(day: number): number {
  let d = day;
  while (!isBusinessDay(d)) d += 1;
  return d;
}

/** The day itself when it is a business day, else the previous business day. */
export function rollBackward(day: number): number {
  let d = day;
  while (!isBusinessDay(d)) d -= 1;
  return d;
}

/** Moves by `count` business days (negative moves back); the start is first rolled in the direction of travel. */
export function addBusinessDays(day: number, count: number): number {
  let d = count >= 0 ? rollForward(day) : rollBackward(day);
  const step = count >= 0 ? 1 : -1;
  let left = Math.abs(count);
  while (left > 0) {
    d += step;
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}

/** `YYYY-MM-DD`. */
export const dateText = isoDay;

/** `YYYY-MM-DDTHH:MM:SSZ` for a day and a UTC minute of the day. */
export function instantText(day: number, minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay % 60;
  return `${isoDay(day)}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00Z`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Long form for narratives, e.g. `14 March 2026`. */
export function longDate(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

const PARSED = new Map<string, number>();

/** Day number of a `YYYY-MM-DD` prefix (also of an instant text); memoised, the same few hundred dates recur. */
export function dayOfText(text: string): number {
  const prefix = text.length === 10 ? text : text.slice(0, 10);
  let day = PARSED.get(prefix);
  if (day === undefined) {
    day = dayOfDate(Number(prefix.slice(0, 4)), Number(prefix.slice(5, 7)), Number(prefix.slice(8, 10)));
    if (PARSED.size > 20_000) PARSED.clear();
    PARSED.set(prefix, day);
  }
  return day;
}

/**
 * The demo's period for hand-made events (featured.ts, revisions.ts, showcase.ts): the ISO week (Monday to Sunday,
 * UTC days) of `day`. Their dates are placed relative to it rather than to the day looked at, so that crossing
 * midnight changes none of their fields; only the next Monday moves them.
 *
 * - `start`: the week's Monday, from which what lies behind is counted back (announcements, past ex dates, offers
 *   opened);
 * - `end`: the week's Friday, from which what lies ahead is counted (`rollForward(end + n)`, n ≥ 1: the next Monday
 *   or later), so that a deadline "n days ahead" is still ahead on the week's last day, and the nearest ones are a
 *   business day or two away from Thursday on.
 */
export interface DemoPeriod {
  start: number;
  end: number;
}

export function demoPeriod(day: number): DemoPeriod {
  const start = day - ((weekday(day) + 6) % 7);
  return { start, end: start + 4 };
}
