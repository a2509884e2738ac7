/**
 * The calendar view's month grid: weeks from Monday, each day with the ex,
 * record, pay and deadline dates of the listed events that fall on it.
 */
import type { CorporateActionEvent } from '@/api/types';
import { calendarDates, dayNumber, dayText } from './model';

export type CalendarKind = 'ex' | 'record' | 'pay' | 'deadline';

export const CALENDAR_KINDS: readonly { kind: CalendarKind; label: string; color: string }[] = [
  { kind: 'ex', label: 'Ex date', color: 'blue' },
  { kind: 'record', label: 'Record date', color: 'teal' },
  { kind: 'pay', label: 'Pay date', color: 'green' },
  { kind: 'deadline', label: 'Election deadline', color: 'red' },
];

export interface CalendarEntry {
  kind: CalendarKind;
  event: CorporateActionEvent;
}

export interface CalendarDay {
  day: number;
  /** `YYYY-MM-DD` */
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
  entries: CalendarEntry[];
}

/** `YYYY-MM` of a date (UTC). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month before or after `month` (`YYYY-MM`). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, index - 1 + by, 1)));
}

/** The weeks (Monday to Sunday) covering a month, with the events' dates on each day. */
export function monthGrid(month: string, events: readonly CorporateActionEvent[]): CalendarDay[][] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = dayNumber(new Date(Date.UTC(year, index - 1, 1)));
  const last = dayNumber(new Date(Date.UTC(year, index, 1))) - 1;
  // 1970-01-01 was a Thursday: Monday-based weekday of a day number.
  const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;
  const start = first - weekday(first);
  const end = last + (6 - weekday(last));
  const byDay = new Map<number, CalendarEntry[]>();
  for (const event of events) {
    for (const { kind, day } of calendarDates(event)) {
      if (day < start || day > end) continue;
      const list = byDay.get(day) ?? [];
      list.push({ kind, event });
      byDay.set(day, list);
    }
  }
  const order: Record<CalendarKind, number> = { deadline: 0, ex: 1, record: 2, pay: 3 };
  const weeks: CalendarDay[][] = [];
  for (let day = start; day <= end; day += 7) {
    const week: CalendarDay[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      const current = day + offset;
      const date = dayText(current);
      week.push({
        day: current,
        date,
        dayOfMonth: Number(date.slice(8)),
        inMonth: current >= first && current <= last,
        entries: (byDay.get(current) ?? []).sort((a, b) => order[a.kind] - order[b.kind]),
      });
    }
    weeks.push(week);
  }
  return weeks;
}

/** How many entries of each kind a day has. */
export function kindCounts(entries: readonly CalendarEntry[]): Record<CalendarKind, number> {
  const counts: Record<CalendarKind, number> = { ex: 0, record: 0, pay: 0, deadline: 0 };
  for (const entry of entries) counts[entry.kind] += 1;
  return counts;
}
