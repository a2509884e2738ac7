/** Reading and changing the calendar's exchanges in its address (url.ts), apart from the schema the first load carries. */
import { parseList } from '@/lib/search-params';
import { EXCHANGES, type ExchangeEntry } from '@/model/exchanges';
import { MAX_EXCHANGES, type HolidaysSearch } from './url';

/** The exchange ids of the address, in order. */
export function exchangesOf(search: HolidaysSearch): string[] {
  return parseList(search.exchanges);
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The address with `ids` added after those chosen (each once; a full list keeps its first ones). */
export function withExchanges(search: HolidaysSearch, ids: readonly string[]): HolidaysSearch {
  const chosen = exchangesOf(search);
  for (const id of ids) if (chosen.length < MAX_EXCHANGES && !chosen.some((known) => same(known, id))) chosen.push(id);
  return chosen.length ? { ...search, exchanges: chosen.join(',') } : search;
}

/** The address without the exchange `id` (the list dropped when it is empty). */
export function withoutExchange(search: HolidaysSearch, id: string): HolidaysSearch {
  const rest = exchangesOf(search).filter((known) => !same(known, id));
  const next: HolidaysSearch = { ...search, exchanges: rest.join(',') };
  if (!rest.length) delete next.exchanges;
  return next;
}

/** The address with `from` replaced by `to` in its place (a suggested id for one not found). */
export function replacingExchange(search: HolidaysSearch, from: string, to: string): HolidaysSearch {
  const chosen = exchangesOf(search);
  const next = chosen.some((known) => same(known, to)) ? chosen.filter((known) => !same(known, from)) : chosen.map((known) => (same(known, from) ? to : known));
  return { ...search, exchanges: next.join(',') };
}

/** Known exchanges whose name holds an id that was not found (`XETRA` → FSE, Deutsche Börse (Xetra)), at most three. */
export function suggestedExchanges(id: string): ExchangeEntry[] {
  const text = id.trim().toLowerCase();
  return text.length < 3 ? [] : EXCHANGES.filter((entry) => entry.id.toLowerCase() !== text && entry.name.toLowerCase().includes(text)).slice(0, 3);
}
