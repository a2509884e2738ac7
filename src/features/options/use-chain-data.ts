/**
 * The options of the shown expiries, fetched as the plan says: one query per
 * expiry (cached per date), the expiries asked for together sharing
 * SpecificDates requests of up to eight dates (the neighbours of the selected
 * one are fetched ahead, together), or one request for the other segments.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useQueries, useQuery, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { compactParams, serializeQuery } from '@/api/client';
import type { OptionSpaceParams } from '@/api/queries/params';
import { refQueries } from '@/api/queries/refdata';
import { EXPIRY_BATCH_SIZE, batchParams, planBatches } from '@/api/queries/option-space-batch';
import type { ContractOption, ContractOptionSpace } from '@/api/types';
import { buildSection, optionsByDate, type ChainSection, type ExpiryInfo, type WindowSize } from './chain-model';
import type { GridPlan } from './url';

export interface Answer {
  state: 'loading' | 'error' | 'ready';
  error?: unknown;
  options?: readonly ContractOption[] | undefined;
  /** Options shown from an earlier answer, since refreshing them failed. */
  stale?: { error: unknown; updatedAt: number } | undefined;
}

export function requestLine(rootId: number, params: OptionSpaceParams): string {
  return `GET /openapi/ref/v1/instruments/contractoptionspaces/${rootId}${serializeQuery(compactParams(params))}`;
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

/** The requests of a plan for the shown expiries (when none is cached), as the page lists them. */
export function planRequestLines(rootId: number, plan: GridPlan, dates: readonly string[]): string[] {
  if (plan.kind === 'single') return [requestLine(rootId, plan.params)];
  if (plan.kind === 'none') return [];
  const batches = planBatches(dates);
  const lines = batches.slice(0, 3).map((batch) => requestLine(rootId, batchParams(plan.params, batch)));
  if (batches.length > 3) lines.push(`… and ${batches.length - 3} more, up to ${EXPIRY_BATCH_SIZE} expiries each`);
  return lines;
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
    queries: perExpiry ? shown.map((expiry) => refQueries.optionSpaceExpiry(api, rootId, perExpiry.params, expiry.date)) : [],
    combine,
  });
  const singleParams = plan.kind === 'single' ? plan.params : undefined;
  const single = useQuery({ ...refQueries.optionSpace(api, rootId, singleParams ?? {}), enabled: singleParams !== undefined });

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
      void queryClient.prefetchQuery(refQueries.optionSpaceExpiry(api, rootId, perExpiry.params, date));
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
      if (perExpiry) void queryClient.refetchQueries({ queryKey: refQueries.optionSpaceExpiry(api, rootId, perExpiry.params, date).queryKey });
      else if (singleParams) void queryClient.refetchQueries({ queryKey: refQueries.optionSpace(api, rootId, singleParams).queryKey });
    },
    [queryClient, api, rootId, perExpiry, singleParams],
  );

  const requests = useMemo(() => planRequestLines(rootId, plan, shown.map((expiry) => expiry.date)), [plan, shown, rootId]);

  return { sections, requests, retry, prefetch };
}
