/**
 * "Every page" of a paged list (instrument search, the details list, the corporate-actions events):
 * an async iterable that asks for one page after the other and reports each, until
 *
 * - the service says there is no more (no `__next` link, or an empty page),
 * - the rows reach the list's `__count` (when the service sends one), or
 * - the caller gives up (its AbortSignal fires: the request on its way is stopped, a wait ends at once).
 *
 * A list goes on by the service's own `__next` links (`mode: 'next'`), or by `$skip` from the rows read so
 * far (`mode: 'skip'`, for a service that pages that way). A link back to a page already read ends the list.
 *
 * A 429 on the way does not end it: everyPage reports the wait (what the service names, else a quota
 * minute: `rateLimitWaitMs`), waits, and asks for the same page again, up to `maxRateLimitWaits` in a row.
 *
 * Pacing under the gateway's quotas is the client's (src/api/pacer.ts sits under a gateway's client):
 * everyPage does not pace again, it only waits for each answer.
 */
import { compactParams, feedItems, laterPageError, nextLink, pageKey, resolveNextLink, serializeQuery, type ApiClient, type QueryParams } from './client';
import { isApiError, rateLimitWaitMs, type ApiError } from './errors';
import type { Feed } from './types';
import { feedCount } from './feed';

export type PagingMode = 'next' | 'skip';

/** A paged list of the service, without its paging parameters. */
export interface PagedList {
  /** The operation's path, e.g. `/openapi/ref/v1/instruments`. */
  path: string;
  /** Its parameters, without `$top`/`$skip` (any given are replaced). */
  query: QueryParams;
  mode: PagingMode;
  /** `$top` of each request. */
  pageSize: number;
}

export type EveryPageEvent<T> =
  | {
      kind: 'page';
      /** This page's rows. */
      items: readonly T[];
      /** Rows read so far, this page's included. */
      loaded: number;
      /** The list's `__count`, once the service sent one. */
      total: number | undefined;
      /** Pages read so far. */
      pages: number;
      /** True when this was the last page (the list is complete). */
      last: boolean;
    }
  | {
      kind: 'wait';
      /** How long everyPage waits before asking for the same page again. */
      ms: number;
      /** When it asks again, ms since the epoch. */
      until: number;
      /** The 429. */
      error: ApiError;
      /** 1 for the first 429 of a row. */
      attempt: number;
    };

export interface EveryPageOptions {
  signal?: AbortSignal;
  /** 429s in a row for the same page before everyPage gives up (and throws the last). */
  maxRateLimitWaits?: number;
  /** Waits `ms` or until `signal` fires (rejecting with an AbortError). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

export const MAX_RATE_LIMIT_WAITS = 5;

const abortError = () => new DOMException('Stopped.', 'AbortError');

/** A timer that ends early (rejecting) when the signal fires. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A list to fetch whole: its parameters without `$top`/`$skip` and empty values, so that every page of one
 * list (and every render that builds it again) gives an equal list.
 */
export function pagedList(path: string, query: QueryParams, mode: PagingMode, pageSize: number): PagedList {
  return { path, query: compactParams(withoutPaging(query)), mode, pageSize };
}

function withoutPaging(query: QueryParams): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => !/^\$(top|skip)$/i.test(name)));
}

/** Every page of `list`, one event per page read and per 429 waited out. Throws an AbortError when cancelled. */
export async function* everyPage<T>(api: ApiClient, list: PagedList, options: EveryPageOptions = {}): AsyncGenerator<EveryPageEvent<T>, void, undefined> {
  const { signal } = options;
  const sleep = options.sleep ?? abortableSleep;
  const now = options.now ?? Date.now;
  const maxWaits = options.maxRateLimitWaits ?? MAX_RATE_LIMIT_WAITS;
  const base = withoutPaging(list.query);
  const pageAt = (skip: number) => () => api.get<Feed<T> | null>(list.path, { query: { ...base, $top: list.pageSize, ...(skip > 0 ? { $skip: skip } : {}) }, signal });

  let ask: () => Promise<Feed<T> | null> = pageAt(0);
  const seen = new Set([pageKey(`${api.baseUrl}${list.path}${serializeQuery({ ...base, $top: list.pageSize })}`)]);
  let loaded = 0;
  let pages = 0;
  let total: number | undefined;

  for (;;) {
    signal?.throwIfAborted();
    let page: Feed<T> | null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        page = await ask();
        break;
      } catch (error) {
        if (signal?.aborted) throw abortError();
        if (!isApiError(error) || !error.isRateLimited || attempt > maxWaits) throw pages > 0 ? laterPageError(error) : error;
        const ms = rateLimitWaitMs(error);
        yield { kind: 'wait', ms, until: now() + ms, error, attempt };
        await sleep(ms, signal);
      }
    }
    const items = feedItems(page);
    total = feedCount(page) ?? total;
    loaded += items.length;
    pages += 1;

    let next: (() => Promise<Feed<T> | null>) | undefined;
    const reachedCount = total !== undefined && loaded >= total;
    if (items.length > 0 && !reachedCount) {
      if (list.mode === 'skip') {
        // Without a count, the service's link says whether there are more rows.
        if (total !== undefined || nextLink(page)) next = pageAt(loaded);
      } else {
        const link = nextLink(page);
        const absolute = link ? resolveNextLink(link, api.baseUrl) : undefined;
        if (link && absolute && !seen.has(pageKey(absolute))) {
          seen.add(pageKey(absolute));
          next = () => api.getAbsolute<Feed<T> | null>(link, { signal });
        }
      }
    }
    yield { kind: 'page', items, loaded, total, pages, last: next === undefined };
    if (!next) return;
    ask = next;
  }
}

export interface EveryPageResult<T> {
  items: T[];
  total: number | undefined;
  pages: number;
}

/** Runs `everyPage` to the end and collects the rows, reporting each event on the way. */
export async function collectEveryPage<T>(
  api: ApiClient,
  list: PagedList,
  options: EveryPageOptions & { onEvent?: (event: EveryPageEvent<T>) => void } = {},
): Promise<EveryPageResult<T>> {
  const items: T[] = [];
  let total: number | undefined;
  let pages = 0;
  for await (const event of everyPage<T>(api, list, options)) {
    if (event.kind === 'page') {
      items.push(...event.items);
      total = event.total;
      pages = event.pages;
    }
    options.onEvent?.(event);
  }
  return { items, total, pages };
}

/** The URL of a list's first page as everyPage asks for it (for an export's source; it carries no token). */
export function firstPageUrl(api: ApiClient, list: PagedList): string {
  return `${api.baseUrl}${list.path}${serializeQuery({ ...withoutPaging(list.query), $top: list.pageSize })}`;
}
