/**
 * The corporate-action calendar of the held instruments. Every instrument
 * has a stable profile (dividend frequency and timing, meeting month, proxy
 * voting, ...) drawn from its Uic; every calendar year then gets its regular
 * events (dividends, meetings, coupons) and, with small probabilities, one-off
 * events (splits, offers, rights issues, ...), drawn from the Uic and the
 * year. Events therefore sit on fixed calendar dates: looking at a later day
 * moves the window over the same calendar instead of reshuffling it.
 */
import { createRng, type Rng } from '../core/rng';
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
  withInactiveOption,
  type BuildContext,
  type BuiltEvent,
  type DayOrStatus,
  type OtherSecurity,
} from './builders';
import { addBusinessDays, dayOfDate, rollBackward, rollForward } from './days';
import { heldInstruments, type HeldInstrument } from './instruments';
import type { PayoutComponent } from './vocabulary';
import { voluntaryPlan, type Draft, type Plan } from './draft';
import { pickRareCode, rareDraft } from './rare';

/** An event before it is built: its kind, its key days and how to build it. */
export type { Draft } from './draft';

// ---------------------------------------------------------------------------
// Instrument profiles

type Style = 'cash' | 'scrip' | 'drip' | 'currency';

interface Profile {
  /** Dividends per year (0: none). */
  frequency: 0 | 1 | 2 | 4;
  /** Day of the year (0-based) of the first quarterly ex date. */
  quarterPhase: number;
  /** Day of the year of the annual general meeting. */
  agmDoy: number;
  /** Annual dividend per share in the listing currency (at the 2026 level). */
  annual: number;
  growth: number;
  payLag: readonly [number, number];
  proxyVoting: boolean;
  style: Style;
  /** Reference share price in the listing currency (offer and subscription prices derive from it). */
  price: number;
}

const EU = new Set(['DE', 'FR', 'NL', 'IT', 'ES', 'BE', 'AT', 'PT', 'IE', 'FI', 'SE', 'DK', 'PL', 'NO', 'CH', 'LU']);

const NO_DIVIDEND = new Set([
  'AMZN:xnas',
  'TSLA:xnas',
  'NFLX:xnas',
  'ADBE:xnas',
  'AMD:xnas',
  'BRK.B:xnys',
  'BA:xnys',
  'SHOP:xtse',
  'ZAL:xetr',
  'GMAB:xcse',
  'DEMANT:xcse',
  'ADYEN:xams',
  'GN:xcse',
  'SPOT:xnys',
  'TKWY:xams',
  'GLPG:xams',
  '3690:xhkg',
  '1810:xhkg',
  '9988:xhkg',
  'AF:xpar',
  'WLN:xpar',
  'ENR:xetr',
  'CBK:xetr',
  'RR.:xlon',
]);
const SCRIP = new Set(['IBE:xmad', 'TEF:xmad', 'REP:xmad']);
const UK_QUARTERLY = new Set(['SHEL:xlon', 'BP.:xlon', 'HSBA:xlon', 'BATS:xlon', 'GSK:xlon', 'ULVR:xlon']);
const DRIP = new Set(['BATS:xlon', 'LLOY:xlon', 'NG.:xlon', 'VOD:xlon', 'TSCO:xlon']);
const CURRENCY_CHOICE: Record<string, readonly (readonly [string, number])[]> = {
  'SHEL:xlon': [
    ['GBP', 0.79],
    ['EUR', 0.92],
  ],
  'GLEN:xlon': [
    ['GBP', 0.79],
    ['CHF', 0.88],
  ],
  'HSBA:xlon': [
    ['GBP', 0.79],
    ['HKD', 7.8],
  ],
  'BHP:xasx': [
    ['NZD', 1.09],
    ['GBP', 0.52],
  ],
};
/** Listing currency differs from the dividend currency. */
const DIVIDEND_CURRENCY: Record<string, string> = { 'SHEL:xlon': 'USD', 'GLEN:xlon': 'USD', 'HSBA:xlon': 'USD', 'RIO:xlon': 'USD', 'BP.:xlon': 'USD', 'AAL:xlon': 'USD' };

const ANNUAL_RANGE: Record<string, readonly [number, number]> = {
  USD: [0.4, 6],
  EUR: [0.3, 5],
  GBP: [0.05, 1.2],
  DKK: [2, 30],
  SEK: [2, 15],
  NOK: [3, 30],
  CHF: [1, 12],
  JPY: [20, 250],
  HKD: [0.3, 4],
  AUD: [0.3, 4],
  CAD: [1, 5],
  SGD: [0.2, 2],
  PLN: [1, 20],
  ZAR: [2, 25],
  NZD: [0.1, 0.6],
};

const PRICE_RANGE: Record<string, readonly [number, number]> = {
  USD: [20, 600],
  EUR: [10, 300],
  GBP: [1, 40],
  DKK: [50, 2000],
  SEK: [50, 800],
  NOK: [50, 500],
  CHF: [20, 600],
  JPY: [500, 15000],
  HKD: [10, 500],
  AUD: [5, 200],
  CAD: [10, 200],
  SGD: [2, 40],
  PLN: [20, 500],
  ZAR: [50, 3000],
  NZD: [2, 30],
};

const PAY_LAG: Record<string, readonly [number, number]> = {
  US: [8, 20],
  CA: [10, 20],
  GB: [15, 30],
  DK: [2, 3],
  DE: [2, 3],
  FR: [2, 5],
  NL: [10, 20],
  CH: [2, 4],
  SE: [3, 5],
  NO: [5, 10],
  FI: [5, 10],
  IT: [1, 2],
  ES: [2, 5],
  BE: [2, 3],
  PT: [3, 10],
  AT: [3, 5],
  PL: [10, 40],
  IE: [15, 30],
  JP: [55, 65],
  HK: [15, 30],
  SG: [10, 20],
  AU: [15, 30],
  NZ: [10, 20],
  ZA: [5, 10],
};

/** Day of the year window of the annual meeting per market. */
const AGM_WINDOW: Record<string, readonly [number, number]> = {
  US: [110, 160],
  CA: [100, 145],
  GB: [105, 200],
  JP: [168, 178],
  AU: [288, 329],
  NZ: [288, 329],
  HK: [125, 175],
  SG: [95, 120],
  ZA: [300, 335],
  DK: [68, 100],
  CH: [90, 125],
  DE: [95, 150],
  FR: [95, 150],
  IT: [100, 125],
  ES: [65, 110],
  NL: [95, 145],
  SE: [95, 140],
  NO: [95, 140],
  FI: [70, 110],
  BE: [110, 140],
  AT: [100, 140],
  PT: [90, 130],
  PL: [150, 180],
  IE: [110, 140],
};

function profileOf(inst: HeldInstrument): Profile {
  const rng = createRng(`profile:${inst.uic}`);
  const country = inst.marketCountry;
  const [agmFrom, agmTo] = AGM_WINDOW[country] ?? [100, 150];
  const [lo, hi] = ANNUAL_RANGE[inst.currency] ?? [0.4, 5];
  let frequency: Profile['frequency'];
  if (inst.assetType !== 'Stock' || NO_DIVIDEND.has(inst.symbol)) frequency = 0;
  else if (country === 'US' || country === 'CA') frequency = 4;
  else if (['JP', 'AU', 'NZ', 'HK', 'SG', 'ZA'].includes(country)) frequency = 2;
  else if (country === 'GB') frequency = UK_QUARTERLY.has(inst.symbol) || rng.chance(0.2) ? 4 : 2;
  else {
    const semi: Record<string, number> = { NL: 0.6, IT: 0.5, ES: 0.6, FR: 0.35, BE: 0.4, SE: 0.35, NO: 0.6, FI: 0.5, DK: 0.3, DE: 0.05, PT: 0.3, IE: 0.6, AT: 0.1 };
    frequency = rng.chance(semi[country] ?? 0) ? (country === 'NO' && rng.chance(0.5) ? 4 : 2) : 1;
  }
  let style: Style = 'cash';
  if (SCRIP.has(inst.symbol)) style = 'scrip';
  else if (DRIP.has(inst.symbol)) style = 'drip';
  else if (CURRENCY_CHOICE[inst.symbol]) style = 'currency';
  const proxyChance = country === 'US' || country === 'GB' ? 0.8 : EU.has(country) ? 0.65 : 0.4;
  const annual = lo + (hi - lo) * rng.next() ** 1.5;
  const [priceLo, priceHi] = PRICE_RANGE[inst.currency] ?? [10, 300];
  // Dividend payers trade at a yield of 1.5% to 6%; others somewhere in the usual range of their market.
  const price = frequency > 0 ? annual / (0.015 + rng.next() * 0.045) : priceLo + (priceHi - priceLo) * rng.next();
  return {
    frequency,
    quarterPhase: rng.int(0, 2) * 30 + rng.int(5, 25),
    agmDoy: rng.int(agmFrom, agmTo),
    annual,
    growth: rng.int(0, 8) / 100,
    payLag: PAY_LAG[country] ?? [5, 15],
    proxyVoting: rng.chance(proxyChance),
    style,
    price,
  };
}

// ---------------------------------------------------------------------------
// Helpers

function roundAmount(value: number, currency: string): number {
  if (currency === 'JPY') return Math.max(1, Math.round(value));
  if (value < 0.1 || currency === 'GBP') return Math.round(value * 10_000) / 10_000;
  return Math.round(value * 100) / 100;
}

function startOfYear(year: number): number {
  return dayOfDate(year, 1, 1);
}

const BIDDERS = [
  'Nordhavn Capital Partners BidCo',
  'Atlas Infrastructure Holdings',
  'Meridian Strategic Investments',
  'Blue Harbour Acquisition Corp.',
  'Fjell Industrial Holding AS',
  'Kestrel Global Partners',
  'Orion Long-Term Equity Fund',
  'Solberg & Vinter Holding ApS',
];

const SPIN_OFF_SUFFIXES = ['Technologies', 'Industrial Solutions', 'Consumer Brands', 'Energy Transition', 'Services', 'Life Sciences'];

const AGM_AGENDA = [
  'Report of the board on the past financial year',
  'Adoption of the audited annual accounts',
  'Appropriation of profit and approval of the dividend',
  'Discharge of the board of directors and the executive management',
  'Election of members to the board of directors',
  'Appointment of the statutory auditor',
  'Advisory vote on the remuneration report',
  'Authorisation to buy back own shares',
];
const EGM_AGENDA = [
  'Approval of a capital increase with pre-emptive rights for existing shareholders',
  'Amendment of the articles of association',
  'Election of a new chair of the board',
  'Cancellation of treasury shares and reduction of the share capital',
  'Approval of the proposed combination and the issue of consideration shares',
];
const BOND_AGENDA = ['Amendment of the terms and conditions of the notes', 'Waiver of a potential event of default', 'Appointment of a noteholders’ representative'];
const CONSENT_PROPOSALS = [
  'replace the reference rate of the floating-rate provisions with a successor rate.',
  'allow the substitution of the issuer by a wholly-owned finance subsidiary.',
  'extend the reporting covenant deadline by sixty days.',
  'amend the negative pledge clause to permit a new secured facility.',
];

function otherStock(inst: HeldInstrument, rng: Rng): OtherSecurity {
  const candidates = heldInstruments().filter((other) => other.assetType === 'Stock' && other.uic !== inst.uic && other.currency === inst.currency);
  const sameSector = candidates.filter((other) => other.sector === inst.sector);
  const pool = sameSector.length > 0 ? sameSector : candidates;
  if (pool.length > 0 && rng.chance(0.6)) {
    const other = rng.pick(pool);
    return { description: other.description.trim(), isin: other.isin, symbol: other.symbol, uic: other.uic, currency: other.currency };
  }
  const bidder = rng.pick(BIDDERS);
  return {
    description: `${bidder.replace(/ BidCo$/, '')} N.V.`,
    isin: newIsin({ ...inst, isin: 'NL' }, rng),
    symbol: `${bidder
      .slice(0, 4)
      .toUpperCase()
      .replace(/[^A-Z]/g, 'X')}N${mic(inst)}`,
    currency: inst.currency,
  };
}

// ---------------------------------------------------------------------------
// Generation per instrument and year

interface YearContext {
  inst: HeldInstrument;
  profile: Profile;
  year: number;
  rng: Rng;
  drafts: Draft[];
}

function push(y: YearContext, draft: Plan): void {
  const seq = y.drafts.length;
  if (seq > 255 || y.inst.slot > 1023) throw new Error(`event key space exhausted for ${y.inst.symbol}`);
  // Slot (10 bits) | year (3 bits) | sequence within the year (8 bits).
  const key = (y.inst.slot << 11) | ((y.year & 7) << 8) | (seq & 255);
  y.drafts.push({ key, instrument: y.inst, ...draft });
}

/**
 * Some dates are not known while an event is preliminary. The choice uses its
 * own generator so the rest of the event (amounts, wording) does not change
 * when the event is confirmed.
 */
function unknownWhilePreliminary(ctx: BuildContext, hidden: Rng, day: number, chance: number): DayOrStatus {
  const roll = hidden.next();
  return ctx.preliminary && roll < chance ? 'Unknown' : day;
}

function dividendEvent(
  y: YearContext,
  ex: number,
  amount: number,
  kind: 'REGR' | 'FINL' | 'INTE' | 'SPEC',
  extra: { breakdown?: readonly (readonly [PayoutComponent, number])[]; capitalGains?: boolean } = {},
): void {
  const { inst, profile, rng } = y;
  const exDay = rollForward(ex);
  const record = addBusinessDays(exDay, 1);
  let pay = addBusinessDays(record, rng.int(profile.payLag[0], profile.payLag[1]));
  const currency = DIVIDEND_CURRENCY[inst.symbol] ?? inst.currency;
  const gross = roundAmount(amount, currency);
  // Regular dividends appear early as forecasts from the issuers' financial calendars.
  const lead = kind === 'SPEC' ? rng.int(10, 40) : rng.int(45, 300);
  const announce = exDay - lead;
  const claims = rng.chance(0.15);
  const occasionalScrip = inst.assetType === 'Stock' && profile.style === 'cash' && EU.has(inst.marketCountry) && inst.marketCountry !== 'DK' && rng.chance(0.03);
  const style: Style = kind === 'SPEC' || extra.capitalGains ? 'cash' : occasionalScrip ? 'scrip' : profile.style;
  let deadlineDay: number;
  if (style === 'scrip') deadlineDay = addBusinessDays(exDay, rng.int(7, 10));
  else if (style === 'drip') deadlineDay = Math.max(addBusinessDays(pay, -rng.int(12, 18)), addBusinessDays(record, 1));
  else deadlineDay = addBusinessDays(record, rng.int(3, 6));
  // Payment of an elective dividend always follows the election deadline.
  if (style !== 'cash') pay = Math.max(pay, addBusinessDays(deadlineDay, rng.int(5, 8)));
  const voluntary = style !== 'cash';
  const reinvest = roundAmount(profile.price * (0.96 + rng.next() * 0.03), currency);
  const sharesPerNew = Math.max(2, Math.round(reinvest / Math.max(gross, 0.0001)));
  const sellOption = rng.chance(0.6);
  push(y, {
    code: extra.capitalGains ? 'CAPG' : style === 'scrip' ? 'DVOP' : style === 'drip' ? 'DRIP' : 'DVCA',
    voluntary,
    announce,
    keyDay: exDay,
    exec: pay,
    ...(voluntary ? { deadline: deadlineDay } : {}),
    build: (ctx) => {
      const hidden = createRng(`hidden:${inst.uic}:${exDay}`);
      const recordShown = unknownWhilePreliminary(ctx, hidden, record, 0.4);
      const payShown = unknownWhilePreliminary(ctx, hidden, pay, 0.25);
      const deadlineKnown = unknownWhilePreliminary(ctx, hidden, deadlineDay, 0.3);
      const deadline = typeof deadlineKnown === 'number' ? deadlineAt(deadlineDay, ctx.rng) : ('Unknown' as const);
      if (style === 'scrip') {
        return dividendOption(ctx, { ex: exDay, record: recordShown, pay: payShown, gross, currency, sharesPerNew, reinvestmentPrice: reinvest, deadline, sellOption });
      }
      if (style === 'drip') return drip(ctx, { ex: exDay, record: recordShown, pay: payShown, gross, currency, deadline });
      const alternatives = style === 'currency' ? CURRENCY_CHOICE[inst.symbol] : undefined;
      return cashDividend(ctx, {
        ex: exDay,
        record: recordShown,
        pay: payShown,
        gross,
        currency,
        kind,
        claims,
        ...(extra.breakdown ? { breakdown: extra.breakdown } : {}),
        ...(extra.capitalGains ? { capitalGains: true } : {}),
        ...(alternatives ? { currencyChoice: { alternatives, deadline } } : {}),
      });
    },
  });
  // Tax withheld above the usual treaty rate of 15% can be reclaimed afterwards.
  const excess = withholdingRate(inst) - 0.15;
  if (inst.assetType === 'Stock' && excess > 0.01 && kind !== 'SPEC' && rng.chance(0.7)) {
    const open = rollForward(pay + rng.int(15, 40));
    const reclaimDeadline = rollForward(open + rng.int(40, 90));
    const fee = currency === 'JPY' ? 2500 : ['DKK', 'SEK', 'NOK'].includes(currency) ? 175 : 25;
    push(
      y,
      voluntaryPlan('TREC', open - rng.int(3, 10), open, open, reclaimDeadline, (ctx) =>
        taxReclaim(ctx, { open, deadline: deadlineAt(reclaimDeadline, ctx.rng), dividendPay: pay, gross, currency, reclaimable: excess, fee }),
      ),
    );
  }
}

function stockDividends(y: YearContext): void {
  const { profile, year, rng, inst } = y;
  if (profile.frequency === 0) return;
  const annual = profile.annual * (1 + profile.growth) ** (year - 2026);
  const base = startOfYear(year);
  const agm = rollForward(base + profile.agmDoy);
  const country = inst.marketCountry;
  if (profile.frequency === 4) {
    for (let q = 0; q < 4; q++) dividendEvent(y, base + profile.quarterPhase + q * 91 + rng.int(-3, 3), annual / 4, 'REGR');
  } else if (profile.frequency === 2) {
    if (country === 'JP') {
      dividendEvent(y, addBusinessDays(rollBackward(dayOfDate(year, 3, 31)), -1), annual * 0.5, 'FINL');
      dividendEvent(y, addBusinessDays(rollBackward(dayOfDate(year, 9, 30)), -1), annual * 0.5, 'INTE');
    } else if (country === 'AU' || country === 'NZ') {
      dividendEvent(y, base + rng.int(48, 64), annual * 0.45, 'INTE');
      dividendEvent(y, base + rng.int(230, 248), annual * 0.55, 'FINL');
    } else {
      dividendEvent(y, addBusinessDays(agm, rng.int(2, 4)), annual * 0.6, 'FINL');
      dividendEvent(y, agm + rng.int(165, 200), annual * 0.4, 'INTE');
    }
  } else {
    dividendEvent(y, addBusinessDays(agm, rng.int(1, 3)), annual, 'REGR');
  }
  if (rng.chance(0.03)) dividendEvent(y, base + rng.int(20, 340), annual * (0.3 + rng.next()), 'SPEC');
  if (country === 'CH' && rng.chance(0.4)) {
    const ex = addBusinessDays(agm, rng.int(2, 4));
    const record = addBusinessDays(ex, 1);
    const pay = addBusinessDays(record, 2);
    const amount = roundAmount(annual * (0.2 + rng.next() * 0.3), inst.currency);
    push(y, {
      code: 'CAPD',
      voluntary: false,
      announce: ex - rng.int(30, 60),
      keyDay: ex,
      exec: pay,
      build: (ctx) => capitalDistribution(ctx, { ex, record, pay, amount, currency: inst.currency }),
    });
  }
}

function annualMeeting(y: YearContext): void {
  const { profile, year, rng } = y;
  const meetingDay = rollForward(startOfYear(year) + profile.agmDoy);
  const record = addBusinessDays(meetingDay, -rng.int(5, 20));
  const deadlineDay = addBusinessDays(meetingDay, -rng.int(4, 7));
  const agenda = AGM_AGENDA.filter((_, index) => index < 6 || rng.chance(0.6));
  const proxy = profile.proxyVoting;
  push(y, {
    code: 'MEET',
    voluntary: proxy,
    // Meeting dates are published in the financial calendar long before the notice.
    announce: meetingDay - rng.int(28, 200),
    keyDay: record,
    exec: meetingDay,
    ...(proxy ? { deadline: deadlineDay } : {}),
    build: (ctx) => meeting(ctx, { code: 'MEET', record, meeting: meetingDay, agenda, ...(proxy ? { proxy: { deadline: deadlineAt(deadlineDay, ctx.rng) } } : {}) }),
  });
}

function extraordinaryMeeting(y: YearContext, code: 'XMET' | 'CMET' | 'BMET'): void {
  const { rng, year } = y;
  const meetingDay = rollForward(startOfYear(year) + rng.int(10, 350));
  const record = addBusinessDays(meetingDay, -rng.int(5, 15));
  const deadlineDay = addBusinessDays(meetingDay, -rng.int(3, 6));
  const proxy = code !== 'XMET' || y.profile.proxyVoting || rng.chance(0.5);
  const agenda =
    code === 'BMET' ? BOND_AGENDA.slice(0, rng.int(1, 3)) : code === 'CMET' ? ['Approval of the scheme of arrangement'] : EGM_AGENDA.filter(() => rng.chance(0.45)).slice(0, 3);
  if (agenda.length === 0) agenda.push(EGM_AGENDA[0] as string);
  push(y, {
    code,
    voluntary: proxy,
    announce: meetingDay - rng.int(21, 45),
    keyDay: record,
    exec: meetingDay,
    ...(proxy ? { deadline: deadlineDay } : {}),
    build: (ctx) => meeting(ctx, { code, record, meeting: meetingDay, agenda, ...(proxy ? { proxy: { deadline: deadlineAt(deadlineDay, ctx.rng) } } : {}) }),
  });
}

function oneOffs(y: YearContext): void {
  const { inst, rng, year } = y;
  const country = inst.marketCountry;
  const anchor = (): number => rollForward(startOfYear(year) + rng.int(5, 355));
  /** The share price around the event, scaled by a factor (premium or discount). */
  const price = (factor = 1): number => roundAmount(y.profile.price * factor * (0.92 + rng.next() * 0.16), inst.currency);

  if (rng.chance(0.15)) extraordinaryMeeting(y, 'XMET');
  if (country === 'GB' && rng.chance(0.02)) extraordinaryMeeting(y, 'CMET');
  // Issuers in the EU ask for their shareholders' identity once or twice a year.
  const disclosures =
    EU.has(country) && country !== 'CH' && country !== 'NO'
      ? (rng.chance(0.9) ? 1 : 0) + (rng.chance(0.5) ? 1 : 0) + (rng.chance(0.25) ? 1 : 0)
      : country === 'GB' && rng.chance(0.5)
        ? 1
        : 0;
  for (let i = 0; i < disclosures; i++) {
    const record = anchor();
    const effective = addBusinessDays(record, rng.int(5, 10));
    push(y, { code: 'DSCL', voluntary: false, announce: record - rng.int(5, 20), keyDay: record, exec: effective, build: (ctx) => disclosure(ctx, { record, effective }) });
  }
  if (rng.chance(country === 'US' ? 0.06 : 0.03)) {
    const ex = anchor();
    const record = addBusinessDays(ex, -1);
    const pay = addBusinessDays(ex, 1);
    const ratio = rng.pick([2, 2, 3, 4, 5, 10]);
    push(y, { code: 'SPLF', voluntary: false, announce: ex - rng.int(20, 60), keyDay: ex, exec: pay, build: (ctx) => split(ctx, { ex, record, pay, oldQ: 1, newQ: ratio }) });
  }
  if (rng.chance(0.004)) {
    const ex = anchor();
    const record = addBusinessDays(ex, -1);
    const pay = addBusinessDays(ex, 2);
    const ratio = rng.pick([5, 10, 20]);
    push(y, {
      code: 'SPLR',
      voluntary: false,
      announce: ex - rng.int(20, 60),
      keyDay: ex,
      exec: pay,
      build: (ctx) => split(ctx, { ex, record, pay, oldQ: ratio, newQ: 1, cashInLieuPrice: price(ratio) }),
    });
  }
  if (rng.chance(['ES', 'IT', 'BE', 'JP', 'HK'].includes(country) ? 0.05 : 0.015)) {
    const ex = anchor();
    const record = addBusinessDays(ex, 1);
    const pay = addBusinessDays(record, rng.int(2, 8));
    const oldQ = rng.pick([10, 20, 25, 40]);
    push(y, { code: 'BONU', voluntary: false, announce: ex - rng.int(20, 60), keyDay: ex, exec: pay, build: (ctx) => bonusIssue(ctx, { ex, record, pay, oldQ, newQ: 1 }) });
  }
  if (rng.chance(0.012)) {
    const ex = anchor();
    const record = addBusinessDays(ex, 1);
    const pay = addBusinessDays(record, rng.int(3, 10));
    const oldQ = rng.pick([25, 50, 100]);
    const cil = price();
    push(y, {
      code: 'DVSE',
      voluntary: false,
      announce: ex - rng.int(20, 50),
      keyDay: ex,
      exec: pay,
      build: (ctx) => stockDividend(ctx, { ex, record, pay, oldQ, newQ: 1, cashInLieuPrice: cil }),
    });
  }
  if (rng.chance(0.015)) {
    // Two-step rights issue: distribution of rights, then the call on them.
    const ex = anchor();
    const record = addBusinessDays(ex, 1);
    const credited = addBusinessDays(record, 1);
    const periodEnd = addBusinessDays(credited, rng.int(8, 12));
    const deadlineDay = addBusinessDays(periodEnd, -2);
    const pay = addBusinessDays(periodEnd, rng.int(4, 7));
    const announce = ex - rng.int(14, 40);
    const rightsIsin = makeIsin(inst.isin.slice(0, 2), `R${String(inst.uic % 100_000_000).padStart(8, '0')}`);
    const rights: OtherSecurity = {
      description: `${inst.description.trim()} - Subscription rights`,
      isin: rightsIsin,
      symbol: `${ticker(inst)}.R${mic(inst)}`,
      currency: inst.currency,
    };
    const oldQ = rng.pick([2, 3, 4, 5, 7]);
    const subPrice = price(0.7);
    push(y, {
      code: 'RHDI',
      voluntary: false,
      announce,
      keyDay: ex,
      exec: credited,
      build: (ctx) => rightsDistribution(ctx, { ex, record, pay: credited, rights, rightsPerShare: 1 }),
    });
    push(y, {
      code: 'EXRI',
      voluntary: true,
      announce,
      keyDay: credited,
      exec: pay,
      deadline: deadlineDay,
      build: (ctx) =>
        withOptionalInactive(
          ctx,
          rightsExercise(ctx, 'EXRI', {
            periodStart: credited,
            periodEnd,
            deadline: deadlineAt(deadlineDay, ctx.rng),
            pay,
            oldQ,
            newQ: 1,
            price: subPrice,
            currency: inst.currency,
          }),
        ),
    });
  } else if (rng.chance(0.013)) {
    const ex = anchor();
    const record = addBusinessDays(ex, 1);
    const periodStart = addBusinessDays(record, 1);
    const periodEnd = addBusinessDays(periodStart, rng.int(8, 12));
    const deadlineDay = addBusinessDays(periodEnd, -2);
    const pay = addBusinessDays(periodEnd, rng.int(4, 7));
    const oldQ = rng.pick([3, 4, 6, 8]);
    const subPrice = price(0.75);
    push(
      y,
      voluntaryPlan('RHTS', ex - rng.int(14, 40), ex, pay, deadlineDay, (ctx) =>
        withOptionalInactive(
          ctx,
          rightsExercise(ctx, 'RHTS', {
            ex,
            record,
            periodStart,
            periodEnd,
            deadline: deadlineAt(deadlineDay, ctx.rng),
            pay,
            oldQ,
            newQ: 1,
            price: subPrice,
            currency: inst.currency,
          }),
        ),
      ),
    );
  }
  if (rng.chance(0.014)) {
    const open = anchor();
    const deadlineDay = addBusinessDays(open, rng.int(15, 30));
    const pay = addBusinessDays(deadlineDay, rng.int(5, 10));
    const kind = rng.pick(['full', 'full', 'partial', 'squeeze'] as const);
    const bidder = rng.pick(BIDDERS);
    const offerPrice = price(1.2 + rng.next() * 0.25);
    const alternative = kind === 'full' && rng.chance(0.3) ? { security: otherStock(inst, rng), oldQ: rng.pick([1, 2, 3]), newQ: rng.pick([1, 2]) } : undefined;
    const sought = kind === 'partial' ? rng.int(10, 200) * 100_000 : undefined;
    push(
      y,
      voluntaryPlan('TEND', open - rng.int(5, 25), open, pay, deadlineDay, (ctx) =>
        withOptionalInactive(
          ctx,
          tender(ctx, {
            open,
            deadline: deadlineAt(deadlineDay, ctx.rng),
            pay,
            price: offerPrice,
            currency: inst.currency,
            bidder,
            kind,
            ...(alternative ? { shareAlternative: alternative } : {}),
            ...(sought !== undefined ? { maxQuantitySought: sought } : {}),
          }),
        ),
      ),
    );
  }
  if (rng.chance(['DK', 'CH', 'JP', 'US', 'GB'].includes(country) ? 0.05 : 0.02)) {
    const open = anchor();
    const deadlineDay = addBusinessDays(open, rng.int(10, 20));
    const pay = addBusinessDays(deadlineDay, rng.int(3, 8));
    const mid = price();
    const dutch = rng.chance(0.5);
    const step = inst.currency === 'JPY' ? 10 : 0.25;
    const maxQuantitySought = rng.int(5, 100) * 100_000;
    push(
      y,
      voluntaryPlan('BIDS', open - rng.int(3, 20), open, pay, deadlineDay, (ctx) =>
        buyback(ctx, {
          open,
          deadline: deadlineAt(deadlineDay, ctx.rng),
          pay,
          currency: inst.currency,
          maxQuantitySought,
          ...(dutch ? { range: { min: Math.floor((mid * 0.95) / step) * step, max: Math.ceil((mid * 1.08) / step) * step, step } } : { fixedPrice: mid }),
        }),
      ),
    );
  }
  if (rng.chance(0.008)) {
    const open = anchor();
    const deadlineDay = addBusinessDays(open, rng.int(20, 35));
    const pay = addBusinessDays(deadlineDay, rng.int(5, 10));
    const acquirer = otherStock(inst, rng);
    const offeror = acquirer.description;
    const cashPrice = price(1.25);
    const oldQ = rng.pick([1, 2, 4]);
    const newQ = rng.pick([1, 2, 3]);
    push(
      y,
      voluntaryPlan('EXOF', open - rng.int(10, 30), open, pay, deadlineDay, (ctx) =>
        withOptionalInactive(
          ctx,
          exchangeOffer(ctx, {
            open,
            deadline: deadlineAt(deadlineDay, ctx.rng),
            pay,
            acquirer,
            offeror,
            oldQ,
            newQ,
            mixedCash: roundAmount(cashPrice * 0.4, inst.currency),
            mixedNewQ: Math.max(1, newQ - 1),
            cashPrice,
            currency: inst.currency,
          }),
        ),
      ),
    );
  }
  if (rng.chance(0.01)) {
    const effective = anchor();
    const record = addBusinessDays(effective, -2);
    const pay = addBusinessDays(effective, rng.int(3, 8));
    const acquirer = otherStock(inst, rng);
    const withElection = rng.chance(0.5);
    const deadlineDay = addBusinessDays(record, -rng.int(3, 8));
    const cash = price(0.45);
    const oldQ = rng.pick([1, 2, 5]);
    const newQ = rng.pick([1, 2, 3]);
    push(y, {
      code: 'MRGR',
      voluntary: withElection,
      announce: effective - rng.int(40, 90),
      keyDay: record,
      exec: pay,
      ...(withElection ? { deadline: deadlineDay } : {}),
      build: (ctx) =>
        merger(ctx, {
          record,
          effective,
          pay,
          acquirer,
          merged: acquirer.description,
          oldQ,
          newQ,
          cash,
          currency: inst.currency,
          ...(withElection ? { election: { deadline: deadlineAt(deadlineDay, ctx.rng), cashOnly: roundAmount(cash * 2.6, inst.currency), sharesOnlyNewQ: newQ * 2 } } : {}),
        }),
    });
  }
  if (rng.chance(0.03)) {
    const effective = anchor();
    const renamed = rng.chance(0.5);
    const legalForm = /\s(Inc\.|Corp\.|AG|SE|SA|NV|A\/S|ASA|AB|Plc|SpA|Oyj|Ltd)\s*$/.exec(inst.description)?.[1];
    const newName = `${shortName(inst)} ${rng.pick(['Group', 'Holding', 'International'])}${legalForm ? ` ${legalForm}` : ''}`;
    const isin = newIsin(inst, rng);
    push(y, {
      code: 'CHAN',
      voluntary: false,
      announce: effective - rng.int(14, 45),
      keyDay: effective,
      exec: effective,
      build: (ctx) => change(ctx, renamed ? { effective, newName } : { effective, newIsin: isin }),
    });
  }
  if (rng.chance(0.012)) {
    const ex = anchor();
    const record = addBusinessDays(ex, 1);
    const pay = addBusinessDays(record, rng.int(1, 5));
    const suffix = rng.pick(SPIN_OFF_SUFFIXES);
    const newCo: OtherSecurity = {
      description: `${shortName(inst)} ${suffix}`,
      isin: newIsin(inst, rng),
      symbol: `${ticker(inst)}${suffix.slice(0, 2).toUpperCase()}${mic(inst)}`,
      currency: inst.currency,
    };
    const oldQ = rng.pick([1, 2, 3, 5, 10]);
    push(y, { code: 'SOFF', voluntary: false, announce: ex - rng.int(30, 80), keyDay: ex, exec: pay, build: (ctx) => spinOff(ctx, { ex, record, pay, newCo, oldQ, newQ: 1 }) });
  }
  if (rng.chance(0.006)) {
    const open = anchor();
    const deadlineDay = addBusinessDays(open, rng.int(5, 12));
    const pay = addBusinessDays(deadlineDay, rng.int(3, 6));
    const subPrice = price(0.95);
    const oldQ = rng.pick([5, 10, 20]);
    push(
      y,
      voluntaryPlan('PRIO', open - rng.int(5, 20), open, pay, deadlineDay, (ctx) =>
        priorityIssue(ctx, { open, deadline: deadlineAt(deadlineDay, ctx.rng), pay, price: subPrice, currency: inst.currency, oldQ, newQ: 1 }),
      ),
    );
  }
  if (country !== 'CH' && rng.chance(0.03)) {
    const ex = anchor();
    const record = addBusinessDays(ex, 1);
    const pay = addBusinessDays(record, rng.int(3, 10));
    const amount = roundAmount(price(0.02), inst.currency);
    push(y, {
      code: 'CAPD',
      voluntary: false,
      announce: ex - rng.int(20, 60),
      keyDay: ex,
      exec: pay,
      build: (ctx) => capitalDistribution(ctx, { ex, record, pay, amount, currency: inst.currency }),
    });
  }
  if (country === 'US' && rng.chance(0.06)) {
    const open = anchor();
    const deadlineDay = rollForward(open + rng.int(60, 120));
    const classEnd = open - rng.int(200, 700);
    const classStart = classEnd - rng.int(180, 720);
    const settlement = rng.int(5, 400) * 1_000_000;
    push(
      y,
      voluntaryPlan('CLSA', open - rng.int(5, 20), open, open, deadlineDay, (ctx) =>
        classAction(ctx, { open, deadline: deadlineAt(deadlineDay, ctx.rng), classStart, classEnd, settlement, currency: inst.currency }),
      ),
    );
  }
}

/** Occasionally shows one of the optional alternatives as no longer available. */
function withOptionalInactive(ctx: BuildContext, built: BuiltEvent): BuiltEvent {
  return ctx.rng.chance(0.12) ? withInactiveOption(built, ctx.rng.chance(0.5) ? 'Cancelled' : 'Inactive') : built;
}

const ACCUMULATING = new Set(['IWDA:xams', 'EUNL:xetr', 'SXR8:xetr', 'CSPX:xlon', 'XDWD:xetr', 'EXS1:xetr', 'VWCE:xetr']);

function fundEvents(y: YearContext): void {
  const { inst, rng, year } = y;
  const base = startOfYear(year);
  if (inst.assetType === 'Etf' && !ACCUMULATING.has(inst.symbol)) {
    const us = inst.isin.startsWith('US');
    const perYear = inst.symbol === 'CAC:xpar' ? 1 : 4;
    const annual = y.profile.annual * (us ? 1 : 0.8);
    for (let q = 0; q < perYear; q++) {
      const ex = perYear === 1 ? base + 190 + rng.int(0, 10) : base + 78 + q * 91 + rng.int(-2, 2);
      const breakdown: readonly (readonly [PayoutComponent, number])[] | undefined = us
        ? rng.chance(0.3)
          ? [
              ['ORDI', 0.85],
              ['RTCP', 0.15],
            ]
          : [['ORDI', 1]]
        : undefined;
      dividendEvent(y, ex, annual / perYear, 'REGR', breakdown ? { breakdown } : {});
    }
    if (us && rng.chance(0.2))
      dividendEvent(y, base + 350, annual * 0.1, 'SPEC', {
        capitalGains: true,
        breakdown: [
          ['STCG', 0.4],
          ['LTCG', 0.6],
        ],
      });
  }
  if (rng.chance(0.04)) {
    const effective = rollForward(base + rng.int(10, 350));
    const newName = inst.description.replace(/UCITS ETF/, 'UCITS ETF (Acc)').replace(/ETF Trust$/, 'ETF');
    push(y, {
      code: 'CHAN',
      voluntary: false,
      announce: effective - rng.int(20, 45),
      keyDay: effective,
      exec: effective,
      build: (ctx) => change(ctx, newName !== inst.description ? { effective, newName } : { effective, newIsin: newIsin(inst, ctx.rng) }),
    });
  }
  if (inst.assetType === 'Etf' && inst.isin.startsWith('US') && rng.chance(0.03)) {
    const ex = rollForward(base + rng.int(10, 350));
    const record = addBusinessDays(ex, -1);
    const pay = addBusinessDays(ex, 1);
    push(y, {
      code: 'SPLF',
      voluntary: false,
      announce: ex - rng.int(20, 45),
      keyDay: ex,
      exec: pay,
      build: (ctx) => split(ctx, { ex, record, pay, oldQ: 1, newQ: rng.pick([2, 3, 4]) }),
    });
  }
  if (inst.assetType === 'Etf' && !inst.isin.startsWith('US')) {
    // UCITS umbrella companies hold an annual meeting; extraordinary ones are rare.
    const meetingDay = rollForward(base + 170 + rng.int(0, 40));
    const record = addBusinessDays(meetingDay, -rng.int(5, 10));
    push(y, {
      code: 'MEET',
      voluntary: false,
      announce: meetingDay - rng.int(21, 60),
      keyDay: record,
      exec: meetingDay,
      build: (ctx) => meeting(ctx, { code: 'MEET', record, meeting: meetingDay, agenda: AGM_AGENDA.slice(0, 2).concat(AGM_AGENDA[5] as string) }),
    });
    if (rng.chance(0.05)) extraordinaryMeeting(y, 'XMET');
  }
  if (inst.assetType === 'Etc') {
    if (rng.chance(0.06)) {
      const open = rollForward(base + rng.int(10, 340));
      const deadlineDay = addBusinessDays(open, rng.int(10, 20));
      const pay = addBusinessDays(deadlineDay, 10);
      const proposal = rng.pick(CONSENT_PROPOSALS);
      push(y, {
        code: 'CONS',
        voluntary: true,
        announce: open - rng.int(5, 15),
        keyDay: open,
        exec: pay,
        deadline: deadlineDay,
        build: (ctx) => consent(ctx, { open, deadline: deadlineAt(deadlineDay, ctx.rng), pay, fee: 0.05, proposal }),
      });
    }
    if (rng.chance(0.04)) extraordinaryMeeting(y, 'BMET');
  }
}

function bondEvents(y: YearContext): void {
  const { inst, rng, year } = y;
  const bond = inst.bond;
  if (!bond) return;
  const maturity = dayOfDate(bond.maturity.year, bond.maturity.month, bond.maturity.day);
  const step = 12 / bond.frequency;
  for (let k = 0; k < bond.frequency; k++) {
    const month = ((bond.couponMonth - 1 + k * step) % 12) + 1;
    const unadjusted = dayOfDate(year, month, bond.couponDay);
    if (unadjusted > maturity) continue;
    const previousMonth = month - step;
    const periodStart = previousMonth >= 1 ? dayOfDate(year, previousMonth, bond.couponDay) : dayOfDate(year - 1, previousMonth + 12, bond.couponDay);
    const pay = rollForward(unadjusted);
    const record = addBusinessDays(pay, -1);
    const ex = addBusinessDays(pay, -2);
    const periodRate = bond.coupon / bond.frequency;
    // Coupons follow from the bond's terms and are set up well in advance.
    push(y, {
      code: 'INTR',
      voluntary: false,
      announce: pay - rng.int(30, 200),
      keyDay: ex,
      exec: pay,
      build: (ctx) => interest(ctx, { ex, record, pay, periodStart, periodEnd: unadjusted, rate: bond.coupon, periodRate }),
    });
    if (bond.quarterlyDrawings) {
      const drawRecord = addBusinessDays(pay, -rng.int(20, 25));
      const drawnPercent = Math.round((0.5 + rng.next() * 5.5) * 10_000) / 10_000;
      push(y, {
        code: 'PCAL',
        voluntary: false,
        announce: drawRecord - rng.int(3, 8),
        keyDay: drawRecord,
        exec: pay,
        build: (ctx) => partialCall(ctx, { record: drawRecord, pay, drawnPercent }),
      });
    }
  }
  if (bond.maturity.year === year) {
    const pay = rollForward(maturity);
    const record = addBusinessDays(pay, -1);
    push(y, { code: 'REDM', voluntary: false, announce: pay - rng.int(60, 120), keyDay: record, exec: pay, build: (ctx) => redemption(ctx, { record, pay, price: 100 }) });
  }
  if (bond.kind !== 'government' && rng.chance(0.08)) {
    const open = rollForward(startOfYear(year) + rng.int(10, 340));
    const deadlineDay = addBusinessDays(open, rng.int(10, 20));
    const pay = addBusinessDays(deadlineDay, rng.int(5, 10));
    const fee = rng.pick([0.125, 0.25, 0.5]);
    const proposal = rng.pick(CONSENT_PROPOSALS);
    push(y, {
      code: 'CONS',
      voluntary: true,
      announce: open - rng.int(5, 15),
      keyDay: open,
      exec: pay,
      deadline: deadlineDay,
      build: (ctx) => consent(ctx, { open, deadline: deadlineAt(deadlineDay, ctx.rng), pay, fee, proposal }),
    });
  }
  if (rng.chance(0.04)) extraordinaryMeeting(y, 'BMET');
}

const PROFILES = new Map<number, Profile>();

function profile(inst: HeldInstrument): Profile {
  let found = PROFILES.get(inst.uic);
  if (!found) {
    found = profileOf(inst);
    PROFILES.set(inst.uic, found);
  }
  return found;
}

/** Reference share price of an instrument in its listing currency. */
export function referencePrice(inst: HeldInstrument): number {
  return profile(inst).price;
}

/**
 * The rarer event types (rare.ts), on the institutional tier only: about one
 * in three shares and most corporate bonds get one a year (government bonds
 * seldom, and only the kinds that befall them), on a fixed day.
 */
function rareEvents(y: YearContext): void {
  const { inst, year } = y;
  if (inst.assetType !== 'Stock' && inst.assetType !== 'Bond') return;
  const rng = createRng(`rare:${inst.uic}:${year}`);
  if (!rng.chance(inst.assetType === 'Stock' ? 0.35 : inst.bond?.kind === 'government' ? 0.08 : 0.6)) return;
  const code = pickRareCode(inst, rng);
  const day = startOfYear(year) + rng.int(5, 355);
  push(y, rareDraft(code, inst, day, rng, y.profile.price));
}

/** All drafts of one instrument for one calendar year (independent of the day they are looked at). */
export function draftsForYear(inst: HeldInstrument, year: number): Draft[] {
  const y: YearContext = { inst, profile: profile(inst), year, rng: createRng(`calendar:${inst.uic}:${year}`), drafts: [] };
  if (inst.assetType === 'Bond') bondEvents(y);
  else if (inst.assetType === 'Stock') {
    stockDividends(y);
    annualMeeting(y);
    oneOffs(y);
  } else fundEvents(y);
  if (inst.tier === 'institutional') rareEvents(y);
  return y.drafts;
}
