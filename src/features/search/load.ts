/** What the search route starts loading: the search the address asks for, if any. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { searchRequests } from './queries';
import type { SearchUrl } from './url';

/**
 * Not awaited by the route: the page shows its previous results while a search loads; this only starts the
 * request early (and warms the cache when a link to a search is hovered).
 */
export function loadSearch(queryClient: QueryClient, search: SearchUrl): void {
  for (const options of searchRequests(getApi(), search)) void queryClient.prefetchQuery(options);
}
