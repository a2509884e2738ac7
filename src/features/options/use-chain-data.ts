/**
 * The options of the shown expiries, fetched as the plan says: one query per
 * expiry (cached per date), the expiries asked for together sharing
 * SpecificDates requests of up to eight dates (the neighbours of the selected
 * one are fetched ahead, together), or one request for the other segments.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useQueries, useQuery, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { ContractOption, ContractOptionSpace } from '@/api/types';
import { buildSection, optionsByDate, type ChainSection, type WindowSize } from './chain-model';
import { type ExpiryInfo } from '@/model/option-expiries';
import { optionsQueries, gridRequestLines } from './queries';
import type { GridPlan } from './url';

export interface Answer {
  state: 'loading' | 'error' | 'ready';
  error?: unknown;
  options?: readonly ContractOption[] | undefined;
  /** Options shown from an earlier answer, since refreshing them failed. */
  stale?: { error: unknown; updatedAt: number } | undefined;
}

type Slim = Pick<QueryObserverResult<ContractOptionSpace>, 'status' | 'data' | 'error' | 'dataUpdatedAt'>;

const combine = (results: QueryObserverResult<ContractOptionSpace>[]): Slim[] => results.map(({ status, data, error, dataUpdatedAt }) => ({ status, data, error, dataUpdatedAt }));

function answerOf(result: Slim | undefined, date: string): Answer {
  if (!result || result.status === 'pending') return { state: 'loading' };
  // A failed background refetch keeps the options already shown, marked stale.
  if (result.status === 'error' && result.data === undefined) return { state: 'error', error: result.error };
  const stale = result.status === 'error' ? { error: result.error, updatedAt: result.dataUpdatedAt } : undefined;
  return { state: 'ready', options: optionsByDate(result.data).get(date), stale };
}

/** How long the selected expiry stays before its neighbours are fetched ahead. */
export const NEIGHBOUR_DELAY_MS = 200;

/** Expiries fetched ahead around the selected one (single view): the next ones first, then the one before. */
export function neighbourDates(expiries: readonly { date: string }[], date: string): string[] {
  const index = expiries.findIndex((expiry) => expiry.date === date);
  if (index < 0) return [];
  return [index + 1, index + 2, index + 3, index - 1].map((at) => expiries[at]?.date).filter((value): value is string => value !== undefined);
}

export interface ChainData {
  sections: ChainSection[];
  requests: string[];
  retry: (date: string) => void;
  prefetch: (date: string) => void;
}

export function useChainData(options: {
  api: ApiClient;
  rootId: number;
  plan: GridPlan;
  shown: readonly ExpiryInfo[];
  expiries: readonly ExpiryInfo[];
  size: WindowSize;
  referencePrice: number | undefined;
  /** Fetch the expiries next to this one ahead (single-expiry view). */
  neighboursOf: string | undefined;
}): ChainData {
  const { api, rootId, plan, shown, expiries, size, referencePrice, neighboursOf } = options;
  const queryClient = useQueryClient();
  const perExpiry = plan.kind === 'per-expiry' ? plan : undefined;

  const perExpiryResults = useQueries({
    queries: perExpiry ? shown.map((expiry) => optionsQueries.expiry(api, rootId, perExpiry.params, expiry.date)) : [],
    combine,
  });
  const singleParams = plan.kind === 'single' ? plan.params : undefined;
  const single = useQuery({ ...optionsQueries.single(api, rootId, singleParams ?? {}), enabled: singleParams !== undefined });

  const sections = useMemo(() => {
    return shown.map((expiry, index) => {
      let answer: Answer;
      if (plan.kind === 'per-expiry') answer = answerOf(perExpiryResults[index], expiry.date);
      else if (plan.kind === 'single') answer = answerOf(single, expiry.date);
      else answer = { state: 'ready', options: undefined };
      return buildSection(expiry, answer, size, referencePrice);
    });
    // `single` changes identity every render; its parts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, plan.kind, perExpiryResults, single.status, single.data, single.error, single.dataUpdatedAt, size, referencePrice]);

  const prefetch = useCallback(
    (date: string) => {
      if (!perExpiry) return;
      void queryClient.prefetchQuery(optionsQueries.expiry(api, rootId, perExpiry.params, date));
    },
    [queryClient, api, rootId, perExpiry],
  );

  // Fetch the neighbouring expiries once the selected one is in and has stayed a moment (arrow keys
  // running along the strip fetch nothing on the way); all in the same moment: one request.
  const selectedReady = neighboursOf !== undefined && sections.length === 1 && sections[0]?.state !== 'loading';
  useEffect(() => {
    if (!selectedReady || !neighboursOf) return;
    const timer = setTimeout(() => {
      for (const date of neighbourDates(expiries, neighboursOf)) prefetch(date);
    }, NEIGHBOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selectedReady, neighboursOf, expiries, prefetch]);

  const retry = useCallback(
    (date: string) => {
      if (perExpiry) void queryClient.refetchQueries({ queryKey: optionsQueries.expiry(api, rootId, perExpiry.params, date).queryKey });
      else if (singleParams) void queryClient.refetchQueries({ queryKey: optionsQueries.single(api, rootId, singleParams).queryKey });
    },
    [queryClient, api, rootId, perExpiry, singleParams],
  );

  // Read from the same query options as the requests themselves (queries.ts).
  const requests = useMemo(
    () =>
      gridRequestLines(
        api,
        rootId,
        plan,
        shown.map((expiry) => expiry.date),
      ),
    [api, plan, shown, rootId],
  );

  return { sections, requests, retry, prefetch };
}
