import { useMemo } from 'react';

/**
 * The same object for as long as its JSON text stays the same: a value worked out afresh at each
 * render (a request, a view's filters, paging figures) keeps its identity, so memoised children and
 * memos that depend on it are not worked out again. For plain data only (what JSON keeps: fields
 * that are undefined are left out).
 */
export function useStableJson<T>(value: T): T {
  const json = JSON.stringify(value);
  return useMemo(() => JSON.parse(json) as T, [json]);
}
