/**
 * Election deadlines as an iCalendar file (RFC 5545) for the user's own
 * calendar: one VEVENT per option deadline, timed when the service gives a
 * time (in UTC: half an hour ending at the cut-off), else all-day; each with
 * reminders a day and two hours ahead (VALARM) and a link back to the event
 * page. By default only what can still be instructed. The file is written by
 * @/lib/ics (escaping, folding, CRLF). Nothing of the connection goes in (no
 * token, no gateway address).
 */
import type { CorporateActionEvent } from '@/api/types';
import { clean, parseServiceDate } from '@/lib/format';
import { icsCalendar, type IcsAlarm, type IcsEvent } from '@/lib/ics';
import { eventTypeLabel, instrumentLabel, options } from '@/features/corporate-actions/model/event';
import { cashRate, rateText, rateUnitText } from '@/features/corporate-actions/model/pays';
import { cutOffOf, needsAction } from '@/features/corporate-actions/model/action';

export interface IcsDeadline {
  uid: string;
  /** The cut-off (timed) or its day (all-day). */
  start: Date;
  timed: boolean;
  summary: string;
  description: string;
  /** The event page, when the app's address is known. */
  url?: string;
}

export interface DeadlineOptions {
  /** Only live options (not cancelled or inactive) whose cut-off is after this instant, and none of a withdrawn, cancelled or complete event. */
  liveAt?: Date;
  /** The link back to the event page, for the same whose-events choice the list was made for (url.ts, eventAddress). */
  link?: (eventId: string) => string;
}

const ENDED = new Set(['Withdrawn', 'Cancelled', 'Complete']);
/** An option the offeror or issuer cancelled, or that no longer applies (OptionStatus), is not live. */
const DEAD_OPTIONS = new Set(['Cancelled', 'Inactive']);

/** The deadlines of an event, one per option with a dated deadline (same deadline for several options: once). */
export function eventDeadlines(event: CorporateActionEvent, settings: DeadlineOptions = {}): IcsDeadline[] {
  const id = clean(event.EventId) ?? 'event';
  if (settings.liveAt && ENDED.has(clean(event.EventState) ?? '')) return [];
  const url = settings.link && clean(event.EventId) ? settings.link(id) : undefined;
  const instrument = instrumentLabel(event);
  const type = eventTypeLabel(event);
  const rate = cashRate(event);
  const seen = new Map<string, IcsDeadline>();
  for (const option of options(event)) {
    const raw = clean(option.Deadline?.Date);
    const start = parseServiceDate(raw);
    if (!raw || !start) continue;
    const cut = cutOffOf(raw);
    if (settings.liveAt && (!cut || cut.at.getTime() <= settings.liveAt.getTime() || DEAD_OPTIONS.has(clean(option.OptionStatus) ?? ''))) continue;
    const optionName = clean(option.OptionType?.Name) ?? clean(option.OptionType?.Code);
    const optionText = `${clean(option.OptionId) ?? '?'}${optionName ? ` ${optionName}` : ''}`;
    const existing = seen.get(raw);
    if (existing) {
      existing.description += `, ${optionText}`;
      continue;
    }
    seen.set(raw, {
      uid: `ca-${id}-${raw.replace(/[^0-9A-Za-z]/g, '')}@refex`,
      start,
      timed: raw.includes('T'),
      summary: `Election deadline: ${type}, ${instrument}`,
      ...(url ? { url } : {}),
      description: `Corporate action event ${id} (${type}) on ${instrument}.${rate ? ` Pays ${rateText(rate)} ${rateUnitText(rate)}.` : ''} Options: ${optionText}`,
    });
  }
  return [...seen.values()];
}

/** The deadlines of the open elections among `events` at `now` (see needsAction), each only with its live options. */
export function openDeadlines(events: readonly CorporateActionEvent[], now: Date, link?: (eventId: string) => string): IcsDeadline[] {
  return events.filter((event) => needsAction(event, now)).flatMap((event) => eventDeadlines(event, { liveAt: now, ...(link ? { link } : {}) }));
}

const TIMED_LENGTH_MS = 30 * 60_000;

/** A calendar of deadlines. `now` stamps the entries (DTSTAMP). */
export function toIcs(deadlines: readonly IcsDeadline[], now: Date): string {
  const events = deadlines.map((deadline): IcsEvent => {
    const text = `Election cut-off: ${deadline.summary.replace(/^Election deadline: /, '')}`;
    // A day and two hours before the cut-off; an all-day deadline: 09:00 (floating) the day before, and at 09:00 on the day.
    const alarms: IcsAlarm[] = deadline.timed
      ? [
          { offset: '-P1D', fromEnd: true, text },
          { offset: '-PT2H', fromEnd: true, text },
        ]
      : [
          { offset: '-PT15H', text },
          { offset: 'PT9H', text },
        ];
    return {
      uid: deadline.uid,
      when: deadline.timed ? { start: new Date(deadline.start.getTime() - TIMED_LENGTH_MS), end: deadline.start } : { day: deadline.start.toISOString().slice(0, 10) },
      summary: deadline.summary,
      description: deadline.url ? `${deadline.description}\n${deadline.url}` : deadline.description,
      ...(deadline.url ? { url: deadline.url } : {}),
      alarms,
    };
  });
  return icsCalendar('Corporate actions', events, now);
}
