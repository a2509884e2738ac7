/** "Every page" of the details list (4.3) the compare page asks for: its parameters without paging, 1,000 rows a request, by `__next`. */
import { pagedList, type PagedList } from '@/api/fetch-every-page';
import { MAX_TOP } from '@/lib/search-params';
import { toDetailsListParams, type CompareUrl } from './url';

export function everyDetailsPage(compare: CompareUrl): PagedList {
  return pagedList('/openapi/ref/v1/instruments/details', toDetailsListParams(compare), 'next', MAX_TOP);
}
