/**
 * The institutional demo client (Aurora Nordic Asset Management A/S) at
 * scale: accounts and positions, the size of its event list and of what is
 * reachable by id, coverage of every event type and election status,
 * deadlines near the clock, paging and sorting over the large list, the
 * fields it sends, and how long the simulator takes for a filtered, sorted
 * page (measured, reported and held to a budget).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLIENTS, INSTITUTIONAL_CLIENT_KEY } from '../core/accounts';
import { dayNumber } from '../core/clock';
import { INSTITUTIONAL_ACCOUNT_KEYS, institutionalTier, isInstitutionalTierBuilt } from './institutional';
import { allPositions } from './instruments';
import { datasetFor, datasetForAccounts } from './store';
import type { CaEvent } from './types';
import { EVENT_TYPES } from './vocabulary';
import { ACCOUNT, NOW, TODAY_DAY, call, event, list, listAll, lookup, makeSim, url, wireDates, type Feed } from './ca.test-support';

const sim = makeSim();
const CLIENT = INSTITUTIONAL_CLIENT_KEY;
const GROUPS = {
  equity: 'gR0uPaN4nT6yBc5eQ7kW9z==',
  fixedIncome: 'gR0uPaN5oU7zCd6fR8lX0a==',
  mandates: 'gR0uPaN6pV8aDe7gS9mY1b==',
} as const;
const GLOBAL_EQUITY = 'Dn01A9EqG2rTq4LxW8nP0g==';
const GLOBAL_EQUITY_CLASS_I = 'Dn12A8SbI3cEb5WiH9yA1r==';
const GLOBAL_EQUITY_SEED = 'Dn18A2SbS9iKh1CoN5eG7x==';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

describe('laziness', () => {
  it('answers the other clients without building the institutional tier', () => {
    // Test files share modules, so another file may have built the tier already.
    const builtBefore = isInstitutionalTierBuilt();
    expect(list(sim, { $top: 1 }).status).toBe(200);
    expect(list(sim, { ClientKey: DEMO_CLIENTS[1]?.clientKey, IncludeSubAccounts: true, $top: 1 }).status).toBe(200);
    expect(event(sim, '9501101').status).toBe(200);
    expect(lookup(sim).status).toBe(200);
    expect(isInstitutionalTierBuilt()).toBe(builtBefore);
    const day = dayNumber(new Date(NOW));
    const others = new Set(DEMO_ACCOUNTS.filter((account) => account.clientKey !== CLIENT).map((account) => account.accountKey));
    expect(datasetForAccounts(day, others)).toBe(datasetFor(day));
    expect(datasetFor(day).events.every((stored) => stored.eventId.length === 7 && !stored.eventId.startsWith('9504'))).toBe(true);
  });

  it('builds the tier and the data set once (their build times reported, not tested)', () => {
    const tierStarted = performance.now();
    const tier = institutionalTier();
    const tierMs = performance.now() - tierStarted;
    const day = dayNumber(new Date(NOW));
    const started = performance.now();
    const dataset = datasetForAccounts(day, INSTITUTIONAL_ACCOUNT_KEYS);
    const buildMs = performance.now() - started;
    console.info(
      `institutional tier: ${tier.instruments.length} generated instruments, ${tier.positions.length} positions, ${tierMs.toFixed(0)} ms (universe included); data set of ${dataset.events.length} events built in ${buildMs.toFixed(0)} ms`,
    );
    expect(tier.positions.length).toBeGreaterThan(0);
    expect(datasetForAccounts(day, INSTITUTIONAL_ACCOUNT_KEYS)).toBe(dataset);
  });
});

describe('the institutional client', () => {
  it('has many accounts, nested sub-accounts and three account groups', () => {
    const client = DEMO_CLIENTS.find((candidate) => candidate.clientKey === CLIENT);
    expect(client?.name).toBe('Aurora Nordic Asset Management A/S');
    expect(client?.accountGroups).toHaveLength(3);
    const accounts = DEMO_ACCOUNTS.filter((account) => account.clientKey === CLIENT);
    expect(accounts.length).toBeGreaterThanOrEqual(15);
    expect(accounts.filter((account) => account.parentAccountKey).length).toBeGreaterThanOrEqual(6);
    expect(accounts.find((account) => account.accountKey === GLOBAL_EQUITY_SEED)?.parentAccountKey).toBe(GLOBAL_EQUITY_CLASS_I);
    for (const group of Object.values(GROUPS)) expect(accounts.filter((account) => account.accountGroupKey === group).length).toBeGreaterThanOrEqual(2);
  });

  it('holds several hundred positions in every account', () => {
    const tier = institutionalTier();
    const positions = [...allPositions().filter((position) => INSTITUTIONAL_ACCOUNT_KEYS.has(position.accountKey)), ...tier.positions];
    expect(positions.length).toBeGreaterThanOrEqual(600);
    for (const key of INSTITUTIONAL_ACCOUNT_KEYS) expect(positions.filter((position) => position.accountKey === key).length, key).toBeGreaterThanOrEqual(5);
    const instruments = new Set(positions.map((position) => position.instrument.uic));
    expect(instruments.size).toBeGreaterThanOrEqual(500);
    const types = new Set(positions.map((position) => position.instrument.assetType));
    expect([...types].sort()).toEqual(['Bond', 'Etc', 'Etf', 'Stock']);
    expect(new Set(tier.instruments.map((instrument) => instrument.uic)).size).toBe(tier.instruments.length);
  });

  it('is visible to the demo user by ClientKey, account, group and sub-accounts', () => {
    const all = list(sim, { ClientKey: CLIENT, IncludeSubAccounts: true, $top: 0 }).body.__count ?? 0;
    const top = list(sim, { ClientKey: CLIENT, $top: 0 }).body.__count ?? 0;
    const group = list(sim, { ClientKey: CLIENT, AccountGroupKey: GROUPS.equity, $top: 0 }).body.__count ?? 0;
    const groupWithSubs = list(sim, { ClientKey: CLIENT, AccountGroupKey: GROUPS.equity, IncludeSubAccounts: true, $top: 0 }).body.__count ?? 0;
    const account = list(sim, { ClientKey: CLIENT, AccountKey: GLOBAL_EQUITY, $top: 0 }).body.__count ?? 0;
    const seed = list(sim, { ClientKey: CLIENT, AccountKey: GLOBAL_EQUITY_SEED, $top: 0 }).body.__count ?? 0;
    expect(top).toBeGreaterThanOrEqual(2000);
    expect(all).toBeGreaterThanOrEqual(top);
    expect(group).toBeGreaterThan(500);
    expect(groupWithSubs).toBeGreaterThanOrEqual(group);
    expect(group).toBeLessThan(top);
    expect(account).toBeGreaterThan(100);
    expect(seed).toBeGreaterThan(10);
    // Another client's account is refused for this client.
    expect(list(sim, { ClientKey: CLIENT, AccountKey: ACCOUNT.mikkelMain }).status).toBe(400);
    const types = lookup(sim, { ClientKey: CLIENT, IncludeSubAccounts: true }).body.Data.find((entry) => entry.FieldGroup === 'EventTypes');
    expect(types?.Values.length).toBe(EVENT_TYPES.size);
  });
});

/** Built on first use, after the laziness tests (describe bodies run before any test). */
let built: { listed: ReturnType<typeof listAll>; reachable: ReturnType<typeof datasetForAccounts>['events'] } | undefined;
function data(): NonNullable<typeof built> {
  if (built) return built;
  const listed = listAll(sim, { ClientKey: CLIENT, IncludeSubAccounts: true }, 1000);
  const dataset = datasetForAccounts(dayNumber(new Date(NOW)), INSTITUTIONAL_ACCOUNT_KEYS);
  const reachable = dataset.events.filter((stored) => stored.holdings.some((holding) => INSTITUTIONAL_ACCOUNT_KEYS.has(holding.account.accountKey)));
  built = { listed, reachable };
  return built;
}

describe('its events', () => {
  it('lists at least 2,000 events by default and pages through all of them', () => {
    const { listed } = data();
    expect(list(sim, { ClientKey: CLIENT }).body.__count).toBeGreaterThanOrEqual(2000);
    expect(listed.count).toBeGreaterThanOrEqual(2000);
    expect(listed.events).toHaveLength(listed.count);
    expect(new Set(listed.events.map((e) => e.EventId)).size).toBe(listed.count);
    expect(listed.pages).toBe(Math.ceil(listed.count / 1000));
    for (const e of listed.events) {
      expect(['Preliminary', 'Confirmed', 'Approved', 'Withdrawn']).toContain(e.EventState);
      expect(Math.abs(wireDates(e).exec - TODAY_DAY)).toBeLessThanOrEqual(365);
    }
  });

  it('reaches at least 3,000 events by id, cancelled, complete and older ones included', () => {
    const { reachable } = data();
    expect(reachable.length).toBeGreaterThanOrEqual(3000);
    const states = new Map<string, number>();
    let older = 0;
    for (const stored of reachable) {
      const reply = event(sim, stored.eventId, { ClientKey: CLIENT, IncludeSubAccounts: true });
      expect(reply.status, stored.eventId).toBe(200);
      states.set(reply.body.EventState ?? '', (states.get(reply.body.EventState ?? '') ?? 0) + 1);
      if (wireDates(reply.body).exec < TODAY_DAY - 365) older += 1;
    }
    expect(states.get('Cancelled')).toBeGreaterThan(20);
    expect(states.get('Complete')).toBeGreaterThan(500);
    expect(older).toBeGreaterThan(100);
  });

  it('has every event type of the lookup, in the list as well as by id', () => {
    const { listed, reachable } = data();
    const inList = new Set(listed.events.map((e) => e.EventType?.Code));
    const byId = new Set(reachable.map((stored) => stored.body.EventType?.Code));
    for (const code of EVENT_TYPES.keys()) {
      expect(byId.has(code), `${code} by id`).toBe(true);
      expect(inList.has(code), `${code} in the list`).toBe(true);
    }
    const assetTypes = new Set(listed.events.map((e) => e.AssetType));
    for (const type of ['Stock', 'Bond']) expect(assetTypes.has(type), type).toBe(true);
    // ETFs and ETCs are typed Stock: the corporate-actions schema has no extended asset types.
    for (const type of ['Etf', 'Etc']) expect(assetTypes.has(type), type).toBe(false);
  });

  it('spreads elections over every status', () => {
    const { listed } = data();
    const voluntary = listed.events.filter((e) => e.CorporateActionType === 'Voluntary');
    expect(voluntary.length).toBeGreaterThan(200);
    for (const status of ['Elected', 'NotElected', 'PartialElected']) {
      expect(voluntary.filter((e) => e.ElectionStatus === status).length, status).toBeGreaterThanOrEqual(15);
      const filtered = list(sim, { ClientKey: CLIENT, IncludeSubAccounts: true, ElectionStatuses: status, $top: 0 }).body.__count;
      expect(filtered).toBe(voluntary.filter((e) => e.ElectionStatus === status).length);
    }
    const instructions = voluntary.flatMap((e) => (e.Holdings ?? []).flatMap((holding) => holding.Options ?? []));
    for (const status of ['Accepted', 'InProgress', 'Rejected'])
      expect(
        instructions.some((option) => option.Instruction?.Status === status),
        status,
      ).toBe(true);
    for (const type of ['Auto', 'Manual'])
      expect(
        instructions.some((option) => option.ElectionType === type),
        type,
      ).toBe(true);
  });

  it('has election deadlines within days of the clock', () => {
    const { listed } = data();
    const soon = listed.events.filter(
      (e) => e.CorporateActionType === 'Voluntary' && wireDates(e).deadlines.some((deadline) => deadline >= TODAY_DAY && deadline <= TODAY_DAY + 7),
    );
    expect(soon.length).toBeGreaterThanOrEqual(15);
    expect(soon.some((e) => wireDates(e).deadlines.some((deadline) => deadline <= TODAY_DAY + 2))).toBe(true);
    const filtered = list(sim, { ClientKey: CLIENT, IncludeSubAccounts: true, FromDeadlineDate: '2026-11-20', ToDeadlineDate: '2026-11-27', $top: 0 }).body.__count;
    expect(filtered).toBeGreaterThanOrEqual(soon.length);
  });

  it('has plausible dates, options and movements', () => {
    const { listed } = data();
    for (const e of listed.events) {
      const dates = wireDates(e);
      // Dividends go ex before (T+1 markets: on) the record date; US splits go ex after it, so only dividends are checked.
      if (e.EventType?.Code === 'DVCA' && dates.ex !== undefined && dates.record !== undefined) expect(dates.ex, e.EventId).toBeLessThanOrEqual(dates.record);
      if (dates.record !== undefined && dates.pay !== undefined && e.EventType?.Code !== 'SPLF') expect(dates.record, e.EventId).toBeLessThanOrEqual(dates.pay);
      if (e.AnnouncedDate) expect(e.AnnouncedDate <= NOW.slice(0, 10), e.EventId).toBe(true);
      const options = e.Options ?? [];
      expect(
        options.filter((option) => option.IsDefault),
        e.EventId,
      ).toHaveLength(1);
      if (e.CorporateActionType === 'Voluntary')
        expect(
          options.every((option) => option.Deadline !== undefined),
          e.EventId,
        ).toBe(true);
      expect((e.Narrative ?? '').startsWith('<'), e.EventId).toBe(true);
    }
    const options = listed.events.flatMap((e) => e.Options ?? []);
    expect(options.some((option) => option.SecurityMovements?.some((movement) => movement.PariPassu?.Date))).toBe(true);
    expect(options.some((option) => option.CashMovements?.some((cash) => cash.CashMovementType === 'Debit'))).toBe(true);
    expect(listed.events.some((e) => e.TradingSuspended?.Date)).toBe(true);
    expect(listed.events.some((e) => e.NewDenominationQuantity !== undefined)).toBe(true);
    expect(listed.events.some((e) => e.NewBoardLotQuantity !== undefined)).toBe(true);
  });
});

describe('sorting and paging over the large list', () => {
  const base = { ClientKey: CLIENT, IncludeSubAccounts: true };

  it('sorts on every column, Desc being the exact reverse of Asc', () => {
    for (const column of ['AffectedAccounts', 'CorporateActionType', 'Date', 'EligibleHoldings', 'EventId', 'EventType', 'InstrumentDescription']) {
      const asc = listAll(sim, { ...base, SortColumn: column, SortType: 'Asc' }, 1000).events.map((e) => e.EventId);
      const desc = listAll(sim, { ...base, SortColumn: column, SortType: 'Desc' }, 1000).events.map((e) => e.EventId);
      expect(asc.length).toBeGreaterThanOrEqual(2000);
      expect(desc, column).toEqual([...asc].reverse());
    }
    const byName = listAll(sim, { ...base, SortColumn: 'InstrumentDescription', SortType: 'Asc' }, 1000).events.map((e) =>
      (e.DisplayAndFormat?.Description ?? '').trim().toLowerCase(),
    );
    for (let i = 1; i < byName.length; i++) expect((byName[i - 1] as string) <= (byName[i] as string)).toBe(true);
  });

  it('pages with $top/$skip and absolute __next links', () => {
    const first = list(sim, { ...base, SortColumn: 'Date', SortType: 'Asc', $top: 50, $skip: 1950 });
    expect(first.body.Data).toHaveLength(50);
    expect(first.body.__next).toContain('$skip=2000');
    const next = call<Feed<CaEvent>>(sim, first.body.__next ?? '');
    expect(next.body.Data[0]?.EventId).toBe(list(sim, { ...base, SortColumn: 'Date', SortType: 'Asc', $top: 1, $skip: 2000 }).body.Data[0]?.EventId);
    const count = first.body.__count ?? 0;
    const last = list(sim, { ...base, $top: 100, $skip: count - 10 });
    expect(last.body.Data).toHaveLength(10);
    expect(last.body.__next).toBeUndefined();
  });

  it('answers a filtered, sorted page in under 20 ms of simulator time (median, reported)', () => {
    const targets = [
      url('/openapi/ca/v2/events', { ...base, SortColumn: 'InstrumentDescription', SortType: 'Asc', $top: 100 }),
      url('/openapi/ca/v2/events', { ...base, CorporateActionTypes: 'Voluntary', SortColumn: 'Date', SortType: 'Desc', $top: 100, $skip: 100 }),
      url('/openapi/ca/v2/events', {
        ...base,
        EventTypes: 'DVCA,INTR,MEET',
        FromPayDate: '2026-06-01',
        ToPayDate: '2027-03-31',
        SortColumn: 'EligibleHoldings',
        SortType: 'Desc',
        $top: 100,
      }),
      url('/openapi/ca/v2/events', { ...base, AccountGroupKey: GROUPS.equity, Keywords: 'inc', SortColumn: 'EventType', SortType: 'Asc', $top: 100, $skip: 200 }),
    ];
    // Wall time on a shared machine includes time other processes hold the cores; the
    // process's CPU time is the simulator's own time. Both are reported; the CPU time is held
    // to the budget.
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < 12; round++) {
      for (const target of targets) {
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        const reply = sim.handle({ method: 'GET', url: target, headers: { Authorization: 'Bearer demo' } });
        const elapsed = performance.now() - started;
        const used = process.cpuUsage(cpuBefore);
        expect(reply.status).toBe(200);
        // The first two rounds warm up (first use of a selection or sort column builds its order).
        if (round >= 2) {
          wall.push(elapsed);
          cpu.push((used.user + used.system) / 1000);
        }
      }
    }
    const typical = median(cpu);
    console.info(
      `filtered, sorted page of 100 over the institutional list (${wall.length} requests): CPU time median ${typical.toFixed(2)} ms, max ${Math.max(...cpu).toFixed(2)} ms; wall time median ${median(wall).toFixed(2)} ms, max ${Math.max(...wall).toFixed(2)} ms`,
    );
    expect(typical).toBeLessThan(20);
  });
});

// ---------------------------------------------------------------------------
// Fields: only those of the documented schemas

type Shape = { [field: string]: Shape | 'value' };
const CODE: Shape = { Code: 'value', Description: 'value', Name: 'value' };
const DATE: Shape = { Date: 'value', Status: 'value' };
const PERIOD: Shape = { Start: DATE, End: DATE };
const PRICE: Shape = { Currency: 'value', Type: 'value', Value: 'value' };
const INDICATOR: Shape = { Indicator: 'value', Values: CODE };
const DISPLAY: Shape = { Description: 'value', IsinCode: 'value', Symbol: 'value' };
const CASH: Shape = Object.fromEntries(
  ['Amount', 'CashMovementType', 'Currency', 'DeemedRate', 'GrossDividend', 'InterestRate', 'NetDividend', 'OfferPrice', 'PriceType', 'Quantity', 'SubscriptionPrice'].map(
    (field) => [field, 'value'],
  ),
);
const SECURITY: Shape = {
  ...Object.fromEntries(
    ['Currency', 'HeldQuantity', 'NewQuantity', 'OldQuantity', 'ReceivedQuantity', 'ReinvestmentPrice', 'SecurityMovementType', 'Uic'].map((field) => [field, 'value']),
  ),
  AvailableForTrade: DATE,
  DisplayAndFormat: DISPLAY,
  LastTrade: DATE,
  PariPassu: DATE,
};
const OPTION: Shape = {
  ...Object.fromEntries(
    [
      'AllowedActions',
      'CashRequired',
      'GrossRate',
      'IsDefault',
      'IsGross',
      'IsTaxable',
      'MaxExercisableQuantity',
      'MinExercisableMultipleQuantity',
      'MinExercisableQuantity',
      'Narrative',
      'NetRate',
      'NewBoardLotQuantity',
      'NewDenominationQuantity',
      'OptionId',
      'OptionStatus',
    ].map((field) => [field, 'value']),
  ),
  BidIntervalRate: PRICE,
  CashMovements: CASH,
  Deadline: DATE,
  MaxPrice: PRICE,
  MinPrice: PRICE,
  OptionIndicators: INDICATOR,
  OptionType: CODE,
  Payment: DATE,
  PayoutBreakdown: { Amount: 'value', Component: CODE, Currency: 'value' },
  SecurityMovements: SECURITY,
  TradingPeriod: PERIOD,
};
const HOLDING: Shape = {
  ...Object.fromEntries(
    [
      'AccountDisplayName',
      'AccountId',
      'AccountKey',
      'Amount',
      'ClientId',
      'ClientKey',
      'ClientName',
      'ElectedAmount',
      'ElectionStatus',
      'EventId',
      'OwnerId',
      'StandingInstructionStatus',
    ].map((field) => [field, 'value']),
  ),
  CashReserved: PRICE,
  Options: { ElectedAmount: 'value', ElectionType: 'value', Instruction: { Reason: 'value', Status: 'value' }, OptionId: 'value', Remarks: 'value' },
};
const EVENT: Shape = {
  ...Object.fromEntries(
    [
      'AffectedAccounts',
      'AnnouncedDate',
      'AssetType',
      'CorporateActionType',
      'Electable',
      'ElectionStatus',
      'EligibleHoldings',
      'EventId',
      'EventState',
      'EventStatus',
      'InformationToComply',
      'MaxQuantitySought',
      'MinQuantitySought',
      'Narrative',
      'NewBoardLotQuantity',
      'NewDenominationQuantity',
      'NumberofDaysAccrued',
      'Uic',
    ].map((field) => [field, 'value']),
  ),
  BidIntervalRate: PRICE,
  ClaimPeriod: PERIOD,
  DisplayAndFormat: DISPLAY,
  Effective: DATE,
  EventIndicators: INDICATOR,
  EventType: CODE,
  Ex: DATE,
  Holdings: HOLDING,
  InterestPeriod: PERIOD,
  MaxPrice: PRICE,
  MinPrice: PRICE,
  Options: OPTION,
  Record: DATE,
  StrikePrice: PRICE,
  TradingSuspended: DATE,
};

function unknownFields(value: unknown, shape: Shape, path: string, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) unknownFields(item, shape, path, out);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [field, inner] of Object.entries(value)) {
    const expected = shape[field];
    if (expected === undefined) out.add(`${path}.${field}`);
    else if (expected !== 'value') unknownFields(inner, expected, `${path}.${field}`, out);
  }
}

describe('fields', () => {
  it('sends only fields of the documented event schema, in the list and by id', () => {
    const raw = call<Record<string, unknown>>(sim, url('/openapi/ca/v2/events', { ClientKey: CLIENT, IncludeSubAccounts: true, $top: 10_000 }));
    expect(Object.keys(raw.body).sort()).toEqual(['Data', '__count']);
    const unknown = new Set<string>();
    unknownFields(raw.body.Data, EVENT, 'Event', unknown);
    for (const id of ['9504001', '9504010', '9504030']) unknownFields(event(sim, id, { ClientKey: CLIENT, IncludeSubAccounts: true }).body, EVENT, 'Event', unknown);
    expect([...unknown]).toEqual([]);
  });
});

// Last: other days push today's data set out of the cache.
describe('other days', () => {
  it('keeps 2,000 listed events and every type as the clock moves', () => {
    for (const later of ['2027-03-03T08:00:00Z', '2027-08-16T14:00:00Z']) {
      const other = makeSim(later);
      const all = listAll(other, { ClientKey: CLIENT, IncludeSubAccounts: true }, 1000);
      expect(list(other, { ClientKey: CLIENT, $top: 0 }).body.__count, later).toBeGreaterThanOrEqual(2000);
      const codes = new Set(all.events.map((e) => e.EventType?.Code));
      expect(
        [...EVENT_TYPES.keys()].filter((code) => !codes.has(code)),
        later,
      ).toEqual([]);
    }
  });
});
