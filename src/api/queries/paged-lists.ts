/**
 * The paged lists "every page" reads (src/api/fetch-every-page.ts), built from the service's parameters: a view's
 * queries.ts maps its address to these, and never names the service path itself.
 */
import { pagedList, type PagedList } from '@/api/fetch-every-page';
import { ALL_EVENTS_PAGE_SIZE, type EventListParams } from './corporate-actions';
import type { DetailsListParams, InstrumentSearchParams } from './params';
import { servicePaths } from './paths';

export const pagedLists = {
  /** An instrument search (4.1), `pageSize` rows a request, by `__next`. */
  search: (params: InstrumentSearchParams, pageSize: number): PagedList => pagedList(servicePaths.instruments, params, 'next', pageSize),
  /** A details list (4.3), `pageSize` rows a request, by `__next`. */
  detailsList: (params: DetailsListParams, pageSize: number): PagedList => pagedList(servicePaths.detailsList, params, 'next', pageSize),
  /** A filtered event list (4.8): by `$skip` up to its `__count`, as the exports page it. */
  events: (params: EventListParams): PagedList => pagedList(servicePaths.events, params, 'skip', ALL_EVENTS_PAGE_SIZE),
};
