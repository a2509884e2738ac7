/**
 * What the corporate-actions routes start loading, and the requests the
 * inbox makes besides its page: the counts of the tabs and of elections due
 * this week.
 */
import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import { caQueries, type EventListParams } from '@/api/queries/corporate-actions';
import { ensureOrNotFound } from '@/lib/loading';
import { dayNumber, dayText } from './model';
import { EVENT_STATUSES, eventParams, filterParams, toServiceParams, lookupParams, type EventSearch, type EventStatusValue, type InboxSearch } from './url';

/** A count request: one row is enough, the total is `__count`. */
function countParams(params: EventListParams): EventListParams {
  const { $skip: _skip, SortColumn: _column, SortType: _type, ...rest } = params;
  return { ...rest, $top: 1 };
}

/** The list of one tab (undefined: all statuses), counted. */
export function tabCountParams(search: InboxSearch, status: EventStatusValue | undefined): EventListParams {
  const params = filterParams(search);
  if (status) params.EventStatus = status;
  return countParams(params);
}

/** The filters of "elections due this week": voluntary, not (fully) elected, a deadline from today to six days on. */
export function dueThisWeekFilters(now: Date): Pick<InboxSearch, 'kind' | 'elections' | 'deadlineFrom' | 'deadlineTo'> {
  const today = dayNumber(now);
  return { kind: 'Voluntary', elections: 'NotElected,PartialElected', deadlineFrom: dayText(today), deadlineTo: dayText(today + 6) };
}

/** Count of elections due this week for the selection (other filters aside). */
export function dueThisWeekParams(search: InboxSearch, now: Date): EventListParams {
  return countParams(filterParams({ ...whoseParamsSearch(search), ...dueThisWeekFilters(now) }));
}

function whoseParamsSearch(search: InboxSearch): InboxSearch {
  const { client, account, group, subs } = search;
  return { client, account, group, subs };
}

/** The calendar's list: the filtered list whatever the page, sorted by date. */
export function calendarParams(search: InboxSearch): EventListParams {
  const params = filterParams(search);
  if (search.status) params.EventStatus = search.status;
  return params;
}

/**
 * The inbox's loader: starts the page (or the calendar's list), the lookup
 * and the counts without waiting; the page shows each as it arrives and keeps
 * showing the previous rows while new ones load.
 */
export function loadInbox(queryClient: QueryClient, api: ApiClient, search: InboxSearch, now: Date): void {
  if (search.view === 'calendar') void queryClient.prefetchQuery(caQueries.allEvents(api, calendarParams(search)));
  else void queryClient.prefetchQuery(caQueries.events(api, toServiceParams(search)));
  void queryClient.prefetchQuery(caQueries.lookup(api, lookupParams(search)));
  for (const status of [undefined, ...EVENT_STATUSES]) void queryClient.prefetchQuery(caQueries.events(api, tabCountParams(search, status)));
  void queryClient.prefetchQuery(caQueries.events(api, dueThisWeekParams(search, now)));
}

/** An event id as the address has it: trimmed, at most 64 characters of letters, digits, dash or underscore. */
export function parseEventId(raw: string): string | undefined {
  const id = raw.trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
}

/** The event page's loader: the event (4.9); unknown ids and 404 answers are the not-found state. */
export async function loadEvent(queryClient: QueryClient, api: ApiClient, rawId: string, search: EventSearch): Promise<void> {
  const id = parseEventId(rawId);
  if (id === undefined) throw notFound();
  await ensureOrNotFound(queryClient, caQueries.event(api, id, eventParams(search)));
}

/** Whether an error is the service's refusal to serve this user (403). */
export function isNotEntitled(error: unknown): boolean {
  return isApiError(error) && error.isForbidden;
}
