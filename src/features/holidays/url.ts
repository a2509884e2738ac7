/**
 * The holiday calendar's address: the exchanges it shows (`exchanges`: the broker's exchange ids, or the MICs their
 * symbols end in, comma-separated). A known MIC or id in any case is written as the exchange's id; an unknown id is
 * kept (the service may know it) and found or not found by the page. Bad items are dropped with a note.
 */
import { z } from 'zod/mini';
import { mapped, parseList, PartialValue, searchValidator } from '@/lib/search-params';
import { exchangeIdFor } from '@/model/exchanges';

/** Exchanges at once: each costs a search and a schedule, and the gateway allows 60 a minute. */
export const MAX_EXCHANGES = 12;

/** As the search's exchange field takes it (@/lib/input-checks, checkExchange). */
const ID = /^[A-Za-z0-9_-]{1,40}$/;

const exchangesParam = mapped(z.union([z.string(), z.number()], { error: 'Not a list of exchanges' }), (value, fail) => {
  const ids: string[] = [];
  const bad: string[] = [];
  for (const item of parseList(String(value))) {
    const id = ID.test(item) ? exchangeIdFor(item) : undefined;
    if (!id) bad.push(item);
    else if (!ids.some((known) => known.toLowerCase() === id.toLowerCase())) ids.push(id);
  }
  const over = ids.slice(MAX_EXCHANGES);
  const kept = ids.slice(0, MAX_EXCHANGES);
  const message = [bad.length ? `Not an exchange id: ${bad.join(', ')}` : undefined, over.length ? `At most ${MAX_EXCHANGES} exchanges` : undefined].filter(Boolean).join('; ');
  if (kept.length === 0) return fail(message || 'Empty list');
  return bad.length || over.length ? new PartialValue(kept.join(','), [...bad, ...over].join(','), message) : kept.join(',');
});

export const holidaysParams = searchValidator({ exchanges: exchangesParam });
export type HolidaysSearch = ReturnType<typeof holidaysParams.validate>;
