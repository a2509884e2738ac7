/**
 * The search page's state as it lives in the URL, its validation, and the
 * mapping to the parameters of the instrument search (4.1).
 *
 * URL values stay in URL form (comma-separated lists as one string, numbers
 * and booleans as such) so that the router writes them back readably:
 * TanStack Router JSON-encodes strings that look like numbers or booleans,
 * which is why `uics` is a number when it holds one Uic.
 */
import { feedCount } from '@/api/feed';
import type { InstrumentSearchParams } from '@/api/queries/params';
import {
  booleanParam,
  decodeUics,
  listParam,
  NAME,
  normalizeKeywords,
  numberParam,
  oneOf,
  parseList,
  skipParam,
  textParam,
  topParam,
  uicsParam,
  searchValidator,
} from '@/lib/search-params';
import { canonicalAssetType } from '@/model/asset-types';
import { MAX_COMPARE, pairsParam } from '@/model/pairs';
import { exchangeIdFor } from '@/model/exchanges';

/** The service's default page size of the search (used when `top` is absent). */
export const SERVICE_DEFAULT_TOP = 50;
export const PAGE_SIZES = [10, 25, 50, 100, 250, 500, 1000] as const;

/** A comma-separated list of asset type names, canonical casing, no duplicates. */
export const assetTypesParam = listParam({
  canonical: (item) => (NAME.test(item) ? canonicalAssetType(item) : undefined),
  none: (bad) => (bad.length ? `Not an asset type name: ${bad.join(', ')}` : 'Empty list'),
});

const CLASSES = ['Complex', 'NonComplex'] as const;

export const classParam = listParam({
  canonical: oneOf(CLASSES),
  none: (bad) => (bad.length ? `Class is Complex or NonComplex, not ${bad[0]}` : 'Empty list'),
});

export const searchShape = {
  /** Keywords */
  q: textParam(),
  /** AssetTypes */
  types: assetTypesParam,
  /** ExchangeId, or a MIC as symbols show it (`xnas`), asked for as its exchange's id */
  ex: textParam(40),
  /** Tags: one tag is supported by the service; more are passed on (and refused by it). */
  tag: textParam(),
  /** Class */
  class: classParam,
  /** IncludeNonTradable */
  nontradable: booleanParam,
  /** CanParticipateInMultiLegOrder */
  multileg: booleanParam,
  /** Uics */
  uics: uicsParam,
  /** AccountKey */
  account: textParam(100),
  /** One week / month / year total value change ranges */
  wkFrom: numberParam,
  wkTo: numberParam,
  moFrom: numberParam,
  moTo: numberParam,
  yrFrom: numberParam,
  yrTo: numberParam,
  /** $top */
  top: topParam,
  /** $skip */
  skip: skipParam,
  /** Instruments selected for comparison */
  sel: pairsParam(MAX_COMPARE),
};

export const searchParams = searchValidator(searchShape);

export type SearchUrl = ReturnType<typeof searchParams.validate>;

/** The value-change ranges: URL names and the service's parameter names. */
export const RANGES = [
  { label: 'One week', from: 'wkFrom', to: 'wkTo', serviceFrom: 'OneWeekTotalValueChangesFrom', serviceTo: 'OneWeekTotalValueChangesTo' },
  { label: 'One month', from: 'moFrom', to: 'moTo', serviceFrom: 'OneMonthTotalValueChangesFrom', serviceTo: 'OneMonthTotalValueChangesTo' },
  { label: 'One year', from: 'yrFrom', to: 'yrTo', serviceFrom: 'OneYearTotalValueChangesFrom', serviceTo: 'OneYearTotalValueChangesTo' },
] as const;

/** URL fields that define what is searched for (as opposed to paging and selection). */
export const CRITERIA_FIELDS = [
  'q',
  'types',
  'ex',
  'tag',
  'class',
  'nontradable',
  'multileg',
  'uics',
  'account',
  'wkFrom',
  'wkTo',
  'moFrom',
  'moTo',
  'yrFrom',
  'yrTo',
] as const satisfies readonly (keyof SearchUrl)[];

/** Criteria that only modify a search: alone, they ask for none. */
const MODIFIERS = new Set<string>(['nontradable', 'account']);

/** Filter fields (criteria other than the keywords). */
export const FILTER_FIELDS = CRITERIA_FIELDS.filter((field) => field !== 'q');

/**
 * Whether the URL asks for a search. Modifiers alone (include non-tradable,
 * account, paging) do not: the page then shows the recent lists instead of
 * the whole universe.
 */
export function hasCriteria(search: SearchUrl): boolean {
  return CRITERIA_FIELDS.some((field) => (field === 'q' ? normalizeKeywords(search.q) !== undefined : !MODIFIERS.has(field) && search[field] !== undefined));
}

/** Number of filters in use (for the filter button's badge). */
export function activeFilterCount(search: SearchUrl): number {
  return FILTER_FIELDS.filter((field) => search[field] !== undefined).length;
}

/** Whether keywords ask for futures spaces, which the service finds with the word "continuous". */
export function mentionsContinuous(keywords: string | undefined): boolean {
  return keywords !== undefined && /(^|\s)continuous(\s|$)/i.test(keywords);
}

/** The parameters of operation 4.1 for a URL state. */
export function toServiceParams(search: SearchUrl): InstrumentSearchParams {
  const params: InstrumentSearchParams = {};
  const keywords = normalizeKeywords(search.q);
  if (keywords) params.Keywords = keywords;
  const types = parseList(search.types);
  if (types.length) params.AssetTypes = types;
  if (search.ex) params.ExchangeId = exchangeIdFor(search.ex);
  const tags = parseList(search.tag);
  if (tags.length) params.Tags = tags;
  const classes = parseList(search.class);
  if (classes.length) params.Class = classes;
  if (search.nontradable !== undefined) params.IncludeNonTradable = search.nontradable;
  // Futures spaces (continuous futures) are non-tradable: the keyword "continuous" only finds them with non-tradables included.
  else if (mentionsContinuous(keywords)) params.IncludeNonTradable = true;
  if (search.multileg !== undefined) params.CanParticipateInMultiLegOrder = search.multileg;
  const uics = decodeUics(search.uics);
  if (uics.length) params.Uics = uics;
  if (search.account) params.AccountKey = search.account;
  for (const range of RANGES) {
    const from = search[range.from];
    const to = search[range.to];
    if (from !== undefined) params[range.serviceFrom] = from;
    if (to !== undefined) params[range.serviceTo] = to;
  }
  if (search.top !== undefined) params.$top = search.top;
  if (search.skip) params.$skip = search.skip;
  return params;
}

/** The criteria part of a state (no paging, no selection). */
export function criteriaOf(search: SearchUrl): SearchUrl {
  const out: Record<string, unknown> = {};
  for (const field of CRITERIA_FIELDS) {
    const value = search[field];
    if (value !== undefined) out[field] = field === 'q' ? normalizeKeywords(value as string) : value;
  }
  return out as SearchUrl;
}

/** A stable text identity of the criteria (keys in a fixed order). */
export function criteriaKey(search: SearchUrl): string {
  const criteria = criteriaOf(search);
  return JSON.stringify(CRITERIA_FIELDS.map((field) => criteria[field] ?? null));
}

/**
 * A state changed by a patch of criteria: back to the first page (the old
 * offset means nothing for other criteria); paging and selection otherwise
 * kept. `undefined` in the patch removes a field.
 */
export function withCriteria(search: SearchUrl, patch: Partial<SearchUrl>): SearchUrl {
  const next: Record<string, unknown> = { ...search, ...patch, skip: undefined };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as SearchUrl;
}

/** Removes every filter, keeping the keywords, the page size and the selection. */
export function withoutFilters(search: SearchUrl): SearchUrl {
  const patch: Partial<SearchUrl> = {};
  for (const field of FILTER_FIELDS) patch[field] = undefined;
  return withCriteria(search, patch);
}

export interface PageInfo {
  /** 1-based index of the first row shown (0 when there are no rows). */
  first: number;
  /** 1-based index of the last row shown. */
  last: number;
  /** The offset asked for. */
  skip: number;
  /** Page number for the page size in use. */
  page: number;
  pageSize: number;
  /** Total number of rows, only when the service gives `__count`. */
  total: number | undefined;
  /** Offset of the next page, when there is one. */
  nextSkip: number | undefined;
  /** Offset of the previous page, when not on the first. */
  previousSkip: number | undefined;
  /** Number of pages, when the total is known. */
  pages: number | undefined;
}

/** Reads `$skip` (and `$top`) of a `__next` link; undefined when it has none. */
export function nextLinkSkip(next: string | undefined): number | undefined {
  if (!next) return undefined;
  const match = /[?&]\$skip=(\d+)/i.exec(next) ?? /[?&]%24skip=(\d+)/i.exec(next);
  return match ? Number(match[1]) : undefined;
}

/**
 * Where the current page stands. The search answers without `__count`: more
 * rows are known to exist from `__next` (or, within the ranked window, from
 * the rows beyond the page: `nextSkip`), and a total is shown only when known.
 */
export function pageInfo(search: SearchUrl, feed: { __count?: number | undefined; __next?: string | undefined; nextSkip?: number | undefined; rows: number }): PageInfo {
  const pageSize = search.top ?? SERVICE_DEFAULT_TOP;
  const skip = search.skip ?? 0;
  const total = feedCount(feed);
  let nextSkip: number | undefined;
  if (feed.nextSkip !== undefined) nextSkip = feed.nextSkip;
  else if (feed.__next) nextSkip = nextLinkSkip(feed.__next) ?? skip + pageSize;
  else if (total !== undefined && skip + pageSize < total) nextSkip = skip + pageSize;
  if (nextSkip !== undefined && nextSkip <= skip) nextSkip = skip + Math.max(1, feed.rows || pageSize);
  return {
    first: feed.rows > 0 ? skip + 1 : 0,
    last: skip + feed.rows,
    skip,
    page: Math.floor(skip / pageSize) + 1,
    pageSize,
    total,
    nextSkip,
    previousSkip: skip > 0 ? Math.max(0, skip - pageSize) : undefined,
    pages: total !== undefined ? Math.max(1, Math.ceil(total / pageSize)) : undefined,
  };
}
