/** "Every page" of the filtered event list (4.8): by `$skip` up to its `__count`, as the exports page it. */
import { pagedList, type PagedList } from '@/api/fetch-every-page';
import type { EventListParams } from '@/api/queries/corporate-actions';
import { ALL_EVENTS_PAGE_SIZE } from './queries';

export function everyEventPage(params: EventListParams): PagedList {
  return pagedList('/openapi/ca/v2/events', params, 'skip', ALL_EVENTS_PAGE_SIZE);
}
