/** What a browse route starts loading: its page of the instrument search (queries.ts). */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { getApi } from '@/api/backend';
import { browseQueries } from './queries';
import type { BrowseKind, BrowseUrl } from './url';

/** The requests a browse route starts for an address: its page. */
export function browseRequests(api: ApiClient, kind: BrowseKind, search: BrowseUrl) {
  return [browseQueries.page(api, kind, search)];
}

/** Not awaited by the route: the page shows its loading state, or the previous page while the next one loads. */
export function loadBrowse(queryClient: QueryClient, kind: BrowseKind, search: BrowseUrl): void {
  for (const options of browseRequests(getApi(), kind, search)) void queryClient.prefetchQuery(options);
}
