/** What a browse route starts loading: its page of the instrument search (queries.ts). */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { browseQuery } from './queries';
import type { BrowseKind, BrowseUrl } from './url';

/** Not awaited by the route: the page shows its loading state, or the previous page while the next one loads. */
export function loadBrowse(queryClient: QueryClient, kind: BrowseKind, search: BrowseUrl): void {
  void queryClient.prefetchQuery(browseQuery(getApi(), kind, search));
}
