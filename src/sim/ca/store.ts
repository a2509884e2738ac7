/**
 * The set of corporate-action events as seen on one UTC day, built lazily
 * and memoised per day (a handful of days are kept), with the day's
 * revisable events (revisions.ts) as they stand at the minute asked for.
 *
 * Window of the data set: events whose execution date (see `deriveDates`)
 * lies between 450 days before and 200 days after the day, and which have
 * been announced by then. Hand-made featured events are always included.
 *
 * EventStatus, computed from the dates an event shows (never from hidden
 * ones), with `key` = the Ex date, else the Record date, else the Effective
 * date, else the announcement date, and `end` = the latest of `key`, the
 * Effective date, every option's Payment date and every option's Deadline
 * (its UTC calendar day):
 *   - Upcoming: today < key
 *   - Active:   key <= today <= end
 *   - Past:     today > end
 */
import { DEMO_ACCOUNTS, DEMO_CLIENTS, type DemoAccount, type DemoClient } from '../core/accounts';
import { createRng, hashString } from '../core/rng';
import type { BuiltEvent, EventBody } from './builders';
import { draftsForYear, type Draft } from './calendar';
import { dayOfText, demoPeriod, yearOfDay } from './days';
import { featuredEvents, type FeaturedEvent } from './featured';
import { heldInstruments, positionsIn, type HeldInstrument, type Position } from './instruments';
import { INSTITUTIONAL_ACCOUNT_KEYS, INSTITUTIONAL_ID_OFFSET, institutionalTier } from './institutional';
import { revisedEvents, revisionStage } from './revisions';
import { showcaseEvents } from './showcase';
import { elections, lifecycle, type ElectionResult } from './lifecycle';
import type { Holding, HoldingOption } from './types';
import type { EventState, EventStatus } from './vocabulary';
import { keepNewest } from '../core/memo';

export const WINDOW_PAST_DAYS = 450;
export const WINDOW_FUTURE_DAYS = 200;

/** Dates an event shows, as day numbers. */
export interface DerivedDates {
  key: number;
  end: number;
  /** Execution date: the default option's payment date, else the first dated payment, else the Effective date, else `key`. */
  exec: number;
  ex?: number;
  record?: number;
  effective?: number;
  pay?: number;
  firstDeadline?: number;
  lastDeadline?: number;
}

export function deriveDates(body: EventBody): DerivedDates {
  const day = (text: string | undefined): number | undefined => (text ? dayOfText(text) : undefined);
  const ex = day(body.Ex?.Date);
  const record = day(body.Record?.Date);
  const effective = day(body.Effective?.Date);
  const announced = day(body.AnnouncedDate) ?? 0;
  const key = ex ?? record ?? effective ?? announced;
  const options = body.Options ?? [];
  const defaultPay = day(options.find((option) => option.IsDefault)?.Payment?.Date);
  const payments = options.map((option) => day(option.Payment?.Date)).filter((value): value is number => value !== undefined);
  const deadlines = options.map((option) => day(option.Deadline?.Date)).filter((value): value is number => value !== undefined);
  const pay = defaultPay ?? payments[0];
  const exec = pay ?? effective ?? key;
  const end = Math.max(key, effective ?? key, ...payments, ...deadlines);
  return {
    key,
    end,
    exec,
    ...(ex !== undefined ? { ex } : {}),
    ...(record !== undefined ? { record } : {}),
    ...(effective !== undefined ? { effective } : {}),
    ...(pay !== undefined ? { pay } : {}),
    ...(deadlines.length > 0 ? { firstDeadline: Math.min(...deadlines), lastDeadline: Math.max(...deadlines) } : {}),
  };
}

export function statusOn(dates: DerivedDates, today: number): EventStatus {
  if (today < dates.key) return 'Upcoming';
  if (today <= dates.end) return 'Active';
  return 'Past';
}

export interface StoredHolding {
  account: DemoAccount;
  client: DemoClient;
  amount: number;
  /** Sum of the non-rejected elections (voluntary events). */
  electedAmount: number;
  wire: Holding;
}

export interface StoredEvent {
  id: number;
  eventId: string;
  instrument: HeldInstrument;
  body: EventBody;
  state: EventState;
  status: EventStatus;
  dates: DerivedDates;
  voluntary: boolean;
  holdings: StoredHolding[];
  /** Lower-case instrument description, ISIN and symbol, for Keywords. */
  search: string;
  /** Trimmed lower-case instrument description, for sorting. */
  sortName: string;
}

export interface DayDataset {
  day: number;
  /** Sorted by numeric EventId. */
  events: StoredEvent[];
  byId: ReadonlyMap<string, StoredEvent>;
}

const ACCOUNTS = new Map(DEMO_ACCOUNTS.map((account) => [account.accountKey, account]));
const CLIENTS = new Map(DEMO_CLIENTS.map((client) => [client.clientKey, client]));

/** Owner (the broker entity) of the demo clients' accounts. */
const OWNER_ID = '4812';

/** EventId of a calendar draft: a scrambled, collision-free mapping of its 21-bit key. */
export function eventIdOf(key: number): string {
  let x = Math.imul(key, 0x2c1b3c6d) & 0x1fffff;
  x ^= x >>> 11;
  x = Math.imul(x, 0x297a2d39) & 0x1fffff;
  x ^= x >>> 10;
  return String(1_000_000 + x * 4 + 1);
}

function isHostile(eventId: string): boolean {
  return hashString(`hostile:${eventId}`) % 97 === 0;
}

function electionStatusOf(amount: number, elected: number): 'Elected' | 'NotElected' | 'PartialElected' {
  if (elected <= 0) return 'NotElected';
  return elected >= amount ? 'Elected' : 'PartialElected';
}

/** Positions in an instrument (the curated ones, or those of the institutional tier). */
type PositionsOf = (uic: number) => readonly Position[];

function holdingsOf(
  eventId: string,
  inst: HeldInstrument,
  voluntary: boolean,
  election: (accountKey: string, amount: number) => ElectionResult | undefined,
  positionsOf: PositionsOf = positionsIn,
): StoredHolding[] {
  const out: StoredHolding[] = [];
  for (const position of positionsOf(inst.uic)) {
    const account = ACCOUNTS.get(position.accountKey);
    const client = account ? CLIENTS.get(account.clientKey) : undefined;
    if (!account || !client) continue;
    const wire: Holding = {
      AccountDisplayName: account.displayName,
      AccountId: account.accountId,
      AccountKey: account.accountKey,
      Amount: position.quantity,
      ClientId: client.clientId,
      ClientKey: client.clientKey,
      ClientName: client.name,
      EventId: eventId,
      OwnerId: OWNER_ID,
    };
    let electedAmount = 0;
    if (voluntary) {
      const result = election(account.accountKey, position.quantity) ?? { options: [], electedAmount: 0, standingInstruction: false };
      electedAmount = result.electedAmount;
      wire.ElectedAmount = electedAmount;
      wire.ElectionStatus = electionStatusOf(position.quantity, electedAmount);
      wire.Options = result.options;
      wire.StandingInstructionStatus = result.standingInstruction ? 'Created' : 'NotCreated';
      if (result.cashReserved) wire.CashReserved = result.cashReserved;
    }
    out.push({ account, client, amount: position.quantity, electedAmount, wire });
  }
  return out;
}

/** Adds what depends on the day to a built body. */
function finish(built: BuiltEvent, dates: DerivedDates, state: EventState, today: number): EventBody {
  const body = built.body;
  const open =
    body.Electable === 'Electable' &&
    (state === 'Preliminary' || state === 'Confirmed' || state === 'Approved') &&
    (dates.lastDeadline === undefined || dates.lastDeadline >= today);
  if (open) {
    for (const option of body.Options ?? []) if (option.OptionStatus === undefined) option.AllowedActions = ['Change', 'Withdraw'];
  }
  return body;
}

function stored(eventId: string, inst: HeldInstrument, body: EventBody, dates: DerivedDates, state: EventState, today: number, holdings: StoredHolding[]): StoredEvent {
  return {
    id: Number(eventId),
    eventId,
    instrument: inst,
    body,
    state,
    status: statusOn(dates, today),
    dates,
    voluntary: body.CorporateActionType === 'Voluntary',
    holdings,
    search: `${inst.description}\n${inst.isin}\n${inst.symbol}`.toLowerCase(),
    sortName: inst.description.trim().toLowerCase(),
  };
}

/** How a draft's state is decided: by its lifecycle, or (showcase events) kept out of Cancelled and Complete. */
export interface DraftOptions {
  positionsOf?: PositionsOf;
  /** Fixed EventId instead of the one derived from the key. */
  eventId?: string;
  /** Added to the EventId derived from the key. */
  idOffset?: number;
  listable?: boolean;
  /** The day its lifecycle (state, elections) is read on, when not `today` (showcase events: their week's Monday). */
  lifeDay?: number;
}

export function fromDraft(draft: Draft, today: number, how: DraftOptions = {}): StoredEvent {
  const eventId = how.eventId ?? (how.idOffset ? String(Number(eventIdOf(draft.key)) + how.idOffset) : eventIdOf(draft.key));
  const inst = draft.instrument;
  const lifeDay = how.lifeDay ?? today;
  const planned = lifecycle(
    { eventId, code: draft.code, announce: draft.announce, keyDay: draft.keyDay, exec: draft.exec, ...(draft.deadline !== undefined ? { deadline: draft.deadline } : {}) },
    lifeDay,
  );
  const life = how.listable && (planned.state === 'Cancelled' || planned.state === 'Complete') ? { state: 'Approved' as const } : planned;
  const built = draft.build({ inst, announce: draft.announce, rng: createRng(`build:${eventId}`), hostile: isHostile(eventId), preliminary: life.state === 'Preliminary' });
  const dates = deriveDates(built.body);
  const body = finish(built, dates, life.state, today);
  const asOf = Math.min(lifeDay, life.frozenFrom ?? lifeDay);
  const options = body.Options ?? [];
  const lastDeadline = dates.lastDeadline;
  const holdings = holdingsOf(
    eventId,
    inst,
    body.CorporateActionType === 'Voluntary',
    (accountKey, amount) =>
      elections({ eventId, accountKey, amount, options, traits: built.traits, announce: draft.announce, ...(lastDeadline !== undefined ? { deadline: lastDeadline } : {}) }, asOf),
    how.positionsOf,
  );
  return stored(eventId, inst, body, dates, life.state, today, holdings);
}

function fromFeatured(featured: FeaturedEvent, today: number): StoredEvent {
  const inst = featured.instrument;
  const built = featured.build({
    inst,
    announce: featured.announce,
    rng: createRng(`build:${featured.eventId}`),
    hostile: featured.hostile ?? false,
    preliminary: featured.state === 'Preliminary',
  });
  const dates = deriveDates(built.body);
  const body = finish(built, dates, featured.state, today);
  const holdings = holdingsOf(featured.eventId, inst, body.CorporateActionType === 'Voluntary', (accountKey, amount) => {
    const specs = featured.elections?.[accountKey] ?? [];
    let elected = 0;
    const options: HoldingOption[] = specs.map((spec) => {
      const quantity = spec.quantity === 'all' ? amount : Math.min(amount, spec.quantity);
      if (spec.status !== 'Rejected') elected += quantity;
      return {
        ElectedAmount: quantity,
        ElectionType: spec.type ?? 'Manual',
        Instruction: spec.reason ? { Reason: spec.reason, Status: spec.status } : { Status: spec.status },
        OptionId: spec.optionId,
        ...(spec.remarks ? { Remarks: spec.remarks } : {}),
      };
    });
    return { options, electedAmount: elected, standingInstruction: specs.some((spec) => spec.type === 'Auto') };
  });
  return stored(featured.eventId, inst, body, dates, featured.state, today, holdings);
}

/** The calendar events of some instruments whose execution date lies in the data-set window of `today`. */
function calendarEvents(instruments: readonly HeldInstrument[], today: number, options: DraftOptions = {}): StoredEvent[] {
  const events: StoredEvent[] = [];
  const from = today - WINDOW_PAST_DAYS;
  const to = today + WINDOW_FUTURE_DAYS;
  const firstYear = yearOfDay(from - 120);
  const lastYear = yearOfDay(to + 10);
  for (const inst of instruments) {
    for (let year = firstYear; year <= lastYear; year++) {
      for (const draft of draftsForYear(inst, year)) {
        if (draft.announce > today) continue;
        // Cheap pre-filter on the planned dates; the shown dates decide below.
        if (draft.exec < from - 100 || draft.keyDay > to) continue;
        const event = fromDraft(draft, today, options);
        if (event.dates.exec < from || event.dates.exec > to) continue;
        events.push(event);
      }
    }
  }
  return events;
}

function indexed(today: number, events: StoredEvent[]): DayDataset {
  events.sort((a, b) => a.id - b.id);
  const byId = new Map<string, StoredEvent>();
  for (const event of events) {
    if (byId.has(event.eventId)) throw new Error(`duplicate EventId ${event.eventId}`);
    byId.set(event.eventId, event);
  }
  return { day: today, events, byId };
}

function build(today: number): DayDataset {
  const events = calendarEvents(heldInstruments(), today);
  for (const featured of featuredEvents(today)) events.push(fromFeatured(featured, today));
  return indexed(today, events);
}

/** The curated events plus those of the institutional tier and its showcase. */
function buildInstitutional(today: number): DayDataset {
  const tier = institutionalTier();
  const positionsOf: PositionsOf = (uic) => tier.positionsByUic.get(uic) ?? [];
  const events = [...curatedFor(today).events, ...calendarEvents(tier.instruments, today, { positionsOf, idOffset: INSTITUTIONAL_ID_OFFSET })];
  // Showcase events exist only here, so they carry only the institutional client's holdings.
  const institutionalIn = (uic: number): readonly Position[] =>
    tier.positionsByUic.get(uic) ?? positionsIn(uic).filter((position) => INSTITUTIONAL_ACCOUNT_KEYS.has(position.accountKey));
  const curatedBonds = heldInstruments().filter((inst) => inst.assetType === 'Bond' && institutionalIn(inst.uic).length > 0);
  // Hand-made like the featured events: placed in, and read as of, the week of `today` (days.ts, demoPeriod).
  const lifeDay = demoPeriod(today).start;
  for (const showcase of showcaseEvents(tier.instruments, curatedBonds, today))
    events.push(fromDraft(showcase.draft, today, { positionsOf: institutionalIn, eventId: showcase.eventId, listable: true, lifeDay }));
  return indexed(today, events);
}

const CACHE = new Map<number, DayDataset>();
const CACHE_SIZE = 3;

/** The curated events of a UTC day before the day's revisions (revisions.ts) are added (memoised). */
function curatedFor(today: number): DayDataset {
  const cached = CACHE.get(today);
  if (cached) return cached;
  return keepNewest(CACHE, today, build(today), CACHE_SIZE);
}

const INSTITUTIONAL_CACHE = new Map<number, DayDataset>();
/** The institutional data set is four times the curated one; two days are enough around midnight. */
const INSTITUTIONAL_CACHE_SIZE = 2;

function institutionalFor(today: number): DayDataset {
  const cached = INSTITUTIONAL_CACHE.get(today);
  if (cached) return cached;
  return keepNewest(INSTITUTIONAL_CACHE, today, buildInstitutional(today), INSTITUTIONAL_CACHE_SIZE);
}

/** A day's data set with its revisable events as they stand at a minute of the day, per day, stage and base (a few kept). */
const REVISED_CACHE = new Map<string, { base: DayDataset; dataset: DayDataset }>();
const REVISED_CACHE_SIZE = 6;

function withRevisions(base: DayDataset, kind: 'curated' | 'institutional', minute: number): DayDataset {
  const key = `${kind}|${base.day}|${revisionStage(minute)}`;
  const cached = REVISED_CACHE.get(key);
  if (cached && cached.base === base) return cached.dataset;
  const revised = revisedEvents(base.day, minute).map((event) => fromFeatured(event, base.day));
  return keepNewest(REVISED_CACHE, key, { base, dataset: indexed(base.day, [...base.events, ...revised]) }, REVISED_CACHE_SIZE).dataset;
}

/**
 * The events as seen on a UTC day, at UTC minute `minute` of it (0 unless
 * given): the calendar's, the featured ones and the day's revisable events
 * in their state at that minute (memoised).
 */
export function datasetFor(today: number, minute = 0): DayDataset {
  return withRevisions(curatedFor(today), 'curated', minute);
}

/**
 * The events as seen at a minute of a UTC day by a request looking at the
 * given accounts: the curated data set, plus the institutional tier when one
 * of the accounts is the institutional client's (memoised like datasetFor).
 */
export function datasetForAccounts(today: number, accounts: ReadonlySet<string>, minute = 0): DayDataset {
  let institutional = false;
  for (const key of accounts) if (INSTITUTIONAL_ACCOUNT_KEYS.has(key)) institutional = true;
  if (!institutional) return datasetFor(today, minute);
  return withRevisions(institutionalFor(today), 'institutional', minute);
}
