/**
 * Hand-made events with fixed EventIds and dates relative to the week they
 * are looked at (days.ts, demoPeriod: crossing midnight changes none of their
 * fields), so the demo and the UI tests always find the interesting
 * cases: a deadline in the next days, a cancelled and a complete event, one
 * older than a year, hostile narratives, many options, sub-account-only
 * events. Ids 9501xxx belong to the demo user's client, 9502xxx to Nordlys
 * Capital and 9503xxx to Harbour View.
 */
import {
  buyback,
  cashDividend,
  consent,
  dividendOption,
  drip,
  exchangeOffer,
  meeting,
  merger,
  rightsExercise,
  split,
  tender,
  type BuildContext,
  type BuiltEvent,
  type CashDividendInput,
  type OtherSecurity,
} from './builders';
import { voluntaryPlan, type Plan } from './draft';
import { addBusinessDays, demoPeriod, rollBackward, rollForward } from './days';
import { heldInstrument, type HeldInstrument } from './instruments';
import type { InstructionStatus } from './types';
import { optionType, type EventState } from './vocabulary';

export interface FeaturedElection {
  optionId: string;
  /** Elected quantity, or the whole holding. */
  quantity: number | 'all';
  status: InstructionStatus;
  type?: 'Auto' | 'Manual';
  remarks?: string;
  reason?: string;
}

/** A featured event: a plan of the calendar's kind, with a fixed EventId, a state and elections. */
export interface FeaturedEvent extends Plan {
  eventId: string;
  /** What the event demonstrates (for tests and the report). */
  purpose: string;
  instrument: HeldInstrument;
  state: EventState;
  hostile?: boolean;
  /** Elections per account key; accounts not listed have none. */
  elections?: Readonly<Record<string, readonly FeaturedElection[]>>;
}

const ACCOUNTS = {
  mikkelMain: 'Ak1Ms9DkK2rTq4LxW8nP0g==',
  nordlysTreasuryEur: 'Bn1Nc9EuR2rTq4LxW8nP0g==',
  nordlysStrategic: 'Bn3Nc7DkK4tVs6NzY0pR2i==',
  harbourCore: 'Cf1Hv9UsD2rTq4LxW8nP0g==',
  harbourUk: 'Cf2Hv8GbP3sUr5MyX9oQ1h==',
} as const;

const at = (day: number, minute: number) => ({ day, minute });

/** What a featured event is and where it stands, besides its plan. */
export type Featuring = Omit<FeaturedEvent, keyof Plan | 'instrument'> & { symbol: string };

/** The featured event of `plan` on the held instrument `symbol`. */
export function featured({ symbol, ...event }: Featuring, plan: Plan): FeaturedEvent {
  return { ...event, ...plan, instrument: heldInstrument(symbol) };
}

/** A mandatory cash dividend keyed on its ex date, recorded the business day after. */
export function mandatoryDividend(event: Featuring, announce: number, ex: number, pay: number, dividend: Pick<CashDividendInput, 'gross' | 'currency' | 'kind'>): FeaturedEvent {
  return featured(event, {
    code: 'DVCA',
    voluntary: false,
    announce,
    keyDay: ex,
    exec: pay,
    build: (ctx) => cashDividend(ctx, { ex, record: addBusinessDays(ex, 1), pay, ...dividend }),
  });
}

/** A split of one share into `newQ`, recorded the business day before its ex date and paid the business day after. */
function stockSplit(event: Featuring, announce: number, ex: number, newQ: number): FeaturedEvent {
  const pay = addBusinessDays(ex, 1);
  return featured(event, {
    code: 'SPLF',
    voluntary: false,
    announce,
    keyDay: ex,
    exec: pay,
    build: (ctx) => split(ctx, { ex, record: addBusinessDays(ex, -1), pay, oldQ: 1, newQ }),
  });
}

function fictionalAcquirer(description: string, isin: string, symbol: string, currency: string): OtherSecurity {
  return { description, isin, symbol, currency };
}

/**
 * The featured events for `today`. Their dates hang on the week of `today` (demoPeriod), not on the day itself:
 * what lies ahead (`fwd(n)`: n days after the week's Friday, rolled to a business day) stays ahead all week, what
 * lies behind (`back(n)`, `D - n`) is counted back from the week's Monday, and nothing moves at midnight.
 */
export function featuredEvents(today: number): FeaturedEvent[] {
  const { start, end } = demoPeriod(today);
  const D = start;
  const fwd = (days: number) => rollForward(end + days);
  const back = (days: number) => rollBackward(D - days);
  const list: FeaturedEvent[] = [];

  // --- Mikkel Sørensen (the demo user's client) -------------------------------------------------
  {
    const ex = back(6);
    const record = addBusinessDays(ex, 1);
    const deadline = fwd(3);
    const pay = addBusinessDays(deadline, 6);
    const event: Featuring = { eventId: '9501101', purpose: 'voluntary scrip dividend, deadline within days, not elected', symbol: 'IBE:xmad', state: 'Confirmed' };
    const build = (ctx: BuildContext) =>
      dividendOption(ctx, { ex, record, pay, gross: 0.23, currency: 'EUR', sharesPerNew: 54, reinvestmentPrice: 12.48, deadline: at(deadline, 840), sellOption: true });
    list.push(featured(event, voluntaryPlan('DVOP', D - 35, ex, pay, deadline, build)));
  }
  {
    const record = fwd(2);
    const meetingDay = fwd(12);
    const deadline = fwd(5);
    const event: Featuring = { eventId: '9501102', purpose: 'upcoming general meeting with proxy voting, deadline within a week', symbol: 'COLO_B:xcse', state: 'Confirmed' };
    const build = (ctx: BuildContext) =>
      meeting(ctx, {
        code: 'XMET',
        record,
        meeting: meetingDay,
        proxy: { deadline: at(deadline, 600) },
        agenda: ['Election of a new chair of the board', 'Authorisation to buy back own shares'],
      });
    list.push(featured(event, voluntaryPlan('XMET', D - 20, record, meetingDay, deadline, build)));
  }
  {
    const ex = fwd(20);
    const event: Featuring = { eventId: '9501103', purpose: 'cancelled cash dividend', symbol: 'PNDORA:xcse', state: 'Cancelled' };
    list.push(mandatoryDividend(event, D - 30, ex, addBusinessDays(ex, 3), { gross: 9, currency: 'DKK', kind: 'INTE' }));
  }
  {
    const ex = back(40);
    const event: Featuring = { eventId: '9501104', purpose: 'complete cash dividend (only through the single-event operation)', symbol: 'CARL_B:xcse', state: 'Complete' };
    list.push(mandatoryDividend(event, D - 120, ex, addBusinessDays(ex, 3), { gross: 27, currency: 'DKK', kind: 'FINL' }));
  }
  {
    const ex = back(402);
    const event: Featuring = { eventId: '9501105', purpose: 'cash dividend paid more than a year ago, still Approved', symbol: 'ERIC_B:xsto', state: 'Approved' };
    list.push(mandatoryDividend(event, D - 460, ex, addBusinessDays(ex, 4), { gross: 1.4, currency: 'SEK', kind: 'REGR' }));
  }
  {
    const open = back(2);
    const deadline = fwd(9);
    const pay = addBusinessDays(deadline, 5);
    const event: Featuring = { eventId: '9501106', purpose: 'tender offer with hostile narratives (event and options)', symbol: 'SPOT:xnys', state: 'Confirmed', hostile: true };
    const build = (ctx: BuildContext) => {
      const built = tender(ctx, { open, deadline: at(deadline, 900), pay, price: 612.5, currency: 'USD', bidder: 'Blue Harbour Acquisition Corp.', kind: 'full' });
      const cash = built.body.Options?.[0];
      if (cash)
        cash.Narrative = `<p>Tender at the offer price.</p><img src=x onerror="alert('refex-xss-option')"><a href="javascript:void(alert('refex-xss-option-link'))">Acceptance form</a>`;
      return built;
    };
    list.push(featured(event, voluntaryPlan('TEND', D - 12, open, pay, deadline, build)));
  }
  {
    const open = back(5);
    const deadline = fwd(14);
    const pay = addBusinessDays(deadline, 5);
    const event: Featuring = {
      eventId: '9501107',
      purpose: 'exchange offer with four options and security movements, partially elected',
      symbol: 'ADYEN:xams',
      state: 'Confirmed',
      elections: { [ACCOUNTS.mikkelMain]: [{ optionId: '1', quantity: 6, status: 'InProgress', remarks: 'Half now, decide on the rest after the results.' }] },
    };
    const build = (ctx: BuildContext) => {
      const built = exchangeOffer(ctx, {
        open,
        deadline: at(deadline, 720),
        pay,
        acquirer: fictionalAcquirer('Nordhavn Payments Holding N.V.', 'NL0015002YX7', 'NPAY:xams', 'EUR'),
        offeror: 'Nordhavn Payments Holding N.V.',
        oldQ: 1,
        newQ: 3,
        mixedCash: 610,
        mixedNewQ: 2,
        cashPrice: 1790,
        currency: 'EUR',
      });
      // The offeror withdrew the mixed alternative after the offer opened.
      const mixed = built.body.Options?.find((option) => option.OptionType?.Code === 'CASE');
      if (mixed) {
        mixed.OptionStatus = 'Cancelled';
        mixed.Narrative = `${mixed.Narrative ?? ''}<p><b>Withdrawn:</b> the offeror has withdrawn this alternative; existing instructions for it are void.</p>`;
      }
      return built;
    };
    list.push(featured(event, voluntaryPlan('EXOF', D - 25, open, pay, deadline, build)));
  }
  {
    const ex = fwd(8);
    const event: Featuring = { eventId: '9501108', purpose: 'dividend held only in a sub-account (visible with IncludeSubAccounts=true)', symbol: 'NKE:xnys', state: 'Confirmed' };
    list.push(mandatoryDividend(event, D - 40, ex, addBusinessDays(ex, 12), { gross: 0.4, currency: 'USD', kind: 'REGR' }));
  }
  {
    const open = back(30);
    const deadline = back(10);
    const pay = fwd(3);
    const event: Featuring = {
      eventId: '9501109',
      purpose: 'lapsed buyback: deadline passed without an election (IncludeLapsedEvents=true)',
      symbol: 'INVE_B:xsto',
      state: 'Approved',
    };
    const build = (ctx: BuildContext) => buyback(ctx, { open, deadline: at(deadline, 600), pay, currency: 'SEK', fixedPrice: 286.5, maxQuantitySought: 6_000_000 });
    list.push(featured(event, voluntaryPlan('BIDS', D - 40, open, pay, deadline, build)));
  }

  // --- Nordlys Capital A/S ------------------------------------------------------------------------
  {
    const ex = back(8);
    const record = addBusinessDays(ex, 1);
    const periodStart = addBusinessDays(record, 1);
    const deadline = fwd(2);
    const periodEnd = addBusinessDays(deadline, 2);
    const pay = addBusinessDays(periodEnd, 5);
    const event: Featuring = {
      eventId: '9502101',
      purpose: 'rights issue with five options and security movements, deadline within days, partially elected',
      symbol: 'NHY:xosl',
      state: 'Confirmed',
      elections: { [ACCOUNTS.nordlysStrategic]: [{ optionId: '1', quantity: 10_000, status: 'InProgress', remarks: 'Board approved participation up to NOK 500m.' }] },
    };
    const build = (ctx: BuildContext) => {
      const built = rightsExercise(ctx, 'RHTS', { ex, record, periodStart, periodEnd, deadline: at(deadline, 600), pay, oldQ: 2, newQ: 1, price: 48.5, currency: 'NOK' });
      return ensureFiveOptions(built);
    };
    list.push(featured(event, voluntaryPlan('RHTS', D - 30, ex, pay, deadline, build)));
  }
  {
    const open = back(10);
    const deadline = fwd(1);
    const pay = addBusinessDays(deadline, 8);
    const event: Featuring = { eventId: '9502102', purpose: 'bond consent solicitation, deadline within days, not elected', symbol: 'ORSTED 2.25 06/14/28', state: 'Confirmed' };
    const build = (ctx: BuildContext) =>
      consent(ctx, { open, deadline: at(deadline, 960), pay, fee: 0.25, proposal: 'allow the substitution of the issuer by a wholly-owned finance subsidiary.' });
    list.push(featured(event, voluntaryPlan('CONS', D - 14, open, pay, deadline, build)));
  }
  {
    const open = fwd(5);
    const deadline = addBusinessDays(open, 14);
    const event: Featuring = { eventId: '9502103', purpose: 'cancelled repurchase offer', symbol: 'SAND:xsto', state: 'Cancelled' };
    const build = (ctx: BuildContext) =>
      buyback(ctx, {
        open,
        deadline: at(deadline, 600),
        pay: addBusinessDays(deadline, 5),
        currency: 'SEK',
        range: { min: 205, max: 226, step: 0.5 },
        maxQuantitySought: 25_000_000,
      });
    list.push(featured(event, voluntaryPlan('BIDS', D - 6, open, addBusinessDays(deadline, 5), deadline, build)));
  }
  {
    const ex = back(60);
    const event: Featuring = { eventId: '9502104', purpose: 'complete cash dividend', symbol: 'MOWI:xosl', state: 'Complete' };
    list.push(mandatoryDividend(event, D - 100, ex, addBusinessDays(ex, 8), { gross: 1.6, currency: 'NOK', kind: 'INTE' }));
  }
  {
    const ex = back(410);
    const event: Featuring = { eventId: '9502105', purpose: 'cash dividend paid more than a year ago, still Confirmed', symbol: 'YAR:xosl', state: 'Confirmed' };
    list.push(mandatoryDividend(event, D - 470, ex, addBusinessDays(ex, 6), { gross: 15, currency: 'NOK', kind: 'FINL' }));
  }
  {
    const open = back(1);
    const deadline = fwd(12);
    const pay = addBusinessDays(deadline, 6);
    const event: Featuring = {
      eventId: '9502106',
      purpose: 'tender offer with a hostile narrative, held only in a sub-account',
      symbol: 'TKWY:xams',
      state: 'Confirmed',
      hostile: true,
    };
    const build = (ctx: BuildContext) => tender(ctx, { open, deadline: at(deadline, 540), pay, price: 20.3, currency: 'EUR', bidder: 'Kestrel Global Partners', kind: 'squeeze' });
    list.push(featured(event, voluntaryPlan('TEND', D - 9, open, pay, deadline, build)));
  }
  {
    const record = fwd(3);
    const meetingDay = fwd(15);
    const deadline = fwd(10);
    const event: Featuring = { eventId: '9502107', purpose: 'extraordinary meeting with a hostile narrative', symbol: 'ORK:xosl', state: 'Preliminary', hostile: true };
    const build = (ctx: BuildContext) =>
      meeting(ctx, { code: 'XMET', record, meeting: meetingDay, proxy: { deadline: at(deadline, 900) }, agenda: ['Amendment of the articles of association'] });
    list.push(featured(event, voluntaryPlan('XMET', D - 18, record, meetingDay, deadline, build)));
  }
  {
    const open = back(15);
    const deadline = fwd(6);
    const pay = addBusinessDays(deadline, 7);
    const event: Featuring = { eventId: '9502108', purpose: 'withdrawn tender offer', symbol: 'EVO:xsto', state: 'Withdrawn' };
    const build = (ctx: BuildContext) =>
      tender(ctx, { open, deadline: at(deadline, 720), pay, price: 1015, currency: 'SEK', bidder: 'Orion Long-Term Equity Fund', kind: 'partial', maxQuantitySought: 4_000_000 });
    list.push(featured(event, voluntaryPlan('TEND', D - 25, open, pay, deadline, build)));
  }

  // --- Harbour View Family Office -----------------------------------------------------------------
  {
    const ex = back(4);
    const record = addBusinessDays(ex, 1);
    const deadline = fwd(2);
    const pay = fwd(25);
    const event: Featuring = { eventId: '9503101', purpose: 'cash dividend with a currency election, deadline within days, not elected', symbol: 'SHEL:xlon', state: 'Confirmed' };
    const build = (ctx: BuildContext) =>
      cashDividend(ctx, {
        ex,
        record,
        pay,
        gross: 0.358,
        currency: 'USD',
        kind: 'INTE',
        currencyChoice: {
          alternatives: [
            ['GBP', 0.79],
            ['EUR', 0.92],
          ],
          deadline: at(deadline, 660),
        },
      });
    list.push(featured(event, voluntaryPlan('DVCA', D - 45, ex, pay, deadline, build)));
  }
  {
    const open = back(7);
    const deadline = fwd(4);
    const pay = addBusinessDays(deadline, 5);
    const event: Featuring = {
      eventId: '9503102',
      purpose: 'Dutch-auction buyback, deadline within days, partially elected',
      symbol: 'ADBE:xnas',
      state: 'Confirmed',
      elections: { [ACCOUNTS.harbourCore]: [{ optionId: '1', quantity: 600, status: 'Accepted', remarks: 'Offer at the top of the range.' }] },
    };
    const build = (ctx: BuildContext) =>
      buyback(ctx, { open, deadline: at(deadline, 900), pay, currency: 'USD', range: { min: 470, max: 520, step: 0.25 }, maxQuantitySought: 12_000_000 });
    list.push(featured(event, voluntaryPlan('BIDS', D - 15, open, pay, deadline, build)));
  }
  {
    const ex = fwd(30);
    const event: Featuring = { eventId: '9503103', purpose: 'cancelled stock split', symbol: 'FMG:xasx', state: 'Cancelled' };
    list.push(stockSplit(event, D - 10, ex, 2));
  }
  {
    const ex = back(90);
    const event: Featuring = { eventId: '9503104', purpose: 'complete cash dividend', symbol: 'RIO:xlon', state: 'Complete' };
    list.push(mandatoryDividend(event, D - 150, ex, fwd(-60), { gross: 2.25, currency: 'USD', kind: 'FINL' }));
  }
  {
    const meetingDay = back(430);
    const record = addBusinessDays(meetingDay, -10);
    const deadline = addBusinessDays(meetingDay, -5);
    const event: Featuring = {
      eventId: '9503105',
      purpose: 'annual meeting more than a year ago, voted, still Approved',
      symbol: '7203:xtks',
      state: 'Approved',
      elections: { [ACCOUNTS.harbourCore]: [{ optionId: '1', quantity: 'all', status: 'Accepted' }] },
    };
    const build = (ctx: BuildContext) =>
      meeting(ctx, {
        code: 'MEET',
        record,
        meeting: meetingDay,
        proxy: { deadline: at(deadline, 480) },
        agenda: ['Appropriation of surplus', 'Election of twelve directors', 'Election of two audit and supervisory board members'],
      });
    list.push(featured(event, voluntaryPlan('MEET', D - 480, record, meetingDay, deadline, build)));
  }
  {
    const ex = fwd(6);
    const deadline = fwd(20);
    const pay = fwd(35);
    const event: Featuring = { eventId: '9503106', purpose: 'dividend reinvestment plan with a hostile narrative', symbol: 'VOD:xlon', state: 'Confirmed', hostile: true };
    const build = (ctx: BuildContext) => drip(ctx, { ex, record: addBusinessDays(ex, 1), pay, gross: 0.0225, currency: 'GBP', deadline: at(deadline, 900) });
    list.push(featured(event, voluntaryPlan('DRIP', D - 50, ex, pay, deadline, build)));
  }
  {
    const record = fwd(18);
    const effective = addBusinessDays(record, 2);
    const deadline = addBusinessDays(record, -5);
    const pay = addBusinessDays(effective, 6);
    const event: Featuring = { eventId: '9503107', purpose: 'merger with cash, share and mixed alternatives (security movements)', symbol: 'AAL:xlon', state: 'Confirmed' };
    const build = (ctx: BuildContext) =>
      merger(ctx, {
        record,
        effective,
        pay,
        acquirer: fictionalAcquirer('Meridian Resources Plc', 'GB00BQ7ZK310', 'MRDN:xlon', 'GBP'),
        merged: 'Meridian Resources Plc',
        oldQ: 1,
        newQ: 1,
        cash: 3.85,
        currency: 'GBP',
        election: { deadline: at(deadline, 720), cashOnly: 27.4, sharesOnlyNewQ: 2 },
      });
    list.push(featured(event, voluntaryPlan('MRGR', D - 60, record, pay, deadline, build)));
  }
  {
    const ex = fwd(15);
    const event: Featuring = { eventId: '9503108', purpose: 'stock split held (within Harbour View) only in a sub-account', symbol: 'CRM:xnys', state: 'Confirmed' };
    list.push(stockSplit(event, D - 20, ex, 3));
  }
  return list;
}

/** Keeps the optional buy-up alternative so the rights issue always shows five options. */
function ensureFiveOptions(built: BuiltEvent): BuiltEvent {
  const options = built.body.Options ?? [];
  if (!options.some((option) => option.OptionType?.Code === 'BUYA')) {
    const template = options.find((option) => option.OptionType?.Code === 'EXER');
    options.splice(3, 0, {
      CashRequired: true,
      ...(template?.Deadline ? { Deadline: template.Deadline } : {}),
      IsDefault: false,
      IsTaxable: false,
      Narrative: `<p>Buy the rights you need to reach the next multiple of ${template?.MinExercisableMultipleQuantity ?? 1}, then exercise them all.</p>`,
      OptionId: '5',
      OptionType: { ...optionType('BUYA') },
    });
  }
  return built;
}
