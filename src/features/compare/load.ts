/** What the compare route starts loading: the details list of the chosen instruments. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import type { DetailsListParams } from '@/api/queries/params';
import { refQueries } from '@/api/queries/refdata';

/** Not awaited by the route: changing the field groups keeps the table on screen while the new answer loads. */
export function loadComparison(queryClient: QueryClient, params: DetailsListParams | undefined): void {
  if (params) void queryClient.prefetchQuery(refQueries.detailsList(getApi(), params));
}
