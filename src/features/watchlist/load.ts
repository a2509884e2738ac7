/** What the watchlist route starts loading: the first answers of the list the address names, or of the current list. */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { getApi, getBackend } from '@/api/backend';
import { readText, webStorage } from '@/api/storage';
import { instrumentGroups, parseItems, parseLists, type WatchItem } from '@/lib/watchlist';
import { watchlistsKey } from '@/lib/watchlist-store';
import { watchlistQueries } from './queries';
import type { WatchlistSearch } from './url';

function itemsOf(search: WatchlistSearch): WatchItem[] {
  if (search.items) return parseItems(search.items).items;
  const lists = parseLists(readText(webStorage('localStorage'), watchlistsKey(getBackend())));
  return (lists.find((list) => list.id === search.list) ?? (search.list ? undefined : lists[0]))?.items ?? [];
}

/** The requests the watchlist route starts for a list, in order: its details lists, then each root's and space's. */
export function watchlistRequests(api: ApiClient, items: readonly WatchItem[]) {
  return [
    ...instrumentGroups(items).map((group) => watchlistQueries.details(api, group)),
    ...items
      .map((item) => (item.kind === 'root' ? watchlistQueries.root(api, item.id) : item.kind === 'futures' ? watchlistQueries.futures(api, item.uic) : undefined))
      .filter((options) => options !== undefined),
  ];
}

/** Not awaited: the page shows each row as its answer comes. */
export function loadWatchlist(queryClient: QueryClient, search: WatchlistSearch): void {
  for (const options of watchlistRequests(getApi(), itemsOf(search))) void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}
