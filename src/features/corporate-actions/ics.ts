/**
 * Election deadlines as an iCalendar file (RFC 5545) for the user's own
 * calendar: one VEVENT per option deadline, timed when the service gives a
 * time (in UTC: half an hour ending at the cut-off), else all-day; each with
 * reminders a day and two hours ahead (VALARM) and a link back to the event
 * page. By default only what can still be instructed. Text is escaped, long lines folded at 75
 * octets, lines end in CRLF. Nothing of the connection goes in (no token,
 * no gateway address).
 */
import type { CorporateActionEvent } from '@/api/types';
import { clean, parseServiceDate } from '@/lib/format';
import { eventTypeLabel, instrumentLabel, options } from './model';
import { cashRate, rateText, rateUnitText } from './pays';
import { cutOffOf, needsAction } from './action';

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

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

function alarm(trigger: string, text: string): string[] {
  return ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${icsText(text)}`, trigger, 'END:VALARM'];
}

/** A calendar of deadlines. `now` stamps the entries (DTSTAMP). */
export function toIcs(deadlines: readonly IcsDeadline[], now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Refex//Corporate actions//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const deadline of deadlines) {
    lines.push('BEGIN:VEVENT', `UID:${deadline.uid}`, `DTSTAMP:${stamp(now)}`);
    if (deadline.timed) lines.push(`DTSTART:${stamp(new Date(deadline.start.getTime() - TIMED_LENGTH_MS))}`, `DTEND:${stamp(deadline.start)}`);
    else {
      const next = new Date(deadline.start.getTime() + 86_400_000);
      lines.push(`DTSTART;VALUE=DATE:${dateOnly(deadline.start)}`, `DTEND;VALUE=DATE:${dateOnly(next)}`);
    }
    lines.push(`SUMMARY:${icsText(deadline.summary)}`, `DESCRIPTION:${icsText(deadline.url ? `${deadline.description}\n${deadline.url}` : deadline.description)}`);
    if (deadline.url) lines.push(`URL:${deadline.url}`);
    lines.push('TRANSP:TRANSPARENT');
    const reminder = `Election cut-off: ${deadline.summary.replace(/^Election deadline: /, '')}`;
    // A day and two hours before the cut-off; an all-day deadline: 09:00 (floating) the day before, and at 09:00 on the day.
    if (deadline.timed) lines.push(...alarm('TRIGGER;RELATED=END:-P1D', reminder), ...alarm('TRIGGER;RELATED=END:-PT2H', reminder));
    else lines.push(...alarm('TRIGGER:-PT15H', reminder), ...alarm('TRIGGER:PT9H', reminder));
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export const ICS_TYPE = 'text/calendar;charset=utf-8';
