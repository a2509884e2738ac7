/**
 * The calendar's dates as files: CSV (through @/lib/csv, which defuses text a
 * spreadsheet would run as a formula) and iCalendar (through @/lib/ics): one
 * all-day VEVENT per date of a contract or series, on the day the service
 * sent, with reminders a week ahead and the day before (09:00, the
 * calendar's own time) and a link back to the futures space or option chain
 * when the app's address is known. Nothing of the connection goes in.
 */
import { toCsv, type CsvValue } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';
import { icsCalendar, type IcsEvent } from '@/lib/ics';
import { dueOf, eventText, kindText, rolesText, type ExpiryEntry, type MarketDays } from './calendar';

export const CSV_HEADER = [
  'Date',
  'Event',
  'Futures space or option root',
  'Kind',
  'Id',
  'Contract or series',
  'Contract month or expiry kind',
  'Last trade (UTC)',
  'Business days to go',
  'Holidays known until',
] as const;

/** The app's page of an entry's item, as a path. */
export function itemPath(entry: Pick<ExpiryEntry, 'item' | 'option'>): string {
  return entry.item.list === 'futures' ? `/futures/${entry.item.id}` : `/options/${entry.item.id}?expiry=${entry.option?.expiry ?? ''}`;
}

/** The last trade as sent, in words (UTC), or undefined. */
export function lastTradeText(entry: ExpiryEntry): string | undefined {
  const text = entry.option?.lastTradeDate;
  if (!text) return undefined;
  const shown = formatDateTime(text, 'UTC', '');
  return shown ? `${shown} UTC` : undefined;
}

export function csvRows(entries: readonly ExpiryEntry[], today: string, market: (entry: ExpiryEntry) => MarketDays): CsvValue[][] {
  return entries.map((entry) => {
    const days = market(entry);
    const due = dueOf(entry, today, days);
    return [
      entry.date,
      eventText(entry.roles),
      entry.itemName,
      entry.item.list === 'futures' ? 'Futures space' : 'Option root',
      entry.item.id,
      entry.contract?.uic !== undefined ? `${entry.label} (Uic ${entry.contract.uic})` : entry.label,
      kindText(entry),
      entry.option?.lastTradeDate,
      due.state === 'upcoming' ? due.businessDays : due.state === 'today' ? 0 : undefined,
      days.knownUntil,
    ];
  });
}

export function toExpiryCsv(entries: readonly ExpiryEntry[], today: string, market: (entry: ExpiryEntry) => MarketDays): string {
  return toCsv(CSV_HEADER, csvRows(entries, today, market));
}

/** "ESZ6 expiry", "SPXW monthly expiry", "CLF7 notice date". */
export function entryTitle(entry: ExpiryEntry): string {
  const kind = entry.option ? `${kindText(entry)?.toLowerCase() ?? ''} ` : '';
  const roles = rolesText(entry.roles).toLowerCase().replace('notice', 'notice date');
  return `${entry.label} ${kind}${roles}`.replace(/\s+/g, ' ');
}

/** A calendar of `entries`, stamped with `now`; `origin` (e.g. `https://refex.example`) links each back to the app. */
export function toExpiryIcs(entries: readonly ExpiryEntry[], now: Date, origin?: string): string {
  const events = entries.map((entry): IcsEvent => {
    const title = entryTitle(entry);
    const url = origin ? `${origin}${itemPath(entry)}` : undefined;
    const facts = [
      `${rolesText(entry.roles)} of ${entry.label}${entry.contract?.month ? ` (contract month ${entry.contract.month})` : ''}, ${entry.itemName}.`,
      entry.option ? `${kindText(entry)} expiry ${entry.option.expiry}${lastTradeText(entry) ? `, last trade ${lastTradeText(entry)}` : ''}.` : undefined,
      entry.contract?.uic !== undefined ? `Uic ${entry.contract.uic}.` : undefined,
      'Dates as the broker’s reference data gave them.',
      url,
    ].filter(Boolean);
    return {
      uid: `refex-expiry-${entry.key}@refex`,
      when: { day: entry.date },
      summary: `${title}: ${entry.itemName}`,
      description: facts.join('\n'),
      ...(url ? { url } : {}),
      alarms: [
        { offset: '-P6DT15H', text: `${title} in a week: ${entry.itemName}` },
        { offset: '-PT15H', text: `${title} tomorrow: ${entry.itemName}` },
      ],
    };
  });
  return icsCalendar('Expiry calendar', events, now);
}
