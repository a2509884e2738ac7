/** "Every page" of the filtered event list (4.8): by `$skip` up to its `__count`, as the exports page it. */
import { compactParams } from '@/api/client';
import type { PagedList } from '@/api/pager';
import { ALL_EVENTS_PAGE_SIZE, type EventListParams } from '@/api/queries/corporate-actions';

export function everyEventPage(params: EventListParams): PagedList {
  const { $top: _top, $skip: _skip, ...query } = params;
  return { path: '/openapi/ca/v2/events', query: compactParams(query), mode: 'skip', pageSize: ALL_EVENTS_PAGE_SIZE };
}
