/**
 * Query factories for corporate actions (4.8 to 4.10). Elections change
 * during the day, so these go stale quickly.
 */
import { queryOptions } from '@tanstack/react-query';
import { compactParams as compact, fetchAllPages, type ApiClient } from '@/api/client';
import { loadDemoDirectory } from '@/api/backend';
import { servicePaths } from './paths';
import type { CorporateActionEvent, Feed, LookupEntry } from '@/api/types';

const MINUTE = 60_000;
export const CORPORATE_ACTIONS_STALE_TIME = MINUTE;

/** Parameters of the event list (4.8), named as the service names them. */
export interface EventListParams {
  ClientKey?: string;
  AccountKey?: string;
  AccountGroupKey?: string;
  AssetTypes?: readonly string[];
  CorporateActionTypes?: readonly string[];
  ElectionStatuses?: readonly string[];
  EventStates?: readonly string[];
  EventStatus?: string;
  EventTypes?: readonly string[];
  FromDeadlineDate?: string;
  ToDeadlineDate?: string;
  FromExDate?: string;
  ToExDate?: string;
  FromPayDate?: string;
  ToPayDate?: string;
  FromRecordDate?: string;
  ToRecordDate?: string;
  IncludeLapsedEvents?: boolean;
  IncludeSubAccounts?: boolean;
  Keywords?: string;
  SortColumn?: string;
  SortType?: 'Asc' | 'Desc';
  $top?: number;
  $skip?: number;
}

export interface EventParams {
  ClientKey?: string;
  AccountKey?: string;
  EventStates?: readonly string[];
  IncludeSubAccounts?: boolean;
}

export interface LookupParams {
  ClientKey?: string;
  AccountKey?: string;
  AccountGroupKey?: string;
  FieldGroups?: string;
  IncludeSubAccounts?: boolean;
}

/** Key prefix, for invalidating all corporate actions of one backend. */
export const caKeys = {
  all: (api: ApiClient) => [api.key, 'ca'] as const,
};

export const caQueries = {
  /** The demo user's clients, accounts and account groups by name (demo mode: the service has no such list). */
  demoDirectory: (api: ApiClient) => queryOptions({ queryKey: [...caKeys.all(api), 'demo-directory'] as const, queryFn: loadDemoDirectory, staleTime: Infinity }),

  events: (api: ApiClient, params: EventListParams) => {
    const query = compact(params);
    return queryOptions({
      queryKey: [...caKeys.all(api), 'events', 'list', query] as const,
      queryFn: ({ signal }) => api.get<Feed<CorporateActionEvent>>(servicePaths.events, { query, signal }),
      staleTime: CORPORATE_ACTIONS_STALE_TIME,
    });
  },

  event: (api: ApiClient, eventId: string, params: EventParams = {}) => {
    const query = compact(params);
    return queryOptions({
      queryKey: [...caKeys.all(api), 'events', 'detail', eventId, query] as const,
      queryFn: ({ signal }) => api.get<CorporateActionEvent>(servicePaths.event(eventId), { query, signal }),
      staleTime: CORPORATE_ACTIONS_STALE_TIME,
    });
  },
  /** The filter lookup (4.10); a feed, so any `__next` is followed to the end. */
  lookup: (api: ApiClient, params: LookupParams = {}) => {
    const query = compact(params);
    return queryOptions({
      queryKey: [...caKeys.all(api), 'lookup', query] as const,
      queryFn: ({ signal }): Promise<Feed<LookupEntry>> => fetchAllPages<LookupEntry>(api, servicePaths.lookup, { query, signal }),
      staleTime: 30 * MINUTE,
    });
  },
};

/** Rows asked for per request when every event of a list is fetched. */
export const ALL_EVENTS_PAGE_SIZE = 500;

export interface AllEventsProgress {
  loaded: number;
  total: number | undefined;
}
