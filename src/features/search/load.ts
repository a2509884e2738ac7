/** What the search route starts loading: the search the address asks for, if any. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import type { InstrumentSearchParams } from '@/api/queries/params';
import { refQueries } from '@/api/queries/refdata';

/**
 * Not awaited by the route: the page shows its previous results while a search loads; this only starts the
 * request early (and warms the cache when a link to a search is hovered).
 */
export function loadSearch(queryClient: QueryClient, params: InstrumentSearchParams | undefined): void {
  if (params) void queryClient.prefetchQuery(refQueries.search(getApi(), params));
}
