/**
 * What a browse list asks the service, built from its address, in one place: the route's loader and the page
 * use this same query.
 */
import type { ApiClient } from '@/api/client';
import { pagedList, type PagedList } from '@/api/fetch-every-page';
import { MAX_TOP } from '@/lib/search-params';
import { refQueries } from '@/api/queries/refdata';
import { toServiceParams, type BrowseKind, type BrowseUrl } from './url';

/** The page of the instrument search (4.1) a browse list shows. */
export function browseQuery(api: ApiClient, kind: BrowseKind, search: BrowseUrl) {
  return refQueries.search(api, toServiceParams(kind, search));
}

/** "Every page" of a browse list: its search without paging, 1,000 rows a request, by `__next`. */
export function everyBrowsePage(kind: BrowseKind, search: BrowseUrl): PagedList {
  return pagedList('/openapi/ref/v1/instruments', toServiceParams(kind, search), 'next', MAX_TOP);
}
