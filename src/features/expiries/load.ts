/** What the expiry calendar's route starts loading: every chosen futures space (with its schedule) and option root. */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { getApi } from '@/api/backend';
import { idsOf } from './choice';
import { expiriesQueries } from './queries';
import type { ExpiriesSearch } from './url';

/** The requests the calendar starts with, in order: each futures space and its schedule, then each option root. */
export function expiriesRequests(api: ApiClient, search: ExpiriesSearch) {
  return [
    ...idsOf(search.futures).flatMap((uic) => [expiriesQueries.futuresSpace(api, uic), expiriesQueries.futuresSchedule(api, uic)]),
    ...idsOf(search.roots).map((id) => expiriesQueries.rootSpace(api, id)),
  ];
}

/** Not awaited: each item shows its own loading, error or not-found state, and the others show meanwhile. */
export function loadExpiries(queryClient: QueryClient, search: ExpiriesSearch): void {
  for (const options of expiriesRequests(getApi(), search)) void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}
