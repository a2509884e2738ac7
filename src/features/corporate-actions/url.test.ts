import { describe, expect, it } from 'vitest';
import type { EventListParams } from '@/api/queries/corporate-actions';
import {
  ALL_EVENT_STATES,
  activeFilterCount,
  eventParams,
  eventSearch,
  inboxPart,
  lookInStates,
  lookInValue,
  inboxSearch,
  lookupParams,
  nextSort,
  toServiceParams,
  withPatch,
  type InboxSearch,
} from './url';

/** An address with every field set. */
const FULL: InboxSearch = {
  client: 'Nq4LwP8sYt2hVc6mR0bEkA==',
  account: 'Bn1Nc9EuR2rTq4LxW8nP0g==',
  group: 'gR0uPnC2lR8wYz3cO5iU7x==',
  subs: true,
  status: 'Upcoming',
  kind: 'Voluntary',
  types: 'DVOP,TEND',
  assets: 'Stock,Bond',
  states: 'Confirmed,Preliminary',
  elections: 'NotElected,PartialElected',
  q: 'novo nordisk',
  deadlineFrom: '2026-01-01',
  deadlineTo: '2026-01-31',
  exFrom: '2026-02-01',
  exTo: '2026-02-28',
  payFrom: '2026-03-01',
  payTo: '2026-03-31',
  recordFrom: '2026-04-01',
  recordTo: '2026-04-30',
  lapsed: true,
  sort: 'EligibleHoldings',
  dir: 'Asc',
  top: 50,
  skip: 150,
};

const FULL_PARAMS: EventListParams = {
  ClientKey: 'Nq4LwP8sYt2hVc6mR0bEkA==',
  AccountKey: 'Bn1Nc9EuR2rTq4LxW8nP0g==',
  AccountGroupKey: 'gR0uPnC2lR8wYz3cO5iU7x==',
  IncludeSubAccounts: true,
  CorporateActionTypes: ['Voluntary'],
  EventTypes: ['DVOP', 'TEND'],
  AssetTypes: ['Stock', 'Bond'],
  EventStates: ['Confirmed', 'Preliminary'],
  ElectionStatuses: ['NotElected', 'PartialElected'],
  Keywords: 'novo nordisk',
  FromDeadlineDate: '2026-01-01',
  ToDeadlineDate: '2026-01-31',
  FromExDate: '2026-02-01',
  ToExDate: '2026-02-28',
  FromPayDate: '2026-03-01',
  ToPayDate: '2026-03-31',
  FromRecordDate: '2026-04-01',
  ToRecordDate: '2026-04-30',
  IncludeLapsedEvents: true,
  EventStatus: 'Upcoming',
  SortColumn: 'EligibleHoldings',
  SortType: 'Asc',
  $top: 50,
  $skip: 150,
};

describe('inbox address ↔ event list parameters (4.8)', () => {
  it('maps every field to its parameter', () => {
    expect(toServiceParams(FULL)).toEqual(FULL_PARAMS);
  });

  it('round-trips through validation unchanged', () => {
    expect(inboxSearch.validate({ ...FULL })).toEqual(FULL);
    expect(inboxSearch.notes({ ...FULL })).toEqual([]);
  });

  it('asks for the default page size and leaves out everything unset', () => {
    expect(toServiceParams({})).toEqual({ $top: 100 });
    expect(toServiceParams({ subs: false, lapsed: false })).toEqual({ IncludeSubAccounts: false, IncludeLapsedEvents: false, $top: 100 });
  });

  it('collapses runs of spaces in the keywords', () => {
    expect(toServiceParams({ q: '  novo   nordisk ' }, 'filters').Keywords).toBe('novo nordisk');
  });

  it('takes numbers and booleans the router decodes as text where text is meant', () => {
    expect(inboxSearch.validate({ q: 211, client: true })).toEqual({ q: '211', client: 'true' });
  });

  it('accepts any casing and writes values as the service spells them', () => {
    expect(inboxSearch.validate({ status: 'upcoming', kind: 'voluntary,MANDATORY', types: 'dvca', elections: 'notelected', sort: 'eventid', dir: 'asc', subs: 'true' })).toEqual({
      status: 'Upcoming',
      kind: 'Voluntary,Mandatory',
      types: 'DVCA',
      elections: 'NotElected',
      sort: 'EventId',
      dir: 'Asc',
      subs: true,
    });
  });
});

describe("the inbox's other lists (4.8)", () => {
  it('counts a tab with the same filters, one row, no sorting or paging', () => {
    const search = { q: 'novo', kind: 'Voluntary', sort: 'EventId' as const, dir: 'Asc' as const, skip: 200, top: 50, status: 'Past' as const, client: 'C' };
    expect(toServiceParams({ ...search, status: 'Upcoming' }, 'count')).toEqual({
      ClientKey: 'C',
      Keywords: 'novo',
      CorporateActionTypes: ['Voluntary'],
      EventStatus: 'Upcoming',
      $top: 1,
    });
    expect(toServiceParams({ ...search, status: undefined }, 'count')).toEqual({ ClientKey: 'C', Keywords: 'novo', CorporateActionTypes: ['Voluntary'], $top: 1 });
  });

  it('gives the calendar the whole filtered list (the tab included, no paging)', () => {
    expect(toServiceParams({ status: 'Active', exFrom: '2026-01-01', top: 25, skip: 50, sort: 'EventId' }, 'whole')).toEqual({ EventStatus: 'Active', FromExDate: '2026-01-01' });
  });

  it('gives the forecast every status, and the list of changes the sort but no paging', () => {
    const search = { status: 'Active' as const, exFrom: '2026-01-01', top: 25, skip: 50, sort: 'EventId' as const, dir: 'Asc' as const };
    expect(toServiceParams(search, 'filters')).toEqual({ FromExDate: '2026-01-01' });
    expect(toServiceParams(search, 'sorted')).toEqual({ EventStatus: 'Active', FromExDate: '2026-01-01', SortColumn: 'EventId', SortType: 'Asc' });
    expect(toServiceParams(search)).toEqual({ ...toServiceParams(search, 'sorted'), $top: 25, $skip: 50 });
  });
});

describe('bad values in the address', () => {
  const cases: [string, unknown][] = [
    ['status', 'Soon'],
    ['kind', 'Optional'],
    ['types', 'CASH-DIVIDEND'],
    ['assets', '12,$$'],
    ['states', 'Pending'],
    ['elections', 'Maybe'],
    ['deadlineFrom', '2026-02-30'],
    ['exTo', 'tomorrow'],
    ['payFrom', '2026-1-5'],
    ['recordTo', 20260105],
    ['lapsed', 'yes'],
    ['subs', 1],
    ['sort', 'Price'],
    ['dir', 'Up'],
    ['top', 0],
    ['top', 5000],
    ['top', 'ten'],
    ['skip', -1],
    ['skip', 1.5],
    ['view', 'grid'],
    ['month', '2026-13'],
    ['q', 'x'.repeat(201)],
    ['action', 'soon'],
    ['dueIn', 0],
    ['dueIn', 11],
    ['dueIn', 2.5],
    ['changed', 'maybe'],
  ];
  it.each(cases)('drops %s=%s with a note and keeps the other fields', (field, value) => {
    const raw = { [field]: value, status: field === 'status' ? value : 'Past' };
    const result = inboxSearch.validate(raw);
    expect(result[field as keyof InboxSearch]).toBeUndefined();
    if (field !== 'status') expect(result.status).toBe('Past');
    expect(inboxSearch.notes(raw).map((note) => note.field)).toContain(field);
  });

  it('keeps the good items of a list and notes the bad ones', () => {
    const raw = { types: 'DVCA,bad-code,TEND', states: 'Confirmed,Pending' };
    expect(inboxSearch.validate(raw)).toEqual({ types: 'DVCA,TEND', states: 'Confirmed' });
    expect(inboxSearch.notes(raw)).toEqual([
      expect.objectContaining({ field: 'types', value: 'bad-code', partial: true }),
      expect.objectContaining({ field: 'states', value: 'Pending', partial: true }),
    ]);
  });

  it('treats an empty value as not set, without a note', () => {
    expect(inboxSearch.validate({ q: '', status: '' })).toEqual({ q: undefined, status: undefined });
    expect(inboxSearch.notes({ q: '' })).toEqual([]);
  });
});

describe('lookup parameters (4.10)', () => {
  it('passes the selection, and every known type when asked', () => {
    expect(lookupParams({ client: 'C', account: 'A', group: 'G', subs: false, q: 'x' })).toEqual({
      ClientKey: 'C',
      AccountKey: 'A',
      AccountGroupKey: 'G',
      IncludeSubAccounts: false,
    });
    expect(lookupParams(inboxSearch.validate({ allTypes: 'true' }))).toEqual({ FieldGroups: 'AllEventTypes,AllAssetTypes' });
    expect(inboxSearch.notes({ allTypes: 'sure' }).map((note) => note.field)).toEqual(['allTypes']);
  });
});

describe('event page parameters (4.9)', () => {
  it('passes the selection and looks in every state unless told otherwise', () => {
    expect(eventParams({ client: 'C', account: 'A', group: 'G', subs: true })).toEqual({
      ClientKey: 'C',
      AccountKey: 'A',
      IncludeSubAccounts: true,
      EventStates: [...ALL_EVENT_STATES],
    });
    expect(eventParams(eventSearch.validate({ lookIn: 'cancelled,complete' }))).toEqual({ EventStates: ['Cancelled', 'Complete'] });
  });

  it('writes the states to look in for the address, all six as none', () => {
    expect(lookInStates(eventSearch.validate({ lookIn: 'complete,cancelled' }))).toEqual(['Complete', 'Cancelled']);
    expect(lookInStates({})).toEqual([...ALL_EVENT_STATES]);
    expect(lookInValue(['Complete', 'Preliminary'])).toBe('Preliminary,Complete');
    expect(lookInValue([...ALL_EVENT_STATES].reverse())).toBeUndefined();
    expect(lookInValue([])).toBeUndefined();
  });

  it('keeps the inbox state to go back to', () => {
    expect(inboxPart({ ...FULL, lookIn: 'Cancelled' })).toEqual(FULL);
  });
});

describe('changing the state', () => {
  it('goes back to the first page when a filter changes, and removes fields set to undefined', () => {
    expect(withPatch({ q: 'a', skip: 200, top: 50 }, { q: undefined, kind: 'Voluntary' })).toEqual({ kind: 'Voluntary', top: 50 });
    expect(withPatch({ skip: 200 }, { sort: 'EventId' }, { keepPage: true })).toEqual({ skip: 200, sort: 'EventId' });
  });

  it('flips the direction on the same column and starts a new one sensibly', () => {
    expect(nextSort({}, 'Date')).toEqual({ sort: 'Date', dir: 'Asc' });
    expect(nextSort({ sort: 'Date', dir: 'Asc' }, 'Date')).toEqual({ sort: 'Date', dir: 'Desc' });
    expect(nextSort({}, 'InstrumentDescription')).toEqual({ sort: 'InstrumentDescription', dir: 'Asc' });
    expect(nextSort({ sort: 'EventId' }, 'EligibleHoldings')).toEqual({ sort: 'EligibleHoldings', dir: 'Desc' });
  });

  it('counts a date range once', () => {
    expect(activeFilterCount({ exFrom: '2026-01-01', exTo: '2026-01-02', q: 'x', status: 'Past', sort: 'Date' })).toBe(2);
  });
});
