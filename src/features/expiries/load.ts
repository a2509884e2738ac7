/** What the expiry calendar's route starts loading: every chosen futures space (with its schedule) and option root. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { expiryRequests } from './queries';
import type { ExpiriesSearch } from './url';

/** Not awaited: each item shows its own loading, error or not-found state, and the others show meanwhile. */
export function loadExpiries(queryClient: QueryClient, search: ExpiriesSearch): void {
  for (const options of expiryRequests(getApi(), search)) void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}
