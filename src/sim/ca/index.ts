/**
 * Corporate-action operations (spec 4.8 to 4.10) of the simulated service.
 *
 * Definitions (see also store.ts, view.ts and selection.ts):
 * - Today is the UTC calendar day of the request's clock reading; within the
 *   day only the day's revisions (revisions.ts) change, at fixed UTC times.
 * - Execution date of an event: the Payment date of its default option, else
 *   the first dated Payment of any option, else its Effective date, else its
 *   key date (Ex, else Record, else Effective, else announcement).
 * - The event list (4.8) returns events whose execution date lies within 365
 *   days of today in either direction, whose EventState is Preliminary,
 *   Confirmed, Approved or Withdrawn (never Cancelled or Complete, even when
 *   asked for through EventStates), that are held by a selected account and,
 *   unless IncludeLapsedEvents=true, that are not lapsed.
 * - Date filters (From/To Deadline, Ex, Pay, Record) are inclusive, on UTC
 *   days. Pay is the execution payment date above; an event whose date is not
 *   shown (absent, or only a status) does not match a filter on that date.
 *   For deadlines, an event matches when any of its option deadlines is in
 *   the range.
 * - Keywords: every whitespace-separated term must occur (case-insensitive)
 *   in the instrument description, ISIN or symbol.
 * - EventTypes must be known ISO 15022 event codes (else 400).
 * - Sorting: SortColumn (default Date = the key date) and SortType (default
 *   Desc); ties are broken by EventId in the same direction, so Desc is the
 *   exact reverse of Asc. EventType sorts by type name, InstrumentDescription
 *   case-insensitively, AffectedAccounts by the number of selected accounts
 *   holding the event (also when the field itself is not shown).
 * - The single event (4.9) returns any state and any date, as long as a
 *   selected account holds it; otherwise, or when EventStates is given and does
 *   not contain the event's state, 404 with an empty body.
 * - Lookup data (4.10): All (default) = EventTypes + AssetTypes, both relevant
 *   ones (present among the list-eligible events of the selection, lapsed
 *   ones included); AllEventTypes / AllAssetTypes give the full vocabulary.
 *   FieldGroups accepts a comma-separated combination.
 * - Bad parameters (enumerations, dates, booleans, paging, keys) give 400 with
 *   ErrorCode InvalidRequest and every problem in ModelState.
 * - Holdings of mandatory (NotElectable) events carry no election fields
 *   (ElectedAmount, ElectionStatus, Options, StandingInstructionStatus), and
 *   such events have no ElectionStatus; a filter on ElectionStatuses therefore
 *   only returns voluntary events.
 */
import { dayNumber } from '../core/clock';
import type { Operation, OperationContext } from '../core/context';
import { badRequest, notFound, type SimError } from '../core/http';
import { pageOf, readPaging } from '../core/paging';
import { minuteOfDay } from './revisions';
import { readSelection, type Selection } from './selection';
import { datasetForAccounts, type DayDataset, type StoredEvent } from './store';
import type { CaEvent, CodeDescription, LookupEntry } from './types';
import { viewOf, wireOf, type EventView } from './view';
import {
  ALL_ASSET_TYPE_NAMES,
  CA_ASSET_TYPES,
  CORPORATE_ACTION_TYPES,
  ELECTION_STATUSES,
  EVENT_STATES,
  EVENT_STATUSES,
  EVENT_TYPES,
  LIST_EVENT_STATES,
  LOOKUP_FIELD_GROUPS,
  SORT_COLUMNS,
  SORT_TYPES,
  type EventState,
  type SortColumn,
} from './vocabulary';
import { keepNewest } from '../core/memo';

/** Corporate-action operations (spec 4.8 to 4.10). */
export interface CorporateActionOperations {
  listEvents: Operation;
  getEvent: Operation;
  getLookupData: Operation;
}

/** Execution dates further than this from today are outside the event list. */
export const LIST_WINDOW_DAYS = 365;
export const DEFAULT_TOP = 100;

/** Raised when a selection could not be made (its problems are already in ModelState). */
function invalidSelection(): SimError {
  return badRequest('InvalidRequest', 'One or more properties of the request are invalid!');
}

function today(ctx: OperationContext): number {
  return dayNumber(ctx.now);
}

/** Whether an event can appear in the event list at all (state and execution window). */
function listEligible(event: StoredEvent, day: number, states: ReadonlySet<EventState>): boolean {
  return states.has(event.state) && Math.abs(event.dates.exec - day) <= LIST_WINDOW_DAYS;
}

/** Views of every list-eligible event (any listable state) of a selection, and their orders per sort column. */
interface ViewSet {
  dataset: DayDataset;
  views: EventView[];
  /** Ascending order per sort column (ties by EventId), built on first use. */
  ascending: Map<SortColumn, EventView[]>;
}

/** Memoised per data set and selection, so a filter, sort or page change only filters a ready order. */
const VIEW_CACHE = new Map<string, ViewSet>();
const VIEW_CACHE_SIZE = 24;
const LISTABLE = new Set<EventState>(LIST_EVENT_STATES);

function viewSet(dataset: DayDataset, selection: Selection, day: number): ViewSet {
  const key = `${day}|${selection.includeSubAccounts ? 1 : 0}|${[...selection.accounts].sort().join(',')}`;
  const cached = VIEW_CACHE.get(key);
  // Most recently used last.
  if (cached && cached.dataset === dataset) return keepNewest(VIEW_CACHE, key, cached, VIEW_CACHE_SIZE);
  const views: EventView[] = [];
  for (const event of dataset.events) {
    if (!listEligible(event, day, LISTABLE)) continue;
    const view = viewOf(event, selection, day);
    if (view) views.push(view);
  }
  return keepNewest(VIEW_CACHE, key, { dataset, views, ascending: new Map() }, VIEW_CACHE_SIZE);
}

function ascendingOrder(set: ViewSet, column: SortColumn): EventView[] {
  let order = set.ascending.get(column);
  if (!order) {
    const primary = comparator(column);
    order = [...set.views].sort((a, b) => primary(a, b) || a.event.id - b.event.id);
    set.ascending.set(column, order);
  }
  return order;
}

function selectionViews(dataset: DayDataset, selection: Selection, day: number, states: ReadonlySet<EventState>): EventView[] {
  const all = viewSet(dataset, selection, day).views;
  return states.size === LISTABLE.size ? all.slice() : all.filter((view) => states.has(view.event.state));
}

interface DateRange {
  from?: number;
  to?: number;
}

function inRange(value: number | undefined, range: DateRange): boolean {
  if (range.from === undefined && range.to === undefined) return true;
  if (value === undefined) return false;
  return (range.from === undefined || value >= range.from) && (range.to === undefined || value <= range.to);
}

function deadlineInRange(event: StoredEvent, range: DateRange): boolean {
  if (range.from === undefined && range.to === undefined) return true;
  const { firstDeadline, lastDeadline } = event.dates;
  if (firstDeadline === undefined || lastDeadline === undefined) return false;
  return (range.from === undefined || lastDeadline >= range.from) && (range.to === undefined || firstDeadline <= range.to);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparator(column: SortColumn): (a: EventView, b: EventView) => number {
  switch (column) {
    case 'AffectedAccounts':
      return (a, b) => a.affected - b.affected;
    case 'CorporateActionType':
      return (a, b) => compareText(a.event.body.CorporateActionType ?? '', b.event.body.CorporateActionType ?? '');
    case 'EligibleHoldings':
      return (a, b) => a.eligible - b.eligible;
    case 'EventId':
      return () => 0;
    case 'EventType':
      return (a, b) => compareText(a.event.body.EventType?.Name ?? '', b.event.body.EventType?.Name ?? '');
    case 'InstrumentDescription':
      return (a, b) => compareText(a.event.sortName, b.event.sortName);
    case 'Date':
    default:
      return (a, b) => a.event.dates.key - b.event.dates.key;
  }
}

/** Event type codes of the EventTypes parameter, in canonical (upper-case) spelling. */
function readEventTypes(ctx: OperationContext): Set<string> | undefined {
  const items = ctx.query.list('EventTypes');
  if (!items) return undefined;
  const codes = new Set<string>();
  for (const item of items) {
    const code = item.toUpperCase();
    if (EVENT_TYPES.has(code)) codes.add(code);
    else ctx.query.problem('EventTypes', `The value '${item}' is not a known event type code.`);
  }
  return codes;
}

const listEvents: Operation = (ctx) => {
  const { query } = ctx;
  const paging = readPaging(query, { top: DEFAULT_TOP });
  const assetTypes = query.enumList('AssetTypes', ALL_ASSET_TYPE_NAMES);
  const caTypes = query.enumList('CorporateActionTypes', CORPORATE_ACTION_TYPES);
  const electionStatuses = query.enumList('ElectionStatuses', ELECTION_STATUSES);
  const eventStates = query.enumList('EventStates', EVENT_STATES);
  const eventStatus = query.enumValue('EventStatus', EVENT_STATUSES);
  const eventTypes = readEventTypes(ctx);
  const deadline: DateRange = { from: query.day('FromDeadlineDate'), to: query.day('ToDeadlineDate') };
  const ex: DateRange = { from: query.day('FromExDate'), to: query.day('ToExDate') };
  const pay: DateRange = { from: query.day('FromPayDate'), to: query.day('ToPayDate') };
  const record: DateRange = { from: query.day('FromRecordDate'), to: query.day('ToRecordDate') };
  const includeLapsed = query.boolean('IncludeLapsedEvents') ?? false;
  const keywords = query.string('Keywords')?.toLowerCase().split(/\s+/).filter(Boolean);
  const sortColumn = query.enumValue('SortColumn', SORT_COLUMNS) ?? 'Date';
  const sortType = query.enumValue('SortType', SORT_TYPES) ?? 'Desc';
  const selection = readSelection(ctx, { accountGroup: true });
  query.assertValid('InvalidRequest');
  if (!selection) throw invalidSelection();

  const day = today(ctx);
  const states = new Set<EventState>(eventStates ? LIST_EVENT_STATES.filter((state) => eventStates.includes(state)) : LIST_EVENT_STATES);
  const assetSet = assetTypes ? new Set<string>(assetTypes) : undefined;
  const set = viewSet(datasetForAccounts(day, selection.accounts, minuteOfDay(ctx.now)), selection, day);
  const matches = (view: EventView): boolean => {
    const { event } = view;
    if (!states.has(event.state)) return false;
    const body = event.body;
    if (view.lapsed && !includeLapsed) return false;
    if (assetSet && !assetSet.has(body.AssetType ?? '')) return false;
    if (caTypes && !caTypes.includes(body.CorporateActionType ?? 'Mandatory')) return false;
    if (electionStatuses && (!view.electionStatus || !electionStatuses.includes(view.electionStatus))) return false;
    if (eventStatus && event.status !== eventStatus) return false;
    if (eventTypes && !eventTypes.has(body.EventType?.Code ?? '')) return false;
    if (!inRange(event.dates.ex, ex) || !inRange(event.dates.record, record) || !inRange(event.dates.pay, pay) || !deadlineInRange(event, deadline)) return false;
    if (keywords && !keywords.every((term) => event.search.includes(term))) return false;
    return true;
  };
  // Desc is the exact reverse of Asc (ties by EventId in the same direction).
  const order = ascendingOrder(set, sortColumn);
  const views: EventView[] = [];
  if (sortType === 'Asc') {
    for (const view of order) if (matches(view)) views.push(view);
  } else {
    for (let i = order.length - 1; i >= 0; i--) if (matches(order[i] as EventView)) views.push(order[i] as EventView);
  }
  const page = pageOf(views, paging, ctx.url, { count: true });
  return { ...page, Data: page.Data.map((view): CaEvent => wireOf(view, selection)) };
};

const getEvent: Operation = (ctx) => {
  const { query } = ctx;
  const eventStates = query.enumList('EventStates', EVENT_STATES);
  const selection = readSelection(ctx, { accountGroup: false });
  query.assertValid('InvalidRequest');
  if (!selection) throw invalidSelection();
  const day = today(ctx);
  const event = datasetForAccounts(day, selection.accounts, minuteOfDay(ctx.now)).byId.get((ctx.path.EventId ?? '').trim());
  if (!event) throw notFound();
  if (eventStates && !eventStates.includes(event.state)) throw notFound();
  const view = viewOf(event, selection, day);
  if (!view) throw notFound();
  return wireOf(view, selection);
};

function codeName(value: CodeDescription): CodeDescription {
  return { Code: value.Code ?? '', Name: value.Name ?? value.Code ?? '' };
}

const getLookupData: Operation = (ctx) => {
  const { query } = ctx;
  const requested = query.enumList('FieldGroups', LOOKUP_FIELD_GROUPS) ?? ['All'];
  const selection = readSelection(ctx, { accountGroup: true });
  query.assertValid('InvalidRequest');
  if (!selection) throw invalidSelection();
  const wanted = new Set<string>();
  for (const group of requested) {
    if (group === 'All') {
      wanted.add('EventTypes');
      wanted.add('AssetTypes');
    } else wanted.add(group);
  }
  const data: LookupEntry[] = [];
  const byCode = (a: CodeDescription, b: CodeDescription) => compareText(a.Code ?? '', b.Code ?? '');
  if (wanted.has('EventTypes') || wanted.has('AssetTypes')) {
    const day = today(ctx);
    const views = selectionViews(datasetForAccounts(day, selection.accounts, minuteOfDay(ctx.now)), selection, day, LISTABLE);
    if (wanted.has('EventTypes')) {
      const codes = new Map<string, CodeDescription>();
      for (const view of views) {
        const type = view.event.body.EventType;
        if (type?.Code && !codes.has(type.Code)) codes.set(type.Code, codeName(type));
      }
      data.push({ FieldGroup: 'EventTypes', Values: [...codes.values()].sort(byCode) });
    }
    if (wanted.has('AssetTypes')) {
      const types = new Set(views.map((view) => view.event.body.AssetType ?? ''));
      const values = [...types].filter(Boolean).map((code) => codeName(CA_ASSET_TYPES.find((entry) => entry.Code === code) ?? { Code: code, Name: code }));
      data.push({ FieldGroup: 'AssetTypes', Values: values.sort(byCode) });
    }
  }
  if (wanted.has('AllEventTypes')) data.push({ FieldGroup: 'AllEventTypes', Values: [...EVENT_TYPES.values()].map(codeName).sort(byCode) });
  if (wanted.has('AllAssetTypes')) data.push({ FieldGroup: 'AllAssetTypes', Values: CA_ASSET_TYPES.map(codeName).sort(byCode) });
  return { Data: data };
};

export const corporateActionOperations: CorporateActionOperations = {
  listEvents,
  getEvent,
  getLookupData,
};
