/** What the search route starts loading: the search the address asks for, if any. */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { getApi } from '@/api/backend';
import { searchQueries } from './queries';
import { searchRequest } from './ranking';
import { hasCriteria, type SearchUrl } from './url';

/** The requests the search route starts for an address: its search, when the address asks one. */
export function searchRequests(api: ApiClient, search: SearchUrl) {
  return hasCriteria(search) ? [searchQueries.search(api, searchRequest(search))] : [];
}

/**
 * Not awaited by the route: the page shows its previous results while a search loads; this only starts the
 * request early (and warms the cache when a link to a search is hovered).
 */
export function loadSearch(queryClient: QueryClient, search: SearchUrl): void {
  for (const options of searchRequests(getApi(), search)) void queryClient.prefetchQuery(options);
}
