import { useState } from 'react';

/** The parts of a query's state this hook reads (react-query's result has them). */
export interface QueryState<T> {
  data: T | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  dataUpdatedAt: number;
}

export interface KeptData<T, R> {
  /** The data to show: the query's own (or its placeholder while it loads), else the last answer of the same list while this request fails. */
  data: T | undefined;
  /** The request whose answer `data` is. */
  shown: R;
  /** `data` is an earlier request's answer, kept on screen because this one failed. */
  kept: boolean;
  /** A failure to report beside the data shown: a failed refresh of it, or the failed request whose data is kept; undefined when none. */
  staleError: unknown;
  /** When the data shown was loaded. */
  updatedAt: number;
}

/**
 * What a paged list shows when a request fails with data on screen. A failed refresh keeps its data
 * (react-query does that); a failed change of page keeps the last page shown of the same list (`sameList`
 * says whether two requests differ only by their page), marked stale, where the query alone would have
 * nothing to show. `requestKey` identifies `request` (a text, so equal requests need not be one object).
 */
export function useKeptData<T, R>(query: QueryState<T>, request: R, requestKey: string, sameList: (shown: R, asked: R) => boolean): KeptData<T, R> {
  const [last, setLast] = useState<{ request: R; key: string; data: T; updatedAt: number } | undefined>(undefined);
  const own = query.data !== undefined && !query.isPlaceholderData;
  if (own && (last === undefined || last.data !== query.data || last.key !== requestKey || last.updatedAt !== query.dataUpdatedAt)) {
    setLast({ request, key: requestKey, data: query.data as T, updatedAt: query.dataUpdatedAt });
  }
  if (own) return { data: query.data, shown: request, kept: false, staleError: query.isError ? query.error : undefined, updatedAt: query.dataUpdatedAt };
  if (query.isError && last && sameList(last.request, request)) return { data: last.data, shown: last.request, kept: true, staleError: query.error, updatedAt: last.updatedAt };
  // While a new request loads, its placeholder is the last answer shown.
  const shown = query.isPlaceholderData && last ? last.request : request;
  return { data: query.data, shown, kept: false, staleError: undefined, updatedAt: last?.updatedAt ?? query.dataUpdatedAt };
}
