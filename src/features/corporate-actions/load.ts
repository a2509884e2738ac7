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

function whoseParamsSearch(search: InboxSearch): InboxSearch {
  const { client, account, group, subs } = search;
  return { client, account, group, subs };
}

/**
 * The list behind "action needed": the filters, narrowed to what can need an election (voluntary, not or partly
 * elected, in a state that can still be instructed, a deadline from today on), whatever the status tab. The last
 * word (time of the cut-off, withdrawn offers) is the app's: see needsAction.
 */
export function actionParams(search: InboxSearch, now: Date): EventListParams {
  const params = filterParams(search);
  params.CorporateActionTypes ??= ['Voluntary'];
  params.ElectionStatuses ??= ['NotElected', 'PartialElected'];
  params.EventStates ??= ['Preliminary', 'Confirmed', 'Approved'];
  const today = dayText(dayNumber(now));
  if (!params.FromDeadlineDate || params.FromDeadlineDate < today) params.FromDeadlineDate = today;
  return params;
}

/** The list counted for "due this week": the open elections of the selection, other filters aside. */
export function dueThisWeekListParams(search: InboxSearch, now: Date): EventListParams {
  return actionParams(whoseParamsSearch(search), now);
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
  if (search.action) void queryClient.prefetchQuery(caQueries.allEvents(api, actionParams(search, now)));
  else if (search.view === 'calendar' || search.view === 'forecast') void queryClient.prefetchQuery(caQueries.allEvents(api, calendarParams(search)));
  else void queryClient.prefetchQuery(caQueries.events(api, toServiceParams(search)));
  void queryClient.prefetchQuery(caQueries.lookup(api, lookupParams(search)));
  for (const status of [undefined, ...EVENT_STATUSES]) void queryClient.prefetchQuery(caQueries.events(api, tabCountParams(search, status)));
  void queryClient.prefetchQuery(caQueries.allEvents(api, dueThisWeekListParams(search, now)));
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
