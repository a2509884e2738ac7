/**
 * The expiry calendar's address: which futures spaces (`futures`: the Uics of
 * their continuous futures, 4.5) and option roots (`roots`: OptionRootIds,
 * 4.2) it shows, the month its grid shows (`month`, YYYY-MM; this month when
 * absent) and, for option roots, which kinds of expiry (`kinds`; all when
 * absent). A bad value is dropped with a note; in a list, only the bad items.
 */
import { z } from 'zod/mini';
import { encodeUics, listParam, mapped, MAX_UIC, parseList, PartialValue, searchValidator } from '@/lib/search-params';
import { EXPIRY_KINDS } from '@/model/expiry-kinds';

/** Items of each list: every item costs two or three requests, and the gateway allows 60 a minute. */
export const MAX_ITEMS = 8;

const ID = /^\d{1,10}$/;

/** A list of ids (comma-separated; one id arrives as a number): the valid ones kept, in order and once, the others noted. */
const idsParam = (what: string) =>
  mapped(z.union([z.number(), z.string()], { error: `Not a list of ${what}s` }), (value, fail) => {
    const items = typeof value === 'number' ? [String(value)] : parseList(value);
    const ids: number[] = [];
    const bad: string[] = [];
    for (const item of items) {
      const id = ID.test(item) ? Number(item) : Number.NaN;
      if (!Number.isInteger(id) || id < 1 || id > MAX_UIC) bad.push(item);
      else if (!ids.includes(id)) ids.push(id);
    }
    const kept = ids.slice(0, MAX_ITEMS);
    const over = ids.slice(MAX_ITEMS);
    const message = [bad.length ? `Not ${what === 'Uic' ? 'a Uic' : `an ${what}`}: ${bad.join(', ')}` : undefined, over.length ? `At most ${MAX_ITEMS}` : undefined]
      .filter(Boolean)
      .join('; ');
    if (kept.length === 0) return fail(message || 'Empty list');
    const text = encodeUics(kept) as number | string;
    return bad.length || over.length ? new PartialValue(text, [...bad, ...over.map(String)].join(','), message) : text;
  });

const MONTH = /^(\d{4})-(\d{2})$/;

const monthParam = mapped(z.string({ error: 'Expected a month as YYYY-MM' }), (value, fail) => {
  const match = MONTH.exec(value.trim());
  const month = match ? Number(match[2]) : 0;
  const year = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12 || year < 1900 || year > 2999) return fail('Expected a month as YYYY-MM');
  return value.trim();
});

const kindsParam = listParam({
  canonical: (item) => EXPIRY_KINDS.find((kind) => kind === item.toLowerCase()),
  order: EXPIRY_KINDS,
  ignored: (bad) => `Not a kind of expiry: ${bad.join(', ')}`,
  none: (bad) => (bad.length ? `Not a kind of expiry: ${bad.join(', ')} (expected ${EXPIRY_KINDS.join(', ')})` : 'Empty list'),
});

export const expiriesShape = {
  /** ContinuousFuturesUic of each futures space. */
  futures: idsParam('Uic'),
  /** OptionRootId of each option root. */
  roots: idsParam('OptionRootId'),
  month: monthParam,
  kinds: kindsParam,
};

export const expiriesParams = searchValidator(expiriesShape);
export type ExpiriesSearch = ReturnType<typeof expiriesParams.validate>;
