/**
 * The expiries of an option root, read from its option space (4.2): one per
 * date, sorted (the service may list them in any order), each with its days
 * to go, its last trade date, whether trading in it has ended, and its kind
 * (expiry-kind.ts). Shared by the option chain and the expiry calendar.
 */
import type { ContractOptionSpace, OptionSpaceEntry } from '@/api/types';
import { asNumber, clean, daysUntil, display, MISSING, parseServiceDate } from '@/lib/format';
import { classifyExpiries, type ExpiryClass } from './expiry-kind';

export interface ExpiryInfo {
  /** `YYYY-MM-DD`, the key of the expiry everywhere (URL, ExpiryDates). */
  date: string;
  /** Whole days from today, from the date (else the service's figure). */
  days: number | undefined;
  lastTradeDate: string | undefined;
  /** The last trade date (a day, or an instant) is before now: no longer tradable. */
  tradingEnded: boolean;
  class: ExpiryClass;
}

/** Whether a last trade date lies before `now` (a plain date counts until its day is over). */
export function tradingEndedBy(lastTradeDate: string | undefined, now: Date): boolean {
  const text = clean(lastTradeDate);
  const date = parseServiceDate(text);
  if (!text || !date) return false;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return date.getTime() + 86_400_000 <= now.getTime();
  return date.getTime() < now.getTime();
}

/** `YYYY-MM-DD` of a service date or timestamp, or undefined. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = clean(value);
  if (!text) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return parseServiceDate(text) ? text : undefined;
  const date = parseServiceDate(text);
  return date ? date.toISOString().slice(0, 10) : undefined;
}

/**
 * The expiries of an option space, sorted by date (the service may list them
 * in any order), one per date. Entries without a readable date are left out
 * (unreadableExpiries lists them).
 */
export function expiriesOf(space: ContractOptionSpace | undefined, now: Date = new Date()): ExpiryInfo[] {
  const byDate = new Map<string, OptionSpaceEntry>();
  for (const entry of space?.OptionSpace ?? []) {
    const date = isoDay(entry?.Expiry);
    if (date && !byDate.has(date)) byDate.set(date, entry);
  }
  const dates = [...byDate.keys()].sort();
  const classes = classifyExpiries(dates);
  return dates.map((date) => {
    const entry = byDate.get(date) as OptionSpaceEntry;
    const lastTradeDate = clean(entry.LastTradeDate);
    return {
      date,
      days: daysUntil(date, now) ?? asNumber(entry.DisplayDaysToLastTradeDate),
      lastTradeDate,
      tradingEnded: tradingEndedBy(lastTradeDate, now),
      class: classes.get(date) ?? { kind: 'unknown', endOfMonth: false, shifted: false },
    };
  });
}

/**
 * The Expiry values (as text, the dash for none) of the entries of an option
 * space whose date cannot be read: expiriesOf leaves them out, the views say so.
 */
export function unreadableExpiries(space: ContractOptionSpace | undefined): string[] {
  const out: string[] = [];
  for (const entry of space?.OptionSpace ?? []) {
    if (isoDay(entry?.Expiry) === undefined) out.push(typeof entry?.Expiry === 'string' ? display(entry.Expiry) : MISSING);
  }
  return out;
}

/**
 * The next expiry: the first one not in the past whose last trade date has
 * not passed (an expiry today whose trading ended is no default), else the
 * last one.
 */
export function nextExpiry(expiries: readonly ExpiryInfo[]): ExpiryInfo | undefined {
  return expiries.find((expiry) => (expiry.days === undefined || expiry.days >= 0) && !expiry.tradingEnded) ?? expiries[expiries.length - 1];
}
