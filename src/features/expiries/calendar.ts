/**
 * The dates of the expiry calendar, read from the service's answers:
 *
 * - a futures space (4.5) gives each contract's expiry (`ExpiryDate`); the
 *   contracts' details (4.3) add their notice date (`NoticeDate`, a field of
 *   futures). The service has no last trading date for futures: none is made up.
 * - an option root's space (4.2) gives each expiry (`Expiry`) and its last
 *   trade (`LastTradeDate`, an instant in UTC): when that instant falls on an
 *   earlier UTC day than the expiry (a series settled on the next morning's
 *   prices), that day is a date of its own.
 *
 * Dates are kept as the service sent them (`YYYY-MM-DD`), one entry per
 * contract or series and day, and counted in business days from today:
 * weekends, and the holidays the item's trading schedule shows (4.6; about a
 * week ahead, so beyond that only weekends).
 */
import type { ContractOptionSpace, FuturesSpace, InstrumentDetails } from '@/api/types';
import { businessDaysBetween } from '@/lib/business-days';
import { asNumber, clean } from '@/lib/format';
import { EXPIRY_KIND_LABEL, type ExpiryKind } from '@/model/expiry-kind';
import { buildLadder } from '@/model/futures-space';
import { expiriesOf, isoDay, unreadableExpiries } from '@/model/option-expiries';

export type ItemRef = { list: 'futures'; id: number } | { list: 'roots'; id: number };

/** What happens on a date. */
export type DateRole = 'expiry' | 'notice' | 'last-trade';

export const ROLE_LABEL: Readonly<Record<DateRole, string>> = { expiry: 'Expiry', notice: 'Notice date', 'last-trade': 'Last trade' };

/** "Expiry", "Notice date", "Expiry and notice date". */
export function eventText(roles: readonly DateRole[]): string {
  return roles.map((role, index) => (index === 0 ? ROLE_LABEL[role] : ROLE_LABEL[role].toLowerCase())).join(' and ');
}

export interface ExpiryEntry {
  /** Unique in the calendar, and the same in every export (the .ics UID). */
  key: string;
  /** `YYYY-MM-DD`, as the service sent it. */
  date: string;
  /** Expiry and notice on one day make one entry. */
  roles: DateRole[];
  item: ItemRef;
  /** The futures space or option root, in words. */
  itemName: string;
  /** The contract's symbol, or the root's. */
  label: string;
  /** Futures: the contract. */
  contract?: { uic: number | undefined; month: string | undefined };
  /** Options: the kind of expiry and the last trade as sent. */
  option?: { kind: ExpiryKind; expiry: string; lastTradeDate: string | undefined };
}

/** The holidays an item's trading schedule shows, and the last day it covers. */
export interface MarketDays {
  holidays: ReadonlySet<string>;
  knownUntil?: string;
}

export const NO_MARKET_DAYS: MarketDays = { holidays: new Set() };

const itemKey = (item: ItemRef) => `${item.list === 'futures' ? 'fut' : 'opt'}-${item.id}`;

/** The name of a futures space: its continuous future's description, else its base identifier. */
export function futuresName(uic: number, space: FuturesSpace | undefined, continuous: InstrumentDetails | undefined): string {
  const description = clean(continuous?.Description);
  if (description) return description;
  const base = clean(space?.BaseIdentifier);
  return base ? `Futures space ${base}` : `Futures space ${uic}`;
}

/** The name of an option root: its description and symbol. */
export function rootName(id: number, space: ContractOptionSpace | undefined): string {
  const description = clean(space?.Description);
  const symbol = clean(space?.Symbol);
  if (description && symbol) return `${description} (${symbol})`;
  return description ?? symbol ?? `Option root ${id}`;
}

/**
 * The dates of a futures space: each contract's expiry, and its notice date from `details` (the contracts' details,
 * when they came). The continuous future's details, when among them, name the space.
 */
export function futuresEntries(uic: number, space: FuturesSpace, details: readonly InstrumentDetails[] | undefined, now: Date): ExpiryEntry[] {
  const item: ItemRef = { list: 'futures', id: uic };
  const byUic = new Map<number, InstrumentDetails>();
  for (const detail of Array.isArray(details) ? details : []) {
    const key = asNumber(detail?.Uic);
    if (key !== undefined && !byUic.has(key)) byUic.set(key, detail);
  }
  const itemName = futuresName(uic, space, byUic.get(uic));
  const out: ExpiryEntry[] = [];
  for (const row of buildLadder(space, now)) {
    const label = row.symbol ?? (row.uic !== undefined ? `Uic ${row.uic}` : '—');
    const expiry = isoDay(row.expiryDate);
    const notice = row.uic !== undefined ? isoDay(byUic.get(row.uic)?.NoticeDate) : undefined;
    const contract = { uic: row.uic, month: row.contractMonth };
    const base = `${itemKey(item)}-${row.uic ?? label}`;
    if (expiry) out.push({ key: `${base}-${expiry}`, date: expiry, roles: notice === expiry ? ['expiry', 'notice'] : ['expiry'], item, itemName, label, contract });
    if (notice && notice !== expiry) out.push({ key: `${base}-${notice}`, date: notice, roles: ['notice'], item, itemName, label, contract });
  }
  return out;
}

/** The dates of an option root: each expiry, and the day of its last trade when that is an earlier day. */
export function rootEntries(id: number, space: ContractOptionSpace, now: Date): ExpiryEntry[] {
  const item: ItemRef = { list: 'roots', id };
  const itemName = rootName(id, space);
  const label = clean(space.Symbol)?.split(':')[0] ?? `Root ${id}`;
  const out: ExpiryEntry[] = [];
  for (const expiry of expiriesOf(space, now)) {
    const option = { kind: expiry.class.kind, expiry: expiry.date, lastTradeDate: expiry.lastTradeDate };
    out.push({ key: `${itemKey(item)}-${expiry.date}`, date: expiry.date, roles: ['expiry'], item, itemName, label, option });
    const lastDay = isoDay(expiry.lastTradeDate);
    if (lastDay && lastDay < expiry.date) out.push({ key: `${itemKey(item)}-${expiry.date}-last-${lastDay}`, date: lastDay, roles: ['last-trade'], item, itemName, label, option });
  }
  return out;
}

/** What a root's expiries without a readable date (left out of the calendar) are, in words; undefined when none. */
export function unreadableRootText(space: ContractOptionSpace): string | undefined {
  const values = unreadableExpiries(space);
  if (values.length === 0) return undefined;
  const named = values.length <= 5 ? `: ${values.map((value) => `“${value}”`).join(', ')}` : '';
  return values.length === 1
    ? `The root lists one expiry whose date (Expiry) cannot be read${named}; it is not in the calendar.`
    : `The root lists ${values.length} expiries whose date (Expiry) cannot be read${named}; they are not in the calendar.`;
}

/** Sorted by date, then in the order of the items, then by label. */
export function sortEntries(entries: readonly ExpiryEntry[], order: readonly ItemRef[]): ExpiryEntry[] {
  const rank = (item: ItemRef) => {
    const index = order.findIndex((known) => known.list === item.list && known.id === item.id);
    return index < 0 ? order.length : index;
  };
  return [...entries].sort((a, b) => a.date.localeCompare(b.date) || rank(a.item) - rank(b.item) || a.label.localeCompare(b.label) || a.key.localeCompare(b.key));
}

/** Option dates of the kinds shown (futures dates always). */
export function ofKinds(entries: readonly ExpiryEntry[], kinds: readonly ExpiryKind[]): ExpiryEntry[] {
  return entries.filter((entry) => !entry.option || kinds.includes(entry.option.kind));
}

// ---------------------------------------------------------------------------
// Business days to go

/** Within this many business days a date is flagged. */
export const WARN_DAYS = 5;

export interface Due {
  state: 'passed' | 'today' | 'upcoming';
  /** Business days after today up to the date (0 today or before the next business day). */
  businessDays: number;
  /** The count skipped weekends only past the last day the schedule covers. */
  holidaysUnknown: boolean;
  /** `red` within a business day, `orange` within WARN_DAYS, else none. */
  warning: 'red' | 'orange' | undefined;
  text: string;
}

/** "Expiry", "Expiry and notice", "Notice", "Last trade", as the subject of a sentence. */
export function rolesText(roles: readonly DateRole[]): string {
  const words = roles.map((role) => (role === 'expiry' ? 'expiry' : role === 'notice' ? 'notice' : 'last trade'));
  const text = words.join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The words for a date before, on and after its day: "Expires in…", "Expires today", "Expired". */
function phrases(roles: readonly DateRole[]): { future: string; today: string; past: string } {
  if (roles.length > 1) {
    const subject = rolesText(roles);
    return { future: subject, today: `${subject} today`, past: `${subject} passed` };
  }
  if (roles[0] === 'notice') return { future: 'Notice', today: 'Notice today', past: 'Notice passed' };
  if (roles[0] === 'last-trade') return { future: 'Last trade', today: 'Last trade today', past: 'Last trade passed' };
  return { future: 'Expires', today: 'Expires today', past: 'Expired' };
}

/** How far a date is, in business days from `today` (`YYYY-MM-DD`, the user's day), e.g. "Notice in 3 business days". */
export function dueOf(entry: Pick<ExpiryEntry, 'date' | 'roles'>, today: string, market: MarketDays = NO_MARKET_DAYS): Due {
  const words = phrases(entry.roles);
  if (entry.date < today) return { state: 'passed', businessDays: 0, holidaysUnknown: false, warning: undefined, text: words.past };
  if (entry.date === today) return { state: 'today', businessDays: 0, holidaysUnknown: false, warning: 'red', text: words.today };
  const businessDays = businessDaysBetween(today, entry.date, market.holidays);
  const holidaysUnknown = market.knownUntil === undefined || entry.date > market.knownUntil;
  const warning = businessDays <= 1 ? 'red' : businessDays <= WARN_DAYS ? 'orange' : undefined;
  const count = businessDays === 0 ? 'before the next business day' : `in ${businessDays} business day${businessDays === 1 ? '' : 's'}`;
  return { state: 'upcoming', businessDays, holidaysUnknown, warning, text: `${words.future} ${count}` };
}

/** "Monthly", "Quarterly"… of an option date; a futures date has its contract month. */
export function kindText(entry: ExpiryEntry): string | undefined {
  if (entry.option) return EXPIRY_KIND_LABEL[entry.option.kind];
  return entry.contract?.month;
}

/** The user's calendar day (`YYYY-MM-DD`) of an instant, in the browser's time zone. */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
