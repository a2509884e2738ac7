/**
 * The less frequent event types: trading status changes, restructurings and
 * insolvencies, odd-lot and unofficial offers, warrant exercises, instalment
 * calls, tax relief at source, and the debt events beyond coupons and
 * maturities (puts, drawings, defaults, payment in kind, pool factors, ...).
 *
 * `rareDraft` plans one such event around an anchor day; the calendar places
 * them on the institutional tier's instruments (a few per year, calendar-fixed)
 * and the showcase places one of each near the day looked at.
 */
import type { Rng } from '../core/rng';
import { b, amountText, em, intText, money, p, strong, t, ul } from './narratives';
import {
  dated,
  deadlineAt,
  deadlineOf,
  deadlineText,
  displayOf,
  header,
  meeting,
  narrative,
  newIsin,
  option,
  redemption,
  round,
  securityCredit,
  securityDebit,
  shortName,
  ticker,
  mic,
  withholdingRate,
  type BuildContext,
  type BuiltEvent,
} from './builders';
import { voluntaryPlan, type Plan } from './draft';
import { addBusinessDays, longDate, rollForward } from './days';
import type { HeldInstrument } from './instruments';
import type { EventOption, InstrumentDisplayAndFormat } from './types';
import { indicator } from './vocabulary';

/** Rare event types of shares and of debt instruments. */
export const RARE_STOCK_CODES = [
  'ACTV',
  'SUSP',
  'DLST',
  'ATTI',
  'DETI',
  'BRUP',
  'WRTH',
  'LIQU',
  'SHPR',
  'PLAC',
  'SMAL',
  'PARI',
  'ODLT',
  'NOOF',
  'DTCH',
  'EXWA',
  'PPMT',
  'OMET',
  'INFO',
  'OTHR',
  'WTRC',
] as const;
export const RARE_BOND_CODES = ['BPUT', 'DRAW', 'DFLT', 'EXTM', 'PINK', 'PRII', 'PRED', 'PDEF', 'CAPI', 'DECR', 'INCR', 'REDO', 'MCAL', 'CONV', 'COOP'] as const;
export type RareCode = (typeof RARE_STOCK_CODES)[number] | (typeof RARE_BOND_CODES)[number];

/** Relative frequency of each rare type (insolvencies and delistings are rarer than notices). */
export const RARE_WEIGHTS: Readonly<Record<RareCode, number>> = {
  ACTV: 3,
  SUSP: 3,
  DLST: 1,
  ATTI: 1,
  DETI: 1,
  BRUP: 0.5,
  WRTH: 0.5,
  LIQU: 0.7,
  SHPR: 2,
  PLAC: 1,
  SMAL: 1.5,
  PARI: 2,
  ODLT: 1.5,
  NOOF: 1.5,
  DTCH: 1.5,
  EXWA: 1.5,
  PPMT: 1,
  OMET: 2,
  INFO: 4,
  OTHR: 2,
  WTRC: 3,
  BPUT: 2,
  DRAW: 2,
  DFLT: 0.5,
  EXTM: 1,
  PINK: 1,
  PRII: 2,
  PRED: 2,
  PDEF: 0.7,
  CAPI: 1,
  DECR: 1,
  INCR: 1,
  REDO: 0.7,
  MCAL: 2,
  CONV: 1.5,
  COOP: 1.5,
};

const NOAC = (deadline?: EventOption['Deadline']): EventOption =>
  option(deadline ? 9 : 1, 'NOAC', { CashRequired: false, IsDefault: true, IsTaxable: false, ...(deadline ? { Deadline: deadline } : {}) });

function other(inst: HeldInstrument, rng: Rng, description: string, symbolSuffix: string, country?: string): InstrumentDisplayAndFormat {
  return { Description: description, IsinCode: newIsin(country ? { ...inst, isin: country } : inst, rng), Symbol: `${ticker(inst)}${symbolSuffix}${mic(inst)}` };
}

function name(inst: HeldInstrument): string {
  return t(inst.description.trim());
}

/** A notice without options to elect or payments (status changes, information). */
function notice(ctx: BuildContext, code: string, effective: number, parts: string[], extra: Partial<BuiltEvent['body']> = {}): BuiltEvent {
  const body = header(ctx, code, false);
  body.Effective = dated(effective);
  Object.assign(body, extra);
  body.Options = [NOAC()];
  body.Narrative = narrative(ctx, parts, effective % 4);
  return { body, traits: {} };
}

/** Moves of the held line into another one (1 for `ratio` unless stated). */
function exchangeSecurities(
  ctx: BuildContext,
  code: string,
  effective: number,
  target: InstrumentDisplayAndFormat,
  oldQ: number,
  newQ: number,
  parts: string[],
  more: InstrumentDisplayAndFormat[] = [],
): BuiltEvent {
  const { inst } = ctx;
  const body = header(ctx, code, false);
  body.Effective = dated(effective);
  body.Options = [
    option(1, 'SECU', {
      CashRequired: false,
      IsDefault: true,
      IsTaxable: false,
      Payment: dated(effective),
      SecurityMovements: [
        securityDebit(inst, oldQ, oldQ),
        securityCredit(target, undefined, inst.currency, oldQ, newQ),
        ...more.map((security) => securityCredit(security, undefined, inst.currency, oldQ, 1)),
      ],
    }),
  ];
  body.Narrative = narrative(ctx, parts, effective % 4);
  return { body, traits: {} };
}

interface Anchor {
  inst: HeldInstrument;
  /** Announcement, effective or opening day (a business day). */
  day: number;
  rng: Rng;
  /** Reference share price in the listing currency. */
  price: number;
}

function priceOf(anchor: Anchor, factor: number): number {
  const value = anchor.price * factor;
  return anchor.inst.currency === 'JPY' ? Math.max(1, Math.round(value)) : Math.round(value * 100) / 100;
}

function voluntaryWindow(anchor: Anchor, minDays: number, maxDays: number): { open: number; deadline: number; pay: number } {
  const open = anchor.day;
  const deadline = addBusinessDays(open, anchor.rng.int(minDays, maxDays));
  const pay = addBusinessDays(deadline, anchor.rng.int(3, 8));
  return { open, deadline, pay };
}

/** Plans of `code`: a mandatory event announced `announceLead` days before `day`, or a voluntary one with its election deadline. */
function planners(code: RareCode, day: number) {
  type Build = (ctx: BuildContext) => BuiltEvent;
  return {
    mandatory: (announceLead: number, keyDay: number, exec: number, build: Build): Plan => ({ code, voluntary: false, announce: day - announceLead, keyDay, exec, build }),
    voluntary: (announce: number, keyDay: number, exec: number, deadline: number, build: Build): Plan => voluntaryPlan(code, announce, keyDay, exec, deadline, build),
  };
}

/** Plans a rare event of `code` on `inst` around `day`. */
export function rareDraft(code: RareCode, inst: HeldInstrument, day: number, rng: Rng, price: number): Plan {
  const a: Anchor = { inst, day: rollForward(day), rng, price };
  const d = a.day;
  const cur = inst.currency;
  const { mandatory, voluntary } = planners(code, d);
  switch (code) {
    case 'ACTV': {
      const since = addBusinessDays(d, -rng.int(2, 15));
      return mandatory(1, d, d, (ctx) =>
        notice(ctx, 'ACTV', d, [
          p(`Trading in ${b(name(inst))} resumes on ${strong(longDate(d))}.`),
          p(`The shares had been suspended since ${longDate(since)} pending a price-sensitive announcement by the issuer, which has now been published.`),
        ]),
      );
    }
    case 'SUSP':
      return mandatory(0, d, d, (ctx) =>
        notice(
          ctx,
          'SUSP',
          d,
          [
            p(`The exchange has suspended trading in ${b(name(inst))} from ${strong(longDate(d))} at the request of the issuer.`),
            p(
              'The suspension remains in place until the company publishes information about a possible transaction. Orders in the order book have been cancelled; positions are not affected.',
            ),
          ],
          { TradingSuspended: dated(d) },
        ),
      );
    case 'DLST': {
      const lastTrade = addBusinessDays(d, -1);
      return mandatory(rng.int(25, 60), d, d, (ctx) =>
        notice(ctx, 'DLST', d, [
          p(`${b(name(inst))} will be delisted from its exchange with effect from ${strong(longDate(d))}; the last trading day is ${longDate(lastTrade)}.`),
          p('After the delisting the shares remain valid but can no longer be traded on the exchange. Holders who wish to sell should do so before the last trading day.'),
        ]),
      );
    }
    case 'ATTI': {
      const target = other(inst, rng, `${shortName(inst)} stapled units`, 'U');
      return mandatory(rng.int(20, 40), d, d, (ctx) =>
        exchangeSecurities(ctx, 'ATTI', d, target, 1, 1, [
          p(`The shares of ${b(name(inst))} and the units of its property trust are stapled together again from ${strong(longDate(d))} and trade as one security.`),
          p(`Each share is exchanged for one stapled unit, ISIN ${t(target.IsinCode ?? '')}. No action is required.`),
        ]),
      );
    }
    case 'DETI': {
      const share = other(inst, rng, `${shortName(inst)} ordinary shares`, 'O');
      const warrant = other(inst, rng, `${shortName(inst)} warrants ${new Date(d * 86_400_000).getUTCFullYear() + 2}`, 'W');
      return mandatory(rng.int(20, 40), d, d, (ctx) =>
        exchangeSecurities(
          ctx,
          'DETI',
          d,
          share,
          1,
          1,
          [
            p(`The units of ${b(name(inst))} are separated into their components on ${strong(longDate(d))}.`),
            ul([`One ordinary share (${t(share.IsinCode ?? '')}) for each unit`, `One warrant (${t(warrant.IsinCode ?? '')}) for each unit`]),
            p('Both components are admitted to trading on the same day.'),
          ],
          [warrant],
        ),
      );
    }
    case 'BRUP':
      return mandatory(0, d, d, (ctx) =>
        notice(ctx, 'BRUP', d, [
          p(`${b(name(inst))} has filed for insolvency proceedings on ${strong(longDate(d))}. An administrator has been appointed by the court.`),
          p(
            `Shareholders rank behind all creditors; a recovery for shareholders is ${em('unlikely')}. Trading may be suspended. We will inform you of any distribution or of a worthless declaration.`,
          ),
        ]),
      );
    case 'WRTH':
      return mandatory(rng.int(5, 20), d, d, (ctx) => {
        const body = header(ctx, 'WRTH', false);
        body.Effective = dated(d);
        body.Options = [option(1, 'SECU', { CashRequired: false, IsDefault: true, IsTaxable: false, Payment: dated(d), SecurityMovements: [securityDebit(inst)] })];
        body.Narrative = narrative(
          ctx,
          [
            p(`The administrator of ${b(name(inst))} has confirmed that no distribution will be made to shareholders.`),
            p(`The shares are declared worthless and removed from accounts on ${strong(longDate(d))}. A statement for tax purposes is available on request.`),
          ],
          1,
        );
        return { body, traits: {} };
      });
    case 'LIQU': {
      const record = d;
      const pay = addBusinessDays(record, rng.int(5, 15));
      const amount = priceOf(a, 0.2 + rng.next() * 0.6);
      const final = rng.chance(0.4);
      return mandatory(rng.int(10, 30), record, pay, (ctx) => {
        const body = header(ctx, 'LIQU', false);
        body.Record = dated(record);
        body.EventIndicators = [indicator('Sequence', final ? 'FINL' : 'INTE')];
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [{ Amount: amount, CashMovementType: 'Credit', Currency: cur, PriceType: 'Actual' }],
            CashRequired: false,
            IsDefault: true,
            IsTaxable: true,
            Payment: dated(pay),
            ...(final ? { SecurityMovements: [securityDebit(inst)] } : {}),
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `The liquidator of ${b(name(inst))} makes ${final ? 'a final' : 'an interim'} liquidation distribution of ${strong(money(cur, amount, 2))} per share to holders of record on ${longDate(record)}, payable on ${longDate(pay)}.`,
            ),
            p(final ? 'After this payment the shares are cancelled and removed from accounts.' : 'Further distributions may follow once the remaining assets have been realised.'),
          ],
          2,
        );
        return { body, traits: {} };
      });
    }
    case 'SHPR': {
      const ex = d;
      const record = addBusinessDays(ex, 1);
      const pay = addBusinessDays(record, rng.int(3, 10));
      const amount = priceOf(a, 0.01 + rng.next() * 0.02);
      return mandatory(rng.int(20, 50), ex, pay, (ctx) => {
        const body = header(ctx, 'SHPR', false);
        body.Ex = dated(ex);
        body.Record = dated(record);
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [{ CashMovementType: 'Credit', Currency: cur, GrossDividend: amount, NetDividend: amount, PriceType: 'Actual' }],
            CashRequired: false,
            GrossRate: amount,
            IsDefault: true,
            IsGross: true,
            IsTaxable: false,
            NetRate: amount,
            Payment: dated(pay),
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(`${b(name(inst))} repays ${strong(money(cur, amount, 4))} per share out of its share premium reserve.`),
            ul([`Ex date: ${longDate(ex)}`, `Record date: ${longDate(record)}`, `Payment date: ${longDate(pay)}`]),
            p('As a repayment of capital the payment is normally made without withholding tax; it may reduce the tax base of your shares.'),
          ],
          0,
        );
        return { body, traits: {} };
      });
    }
    case 'PLAC': {
      const country = rng.pick(['NL', 'LU', 'IE', 'GB', 'CH'].filter((c) => c !== inst.issuerCountry));
      const target = { Description: inst.description.trim(), IsinCode: newIsin({ ...inst, isin: country }, rng), Symbol: inst.symbol };
      return mandatory(rng.int(30, 60), d, d, (ctx) =>
        exchangeSecurities(ctx, 'PLAC', d, target, 1, 1, [
          p(`${b(name(inst))} moves its registered office and becomes a company incorporated in ${t(country)} with effect from ${strong(longDate(d))}.`),
          p(`Existing shares are replaced one for one by shares with the new ISIN ${t(target.IsinCode)}. The listing and the ticker symbol do not change.`),
        ]),
      );
    }
    case 'SMAL': {
      const lot = rng.pick([1, 10, 100]);
      return mandatory(rng.int(10, 30), d, d, (ctx) => {
        const built = notice(
          ctx,
          'SMAL',
          d,
          [
            p(`The smallest tradable quantity of ${b(name(inst))} changes to ${strong(intText(lot))} ${lot === 1 ? 'share' : 'shares'} from ${longDate(d)}.`),
            p('Orders for other quantities will be rejected by the exchange from that day.'),
          ],
          { NewBoardLotQuantity: lot },
        );
        const first = built.body.Options?.[0];
        if (first) first.NewBoardLotQuantity = lot;
        return built;
      });
    }
    case 'PARI': {
      const line = other(inst, rng, `${shortName(inst)} new shares (temporary line)`, 'N');
      return mandatory(rng.int(5, 20), d, d, (ctx) => {
        const body = header(ctx, 'PARI', false);
        body.Effective = dated(d);
        body.Options = [
          option(1, 'SECU', {
            CashRequired: false,
            IsDefault: true,
            IsTaxable: false,
            Payment: dated(d),
            SecurityMovements: [securityCredit(displayOf(inst), inst.uic, cur, 1, 1, { PariPassu: dated(d) })],
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `The new shares of ${b(name(inst))} issued in the recent placement (${t(line.IsinCode ?? '')}) rank pari passu with the existing shares from ${strong(longDate(d))}.`,
            ),
            p('Holdings of the temporary line are merged into the main line on that day. Holders of the main line are not affected.'),
          ],
          3,
        );
        return { body, traits: {} };
      });
    }
    case 'ODLT': {
      const w = voluntaryWindow(a, 10, 20);
      const offer = priceOf(a, 1.03);
      return voluntary(w.open - rng.int(3, 10), w.open, w.pay, w.deadline, (ctx) => {
        const body = header(ctx, 'ODLT', true);
        body.Effective = dated(w.open);
        body.NewBoardLotQuantity = 100;
        const deadline = deadlineOf(deadlineAt(w.deadline, ctx.rng));
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [{ CashMovementType: 'Credit', Currency: cur, OfferPrice: offer, PriceType: 'Actual' }],
            CashRequired: false,
            Deadline: deadline,
            IsDefault: false,
            IsTaxable: true,
            MaxExercisableQuantity: 99,
            Narrative: p(`Sell the odd lot at ${money(cur, offer, 2)} per share, free of commission.`),
            Payment: dated(w.pay),
            SecurityMovements: [securityDebit(inst)],
          }),
          option(2, 'BUYA', {
            CashMovements: [{ CashMovementType: 'Debit', Currency: cur, PriceType: 'Actual', SubscriptionPrice: offer }],
            CashRequired: true,
            Deadline: deadline,
            IsDefault: false,
            IsTaxable: false,
            Narrative: p('Buy the shares needed to round the holding up to a whole lot of 100.'),
            Payment: dated(w.pay),
          }),
          NOAC(deadline),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(`${b(name(inst))} offers holders of fewer than 100 shares to sell them or to round them up to 100 shares at ${strong(money(cur, offer, 2))} per share.`),
            p(`The offer closes on ${deadlineText(deadlineAt(w.deadline, ctx.rng))}. Holdings of 100 shares or more cannot take part.`),
          ],
          0,
        );
        // Fund-sized holdings are whole lots: nobody takes part.
        return { body, traits: { noSplit: true, noElections: ctx.inst.tier === 'institutional' } };
      });
    }
    case 'NOOF': {
      const w = voluntaryWindow(a, 15, 25);
      const offer = priceOf(a, 0.9 + rng.next() * 0.05);
      const bidder = rng.pick(['Granite Peak Capital LLC', 'Westbrook Liquidity Partners', 'Halden Opportunity Fund']);
      return voluntary(w.open - rng.int(2, 7), w.open, w.pay, w.deadline, (ctx) => {
        const body = header(ctx, 'NOOF', true);
        body.Effective = dated(w.open);
        body.MaxQuantitySought = rng.int(1, 40) * 100_000;
        const deadline = deadlineOf(deadlineAt(w.deadline, ctx.rng));
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [{ CashMovementType: 'Credit', Currency: cur, OfferPrice: offer, PriceType: 'Actual' }],
            CashRequired: false,
            Deadline: deadline,
            IsDefault: false,
            IsTaxable: true,
            Payment: dated(w.pay),
            SecurityMovements: [securityDebit(inst)],
          }),
          NOAC(deadline),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `${t(bidder)} offers to buy shares of ${b(name(inst))} at ${strong(money(cur, offer, 2))} per share. This is ${em('not')} an offer by the company and is not recommended by its board.`,
            ),
            p(
              `${b('Please note:')} the offer price is below the recent market price, and the offeror may extend or withdraw the offer. Shares sold cannot be withdrawn after ${deadlineText(deadlineAt(w.deadline, ctx.rng))}.`,
            ),
          ],
          1,
        );
        return { body, traits: { noSplit: true } };
      });
    }
    case 'DTCH': {
      const w = voluntaryWindow(a, 15, 25);
      const mid = priceOf(a, 1.05);
      const step = cur === 'JPY' ? 10 : 0.1;
      const min = round(Math.floor((mid * 0.96) / step) * step, 2);
      const max = round(Math.ceil((mid * 1.1) / step) * step, 2);
      return voluntary(w.open - rng.int(5, 15), w.open, w.pay, w.deadline, (ctx) => {
        const body = header(ctx, 'DTCH', true);
        body.Effective = dated(w.open);
        const minPrice = { Currency: cur, Type: 'Actual' as const, Value: min };
        const maxPrice = { Currency: cur, Type: 'Actual' as const, Value: max };
        const interval = { Currency: cur, Type: 'Actual' as const, Value: step };
        Object.assign(body, { MinPrice: minPrice, MaxPrice: maxPrice, BidIntervalRate: interval, MaxQuantitySought: rng.int(10, 200) * 100_000 });
        const deadline = deadlineOf(deadlineAt(w.deadline, ctx.rng));
        body.Options = [
          option(1, 'CASH', {
            BidIntervalRate: interval,
            CashRequired: false,
            Deadline: deadline,
            IsDefault: false,
            IsTaxable: true,
            MaxPrice: maxPrice,
            MinPrice: minPrice,
            OptionIndicators: [indicator('BidRange', 'DIVI')],
            Payment: dated(w.pay),
            SecurityMovements: [securityDebit(inst)],
          }),
          NOAC(deadline),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `A Dutch auction tender offer for shares of ${b(name(inst))}: tender at any price between ${money(cur, min, 2)} and ${money(cur, max, 2)}, in steps of ${money(cur, step, 2)}.`,
            ),
            p('The purchaser pays one clearing price to everyone whose tender is at or below it. Tenders above the clearing price are returned.'),
          ],
          2,
        );
        return { body, traits: { noSplit: true } };
      });
    }
    case 'EXWA': {
      const w = voluntaryWindow(a, 15, 30);
      const strike = priceOf(a, 0.8 + rng.next() * 0.3);
      const ratio = rng.pick([1, 2, 5]);
      return voluntary(w.open - rng.int(10, 30), w.open, w.pay, w.deadline, (ctx) => {
        const body = header(ctx, 'EXWA', true);
        body.Effective = dated(w.open);
        body.StrikePrice = { Currency: cur, Type: 'Actual', Value: strike };
        const deadline = deadlineOf(deadlineAt(w.deadline, ctx.rng));
        body.Options = [
          option(1, 'EXER', {
            CashMovements: [{ CashMovementType: 'Debit', Currency: cur, PriceType: 'Actual', SubscriptionPrice: strike }],
            CashRequired: true,
            Deadline: deadline,
            IsDefault: false,
            IsTaxable: false,
            MinExercisableMultipleQuantity: ratio,
            Payment: dated(w.pay),
            SecurityMovements: [securityCredit(displayOf(inst), inst.uic, cur, ratio, 1)],
            TradingPeriod: { Start: dated(w.open), End: dated(addBusinessDays(w.deadline, -2)) },
          }),
          option(2, 'LAPS', { CashRequired: false, Deadline: deadline, IsDefault: true, IsTaxable: false, Narrative: p('Let the warrants expire without value.') }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `The warrants attached to ${b(name(inst))} can be exercised until ${deadlineText(deadlineAt(w.deadline, ctx.rng))}: ${intText(ratio)} ${ratio === 1 ? 'warrant' : 'warrants'} and ${strong(money(cur, strike, 2))} give one new share.`,
            ),
            p('Warrants that are not exercised lapse without compensation. Exercise only makes sense while the share price is above the exercise price.'),
          ],
          3,
        );
        return { body, traits: {} };
      });
    }
    case 'PPMT': {
      const record = d;
      const pay = addBusinessDays(record, rng.int(10, 20));
      const instalment = priceOf(a, 0.15 + rng.next() * 0.2);
      return mandatory(rng.int(20, 40), record, pay, (ctx) => {
        const body = header(ctx, 'PPMT', false);
        body.Record = dated(record);
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [{ Amount: instalment, CashMovementType: 'Debit', Currency: cur, PriceType: 'Actual' }],
            CashRequired: true,
            IsDefault: true,
            IsTaxable: false,
            Payment: dated(pay),
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(`The second instalment of ${strong(money(cur, instalment, 2))} per partly paid share of ${b(name(inst))} is due on ${longDate(pay)}.`),
            p('The amount is debited from the account holding the shares. Shares on which the instalment is not paid may be forfeited.'),
          ],
          0,
        );
        return { body, traits: {} };
      });
    }
    case 'OMET': {
      const meetingDay = d;
      const record = addBusinessDays(meetingDay, -rng.int(5, 10));
      const deadlineDay = addBusinessDays(record, -rng.int(1, 3));
      return voluntary(meetingDay - rng.int(21, 40), record, meetingDay, deadlineDay, (ctx) =>
        meeting(ctx, {
          code: 'OMET',
          record,
          meeting: meetingDay,
          proxy: { deadline: deadlineAt(deadlineDay, ctx.rng) },
          agenda: ['Approval of an interim dividend', 'Election of an additional board member', 'Authorisation to issue shares under the employee share plan'],
        }),
      );
    }
    case 'INFO': {
      const topic = rng.int(0, 2);
      const parts = [
        [
          p(`${b(name(inst))} holds a capital markets day on ${strong(longDate(d))} and presents its strategy and financial targets.`),
          p('The presentation is streamed on the investor relations site. No action is required.'),
        ],
        [
          p(`${b(name(inst))} has changed its financial calendar: the next interim report is published on ${strong(longDate(d))}.`),
          p('Dates of the annual meeting and the dividend are unchanged.'),
        ],
        [p(`${b(name(inst))} proposes a new statutory auditor from the financial year starting after ${longDate(d)}.`), p('This notice is for information only.')],
      ][topic] as string[];
      return mandatory(rng.int(5, 30), d, d, (ctx) => notice(ctx, 'INFO', d, parts));
    }
    case 'OTHR':
      return mandatory(rng.int(10, 30), d, d, (ctx) =>
        notice(ctx, 'OTHR', d, [
          p(`The share register of ${b(name(inst))} moves to a new registrar on ${strong(longDate(d))}.`),
          p('Holdings, dividend mandates and voting arrangements are carried over. Registered holders receive a letter from the new registrar.'),
        ]),
      );
    case 'WTRC': {
      const record = d;
      const deadlineDay = addBusinessDays(record, -rng.int(2, 5));
      const pay = addBusinessDays(record, rng.int(3, 15));
      const rate = withholdingRate(inst);
      const relief = Math.max(0, rate - 0.15);
      return voluntary(record - rng.int(15, 40), record, pay, deadlineDay, (ctx) => {
        const body = header(ctx, 'WTRC', true);
        body.Record = dated(record);
        body.EventIndicators = [indicator('CertificationBreakdown', 'DOMI')];
        const deadline = deadlineOf(deadlineAt(deadlineDay, ctx.rng));
        body.Options = [
          option(1, 'CASH', {
            CashRequired: false,
            Deadline: deadline,
            IsDefault: false,
            IsTaxable: true,
            Narrative: p('Certify the beneficial owner’s tax residence to have the treaty rate applied at source.'),
            OptionIndicators: [indicator('CertificationBreakdown', 'DOMI')],
            Payment: dated(pay),
          }),
          option(2, 'NOAC', {
            CashRequired: false,
            Deadline: deadline,
            IsDefault: true,
            IsTaxable: true,
            Narrative: p('Receive the dividend with the statutory withholding tax.'),
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(`Relief at source is available on the next dividend of ${b(name(inst))} (record date ${longDate(record)}).`),
            ul([
              `Statutory withholding tax: ${amountText(rate * 100, 3)}%`,
              `Treaty rate with a valid certificate: 15.00%`,
              `Possible relief: ${amountText(relief * 100, 3)}% of the gross amount`,
            ]),
            p(`Certificates must reach us before ${deadlineText(deadlineAt(deadlineDay, ctx.rng))}; later certificates can only be used for a tax reclaim.`),
          ],
          1,
        );
        return { body, traits: { noSplit: true, standingInstructions: true } };
      });
    }
    default:
      return bondDraft(code, a);
  }
}

function bondDraft(code: RareCode, a: Anchor): Plan {
  const { inst, rng } = a;
  const d = a.day;
  const cur = inst.currency;
  const bond = inst.bond;
  const coupon = bond?.coupon ?? 4;
  const { mandatory, voluntary } = planners(code, d);
  const couponPeriod = (pay: number) => ({ start: pay - (bond?.frequency === 2 ? 182 : 365), end: pay });
  switch (code) {
    case 'BPUT': {
      const w = voluntaryWindow(a, 15, 25);
      const putPrice = rng.pick([100, 101]);
      const putDay = addBusinessDays(w.deadline, rng.int(10, 20));
      return voluntary(w.open - rng.int(5, 15), w.open, putDay, w.deadline, (ctx) => {
        const body = header(ctx, 'BPUT', true);
        body.Effective = dated(w.open);
        const deadline = deadlineOf(deadlineAt(w.deadline, ctx.rng));
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [{ Amount: putPrice, CashMovementType: 'Credit', Currency: cur, PriceType: 'Percentage' }],
            CashRequired: false,
            Deadline: deadline,
            IsDefault: false,
            IsTaxable: false,
            Payment: dated(putDay),
            SecurityMovements: [securityDebit(inst)],
          }),
          NOAC(deadline),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `A change of control has occurred at the issuer of ${b(name(inst))}. Holders may require the issuer to repay their notes at ${strong(`${amountText(putPrice, 2)}%`)} of the nominal amount plus accrued interest on ${longDate(putDay)}.`,
            ),
            p(`Put notices are accepted until ${deadlineText(deadlineAt(w.deadline, ctx.rng))}. Notes not put remain outstanding on the existing terms.`),
          ],
          0,
        );
        return { body, traits: { noSplit: true } };
      });
    }
    case 'DRAW': {
      const record = d;
      const pay = addBusinessDays(record, rng.int(10, 20));
      const drawn = round(2 + rng.next() * 8, 4);
      return mandatory(rng.int(3, 10), record, pay, (ctx) => {
        const body = header(ctx, 'DRAW', false);
        body.Record = dated(record);
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [{ Amount: 100, CashMovementType: 'Credit', Currency: cur, PriceType: 'Percentage' }],
            CashRequired: false,
            IsDefault: true,
            IsTaxable: false,
            Payment: dated(pay),
            SecurityMovements: [securityDebit(inst, 100, drawn)],
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `A drawing by lot has selected ${strong(`${amountText(drawn, 4)}%`)} of the outstanding nominal of ${b(name(inst))} for early redemption at par on ${longDate(pay)}.`,
            ),
            p('Drawn notes are repaid with accrued interest and removed from the holding; the remaining notes are unaffected.'),
          ],
          1,
        );
        return { body, traits: {} };
      });
    }
    case 'DFLT':
      return mandatory(0, d, d, (ctx) =>
        notice(ctx, 'DFLT', d, [
          p(`The issuer of ${b(name(inst))} did not pay the coupon of ${amountText(coupon, 3)}% due on ${strong(longDate(d))} and has entered the grace period.`),
          p(
            'If payment is not made within the grace period, the trustee may declare the notes due. A bondholder committee is being formed; we will inform you of any meeting or restructuring offer.',
          ),
        ]),
      );
    case 'EXTM': {
      const maturity = bond ? bond.maturity.year : new Date(d * 86_400_000).getUTCFullYear() + 5;
      const extension = rng.int(1, 3);
      return mandatory(rng.int(20, 45), d, d, (ctx) =>
        notice(ctx, 'EXTM', d, [
          p(
            `The maturity of ${b(name(inst))} is extended from ${t(String(maturity))} to ${strong(t(String(maturity + extension)))} with effect from ${longDate(d)}, as approved by the noteholders.`,
          ),
          p(`The coupon steps up by ${amountText(rng.pick([0.25, 0.5, 0.75]), 2)} percentage points for the extension period. The ISIN is unchanged.`),
        ]),
      );
    }
    case 'PINK': {
      const pay = d;
      const record = addBusinessDays(pay, -1);
      const ex = addBusinessDays(pay, -2);
      const period = couponPeriod(pay);
      const periodRate = round(coupon / (bond?.frequency ?? 1), 4);
      return mandatory(rng.int(20, 60), ex, pay, (ctx) => {
        const body = header(ctx, 'PINK', false);
        body.Ex = dated(ex);
        body.Record = dated(record);
        body.InterestPeriod = { Start: dated(period.start), End: dated(period.end) };
        body.NumberofDaysAccrued = period.end - period.start;
        body.Options = [
          option(1, 'SECU', {
            CashRequired: false,
            IsDefault: true,
            IsTaxable: true,
            Payment: dated(pay),
            SecurityMovements: [securityCredit(displayOf(inst), inst.uic, cur, 100, periodRate)],
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `The issuer of ${b(name(inst))} pays the interest due on ${longDate(pay)} in kind: ${strong(`${amountText(periodRate, 4)} nominal`)} of new notes for every 100 held.`,
            ),
            p('The new notes are fungible with the existing ones. Fractions are paid in cash.'),
          ],
          2,
        );
        return { body, traits: {} };
      });
    }
    case 'PRII': {
      const pay = d;
      const record = addBusinessDays(pay, -1);
      const period = couponPeriod(pay);
      const periodRate = round(coupon / (bond?.frequency ?? 1), 4);
      const principal = round(2 + rng.next() * 6, 4);
      return mandatory(rng.int(10, 30), record, pay, (ctx) => {
        const body = header(ctx, 'PRII', false);
        body.Record = dated(record);
        body.InterestPeriod = { Start: dated(period.start), End: dated(period.end) };
        body.NumberofDaysAccrued = period.end - period.start;
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [
              { Amount: periodRate, CashMovementType: 'Credit', Currency: cur, InterestRate: coupon, PriceType: 'Percentage' },
              { Amount: principal, CashMovementType: 'Credit', Currency: cur, PriceType: 'Percentage' },
            ],
            CashRequired: false,
            GrossRate: coupon,
            IsDefault: true,
            IsTaxable: true,
            Payment: dated(pay),
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(
              `Payment on ${b(name(inst))} on ${longDate(pay)}: interest of ${amountText(periodRate, 4)}% and a scheduled repayment of ${strong(`${amountText(principal, 4)}%`)} of the original nominal.`,
            ),
            p('The outstanding nominal is reduced accordingly.'),
          ],
          3,
        );
        return { body, traits: {} };
      });
    }
    case 'PRED': {
      const record = d;
      const pay = addBusinessDays(record, rng.int(5, 15));
      const repaid = round(1 + rng.next() * 4, 4);
      const factor = round(0.6 + rng.next() * 0.35, 6);
      return mandatory(rng.int(5, 15), record, pay, (ctx) => {
        const body = header(ctx, 'PRED', false);
        body.Record = dated(record);
        body.Options = [
          option(1, 'CASH', {
            CashMovements: [{ Amount: repaid, CashMovementType: 'Credit', Currency: cur, PriceType: 'Percentage' }],
            CashRequired: false,
            IsDefault: true,
            IsTaxable: false,
            Payment: dated(pay),
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(`A partial repayment of ${strong(`${amountText(repaid, 4)}%`)} of the original nominal of ${b(name(inst))} is made on ${longDate(pay)}.`),
            p(`The nominal of each holding stays the same; the new pool factor is ${amountText(factor, 6)}.`),
          ],
          0,
        );
        return { body, traits: {} };
      });
    }
    case 'PDEF':
      return mandatory(rng.int(10, 30), d, d, (ctx) =>
        notice(ctx, 'PDEF', d, [
          p(`The issuer of ${b(name(inst))} has deposited government securities with the trustee to secure part of its obligations under the notes from ${strong(longDate(d))}.`),
          p('Payments on the notes are unchanged. Some covenants no longer apply to the defeased part.'),
        ]),
      );
    case 'CAPI': {
      const rate = round(0.5 + rng.next() * 2, 4);
      return mandatory(rng.int(10, 30), d, d, (ctx) => {
        const body = header(ctx, 'CAPI', false);
        body.Effective = dated(d);
        body.Options = [
          option(1, 'SECU', {
            CashRequired: false,
            IsDefault: true,
            IsTaxable: true,
            Payment: dated(d),
            SecurityMovements: [securityCredit(displayOf(inst), inst.uic, cur, 100, rate)],
          }),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(`Accrued interest on ${b(name(inst))} is capitalised on ${longDate(d)}: the nominal of every holding increases by ${strong(`${amountText(rate, 4)}%`)}.`),
            p('No cash is paid.'),
          ],
          1,
        );
        return { body, traits: {} };
      });
    }
    case 'DECR':
    case 'INCR': {
      const from = rng.pick([1000, 2000, 100_000]);
      const to = code === 'DECR' ? from / rng.pick([2, 4, 10]) : from * rng.pick([2, 5, 10]);
      return mandatory(rng.int(10, 30), d, d, (ctx) => {
        const body = header(ctx, code, false);
        body.Effective = dated(d);
        body.NewDenominationQuantity = to;
        body.Options = [option(1, 'NOAC', { CashRequired: false, IsDefault: true, IsTaxable: false, NewDenominationQuantity: to })];
        body.Narrative = narrative(
          ctx,
          [
            p(`The denomination of ${b(name(inst))} changes from ${t(cur)} ${intText(from)} to ${strong(`${t(cur)} ${intText(to)}`)} on ${longDate(d)}.`),
            p(
              code === 'DECR'
                ? 'The total nominal held is unchanged; smaller amounts become tradable.'
                : 'Holdings that are not a multiple of the new denomination can only be sold, not increased.',
            ),
          ],
          2,
        );
        return { body, traits: {} };
      });
    }
    case 'REDO': {
      const target = { Description: `${inst.description.trim()} (EUR)`, IsinCode: newIsin(inst, rng), Symbol: inst.symbol };
      return mandatory(rng.int(30, 60), d, d, (ctx) => {
        const built = exchangeSecurities(ctx, 'REDO', d, target, 1, 1, [
          p(`${b(name(inst))} is redenominated from ${t(cur)} into euro on ${strong(longDate(d))}.`),
          p(`Holdings are converted at the official rate and carried on the new line ${t(target.IsinCode)}. The coupon and the maturity are unchanged.`),
        ]);
        const credit = built.body.Options?.[0]?.SecurityMovements?.[1];
        if (credit) credit.Currency = 'EUR';
        return built;
      });
    }
    case 'MCAL': {
      const pay = d;
      const record = addBusinessDays(pay, -1);
      const price = rng.pick([100, 100.5, 101]);
      return mandatory(rng.int(30, 60), record, pay, (ctx) => redemption(ctx, { record, pay, price, early: true }));
    }
    case 'CONV': {
      const w = voluntaryWindow(a, 15, 30);
      const shares = other(inst, rng, `${shortName(inst).replace(/\s+\d.*$/, '')} ordinary shares`, 'S');
      const perNote = rng.int(20, 60);
      return voluntary(w.open - rng.int(5, 20), w.open, w.pay, w.deadline, (ctx) => {
        const body = header(ctx, 'CONV', true);
        body.Effective = dated(w.open);
        const deadline = deadlineOf(deadlineAt(w.deadline, ctx.rng));
        body.Options = [
          option(1, 'SECU', {
            CashRequired: false,
            Deadline: deadline,
            IsDefault: false,
            IsTaxable: false,
            Payment: dated(w.pay),
            SecurityMovements: [securityDebit(inst, 1000, 1000), securityCredit(shares, undefined, cur, 1000, perNote)],
          }),
          NOAC(deadline),
        ];
        body.Narrative = narrative(
          ctx,
          [
            p(`The conversion window of ${b(name(inst))} is open: each ${t(cur)} 1,000 nominal converts into ${strong(intText(perNote))} ordinary shares of the issuer.`),
            p(`Conversion notices are accepted until ${deadlineText(deadlineAt(w.deadline, ctx.rng))}. Accrued interest is not paid on converted notes.`),
          ],
          3,
        );
        return { body, traits: { noSplit: true } };
      });
    }
    case 'COOP':
    default:
      return mandatory(rng.int(20, 40), d, d, (ctx) =>
        notice(ctx, 'COOP', d, [
          p(`The issuer of ${b(name(inst))} exercises its option to switch the coupon from fixed to floating with effect from ${strong(longDate(d))}.`),
          p('From that date the notes pay the reference rate plus the margin set out in the terms. No action is required.'),
        ]),
      );
  }
}

/** What can happen to a government bond (no puts, drawings, defaults or conversions in the demo). */
export const RARE_GOVERNMENT_CODES: readonly RareCode[] = ['REDO', 'DECR', 'INCR', 'CAPI', 'MCAL'];

/** Picks a rare type of the instrument's kind by weight. */
export function pickRareCode(inst: HeldInstrument, rng: Rng): RareCode {
  const codes: readonly RareCode[] = inst.assetType !== 'Bond' ? RARE_STOCK_CODES : inst.bond?.kind === 'government' ? RARE_GOVERNMENT_CODES : RARE_BOND_CODES;
  // Redenomination into euro only concerns other currencies; relief at source only a tax above the treaty rate.
  const candidates = codes.filter((code) => !(code === 'REDO' && inst.currency === 'EUR') && !(code === 'WTRC' && withholdingRate(inst) <= 0.15));
  const total = candidates.reduce((sum, code) => sum + RARE_WEIGHTS[code], 0);
  let roll = rng.next() * total;
  for (const code of candidates) {
    roll -= RARE_WEIGHTS[code];
    if (roll < 0) return code;
  }
  return candidates[candidates.length - 1] as RareCode;
}
