/** GET /openapi/ca/v2/events (spec 4.8), driven through the dispatcher. */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../core/accounts';
import type { CaEvent } from './types';
import { heldInstruments } from './instruments';
import {
  ACCOUNT,
  GROUP,
  HARBOUR,
  MIKKEL,
  NORDLYS,
  ORIGIN,
  TODAY_DAY,
  expectedStatus,
  isLapsed,
  isoOf,
  list,
  listAll,
  makeSim,
  subAccountKeys,
  wireDates,
  type ErrorBody,
  type Params,
} from './ca.test-support';

const sim = makeSim();
const CLIENTS = [MIKKEL, NORDLYS, HARBOUR];

/** Everything a client can see in the list: sub-accounts and lapsed events included. */
function everything(clientKey: string, extra: Params = {}): CaEvent[] {
  return listAll(sim, { ClientKey: clientKey, IncludeSubAccounts: true, IncludeLapsedEvents: true, ...extra }).events;
}

function ids(events: readonly CaEvent[]): string[] {
  return events.map((e) => e.EventId ?? '');
}

function expectBadRequest(params: Params, field: string): ErrorBody {
  const reply = list(sim, params);
  expect(reply.status).toBe(400);
  const body = reply.body as unknown as ErrorBody;
  expect(body.ErrorCode).toBe('InvalidRequest');
  expect(typeof body.Message).toBe('string');
  expect(Object.keys(body.ModelState ?? {})).toContain(field);
  return body;
}

describe('paging', () => {
  it('defaults $top to 100 and links the next page with an absolute URL', () => {
    const reply = list(sim);
    expect(reply.status).toBe(200);
    const count = reply.body.__count ?? 0;
    expect(count).toBeGreaterThan(100);
    expect(reply.body.Data).toHaveLength(100);
    const next = new URL(reply.body.__next ?? '');
    expect(`${next.origin}${next.pathname}`).toBe(`${ORIGIN}/openapi/ca/v2/events`);
    expect(reply.body.__next).toContain('$top=100');
    expect(reply.body.__next).toContain('$skip=100');
  });

  it('follows __next to the end, keeping filters and without duplicates', () => {
    const params = { ClientKey: NORDLYS, IncludeSubAccounts: true, SortColumn: 'EventId', SortType: 'Asc' };
    const single = list(sim, { ...params, $top: 5000 });
    const paged = listAll(sim, params, 37);
    expect(paged.pages).toBeGreaterThan(3);
    expect(paged.count).toBe(single.body.__count);
    expect(ids(paged.events)).toEqual(ids(single.body.Data));
    expect(new Set(ids(paged.events)).size).toBe(paged.events.length);
    const last = list(sim, { ...params, $top: 37, $skip: Math.floor((paged.count - 1) / 37) * 37 });
    expect(last.body.__next).toBeUndefined();
    const withFilter = list(sim, { ...params, EventTypes: 'DVCA', $top: 2 });
    expect(withFilter.body.__next).toContain('EventTypes=DVCA');
  });

  it('supports $top=0, $skip beyond the end and rejects negative values', () => {
    const zero = list(sim, { $top: 0 });
    expect(zero.body.Data).toEqual([]);
    expect(zero.body.__count).toBeGreaterThan(0);
    expect(zero.body.__next).toBeUndefined();
    const beyond = list(sim, { $skip: 100_000 });
    expect(beyond.body.Data).toEqual([]);
    expectBadRequest({ $top: -1 }, '$top');
    expectBadRequest({ $skip: -5 }, '$skip');
    expectBadRequest({ $top: 'ten' }, '$top');
  });
});

describe('what the list contains', () => {
  it('never returns Cancelled or Complete events, nor events executed more than a year away', () => {
    for (const client of CLIENTS) {
      const events = everything(client, { EventStates: 'Preliminary,Confirmed,Approved,Withdrawn,Cancelled,Complete' });
      expect(events.length).toBeGreaterThan(100);
      for (const e of events) {
        expect(['Preliminary', 'Confirmed', 'Approved', 'Withdrawn']).toContain(e.EventState);
        expect(Math.abs(wireDates(e).exec - TODAY_DAY)).toBeLessThanOrEqual(365);
      }
    }
    const listed = new Set(CLIENTS.flatMap((client) => ids(everything(client))));
    for (const hidden of ['9501103', '9501104', '9501105', '9502103', '9502104', '9502105', '9503103', '9503104', '9503105']) expect(listed.has(hidden), hidden).toBe(false);
  });

  it('shows every list state somewhere, and EventStatus consistent with the dates', () => {
    const all = CLIENTS.flatMap((client) => everything(client));
    for (const state of ['Preliminary', 'Confirmed', 'Approved', 'Withdrawn']) expect(all.some((e) => e.EventState === state)).toBe(true);
    for (const status of ['Upcoming', 'Active', 'Past']) expect(all.some((e) => e.EventStatus === status)).toBe(true);
    for (const e of all) expect(e.EventStatus, e.EventId).toBe(expectedStatus(e));
  });

  it('restricts holdings to the selected client and accounts', () => {
    const defaults = listAll(sim).events;
    const mainAccounts = new Set(DEMO_ACCOUNTS.filter((a) => a.clientKey === MIKKEL && !a.parentAccountKey).map((a) => a.accountKey));
    for (const e of defaults) {
      expect(e.Holdings?.length).toBeGreaterThan(0);
      for (const holding of e.Holdings ?? []) {
        expect(holding.ClientKey).toBe(MIKKEL);
        expect(mainAccounts.has(holding.AccountKey ?? '')).toBe(true);
        expect(holding.EventId).toBe(e.EventId);
      }
      expect(e.EligibleHoldings).toBe((e.Holdings ?? []).reduce((sum, h) => sum + (h.Amount ?? 0), 0));
    }
    const pension = listAll(sim, { AccountKey: ACCOUNT.mikkelPension }).events;
    expect(pension.length).toBeGreaterThan(10);
    expect(pension.every((e) => e.Holdings?.every((h) => h.AccountKey === ACCOUNT.mikkelPension))).toBe(true);
    expect(pension.some((e) => e.AssetType === 'Bond')).toBe(true);
  });

  it('honours AccountGroupKey (group members only)', () => {
    const members = new Set(DEMO_ACCOUNTS.filter((a) => a.accountGroupKey === GROUP.nordlys).map((a) => a.accountKey));
    const events = listAll(sim, { ClientKey: NORDLYS, AccountGroupKey: GROUP.nordlys }).events;
    expect(events.length).toBeGreaterThan(50);
    for (const e of events) for (const h of e.Holdings ?? []) expect(members.has(h.AccountKey ?? '')).toBe(true);
    // The strategic holdings account is not part of the group.
    expect(ids(events)).not.toContain('9502101');
    const strategic = listAll(sim, { ClientKey: NORDLYS, AccountKey: ACCOUNT.nordlysStrategic }).events;
    expect(ids(strategic)).toContain('9502101');
  });

  it('defaults ClientKey to the user’s own client and accepts the other demo clients', () => {
    expect(ids(listAll(sim).events)).toEqual(ids(listAll(sim, { ClientKey: MIKKEL }).events));
    for (const client of [NORDLYS, HARBOUR]) {
      const events = listAll(sim, { ClientKey: client }).events;
      expect(events.length).toBeGreaterThan(50);
      expect(events.every((e) => e.Holdings?.every((h) => h.ClientKey === client))).toBe(true);
    }
  });
});

describe('filters', () => {
  const base = everything(MIKKEL);
  const nordlys = everything(NORDLYS);

  it('EventStates narrows within the list states', () => {
    let total = 0;
    for (const state of ['Preliminary', 'Confirmed', 'Approved', 'Withdrawn']) {
      const events = everything(MIKKEL, { EventStates: state });
      expect(events.every((e) => e.EventState === state)).toBe(true);
      total += events.length;
    }
    expect(total).toBe(base.length);
    expect(everything(MIKKEL, { EventStates: 'Complete,Cancelled' })).toEqual([]);
    const two = everything(MIKKEL, { EventStates: 'confirmed,APPROVED' });
    expect(two.length).toBe(base.filter((e) => e.EventState === 'Confirmed' || e.EventState === 'Approved').length);
    expectBadRequest({ EventStates: 'Confirmed,Done' }, 'EventStates');
  });

  it('EventStatus takes a single status', () => {
    let total = 0;
    for (const status of ['Upcoming', 'Active', 'Past']) {
      const events = everything(MIKKEL, { EventStatus: status });
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((e) => e.EventStatus === status)).toBe(true);
      total += events.length;
    }
    expect(total).toBe(base.length);
    expectBadRequest({ EventStatus: 'Active,Past' }, 'EventStatus');
  });

  it('CorporateActionTypes separates mandatory and voluntary events', () => {
    const mandatory = everything(MIKKEL, { CorporateActionTypes: 'Mandatory' });
    const voluntary = everything(MIKKEL, { CorporateActionTypes: 'Voluntary' });
    expect(mandatory.length + voluntary.length).toBe(base.length);
    expect(mandatory.every((e) => e.CorporateActionType === 'Mandatory' && e.Electable === 'NotElectable' && e.ElectionStatus === undefined)).toBe(true);
    expect(voluntary.every((e) => e.CorporateActionType === 'Voluntary' && e.Electable === 'Electable' && e.ElectionStatus !== undefined)).toBe(true);
    expect(everything(MIKKEL, { CorporateActionTypes: 'Mandatory,Voluntary' }).length).toBe(base.length);
    expectBadRequest({ CorporateActionTypes: 'Optional' }, 'CorporateActionTypes');
  });

  it('ElectionStatuses matches the election status derived from the holdings', () => {
    const all = [...base, ...nordlys];
    for (const status of ['Elected', 'NotElected', 'PartialElected'] as const) {
      const events = [...everything(MIKKEL, { ElectionStatuses: status }), ...everything(NORDLYS, { ElectionStatuses: status })];
      expect(events.length, status).toBeGreaterThan(0);
      for (const e of events) {
        expect(e.ElectionStatus).toBe(status);
        const elected = (e.Holdings ?? []).reduce((sum, h) => sum + (h.ElectedAmount ?? 0), 0);
        const full = (e.Holdings ?? []).every((h) => (h.ElectedAmount ?? 0) >= (h.Amount ?? 0));
        expect(status).toBe(elected === 0 ? 'NotElected' : full ? 'Elected' : 'PartialElected');
      }
      expect(events.length).toBe(all.filter((e) => e.ElectionStatus === status).length);
    }
    const two = everything(MIKKEL, { ElectionStatuses: 'Elected,PartialElected' });
    expect(two.length).toBe(base.filter((e) => e.ElectionStatus === 'Elected' || e.ElectionStatus === 'PartialElected').length);
    expectBadRequest({ ElectionStatuses: 'Maybe' }, 'ElectionStatuses');
  });

  it('every event’s AssetType is a value of the corporate-actions schema', () => {
    // The schema's AssetType enum (ca/v2): no Etf, Etc, Etn, Fund or Rights.
    const schema = new Set([
      'Bond',
      'CertificateBonus',
      'CertificateCappedBonus',
      'CertificateCappedCapitalProtected',
      'CertificateCappedOutperformance',
      'CertificateConstantLeverage',
      'CertificateDiscount',
      'CertificateExpress',
      'CertificateTracker',
      'CertificateUncappedCapitalProtection',
      'CertificateUncappedOutperformance',
      'CompanyWarrant',
      'MiniFuture',
      'MutualFund',
      'Stock',
      'Warrant',
      'WarrantDoubleKnockOut',
      'WarrantKnockOut',
      'WarrantOpenEndKnockOut',
      'WarrantSpread',
    ]);
    for (const client of CLIENTS) {
      for (const e of everything(client)) expect(schema.has(e.AssetType ?? ''), `${e.EventId} ${e.AssetType}`).toBe(true);
    }
  });

  it('AssetTypes filters by the event’s asset type', () => {
    const bonds = everything(NORDLYS, { AssetTypes: 'Bond' });
    expect(bonds.length).toBeGreaterThan(20);
    expect(bonds.every((e) => e.AssetType === 'Bond')).toBe(true);
    // Events on ETFs and ETCs are typed Stock (the corporate-actions schema has no extended asset types).
    const fundUics = new Set(
      heldInstruments()
        .filter((inst) => inst.assetType === 'Etf' || inst.assetType === 'Etc')
        .map((inst) => inst.uic),
    );
    const stocks = everything(MIKKEL, { AssetTypes: 'Stock' });
    expect(stocks.some((e) => fundUics.has(e.Uic ?? 0))).toBe(true);
    expect(stocks.length).toBe(base.filter((e) => e.AssetType === 'Stock').length);
    expect(everything(MIKKEL, { AssetTypes: 'Etf,Etc' })).toEqual([]);
    expect(everything(MIKKEL, { AssetTypes: 'FxSpot' })).toEqual([]);
    expectBadRequest({ AssetTypes: 'Stocks' }, 'AssetTypes');
  });

  it('EventTypes filters by code, case-insensitively, and rejects unknown codes', () => {
    const dividends = everything(MIKKEL, { EventTypes: 'DVCA' });
    expect(dividends.length).toBeGreaterThan(20);
    expect(dividends.every((e) => e.EventType?.Code === 'DVCA')).toBe(true);
    const two = everything(MIKKEL, { EventTypes: 'dvca,Meet' });
    expect(two.length).toBe(base.filter((e) => e.EventType?.Code === 'DVCA' || e.EventType?.Code === 'MEET').length);
    expect(everything(MIKKEL, { EventTypes: 'WRTH' })).toEqual([]);
    expectBadRequest({ EventTypes: 'DVCA,XXXX' }, 'EventTypes');
  });

  const dateFilters = [
    { name: 'Ex', pick: (e: CaEvent) => wireDates(e).ex },
    { name: 'Record', pick: (e: CaEvent) => wireDates(e).record },
    { name: 'Pay', pick: (e: CaEvent) => wireDates(e).pay },
    { name: 'Deadline', pick: (e: CaEvent) => (wireDates(e).deadlines.length > 0 ? Math.min(...wireDates(e).deadlines) : undefined) },
  ];
  for (const { name, pick } of dateFilters) {
    it(`From${name}Date / To${name}Date are inclusive`, () => {
      const withDate = base.filter((e) => pick(e) !== undefined);
      expect(withDate.length).toBeGreaterThan(5);
      const sample = withDate[Math.floor(withDate.length / 2)] as CaEvent;
      const day = pick(sample) as number;
      const iso = isoOf(day);
      const from = everything(MIKKEL, { [`From${name}Date`]: iso });
      const to = everything(MIKKEL, { [`To${name}Date`]: iso });
      const exact = everything(MIKKEL, { [`From${name}Date`]: iso, [`To${name}Date`]: iso });
      for (const set of [from, to, exact]) expect(ids(set)).toContain(sample.EventId);
      const dates = (e: CaEvent) => (name === 'Deadline' ? wireDates(e).deadlines : [pick(e) as number]);
      expect(from.every((e) => dates(e).some((d) => d >= day))).toBe(true);
      expect(to.every((e) => dates(e).some((d) => d <= day))).toBe(true);
      expect(exact.every((e) => dates(e).includes(day))).toBe(true);
      // Events without such a date never match a filter on it.
      expect(from.every((e) => pick(e) !== undefined)).toBe(true);
      expect(from.length).toBeLessThan(base.length);
      expect(everything(MIKKEL, { [`From${name}Date`]: isoOf(day + 1), [`To${name}Date`]: isoOf(day - 1) })).toEqual([]);
      expectBadRequest({ [`From${name}Date`]: '2026-02-30' }, `From${name}Date`);
      expectBadRequest({ [`To${name}Date`]: 'tomorrow' }, `To${name}Date`);
    });
  }

  it('IncludeLapsedEvents adds voluntary events whose deadline passed without an election', () => {
    const without = everything(MIKKEL, { IncludeLapsedEvents: false });
    expect(ids(without)).not.toContain('9501109');
    expect(without.some((e) => isLapsed(e))).toBe(false);
    expect(ids(base)).toContain('9501109');
    const added = base.filter((e) => !ids(without).includes(e.EventId ?? ''));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((e) => isLapsed(e))).toBe(true);
    expect(ids(listAll(sim).events)).not.toContain('9501109');
    expectBadRequest({ IncludeLapsedEvents: 'yes' }, 'IncludeLapsedEvents');
  });

  it('IncludeSubAccounts adds sub-account holdings and AffectedAccounts', () => {
    const subs = subAccountKeys();
    for (const [client, onlyInSub] of [
      [MIKKEL, '9501108'],
      [NORDLYS, '9502106'],
      [HARBOUR, '9503108'],
    ] as const) {
      const without = listAll(sim, { ClientKey: client }).events;
      const withSubs = listAll(sim, { ClientKey: client, IncludeSubAccounts: true }).events;
      expect(withSubs.length).toBeGreaterThan(without.length);
      expect(ids(without)).not.toContain(onlyInSub);
      expect(ids(withSubs)).toContain(onlyInSub);
      for (const e of without) {
        expect(e.AffectedAccounts).toBeUndefined();
        expect(e.Holdings?.some((h) => subs.has(h.AccountKey ?? ''))).toBe(false);
      }
      expect(withSubs.some((e) => e.Holdings?.some((h) => subs.has(h.AccountKey ?? '')))).toBe(true);
      for (const e of withSubs) expect(e.AffectedAccounts).toBe(new Set(e.Holdings?.map((h) => h.AccountKey)).size);
    }
    // Asking for a sub-account explicitly works without the flag.
    const child = listAll(sim, { AccountKey: ACCOUNT.mikkelChild }).events;
    expect(ids(child)).toContain('9501108');
    expectBadRequest({ IncludeSubAccounts: 'maybe' }, 'IncludeSubAccounts');
  });

  it('Keywords searches description, ISIN and symbol', () => {
    const byName = everything(MIKKEL, { Keywords: 'novo' });
    expect(byName.length).toBeGreaterThan(0);
    const matches = (e: CaEvent, term: string) =>
      [e.DisplayAndFormat?.Description, e.DisplayAndFormat?.IsinCode, e.DisplayAndFormat?.Symbol].some((text) => (text ?? '').toLowerCase().includes(term));
    expect(byName.every((e) => matches(e, 'novo'))).toBe(true);
    expect(ids(everything(MIKKEL, { Keywords: 'DK0062498333' }))).toEqual(ids(everything(MIKKEL, { Keywords: 'NOVO_B:xcse' })));
    expect(everything(MIKKEL, { Keywords: 'DK0062498333' }).every((e) => e.DisplayAndFormat?.IsinCode === 'DK0062498333')).toBe(true);
    const twoTerms = everything(MIKKEL, { Keywords: 'Novo Nordisk' });
    expect(twoTerms.every((e) => matches(e, 'novo') && matches(e, 'nordisk'))).toBe(true);
    expect(everything(MIKKEL, { Keywords: 'iberdrola' }).map((e) => e.DisplayAndFormat?.Symbol)).toContain('IBE:xmad');
    expect(everything(MIKKEL, { Keywords: 'no-such-instrument' })).toEqual([]);
  });
});

describe('sorting', () => {
  const params = { ClientKey: NORDLYS, IncludeSubAccounts: true };
  const keyOf: Record<string, (e: CaEvent) => number | string> = {
    AffectedAccounts: (e) => e.AffectedAccounts ?? 0,
    CorporateActionType: (e) => e.CorporateActionType ?? '',
    Date: (e) => wireDates(e).key,
    EligibleHoldings: (e) => e.EligibleHoldings ?? 0,
    EventId: (e) => Number(e.EventId),
    EventType: (e) => e.EventType?.Name ?? '',
    InstrumentDescription: (e) => (e.DisplayAndFormat?.Description ?? '').trim().toLowerCase(),
  };
  for (const [column, key] of Object.entries(keyOf)) {
    it(`sorts by ${column} both ways with a stable EventId tie-break`, () => {
      const asc = listAll(sim, { ...params, SortColumn: column, SortType: 'Asc' }).events;
      const desc = listAll(sim, { ...params, SortColumn: column, SortType: 'Desc' }).events;
      expect(asc.length).toBeGreaterThan(100);
      for (let i = 1; i < asc.length; i++) {
        const a = asc[i - 1] as CaEvent;
        const b = asc[i] as CaEvent;
        const ka = key(a);
        const kb = key(b);
        expect(ka <= kb, `${column} ${String(ka)} <= ${String(kb)}`).toBe(true);
        if (ka === kb) expect(Number(a.EventId)).toBeLessThan(Number(b.EventId));
      }
      expect(ids(desc)).toEqual(ids(asc).reverse());
    });
  }

  it('defaults to Date, descending, and rejects unknown columns and directions', () => {
    const byDefault = listAll(sim, params).events;
    expect(ids(byDefault)).toEqual(ids(listAll(sim, { ...params, SortColumn: 'Date', SortType: 'Desc' }).events));
    expect(ids(listAll(sim, { ...params, SortType: 'asc' }).events)).toEqual(ids(listAll(sim, { ...params, SortColumn: 'date', SortType: 'Asc' }).events));
    expectBadRequest({ SortColumn: 'PayDate' }, 'SortColumn');
    expectBadRequest({ SortType: 'Up' }, 'SortType');
  });
});

describe('client and account keys', () => {
  it('rejects an unknown ClientKey', () => {
    expectBadRequest({ ClientKey: 'bm90LWEtY2xpZW50' }, 'ClientKey');
  });

  it('rejects unknown accounts and groups, and those of another client', () => {
    expectBadRequest({ AccountKey: 'unknown==' }, 'AccountKey');
    expectBadRequest({ AccountKey: ACCOUNT.nordlysStrategic }, 'AccountKey');
    expectBadRequest({ ClientKey: HARBOUR, AccountKey: ACCOUNT.mikkelMain }, 'AccountKey');
    expectBadRequest({ AccountGroupKey: 'unknown==' }, 'AccountGroupKey');
    expectBadRequest({ AccountGroupKey: GROUP.harbour }, 'AccountGroupKey');
    // The pension account is not a member of the client's group.
    expectBadRequest({ AccountGroupKey: GROUP.mikkel, AccountKey: ACCOUNT.mikkelPension }, 'AccountKey');
  });

  it('reports every invalid parameter at once', () => {
    const body = expectBadRequest({ EventStatus: 'Soon', SortType: 'Sideways', FromExDate: '20-11-2026', ClientKey: 'nobody' }, 'EventStatus');
    expect(Object.keys(body.ModelState ?? {}).sort()).toEqual(['ClientKey', 'EventStatus', 'FromExDate', 'SortType']);
  });

  it('accepts an account together with its own group', () => {
    const reply = list(sim, { AccountGroupKey: GROUP.mikkel, AccountKey: ACCOUNT.mikkelUs });
    expect(reply.status).toBe(200);
    expect(reply.body.Data.every((e) => e.Holdings?.every((h) => h.AccountKey === ACCOUNT.mikkelUs))).toBe(true);
  });
});
