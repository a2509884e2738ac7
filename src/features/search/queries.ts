/**
 * What the search page may ask the service, built from its address, in one place: the route's loader (`load.ts`) and
 * the page's results use these same query options.
 */
import type { ApiClient } from '@/api/client';
import type { PagedList } from '@/api/fetch-every-page';
import { pagedLists } from '@/api/queries/paged-lists';
import { refQueries } from '@/api/queries/refdata';
import { MAX_TOP } from '@/lib/search-params';
import type { SearchRequest } from './ranking';
import { toServiceParams, type SearchUrl } from './url';

export const searchQueries = {
  /** The one search a request stands for (a keyword search asks for its ranked window of rows, all of them). */
  search: (api: ApiClient, request: SearchRequest) => refQueries.search(api, request.params, request.window ? 'rows' : 'page'),
  /** A result's details, fetched ahead when the pointer or focus rests on its link. */
  resultDetails: (api: ApiClient, uic: number, assetType: string) => refQueries.details(api, uic, assetType),
  /** "Every page" of a search: the address's search without its paging, 1,000 rows a request, by `__next`. */
  everyPage: (search: SearchUrl): PagedList => pagedLists.search(toServiceParams(search), MAX_TOP),
};
