/**
 * What the corporate-actions routes start loading, from what the views may ask (queries.ts).
 */
import { notFound, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import { ensureOrNotFound } from '@/lib/loading';
import { namesNoView, openingAddress } from './inbox/opening';
import { eventHolidayInstrument } from './market-days/market-days';
import { eventQueries, inboxQueries } from './queries';
import type { EventSearch, InboxSearch } from './url';

/**
 * The requests the inbox starts for an address, in order: its list (the view's), the lookup, the tab counts, the open
 * elections of the selection and the strip's counts. (The strip's whole lists wait for the page: they are read only
 * once something has been reviewed in this browser.)
 */
export function inboxRequests(api: ApiClient, search: InboxSearch, now: Date) {
  const queries = inboxQueries.address(api, search, now);
  const list = search.action
    ? queries.action
    : search.view === 'calendar' || search.view === 'forecast'
      ? queries.calendar
      : search.changed || search.watched
        ? queries.changed
        : queries.page;
  const warnings = inboxQueries.warnings(api, search, now);
  return [list, queries.lookup, ...queries.counts, queries.due, warnings.paying, warnings.preliminary];
}

/**
 * The inbox's loader: starts the page (or the calendar's list), the lookup
 * and the counts without waiting; the page shows each as it arrives and keeps
 * showing the previous rows while new ones load.
 */
export function loadInbox(queryClient: QueryClient, api: ApiClient, search: InboxSearch, now: Date): void {
  for (const options of inboxRequests(api, search, now)) void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}

/**
 * The inbox route's loader: an address that names no view opens the one the user last chose (or Action needed when
 * something needs action, before any choice: opening.ts), in place of the address; any other starts its requests.
 */
export async function loadInboxRoute(queryClient: QueryClient, api: ApiClient, search: InboxSearch, now: Date): Promise<void> {
  if (namesNoView(search)) {
    const opening = await openingAddress(queryClient, api, search, now);
    if (opening) throw redirect({ to: '/corporate-actions', search: opening, replace: true });
  }
  loadInbox(queryClient, api, search, now);
}

/** An event id as the address has it: trimmed, at most 64 characters of letters, digits, dash or underscore. */
export function parseEventId(raw: string): string | undefined {
  const id = raw.trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
}

/**
 * The event page's loader: the event (4.9), awaited; unknown ids and 404 answers are the not-found state. Once it is
 * in, an open election's instrument schedule (its market holidays) is started without waiting, so it leaves with the
 * event rather than after the page has drawn it.
 */
export async function loadEvent(queryClient: QueryClient, api: ApiClient, rawId: string, search: EventSearch, now: Date): Promise<void> {
  const id = parseEventId(rawId);
  if (id === undefined) throw notFound();
  const event = await ensureOrNotFound(queryClient, eventQueries.event(api, id, search));
  const ref = eventHolidayInstrument(event, now);
  if (ref) void queryClient.prefetchQuery(eventQueries.holidays(api, ref));
}

/** Whether an error is the service's refusal to serve this user (403). */
export function isNotEntitled(error: unknown): boolean {
  return isApiError(error) && error.isForbidden;
}
