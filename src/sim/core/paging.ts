import { QueryParams } from './params';

export interface PageRequest {
  top: number;
  skip: number;
}

export interface FeedPage<T> {
  __count?: number;
  __next?: string;
  Data: T[];
}

/** Reads `$top`/`$skip` with the operation's default and maximum. */
export function readPaging(query: QueryParams, defaults: { top: number; maxTop?: number }): PageRequest {
  const top = query.integer('$top', { min: 0, ...(defaults.maxTop !== undefined ? { max: defaults.maxTop } : {}) }) ?? defaults.top;
  const skip = query.integer('$skip', { min: 0 }) ?? 0;
  return { top, skip };
}

/**
 * Slices a full result list into a feed page. `__next` is an absolute link
 * to the following page, carrying the request's own parameters, and is only
 * present while more rows remain.
 */
export function pageOf<T>(items: readonly T[], paging: PageRequest, requestUrl: URL, options: { count: boolean }): FeedPage<T> {
  const data = items.slice(paging.skip, paging.skip + paging.top);
  const page: FeedPage<T> = { Data: data };
  if (options.count) page.__count = items.length;
  const nextSkip = paging.skip + paging.top;
  if (paging.top > 0 && nextSkip < items.length) {
    const next = new URL(requestUrl.href);
    for (const key of [...next.searchParams.keys()]) {
      if (key.toLowerCase() === '$top' || key.toLowerCase() === '$skip') next.searchParams.delete(key);
    }
    next.searchParams.set('$top', String(paging.top));
    next.searchParams.set('$skip', String(nextSkip));
    // The gateway writes the OData names literally ($top, not %24top).
    page.__next = next.href.replace(/%24/g, '$');
  }
  return page;
}
