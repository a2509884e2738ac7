/**
 * What a browse list may ask the service, built from its address, in one place: the route's loader (`load.ts`) and the
 * page use these same query options.
 */
import type { ApiClient } from '@/api/client';
import type { PagedList } from '@/api/fetch-every-page';
import { pagedLists } from '@/api/queries/paged-lists';
import { refQueries } from '@/api/queries/refdata';
import { MAX_TOP } from '@/lib/search-params';
import { toServiceParams, type BrowseKind, type BrowseUrl } from './url';

export const browseQueries = {
  /** The page of the instrument search (4.1) a browse list shows. */
  page: (api: ApiClient, kind: BrowseKind, search: BrowseUrl) => refQueries.search(api, toServiceParams(kind, search)),
  /** "Every page" of a browse list: its search without paging, 1,000 rows a request, by `__next`. */
  everyPage: (kind: BrowseKind, search: BrowseUrl): PagedList => pagedLists.search(toServiceParams(kind, search), MAX_TOP),
};
