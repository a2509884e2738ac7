/**
 * The watchlist page's address: a kept list by its id (`list`), or a shared list carried whole (`items`, with its
 * `name`), opened read-only until saved; the table's sort. Items that are not items are dropped with a note.
 */
import { z } from 'zod/mini';
import { enumParam, mapped, PartialValue, searchValidator, textParam } from '@/lib/search-params';
import { MAX_ITEMS, formatItems, parseItems } from '@/lib/watch-items';

export const SORTS = ['item', 'description', 'type', 'exchange', 'currency', 'market', 'next', 'event'] as const;
export type SortKey = (typeof SORTS)[number];

/** Items as the store writes them (`211:Stock,root:5,futures:1234`); the unreadable ones dropped with a note. */
export const itemsParam = mapped(z.string(), (value, fail) => {
  const { items, bad } = parseItems(value);
  const over = value.split(',').filter(Boolean).length - bad.length > MAX_ITEMS;
  const message = [bad.length ? `Not a watchlist item: ${bad.join(', ')}` : undefined, over ? `At most ${MAX_ITEMS} items` : undefined].filter(Boolean).join('; ');
  if (items.length === 0) return fail(message || 'Empty list');
  const text = formatItems(items);
  return bad.length || over ? new PartialValue(text, bad.join(','), message) : text;
});

export const watchlistShape = {
  /** A list kept in this browser, by id. */
  list: z.pipe(textParam(40), z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'Not a list id'))),
  /** A shared list's items. */
  items: itemsParam,
  /** A shared list's name. */
  name: textParam(80),
  sort: enumParam(SORTS, 'a column'),
  dir: enumParam(['asc', 'desc'] as const, 'a direction'),
};

export const watchlistParams = searchValidator(watchlistShape);
export type WatchlistSearch = ReturnType<typeof watchlistParams.validate>;
