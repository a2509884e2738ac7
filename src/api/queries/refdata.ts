/**
 * Query factories for reference data (4.1 to 4.7). Keys run from general to
 * specific: [backend, 'ref', resource, ...identity, params]. The same options
 * serve route loaders (ensureQueryData), components and hover prefetch.
 */
import { queryOptions } from '@tanstack/react-query';
import { compactParams as compact, fetchAllPages, type ApiClient } from '@/api/client';
import { requestMeta } from './describe';
import { loadOptionSpaceExpiry, type ExpiryBatchParams } from './option-space-batch';
import { servicePaths } from './paths';
import type { DetailsListParams, DetailsParams, InstrumentSearchParams, OptionSpaceParams } from './params';
import type { ContractOptionSpace, Feed, FuturesSpace, InstrumentDetails, InstrumentSummary, TimeZoneDetails, TradingSchedule } from '@/api/types';

const MINUTE = 60_000;

/** Reference data changes rarely: keep it fresh for a while and in memory longer. */
export const REFERENCE_STALE_TIME = 10 * MINUTE;
export const REFERENCE_GC_TIME = 30 * MINUTE;

/** Key prefixes, for invalidating a whole area of one backend. */
export const refKeys = {
  all: (api: ApiClient) => [api.key, 'ref'] as const,
  instruments: (api: ApiClient) => [...refKeys.all(api), 'instruments'] as const,
  /** Every instrument search (4.1) of one backend. */
  search: (api: ApiClient) => [...refKeys.instruments(api), 'search'] as const,
};

/** The asset types of option roots: a search with these finds roots (rows of SummaryType ContractOptionRoot). */
export const OPTION_ROOT_ASSET_TYPES = ['StockOption', 'StockIndexOption', 'FuturesOption', 'CfdIndexOption'] as const;

/**
 * An instrument search (4.1): one page, or (`rows`) its first `$top` rows together, however the service pages them:
 * a page shorter than asked that links to more is then followed until `$top` rows have come (a keyword search ranks
 * them as one), and the answer keeps the link to any rows after them.
 */
function searchQuery(api: ApiClient, params: InstrumentSearchParams, read: 'page' | 'rows' = 'page') {
  const query = compact(params);
  return queryOptions({
    queryKey: [...refKeys.search(api), query, read] as const,
    queryFn: ({ signal }): Promise<Feed<InstrumentSummary>> =>
      read === 'rows'
        ? fetchAllPages<InstrumentSummary>(api, servicePaths.instruments, { query, signal, maxItems: query.$top })
        : api.get<Feed<InstrumentSummary>>(servicePaths.instruments, { query, signal }),
    staleTime: 5 * MINUTE,
    gcTime: REFERENCE_GC_TIME,
  });
}

export const refQueries = {
  timeZones: (api: ApiClient) =>
    queryOptions({
      queryKey: [...refKeys.all(api), 'timezones'] as const,
      // One page today, but a feed: any `__next` is followed, so no zone is left out.
      queryFn: ({ signal }): Promise<Feed<TimeZoneDetails>> => fetchAllPages<TimeZoneDetails>(api, servicePaths.timeZones, { signal }),
      // Offsets follow daylight saving: an hour keeps them right.
      staleTime: 60 * MINUTE,
      gcTime: REFERENCE_GC_TIME,
    }),

  search: searchQuery,

  /**
   * Option roots by OptionRootId, in one search: the ids in Uics with the option-root asset types (a root row's
   * Identifier is its OptionRootId). The ids are sorted, so that one set of roots has one key.
   */
  optionRoots: (api: ApiClient, rootIds: readonly number[]) => searchQuery(api, { Uics: [...new Set(rootIds)].sort((a, b) => a - b), AssetTypes: OPTION_ROOT_ASSET_TYPES }),

  detailsList: (api: ApiClient, params: DetailsListParams) => {
    const query = compact(params);
    return queryOptions({
      queryKey: [...refKeys.instruments(api), 'details-list', query] as const,
      queryFn: ({ signal }) => api.get<Feed<InstrumentDetails>>(servicePaths.detailsList, { query, signal }),
      staleTime: REFERENCE_STALE_TIME,
      gcTime: REFERENCE_GC_TIME,
    });
  },

  details: (api: ApiClient, uic: number, assetType: string, params: DetailsParams = {}) => {
    const query = compact(params);
    return queryOptions({
      queryKey: [...refKeys.instruments(api), 'details', assetType, uic, query] as const,
      queryFn: ({ signal }) => api.get<InstrumentDetails>(servicePaths.details(uic, assetType), { query, signal }),
      staleTime: REFERENCE_STALE_TIME,
      gcTime: REFERENCE_GC_TIME,
    });
  },

  optionSpace: (api: ApiClient, optionRootId: number, params: OptionSpaceParams = {}) => {
    const query = compact(params);
    return queryOptions({
      queryKey: [...refKeys.all(api), 'option-space', optionRootId, query] as const,
      queryFn: ({ signal }) => api.get<ContractOptionSpace>(servicePaths.optionSpace(optionRootId), { query, signal }),
      meta: requestMeta(servicePaths.optionSpace(optionRootId), query),
      // Days to expiry move with the calendar.
      staleTime: 5 * MINUTE,
      gcTime: REFERENCE_GC_TIME,
    });
  },

  /**
   * The options of one expiry (OptionSpaceSegment=SpecificDates), cached per
   * date; expiries asked for in the same moment share a request with up to
   * eight dates in ExpiryDates (option-space-batch.ts). The data is that
   * request's answer: read the date's entry from it.
   */
  optionSpaceExpiry: (api: ApiClient, optionRootId: number, params: ExpiryBatchParams, date: string) => {
    const query = compact(params);
    return queryOptions({
      queryKey: [...refKeys.all(api), 'option-space', optionRootId, 'expiry', query, date] as const,
      queryFn: ({ signal }) => loadOptionSpaceExpiry(api, optionRootId, query, date, signal),
      staleTime: 5 * MINUTE,
      gcTime: REFERENCE_GC_TIME,
    });
  },

  futuresSpace: (api: ApiClient, continuousFuturesUic: number) =>
    queryOptions({
      queryKey: [...refKeys.all(api), 'futures-space', continuousFuturesUic] as const,
      queryFn: ({ signal }) => api.get<FuturesSpace>(servicePaths.futuresSpace(continuousFuturesUic), { signal }),
      staleTime: 5 * MINUTE,
      gcTime: REFERENCE_GC_TIME,
    }),

  schedule: (api: ApiClient, uic: number, assetType: string) =>
    queryOptions({
      queryKey: [...refKeys.all(api), 'schedule', assetType, uic] as const,
      queryFn: ({ signal }) => api.get<TradingSchedule>(servicePaths.schedule(uic, assetType), { signal }),
      // Sessions are relative to now.
      staleTime: 5 * MINUTE,
      gcTime: REFERENCE_GC_TIME,
    }),
};
