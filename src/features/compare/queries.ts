/**
 * What the compare page asks the service, built from its address, in one place: the route's loader and the page
 * use these same query options.
 */
import type { ApiClient } from '@/api/client';
import type { PagedList } from '@/api/fetch-every-page';
import { pagedLists } from '@/api/queries/paged-lists';
import { refQueries } from '@/api/queries/refdata';
import { MAX_TOP } from '@/lib/search-params';
import { parsePairs } from '@/model/pairs';
import { toDetailsListParams, type CompareUrl } from './url';

/** The details list of the instruments compared. */
export function comparisonQuery(api: ApiClient, compare: CompareUrl) {
  return refQueries.detailsList(api, toDetailsListParams(compare));
}

/** "Every page" of the details list the page asks for: its parameters without paging, 1,000 rows a request, by `__next`. */
export function everyDetailsPage(compare: CompareUrl): PagedList {
  return pagedLists.detailsList(toDetailsListParams(compare), MAX_TOP);
}

/** The requests of the compare page for an address: the details list, when it names instruments. */
export function compareRequests(api: ApiClient, compare: CompareUrl) {
  return parsePairs(compare.items).length > 0 ? [comparisonQuery(api, compare)] : [];
}
