/**
 * What pays, and when: an event's cash rate and currency (its default
 * option's, else the first option that gives one), read with its type (an
 * amount per unit held, or a percentage of the nominal held, as a bond's
 * coupon is: `PriceType` Percentage), each holding's estimated entitlement
 * (holding × amount, holding × percentage ÷ 100, or the ratio for
 * securities), and the payment forecast of a list by pay date and currency.
 * Estimates before tax and fees; nothing is estimated without both a rate and
 * a currency.
 */
import type { CorporateActionEvent, EventOption, Holding } from '@/api/types';
import { asNumber, clean, formatNumber } from '@/lib/format';
import { options, payDate, serviceDay, dayText } from './event';

/** A number sent as a number or as numeric text. */
const finite = (value: unknown): boolean => asNumber(value) !== undefined;

export interface CashRate {
  value: number;
  /** Net of withholding tax as the service gives it, or gross when no net rate is sent. */
  basis: 'net' | 'gross';
  currency: string;
  /**
   * `amount`: `value` in `currency` per unit held (a dividend per share). `percent`: `value` per cent of the nominal
   * held, for the period paid (a coupon's `Amount` with `PriceType` Percentage), or a year where only the annual
   * `InterestRate`/`GrossRate` is given (`annual`).
   */
  unit: 'amount' | 'percent';
  annual?: boolean;
  /** The gross rate beside a net one, where the service gives both (for the withholding they imply). */
  gross?: number;
  /**
   * The part of each holding the option takes and pays for, where below the whole: a partial call's or a drawing's
   * share, its debit of the event's own security (new : old, 100 : 2.0826 for 2.0826% drawn).
   */
  drawn?: number;
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

const isPercentage = (text: unknown) => typeof text === 'string' && text.trim().toLowerCase() === 'percentage';

/**
 * A rate in per cent of the nominal: a cash movement priced as a percentage (a coupon). Its `Amount` is the period's
 * coupon; without one, the annual rate (`InterestRate`, else the option's `GrossRate`) is all there is.
 */
function percentRate(option: EventOption, currency: string, optionId: string | undefined): CashRate | undefined {
  const movements = Array.isArray(option.CashMovements) ? option.CashMovements : [];
  const movement = movements.find((item) => item && (isPercentage(item.PriceType) || finite(item.InterestRate)));
  if (!movement) return undefined;
  const id = optionId ? { optionId } : {};
  const amount = asNumber(movement.Amount);
  if (isPercentage(movement.PriceType) && amount !== undefined) return { value: amount, basis: 'gross', currency, unit: 'percent', ...id };
  const annual = asNumber(movement.InterestRate) ?? asNumber(option.GrossRate);
  return annual === undefined ? undefined : { value: annual, basis: 'gross', currency, unit: 'percent', annual: true, ...id };
}

function optionRate(option: EventOption): CashRate | undefined {
  const currency = currencyOf(option);
  if (!currency) return undefined;
  const percent = percentRate(option, currency, clean(option.OptionId));
  if (percent) return percent;
  const movement = (Array.isArray(option.CashMovements) ? option.CashMovements : []).find((item) => item && (finite(item.NetDividend) || finite(item.GrossDividend)));
  const net = asNumber(option.NetRate) ?? asNumber(movement?.NetDividend);
  const gross = asNumber(option.GrossRate) ?? asNumber(movement?.GrossDividend);
  const optionId = clean(option.OptionId);
  if (net !== undefined) return { value: net, basis: 'net', currency, unit: 'amount', ...(gross !== undefined ? { gross } : {}), ...(optionId ? { optionId } : {}) };
  if (gross !== undefined) return { value: gross, basis: 'gross', currency, unit: 'amount', ...(optionId ? { optionId } : {}) };
  return undefined;
}

/** The share of each holding an option debits of the event's own security, where it is a part (below one). */
function drawnShare(option: EventOption, uic: unknown): number | undefined {
  for (const movement of Array.isArray(option.SecurityMovements) ? option.SecurityMovements : []) {
    const own = asNumber(movement?.Uic);
    const event = asNumber(uic);
    if (!movement || clean(movement.SecurityMovementType) !== 'Debit' || (own !== undefined && event !== undefined && own !== event)) continue;
    const old = asNumber(movement.OldQuantity);
    const taken = asNumber(movement.NewQuantity);
    if (old !== undefined && taken !== undefined && old > 0 && taken > 0 && taken < old) return taken / old;
  }
  return undefined;
}

/** The cash rate one option of the event pays, with the drawn share where a part is; none where it pays no cash. */
function optionCashRate(event: CorporateActionEvent, option: EventOption): CashRate | undefined {
  const rate = optionRate(option);
  if (!rate) return undefined;
  const drawn = drawnShare(option, event.Uic);
  return drawn === undefined ? rate : { ...rate, drawn };
}

/** The cash rate the event pays: the default option's, else the first option with both a rate and a currency. */
export function cashRate(event: CorporateActionEvent): CashRate | undefined {
  const list = options(event);
  const preferred = list.find((option) => option.IsDefault === true);
  for (const option of preferred ? [preferred, ...list] : list) {
    const rate = optionCashRate(event, option);
    if (rate) return rate;
  }
  return undefined;
}

/** `USD 0.3485 net`, or `2.4375% of nominal, EUR, gross` (`a year` added for an annual rate). */
export function rateText(rate: CashRate | undefined): string | undefined {
  if (!rate) return undefined;
  if (rate.unit === 'percent') return `${formatNumber(rate.value)}% of nominal${rate.annual ? ' a year' : ''}, ${rate.currency}, ${rate.basis}`;
  return `${rate.currency} ${formatNumber(rate.value)} ${rate.basis}`;
}

/** The rate as a table shows it: `USD 0.3485`, or `2.4375%`. */
export function rateShort(rate: CashRate): string {
  return rate.unit === 'percent' ? `${formatNumber(rate.value)}%` : `${rate.currency} ${formatNumber(rate.value)}`;
}

/** The drawn share as a percentage of the holding: `2.0826%`. */
export const drawnText = (drawn: number) => `${formatNumber(drawn * 100)}%`;

/** What the rate applies to, after the rate: `per unit held`, `of the nominal held`, or `of the nominal drawn (…)`. */
export function rateUnitText(rate: CashRate): string {
  const part = rate.drawn === undefined ? '' : ` drawn (${drawnText(rate.drawn)} of it)`;
  if (rate.unit === 'amount') return rate.drawn === undefined ? 'per unit held' : `per unit${part}`;
  return `of the nominal ${rate.drawn === undefined ? 'held' : `held${part}`}${rate.annual ? ' (an annual rate: the period’s coupon may be a part of it)' : ''}`;
}

/** The rate's unit as the CSVs write it: `per unit`, `% of nominal` (`a year` for an annual rate), the part drawn after. */
export function rateUnitCode(rate: CashRate): string {
  return `${rate.unit === 'percent' ? `% of nominal${rate.annual ? ' a year' : ''}` : 'per unit'}${rate.drawn === undefined ? '' : `, on the ${drawnText(rate.drawn)} drawn`}`;
}

/** How an estimate is computed from the holding, in words. */
export function rateFormula(rate: CashRate): string {
  const drawn = rate.drawn === undefined ? '' : ` × ${drawnText(rate.drawn)} drawn`;
  return rate.unit === 'percent' ? `nominal held${drawn} × ${formatNumber(rate.value)}% ÷ 100` : `units held${drawn} × ${rate.currency} ${formatNumber(rate.value)}`;
}

/** The cash `held` (units, or nominal for a percentage) earns at `rate`, before rounding: only its drawn part where a part is. */
export function cashFor(held: number, rate: CashRate): number {
  const base = held * (rate.drawn ?? 1);
  return rate.unit === 'percent' ? (base * rate.value) / 100 : base * rate.value;
}

const DIGITS = new Map<string, number>();
const addTo = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

/**
 * The withholding a net and a gross rate imply, 1 − net ÷ gross, as a fraction: derived, not a figure the
 * service gives. Undefined without both, or where they make no sense (gross not above zero, net above gross).
 */
export function impliedWithholding(rate: CashRate | undefined): number | undefined {
  if (!rate || rate.basis !== 'net' || rate.gross === undefined || !(rate.gross > 0) || rate.value > rate.gross || rate.value < 0) return undefined;
  return 1 - rate.value / rate.gross;
}

/** A fraction as a number of per cent, to a hundredth of one (0.15 is 15), as the CSVs write it. */
export const percentNumber = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 10_000) / 100);

/** How sure a payment is. */
export type PaymentLabel = 'paid' | 'declared' | 'indicative' | 'withdrawn' | 'unconfirmed';
const LABEL_ORDER: readonly PaymentLabel[] = ['paid', 'declared', 'indicative', 'unconfirmed', 'withdrawn'];

/**
 * Paid: the pay date is before `today` (`YYYY-MM-DD`), or the event is complete. Withdrawn or cancelled: nothing is
 * paid. Declared: the event is confirmed or approved. Indicative: still preliminary. Unconfirmed: a state the
 * service does not document (or none), said as such rather than guessed.
 */
export function paymentLabel(event: CorporateActionEvent, today: string): PaymentLabel {
  return labelOf(event, serviceDay(payDate(event)), today);
}

/** paymentLabel with the event's pay day already read. */
function labelOf(event: CorporateActionEvent, day: number | undefined, today: string): PaymentLabel {
  const state = clean(event.EventState);
  if (state === 'Withdrawn' || state === 'Cancelled') return 'withdrawn';
  if (state === 'Complete' || (day !== undefined && dayText(day) < today)) return 'paid';
  if (state === 'Confirmed' || state === 'Approved') return 'declared';
  if (state === 'Preliminary') return 'indicative';
  return 'unconfirmed';
}

/** The change of `rate` from the one before, as a fraction; only between rates of the same unit and currency. */
export function rateChange(rate: CashRate, previous: CashRate | undefined): number | undefined {
  if (!previous || previous.unit !== rate.unit || previous.currency !== rate.currency || previous.basis !== rate.basis || !(previous.value > 0)) return undefined;
  return rate.value / previous.value - 1;
}

/** An event of a list with its cash rate and pay day, each read once. */
interface Paying {
  event: CorporateActionEvent;
  rate: CashRate | undefined;
  day: number | undefined;
}

const payingsOf = (events: readonly CorporateActionEvent[]): Paying[] => events.map((event) => ({ event, rate: cashRate(event), day: serviceDay(payDate(event)) }));

/** For each paying event, the one of the same type on the same instrument that paid last before it. */
function previousOf(payings: readonly Paying[]): Map<CorporateActionEvent, Paying & { rate: CashRate; day: number }> {
  const series = new Map<string, (Paying & { rate: CashRate; day: number })[]>();
  for (const paying of payings) {
    const { event, rate, day } = paying;
    const code = clean(event.EventType?.Code);
    if (!rate || day === undefined || !code || typeof event.Uic !== 'number') continue;
    const key = `${code} ${event.Uic}`;
    const list = series.get(key) ?? series.set(key, []).get(key)!;
    list.push({ event, rate, day });
  }
  const previous = new Map<CorporateActionEvent, Paying & { rate: CashRate; day: number }>();
  for (const list of series.values()) {
    list.sort((a, b) => a.day - b.day);
    for (let index = 1; index < list.length; index += 1) {
      const before = list[index - 1]!;
      const current = list[index]!;
      if (before.day < current.day) previous.set(current.event, before);
    }
  }
  return previous;
}

/**
 * For each event of a list, the event of the same type on the same instrument that paid last before it (cancelled
 * and past events included, as the list has them), with its cash rate: where the dividend comes from.
 */
export function previousPayments(events: readonly CorporateActionEvent[]): Map<CorporateActionEvent, { event: CorporateActionEvent; rate: CashRate }> {
  return previousOf(payingsOf(events));
}

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
  /** `EUR 78.25`, `GBP 60.78 + USD 66.39` (by election), `No cash` (elected to options paying none), or `210 new securities`. */
  text: string;
  /** In `currency`: the first currency where the elections pay in several. */
  amount: number;
  currency?: string;
  basis?: 'net' | 'gross';
  /** How an estimate by election was made (estimateText). */
  how?: string;
}

/** A part of a holding as an estimate reads it: units elected to one option, or the units not elected. */
export interface HoldingPart {
  units: number;
  /** The option elected; for the part not elected, the default option (or the event's rate's, where none is marked default). */
  optionId: string | undefined;
  elected: boolean;
  /** What the part earns in cash: none where its option pays no cash or is not among the event's. */
  rate: CashRate | undefined;
  /** Elected to an option the event does not list. */
  unknown?: boolean;
}

/** How a holding's cash is estimated: by its elections on options where it has any, else the whole holding at the event's rate. */
export interface HoldingEstimate {
  held: number;
  byElection: boolean;
  parts: HoldingPart[];
  /** Elected beyond the holding: not counted. */
  over: number;
}

/** The elections of a holding that count: an option id and an amount above zero, not rejected; one per option. */
function electionsOf(holding: Holding): Map<string, number> {
  const elected = new Map<string, number>();
  for (const item of Array.isArray(holding.Options) ? holding.Options : []) {
    if (!item || typeof item !== 'object') continue;
    const id = clean(item.OptionId);
    const amount = asNumber(item.ElectedAmount);
    if (!id || amount === undefined || !(amount > 0) || clean(item.Instruction?.Status) === 'Rejected') continue;
    elected.set(id, (elected.get(id) ?? 0) + amount);
  }
  return elected;
}

/**
 * How a holding's cash is estimated at the event's `rate`. With elected amounts on options: each option's amount at
 * that option's rate (nothing for an option paying no cash), in the order sent and up to the holding; the rest, not
 * elected, at the default option's. Without: the whole holding at `rate`. None without a holding or a rate.
 */
export function holdingEstimate(event: CorporateActionEvent, holding: Holding, rate: CashRate | undefined = cashRate(event)): HoldingEstimate | undefined {
  const held = asNumber(holding.Amount);
  if (!rate || held === undefined) return undefined;
  const elections = held > 0 ? electionsOf(holding) : new Map<string, number>();
  if (elections.size === 0) return { held, byElection: false, parts: [{ units: held, optionId: rate.optionId, elected: false, rate }], over: 0 };
  const list = options(event);
  const parts: HoldingPart[] = [];
  let left = held;
  let over = 0;
  for (const [optionId, amount] of elections) {
    const units = Math.min(amount, left);
    over += amount - units;
    left -= units;
    if (units <= 0) continue;
    const option = list.find((item) => clean(item.OptionId) === optionId);
    parts.push({ units, optionId, elected: true, rate: option ? optionCashRate(event, option) : undefined, ...(option ? {} : { unknown: true }) });
  }
  if (left > 0) {
    const preferred = list.find((option) => option.IsDefault === true);
    parts.push(
      preferred
        ? { units: left, optionId: clean(preferred.OptionId), elected: false, rate: optionCashRate(event, preferred) }
        : { units: left, optionId: rate.optionId, elected: false, rate },
    );
  }
  return { held, byElection: true, parts, over };
}

/** A part's cash, before rounding: none where it pays no cash. */
export const partCash = (part: HoldingPart): number => (part.rate ? cashFor(part.units, part.rate) : 0);

/** The cash of an estimate per currency, each rounded to its digits, in the order of its parts. */
export function estimateCash(estimate: HoldingEstimate): Map<string, number> {
  const sums = new Map<string, number>();
  for (const part of estimate.parts) if (part.rate) addTo(sums, part.rate.currency, partCash(part));
  return new Map([...sums].map(([currency, amount]) => [currency, roundMoney(amount, currency)]));
}

const optionName = (id: string | undefined) => (id ? `option ${id}` : 'an option without an id');

/**
 * How an estimate by election was made, for a reader to check: `By election: 600 to option 001: USD 0.5 net per unit
 * held; 400 not elected, at the default option 002: pays no cash`. None for a whole holding at the event's rate.
 */
export function estimateText(estimate: HoldingEstimate | undefined): string | undefined {
  if (!estimate?.byElection) return undefined;
  const parts = estimate.parts.map((part) => {
    const units = formatNumber(part.units);
    const pays = part.unknown ? 'not an option of the event, so no estimate' : part.rate ? `${rateText(part.rate)} ${rateUnitText(part.rate)}` : 'pays no cash';
    return part.elected ? `${units} to ${optionName(part.optionId)}: ${pays}` : `${units} not elected, at the default ${optionName(part.optionId)}: ${pays}`;
  });
  const over = estimate.over > 0 ? `; ${formatNumber(estimate.over)} elected beyond the holding of ${formatNumber(estimate.held)}, not counted` : '';
  return `By election: ${parts.join('; ')}${over}`;
}

/** A holding's estimated cash entitlement: its amount × the rate; none without an amount, a rate or a currency. */
export function cashEntitlement(holding: Holding, rate: CashRate | undefined): Entitlement | undefined {
  const held = asNumber(holding.Amount);
  if (!rate || held === undefined) return undefined;
  const amount = roundMoney(cashFor(held, rate), rate.currency);
  return { text: moneyText(amount, rate.currency), amount, currency: rate.currency, basis: rate.basis };
}

/** A holding's estimated new securities from an option's old : new ratio (rounded down: fractions are usually paid in cash). */
export function securityEntitlement(holding: Holding, option: EventOption | undefined): Entitlement | undefined {
  const held = asNumber(holding.Amount);
  if (!option || held === undefined) return undefined;
  const movement = (Array.isArray(option.SecurityMovements) ? option.SecurityMovements : []).find(
    (item) => item && finite(item.NewQuantity) && (asNumber(item.OldQuantity) ?? 0) > 0,
  );
  if (!movement) return undefined;
  const amount = Math.floor((held * asNumber(movement.NewQuantity)!) / asNumber(movement.OldQuantity)!);
  const name = clean(movement.DisplayAndFormat?.Symbol) ?? clean(movement.DisplayAndFormat?.Description) ?? 'new securities';
  return { text: `${formatNumber(amount, 0)} ${name}`, amount };
}

/** A holding's estimate: cash when the event pays a rate in a known currency (by the holding's elections where it has any), else securities by ratio. */
export function entitlement(event: CorporateActionEvent, holding: Holding): Entitlement | undefined {
  const rate = cashRate(event);
  if (rate) {
    const estimate = holdingEstimate(event, holding, rate);
    if (!estimate?.byElection) return cashEntitlement(holding, rate);
    const how = estimateText(estimate);
    const cash = [...estimateCash(estimate)];
    const [first] = cash;
    if (!first) return { text: 'No cash', amount: 0, ...(how ? { how } : {}) };
    const bases = new Set(estimate.parts.flatMap((part) => (part.rate ? [part.rate.basis] : [])));
    return {
      text: cash.map(([currency, amount]) => moneyText(amount, currency)).join(' + '),
      amount: first[1],
      currency: first[0],
      ...(bases.size === 1 ? { basis: [...bases][0] } : {}),
      ...(how ? { how } : {}),
    };
  }
  const list = options(event);
  return securityEntitlement(holding, list.find((option) => option.IsDefault === true) ?? list[0]);
}

/** The label that goes with every estimate. */
export const ESTIMATE_NOTE =
  'Estimate before tax and fees: units held × the amount per unit, or nominal held × the percentage ÷ 100 for a coupon (only the part drawn, for a partial call or a drawing), as the service gives the rate today; where a holding has elected amounts on options, each amount at its option’s rate and the rest at the default option’s; the final amount is what the broker books.';

export interface ForecastRow {
  /** `YYYY-MM-DD`. */
  day: string;
  currency: string;
  amount: number;
  events: number;
  /** Paid: the pay date is before today. Expected: from today on, whatever the event's status. */
  paid: boolean;
}

/** One part of a holding's estimated payment (the whole holding, or what it elected to one option): a line of the forecast's CSV. */
export interface ForecastLine {
  day: string;
  eventId: string | undefined;
  instrument: string | undefined;
  account: string;
  /** The rate's; for a part paying no cash, the event's rate's (its amount 0). */
  currency: string;
  held: number;
  /** The units of the holding this line estimates, and the option they go to. */
  units: number;
  optionId: string | undefined;
  /** None for a part elected to an option that pays no cash. */
  rate: CashRate | undefined;
  amount: number;
  paid: boolean;
  label: PaymentLabel;
  /** 1 − net ÷ gross, where the service gives both: derived. */
  withholding: number | undefined;
  /** The change from the same type's previous payment on the instrument in the list, where there is one. */
  change: number | undefined;
  previousDay: string | undefined;
  /** How the holding's estimate was made, where by election (estimateText). */
  how: string | undefined;
}

export interface Forecast {
  rows: ForecastRow[];
  /** Events without a pay date, a cash rate or a holding. */
  left: number;
  /** Totals per currency, expected (from today on) and paid (before today). */
  expected: Map<string, number>;
  paid: Map<string, number>;
  /** Expected totals per account and currency. */
  byAccount: Map<string, Map<string, number>>;
  /** Totals per label (paid, declared, indicative, unconfirmed) and currency. */
  byLabel: Map<PaymentLabel, Map<string, number>>;
  lines: ForecastLine[];
  /** Holdings estimated by their elections. */
  byElection: number;
}

/** The totals per currency kept under `key`, made on first use. */
const totalsFor = <K>(map: Map<K, Map<string, number>>, key: K) => map.get(key) ?? map.set(key, new Map()).get(key)!;

/**
 * Cash per pay date and currency across a list: each holding's estimate (holdingEstimate: by its elections where it
 * has any, else the holding × its event's rate, read with its unit), split at `today` (`YYYY-MM-DD`) into paid and
 * expected, whatever the event's status (an event paying this week may already be active; one paid last month is no
 * longer expected). An event listing no holding counts its `EligibleHoldings` at the event's rate. Events without a
 * pay date, a rate or a currency are left out and counted apart. Rows sorted by day, then currency.
 */
export function forecast(events: readonly CorporateActionEvent[], today: string): Forecast {
  const byKey = new Map<string, ForecastRow>();
  const result: Forecast = { rows: [], left: 0, expected: new Map(), paid: new Map(), byAccount: new Map(), byLabel: new Map(), lines: [], byElection: 0 };
  const payings = payingsOf(events);
  const previous = previousOf(payings);
  for (const { event, rate, day } of payings) {
    const holdings = (Array.isArray(event.Holdings) ? event.Holdings : []).filter((holding): holding is Holding => Boolean(holding) && (asNumber(holding.Amount) ?? 0) > 0);
    const eligible = asNumber(event.EligibleHoldings) ?? 0;
    const label = labelOf(event, day, today);
    // A withdrawn or cancelled event pays nothing: left out, and counted with those that cannot be estimated.
    if (!rate || day === undefined || (holdings.length === 0 && !(eligible > 0)) || label === 'withdrawn') {
      result.left += 1;
      continue;
    }
    const parts = holdings.length
      ? holdings.map((holding) => ({
          account: clean(holding.AccountDisplayName) ?? clean(holding.AccountId) ?? clean(holding.AccountKey) ?? 'Unnamed account',
          estimate: holdingEstimate(event, holding, rate)!,
        }))
      : [
          {
            account: 'Eligible holdings (no account given)',
            estimate: { held: eligible, byElection: false, parts: [{ units: eligible, optionId: rate.optionId, elected: false, rate }], over: 0 },
          },
        ];
    const dayString = dayText(day);
    const paid = label === 'paid';
    const before = previous.get(event);
    const format = event.DisplayAndFormat;
    const touched = new Set<ForecastRow>();
    for (const { account, estimate } of parts) {
      if (estimate.byElection) result.byElection += 1;
      const how = estimateText(estimate);
      for (const part of estimate.parts) {
        const currency = part.rate?.currency ?? rate.currency;
        const amount = partCash(part);
        const key = `${dayString} ${currency}`;
        const row = byKey.get(key) ?? byKey.set(key, { day: dayString, currency, amount: 0, events: 0, paid }).get(key)!;
        touched.add(row);
        row.amount += amount;
        addTo(paid ? result.paid : result.expected, currency, amount);
        addTo(totalsFor(result.byLabel, label), currency, amount);
        if (!paid) addTo(totalsFor(result.byAccount, account), currency, amount);
        result.lines.push({
          day: dayString,
          eventId: clean(event.EventId),
          instrument: clean(format?.Description) ?? clean(format?.Symbol),
          account,
          currency,
          held: estimate.held,
          units: part.units,
          optionId: part.optionId,
          rate: part.rate,
          amount: roundMoney(amount, currency),
          paid,
          label,
          withholding: impliedWithholding(part.rate),
          change: part.rate && before ? rateChange(part.rate, before.rate) : undefined,
          previousDay: before ? dayText(before.day) : undefined,
          how,
        });
      }
    }
    for (const row of touched) row.events += 1;
  }
  const round = (map: Map<string, number>) => new Map([...map].map(([currency, amount]) => [currency, roundMoney(amount, currency)]));
  result.expected = round(result.expected);
  result.paid = round(result.paid);
  result.byLabel = new Map([...result.byLabel].sort(([a], [b]) => LABEL_ORDER.indexOf(a) - LABEL_ORDER.indexOf(b)).map(([label, totals]) => [label, round(totals)]));
  result.byAccount = new Map([...result.byAccount].sort(([a], [b]) => a.localeCompare(b)).map(([account, totals]) => [account, round(totals)]));
  result.rows = [...byKey.values()].map((row) => ({ ...row, amount: roundMoney(row.amount, row.currency) }));
  result.rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  result.lines.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.account.localeCompare(b.account)));
  return result;
}

/**
 * The forecast of a list, kept while its answer is cached: coming back to the view does not compute it again (and
 * the inbox computes it ahead, in a quiet moment, for the long list it fetched ahead: idle-prefetch.ts).
 */
const computed = new WeakMap<readonly CorporateActionEvent[], { today: string; result: Forecast }>();
export function forecastOf(events: readonly CorporateActionEvent[], today: string): Forecast {
  const kept = computed.get(events);
  if (kept?.today === today) return kept.result;
  const result = forecast(events, today);
  computed.set(events, { today, result });
  return result;
}
