/**
 * What the search page asks the service, built from its address, in one place: the route's loader and the page's
 * results use these same query options.
 */
import type { ApiClient } from '@/api/client';
import type { PagedList } from '@/api/fetch-every-page';
import { pagedLists } from '@/api/queries/paged-lists';
import { refQueries } from '@/api/queries/refdata';
import { MAX_TOP } from '@/lib/search-params';
import type { SearchRequest } from './ranking';
import { searchRequest } from './ranking';
import { hasCriteria, toServiceParams, type SearchUrl } from './url';

/** The one search a request stands for (a keyword search asks for its ranked window of rows). */
export function searchQuery(api: ApiClient, request: SearchRequest) {
  return refQueries.search(api, request.params);
}

/** A result's details, fetched ahead when the pointer or focus rests on its link. */
export function resultDetailsQuery(api: ApiClient, uic: number, assetType: string) {
  return refQueries.details(api, uic, assetType);
}

/** "Every page" of a search: the address's search without its paging, 1,000 rows a request, by `__next`. */
export function everySearchPage(search: SearchUrl): PagedList {
  return pagedLists.search(toServiceParams(search), MAX_TOP);
}

/** The requests of the search page for an address: its search, when the address asks one. */
export function searchRequests(api: ApiClient, search: SearchUrl) {
  return hasCriteria(search) ? [searchQuery(api, searchRequest(search))] : [];
}
