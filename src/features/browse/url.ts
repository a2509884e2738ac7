/**
 * The browse lists' addresses (option roots, futures spaces), their validation, and the mapping to
 * the instrument search (4.1) that lists them: option roots by their asset types, futures spaces
 * (continuous futures, non-tradable) by the keyword "continuous" with non-tradables included.
 */
import type { InstrumentSearchParams } from '@/api/queries/params';
import { enumParam, normalizeKeywords, searchValidator, skipParam, textParam, topParam } from '@/lib/search-params';

export type BrowseKind = 'options' | 'futures';

/** The asset types whose search entries are option roots. */
export const OPTION_ROOT_TYPES = ['StockOption', 'StockIndexOption', 'FuturesOption', 'CfdIndexOption'] as const;

export const DEFAULT_TOP = 50;
export const PAGE_SIZES = [25, 50, 100, 250] as const;

const common = {
  /** Keywords */
  q: textParam(),
  /** ExchangeId */
  ex: textParam(40),
  /** $top */
  top: topParam,
  /** $skip */
  skip: skipParam,
};

export const browseParams = {
  options: searchValidator({ ...common, /** One of the option-root asset types; all of them when absent. */ type: enumParam(OPTION_ROOT_TYPES, 'an option root type') }),
  futures: searchValidator(common),
};

/** A browse view's address (the futures list has no `type`). */
export type BrowseUrl = ReturnType<typeof browseParams.options.validate>;

/** The parameters of the instrument search that lists one page of a browse view. */
export function toServiceParams(kind: BrowseKind, url: BrowseUrl): InstrumentSearchParams {
  const keywords = normalizeKeywords(url.q);
  const params: InstrumentSearchParams =
    kind === 'options'
      ? { AssetTypes: url.type ? [url.type] : OPTION_ROOT_TYPES, ...(keywords ? { Keywords: keywords } : {}) }
      : {
          AssetTypes: ['ContractFutures'],
          // Every keyword must match: "continuous" keeps the list to the futures spaces.
          Keywords: keywords && /(^|\s)continuous(\s|$)/i.test(keywords) ? keywords : `continuous${keywords ? ` ${keywords}` : ''}`,
          IncludeNonTradable: true,
        };
  if (url.ex) params.ExchangeId = url.ex.toUpperCase();
  params.$top = url.top ?? DEFAULT_TOP;
  if (url.skip) params.$skip = url.skip;
  return params;
}

/** Whether the address narrows the list (keywords, exchange or type). */
export function isFiltered(url: BrowseUrl): boolean {
  return Boolean(normalizeKeywords(url.q) ?? url.ex ?? url.type);
}

/** A change of the filters: back to the first page; `undefined` removes a field. */
export function withFilters(url: BrowseUrl, patch: Partial<Pick<BrowseUrl, 'q' | 'ex' | 'type'>>): BrowseUrl {
  const next: Record<string, unknown> = { ...url, ...patch, skip: undefined };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as BrowseUrl;
}

export interface BrowsePage {
  /** 1-based positions of the first and last row shown (0 when none). */
  first: number;
  last: number;
  page: number;
  /** Offsets of the neighbouring pages, where there are some. */
  previousSkip: number | undefined;
  nextSkip: number | undefined;
  /** The address skips to or past the list's end (an old link, a list that shrank): no rows from there. */
  pastEnd: boolean;
  /** The offset asked for. */
  skip: number;
}

/** Where a page stands: the service gives no total, more rows are known from `__next`. */
export function pageOf(url: BrowseUrl, feed: { rows: number; next: string | undefined }): BrowsePage {
  const top = url.top ?? DEFAULT_TOP;
  const skip = url.skip ?? 0;
  return {
    first: feed.rows > 0 ? skip + 1 : 0,
    last: feed.rows > 0 ? skip + feed.rows : 0,
    // A skip between pages (a typed address) counts the part page before it: each Previous page is one page less.
    page: Math.ceil(skip / top) + 1,
    previousSkip: skip > 0 ? Math.max(0, skip - top) : undefined,
    nextSkip: feed.next ? skip + top : undefined,
    pastEnd: feed.rows === 0 && skip > 0,
    skip,
  };
}
