/**
 * What the compare page may ask the service, built from its address, in one place: the route's loader (`load.ts`) and
 * the page use these same query options.
 */
import type { ApiClient } from '@/api/client';
import type { PagedList } from '@/api/fetch-every-page';
import { pagedLists } from '@/api/queries/paged-lists';
import { refQueries } from '@/api/queries/refdata';
import { MAX_TOP } from '@/lib/search-params';
import { toDetailsListParams, type CompareUrl } from './url';

export const compareQueries = {
  /** The details list of the instruments compared. */
  details: (api: ApiClient, compare: CompareUrl) => refQueries.detailsList(api, toDetailsListParams(compare)),
  /** "Every page" of the details list the page asks for: its parameters without paging, 1,000 rows a request, by `__next`. */
  everyPage: (compare: CompareUrl): PagedList => pagedLists.detailsList(toDetailsListParams(compare), MAX_TOP),
};
