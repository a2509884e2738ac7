/**
 * The order of search results. The service documents no order for the
 * instrument search (4.1), and its live answers are not ordered by relevance
 * (instruments by kind, option roots last), so the app ranks keyword hits
 * itself:
 *
 * - per keyword, best first: the exact symbol (its code before the market
 *   suffix: `SPX` of `SPX:xcbo` and of the index `SPX.I`), a symbol that
 *   starts with the keyword, a name that starts with it, a word of the name
 *   that starts with it, the keyword inside the symbol or name, and last a
 *   match on what a row does not show (the ISIN); several keywords add up;
 * - equally good matches: first the instruments that have option roots among
 *   the results (the same `GroupId`: the S&P 500 index with its SPX and SPXW
 *   roots, Apple with its options), then those roots, then the rest in the
 *   service's order.
 *
 * Ranking one page would only reorder that page, so a keyword search asks
 * for the first 1,000 rows at once (the service's largest page), ranks them
 * together, and shows pages of that ranking; further pages come from the
 * service page by page, each ranked on its own.
 */
import { feedCount } from '@/api/feed';
import type { InstrumentSummary } from '@/api/types';
import type { InstrumentSearchParams } from '@/api/queries/params';
import { clean } from '@/lib/format';
import { MAX_TOP } from '@/lib/search-params';
import { SERVICE_DEFAULT_TOP, toServiceParams, type SearchUrl } from './url';

/** Anything but printable ASCII. */
const NOT_ASCII = /[^ -~]/;

/** Lower case without accents, for comparing text (printable ASCII, most names and every symbol, the quick way). */
function fold(text: string): string {
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The code of a symbol: `AAPL:xnas` → `aapl`, `SPX.I` (an index) → `spx`, `EURUSD` → `eurusd`. */
export function symbolCode(symbol: string): string {
  const folded = fold(symbol.trim());
  const colon = folded.indexOf(':');
  if (colon >= 0) return folded.slice(0, colon);
  return folded.endsWith('.i') ? folded.slice(0, -2) : folded;
}

function wordStarts(text: string, keyword: string): boolean {
  for (let at = text.indexOf(keyword); at >= 0; at = text.indexOf(keyword, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/** How well one keyword matches a row, 0 (its exact symbol) to 5 (nothing the row shows). */
function keywordRank(symbol: string, code: string, description: string, keyword: string): number {
  if (code === keyword || symbol === keyword) return 0;
  if (code.startsWith(keyword)) return 1;
  if (description.startsWith(keyword)) return 2;
  if (wordStarts(description, keyword)) return 3;
  if (symbol.includes(keyword) || description.includes(keyword)) return 4;
  return 5;
}

/** Keywords as the ranking compares them. */
export function rankingWords(keywords: string | undefined): string[] {
  return keywords ? fold(keywords).split(/\s+/).filter(Boolean) : [];
}

/** The rows best first (see above); without keywords, as given. */
export function rankSummaries(rows: readonly InstrumentSummary[], keywords: string | undefined): InstrumentSummary[] {
  const words = rankingWords(keywords);
  if (words.length === 0) return [...rows];
  const isRoot = (row: InstrumentSummary) => clean(row.SummaryType) === 'ContractOptionRoot';
  const groupOf = (row: InstrumentSummary) => (typeof row.GroupId === 'number' && row.GroupId !== 0 ? row.GroupId : undefined);
  const withRoots = new Set(rows.filter(isRoot).map(groupOf));
  const keyed = rows.map((row, index) => {
    const symbol = fold(clean(row.Symbol) ?? '');
    const code = symbolCode(symbol);
    const description = fold(clean(row.Description) ?? '');
    const score = words.reduce((sum, word) => sum + keywordRank(symbol, code, description, word), 0);
    const group = groupOf(row);
    const family = group !== undefined && withRoots.has(group) ? (isRoot(row) ? 1 : 0) : 2;
    return { row, score, family, index };
  });
  keyed.sort((a, b) => a.score - b.score || a.family - b.family || a.index - b.index);
  return keyed.map((entry) => entry.row);
}

/** What the search page asks the service for, and which rows of the answer it shows. */
export interface SearchRequest {
  params: InstrumentSearchParams;
  /** Keyword searches within the ranked window: the rows [start, end) of the ranked answer. */
  window: { start: number; end: number } | undefined;
}

export function searchRequest(search: SearchUrl): SearchRequest {
  const params = toServiceParams(search);
  if (!params.Keywords) return { params, window: undefined };
  const top = search.top ?? SERVICE_DEFAULT_TOP;
  const skip = search.skip ?? 0;
  // Whole pages only, so that a page never straddles the window's end.
  const size = Math.floor(MAX_TOP / top) * top;
  if (skip + top > size) return { params, window: undefined };
  const { $skip: _skip, ...rest } = params;
  return { params: { ...rest, $top: size }, window: { start: skip, end: skip + top } };
}

/** Two requests for pages of the same search (they differ at most in the rows asked for). */
export function sameSearch(a: SearchRequest, b: SearchRequest): boolean {
  const list = ({ params }: SearchRequest) => JSON.stringify({ ...params, $skip: undefined, $top: undefined });
  return list(a) === list(b);
}

export interface RankedPage {
  rows: InstrumentSummary[];
  /** The number of results, when known: every row fitted in the ranked window, or the service sent `__count`. */
  total: number | undefined;
  /** Without a total, how many results there are at least (the ranked window's rows, more beyond it). */
  atLeast: number | undefined;
  /** The service's link to more rows (pages beyond the window). */
  next: string | undefined;
  /** The offset of the next page, when it is known to exist without a link. */
  nextSkip: number | undefined;
}

/** The rows a page shows, ranked, and what is known of the rest. */
export function rankedPage(request: SearchRequest, feed: { Data?: InstrumentSummary[] | undefined; __count?: number | undefined; __next?: string | undefined }): RankedPage {
  const ranked = rankSummaries(feed.Data ?? [], request.params.Keywords);
  const { window } = request;
  const count = feedCount(feed);
  if (!window) return { rows: ranked, total: count, atLeast: undefined, next: feed.__next, nextSkip: undefined };
  const complete = !feed.__next;
  const more = window.end < ranked.length || !complete;
  // The live search sends no `__count` (the samples have none), but a service that does says how many there are.
  const total = complete ? ranked.length : count !== undefined && count >= ranked.length ? count : undefined;
  return {
    rows: ranked.slice(window.start, window.end),
    total,
    atLeast: total === undefined && ranked.length > 0 ? ranked.length : undefined,
    next: undefined,
    nextSkip: more ? window.end : undefined,
  };
}
