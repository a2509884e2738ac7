/**
 * Events that change during the simulated day, so that moving the simulator's
 * clock shows what a desk sees between two looks at its inbox: a preliminary
 * dividend confirmed, a rate revised, an offer withdrawn, a new event
 * announced, an election deadline moved. The service has no version or change feed; these changes
 * are only seen by asking again, which is what the app's "changed since you
 * reviewed" compares.
 *
 * Like the featured events (featured.ts) they belong to the demo user's
 * client, their dates are placed relative to the week looked at, and each
 * change takes effect at a fixed UTC time of every simulated day
 * (REVISIONS), so a clock pinned before and after that time gives the event
 * before and after the change (or, for the one announced, no event and then
 * the event), deterministically; the next simulated day starts over. Only fields the service's
 * schema has change (EventState, the record date, the rates and amounts of
 * the cash movements, an option's Deadline and the narratives that quote them).
 */
import { DAY_MS } from '../core/clock';
import { cashDividend, dividendOption, tender, type BuildContext } from './builders';
import { addBusinessDays, demoPeriod, rollForward } from './days';
import { voluntaryPlan } from './draft';
import { featured, type FeaturedEvent } from './featured';

export type RevisionKind = 'confirmed' | 'rate-revised' | 'withdrawn' | 'announced' | 'deadline-moved';

export interface Revision {
  eventId: string;
  kind: RevisionKind;
  /** UTC minute of the day from which the change shows. */
  minute: number;
  /** What changes, for tests and the README. */
  what: string;
}

/** The day's changes, in the order they take effect. */
export const REVISIONS: readonly Revision[] = [
  { eventId: '9501121', kind: 'confirmed', minute: 10 * 60, what: 'a preliminary interim dividend is confirmed (state Confirmed, its record date announced)' },
  { eventId: '9501122', kind: 'rate-revised', minute: 12 * 60, what: 'a cash dividend’s rate is revised from EUR 2.20 to EUR 2.35 gross per share' },
  { eventId: '9501123', kind: 'withdrawn', minute: 14 * 60, what: 'a partial tender offer, open for elections, is withdrawn by the bidder' },
  { eventId: '9501125', kind: 'announced', minute: 15 * 60, what: 'a special cash dividend is announced on a holding that had no event in view (ASML), a new event' },
  { eventId: '9501124', kind: 'deadline-moved', minute: 16 * 60, what: 'a scrip dividend’s election deadline is extended by two business days' },
];

/** UTC minute of the day of an instant. */
export function minuteOfDay(now: Date): number {
  const ms = now.getTime() % DAY_MS;
  return Math.floor((ms < 0 ? ms + DAY_MS : ms) / 60_000);
}

/** How many of the day's revisions have taken effect at `minute` (0 before the first). */
export function revisionStage(minute: number): number {
  return REVISIONS.filter((revision) => minute >= revision.minute).length;
}

function applied(kind: RevisionKind, minute: number): boolean {
  const revision = REVISIONS.find((candidate) => candidate.kind === kind);
  return revision !== undefined && minute >= revision.minute;
}

const at = (day: number, minute: number) => ({ day, minute });

/** The revisable events on `today` as they stand at UTC `minute` of the day. */
export function revisedEvents(today: number, minute: number): FeaturedEvent[] {
  // Dates hang on the week of `today`, as the featured events' (days.ts, demoPeriod): only the revisions move.
  const { start, end } = demoPeriod(today);
  const D = start;
  const fwd = (days: number) => rollForward(end + days);
  const list: FeaturedEvent[] = [];
  {
    const confirmed = applied('confirmed', minute);
    const ex = fwd(9);
    const pay = addBusinessDays(ex, 3);
    const event = {
      eventId: '9501121',
      purpose: 'preliminary interim dividend, confirmed at 10:00 UTC',
      symbol: 'NOVO_B:xcse',
      state: confirmed ? ('Confirmed' as const) : ('Preliminary' as const),
    };
    const build = (ctx: BuildContext) => cashDividend(ctx, { ex, record: confirmed ? addBusinessDays(ex, 1) : 'Unknown', pay, gross: 3.5, currency: 'DKK', kind: 'INTE' });
    list.push(featured(event, { code: 'DVCA', voluntary: false, announce: D - 6, keyDay: ex, exec: pay, build }));
  }
  {
    const ex = fwd(12);
    const pay = addBusinessDays(ex, 2);
    const gross = applied('rate-revised', minute) ? 2.35 : 2.2;
    const event = { eventId: '9501122', purpose: 'cash dividend whose rate is revised at 12:00 UTC', symbol: 'SAP:xetr', state: 'Confirmed' as const };
    const build = (ctx: BuildContext) => cashDividend(ctx, { ex, record: addBusinessDays(ex, 1), pay, gross, currency: 'EUR', kind: 'FINL' });
    list.push(featured(event, { code: 'DVCA', voluntary: false, announce: D - 30, keyDay: ex, exec: pay, build }));
  }
  {
    const open = rollForward(D - 8);
    const deadline = fwd(6);
    const pay = addBusinessDays(deadline, 5);
    const event = {
      eventId: '9501123',
      purpose: 'partial tender offer, withdrawn at 14:00 UTC',
      symbol: 'ASML:xams',
      state: applied('withdrawn', minute) ? ('Withdrawn' as const) : ('Confirmed' as const),
    };
    const build = (ctx: BuildContext) =>
      tender(ctx, {
        open,
        deadline: at(deadline, 900),
        pay,
        price: 742,
        currency: 'EUR',
        bidder: 'Veldhoven Photonics Holding B.V.',
        kind: 'partial',
        maxQuantitySought: 20_000_000,
      });
    list.push(featured(event, voluntaryPlan('TEND', D - 10, open, pay, deadline, build)));
  }
  if (applied('announced', minute)) {
    // Announced today: its ex date some weeks ahead, on the same holding as the tender offer above.
    const ex = fwd(19);
    const pay = addBusinessDays(ex, 3);
    const event = { eventId: '9501125', purpose: 'special cash dividend announced at 15:00 UTC', symbol: 'ASML:xams', state: 'Confirmed' as const };
    const build = (ctx: BuildContext) => cashDividend(ctx, { ex, record: addBusinessDays(ex, 1), pay, gross: 1.8, currency: 'EUR', kind: 'SPEC' });
    list.push(featured(event, { code: 'DVCA', voluntary: false, announce: today, keyDay: ex, exec: pay, build }));
  }
  {
    const ex = rollForward(D - 5);
    const record = addBusinessDays(ex, 1);
    const planned = fwd(4);
    const deadline = applied('deadline-moved', minute) ? addBusinessDays(planned, 2) : planned;
    const pay = addBusinessDays(planned, 8);
    const event = { eventId: '9501124', purpose: 'scrip dividend whose election deadline is extended at 16:00 UTC', symbol: 'TTE:xpar', state: 'Confirmed' as const };
    const build = (ctx: BuildContext) =>
      dividendOption(ctx, { ex, record, pay, gross: 0.85, currency: 'EUR', sharesPerNew: 70, reinvestmentPrice: 58.3, deadline: at(deadline, 780), sellOption: false });
    list.push(featured(event, voluntaryPlan('DVOP', D - 25, ex, pay, deadline, build)));
  }
  return list;
}
