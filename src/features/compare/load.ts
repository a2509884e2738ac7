/** What the compare route starts loading: the details list of the chosen instruments. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { compareRequests } from './queries';
import type { CompareUrl } from './url';

/** Not awaited by the route: changing the field groups keeps the table on screen while the new answer loads. */
export function loadComparison(queryClient: QueryClient, compare: CompareUrl): void {
  for (const options of compareRequests(getApi(), compare)) void queryClient.prefetchQuery(options);
}
