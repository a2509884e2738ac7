/**
 * The CSV export of the inbox: one row per event, every column whatever the
 * table shows, dates as `YYYY-MM-DD`, numbers as numbers (in per cent where
 * the header says `%`). Never anything of the connection (no token, no address).
 */
import type { CorporateActionEvent } from '@/api/types';
import { asNumber, clean } from '@/lib/format';
import type { CsvValue } from '@/lib/csv';
import { affectedAccounts, businessDaysLeft, eventElection, needsAction, nextCutOff } from '@/features/corporate-actions/model/action';
import { dayText, firstDeadline, payDate, serviceDay } from '@/features/corporate-actions/model/event';
import { cashRate, impliedWithholding, paymentLabel, percentNumber, rateUnitCode } from '@/features/corporate-actions/model/pays';

export const CSV_HEADER = [
  'Event id',
  'Instrument',
  'Symbol',
  'ISIN',
  'Uic',
  'Asset type',
  'Event type code',
  'Event type',
  'Mandatory/voluntary',
  'Announced',
  'Ex date',
  'Record date',
  'Pay date',
  'First deadline',
  'Business days to cut-off',
  'Next cut-off (UTC)',
  'Rate',
  'Rate currency',
  'Rate basis',
  'Rate unit',
  'How sure',
  'Implied withholding (%, derived)',
  'Event state',
  'Event status',
  'Election status',
  'Eligible holdings',
  'Affected accounts',
  'Event page',
] as const;

function day(value: unknown): string | undefined {
  const number = serviceDay(value);
  return number === undefined ? undefined : dayText(number);
}

/**
 * One event as a CSV row (see CSV_HEADER). The business days to the next cut-off are counted as the list counts them
 * (action.ts: weekends skipped, and the market `holidays` of the event's instrument when known, days as seen in
 * `timeZone`, 0 when it falls today), for an open election only.
 */
export function csvRow(event: CorporateActionEvent, now: Date, timeZone: string, holidays?: ReadonlySet<string>, link?: (eventId: string) => string): CsvValue[] {
  const format = event.DisplayAndFormat;
  const next = nextCutOff(event, now);
  const businessDays = next && needsAction(event, now) ? businessDaysLeft(now, next, timeZone, holidays) : undefined;
  const rate = cashRate(event);
  const withholding = impliedWithholding(rate);
  return [
    clean(event.EventId),
    clean(format?.Description),
    clean(format?.Symbol),
    clean(format?.IsinCode),
    asNumber(event.Uic),
    clean(event.AssetType),
    clean(event.EventType?.Code),
    clean(event.EventType?.Name),
    clean(event.CorporateActionType),
    day(event.AnnouncedDate),
    day(event.Ex?.Date),
    day(event.Record?.Date),
    day(payDate(event)),
    day(firstDeadline(event)),
    businessDays,
    next?.at.toISOString().slice(0, 16).replace('T', ' '),
    rate?.value,
    rate?.currency,
    rate?.basis,
    rate ? rateUnitCode(rate) : undefined,
    rate ? paymentLabel(event, now.toISOString().slice(0, 10)) : undefined,
    percentNumber(withholding),
    clean(event.EventState),
    clean(event.EventStatus),
    // As the list shows it: the service's, else derived from the holdings.
    eventElection(event),
    asNumber(event.EligibleHoldings),
    // As the list and the event page count them: the service's count where sent, else the holdings' accounts.
    affectedAccounts(event),
    link && clean(event.EventId) ? link(clean(event.EventId) as string) : undefined,
  ];
}

/** The export's file name: what was exported and when. */
export function csvFileName(now: Date, status: string | undefined): string {
  return `corporate-actions-${(status ?? 'all').toLowerCase()}-${now.toISOString().slice(0, 10)}.csv`;
}
