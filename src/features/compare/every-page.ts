/** "Every page" of the details list (4.3) the compare page asks for: its parameters without paging, 1,000 rows a request, by `__next`. */
import { compactParams } from '@/api/client';
import type { PagedList } from '@/api/pager';
import { MAX_TOP } from '@/lib/search-params';
import { toDetailsListParams, type CompareUrl } from './url';

export function everyDetailsPage(compare: CompareUrl): PagedList {
  const { $top: _top, $skip: _skip, ...query } = toDetailsListParams(compare);
  return { path: '/openapi/ref/v1/instruments/details', query: compactParams(query), mode: 'next', pageSize: MAX_TOP };
}
