/**
 * Builders for the body of each kind of event: dates, options, cash and
 * security movements, indicators and the HTML narrative. A body is the part
 * of an event that does not depend on the day it is looked at (state,
 * status and holdings are added by the store).
 */
import type { Rng } from '../core/rng';
import { makeIsin } from '../refdata/isin';
import { dateText, instantText, longDate } from './days';
import type { HeldInstrument } from './held';
import { amountText, b, closing, em, hostileFragment, intText, link, money, noticeLink, ol, p, strong, t, ul } from './narratives';
import type { CaEvent, CashMovement, DateAndStatus, EventOption, InstrumentDisplayAndFormat, PayoutBreakdown, SecurityMovement } from './types';
import { caAssetType, eventType, indicator, optionType, payoutComponent, type PayoutComponent } from './vocabulary';

/** What an event looks like regardless of the day: everything but state, status and holdings. */
export type EventBody = Omit<CaEvent, 'EventId' | 'EventState' | 'EventStatus' | 'Holdings' | 'ElectionStatus' | 'EligibleHoldings' | 'AffectedAccounts'>;

/** Hints for the election simulation. */
export interface EventTraits {
  /** Only one option per holding (no split elections). */
  noSplit?: boolean;
  /** Holders may have standing instructions for this kind of event. */
  standingInstructions?: boolean;
  meeting?: boolean;
  /** No holding can take part (e.g. an odd-lot offer to positions of round lots): nobody elects. */
  noElections?: boolean;
}

export interface BuiltEvent {
  body: EventBody;
  traits: EventTraits;
}

/** Common input of every builder. */
export interface BuildContext {
  inst: HeldInstrument;
  announce: number;
  rng: Rng;
  /** Put a hostile fragment into the narratives. */
  hostile: boolean;
  /** The event is still preliminary on the day it is built (some dates may not be known yet). */
  preliminary: boolean;
}

/** A date that may be unknown or ongoing. */
export type DayOrStatus = number | 'Unknown' | 'Ongoing';

export interface Deadline {
  day: number;
  /** UTC minute of the day. */
  minute: number;
}

export interface OtherSecurity {
  description: string;
  isin: string;
  symbol: string;
  uic?: number;
  currency: string;
}

// ---------------------------------------------------------------------------
// Helpers

export function dated(day: DayOrStatus): DateAndStatus {
  return typeof day === 'number' ? { Date: dateText(day) } : { Status: day };
}

export function deadlineOf(deadline: Deadline | 'Unknown'): EventOption['Deadline'] {
  return deadline === 'Unknown' ? { Status: 'Unknown' } : { Date: instantText(deadline.day, deadline.minute) };
}

export function deadlineText(deadline: Deadline | 'Unknown'): string {
  if (deadline === 'Unknown') return 'a date still to be announced';
  const hh = String(Math.floor(deadline.minute / 60)).padStart(2, '0');
  const mm = String(deadline.minute % 60).padStart(2, '0');
  return `${longDate(deadline.day)}, ${hh}:${mm} UTC`;
}

export function dayText(day: DayOrStatus): string {
  return typeof day === 'number' ? longDate(day) : day === 'Ongoing' ? 'an ongoing basis' : 'a date still to be announced';
}

export function displayOf(inst: HeldInstrument): InstrumentDisplayAndFormat {
  return { Description: inst.description, IsinCode: inst.isin, Symbol: inst.symbol };
}

export function displayOfOther(other: OtherSecurity): InstrumentDisplayAndFormat {
  return { Description: other.description, IsinCode: other.isin, Symbol: other.symbol };
}

/** A full stop after a name, unless the name already ends with one (`Inc.`). */
export function endDot(name: string): string {
  return name.trim().endsWith('.') ? '' : '.';
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Withholding tax rate (fraction) applied at source to dividends of an issuer country. */
export function withholdingRate(inst: HeldInstrument): number {
  if (inst.assetType === 'Etf' && (inst.issuerCountry === 'IE' || inst.issuerCountry === 'LU')) return 0;
  const rates: Record<string, number> = {
    DK: 0.27,
    US: 0.15,
    DE: 0.26375,
    FR: 0.25,
    NL: 0.15,
    CH: 0.35,
    GB: 0,
    IE: 0.25,
    ES: 0.19,
    IT: 0.26,
    SE: 0.3,
    NO: 0.25,
    FI: 0.35,
    BE: 0.3,
    AT: 0.275,
    PT: 0.25,
    PL: 0.19,
    JP: 0.15315,
    HK: 0,
    SG: 0,
    AU: 0.3,
    CA: 0.25,
    NZ: 0.15,
    ZA: 0.2,
    KY: 0,
    LU: 0.15,
    JE: 0,
    BM: 0,
    CN: 0.1,
    MA: 0.15,
  };
  return rates[inst.issuerCountry] ?? 0.15;
}

/** Checked ISIN from a country code and nine national characters (the universe's own helper). */
export { makeIsin };

/** A plausible new ISIN of the instrument's issuer country. */
export function newIsin(inst: HeldInstrument, rng: Rng): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let nsin = '';
  for (let i = 0; i < 9; i++) nsin += i < 3 ? String(rng.int(0, 9)) : chars[rng.int(0, chars.length - 1)];
  return makeIsin(inst.isin.slice(0, 2), nsin);
}

/** The venue suffix of a symbol, e.g. `:xcse`. */
export function mic(inst: HeldInstrument): string {
  return inst.symbol.includes(':') ? inst.symbol.slice(inst.symbol.indexOf(':')) : '';
}

export function ticker(inst: HeldInstrument): string {
  return inst.symbol.split(':')[0] ?? inst.symbol;
}

/** Short company name for narratives (legal suffixes dropped). */
export function shortName(inst: HeldInstrument): string {
  return inst.description
    .trim()
    .replace(/\s+-\s+.*$/, '')
    .replace(/\s+(Inc\.|Corp\.|Co\.|Ltd|Plc|AG|SE|SA|NV|N\.V\.|A\/S|ASA|AB|Oyj|SpA|S\.p\.A\.|Abp|Ltd\.|Group Ltd|Holdings Ltd)$/i, '')
    .trim();
}

export function header(ctx: BuildContext, code: string, voluntary: boolean): EventBody {
  return {
    AnnouncedDate: dateText(ctx.announce),
    AssetType: caAssetType(ctx.inst.assetType),
    CorporateActionType: voluntary ? 'Voluntary' : 'Mandatory',
    DisplayAndFormat: displayOf(ctx.inst),
    Electable: voluntary ? 'Electable' : 'NotElectable',
    EventType: { ...eventType(code) },
    Uic: ctx.inst.uic,
  };
}

/** The header of an event keyed on its ex date, with its ex and record dates. */
function exRecordHeader(ctx: BuildContext, code: string, voluntary: boolean, input: { ex: number; record: DayOrStatus }): EventBody {
  return { ...header(ctx, code, voluntary), Ex: dated(input.ex), Record: dated(input.record) };
}

export function narrative(ctx: BuildContext, parts: string[], variant: number): string {
  const all = [...parts, closing(ctx.inst.symbol, variant)];
  if (ctx.hostile) all.splice(1, 0, hostileFragment(ctx.inst.uic + variant));
  return all.join('');
}

export function option(id: number, code: string, fields: Omit<EventOption, 'OptionId' | 'OptionType'>): EventOption {
  return { OptionId: String(id), OptionType: { ...optionType(code) }, ...fields };
}

export function securityCredit(
  target: InstrumentDisplayAndFormat,
  uic: number | undefined,
  currency: string,
  oldQ: number,
  newQ: number,
  extra: Partial<SecurityMovement> = {},
): SecurityMovement {
  return {
    Currency: currency,
    DisplayAndFormat: target,
    NewQuantity: newQ,
    OldQuantity: oldQ,
    SecurityMovementType: 'Credit',
    ...(uic !== undefined ? { Uic: uic } : {}),
    ...extra,
  };
}

export function securityDebit(inst: HeldInstrument, oldQ = 1, newQ = 1): SecurityMovement {
  return { Currency: inst.currency, DisplayAndFormat: displayOf(inst), NewQuantity: newQ, OldQuantity: oldQ, SecurityMovementType: 'Debit', Uic: inst.uic };
}

function pickMinute(rng: Rng): number {
  return rng.pick([510, 540, 600, 720, 840, 900, 960]);
}

export function deadlineAt(day: number, rng: Rng): Deadline {
  return { day, minute: pickMinute(rng) };
}

// ---------------------------------------------------------------------------
// Dividends and distributions

export interface CashDividendInput {
  ex: number;
  record: DayOrStatus;
  pay: DayOrStatus;
  gross: number;
  currency: string;
  kind: 'REGR' | 'FINL' | 'INTE' | 'SPEC';
  /** Market claims apply (claim period shown as ongoing). */
  claims?: boolean;
  breakdown?: readonly (readonly [PayoutComponent, number])[];
  /** Voluntary currency election: the default currency first, then alternatives with their conversion rates. */
  currencyChoice?: { alternatives: readonly (readonly [string, number])[]; deadline: Deadline | 'Unknown' };
  /** Capital gains distribution (CAPG) rather than a dividend. */
  capitalGains?: boolean;
}

export function cashDividend(ctx: BuildContext, input: CashDividendInput): BuiltEvent {
  const { inst, rng } = ctx;
  const code = input.capitalGains ? 'CAPG' : 'DVCA';
  const voluntary = input.currencyChoice !== undefined;
  const body = header(ctx, code, voluntary);
  const rate = withholdingRate(inst);
  const gross = round(input.gross, 4);
  const net = round(gross * (1 - rate), 4);
  const kindName = { REGR: 'regular', FINL: 'final', INTE: 'interim', SPEC: 'special' }[input.kind];
  body.Ex = dated(input.ex);
  body.Record = dated(input.record);
  body.EventIndicators = [indicator('Dividend', input.kind)];
  if (input.claims) {
    body.ClaimPeriod = { Start: { Status: 'Ongoing' }, End: { Status: 'Ongoing' } };
    body.EventIndicators.push(indicator('AdditionalBusinessProcess', 'CLAI'));
  }
  const breakdown: PayoutBreakdown[] | undefined = input.breakdown?.map(([component, share]) => ({
    Amount: round(gross * share, 4),
    Component: payoutComponent(component),
    Currency: input.currency,
  }));
  const cashFor = (currency: string, fx: number, id: number, isDefault: boolean): EventOption => {
    const g = round(gross * fx, 4);
    const n = round(net * fx, 4);
    return option(id, 'CASH', {
      CashMovements: [{ CashMovementType: 'Credit', Currency: currency, GrossDividend: g, NetDividend: n, PriceType: 'Actual' }],
      CashRequired: false,
      GrossRate: g,
      IsDefault: isDefault,
      IsGross: true,
      IsTaxable: true,
      NetRate: n,
      Payment: dated(input.pay),
      ...(breakdown && id === 1 ? { PayoutBreakdown: breakdown } : {}),
      ...(input.currencyChoice ? { Deadline: deadlineOf(input.currencyChoice.deadline) } : {}),
      ...(voluntary ? { Narrative: p(`Receive the dividend in ${b(currency)}${fx === 1 ? '' : ` at an indicative rate of ${amountText(fx, 4)} per ${t(input.currency)}`}.`) } : {}),
    });
  };
  const options: EventOption[] = [cashFor(input.currency, 1, 1, true)];
  input.currencyChoice?.alternatives.forEach(([currency, fx], index) => options.push(cashFor(currency, fx, index + 2, false)));
  if (input.currencyChoice) body.EventIndicators.push(indicator('AdditionalBusinessProcess', 'NPLE'));
  body.Options = options;

  const v = rng.int(0, 3);
  const name = t(inst.description.trim());
  const parts: string[] = [];
  if (input.capitalGains) {
    parts.push(p(`${b(name)} distributes realised capital gains of ${b(money(input.currency, gross))} per unit to unit holders of record on ${dayText(input.record)}.`));
    parts.push(p(`Units traded on or after ${longDate(input.ex)} are traded without the distribution. Payment is expected on ${dayText(input.pay)}.`));
  } else if (v === 0) {
    parts.push(p(`${b(name)} has declared a ${kindName} cash dividend of ${b(money(input.currency, gross))} per share.`));
    parts.push(
      p(`The shares trade ex-dividend from ${longDate(input.ex)}. Holders registered on ${dayText(input.record)} are entitled; payment is scheduled for ${dayText(input.pay)}.`),
    );
  } else if (v === 1) {
    parts.push(p(`The board of ${name} proposes a ${kindName} dividend of ${strong(money(input.currency, gross))} for each share held.`));
    parts.push(ul([`Ex date: ${longDate(input.ex)}`, `Record date: ${dayText(input.record)}`, `Payment date: ${dayText(input.pay)}`]));
  } else if (v === 2) {
    parts.push(p(`${em('Dividend notice.')} ${name} (${t(ticker(inst))}) pays ${b(money(input.currency, gross))} per share as a ${kindName} dividend.`));
    parts.push(p(`Buy the shares before ${longDate(input.ex)} to receive it; the cash is credited on ${dayText(input.pay)}.`));
  } else {
    parts.push(p(`A ${kindName} dividend of ${b(money(input.currency, gross))} gross per share will be paid by ${name} on ${dayText(input.pay)}.`));
    parts.push(p(`Entitlement is based on positions settled on the record date, ${dayText(input.record)}.`));
  }
  parts.push(
    ul([
      `Gross amount per share: ${money(input.currency, gross)}`,
      rate > 0 ? `Tax withheld at source: ${amountText(rate * 100, 3)}%` : 'No tax is withheld at source',
      `Net amount per share: ${money(input.currency, net)}`,
    ]),
  );
  if (rate > 0 && rng.chance(0.5))
    parts.push(p(`You may be able to reclaim part of the withheld tax under a double taxation treaty; ${noticeLink(inst.symbol, 'tax-relief', 'see the relief procedure')}.`));
  if (breakdown) parts.push(p(`The distribution consists of: ${breakdown.map((row) => `${t(row.Component?.Name ?? '')} ${money(input.currency, row.Amount ?? 0)}`).join('; ')}.`));
  if (input.currencyChoice) {
    parts.push(
      p(
        `${b('Currency election:')} the dividend is paid in ${t(input.currency)} unless you elect ${input.currencyChoice.alternatives
          .map(([currency]) => t(currency))
          .join(' or ')} before ${deadlineText(input.currencyChoice.deadline)}. The conversion rate is fixed by the issuer shortly before payment.`,
      ),
    );
  }
  body.Narrative = narrative(ctx, parts, v);
  return { body, traits: { standingInstructions: voluntary, noSplit: voluntary } };
}

export interface DividendOptionInput {
  ex: number;
  record: DayOrStatus;
  pay: DayOrStatus;
  gross: number;
  currency: string;
  /** Rights (existing shares) needed for one new share. */
  sharesPerNew: number;
  reinvestmentPrice: number;
  deadline: Deadline | 'Unknown';
  /** Also offer selling the entitlement in the market. */
  sellOption: boolean;
}

export function dividendOption(ctx: BuildContext, input: DividendOptionInput): BuiltEvent {
  const { inst, rng } = ctx;
  const body = header(ctx, 'DVOP', true);
  const rate = withholdingRate(inst);
  const gross = round(input.gross, 4);
  const net = round(gross * (1 - rate), 4);
  body.Ex = dated(input.ex);
  body.Record = dated(input.record);
  body.EventIndicators = [indicator('Dividend', 'REGR'), indicator('RenounceableStatusofEntitlement', input.sellOption ? 'RENO' : 'NREN')];
  const deadline = deadlineOf(input.deadline);
  const options: EventOption[] = [
    option(1, 'CASH', {
      CashMovements: [{ CashMovementType: 'Credit', Currency: input.currency, GrossDividend: gross, NetDividend: net, PriceType: 'Actual' }],
      CashRequired: false,
      Deadline: deadline,
      GrossRate: gross,
      IsDefault: true,
      IsGross: true,
      IsTaxable: true,
      NetRate: net,
      Narrative: p(`Take the dividend in cash: ${money(input.currency, net)} net per share.`),
      Payment: dated(input.pay),
    }),
    option(2, 'SECU', {
      CashMovements: [{ Amount: round(input.reinvestmentPrice, 4), CashMovementType: 'Credit', Currency: input.currency, PriceType: 'Actual' }],
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: rng.chance(0.5),
      Narrative: p(`Receive ${b('1 new share for every ' + input.sharesPerNew)} shares held. Fractions are settled in cash at the reinvestment price.`),
      Payment: dated(input.pay),
      SecurityMovements: [
        securityCredit(displayOf(inst), inst.uic, input.currency, input.sharesPerNew, 1, {
          ReinvestmentPrice: round(input.reinvestmentPrice, 4),
          ...(typeof input.pay === 'number' ? { PariPassu: dated(input.pay), AvailableForTrade: dated(input.pay) } : {}),
        }),
      ],
    }),
  ];
  if (input.sellOption) {
    options.push(
      option(3, 'SLLE', {
        CashRequired: false,
        Deadline: deadline,
        IsDefault: false,
        IsTaxable: true,
        Narrative: p('Sell the entitlement in the market during the trading period; the proceeds depend on the market price.'),
        Payment: dated(input.pay),
      }),
    );
  }
  body.Options = options;
  const name = t(inst.description.trim());
  const parts = [
    p(
      `${b(name)} offers its shareholders a choice for the ${money(input.currency, gross)} dividend: cash, or new shares at ${money(input.currency, input.reinvestmentPrice)} each.`,
    ),
    ol([
      `${b('Cash')} (default): ${money(input.currency, net)} net per share, paid on ${dayText(input.pay)}.`,
      `${b('Shares')}: one new share for every ${input.sharesPerNew} shares held; fractions paid in cash.`,
      ...(input.sellOption ? [`${b('Sell')}: sell the entitlement in the market before the trading period ends.`] : []),
    ]),
    p(`Instructions must reach us by ${strong(deadlineText(input.deadline))}. Without an instruction the cash option applies.`),
  ];
  body.Narrative = narrative(ctx, parts, 1);
  return { body, traits: { standingInstructions: true, noSplit: false } };
}

export interface DripInput {
  ex: number;
  record: DayOrStatus;
  pay: DayOrStatus;
  gross: number;
  currency: string;
  deadline: Deadline | 'Unknown';
}

export function drip(ctx: BuildContext, input: DripInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'DRIP', true);
  const gross = round(input.gross, 4);
  const net = round(gross * (1 - withholdingRate(inst)), 4);
  body.Ex = dated(input.ex);
  body.Record = dated(input.record);
  body.EventIndicators = [indicator('Dividend', 'REGR')];
  const deadline = deadlineOf(input.deadline);
  body.Options = [
    option(1, 'CASH', {
      CashMovements: [{ CashMovementType: 'Credit', Currency: input.currency, GrossDividend: gross, NetDividend: net, PriceType: 'Actual' }],
      CashRequired: false,
      Deadline: deadline,
      GrossRate: gross,
      IsDefault: true,
      IsGross: true,
      IsTaxable: true,
      NetRate: net,
      Payment: dated(input.pay),
    }),
    option(2, 'SECU', {
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: true,
      Narrative: p(
        'The cash dividend is used to buy shares in the market around the payment date. The purchase price and the number of shares are confirmed afterwards; a dealing charge may apply.',
      ),
      Payment: typeof input.pay === 'number' ? dated(input.pay + 7) : dated(input.pay),
      SecurityMovements: [securityCredit(displayOf(inst), inst.uic, input.currency, 1, 1)],
    }),
  ];
  const name = t(inst.description.trim());
  body.Narrative = narrative(
    ctx,
    [
      p(`${b(name)} pays a dividend of ${money(input.currency, gross)} per share and runs a ${em('dividend reinvestment plan')}.`),
      p(
        `Choose whether to keep the cash (default) or reinvest it in additional shares. Elections received after ${deadlineText(input.deadline)} cannot be accepted for this payment.`,
      ),
    ],
    2,
  );
  return { body, traits: { standingInstructions: true, noSplit: true } };
}

export interface StockDistributionInput {
  ex: number;
  record: DayOrStatus;
  pay: DayOrStatus;
  /** Existing shares … */
  oldQ: number;
  /** … give this many new shares. */
  newQ: number;
  cashInLieuPrice?: number;
}

function stockDistribution(ctx: BuildContext, code: 'DVSE' | 'BONU', input: StockDistributionInput): BuiltEvent {
  const { inst } = ctx;
  const body = exRecordHeader(ctx, code, false, input);
  if (code === 'DVSE') body.EventIndicators = [indicator('Dividend', 'SPEC')];
  const movements: CashMovement[] | undefined =
    input.cashInLieuPrice !== undefined ? [{ CashMovementType: 'Credit', Currency: inst.currency, OfferPrice: round(input.cashInLieuPrice, 4), PriceType: 'Actual' }] : undefined;
  body.Options = [
    option(1, 'SECU', {
      ...(movements ? { CashMovements: movements } : {}),
      CashRequired: false,
      IsDefault: true,
      IsTaxable: code === 'DVSE',
      Payment: dated(input.pay),
      SecurityMovements: [securityCredit(displayOf(inst), inst.uic, inst.currency, input.oldQ, input.newQ, typeof input.pay === 'number' ? { PariPassu: dated(input.pay) } : {})],
    }),
  ];
  const name = t(inst.description.trim());
  const what = code === 'DVSE' ? 'a stock dividend' : 'a bonus issue funded from its reserves';
  body.Narrative = narrative(
    ctx,
    [
      p(`${b(name)} carries out ${what}: ${strong(`${input.newQ} new share${input.newQ > 1 ? 's' : ''} for every ${input.oldQ} held`)}.`),
      p(
        `The new shares rank equally with the existing ones from ${dayText(input.pay)}. ${input.cashInLieuPrice !== undefined ? `Fractional entitlements are paid in cash at ${money(inst.currency, input.cashInLieuPrice)} per share.` : 'Fractional entitlements are rounded down.'}`,
      ),
    ],
    3,
  );
  return { body, traits: {} };
}

export const stockDividend = (ctx: BuildContext, input: StockDistributionInput) => stockDistribution(ctx, 'DVSE', input);
export const bonusIssue = (ctx: BuildContext, input: StockDistributionInput) => stockDistribution(ctx, 'BONU', input);

export interface SplitInput {
  ex: number;
  record: DayOrStatus;
  pay: DayOrStatus;
  oldQ: number;
  newQ: number;
  cashInLieuPrice?: number;
}

export function split(ctx: BuildContext, input: SplitInput): BuiltEvent {
  const { inst } = ctx;
  const reverse = input.newQ < input.oldQ;
  const body = header(ctx, reverse ? 'SPLR' : 'SPLF', false);
  body.Ex = dated(input.ex);
  body.Record = dated(input.record);
  body.Effective = dated(input.ex);
  body.Options = [
    option(1, 'SECU', {
      ...(input.cashInLieuPrice !== undefined
        ? { CashMovements: [{ CashMovementType: 'Credit', Currency: inst.currency, OfferPrice: round(input.cashInLieuPrice, 4), PriceType: 'Actual' }] }
        : {}),
      CashRequired: false,
      IsDefault: true,
      IsTaxable: false,
      Payment: dated(input.pay),
      SecurityMovements: [securityDebit(inst, 1, 1), securityCredit(displayOf(inst), inst.uic, inst.currency, input.oldQ, input.newQ)],
    }),
  ];
  const name = t(inst.description.trim());
  body.Narrative = narrative(
    ctx,
    reverse
      ? [
          p(`${b(name)} consolidates its shares: every ${strong(String(input.oldQ))} existing shares become ${strong(String(input.newQ))} new share.`),
          p(`The consolidation takes effect on ${longDate(input.ex)}. Holdings that are not a multiple of ${input.oldQ} leave a fraction, which is sold and paid out in cash.`),
        ]
      : [
          p(`${b(name)} splits its shares ${strong(`${input.newQ}-for-${input.oldQ}`)}. Each share held becomes ${input.newQ / input.oldQ} shares.`),
          p(`Trading on the split-adjusted basis starts on ${longDate(input.ex)}. The value of the holding does not change; the price per share is adjusted accordingly.`),
        ],
    0,
  );
  return { body, traits: {} };
}

export interface CapitalDistributionInput {
  ex: number;
  record: DayOrStatus;
  pay: DayOrStatus;
  amount: number;
  currency: string;
}

export function capitalDistribution(ctx: BuildContext, input: CapitalDistributionInput): BuiltEvent {
  const { inst } = ctx;
  const body = exRecordHeader(ctx, 'CAPD', false, input);
  body.Options = [
    option(1, 'CASH', {
      CashMovements: [{ Amount: round(input.amount, 4), CashMovementType: 'Credit', Currency: input.currency, PriceType: 'Actual' }],
      CashRequired: false,
      IsDefault: true,
      IsGross: true,
      IsTaxable: false,
      Payment: dated(input.pay),
    }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(`${b(t(inst.description.trim()))} repays ${b(money(input.currency, input.amount))} per share out of its capital contribution reserves.`),
      p(`Because the payment is a return of capital rather than a dividend, ${em('no withholding tax')} is deducted in most jurisdictions. Check your own tax position.`),
    ],
    1,
  );
  return { body, traits: {} };
}

// ---------------------------------------------------------------------------
// Rights and subscriptions

export interface RightsDistributionInput {
  ex: number;
  record: DayOrStatus;
  pay: DayOrStatus;
  rights: OtherSecurity;
  rightsPerShare: number;
}

export function rightsDistribution(ctx: BuildContext, input: RightsDistributionInput): BuiltEvent {
  const { inst } = ctx;
  const body = exRecordHeader(ctx, 'RHDI', false, input);
  body.EventIndicators = [indicator('RenounceableStatusofEntitlement', 'RENO')];
  body.InformationToComply = 'RestrictionsMayApply';
  body.Options = [
    option(1, 'SECU', {
      CashRequired: false,
      IsDefault: true,
      IsTaxable: false,
      Payment: dated(input.pay),
      SecurityMovements: [securityCredit(displayOfOther(input.rights), input.rights.uic, input.rights.currency, 1, input.rightsPerShare, { AvailableForTrade: dated(input.pay) })],
    }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(
        `As part of its rights issue, ${b(t(inst.description.trim()))} allocates ${strong(`${input.rightsPerShare} subscription right${input.rightsPerShare > 1 ? 's' : ''} per share`)} held on ${dayText(input.record)}.`,
      ),
      p(
        `The rights (${t(input.rights.symbol)}, ISIN ${t(input.rights.isin)}) are credited on ${dayText(input.pay)} and can be traded, exercised or left to lapse. A separate event covers the exercise.`,
      ),
    ],
    2,
  );
  return { body, traits: {} };
}

export interface SubscriptionInput {
  /** Start and end of the rights trading / subscription period. */
  periodStart: number;
  periodEnd: number;
  deadline: Deadline | 'Unknown';
  pay: DayOrStatus;
  /** Rights (or shares) needed … */
  oldQ: number;
  /** … for this many new shares. */
  newQ: number;
  price: number;
  currency: string;
  /** Combined rights issue (RHTS) with ex and record date on the shares. */
  ex?: number;
  record?: DayOrStatus;
}

export function rightsExercise(ctx: BuildContext, code: 'EXRI' | 'RHTS', input: SubscriptionInput): BuiltEvent {
  const { inst, rng } = ctx;
  const body = header(ctx, code, true);
  if (input.ex !== undefined) body.Ex = dated(input.ex);
  if (input.record !== undefined) body.Record = dated(input.record);
  if (code === 'EXRI') body.Effective = dated(input.periodStart);
  body.EventIndicators = [indicator('RenounceableStatusofEntitlement', 'RENO')];
  body.InformationToComply = 'RestrictionsMayApply';
  const deadline = deadlineOf(input.deadline);
  const tradingPeriod = { Start: dated(input.periodStart), End: dated(input.periodEnd) };
  const newShares = securityCredit(
    displayOf(inst),
    inst.uic,
    inst.currency,
    input.oldQ,
    input.newQ,
    typeof input.pay === 'number' ? { PariPassu: dated(input.pay), AvailableForTrade: dated(input.pay) } : {},
  );
  const subscription: CashMovement = { CashMovementType: 'Debit', Currency: input.currency, PriceType: 'Actual', SubscriptionPrice: round(input.price, 4) };
  const multiple = input.oldQ;
  body.Options = [
    option(1, 'EXER', {
      CashMovements: [subscription],
      CashRequired: true,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: false,
      MinExercisableMultipleQuantity: multiple,
      MinExercisableQuantity: multiple,
      Narrative: p(
        `Subscribe for ${input.newQ} new share${input.newQ > 1 ? 's' : ''} for every ${input.oldQ} rights at ${money(input.currency, input.price)} per new share. The cash must be available on the account when you instruct.`,
      ),
      Payment: dated(input.pay),
      SecurityMovements: [newShares],
      TradingPeriod: tradingPeriod,
    }),
    option(2, 'OVER', {
      CashMovements: [subscription],
      CashRequired: true,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: false,
      MinExercisableMultipleQuantity: multiple,
      Narrative: p('Exercise all your rights and apply for additional shares. Extra shares are allotted only if other holders do not take up theirs and may be scaled back.'),
      Payment: dated(input.pay),
      SecurityMovements: [newShares],
    }),
    option(3, 'SLLE', {
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: true,
      Narrative: p('Sell your rights in the market during the trading period. The proceeds depend on the price achieved.'),
      TradingPeriod: tradingPeriod,
    }),
    option(4, 'LAPS', {
      CashRequired: false,
      Deadline: deadline,
      IsDefault: true,
      IsTaxable: false,
      Narrative: p('Take no part in the issue. Tradable rights left without instruction may be sold on your behalf on the last trading day; otherwise they expire worthless.'),
    }),
  ];
  if (rng.chance(0.35)) {
    body.Options.splice(
      3,
      0,
      option(5, 'BUYA', {
        CashRequired: true,
        Deadline: deadline,
        IsDefault: false,
        IsTaxable: false,
        Narrative: p(`Buy the rights you need to reach the next multiple of ${multiple}, then exercise them all.`),
      }),
    );
  }
  const name = t(inst.description.trim());
  body.Narrative = narrative(
    ctx,
    [
      p(
        `${b(name)} raises new equity through a ${em('rights issue')}: ${strong(`${input.newQ} new share${input.newQ > 1 ? 's' : ''} for every ${input.oldQ} rights`)} at ${strong(money(input.currency, input.price))}.`,
      ),
      ul([
        `Rights trading period: ${longDate(input.periodStart)} to ${longDate(input.periodEnd)}`,
        `Our deadline for instructions: ${deadlineText(input.deadline)}`,
        `New shares delivered: ${dayText(input.pay)}`,
      ]),
      p('You can exercise, oversubscribe, sell the rights or let them lapse (default). Instructions must be in whole multiples; others are rejected without further notice.'),
      p(`${b('Restrictions may apply')} to residents of some jurisdictions, including the United States. You are responsible for checking that you may take part.`),
    ],
    3,
  );
  return { body, traits: { noSplit: false } };
}

export interface PriorityIssueInput {
  open: number;
  deadline: Deadline | 'Unknown';
  pay: DayOrStatus;
  price: number;
  currency: string;
  oldQ: number;
  newQ: number;
}

export function priorityIssue(ctx: BuildContext, input: PriorityIssueInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'PRIO', true);
  body.Effective = dated(input.open);
  body.InformationToComply = 'RestrictionsMayApply';
  const deadline = deadlineOf(input.deadline);
  body.Options = [
    option(1, 'EXER', {
      CashMovements: [{ CashMovementType: 'Debit', Currency: input.currency, PriceType: 'Actual', SubscriptionPrice: round(input.price, 4) }],
      CashRequired: true,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: false,
      MaxExercisableQuantity: 1_000_000,
      MinExercisableQuantity: 1,
      Payment: dated(input.pay),
      SecurityMovements: [securityCredit(displayOf(inst), inst.uic, inst.currency, input.oldQ, input.newQ)],
    }),
    option(2, 'NOAC', { CashRequired: false, Deadline: deadline, IsDefault: true, IsTaxable: false }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(
        `Existing shareholders of ${b(t(inst.description.trim()))} get priority in a new share offering at ${strong(money(input.currency, input.price))} per share, up to ${input.newQ} new share${input.newQ > 1 ? 's' : ''} for every ${input.oldQ} held.`,
      ),
      p(`The priority entitlement cannot be traded. Apply before ${deadlineText(input.deadline)}; allocations are confirmed after the offer closes.`),
    ],
    0,
  );
  return { body, traits: {} };
}

// ---------------------------------------------------------------------------
// Offers

export interface TenderInput {
  open: number;
  deadline: Deadline | 'Unknown';
  pay: DayOrStatus;
  price: number;
  currency: string;
  bidder: string;
  kind: 'full' | 'partial' | 'squeeze';
  /** A share alternative in the bidder's stock. */
  shareAlternative?: { security: OtherSecurity; oldQ: number; newQ: number };
  maxQuantitySought?: number;
}

export function tender(ctx: BuildContext, input: TenderInput): BuiltEvent {
  const { inst, rng } = ctx;
  const body = header(ctx, 'TEND', true);
  body.Effective = dated(input.open);
  body.Record = { Status: 'Ongoing' };
  body.EventIndicators = [indicator('Offer', input.kind === 'partial' ? 'PART' : input.kind === 'squeeze' ? 'SQUE' : rng.chance(0.5) ? 'FINL' : 'DISS')];
  if (rng.chance(0.4)) body.InformationToComply = 'RestrictionsMayApply';
  if (input.maxQuantitySought !== undefined) {
    body.MaxQuantitySought = input.maxQuantitySought;
    body.MinQuantitySought = Math.round(input.maxQuantitySought * 0.5);
  }
  if (input.kind === 'squeeze') body.TradingSuspended = { Status: 'Ongoing' };
  const deadline = deadlineOf(input.deadline);
  const options: EventOption[] = [
    option(1, 'CASH', {
      CashMovements: [{ CashMovementType: 'Credit', Currency: input.currency, OfferPrice: round(input.price, 4), PriceType: 'Actual' }],
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: true,
      Narrative: p(`Tender your shares for ${b(money(input.currency, input.price))} each in cash.`),
      Payment: dated(input.pay),
      SecurityMovements: [securityDebit(inst)],
    }),
  ];
  if (input.shareAlternative) {
    const alt = input.shareAlternative;
    options.push(
      option(2, 'SECU', {
        CashRequired: false,
        Deadline: deadline,
        IsDefault: false,
        IsTaxable: false,
        Narrative: p(`Exchange your shares for ${t(alt.security.description)} shares: ${alt.newQ} for every ${alt.oldQ} tendered.`),
        Payment: dated(input.pay),
        SecurityMovements: [securityDebit(inst), securityCredit(displayOfOther(alt.security), alt.security.uic, alt.security.currency, alt.oldQ, alt.newQ)],
      }),
    );
  }
  options.push(
    option(options.length + 1, 'NOAC', {
      CashRequired: false,
      Deadline: deadline,
      IsDefault: true,
      IsTaxable: false,
      Narrative: p('Keep your shares and do not accept the offer.'),
    }),
  );
  body.Options = options;
  const name = t(inst.description.trim());
  const parts = [
    p(
      `${b(t(input.bidder))} offers to acquire ${input.kind === 'partial' ? 'part of the' : 'all outstanding'} shares of ${b(name)} for ${strong(money(input.currency, input.price))} in cash per share.`,
    ),
  ];
  if (input.kind === 'partial')
    parts.push(
      p(
        `The offer is limited to ${input.maxQuantitySought !== undefined ? intText(input.maxQuantitySought) : 'a fixed number of'} shares. If more shares are tendered, acceptances are scaled back pro rata.`,
      ),
    );
  if (input.kind === 'squeeze')
    parts.push(
      p(
        'The offeror already holds more than 90% of the shares and intends to acquire the remainder under the compulsory acquisition rules. Trading may be suspended until completion.',
      ),
    );
  parts.push(ul([`Acceptance period opens: ${longDate(input.open)}`, `Our deadline: ${deadlineText(input.deadline)}`, `Expected settlement: ${dayText(input.pay)}`]));
  parts.push(
    p(
      `Without an instruction you keep your shares (${em('No Action')}). The board’s recommendation is in the ${link(`https://ir.example.com/${inst.uic}/offer-document`, 'offer document')}.`,
    ),
  );
  body.Narrative = narrative(ctx, parts, 1);
  return { body, traits: { noSplit: true } };
}

export interface BuybackInput {
  open: number;
  deadline: Deadline | 'Unknown';
  pay: DayOrStatus;
  currency: string;
  /** Fixed price, or a Dutch-auction price range. */
  fixedPrice?: number;
  range?: { min: number; max: number; step: number };
  maxQuantitySought: number;
}

export function buyback(ctx: BuildContext, input: BuybackInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'BIDS', true);
  body.Effective = dated(input.open);
  body.MaxQuantitySought = input.maxQuantitySought;
  const deadline = deadlineOf(input.deadline);
  const cash: EventOption = option(1, 'CASH', {
    CashRequired: false,
    Deadline: deadline,
    IsDefault: false,
    IsTaxable: true,
    Payment: dated(input.pay),
    SecurityMovements: [securityDebit(inst)],
  });
  if (input.range) {
    const minPrice = { Currency: input.currency, Type: 'Actual' as const, Value: round(input.range.min, 2) };
    const maxPrice = { Currency: input.currency, Type: 'Actual' as const, Value: round(input.range.max, 2) };
    const interval = { Currency: input.currency, Type: 'Actual' as const, Value: input.range.step };
    body.MinPrice = minPrice;
    body.MaxPrice = maxPrice;
    body.BidIntervalRate = interval;
    cash.MinPrice = minPrice;
    cash.MaxPrice = maxPrice;
    cash.BidIntervalRate = interval;
    cash.OptionIndicators = [indicator('BidRange', 'DIVI')];
    cash.Narrative = p(
      `Offer your shares at a price of your choice between ${money(input.currency, input.range.min, 2)} and ${money(input.currency, input.range.max, 2)}, in steps of ${money(input.currency, input.range.step, 2)}.`,
    );
  } else {
    const price = round(input.fixedPrice ?? 0, 4);
    body.StrikePrice = { Currency: input.currency, Type: 'Actual', Value: price };
    cash.CashMovements = [{ CashMovementType: 'Credit', Currency: input.currency, OfferPrice: price, PriceType: 'Actual' }];
    cash.Narrative = p(`Sell shares back to the company at ${money(input.currency, price)} each.`);
  }
  body.Options = [cash, option(2, 'NOAC', { CashRequired: false, Deadline: deadline, IsDefault: true, IsTaxable: false })];
  const name = t(inst.description.trim());
  body.Narrative = narrative(
    ctx,
    [
      p(
        `${b(name)} invites shareholders to sell back up to ${strong(intText(input.maxQuantitySought))} shares ${input.range ? 'through a modified Dutch auction' : `at a fixed price of ${money(input.currency, input.fixedPrice ?? 0)}`}.`,
      ),
      input.range
        ? p(
            'The company sets a single purchase price: the lowest price within the range at which it can buy the sought number of shares. Shares offered at or below that price are bought at that price; if too many are offered, acceptances are scaled back.',
          )
        : p('If the offer is oversubscribed, every acceptance is reduced in the same proportion.'),
      p(`Instructions are accepted until ${deadlineText(input.deadline)}. Shares not offered are unaffected.`),
    ],
    2,
  );
  return { body, traits: { noSplit: true } };
}

export interface ExchangeOfferInput {
  open: number;
  deadline: Deadline | 'Unknown';
  pay: DayOrStatus;
  acquirer: OtherSecurity;
  offeror: string;
  oldQ: number;
  newQ: number;
  /** Cash per share in the mixed (CASE) alternative and in the all-cash alternative. */
  mixedCash: number;
  mixedNewQ: number;
  cashPrice: number;
  currency: string;
}

export function exchangeOffer(ctx: BuildContext, input: ExchangeOfferInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'EXOF', true);
  body.Effective = dated(input.open);
  body.InformationToComply = 'RestrictionsMayApply';
  body.EventIndicators = [indicator('Offer', 'DISS'), indicator('AdditionalBusinessProcess', 'NPLE')];
  const deadline = deadlineOf(input.deadline);
  const acq = displayOfOther(input.acquirer);
  body.Options = [
    option(1, 'SECU', {
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: false,
      Narrative: p(`All shares: ${input.newQ} ${t(input.acquirer.description)} share${input.newQ > 1 ? 's' : ''} for every ${input.oldQ} tendered.`),
      Payment: dated(input.pay),
      SecurityMovements: [securityDebit(inst), securityCredit(acq, input.acquirer.uic, input.acquirer.currency, input.oldQ, input.newQ)],
    }),
    option(2, 'CASE', {
      CashMovements: [{ Amount: round(input.mixedCash, 4), CashMovementType: 'Credit', Currency: input.currency, PriceType: 'Actual' }],
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: true,
      Narrative: p(`Mixed: ${money(input.currency, input.mixedCash)} in cash plus ${input.mixedNewQ} new share${input.mixedNewQ > 1 ? 's' : ''} for every ${input.oldQ} tendered.`),
      Payment: dated(input.pay),
      SecurityMovements: [securityDebit(inst), securityCredit(acq, input.acquirer.uic, input.acquirer.currency, input.oldQ, input.mixedNewQ)],
    }),
    option(3, 'CASH', {
      CashMovements: [{ CashMovementType: 'Credit', Currency: input.currency, OfferPrice: round(input.cashPrice, 4), PriceType: 'Actual' }],
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: true,
      Narrative: p(`All cash: ${money(input.currency, input.cashPrice)} per share tendered, subject to a maximum total cash amount.`),
      Payment: dated(input.pay),
      SecurityMovements: [securityDebit(inst)],
    }),
    option(4, 'NOAC', { CashRequired: false, Deadline: deadline, IsDefault: true, IsTaxable: false, Narrative: p('Do not tender; keep your current shares.') }),
  ];
  const name = t(inst.description.trim());
  body.Narrative = narrative(
    ctx,
    [
      p(`${b(t(input.offeror))} makes an exchange offer for the shares of ${b(name)}${endDot(inst.description)} Holders can choose between three forms of consideration:`),
      ol([
        `${strong('Shares')}: ${input.newQ} ${t(input.acquirer.description)} share${input.newQ > 1 ? 's' : ''} (${t(input.acquirer.symbol)}) for every ${input.oldQ} shares.`,
        `${strong('Mixed')}: ${money(input.currency, input.mixedCash)} plus ${input.mixedNewQ} new share${input.mixedNewQ > 1 ? 's' : ''} for every ${input.oldQ} shares.`,
        `${strong('Cash')}: ${money(input.currency, input.cashPrice)} per share, scaled back if the cash pool is exceeded.`,
      ]),
      p(
        `Only one alternative can be chosen per holding. The offer closes for our clients on ${strong(deadlineText(input.deadline))}; settlement is expected on ${dayText(input.pay)}.`,
      ),
    ],
    3,
  );
  return { body, traits: { noSplit: true } };
}

export interface MergerInput {
  record: DayOrStatus;
  effective: number;
  pay: DayOrStatus;
  acquirer: OtherSecurity;
  merged: string;
  oldQ: number;
  newQ: number;
  cash: number;
  currency: string;
  /** Holders choose between cash and shares (voluntary); otherwise a fixed mix applies. */
  election?: { deadline: Deadline | 'Unknown'; cashOnly: number; sharesOnlyNewQ: number };
}

export function merger(ctx: BuildContext, input: MergerInput): BuiltEvent {
  const { inst } = ctx;
  const voluntary = input.election !== undefined;
  const body = header(ctx, 'MRGR', voluntary);
  body.Record = dated(input.record);
  body.Effective = dated(input.effective);
  body.TradingSuspended = dated(input.effective);
  body.EventIndicators = [indicator('AdditionalBusinessProcess', inst.marketCountry === 'GB' ? 'SCHM' : 'NPLE')];
  const acq = displayOfOther(input.acquirer);
  const mixed = (id: number, isDefault: boolean, deadline?: EventOption['Deadline']): EventOption =>
    option(id, 'CASE', {
      CashMovements: [{ Amount: round(input.cash, 4), CashMovementType: 'Credit', Currency: input.currency, PriceType: 'Actual' }],
      CashRequired: false,
      ...(deadline ? { Deadline: deadline } : {}),
      IsDefault: isDefault,
      IsTaxable: true,
      Payment: dated(input.pay),
      SecurityMovements: [securityDebit(inst), securityCredit(acq, input.acquirer.uic, input.acquirer.currency, input.oldQ, input.newQ)],
    });
  if (input.election) {
    const deadline = deadlineOf(input.election.deadline);
    body.Options = [
      mixed(1, true, deadline),
      option(2, 'CASH', {
        CashMovements: [{ CashMovementType: 'Credit', Currency: input.currency, OfferPrice: round(input.election.cashOnly, 4), PriceType: 'Actual' }],
        CashRequired: false,
        Deadline: deadline,
        IsDefault: false,
        IsTaxable: true,
        Payment: dated(input.pay),
        SecurityMovements: [securityDebit(inst)],
      }),
      option(3, 'SECU', {
        CashRequired: false,
        Deadline: deadline,
        IsDefault: false,
        IsTaxable: false,
        Payment: dated(input.pay),
        SecurityMovements: [securityDebit(inst), securityCredit(acq, input.acquirer.uic, input.acquirer.currency, input.oldQ, input.election.sharesOnlyNewQ)],
      }),
    ];
  } else {
    body.Options = [mixed(1, true)];
  }
  const name = t(inst.description.trim());
  const parts = [
    p(
      `${b(name)} merges into ${b(t(input.merged))}${endDot(input.merged)} For every ${input.oldQ} shares, holders receive ${strong(money(input.currency, input.cash))} in cash and ${strong(`${input.newQ} ${t(input.acquirer.description)} share${input.newQ > 1 ? 's' : ''}`)}.`,
    ),
    p(`The merger becomes effective on ${longDate(input.effective)}; the shares are delisted at the close of the previous trading day.`),
  ];
  if (input.election) {
    parts.push(
      p(
        `You may instead elect ${b('all cash')} (${money(input.currency, input.election.cashOnly)} per share) or ${b('all shares')} (${input.election.sharesOnlyNewQ} new shares for every ${input.oldQ}). Both elections are subject to proration. Elect before ${deadlineText(input.election.deadline)}; otherwise the standard mix applies.`,
      ),
    );
  }
  body.Narrative = narrative(ctx, parts, 0);
  return { body, traits: { noSplit: true } };
}

export interface SpinOffInput {
  ex: number;
  record: DayOrStatus;
  pay: DayOrStatus;
  newCo: OtherSecurity;
  oldQ: number;
  newQ: number;
}

export function spinOff(ctx: BuildContext, input: SpinOffInput): BuiltEvent {
  const { inst } = ctx;
  const body = exRecordHeader(ctx, 'SOFF', false, input);
  body.Options = [
    option(1, 'SECU', {
      CashRequired: false,
      IsDefault: true,
      IsTaxable: false,
      Payment: dated(input.pay),
      SecurityMovements: [
        securityCredit(
          displayOfOther(input.newCo),
          input.newCo.uic,
          input.newCo.currency,
          input.oldQ,
          input.newQ,
          typeof input.pay === 'number' ? { AvailableForTrade: dated(input.pay) } : {},
        ),
      ],
    }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(`${b(t(inst.description.trim()))} separates a business unit into an independently listed company, ${b(t(input.newCo.description))}${endDot(input.newCo.description)}`),
      p(
        `Shareholders receive ${strong(`${input.newQ} ${t(input.newCo.description)} share${input.newQ > 1 ? 's' : ''} for every ${input.oldQ}`)} shares held on ${dayText(input.record)}. Fractions are sold and paid in cash. The new shares (ISIN ${t(input.newCo.isin)}) are expected to trade from ${dayText(input.pay)}.`,
      ),
    ],
    1,
  );
  return { body, traits: {} };
}

export interface ChangeInput {
  effective: number;
  newName?: string;
  newIsin?: string;
}

export function change(ctx: BuildContext, input: ChangeInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'CHAN', false);
  body.Effective = dated(input.effective);
  body.EventIndicators = [indicator('Change', input.newName ? 'NAME' : 'TERM')];
  const target: InstrumentDisplayAndFormat = {
    Description: input.newName ?? inst.description,
    IsinCode: input.newIsin ?? inst.isin,
    Symbol: inst.symbol,
  };
  body.Options = [
    option(1, 'SECU', {
      CashRequired: false,
      IsDefault: true,
      IsTaxable: false,
      Payment: dated(input.effective),
      SecurityMovements: [securityDebit(inst), securityCredit(target, inst.uic, inst.currency, 1, 1)],
    }),
  ];
  const parts = input.newName
    ? [
        p(`${b(t(inst.description.trim()))} changes its name to ${b(t(input.newName))} with effect from ${longDate(input.effective)}.`),
        p('The ticker symbol is unchanged. No action is required and the holding is not affected.'),
      ]
    : [
        p(`The ISIN of ${b(t(inst.description.trim()))} changes from ${t(inst.isin)} to ${b(t(input.newIsin ?? ''))} on ${longDate(input.effective)}.`),
        p('Positions are moved to the new identifier automatically. Open orders on the old line may be cancelled by the exchange.'),
      ];
  body.Narrative = narrative(ctx, parts, 2);
  return { body, traits: {} };
}

// ---------------------------------------------------------------------------
// Meetings and disclosure

export interface MeetingInput {
  code: 'MEET' | 'XMET' | 'CMET' | 'BMET' | 'OMET';
  record: DayOrStatus;
  meeting: number;
  /** Proxy voting offered (voluntary); otherwise for information only. */
  proxy?: { deadline: Deadline | 'Unknown' };
  agenda: readonly string[];
}

export function meeting(ctx: BuildContext, input: MeetingInput): BuiltEvent {
  const { inst } = ctx;
  const voluntary = input.proxy !== undefined;
  const body = header(ctx, input.code, voluntary);
  body.Record = dated(input.record);
  body.Effective = dated(input.meeting);
  if (input.code === 'CMET') body.EventIndicators = [indicator('AdditionalBusinessProcess', 'SCHM')];
  if (input.proxy) {
    const deadline = deadlineOf(input.proxy.deadline);
    const vote = (id: number, code: string, narrativeText: string, isDefault = false): EventOption =>
      option(id, code, { CashRequired: false, Deadline: deadline, IsDefault: isDefault, IsTaxable: false, Narrative: p(narrativeText) });
    body.Options =
      input.code === 'BMET'
        ? [
            vote(1, 'CONY', 'Vote in favour of the proposals.'),
            vote(2, 'CONN', 'Vote against the proposals.'),
            vote(3, 'ABST', 'Register the holding but abstain.'),
            vote(4, 'NOAC', 'Do not vote.', true),
          ]
        : [
            vote(1, 'MNGT', 'Vote on every resolution as the board recommends.'),
            vote(2, 'AMGT', 'Vote against every resolution proposed by the board.'),
            vote(3, 'ABST', 'Register the holding but abstain on every resolution.'),
            vote(4, 'NOAC', 'Do not vote.', true),
          ];
  } else {
    body.Options = [option(1, 'NOAC', { CashRequired: false, IsDefault: true, IsTaxable: false })];
  }
  const name = t(inst.description.trim());
  const kind = { MEET: 'annual general meeting', XMET: 'extraordinary general meeting', CMET: 'court meeting', BMET: 'meeting of bondholders', OMET: 'ordinary general meeting' }[
    input.code
  ];
  const parts = [
    p(`${b(name)} holds its ${kind} on ${strong(longDate(input.meeting))}. Holders registered on ${dayText(input.record)} may vote.`),
    p(b('Agenda')),
    ol(input.agenda.map((item) => t(item))),
    input.proxy
      ? p(`Proxy voting is available through us until ${deadlineText(input.proxy.deadline)}. Votes are passed on for the full position held at the record date.`)
      : p('This notice is for information only; we do not offer proxy voting for this meeting. Contact the issuer’s registrar to attend in person.'),
  ];
  body.Narrative = narrative(ctx, parts, 3);
  return { body, traits: { meeting: true, standingInstructions: voluntary, noSplit: true } };
}

export interface DisclosureInput {
  record: number;
  effective: number;
}

export function disclosure(ctx: BuildContext, input: DisclosureInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'DSCL', false);
  body.Record = dated(input.record);
  body.Effective = dated(input.effective);
  body.Options = [option(1, 'NOAC', { CashRequired: false, IsDefault: true, IsTaxable: false })];
  body.Narrative = narrative(
    ctx,
    [
      p(
        `${b(t(inst.description.trim()))} has asked intermediaries to identify its shareholders as of ${longDate(input.record)}, as permitted under the EU Shareholder Rights Directive.`,
      ),
      p(`We will disclose name, address and holding of eligible positions to the issuer by ${longDate(input.effective)}. No action is required from you.`),
    ],
    0,
  );
  return { body, traits: {} };
}

// ---------------------------------------------------------------------------
// Debt instruments

export interface InterestInput {
  ex: number;
  record: number;
  pay: number;
  periodStart: number;
  periodEnd: number;
  /** Annual coupon in percent. */
  rate: number;
  /** Coupon for the period in percent of nominal. */
  periodRate: number;
}

export function interest(ctx: BuildContext, input: InterestInput): BuiltEvent {
  const { inst } = ctx;
  const body = exRecordHeader(ctx, 'INTR', false, input);
  body.InterestPeriod = { Start: dated(input.periodStart), End: dated(input.periodEnd) };
  body.NumberofDaysAccrued = input.periodEnd - input.periodStart;
  body.Options = [
    option(1, 'CASH', {
      CashMovements: [{ Amount: round(input.periodRate, 6), CashMovementType: 'Credit', Currency: inst.currency, InterestRate: input.rate, PriceType: 'Percentage' }],
      CashRequired: false,
      GrossRate: input.rate,
      IsDefault: true,
      IsGross: true,
      IsTaxable: true,
      Payment: dated(input.pay),
    }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(
        `Coupon payment on ${b(t(inst.description))}: ${strong(`${amountText(input.periodRate, 6)}%`)} of the nominal amount for the period ${longDate(input.periodStart)} to ${longDate(input.periodEnd)} (${input.periodEnd - input.periodStart} days).`,
      ),
      p(`The annual coupon rate is ${amountText(input.rate, 3)}%. Payment is made on ${longDate(input.pay)} to holders of record on ${longDate(input.record)}.`),
    ],
    1,
  );
  return { body, traits: {} };
}

export interface PartialCallInput {
  record: number;
  pay: number;
  /** Percentage of the outstanding nominal drawn. */
  drawnPercent: number;
}

export function partialCall(ctx: BuildContext, input: PartialCallInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'PCAL', false);
  body.Record = dated(input.record);
  body.Options = [
    option(1, 'CASH', {
      CashMovements: [{ Amount: 100, CashMovementType: 'Credit', Currency: inst.currency, PriceType: 'Percentage' }],
      CashRequired: false,
      IsDefault: true,
      IsTaxable: false,
      Payment: dated(input.pay),
      SecurityMovements: [securityDebit(inst, 100, round(input.drawnPercent, 4))],
    }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(`Extraordinary drawing on ${b(t(inst.description))}: ${strong(`${amountText(input.drawnPercent, 4)}%`)} of each holding is redeemed at par on ${longDate(input.pay)}.`),
      p(
        'The drawing reflects borrowers’ prepayments in the underlying mortgage pool. The redeemed nominal is removed from your position and repaid at 100 together with the coupon.',
      ),
    ],
    2,
  );
  return { body, traits: {} };
}

export interface RedemptionInput {
  record: number;
  pay: number;
  price: number;
  /** Full early call (MCAL) rather than final maturity. */
  early?: boolean;
}

export function redemption(ctx: BuildContext, input: RedemptionInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, input.early ? 'MCAL' : 'REDM', false);
  body.Record = dated(input.record);
  body.Effective = dated(input.pay);
  body.Options = [
    option(1, 'CASH', {
      CashMovements: [{ Amount: round(input.price, 4), CashMovementType: 'Credit', Currency: inst.currency, PriceType: 'Percentage' }],
      CashRequired: false,
      IsDefault: true,
      IsTaxable: false,
      Payment: dated(input.pay),
      SecurityMovements: [securityDebit(inst)],
    }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(`${b(t(inst.description))} ${input.early ? 'is called in full before maturity' : 'reaches its final maturity'} on ${strong(longDate(input.pay))}.`),
      p(
        `The nominal amount is repaid at ${amountText(input.price, 3)}% together with the last coupon, and the position is closed. Trading on the exchange stops a few days before.`,
      ),
    ],
    3,
  );
  return { body, traits: {} };
}

export interface ConsentInput {
  open: number;
  deadline: Deadline | 'Unknown';
  pay: DayOrStatus;
  /** Consent fee in percent of nominal (bonds) or per unit. */
  fee: number;
  proposal: string;
}

export function consent(ctx: BuildContext, input: ConsentInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'CONS', true);
  body.Effective = dated(input.open);
  body.EventIndicators = [indicator('Consent', 'CTRM')];
  const deadline = deadlineOf(input.deadline);
  const percentage = inst.assetType === 'Bond';
  body.Options = [
    option(1, 'CONY', {
      CashMovements: [{ Amount: round(input.fee, 4), CashMovementType: 'Credit', Currency: inst.currency, PriceType: percentage ? 'Percentage' : 'Actual' }],
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: true,
      Narrative: p(
        `Consent to the proposal and receive the consent fee of ${percentage ? `${amountText(input.fee, 3)}% of nominal` : money(inst.currency, input.fee)} if it is approved.`,
      ),
      Payment: dated(input.pay),
    }),
    option(2, 'CONN', { CashRequired: false, Deadline: deadline, IsDefault: false, IsTaxable: false, Narrative: p('Reject the proposal. No fee is paid.') }),
    option(3, 'NOAC', { CashRequired: false, Deadline: deadline, IsDefault: true, IsTaxable: false }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(`The issuer of ${b(t(inst.description))} asks holders to approve the following change: ${em(t(input.proposal))}`),
      p(`Holders who consent before ${deadlineText(input.deadline)} receive a fee if the required majority is reached. The solicitation opens on ${longDate(input.open)}.`),
    ],
    0,
  );
  return { body, traits: { noSplit: true } };
}

export interface TaxReclaimInput {
  open: number;
  deadline: Deadline | 'Unknown';
  /** The dividend the reclaim relates to. */
  dividendPay: number;
  gross: number;
  currency: string;
  /** Reclaimable share of the gross dividend (fraction). */
  reclaimable: number;
  fee: number;
}

export function taxReclaim(ctx: BuildContext, input: TaxReclaimInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'TREC', true);
  body.Effective = dated(input.open);
  body.EventIndicators = [indicator('CertificationBreakdown', 'DOMI')];
  const deadline = deadlineOf(input.deadline);
  const perShare = round(input.gross * input.reclaimable, 4);
  body.Options = [
    option(1, 'CASH', {
      CashMovements: [{ Amount: perShare, CashMovementType: 'Credit', Currency: input.currency, PriceType: 'Actual' }],
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: false,
      Narrative: p(
        `File a reclaim of ${money(input.currency, perShare)} per share through our reclaim service. A fee of ${money(input.currency, input.fee, 2)} per reclaim is deducted from the refund.`,
      ),
      OptionIndicators: [indicator('CertificationBreakdown', 'DOMI')],
      Payment: { Status: 'Unknown' },
    }),
    option(2, 'NOAC', { CashRequired: false, Deadline: deadline, IsDefault: true, IsTaxable: false, Narrative: p('Do not reclaim the tax, or reclaim it yourself.') }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(
        `Tax of ${amountText(input.reclaimable * 100, 3)}% withheld in excess of the treaty rate on the dividend of ${b(t(inst.description.trim()))} paid on ${longDate(input.dividendPay)} can be reclaimed from the tax authorities.`,
      ),
      ul([
        'A certificate of tax residence issued this year is required.',
        `Instructions are accepted until ${deadlineText(input.deadline)}.`,
        'Refunds usually take between six and eighteen months; the payment date is not known in advance.',
      ]),
    ],
    1,
  );
  return { body, traits: { noSplit: true } };
}

export interface ClassActionInput {
  open: number;
  deadline: Deadline | 'Unknown';
  classStart: number;
  classEnd: number;
  settlement: number;
  currency: string;
}

export function classAction(ctx: BuildContext, input: ClassActionInput): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, 'CLSA', true);
  body.Effective = dated(input.open);
  body.ClaimPeriod = { Start: dated(input.classStart), End: dated(input.classEnd) };
  body.InformationToComply = 'RestrictionsMayApply';
  const deadline = deadlineOf(input.deadline);
  body.Options = [
    option(1, 'CASH', {
      CashRequired: false,
      Deadline: deadline,
      IsDefault: false,
      IsTaxable: true,
      Narrative: p(
        'Join the settlement. We file the claim with the administrator using your trade history for the class period; the amount you receive depends on the number of valid claims.',
      ),
      Payment: { Status: 'Unknown' },
    }),
    option(2, 'NOAC', { CashRequired: false, Deadline: deadline, IsDefault: true, IsTaxable: false, Narrative: p('Do not take part in the settlement.') }),
  ];
  body.Narrative = narrative(
    ctx,
    [
      p(
        `A settlement of ${b(`${t(input.currency)} ${intText(input.settlement)}`)} has been proposed in a securities class action concerning ${b(t(inst.description.trim()))}${endDot(inst.description)}`,
      ),
      p(
        `Investors who bought shares between ${longDate(input.classStart)} and ${longDate(input.classEnd)} may be eligible. Claims must be filed through us before ${deadlineText(input.deadline)}.`,
      ),
      p(`${em('Participation is not free of risk:')} by joining you release the defendants from further claims on the same facts.`),
    ],
    2,
  );
  return { body, traits: { noSplit: true } };
}

/** Marks one option of a body as no longer available (shows OptionStatus on the wire). */
export function withInactiveOption(built: BuiltEvent, status: 'Cancelled' | 'Inactive'): BuiltEvent {
  const options = built.body.Options ?? [];
  const optional = new Set(['SLLE', 'BUYA', 'CASE', 'OVER']);
  const candidate =
    options.find((item) => !item.IsDefault && optional.has(item.OptionType?.Code ?? '')) ??
    (options.length > 2 ? options.find((item) => !item.IsDefault && item.OptionType?.Code === 'SECU') : undefined);
  if (candidate) candidate.OptionStatus = status;
  return built;
}
