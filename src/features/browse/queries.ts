/**
 * What a browse list asks the service, built from its address, in one place: the route's loader and the page
 * use this same query.
 */
import type { ApiClient } from '@/api/client';
import type { PagedList } from '@/api/fetch-every-page';
import { pagedLists } from '@/api/queries/paged-lists';
import { refQueries } from '@/api/queries/refdata';
import { MAX_TOP } from '@/lib/search-params';
import { toServiceParams, type BrowseKind, type BrowseUrl } from './url';

/** The page of the instrument search (4.1) a browse list shows. */
export function browseQuery(api: ApiClient, kind: BrowseKind, search: BrowseUrl) {
  return refQueries.search(api, toServiceParams(kind, search));
}

/** "Every page" of a browse list: its search without paging, 1,000 rows a request, by `__next`. */
export function everyBrowsePage(kind: BrowseKind, search: BrowseUrl): PagedList {
  return pagedLists.search(toServiceParams(kind, search), MAX_TOP);
}
