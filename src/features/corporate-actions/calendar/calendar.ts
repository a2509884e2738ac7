/**
 * The calendar view's month grid: weeks from Monday, each day with the ex,
 * record, pay and deadline dates of the listed events that fall on it.
 */
import type { CorporateActionEvent } from '@/api/types';
import { monthWeeks, type GridDay } from '@/lib/month-grid';
import { calendarDates } from '@/features/corporate-actions/model/event';

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

export type CalendarDay = GridDay<CalendarEntry>;

const ORDER: Record<CalendarKind, number> = { deadline: 0, ex: 1, record: 2, pay: 3 };

/** The weeks (Monday to Sunday) covering a month, with the events' dates on each day, deadlines first. */
export function monthGrid(month: string, events: readonly CorporateActionEvent[]): CalendarDay[][] {
  const dated = events.flatMap((event) => calendarDates(event).map(({ kind, day }) => ({ day, entry: { kind, event } })));
  const weeks = monthWeeks(month, dated);
  for (const week of weeks) for (const day of week) day.entries.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  return weeks;
}

/** How many entries of each kind a day has. */
export function kindCounts(entries: readonly CalendarEntry[]): Record<CalendarKind, number> {
  const counts: Record<CalendarKind, number> = { ex: 0, record: 0, pay: 0, deadline: 0 };
  for (const entry of entries) counts[entry.kind] += 1;
  return counts;
}
