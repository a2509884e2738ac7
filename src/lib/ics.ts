/**
 * iCalendar files (RFC 5545) for the user's own calendar: a VCALENDAR of
 * VEVENTs, all-day (a date, DTSTART;VALUE=DATE) or timed (UTC instants),
 * each with its reminders (VALARM, ACTION:DISPLAY). TEXT values are escaped,
 * content lines are folded at 75 octets and end in CRLF, every event has its
 * UID and DTSTAMP. What goes in is the caller's: nothing of the connection.
 */

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

/** An instant as a UTC DATE-TIME (`20261130T140000Z`). */
export function icsInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` as a DATE (`20261130`), and the day after it (an all-day event's DTEND). */
function dayAndNext(day: string): [string, string] {
  const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) + DAY_MS);
  return [day.replace(/-/g, ''), next.toISOString().slice(0, 10).replace(/-/g, '')];
}

export interface IcsAlarm {
  /** A DURATION (`-PT15H`, `-P6DT15H`, `PT9H`): before (negative) or after the start, or the end with `fromEnd`. */
  offset: string;
  fromEnd?: boolean;
  /** What the reminder says. */
  text: string;
}

export type IcsWhen =
  /** A whole calendar day, `YYYY-MM-DD`, as the service sent it: no time zone moves it. */
  | { day: string }
  /** From `start` to `end`, in UTC. */
  | { start: Date; end: Date };

export interface IcsEvent {
  /** Stable across exports, so that a calendar importing the file again updates the event instead of adding a second. */
  uid: string;
  when: IcsWhen;
  summary: string;
  description: string;
  url?: string;
  alarms: readonly IcsAlarm[];
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar of `events`, stamped (DTSTAMP) with `now`. `product` names the
 * part of Refex that made it (PRODID). Events shown as free time (TRANSP).
 */
export function icsCalendar(product: string, events: readonly IcsEvent[], now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//Refex//${product}//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${icsInstant(now)}`);
    if ('day' in event.when) {
      if (!DAY_TEXT.test(event.when.day)) throw new Error(`Not a calendar day: ${event.when.day}`);
      const [day, next] = dayAndNext(event.when.day);
      lines.push(`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${next}`);
    } else lines.push(`DTSTART:${icsInstant(event.when.start)}`, `DTEND:${icsInstant(event.when.end)}`);
    lines.push(`SUMMARY:${icsText(event.summary)}`, `DESCRIPTION:${icsText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('TRANSP:TRANSPARENT');
    for (const alarm of event.alarms) {
      lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${icsText(alarm.text)}`, `TRIGGER${alarm.fromEnd ? ';RELATED=END' : ''}:${alarm.offset}`, 'END:VALARM');
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export const ICS_TYPE = 'text/calendar;charset=utf-8';
