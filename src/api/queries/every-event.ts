/**
 * Every event of a filtered list (4.8) for the inbox's whole-list views (Action needed, the calendar, the payment
 * forecast, the exports). The event list pages by `$skip`, so once the first page has given the list's `__count`,
 * the other pages are all known and are asked for together (a few at a time) instead of one after another:
 * 2,377 events are one request and then four side by side, not five in a row.
 *
 * A service that answers without `__count` is followed page after page (its `__next` says whether there are
 * more), and so is any rest a shorter answer than expected leaves (a service that gives fewer rows than asked).
 * The pacing of the gateway's quotas stays the client's (src/api/pacer.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { compactParams, feedItems, laterPageError, nextLink, type ApiClient } from '@/api/client';
import { ALL_EVENTS_PAGE_SIZE, caKeys, CORPORATE_ACTIONS_STALE_TIME, type AllEventsProgress, type EventListParams } from './corporate-actions';
import type { CorporateActionEvent, Feed } from '@/api/types';
import { feedCount } from '@/api/feed';
import { servicePaths } from './paths';

/** Pages asked for at once after the first. */
export const PARALLEL_PAGES = 4;

const PATH = servicePaths.events;

/** The offsets of the pages after the first: by the first page's length (the rows the service gives a page) up to the count. */
export function remainingSkips(firstRows: number, total: number): number[] {
  if (firstRows <= 0) return [];
  const skips: number[] = [];
  for (let skip = firstRows; skip < total; skip += firstRows) skips.push(skip);
  return skips;
}

/** Runs `tasks` with at most `limit` at a time, results in order; the first failure rejects (the rest are left to the signal). */
async function pooled<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * Every event of the list: the first page, then the pages its `__count` implies, `PARALLEL_PAGES` at a time. Reports
 * progress as pages arrive; a failure (or `signal`) stops the pages still on their way.
 */
export async function fetchEveryEvent(
  api: ApiClient,
  params: EventListParams,
  options: { signal?: AbortSignal; onProgress?: (progress: AllEventsProgress) => void; pageSize?: number } = {},
): Promise<CorporateActionEvent[]> {
  const pageSize = options.pageSize ?? ALL_EVENTS_PAGE_SIZE;
  const { $top: _top, $skip: _skip, ...rest } = params;
  // The pages side by side stop together: when one fails, or when the caller gives up.
  const controller = new AbortController();
  const stop = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', stop, { once: true });
  const ask = (skip: number) =>
    api.get<Feed<CorporateActionEvent> | null>(PATH, { query: compactParams({ ...rest, $top: pageSize, ...(skip ? { $skip: skip } : {}) }), signal: controller.signal });
  try {
    options.signal?.throwIfAborted();
    const first = await ask(0);
    const out = [...feedItems(first)];
    let total = feedCount(first);
    let loaded = out.length;
    options.onProgress?.({ loaded, total });
    let last: Feed<CorporateActionEvent> | null = first;

    if (total !== undefined && out.length > 0 && out.length < total) {
      const skips = remainingSkips(out.length, total);
      const pages = await pooled(
        skips.map((skip) => async () => {
          const page = await ask(skip).catch((error: unknown) => {
            stop();
            return laterPageError(error);
          });
          loaded += feedItems(page).length;
          options.onProgress?.({ loaded, total });
          return page;
        }),
        PARALLEL_PAGES,
      );
      for (const page of pages) {
        out.push(...feedItems(page));
        total = feedCount(page) ?? total;
      }
      last = pages.at(-1) ?? last;
    }

    // Whatever is left (no count, or pages shorter than the first): one page after the other, as the service leads.
    for (;;) {
      const more = total !== undefined ? out.length < total : Boolean(nextLink(last));
      if (!more || feedItems(last).length === 0) break;
      last = await ask(out.length).catch(laterPageError);
      out.push(...feedItems(last));
      total = feedCount(last) ?? total;
      options.onProgress?.({ loaded: out.length, total });
    }
    return out;
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
}

/** The whole filtered list as a query (any `$top`/`$skip` given is replaced). */
export function everyEventQuery(api: ApiClient, params: EventListParams) {
  const { $top: _top, $skip: _skip, ...rest } = params;
  const query = compactParams(rest);
  return queryOptions({
    queryKey: [...caKeys.all(api), 'events', 'every', query] as const,
    queryFn: ({ signal }) => fetchEveryEvent(api, query, { signal }),
    staleTime: CORPORATE_ACTIONS_STALE_TIME,
  });
}
