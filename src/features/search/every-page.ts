/** "Every page" of a search: the address's search without its paging, 1,000 rows a request, by `__next`. */
import { compactParams } from '@/api/client';
import type { PagedList } from '@/api/pager';
import { MAX_TOP } from '@/lib/search-params';
import { toServiceParams, type SearchUrl } from './url';

export function everySearchPage(search: SearchUrl): PagedList {
  const { $top: _top, $skip: _skip, ...query } = toServiceParams(search);
  return { path: '/openapi/ref/v1/instruments', query: compactParams(query), mode: 'next', pageSize: MAX_TOP };
}
