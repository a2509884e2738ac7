/** What a browse route starts loading: its page of the instrument search. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import type { InstrumentSearchParams } from '@/api/queries/params';
import { refQueries } from '@/api/queries/refdata';

/** Not awaited by the route: the page shows its loading state, or the previous page while the next one loads. */
export function loadBrowse(queryClient: QueryClient, params: InstrumentSearchParams): void {
  void queryClient.prefetchQuery(refQueries.search(getApi(), params));
}
