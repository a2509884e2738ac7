/**
 * Sessions laid out as calendar days of a time zone, for the timeline: each
 * day runs from local midnight to the next local midnight (23 or 25 hours on
 * daylight-saving days), a session crossing midnight is split in two, and
 * positions are wall-clock minutes so 09:30 sits at the same place on every row.
 */
import { formatDuration, sessionState, type Session } from '@/model/sessions';
import { zoneOffsetMinutes } from '@/model/timezones';
import { dateFormatter } from '@/lib/format';

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day of an instant in a zone. */
export function calendarDayOf(instant: number, zone: string): CalendarDay {
  const local = new Date(instant + zoneOffsetMinutes(zone, new Date(instant)) * MINUTE);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

export function dayKey(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

function nextDay(day: CalendarDay): CalendarDay {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * The first instant of a calendar day in a zone (local midnight; where a
 * zone skips midnight, the first instant that exists on that day).
 */
export function startOfDay(day: CalendarDay, zone: string): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day);
  let instant = wall - zoneOffsetMinutes(zone, new Date(wall)) * MINUTE;
  // The offset at the guess may differ from the offset at midnight (a change near midnight): refine once.
  instant = wall - zoneOffsetMinutes(zone, new Date(instant)) * MINUTE;
  const key = dayKey(day);
  if (dayKey(calendarDayOf(instant, zone)) !== key) {
    // Midnight does not exist that day (clocks jump at 00:00): step forward to the day's first minute.
    const probe = dayKey(calendarDayOf(instant, zone)) < key ? 1 : -1;
    for (let i = 0; i < 180 && dayKey(calendarDayOf(instant, zone)) !== key; i++) instant += probe * MINUTE;
  } else {
    // Earlier instants that are still this day (an offset change after midnight): go back to the first.
    while (dayKey(calendarDayOf(instant - MINUTE, zone)) === key && instant > wall - 15 * 60 * MINUTE) instant -= MINUTE;
  }
  return instant;
}

/** Wall-clock minutes of an instant, counted from midnight of `day` (1440 at the next midnight). */
export function wallMinutes(instant: number, zone: string, day: CalendarDay): number {
  const local = instant + zoneOffsetMinutes(zone, new Date(instant)) * MINUTE;
  return (local - Date.UTC(day.year, day.month - 1, day.day)) / MINUTE;
}

export interface DaySegment {
  session: Session;
  /** The part of the session inside the day. */
  start: number;
  end: number;
  /** Wall-clock position within the day, 0 to 1440. */
  startMinute: number;
  endMinute: number;
  /** The session began on an earlier day / goes on after this day. */
  fromPreviousDay: boolean;
  toNextDay: boolean;
}

export interface DayRow {
  key: string;
  day: CalendarDay;
  start: number;
  end: number;
  /** Real length of the day in minutes (1380 or 1500 on daylight-saving days). */
  minutes: number;
  segments: DaySegment[];
}

/** Whether some time of the rows is covered by no session (the timeline shows it empty). */
export function hasUncoveredTime(days: readonly DayRow[]): boolean {
  return days.some((day) => {
    let covered = day.start;
    for (const segment of [...day.segments].sort((a, b) => a.start - b.start)) {
      if (segment.start > covered + 60_000) return true;
      covered = Math.max(covered, segment.end);
    }
    return covered < day.end - 60_000;
  });
}

/**
 * One row per calendar day of `zone` from the first session's start to the
 * last session's end (at most `maxDays`), with the sessions cut at midnight.
 */
export function splitByDay(sessions: readonly Session[], zone: string, maxDays = 31): { days: DayRow[]; truncated: boolean } {
  if (sessions.length === 0) return { days: [], truncated: false };
  const first = Math.min(...sessions.map((session) => session.start));
  const last = Math.max(...sessions.map((session) => session.end));
  const days: DayRow[] = [];
  let day = calendarDayOf(first, zone);
  let start = startOfDay(day, zone);
  while (start < last) {
    if (days.length >= maxDays) return { days, truncated: true };
    const following = nextDay(day);
    const end = startOfDay(following, zone);
    const segments: DaySegment[] = [];
    for (const session of sessions) {
      if (session.end <= start || session.start >= end) continue;
      const segmentStart = Math.max(session.start, start);
      const segmentEnd = Math.min(session.end, end);
      const startMinute = clampMinute(segmentStart === start ? 0 : wallMinutes(segmentStart, zone, day));
      const endMinute = clampMinute(segmentEnd === end ? DAY_MINUTES : wallMinutes(segmentEnd, zone, day));
      segments.push({
        session,
        start: segmentStart,
        end: segmentEnd,
        startMinute,
        endMinute: Math.max(startMinute, endMinute),
        fromPreviousDay: session.start < start,
        toNextDay: session.end > end,
      });
    }
    days.push({ key: dayKey(day), day, start, end, minutes: Math.round((end - start) / MINUTE), segments });
    day = following;
    start = end;
  }
  return { days, truncated: false };
}

function clampMinute(minute: number): number {
  return Math.min(DAY_MINUTES, Math.max(0, minute));
}

// Formatting in a zone ------------------------------------------------------

const formats = new Map<string, { format(date: Date | number): string }>();

function format(kind: 'time' | 'day' | 'dayTime' | 'weekday', zone: string): { format(date: Date | number): string } {
  const key = `${kind}|${zone}`;
  let result = formats.get(key);
  if (!result) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : kind === 'day'
          ? { weekday: 'short', day: 'numeric', month: 'short' }
          : kind === 'weekday'
            ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
            : { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    result = dateFormatter({ ...options, timeZone: zone });
    formats.set(key, result);
  }
  return result;
}

/** `09:30` in a zone. */
export function formatClock(instant: number, zone: string): string {
  return format('time', zone).format(instant);
}

/** `Mon 23 Nov` of an instant in a zone. */
export function formatDayOf(instant: number, zone: string): string {
  return format('day', zone).format(instant).replace(',', '');
}

/** `Mon 23 Nov 09:30` in a zone. */
export function formatDayTime(instant: number, zone: string): string {
  return format('dayTime', zone).format(instant).replace(',', '');
}

/** `Mon 23 Nov` of a calendar day. */
export function formatCalendarDay(day: CalendarDay): string {
  return format('day', 'UTC')
    .format(Date.UTC(day.year, day.month - 1, day.day, 12))
    .replace(',', '');
}

/** `Monday 23 November 2026` of a calendar day. */
export function formatCalendarDayLong(day: CalendarDay): string {
  return format('weekday', 'UTC')
    .format(Date.UTC(day.year, day.month - 1, day.day, 12))
    .replace(',', '');
}

/** The offsets (in minutes) a zone has over a span, in order of appearance. */
export function offsetsOver(zone: string, instants: readonly number[]): number[] {
  const seen: number[] = [];
  for (const instant of instants) {
    const offset = zoneOffsetMinutes(zone, new Date(instant));
    if (!seen.includes(offset)) seen.push(offset);
  }
  return seen;
}

/** Accessible name of a bar: the whole session, and where this part of it sits. */
export function barLabel(segment: DaySegment, zone: string): string {
  const { session } = segment;
  const state = sessionState(session.state);
  const whole = `${state.label}: ${formatDayTime(session.start, zone)} to ${formatDayTime(session.end, zone)} (${formatDuration(session.end - session.start)})`;
  if (!segment.fromPreviousDay && !segment.toNextDay) return whole;
  // A part of a session that spans days: say which part, so each bar has its own name.
  const day = formatDayOf(segment.start, zone);
  if (segment.fromPreviousDay && segment.toNextDay) return `${whole}, on ${day} all day`;
  if (segment.fromPreviousDay) return `${whole}, on ${day} until ${formatClock(segment.end, zone)}`;
  return `${whole}, on ${day} from ${formatClock(segment.start, zone)}`;
}
