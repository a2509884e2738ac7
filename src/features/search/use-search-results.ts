/**
 * The search page's results: the one request its address asks for, the answer shown (the previous one, dimmed, while
 * the next loads; the last page of the same search, marked stale, when a page fails), ranked and paged.
 */
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { useKeptData } from '@/lib/use-kept-data';
import { useStableJson } from '@/lib/use-stable-json';
import { rankedPage, sameSearch, searchRequest } from './ranking';
import { searchQueries } from './queries';
import { toResultRow } from './rows';
import { hasCriteria, pageInfo, type PageInfo, type SearchUrl } from './url';

export function useSearchResults(search: SearchUrl) {
  const api = useApi();
  const enabled = hasCriteria(search);
  // The same request object while the question stays the same (a selection change is no new search), so
  // that the ranking and the rows are not worked out again.
  const request = useStableJson(searchRequest(search));
  const query = useQuery({ ...searchQueries.search(api, request), enabled, placeholderData: keepPreviousData });

  // While the next search loads, the previous answer stays on screen as it was ranked and paged; when a page of the
  // same search fails, or a refresh does, the page shown stays, marked stale.
  const shown = useKeptData(query, request, JSON.stringify(request), sameSearch);
  const shownRequest = shown.shown;
  const page = useMemo(() => rankedPage(shownRequest, shown.data ?? {}), [shownRequest, shown.data]);
  const rows = useMemo(() => page.rows.map(toResultRow), [page]);
  const stale = query.isFetching && query.isPlaceholderData;
  const pageFeed = pageInfo(search, { __count: page.total, __next: page.next, nextSkip: page.nextSkip, rows: rows.length });
  // While the previous page is shown, the next link it came with says nothing about this page.
  // A page kept on screen after the next one failed: no page after the failed one is known.
  const info = useStableJson<PageInfo>(stale ? { ...pageFeed, nextSkip: (search.skip ?? 0) + pageFeed.pageSize } : shown.kept ? { ...pageFeed, nextSkip: undefined } : pageFeed);
  const failed = query.isError && shown.data === undefined;
  // A search that ran (with or without results): it joins the recent searches.
  const succeeded = enabled && query.isSuccess && !query.isPlaceholderData;
  // A lower bound of the count says nothing of a previous search's answer still on screen.
  const atLeast = stale ? undefined : page.atLeast;
  return { enabled, query, shown, rows, info, atLeast, stale, failed, succeeded };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
