/**
 * The corporate-actions inbox as it lives in the address, its validation and
 * its mapping to the parameters of the event list (4.8), the single event
 * (4.9) and the filter lookup (4.10).
 *
 * Every field is checked on its own (searchValidator): a bad value is dropped
 * with a note and the page falls back to its default for it; a list keeps its
 * good items and notes the others. Lists are one comma-separated string, as
 * the service takes them, so the address stays readable.
 */
import { z } from 'zod/mini';
import type { EventListParams, EventParams, LookupParams } from '@/api/queries/corporate-actions';
import {
  booleanParam,
  enumParam,
  keyParam,
  listParam,
  NAME,
  normalizeKeywords,
  oneOf,
  parseList,
  searchValidator,
  skipParam,
  textParam,
  topParam,
  wholeNumber,
} from '@/lib/search-params';

export const EVENT_STATUSES = ['Upcoming', 'Active', 'Past'] as const;
export type EventStatusValue = (typeof EVENT_STATUSES)[number];

export const CORPORATE_ACTION_TYPES = ['Mandatory', 'Voluntary'] as const;
/** States the list can hold (Cancelled and Complete are only reachable by event id). */
export const LIST_EVENT_STATES = ['Preliminary', 'Confirmed', 'Approved', 'Withdrawn'] as const;
/** Every event state; the event page asks for all of them, so cancelled and complete events open too. */
export const ALL_EVENT_STATES = [...LIST_EVENT_STATES, 'Cancelled', 'Complete'] as const;
export const ELECTION_STATUSES = ['NotElected', 'PartialElected', 'Elected'] as const;
export const SORT_COLUMNS = ['Date', 'EventId', 'InstrumentDescription', 'EventType', 'CorporateActionType', 'EligibleHoldings', 'AffectedAccounts'] as const;
export type SortColumnValue = (typeof SORT_COLUMNS)[number];
export const SORT_TYPES = ['Asc', 'Desc'] as const;
export type SortTypeValue = (typeof SORT_TYPES)[number];

/** "Due within N business days": N by default, and at most. */
export const DEFAULT_DUE_IN = 3;
export const MAX_DUE_IN = 10;

/** The service's defaults (4.8): sorted on Date, descending, 100 rows a page. */
export const DEFAULT_SORT: SortColumnValue = 'Date';
export const DEFAULT_DIR: SortTypeValue = 'Desc';
export const DEFAULT_TOP = 100;
export const PAGE_SIZES = [25, 50, 100, 250, 500] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const EVENT_CODE = /^[A-Za-z0-9]{4}$/;

/** A calendar day `YYYY-MM-DD` that exists. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayParam = z.string({ error: 'Not a date' }).check(z.trim(), z.refine(isDay, 'Not a date (YYYY-MM-DD)'));

const monthParam = z.string({ error: 'Not a month' }).check(
  z.trim(),
  z.refine((value) => {
    const match = MONTH.exec(value);
    return Boolean(match) && Number(match?.[2]) >= 1 && Number(match?.[2]) <= 12;
  }, 'Not a month (YYYY-MM)'),
);

/** A comma-separated list whose items pass `accept` (the canonical spelling, or undefined): bad items are ignored with a note. */
const namesParam = (accept: (item: string) => string | undefined, what: string) =>
  listParam({
    canonical: accept,
    ignored: () => `not ${what}`,
    none: (bad) => (bad.length ? `Not ${what}: ${bad.join(', ')}` : 'Empty list'),
    typeError: `Not a list of ${what}`,
  });

export const inboxShape = {
  /** ClientKey */
  client: keyParam,
  /** AccountKey */
  account: keyParam,
  /** AccountGroupKey */
  group: keyParam,
  /** IncludeSubAccounts */
  subs: booleanParam,
  /** EventStatus (the tabs) */
  status: enumParam(EVENT_STATUSES, 'an event status'),
  /** CorporateActionTypes */
  kind: namesParam(oneOf(CORPORATE_ACTION_TYPES), 'Mandatory or Voluntary'),
  /** EventTypes (ISO 15022 codes) */
  types: namesParam((item) => (EVENT_CODE.test(item) ? item.toUpperCase() : undefined), 'an event type code'),
  /** AssetTypes */
  assets: namesParam((item) => (NAME.test(item) ? item : undefined), 'an asset type name'),
  /** EventStates */
  states: namesParam(oneOf(ALL_EVENT_STATES), 'an event state'),
  /** ElectionStatuses */
  elections: namesParam(oneOf(ELECTION_STATUSES), 'an election status'),
  /** Keywords */
  q: textParam(),
  /** From/To DeadlineDate, ExDate, PayDate, RecordDate */
  deadlineFrom: dayParam,
  deadlineTo: dayParam,
  exFrom: dayParam,
  exTo: dayParam,
  payFrom: dayParam,
  payTo: dayParam,
  recordFrom: dayParam,
  recordTo: dayParam,
  /** IncludeLapsedEvents */
  lapsed: booleanParam,
  /** SortColumn */
  sort: enumParam(SORT_COLUMNS, 'a sort column'),
  /** SortType */
  dir: enumParam(SORT_TYPES, 'Asc or Desc'),
  /** $top */
  top: topParam,
  /** $skip */
  skip: skipParam,
  /** The lookup's FieldGroups (4.10): every known event and asset type instead of those present. */
  allTypes: booleanParam,
  /** Table, calendar or payment forecast (not a service parameter). */
  view: enumParam(['table', 'calendar', 'forecast'] as const, 'a view'),
  /** The calendar's month (not a service parameter). */
  month: monthParam,
  /**
   * The action-needed view (not a service parameter: the list is ordered here): every open election, those due this
   * week, or those due within `dueIn` business days.
   */
  action: enumParam(['open', 'week', 'due'] as const, 'an action view (open, week or due)'),
  /** Business days ahead for "due within" (the warnings strip and the action view `due`); 3 when absent. */
  dueIn: wholeNumber(1, MAX_DUE_IN),
  /** Only the events new or changed since this browser's review, from the whole list (not a service parameter). */
  changed: booleanParam,
  /** Only the watched events (by id, or on an instrument of a watchlist), from the whole list (not a service parameter). */
  watched: booleanParam,
};

export const inboxSearch = searchValidator(inboxShape);
export type InboxSearch = ReturnType<typeof inboxSearch.validate>;

/** The event page: the inbox's state (to go back to it) and the event states it looks in (4.9 EventStates). */
export const eventSearch = searchValidator({ ...inboxShape, lookIn: namesParam(oneOf(ALL_EVENT_STATES), 'an event state') });
export type EventSearch = ReturnType<typeof eventSearch.validate>;

/** The four date ranges: address names and the service's names. */
export const DATE_RANGES = [
  { key: 'deadline', label: 'Deadline', from: 'deadlineFrom', to: 'deadlineTo', serviceFrom: 'FromDeadlineDate', serviceTo: 'ToDeadlineDate' },
  { key: 'ex', label: 'Ex date', from: 'exFrom', to: 'exTo', serviceFrom: 'FromExDate', serviceTo: 'ToExDate' },
  { key: 'pay', label: 'Pay date', from: 'payFrom', to: 'payTo', serviceFrom: 'FromPayDate', serviceTo: 'ToPayDate' },
  { key: 'record', label: 'Record date', from: 'recordFrom', to: 'recordTo', serviceFrom: 'FromRecordDate', serviceTo: 'ToRecordDate' },
] as const;

/** List fields: address name and service name. */
const LISTS = [
  ['kind', 'CorporateActionTypes'],
  ['types', 'EventTypes'],
  ['assets', 'AssetTypes'],
  ['states', 'EventStates'],
  ['elections', 'ElectionStatuses'],
] as const;

/** Whose events: the selection fields. */
export const WHOSE_FIELDS = ['client', 'account', 'group', 'subs'] as const;

/** Fields that filter the list (the tabs, sorting, paging and view aside). */
export const FILTER_FIELDS = [
  'kind',
  'types',
  'assets',
  'states',
  'elections',
  'q',
  'deadlineFrom',
  'deadlineTo',
  'exFrom',
  'exTo',
  'payFrom',
  'payTo',
  'recordFrom',
  'recordTo',
  'lapsed',
] as const satisfies readonly (keyof InboxSearch)[];

/** The selection part (4.8 and 4.10). */
export function whoseParams(search: InboxSearch): LookupParams {
  const params: LookupParams = {};
  if (search.client) params.ClientKey = search.client;
  if (search.account) params.AccountKey = search.account;
  if (search.group) params.AccountGroupKey = search.group;
  if (search.subs !== undefined) params.IncludeSubAccounts = search.subs;
  return params;
}

/** The lookup's parameters (4.10): the selection, and FieldGroups when every known type is asked for. */
export function lookupParams(search: InboxSearch): LookupParams {
  const params = whoseParams(search);
  if (search.allTypes) params.FieldGroups = ALL_TYPES_FIELD_GROUPS;
  return params;
}

/** FieldGroups for every known event type and asset type (a flags value, comma-separated). */
export const ALL_TYPES_FIELD_GROUPS = 'AllEventTypes,AllAssetTypes';

/**
 * The inbox's lists of the event list (4.8), each the address read as far as it goes:
 * - `filters`: whose events and the filters, every status (the payment forecast: whether a payment is expected is its
 *   pay date's business, not the tab's; an event paying this week may already be active);
 * - `count`: and the status tab, one row asked for (the tab counts: the total is `__count`);
 * - `whole`: and the status tab, every page (the calendar, the exports, the warnings strip's lists);
 * - `sorted`: and the address's sort (the events new or changed since the review are picked from it);
 * - `page`: and the page (`$top`, `$skip`): the table.
 */
export type EventListScope = 'filters' | 'count' | 'whole' | 'sorted' | 'page';

/**
 * The parameters of the event list (4.8) for an address: the one mapping of the inbox's address to the service's
 * parameters, as far as `scope` asks (every field, paging included, by default).
 */
export function toServiceParams(search: InboxSearch, scope: EventListScope = 'page'): EventListParams {
  const params: EventListParams = { ...whoseParams(search) };
  for (const [field, name] of LISTS) {
    const items = parseList(search[field]);
    if (items.length) params[name] = items;
  }
  const keywords = normalizeKeywords(search.q);
  if (keywords) params.Keywords = keywords;
  for (const range of DATE_RANGES) {
    const from = search[range.from];
    const to = search[range.to];
    if (from) params[range.serviceFrom] = from;
    if (to) params[range.serviceTo] = to;
  }
  if (search.lapsed !== undefined) params.IncludeLapsedEvents = search.lapsed;
  if (scope === 'filters') return params;
  if (search.status) params.EventStatus = search.status;
  // A count request: one row is enough, the total is `__count`.
  if (scope === 'count') return { ...params, $top: 1 };
  if (scope === 'whole') return params;
  if (search.sort) params.SortColumn = search.sort;
  if (search.dir) params.SortType = search.dir;
  if (scope === 'sorted') return params;
  params.$top = search.top ?? DEFAULT_TOP;
  if (search.skip) params.$skip = search.skip;
  return params;
}

/** The single event's parameters (4.9). AccountGroupKey is not one of them: a group shows the client's holdings. */
export function eventParams(search: EventSearch): EventParams {
  const params: EventParams = {};
  if (search.client) params.ClientKey = search.client;
  if (search.account) params.AccountKey = search.account;
  if (search.subs !== undefined) params.IncludeSubAccounts = search.subs;
  params.EventStates = lookInStates(search);
  return params;
}

/** The event states an event page looks in (4.9 EventStates): the address's, else all six. */
export function lookInStates(search: EventSearch): string[] {
  return search.lookIn ? parseList(search.lookIn) : [...ALL_EVENT_STATES];
}

/** The address value for states to look in, in the service's order: none for all six (the default) or for none at all. */
export function lookInValue(states: readonly string[]): string | undefined {
  const chosen = ALL_EVENT_STATES.filter((state) => states.includes(state));
  return chosen.length === 0 || chosen.length === ALL_EVENT_STATES.length ? undefined : chosen.join(',');
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/**
 * A state changed by a patch: back to the first page (an old offset means
 * nothing for other filters); `undefined` in the patch removes a field.
 */
export function withPatch(search: InboxSearch, patch: Partial<InboxSearch>, options: { keepPage?: boolean } = {}): InboxSearch {
  return compact({ ...search, ...patch, ...(options.keepPage ? {} : { skip: undefined }) });
}

/** The inbox part of an event page's address (its own field dropped). */
export function inboxPart(search: EventSearch): InboxSearch {
  const { lookIn: _lookIn, ...rest } = search;
  return compact(rest);
}

/** The selection of an inbox state (for links that keep whose events are shown, e.g. find by id). */
export function whosePart(search: InboxSearch): InboxSearch {
  return compact({ client: search.client, account: search.account, group: search.group, subs: search.subs });
}

/**
 * The full address of an event's page for the same whose-events choice as `params` (client, account or group,
 * sub-accounts), for the links an export carries: an event is found only among the holdings it was listed for.
 */
export function eventAddress(origin: string, eventId: string, params: LookupParams): string {
  const query = new URLSearchParams();
  if (params.ClientKey) query.set('client', params.ClientKey);
  if (params.AccountKey) query.set('account', params.AccountKey);
  if (params.AccountGroupKey) query.set('group', params.AccountGroupKey);
  if (params.IncludeSubAccounts !== undefined) query.set('subs', String(params.IncludeSubAccounts));
  const search = query.toString();
  return `${origin}/corporate-actions/${encodeURIComponent(eventId)}${search ? `?${search}` : ''}`;
}

/** Number of filters in use. */
export function activeFilterCount(search: InboxSearch): number {
  let count = 0;
  for (const field of FILTER_FIELDS) if (search[field] !== undefined) count += 1;
  // A range counts once.
  for (const range of DATE_RANGES) if (search[range.from] !== undefined && search[range.to] !== undefined) count -= 1;
  return count;
}

/** The next sort when a column header is clicked: a new column starts descending for numbers and dates, ascending for text; the same column flips. */
export function nextSort(search: InboxSearch, column: SortColumnValue): Pick<InboxSearch, 'sort' | 'dir'> {
  const current = search.sort ?? DEFAULT_SORT;
  const dir = search.dir ?? DEFAULT_DIR;
  if (current === column) return { sort: column, dir: dir === 'Asc' ? 'Desc' : 'Asc' };
  const numeric = column === 'Date' || column === 'EligibleHoldings' || column === 'AffectedAccounts';
  return { sort: column, dir: numeric ? 'Desc' : 'Asc' };
}
