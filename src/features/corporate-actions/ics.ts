/**
 * Election deadlines as an iCalendar file (RFC 5545) for the user's own
 * calendar: one VEVENT per option deadline, timed when the service gives a
 * time (in UTC), else all-day. Text is escaped, long lines folded at 75
 * octets, lines end in CRLF. Nothing of the connection goes in (no token,
 * no gateway address).
 */
import type { CorporateActionEvent } from '@/api/types';
import { clean, parseServiceDate } from '@/lib/format';
import { eventTypeLabel, instrumentLabel, options } from './model';
import { cashRate, rateText } from './pays';

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
  start: Date;
  timed: boolean;
  summary: string;
  description: string;
}

/** The deadlines of an event, one per option with a dated deadline (same deadline for several options: once). */
export function eventDeadlines(event: CorporateActionEvent): IcsDeadline[] {
  const id = clean(event.EventId) ?? 'event';
  const instrument = instrumentLabel(event);
  const type = eventTypeLabel(event);
  const rate = cashRate(event);
  const seen = new Map<string, IcsDeadline>();
  for (const option of options(event)) {
    const raw = clean(option.Deadline?.Date);
    const start = parseServiceDate(raw);
    if (!raw || !start) continue;
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
      description: `Corporate action event ${id} (${type}) on ${instrument}.${rate ? ` Pays ${rateText(rate)} per unit held.` : ''} Options: ${optionText}`,
    });
  }
  return [...seen.values()];
}

/** A calendar of deadlines. `now` stamps the entries (DTSTAMP). */
export function toIcs(deadlines: readonly IcsDeadline[], now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Refex//Corporate actions//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const deadline of deadlines) {
    lines.push('BEGIN:VEVENT', `UID:${deadline.uid}`, `DTSTAMP:${stamp(now)}`);
    if (deadline.timed) lines.push(`DTSTART:${stamp(deadline.start)}`, `DTEND:${stamp(deadline.start)}`);
    else {
      const next = new Date(deadline.start.getTime() + 86_400_000);
      lines.push(`DTSTART;VALUE=DATE:${dateOnly(deadline.start)}`, `DTEND;VALUE=DATE:${dateOnly(next)}`);
    }
    lines.push(`SUMMARY:${icsText(deadline.summary)}`, `DESCRIPTION:${icsText(deadline.description)}`, 'TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export const ICS_TYPE = 'text/calendar;charset=utf-8';
