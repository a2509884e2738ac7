/**
 * What pays, and when: an event's cash rate and currency (its default
 * option's, else the first option that gives one), each holding's estimated
 * entitlement (amount × net rate, or the ratio for securities), and the
 * payment forecast of a list by pay date and currency. Estimates before tax
 * and fees; nothing is estimated without both a rate and a currency.
 */
import type { CorporateActionEvent, EventOption, Holding } from '@/api/types';
import { clean, formatNumber } from '@/lib/format';
import { options, payDate, serviceDay, dayText } from './model';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export interface CashRate {
  value: number;
  /** Net of withholding tax as the service gives it, or gross when no net rate is sent. */
  basis: 'net' | 'gross';
  currency: string;
  optionId?: string;
}

function currencyOf(option: EventOption): string | undefined {
  for (const movement of Array.isArray(option.CashMovements) ? option.CashMovements : []) {
    const currency = clean(movement?.Currency);
    if (currency) return currency;
  }
  for (const part of Array.isArray(option.PayoutBreakdown) ? option.PayoutBreakdown : []) {
    const currency = clean(part?.Currency);
    if (currency) return currency;
  }
  return undefined;
}

function optionRate(option: EventOption): CashRate | undefined {
  const currency = currencyOf(option);
  if (!currency) return undefined;
  const movement = (Array.isArray(option.CashMovements) ? option.CashMovements : []).find((item) => item && (finite(item.NetDividend) || finite(item.GrossDividend)));
  const net = finite(option.NetRate) ? option.NetRate : finite(movement?.NetDividend) ? movement.NetDividend : undefined;
  const gross = finite(option.GrossRate) ? option.GrossRate : finite(movement?.GrossDividend) ? movement.GrossDividend : undefined;
  const optionId = clean(option.OptionId);
  if (net !== undefined) return { value: net, basis: 'net', currency, ...(optionId ? { optionId } : {}) };
  if (gross !== undefined) return { value: gross, basis: 'gross', currency, ...(optionId ? { optionId } : {}) };
  return undefined;
}

/** The cash rate the event pays: the default option's, else the first option with both a rate and a currency. */
export function cashRate(event: CorporateActionEvent): CashRate | undefined {
  const list = options(event);
  const preferred = list.find((option) => option.IsDefault === true);
  return (preferred && optionRate(preferred)) ?? list.map(optionRate).find(Boolean);
}

/** `USD 0.3485 net`. */
export function rateText(rate: CashRate | undefined): string | undefined {
  return rate ? `${rate.currency} ${formatNumber(rate.value)} ${rate.basis}` : undefined;
}

const DIGITS = new Map<string, number>();

/** The digits a currency is paid in (2 when the code is unknown). */
export function currencyDigits(currency: string): number {
  let digits = DIGITS.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    // Once per currency (a forecast asks for every row, twice); a bounded memory, the codes being the service's.
    if (DIGITS.size < 500) DIGITS.set(currency, digits);
  }
  return digits;
}

/** An amount rounded to its currency's digits (half away from zero). */
export function roundMoney(amount: number, currency: string): number {
  const factor = 10 ** currencyDigits(currency);
  return (Math.sign(amount) * Math.round(Math.abs(amount) * factor + Number.EPSILON)) / factor;
}

export function moneyText(amount: number, currency: string): string {
  return `${currency} ${formatNumber(roundMoney(amount, currency), currencyDigits(currency))}`;
}

export interface Entitlement {
  /** `EUR 78.25`, or `210 new securities`. */
  text: string;
  amount: number;
  currency?: string;
  basis?: 'net' | 'gross';
}

/** A holding's estimated cash entitlement: its amount × the rate; none without an amount, a rate or a currency. */
export function cashEntitlement(holding: Holding, rate: CashRate | undefined): Entitlement | undefined {
  if (!rate || !finite(holding.Amount)) return undefined;
  const amount = roundMoney(holding.Amount * rate.value, rate.currency);
  return { text: moneyText(amount, rate.currency), amount, currency: rate.currency, basis: rate.basis };
}

/** A holding's estimated new securities from an option's old : new ratio (rounded down: fractions are usually paid in cash). */
export function securityEntitlement(holding: Holding, option: EventOption | undefined): Entitlement | undefined {
  if (!option || !finite(holding.Amount)) return undefined;
  const movement = (Array.isArray(option.SecurityMovements) ? option.SecurityMovements : []).find((item) => item && finite(item.OldQuantity) && finite(item.NewQuantity) && (item.OldQuantity as number) > 0);
  if (!movement) return undefined;
  const amount = Math.floor((holding.Amount * (movement.NewQuantity as number)) / (movement.OldQuantity as number));
  const name = clean(movement.DisplayAndFormat?.Symbol) ?? clean(movement.DisplayAndFormat?.Description) ?? 'new securities';
  return { text: `${formatNumber(amount, 0)} ${name}`, amount };
}

/** A holding's estimate: cash when the event pays a rate in a known currency, else securities by ratio. */
export function entitlement(event: CorporateActionEvent, holding: Holding): Entitlement | undefined {
  const rate = cashRate(event);
  if (rate) return cashEntitlement(holding, rate);
  const list = options(event);
  return securityEntitlement(holding, list.find((option) => option.IsDefault === true) ?? list[0]);
}

/** The label that goes with every estimate. */
export const ESTIMATE_NOTE = 'Estimate before tax and fees: holding × rate as the service gives it today; the final amount is what the broker books.';

export interface ForecastRow {
  /** `YYYY-MM-DD`. */
  day: string;
  currency: string;
  amount: number;
  events: number;
}

/**
 * Cash expected per pay date and currency across a list: each event's holdings × its rate (events without a pay date,
 * a rate or a currency are left out and counted apart). Sorted by day, then currency.
 */
export function forecast(events: readonly CorporateActionEvent[]): { rows: ForecastRow[]; left: number } {
  const byKey = new Map<string, ForecastRow>();
  let left = 0;
  for (const event of events) {
    const rate = cashRate(event);
    const day = serviceDay(payDate(event));
    const holdings = Array.isArray(event.Holdings) ? event.Holdings : [];
    const held = holdings.reduce((sum, holding) => sum + (finite(holding?.Amount) ? holding.Amount : 0), 0) || (finite(event.EligibleHoldings) ? event.EligibleHoldings : 0);
    if (!rate || day === undefined || held <= 0) {
      left += 1;
      continue;
    }
    const key = `${dayText(day)} ${rate.currency}`;
    const row = byKey.get(key) ?? { day: dayText(day), currency: rate.currency, amount: 0, events: 0 };
    row.amount += held * rate.value;
    row.events += 1;
    byKey.set(key, row);
  }
  const rows = [...byKey.values()].map((row) => ({ ...row, amount: roundMoney(row.amount, row.currency) }));
  rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  return { rows, left };
}
