/**
 * Showcase plans for the regular event types (those the calendar produces on
 * its own), so the institutional client's list shows each of them whatever
 * the day: one event per type around an anchor day, through the same
 * builders as the calendar.
 */
import type { Rng } from '../core/rng';
import {
  bonusIssue,
  buyback,
  capitalDistribution,
  cashDividend,
  change,
  classAction,
  consent,
  deadlineAt,
  disclosure,
  dividendOption,
  drip,
  exchangeOffer,
  interest,
  makeIsin,
  meeting,
  merger,
  mic,
  newIsin,
  partialCall,
  priorityIssue,
  redemption,
  rightsDistribution,
  rightsExercise,
  shortName,
  spinOff,
  split,
  stockDividend,
  taxReclaim,
  tender,
  ticker,
  withholdingRate,
  type OtherSecurity,
} from './builders';
import { voluntaryPlan, type Draft, type Plan } from './draft';
import { addBusinessDays, rollForward } from './days';
import type { HeldInstrument } from './instruments';

/** Regular types of shares, of bonds and of funds. */
export const REGULAR_STOCK_CODES = [
  'DVCA',
  'DVOP',
  'DRIP',
  'DVSE',
  'BONU',
  'SPLF',
  'SPLR',
  'CAPD',
  'RHDI',
  'EXRI',
  'RHTS',
  'PRIO',
  'TEND',
  'BIDS',
  'EXOF',
  'MRGR',
  'SOFF',
  'CHAN',
  'MEET',
  'XMET',
  'CMET',
  'DSCL',
  'TREC',
  'CLSA',
] as const;
export const REGULAR_BOND_CODES = ['INTR', 'PCAL', 'REDM', 'CONS', 'BMET'] as const;
export const REGULAR_FUND_CODES = ['CAPG'] as const;
export type RegularCode = (typeof REGULAR_STOCK_CODES)[number] | (typeof REGULAR_BOND_CODES)[number] | (typeof REGULAR_FUND_CODES)[number];

const AGENDA = [
  'Adoption of the audited annual accounts',
  'Appropriation of profit and approval of the dividend',
  'Election of members to the board of directors',
  'Appointment of the statutory auditor',
];

/** Plans an event of a regular type on `inst` around `day` (`price`: reference share price). */
export function regularDraft(code: RegularCode, inst: HeldInstrument, day: number, rng: Rng, price: number): Plan {
  const d = rollForward(day);
  const cur = inst.currency;
  const px = (factor: number): number => (cur === 'JPY' ? Math.max(1, Math.round(price * factor)) : Math.round(price * factor * 100) / 100);
  const gross = px(0.012 + rng.next() * 0.01);
  const ex = d;
  const record = addBusinessDays(ex, 1);
  const pay = addBusinessDays(record, rng.int(2, 10));
  const mandatory = (keyDay: number, exec: number, lead: number, build: Draft['build']): Plan => ({ code, voluntary: false, announce: keyDay - lead, keyDay, exec, build });
  const voluntary = (open: number, deadline: number, exec: number, lead: number, build: Draft['build']): Plan => voluntaryPlan(code, open - lead, open, exec, deadline, build);
  const acquirer: OtherSecurity = {
    description: `${shortName(inst)} Holding N.V.`,
    isin: makeIsin('NL', `${String(inst.uic % 1_000_000_000).padStart(9, '0')}`),
    symbol: `${ticker(inst)}H${mic(inst)}`,
    currency: cur,
  };
  switch (code) {
    case 'DVCA':
      return mandatory(ex, pay, 60, (ctx) => cashDividend(ctx, { ex, record, pay, gross, currency: cur, kind: 'INTE' }));
    case 'DVOP': {
      const deadline = addBusinessDays(ex, 8);
      const later = addBusinessDays(deadline, 6);
      return {
        code,
        voluntary: true,
        announce: ex - 40,
        keyDay: ex,
        exec: later,
        deadline,
        build: (ctx) =>
          dividendOption(ctx, {
            ex,
            record,
            pay: later,
            gross,
            currency: cur,
            sharesPerNew: Math.max(2, Math.round(price / gross)),
            reinvestmentPrice: px(0.97),
            deadline: deadlineAt(deadline, ctx.rng),
            sellOption: true,
          }),
      };
    }
    case 'DRIP': {
      const later = addBusinessDays(record, 25);
      const deadline = addBusinessDays(later, -15);
      return {
        code,
        voluntary: true,
        announce: ex - 50,
        keyDay: ex,
        exec: later,
        deadline,
        build: (ctx) => drip(ctx, { ex, record, pay: later, gross, currency: cur, deadline: deadlineAt(deadline, ctx.rng) }),
      };
    }
    case 'DVSE':
      return mandatory(ex, pay, 30, (ctx) => stockDividend(ctx, { ex, record, pay, oldQ: 50, newQ: 1, cashInLieuPrice: px(1) }));
    case 'BONU':
      return mandatory(ex, pay, 30, (ctx) => bonusIssue(ctx, { ex, record, pay, oldQ: 10, newQ: 1 }));
    case 'SPLF':
      return mandatory(ex, pay, 40, (ctx) => split(ctx, { ex, record, pay, oldQ: 1, newQ: 4 }));
    case 'SPLR':
      return mandatory(ex, pay, 40, (ctx) => split(ctx, { ex, record, pay, oldQ: 10, newQ: 1, cashInLieuPrice: px(10) }));
    case 'CAPD':
      return mandatory(ex, pay, 30, (ctx) => capitalDistribution(ctx, { ex, record, pay, amount: px(0.02), currency: cur }));
    case 'RHDI':
    case 'EXRI': {
      const credited = addBusinessDays(record, 1);
      const periodEnd = addBusinessDays(credited, 10);
      const deadline = addBusinessDays(periodEnd, -2);
      const paid = addBusinessDays(periodEnd, 5);
      const rights: OtherSecurity = {
        description: `${inst.description.trim()} - Subscription rights`,
        isin: makeIsin(inst.isin.slice(0, 2), `S${String(inst.uic % 100_000_000).padStart(8, '0')}`),
        symbol: `${ticker(inst)}.S${mic(inst)}`,
        currency: cur,
      };
      if (code === 'RHDI') return mandatory(ex, credited, 30, (ctx) => rightsDistribution(ctx, { ex, record, pay: credited, rights, rightsPerShare: 1 }));
      return voluntary(credited, deadline, paid, 30, (ctx) =>
        rightsExercise(ctx, 'EXRI', { periodStart: credited, periodEnd, deadline: deadlineAt(deadline, ctx.rng), pay: paid, oldQ: 4, newQ: 1, price: px(0.7), currency: cur }),
      );
    }
    case 'RHTS': {
      const periodStart = addBusinessDays(record, 1);
      const periodEnd = addBusinessDays(periodStart, 10);
      const deadline = addBusinessDays(periodEnd, -2);
      const paid = addBusinessDays(periodEnd, 5);
      return {
        code,
        voluntary: true,
        announce: ex - 25,
        keyDay: ex,
        exec: paid,
        deadline,
        build: (ctx) =>
          rightsExercise(ctx, 'RHTS', { ex, record, periodStart, periodEnd, deadline: deadlineAt(deadline, ctx.rng), pay: paid, oldQ: 6, newQ: 1, price: px(0.75), currency: cur }),
      };
    }
    case 'PRIO': {
      const deadline = addBusinessDays(d, 8);
      const paid = addBusinessDays(deadline, 4);
      return voluntary(d, deadline, paid, 10, (ctx) =>
        priorityIssue(ctx, { open: d, deadline: deadlineAt(deadline, ctx.rng), pay: paid, price: px(0.95), currency: cur, oldQ: 10, newQ: 1 }),
      );
    }
    case 'TEND': {
      const deadline = addBusinessDays(d, 20);
      const paid = addBusinessDays(deadline, 7);
      return voluntary(d, deadline, paid, 12, (ctx) =>
        tender(ctx, { open: d, deadline: deadlineAt(deadline, ctx.rng), pay: paid, price: px(1.3), currency: cur, bidder: 'Kestrel Global Partners', kind: 'full' }),
      );
    }
    case 'BIDS': {
      const deadline = addBusinessDays(d, 15);
      const paid = addBusinessDays(deadline, 5);
      return voluntary(d, deadline, paid, 8, (ctx) =>
        buyback(ctx, { open: d, deadline: deadlineAt(deadline, ctx.rng), pay: paid, currency: cur, maxQuantitySought: 2_500_000, fixedPrice: px(1.05) }),
      );
    }
    case 'EXOF': {
      const deadline = addBusinessDays(d, 25);
      const paid = addBusinessDays(deadline, 7);
      return voluntary(d, deadline, paid, 20, (ctx) =>
        exchangeOffer(ctx, {
          open: d,
          deadline: deadlineAt(deadline, ctx.rng),
          pay: paid,
          acquirer,
          offeror: acquirer.description,
          oldQ: 2,
          newQ: 1,
          mixedCash: px(0.5),
          mixedNewQ: 1,
          cashPrice: px(1.25),
          currency: cur,
        }),
      );
    }
    case 'MRGR': {
      const effective = d;
      const mergerRecord = addBusinessDays(effective, -2);
      const paid = addBusinessDays(effective, 5);
      return mandatory(mergerRecord, paid, 60, (ctx) =>
        merger(ctx, { record: mergerRecord, effective, pay: paid, acquirer, merged: acquirer.description, oldQ: 1, newQ: 1, cash: px(0.45), currency: cur }),
      );
    }
    case 'SOFF': {
      const newCo: OtherSecurity = { description: `${shortName(inst)} Services`, isin: newIsin(inst, rng), symbol: `${ticker(inst)}SE${mic(inst)}`, currency: cur };
      return mandatory(ex, pay, 45, (ctx) => spinOff(ctx, { ex, record, pay, newCo, oldQ: 3, newQ: 1 }));
    }
    case 'CHAN':
      return mandatory(d, d, 30, (ctx) => change(ctx, { effective: d, newName: `${shortName(inst)} Group` }));
    case 'MEET':
    case 'XMET':
    case 'CMET': {
      const meetingRecord = addBusinessDays(d, -7);
      const deadline = addBusinessDays(meetingRecord, -2);
      return {
        code,
        voluntary: true,
        announce: d - 35,
        keyDay: meetingRecord,
        exec: d,
        deadline,
        build: (ctx) =>
          meeting(ctx, {
            code,
            record: meetingRecord,
            meeting: d,
            proxy: { deadline: deadlineAt(deadline, ctx.rng) },
            agenda: code === 'MEET' ? AGENDA : ['Approval of the scheme of arrangement'],
          }),
      };
    }
    case 'DSCL':
      return mandatory(d, addBusinessDays(d, 5), 10, (ctx) => disclosure(ctx, { record: d, effective: addBusinessDays(d, 5) }));
    case 'TREC': {
      const deadline = addBusinessDays(d, 40);
      return voluntary(d, deadline, d, 5, (ctx) =>
        taxReclaim(ctx, {
          open: d,
          deadline: deadlineAt(deadline, ctx.rng),
          dividendPay: d - 45,
          gross,
          currency: cur,
          reclaimable: Math.max(0.05, withholdingRate(inst) - 0.15),
          fee: 25,
        }),
      );
    }
    case 'CLSA': {
      const deadline = addBusinessDays(d, 60);
      return voluntary(d, deadline, d, 10, (ctx) =>
        classAction(ctx, { open: d, deadline: deadlineAt(deadline, ctx.rng), classStart: d - 900, classEnd: d - 400, settlement: 85_000_000, currency: cur }),
      );
    }
    case 'CAPG':
      return mandatory(ex, pay, 20, (ctx) =>
        cashDividend(ctx, {
          ex,
          record,
          pay,
          gross,
          currency: cur,
          kind: 'SPEC',
          capitalGains: true,
          breakdown: [
            ['STCG', 0.3],
            ['LTCG', 0.7],
          ],
        }),
      );
    case 'INTR': {
      const couponPay = d;
      return mandatory(addBusinessDays(couponPay, -2), couponPay, 60, (ctx) =>
        interest(ctx, {
          ex: addBusinessDays(couponPay, -2),
          record: addBusinessDays(couponPay, -1),
          pay: couponPay,
          periodStart: couponPay - 365,
          periodEnd: couponPay,
          rate: inst.bond?.coupon ?? 3,
          periodRate: inst.bond?.coupon ?? 3,
        }),
      );
    }
    case 'PCAL':
      return mandatory(d, addBusinessDays(d, 20), 5, (ctx) => partialCall(ctx, { record: d, pay: addBusinessDays(d, 20), drawnPercent: 2.5 }));
    case 'REDM':
      return mandatory(addBusinessDays(d, -1), d, 90, (ctx) => redemption(ctx, { record: addBusinessDays(d, -1), pay: d, price: 100 }));
    case 'CONS': {
      const deadline = addBusinessDays(d, 12);
      return voluntary(d, deadline, addBusinessDays(deadline, 8), 10, (ctx) =>
        consent(ctx, {
          open: d,
          deadline: deadlineAt(deadline, ctx.rng),
          pay: addBusinessDays(deadline, 8),
          fee: 0.25,
          proposal: 'extend the reporting covenant deadline by sixty days.',
        }),
      );
    }
    case 'BMET':
    default: {
      const meetingRecord = addBusinessDays(d, -5);
      const deadline = addBusinessDays(meetingRecord, -1);
      return {
        code: 'BMET',
        voluntary: true,
        announce: d - 25,
        keyDay: meetingRecord,
        exec: d,
        deadline,
        build: (ctx) =>
          meeting(ctx, {
            code: 'BMET',
            record: meetingRecord,
            meeting: d,
            proxy: { deadline: deadlineAt(deadline, ctx.rng) },
            agenda: ['Amendment of the terms and conditions of the notes'],
          }),
      };
    }
  }
}
