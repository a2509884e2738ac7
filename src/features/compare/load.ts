/** What the compare route starts loading: the details list of the chosen instruments. */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { getApi } from '@/api/backend';
import { parsePairs } from '@/model/pairs';
import { compareQueries } from './queries';
import type { CompareUrl } from './url';

/** The requests the compare route starts for an address: the details list, when it names instruments. */
export function compareRequests(api: ApiClient, compare: CompareUrl) {
  return parsePairs(compare.items).length > 0 ? [compareQueries.details(api, compare)] : [];
}

/** Not awaited by the route: changing the field groups keeps the table on screen while the new answer loads. */
export function loadComparison(queryClient: QueryClient, compare: CompareUrl): void {
  for (const options of compareRequests(getApi(), compare)) void queryClient.prefetchQuery(options);
}
