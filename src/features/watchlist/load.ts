/** What the watchlist route starts loading: the first answers of the list the address names, or of the current list. */
import type { QueryClient } from '@tanstack/react-query';
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

/** Not awaited: the page shows each row as its answer comes. */
export function loadWatchlist(queryClient: QueryClient, search: WatchlistSearch): void {
  const api = getApi();
  const items = itemsOf(search);
  for (const group of instrumentGroups(items)) void queryClient.prefetchQuery(watchlistQueries.details(api, group));
  for (const item of items) {
    if (item.kind === 'root') void queryClient.prefetchQuery(watchlistQueries.root(api, item.id));
    if (item.kind === 'futures') void queryClient.prefetchQuery(watchlistQueries.futures(api, item.uic));
  }
}
