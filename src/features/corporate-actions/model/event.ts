/**
 * Reading an event as the service sends it (4.8, 4.9), tolerating missing
 * fields, junk values and unknown enum values: its dates, deadlines and the
 * "election due" badge.
 */
import type { CorporateActionEvent, EventOption } from '@/api/types';
import { asNumber, clean, display, formatDate, parseServiceDate } from '@/lib/format';

const DAY_MS = 86_400_000;

/** The UTC calendar day of a date, as a day number (days since 1970-01-01). */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** `YYYY-MM-DD` of a day number. */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of a service date (date or timestamp), if it is one. */
export function serviceDay(value: unknown): number | undefined {
  const date = parseServiceDate(value);
  return date ? dayNumber(date) : undefined;
}

/** The name of an event's type, else its code: never blank, "Undefined" or with trailing spaces. */
export function eventTypeLabel(event: CorporateActionEvent): string {
  return clean(event.EventType?.Name) ?? clean(event.EventType?.Code) ?? display(undefined);
}

/** Instrument description, else symbol, else ISIN. */
export function instrumentLabel(event: CorporateActionEvent): string {
  const format = event.DisplayAndFormat;
  return clean(format?.Description) ?? clean(format?.Symbol) ?? clean(format?.IsinCode) ?? display(undefined);
}

export function options(event: CorporateActionEvent): EventOption[] {
  return Array.isArray(event.Options) ? event.Options.filter((option): option is EventOption => Boolean(option) && typeof option === 'object') : [];
}

/** The options' deadlines (dates or timestamps as sent), earliest first. */
export function deadlines(event: CorporateActionEvent): string[] {
  const dates = options(event)
    .map((option) => clean(option.Deadline?.Date))
    .filter((date): date is string => date !== undefined && parseServiceDate(date) !== undefined);
  return [...new Set(dates)].sort((a, b) => (parseServiceDate(a)?.getTime() ?? 0) - (parseServiceDate(b)?.getTime() ?? 0));
}

/** Earliest deadline among an event's options, if any. */
export function firstDeadline(event: CorporateActionEvent): string | undefined {
  return deadlines(event)[0];
}

/** The payment (execution) date: the default option's payment, else the first dated one, else the effective date. */
export function payDate(event: CorporateActionEvent): string | undefined {
  const list = options(event);
  const dated = (option: EventOption) => (parseServiceDate(option.Payment?.Date) ? clean(option.Payment?.Date) : undefined);
  const preferred = list.find((option) => option.IsDefault === true && dated(option));
  const any = list.map(dated).find(Boolean);
  return (preferred && dated(preferred)) ?? any ?? (parseServiceDate(event.Effective?.Date) ? clean(event.Effective?.Date) : undefined);
}

export function isVoluntary(event: CorporateActionEvent): boolean {
  return clean(event.CorporateActionType) === 'Voluntary' || clean(event.Electable) === 'Electable';
}

/** The end states a user must not miss. */
export function endStateBanner(event: CorporateActionEvent): { title: string; text: string; color: string } | undefined {
  switch (clean(event.EventState)) {
    case 'Cancelled':
      return { title: 'This event was cancelled', text: 'The issuer cancelled it: nothing will be paid or delivered, and elections no longer apply.', color: 'red' };
    case 'Withdrawn':
      return { title: 'This event was withdrawn', text: 'The offer or event was withdrawn; instructions on it will not be carried out.', color: 'orange' };
    case 'Complete':
      return { title: 'This event is complete', text: 'It has been processed; the event list no longer shows it.', color: 'gray' };
    default:
      return undefined;
  }
}

export type DateKind = 'announced' | 'ex' | 'record' | 'pay' | 'deadline' | 'effective' | 'market-deadline' | 'other';

export interface KeyDate {
  kind: DateKind;
  label: string;
  /** As sent (date or timestamp). */
  date: string;
  day: number;
  /** Whether the value carries a time of day. */
  timed: boolean;
  optionId?: string;
}

function keyDate(kind: DateKind, label: string, value: unknown, optionId?: string): KeyDate | undefined {
  const date = clean(value);
  const day = serviceDay(date);
  if (date === undefined || day === undefined) return undefined;
  return { kind, label, date, day, timed: date.includes('T'), ...(optionId ? { optionId } : {}) };
}

/** A field the types do not name (newer fields such as MarketDeadline), read loosely. */
function loose(value: object, field: string): unknown {
  return (value as Record<string, unknown>)[field];
}

/**
 * The key dates on a timeline, in date order: announced, ex, record, pay,
 * each option's deadline (the broker's) and, where the service gives them,
 * the market's and issuer's deadlines, which come later.
 */
export function keyDates(event: CorporateActionEvent): KeyDate[] {
  const out: (KeyDate | undefined)[] = [
    keyDate('announced', 'Announced', event.AnnouncedDate),
    keyDate('ex', 'Ex date', event.Ex?.Date),
    keyDate('record', 'Record date', event.Record?.Date),
    keyDate('effective', 'Effective date', event.Effective?.Date),
  ];
  const list = options(event);
  const payments = new Set<string>();
  const deadlineOptions = new Map<string, { labels: string[]; ids: string[] }>();
  for (const option of list) {
    const id = clean(option.OptionId);
    const name = clean(option.OptionType?.Name) ?? clean(option.OptionType?.Code);
    const suffix = list.length > 1 ? ` (option ${id ?? '?'}${name ? `, ${name}` : ''})` : '';
    const deadline = clean(option.Deadline?.Date);
    if (deadline) {
      const entry = deadlineOptions.get(deadline) ?? { labels: [], ids: [] };
      entry.labels.push(suffix);
      entry.ids.push(id ?? '?');
      deadlineOptions.set(deadline, entry);
    }
    for (const [field, label] of [
      ['MarketDeadline', 'Market deadline'],
      ['IssuerDeadline', 'Issuer deadline'],
    ] as const) {
      const value = loose(option, field);
      const date = value && typeof value === 'object' ? loose(value, 'Date') : value;
      out.push(keyDate('market-deadline', `${label}${suffix}`, date, id));
    }
    const pay = clean(option.Payment?.Date);
    if (pay && !payments.has(pay)) {
      payments.add(pay);
      out.push(keyDate('pay', list.length > 1 ? `Pay date${suffix}` : 'Pay date', pay, id));
    }
  }
  // Options sharing a deadline share one entry.
  for (const [date, entry] of deadlineOptions) {
    const label = entry.ids.length > 1 ? `Election deadline (options ${entry.ids.join(', ')})` : `Election deadline${entry.labels[0] ?? ''}`;
    out.push(keyDate('deadline', label, date, entry.ids.length === 1 ? entry.ids[0] : undefined));
  }
  return out
    .filter((entry): entry is KeyDate => entry !== undefined)
    .sort((a, b) => a.day - b.day || (parseServiceDate(a.date)?.getTime() ?? 0) - (parseServiceDate(b.date)?.getTime() ?? 0));
}

/** The dates a calendar shows for an event: ex, record, pay and deadlines (one entry per kind and day). */
export function calendarDates(event: CorporateActionEvent): { kind: 'ex' | 'record' | 'pay' | 'deadline'; day: number }[] {
  const out: { kind: 'ex' | 'record' | 'pay' | 'deadline'; day: number }[] = [];
  const push = (kind: 'ex' | 'record' | 'pay' | 'deadline', value: unknown) => {
    const day = serviceDay(value);
    if (day !== undefined && !out.some((entry) => entry.kind === kind && entry.day === day)) out.push({ kind, day });
  };
  push('ex', event.Ex?.Date);
  push('record', event.Record?.Date);
  push('pay', payDate(event));
  for (const deadline of deadlines(event)) push('deadline', deadline);
  return out;
}

/** A date as sent, with its time (UTC) when it carries one: `13 Mar 2026, 14:00 UTC`. */
export function formatWhen(value: unknown): string {
  const text = clean(value);
  const date = parseServiceDate(text);
  if (!text || !date) return display(undefined);
  const day = formatDate(date);
  if (!text.includes('T')) return day;
  return `${day}, ${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')} UTC`;
}

/** A price or rate: `EUR 12.48` or `3.5 %`. */
export function formatRate(value: { Currency?: string; Type?: string; Value?: unknown } | undefined): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const amount = asNumber(value.Value);
  if (amount === undefined) return undefined;
  if (clean(value.Type) === 'Percentage') return `${amount} %`;
  const currency = clean(value.Currency);
  return currency ? `${currency} ${amount}` : String(amount);
}
