/**
 * The calendar as files: CSV (through @/lib/csv, which defuses text a spreadsheet would run as a formula) and
 * iCalendar (through @/lib/ics). A closed day is an all-day event on the exchange's own date, with a reminder the day
 * before at 09:00; an early close a timed event from the early close to the usual one, with a reminder an hour before.
 * UIDs are stable (exchange, day, kind), so importing the file again updates the events. Only days the schedules
 * showed go in; nothing of the connection does.
 */
import { toCsv, type CsvValue } from '@/lib/csv';
import { icsCalendar, type IcsEvent } from '@/lib/ics';
import { formatDate } from '@/lib/format';
import { closureText, timeOn, type ExchangeDays } from './days';

/** An exchange whose days are in. */
export interface ShownExchange {
  id: string;
  name: string;
  days: ExchangeDays;
  /** The exchange's time in words (`US Eastern Time`). */
  time: string;
  /** The instrument whose schedule was read, in words (`BRK.B:xnys, Stock, Uic 123`). */
  source: string;
}

export const CSV_HEADER = [
  'Date',
  'Exchange id',
  'Exchange',
  'Event',
  'Close (exchange time)',
  'Usual close (exchange time)',
  'Exchange time zone',
  'Close (your time)',
  'Your time zone',
  'No trading from (UTC)',
  'No trading until (UTC)',
  'Schedule known to',
  'Read from',
] as const;

const iso = (instant: number | undefined) => (instant === undefined ? undefined : new Date(instant).toISOString().replace('.000Z', 'Z'));

/** One row per closed day and early close, by date, then in the order of the exchanges. */
export function csvRows(exchanges: readonly ShownExchange[], userZone: string): CsvValue[][] {
  const rows: { day: string; order: number; row: CsvValue[] }[] = [];
  exchanges.forEach((exchange, order) => {
    const { days } = exchange;
    const base = [exchange.id, exchange.name] as const;
    for (const closed of days.closed) {
      rows.push({
        day: closed.day,
        order,
        row: [closed.day, ...base, 'Closed', undefined, undefined, days.zone, undefined, userZone, iso(closed.since), iso(closed.reopens), days.until, exchange.source],
      });
    }
    for (const early of days.early) {
      rows.push({
        day: early.day,
        order,
        row: [
          early.day,
          ...base,
          'Early close',
          early.closeText,
          early.usualText,
          days.zone,
          timeOn(early.close, userZone, early.day),
          userZone,
          iso(early.close),
          iso(early.usualClose),
          days.until,
          exchange.source,
        ],
      });
    }
  });
  return rows.sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order).map((entry) => entry.row);
}

export function toHolidayCsv(exchanges: readonly ShownExchange[], userZone: string): string {
  return toCsv(CSV_HEADER, csvRows(exchanges, userZone));
}

/** A calendar of the closed days and early closes, stamped with `now`; `origin` links each back to this page. */
export function toHolidayIcs(exchanges: readonly ShownExchange[], now: Date, origin?: string): string {
  const events: { day: string; event: IcsEvent }[] = [];
  for (const exchange of exchanges) {
    const { days } = exchange;
    const place = exchange.time;
    const url = origin ? `${origin}/calendar/holidays?exchanges=${encodeURIComponent(exchange.id)}` : undefined;
    const known = `Read from the trading schedule of ${exchange.source}, which reaches ${days.until ? formatDate(days.until) : 'no whole day'}.`;
    for (const closed of days.closed) {
      events.push({
        day: closed.day,
        event: {
          uid: `refex-holiday-${exchange.id}-${closed.day}-closed@refex`,
          when: { day: closed.day },
          summary: `${exchange.id} closed: ${exchange.name}`,
          description: [`${exchange.name} does not trade on ${formatDate(closed.day)} (${place}): no trading ${closureText(closed, days.zone)}.`, known, url]
            .filter(Boolean)
            .join('\n'),
          ...(url ? { url } : {}),
          alarms: [{ offset: '-PT15H', text: `${exchange.id} is closed tomorrow` }],
        },
      });
    }
    for (const early of days.early) {
      events.push({
        day: early.day,
        event: {
          uid: `refex-holiday-${exchange.id}-${early.day}-early@refex`,
          when: { start: new Date(early.close), end: new Date(early.usualClose) },
          summary: `${exchange.id} closes early at ${early.closeText} ${place}`,
          description: [`${exchange.name}: regular trading ends at ${early.closeText} instead of ${early.usualText} (${place}) on ${formatDate(early.day)}.`, known, url]
            .filter(Boolean)
            .join('\n'),
          ...(url ? { url } : {}),
          alarms: [{ offset: '-PT1H', text: `${exchange.id} closes early in an hour (${early.closeText} ${place})` }],
        },
      });
    }
  }
  events.sort((a, b) => a.day.localeCompare(b.day));
  return icsCalendar(
    'Holiday calendar',
    events.map((entry) => entry.event),
    now,
  );
}
