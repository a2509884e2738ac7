/** "Every page" of a search: the address's search without its paging, 1,000 rows a request, by `__next`. */
import { pagedList, type PagedList } from '@/api/fetch-every-page';
import { MAX_TOP } from '@/lib/search-params';
import { toServiceParams, type SearchUrl } from './url';

export function everySearchPage(search: SearchUrl): PagedList {
  return pagedList('/openapi/ref/v1/instruments', toServiceParams(search), 'next', MAX_TOP);
}
