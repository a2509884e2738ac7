/**
 * The days an exchange is closed and closes early, read from the trading schedule (4.6) of one instrument listed on it,
 * in the exchange's own days (its zone), and set side by side across exchanges by date.
 *
 * A schedule runs from the session in force now to about a week ahead, so only those days are known: each exchange's
 * days are read up to the last day its schedule covers whole (`until`), and no day after it is guessed. A closed day is
 * a weekday it covers whole on which no trading session ends (@/model/schedule-holidays); an early close a day whose
 * regular trading ends at least half an hour before the close most of its days share (@/model/sessions).
 */
import type { TradingSchedule } from '@/api/types';
import { dayIndexOf, isWeekendIndex } from '@/lib/business-days';
import { dateFormatter, formatDateTime } from '@/lib/format';
import { scheduleDays } from '@/model/schedule-holidays';
import type { ResolvedZone } from '@/model/schedule-zone';
import { earlyCloses, normalizeSessions, sessionState } from '@/model/sessions';
import { formatUtcOffset, zoneOffsetMinutes } from '@/model/timezones';

export interface ClosedDay {
  /** The exchange's day, `YYYY-MM-DD`. */
  day: string;
  /** When trading last ended before the day (undefined when the schedule starts in the closure). */
  since: number | undefined;
  /** When trading starts again after it (undefined when the schedule ends first). */
  reopens: number | undefined;
}

export interface EarlyDay {
  /** The exchange's day, `YYYY-MM-DD`. */
  day: string;
  /** The instants regular trading ends that day, and would usually end. */
  close: number;
  usualClose: number;
  /** `13:00` and `16:00`, in the exchange's time. */
  closeText: string;
  usualText: string;
}

export interface ExchangeDays {
  /** The zone the days are the exchange's in (an IANA name or a fixed offset). */
  zone: string;
  closed: ClosedDay[];
  early: EarlyDay[];
  /** Days on which trading is seen (the first day, covered in part, included). */
  trading: ReadonlySet<string>;
  /** The first and last days the schedule covers whole: nothing is known after `until`. */
  from?: string;
  until?: string;
}

const clockMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** The instant of a local midnight (`YYYY-MM-DD` in `zone`). */
export function startOfDay(day: string, zone: string): number {
  const wall = dayIndexOf(day) * 86_400_000;
  let instant = wall - zoneOffsetMinutes(zone, new Date(wall)) * 60_000;
  instant = wall - zoneOffsetMinutes(zone, new Date(instant)) * 60_000;
  return instant;
}

/** An exchange's closed days and early closes, from its schedule, in its zone. */
export function exchangeDays(schedule: TradingSchedule | undefined, zone: string): ExchangeDays {
  const days = scheduleDays(schedule?.Sessions, zone);
  const { sessions } = normalizeSessions(schedule?.Sessions);
  const open = sessions.filter((session) => sessionState(session.state).open);
  const closed = [...days.holidays].sort().map((day): ClosedDay => {
    const start = startOfDay(day, zone);
    const ends = open.filter((session) => session.end <= start).map((session) => session.end);
    const since = ends.length ? Math.max(...ends) : undefined;
    const reopens = open.find((session) => session.start >= (since ?? start))?.start;
    return { day, since, reopens };
  });
  // A regular session cut short by the end of the schedule is not an early close.
  const last = Math.max(...sessions.map((session) => session.end));
  const early = earlyCloses(sessions, zone)
    .filter((half) => half.close < last)
    .map((half): EarlyDay => ({
      day: half.day,
      close: half.close,
      usualClose: half.close + (clockMinutes(half.usualText) - clockMinutes(half.closeText)) * 60_000,
      closeText: half.closeText,
      usualText: half.usualText,
    }));
  return { zone, closed, early, trading: days.trading, ...(days.from ? { from: days.from } : {}), ...(days.until ? { until: days.until } : {}) };
}

// ---------------------------------------------------------------------------
// Side by side

export type DayCell =
  | { kind: 'closed'; closed: ClosedDay }
  | { kind: 'early'; early: EarlyDay }
  /** An ordinary trading day. */
  | { kind: 'open' }
  | { kind: 'weekend' }
  /** Outside the days the schedule covers: not known. */
  | { kind: 'unknown' };

export interface DayRow {
  day: string;
  /** One per column, in the columns' order; undefined for a column whose days are not in (loading, failed, not found). */
  cells: (DayCell | undefined)[];
}

/** What `days` says of `day`. */
export function cellOf(days: ExchangeDays, day: string): DayCell {
  const closed = days.closed.find((entry) => entry.day === day);
  if (closed) return { kind: 'closed', closed };
  const early = days.early.find((entry) => entry.day === day);
  if (early) return { kind: 'early', early };
  if (days.trading.has(day)) return { kind: 'open' };
  if (!days.from || !days.until || day < days.from || day > days.until) return { kind: 'unknown' };
  return isWeekendIndex(dayIndexOf(day)) ? { kind: 'weekend' } : { kind: 'unknown' };
}

/**
 * Every day on which some exchange is closed or closes early, in date order, with what each exchange does that day:
 * one row per date, one cell per exchange, so that the same date lines up across exchanges.
 */
export function sideBySide(columns: readonly (ExchangeDays | undefined)[]): DayRow[] {
  const dates = new Set<string>();
  for (const days of columns) for (const entry of [...(days?.closed ?? []), ...(days?.early ?? [])]) dates.add(entry.day);
  return [...dates].sort().map((day) => ({ day, cells: columns.map((days) => (days ? cellOf(days, day) : undefined)) }));
}

// ---------------------------------------------------------------------------
// In words

/** The words for an exchange's time: the time zone list's name (`US Eastern Time`), else its city's (`New York time`). */
export function zoneWords(zone: Pick<ResolvedZone, 'zone' | 'name' | 'source'>): string {
  return zone.source === 'list' && !zone.name.includes('/') ? zone.name : `${zoneLabel(zone.zone)} time`;
}

/** `New York`, `Paris`; a fixed offset as `UTC+09:00`. */
export function zoneLabel(zone: string, at: number = Date.now()): string {
  if (/^[+-]\d\d:\d\d$/.test(zone)) return `UTC${zone}`;
  if (zone.startsWith('Etc/')) return zone === 'Etc/UTC' ? 'UTC' : formatUtcOffset(zoneOffsetMinutes(zone, new Date(at)));
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}

const clocks = new Map<string, { format(date: Date | number): string }>();

/** `13:00` in `zone`. */
export function clockIn(instant: number, zone: string): string {
  let format = clocks.get(zone);
  if (!format) {
    format = dateFormatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
    clocks.set(zone, format);
  }
  return format.format(instant);
}

/** The day (`YYYY-MM-DD`) of an instant in `zone`. */
export function dayIn(instant: number, zone: string): string {
  return new Date(instant + zoneOffsetMinutes(zone, new Date(instant)) * 60_000).toISOString().slice(0, 10);
}

/** `13:00`, or `Sat 28 Nov, 03:00` when the instant falls on another day than `day` in `zone`. */
export function timeOn(instant: number, zone: string, day: string): string {
  return dayIn(instant, zone) === day ? clockIn(instant, zone) : formatDateTime(new Date(instant), zone);
}

/**
 * `from Wed 25 Nov, 20:00 to Fri 27 Nov, 04:00`: when a closed day's exchange does not trade, in `zone`; an end or a
 * start the schedule does not show is said so.
 */
export function closureText(closed: ClosedDay, zone: string): string {
  const since = closed.since !== undefined ? `from ${formatDateTime(new Date(closed.since), zone)}` : 'from before the schedule starts';
  const until = closed.reopens !== undefined ? ` to ${formatDateTime(new Date(closed.reopens), zone)}` : ', not again before the schedule ends';
  return `${since}${until}`;
}
