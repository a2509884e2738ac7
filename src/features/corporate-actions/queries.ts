/**
 * What the inbox and the event page may ask the service, built from their address, listed once (`inboxQueries`,
 * `eventQueries`): the route's loader starts some of them (`inboxRequests`, in load.ts), and the pages read the same
 * query options. Besides its page of events: the lookup data of the filters, the counts of the status tabs, and the
 * elections needing action (open, and due this week).
 */
import type { ApiClient } from '@/api/client';
import { ALL_EVENTS_PAGE_SIZE, caKeys, caQueries, type EventListParams } from '@/api/queries/corporate-actions';
import type { DetailsListParams } from '@/api/queries/params';
import { refQueries } from '@/api/queries/refdata';
import { everyEventQuery, fetchEveryEvent } from '@/api/queries/every-event';
import type { PagedList } from '@/api/fetch-every-page';
import { pagedLists } from '@/api/queries/paged-lists';
import {
  DEFAULT_DUE_IN,
  EVENT_STATUSES,
  eventParams,
  lookupParams,
  toServiceParams,
  whoseParams,
  whosePart,
  type EventSearch,
  type EventStatusValue,
  type InboxSearch,
} from './url';
import { warningSearches } from './inbox/warnings';
import { dayNumber, dayText } from './model/event';

/**
 * The list behind "action needed": the filters, narrowed to what can need an election (voluntary, not or partly
 * elected, in a state that can still be instructed, a deadline from today on), whatever the status tab. The last
 * word (time of the cut-off, withdrawn offers) is the app's: see needsAction.
 */
export function actionParams(search: InboxSearch, now: Date): EventListParams {
  const params = toServiceParams(search, 'filters');
  params.CorporateActionTypes ??= ['Voluntary'];
  params.ElectionStatuses ??= ['NotElected', 'PartialElected'];
  params.EventStates ??= ['Preliminary', 'Confirmed', 'Approved'];
  const today = dayText(dayNumber(now));
  if (!params.FromDeadlineDate || params.FromDeadlineDate < today) params.FromDeadlineDate = today;
  return params;
}

/** The list counted for "due this week": the open elections of the selection, other filters aside. */
export function dueThisWeekParams(search: InboxSearch, now: Date): EventListParams {
  return actionParams(whosePart(search), now);
}

/** The status tabs counted, in their order: all statuses first. */
export const COUNTED_STATUSES: readonly (EventStatusValue | undefined)[] = [undefined, ...EVENT_STATUSES];

/**
 * Every query of the inbox for an address (`now`: today, for the deadlines from today on).
 */
function addressQueries(api: ApiClient, search: InboxSearch, now: Date) {
  return {
    /** The page of the table. */
    page: caQueries.events(api, toServiceParams(search)),
    /** The elections needing action (the "Action needed" tab, and its count). */
    action: everyEventQuery(api, actionParams(search, now)),
    /** The whole filtered list, for the calendar and the forecast. */
    calendar: everyEventQuery(api, toServiceParams(search, 'whole')),
    /** The whole filtered list, sorted as the address says: the events new or changed since the review are picked from it. */
    changed: everyEventQuery(api, toServiceParams(search, 'sorted')),
    /** The open elections of the selection due this week (the notice's count). */
    due: everyEventQuery(api, dueThisWeekParams(search, now)),
    /** The lookup data of the filters. */
    lookup: caQueries.lookup(api, lookupParams(search)),
    /** The counts of the status tabs, as COUNTED_STATUSES. */
    counts: COUNTED_STATUSES.map((status) => caQueries.events(api, toServiceParams({ ...search, status }, 'count'))),
  };
}

/**
 * The warnings strip's queries, each the one its link's list reads: the counts the service gives (the All tab's count
 * of the list opened), and the whole lists the review marks are compared with (the selection's, its withdrawn events).
 */
function warningQueries(api: ApiClient, search: InboxSearch, now: Date) {
  const links = warningSearches(search, now, search.dueIn ?? DEFAULT_DUE_IN);
  return {
    links,
    paying: caQueries.events(api, toServiceParams(links.paying, 'count')),
    preliminary: caQueries.events(api, toServiceParams(links.preliminary, 'count')),
    withdrawn: everyEventQuery(api, toServiceParams(links.withdrawn, 'whole')),
    changed: everyEventQuery(api, toServiceParams(links.changed, 'whole')),
    watched: everyEventQuery(api, toServiceParams(links.watched, 'whole')),
  };
}

export const inboxQueries = {
  /** Every query of the inbox for an address (`now`: today, for the deadlines from today on). */
  address: addressQueries,
  /** The warnings strip's counts and whole lists. */
  warnings: warningQueries,
  /** Every event of a list (all its pages), for the views that read a whole list: the calendar, the forecast, the exports. */
  wholeList: (api: ApiClient, params: EventListParams) => everyEventQuery(api, params),
  /** The same list fetched page by page with progress (an export the user waits for). */
  fetchWholeList: fetchEveryEvent,
  /** "Every page" of a filtered event list (4.8): by `$skip` up to its `__count`, as the exports page it. */
  everyPage: (params: EventListParams): PagedList => pagedLists.events(params),
  /** The root of every corporate-actions query of the backend (what an idle read-ahead must not disturb). */
  cacheRoot: (api: ApiClient) => caKeys.all(api),
  /** The demo user's clients, accounts and groups by name (demo mode's whose-events picker). */
  demoDirectory: (api: ApiClient) => caQueries.demoDirectory(api),
  /** The market holidays' sources: the instruments' details (their exchanges) and one trading schedule per exchange. */
  marketDays: {
    details: (api: ApiClient, params: DetailsListParams) => refQueries.detailsList(api, params),
    schedule: (api: ApiClient, uic: number, assetType: string) => refQueries.schedule(api, uic, assetType),
  },
};

export const eventQueries = {
  /** The event page's one request: the event (4.8.2) with the address's client, account or group and sub-accounts. */
  event: (api: ApiClient, eventId: string, search: EventSearch) => caQueries.event(api, eventId, eventParams(search)),
  /**
   * The trading schedule of an open election's instrument, for the market holidays before its cut-off: the inbox's
   * own query (one cache entry), asked once; a failure leaves weekends as the only days skipped.
   */
  holidays: (api: ApiClient, ref: { uic: number; assetType: string }) => ({ ...refQueries.schedule(api, ref.uic, ref.assetType), retry: false }),
  /** The lookup that names the event page's codes: the inbox's own for the same whose events (a cache hit from the list). */
  lookup: (api: ApiClient, search: EventSearch) => caQueries.lookup(api, whoseParams(search)),
};

/** The page size of whole lists: a list longer than one page is worth reading ahead. */
export { ALL_EVENTS_PAGE_SIZE };
