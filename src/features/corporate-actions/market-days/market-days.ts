/**
 * Market holidays for a whole list (the inbox's badges, Action needed, the CSV), without a request per event:
 *
 * 1. only the open elections whose next cut-off falls within a trading schedule's reach (about a week) need
 *    holidays at all: their instruments are asked for in ONE details-list request (4.3, Uics and AssetTypes) with
 *    the TradingSessions field group, which carries each instrument's exchange and its sessions (the same shape as
 *    the trading schedule, 4.6);
 * 2. an instrument whose details come without sessions borrows them from its exchange: one trading-schedule request
 *    per such exchange, for any one of its instruments;
 * 3. each event then counts its business days without the holidays of its own instrument's sessions, known up to
 *    the last day they cover. Anything missing (a failed request, an instrument not in the answer) leaves weekends
 *    as the only days skipped.
 *
 * Pure: the requests are the caller's (market-holidays.ts).
 */
import type { CorporateActionEvent, InstrumentDetails, TradingSchedule } from '@/api/types';
import type { DetailsListParams } from '@/api/queries/params';
import { clean } from '@/lib/format';
import { scheduleHolidays, scheduleReach } from '@/model/schedule-holidays';
import { onePerExchange } from '@/model/exchange-instruments';
import { exchangeZone } from '@/model/schedule-zone';
import { needsAction, nextCutOff } from '@/features/corporate-actions/model/action';

const DAY_MS = 86_400_000;

/** Days ahead within which a cut-off can have a known market holiday before it (a schedule reaches about a week). */
export const HOLIDAY_REACH_DAYS = 8;

/** The most rows one details-list request may ask for. */
const MAX_TOP = 1000;

export interface InstrumentKey {
  uic: number;
  assetType: string;
}

export const instrumentKey = (ref: InstrumentKey) => `${ref.assetType}:${ref.uic}`;

/** An event's instrument, when it names a usable one. */
export function eventInstrument(event: CorporateActionEvent): InstrumentKey | undefined {
  const uic = typeof event.Uic === 'number' && Number.isInteger(event.Uic) && event.Uic > 0 ? event.Uic : undefined;
  const assetType = clean(event.AssetType);
  return uic !== undefined && assetType ? { uic, assetType } : undefined;
}

/** The instrument whose trading schedule an event's page reads for its holidays: an open election's, when usable. */
export function eventHolidayInstrument(event: CorporateActionEvent, now: Date): InstrumentKey | undefined {
  const ref = eventInstrument(event);
  return ref !== undefined && needsAction(event, now) ? ref : undefined;
}

/** The market days of one instrument: the holidays its sessions show, and the last day they cover. */
export interface MarketDays {
  holidays: ReadonlySet<string>;
  knownUntil?: string;
}

/** Market days by instrument (instrumentKey). */
export type HolidayBook = ReadonlyMap<string, MarketDays>;

export const NO_HOLIDAYS: HolidayBook = new Map();

/**
 * The instruments whose holidays matter: those of open elections whose next cut-off lies within reach of a
 * schedule. Distinct, ordered by asset type and Uic (so one set of instruments makes one request).
 */
export function holidayInstruments(events: readonly CorporateActionEvent[], now: Date): InstrumentKey[] {
  const horizon = now.getTime() + HOLIDAY_REACH_DAYS * DAY_MS;
  const found = new Map<string, InstrumentKey>();
  for (const event of events) {
    const ref = eventInstrument(event);
    if (!ref || found.has(instrumentKey(ref))) continue;
    const next = nextCutOff(event, now);
    if (!next || next.at.getTime() > horizon || !needsAction(event, now)) continue;
    found.set(instrumentKey(ref), ref);
  }
  return [...found.values()].sort((a, b) => a.assetType.localeCompare(b.assetType) || a.uic - b.uic);
}

/** The one details-list request for those instruments (undefined when there are none): exchange and sessions of each. */
export function holidayDetailsParams(refs: readonly InstrumentKey[]): DetailsListParams | undefined {
  if (refs.length === 0) return undefined;
  const uics = [...new Set(refs.map((ref) => ref.uic))].sort((a, b) => a - b);
  const assetTypes = [...new Set(refs.map((ref) => ref.assetType))].sort();
  return { Uics: uics, AssetTypes: assetTypes, FieldGroups: ['TradingSessions'], $top: Math.min(MAX_TOP, uics.length * assetTypes.length) };
}

/** The details rows by instrument. */
function detailsByKey(details: readonly InstrumentDetails[] | undefined): Map<string, InstrumentDetails> {
  const map = new Map<string, InstrumentDetails>();
  for (const row of details ?? []) {
    if (!row || typeof row !== 'object') continue;
    const uic = typeof row.Uic === 'number' && Number.isInteger(row.Uic) ? row.Uic : undefined;
    const assetType = clean(row.AssetType);
    if (uic !== undefined && assetType) map.set(instrumentKey({ uic, assetType }), row);
  }
  return map;
}

/** The details' own schedule (the TradingSessions field group), when it has sessions. */
const scheduleOf = (row: InstrumentDetails | undefined): TradingSchedule | undefined => {
  const sessions = row?.TradingSessions?.Sessions;
  return Array.isArray(sessions) && sessions.length > 0 ? row?.TradingSessions : undefined;
};

const exchangeOf = (row: InstrumentDetails | undefined): string | undefined => clean(row?.Exchange?.ExchangeId);

/**
 * The trading schedules still to ask for: one per exchange of the instruments whose details came without sessions,
 * for the first such instrument of it (by asset type and Uic). Instruments without details or exchange get none.
 */
export function scheduleAsks(refs: readonly InstrumentKey[], details: readonly InstrumentDetails[] | undefined): { exchangeId: string; ref: InstrumentKey }[] {
  const rows = detailsByKey(details);
  const withoutSessions = refs.map((ref) => rows.get(instrumentKey(ref))).filter((row) => !scheduleOf(row));
  return onePerExchange(withoutSessions).map(({ exchangeId, uic, assetType }) => ({ exchangeId, ref: { uic, assetType } }));
}

/**
 * The market days a schedule shows, in the exchange's own days (its zone, else its offset): read in UTC days, an
 * evening session running past midnight UTC would hide the next day's holiday (New Year's Day after a US session).
 */
export function marketDays(schedule: TradingSchedule): MarketDays | undefined {
  const zone = exchangeZone(schedule, undefined).zone;
  const knownUntil = scheduleReach(schedule.Sessions, zone);
  if (!knownUntil) return undefined;
  return { holidays: scheduleHolidays(schedule.Sessions, zone), knownUntil };
}

/**
 * Each instrument's market days: from its own sessions in the details, else from its exchange's schedule
 * (`schedules` by ExchangeId; a missing or failed one is left out). Instruments with neither are not in the book.
 */
export function holidayBook(
  refs: readonly InstrumentKey[],
  details: readonly InstrumentDetails[] | undefined,
  schedules: ReadonlyMap<string, TradingSchedule | undefined> = new Map(),
): HolidayBook {
  const rows = detailsByKey(details);
  const book = new Map<string, MarketDays>();
  for (const ref of refs) {
    const row = rows.get(instrumentKey(ref));
    const exchangeId = exchangeOf(row);
    const schedule = scheduleOf(row) ?? (exchangeId ? schedules.get(exchangeId) : undefined);
    const days = schedule ? marketDays(schedule) : undefined;
    if (days) book.set(instrumentKey(ref), days);
  }
  return book;
}

/** An event's holidays from the book (undefined: weekends only). */
export function eventHolidays(book: HolidayBook, event: CorporateActionEvent): ReadonlySet<string> | undefined {
  const ref = eventInstrument(event);
  return ref ? book.get(instrumentKey(ref))?.holidays : undefined;
}

/** The earliest last day the book's schedules cover: holidays are known to then for every instrument in it. */
export function bookReach(book: HolidayBook): string | undefined {
  let reach: string | undefined;
  for (const days of book.values()) if (days.knownUntil && (!reach || days.knownUntil < reach)) reach = days.knownUntil;
  return reach;
}

/** What the business-day counts skip, in one line (for beside the list and in headers' tooltips). */
export function businessDaysNote(book: HolidayBook): string {
  const reach = bookReach(book);
  return reach
    ? `Business days skip weekends and the market holidays of each instrument’s trading schedule, known to ${reach} (about a week ahead); after that, weekends only.`
    : 'Business days skip weekends; market holidays are counted only where a trading schedule shows them (about a week ahead).';
}
