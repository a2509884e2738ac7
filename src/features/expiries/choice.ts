/**
 * Reading and changing the calendar's choice in its address (url.ts): the ids of each list, the kinds of option
 * expiry shown, an item added or removed. Apart from the schema, which the route (and so the first load) carries.
 */
import { encodeUics, parseList } from '@/lib/search-params';
import { EXPIRY_KINDS, type ExpiryKind } from '@/model/expiry-kind';
import { MAX_ITEMS, type ExpiriesSearch } from './url';

const ID = /^\d{1,10}$/;

/** The ids of a list as the address holds it (one number, or comma-separated text). */
export function idsOf(value: number | string | undefined): number[] {
  if (value === undefined) return [];
  return (typeof value === 'number' ? [value] : parseList(value)).filter((item) => ID.test(String(item))).map(Number);
}

/** The kinds of option expiry shown: all when none are named. */
export function kindsOf(search: ExpiriesSearch): readonly ExpiryKind[] {
  const named = parseList(search.kinds).filter((kind): kind is ExpiryKind => (EXPIRY_KINDS as readonly string[]).includes(kind));
  return named.length ? named : EXPIRY_KINDS;
}

/** The address with `id` added to a list (last, once; a full list keeps its first items). */
export function withItem(search: ExpiriesSearch, list: 'futures' | 'roots', id: number): ExpiriesSearch {
  const ids = idsOf(search[list]);
  if (ids.includes(id) || ids.length >= MAX_ITEMS) return search;
  return { ...search, [list]: encodeUics([...ids, id]) };
}

/** The address without `id` in a list (the list dropped when it is empty). */
export function withoutItem(search: ExpiriesSearch, list: 'futures' | 'roots', id: number): ExpiriesSearch {
  const next: ExpiriesSearch = { ...search, [list]: encodeUics(idsOf(search[list]).filter((known) => known !== id)) };
  if (next[list] === undefined) delete next[list];
  return next;
}
