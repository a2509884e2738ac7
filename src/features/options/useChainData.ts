/**
 * The options of the shown expiries, fetched as the plan says: one small
 * SpecificDates request per expiry (cached per expiry; the neighbours of the
 * selected one are fetched ahead), or one request for the other segments.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useQueries, useQuery, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { compactParams, serializeQuery } from '../../api/client';
import { refQueries, type OptionSpaceParams } from '../../api/queries/refdata';
import type { ContractOption, ContractOptionSpace } from '../../api/types';
import { buildSection, optionsByDate, type ChainSection, type ExpiryInfo, type WindowSize } from './chain-model';
import type { GridPlan } from './chain-search';

export interface Answer {
  state: 'loading' | 'error' | 'ready';
  error?: unknown;
  options?: readonly ContractOption[] | undefined;
}

export function requestLine(rootId: number, params: OptionSpaceParams): string {
  return `GET /openapi/ref/v1/instruments/contractoptionspaces/${rootId}${serializeQuery(compactParams(params))}`;
}

type Slim = Pick<QueryObserverResult<ContractOptionSpace>, 'status' | 'data' | 'error'>;

const combine = (results: QueryObserverResult<ContractOptionSpace>[]): Slim[] => results.map(({ status, data, error }) => ({ status, data, error }));

function answerOf(result: Slim | undefined, date: string): Answer {
  if (!result || result.status === 'pending') return { state: 'loading' };
  // A failed background refetch keeps the options already shown.
  if (result.status === 'error' && result.data === undefined) return { state: 'error', error: result.error };
  return { state: 'ready', options: optionsByDate(result.data).get(date) };
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
    queries: perExpiry ? shown.map((expiry) => refQueries.optionSpace(api, rootId, perExpiry.params(expiry.date))) : [],
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
  }, [shown, plan.kind, perExpiryResults, single.status, single.data, single.error, size, referencePrice]);

  const prefetch = useCallback(
    (date: string) => {
      if (!perExpiry) return;
      void queryClient.prefetchQuery(refQueries.optionSpace(api, rootId, perExpiry.params(date)));
    },
    [queryClient, api, rootId, perExpiry],
  );

  // Fetch the neighbouring expiries once the selected one is in.
  const selectedReady = neighboursOf !== undefined && sections.length === 1 && sections[0]?.state !== 'loading';
  useEffect(() => {
    if (!selectedReady || !neighboursOf) return;
    const index = expiries.findIndex((expiry) => expiry.date === neighboursOf);
    for (const neighbour of [expiries[index + 1], expiries[index - 1]]) if (neighbour) prefetch(neighbour.date);
  }, [selectedReady, neighboursOf, expiries, prefetch]);

  const retry = useCallback(
    (date: string) => {
      if (perExpiry) void queryClient.refetchQueries({ queryKey: refQueries.optionSpace(api, rootId, perExpiry.params(date)).queryKey });
      else if (singleParams) void queryClient.refetchQueries({ queryKey: refQueries.optionSpace(api, rootId, singleParams).queryKey });
    },
    [queryClient, api, rootId, perExpiry, singleParams],
  );

  const requests = useMemo(() => {
    if (plan.kind === 'per-expiry') {
      const lines = shown.slice(0, 3).map((expiry) => requestLine(rootId, plan.params(expiry.date)));
      if (shown.length > 3) lines.push(`… and ${shown.length - 3} more, one per shown expiry`);
      return lines;
    }
    if (plan.kind === 'single') return [requestLine(rootId, plan.params)];
    return [];
  }, [plan, shown, rootId]);

  return { sections, requests, retry, prefetch };
}
