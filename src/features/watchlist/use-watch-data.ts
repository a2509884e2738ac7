/**
 * The answers a watchlist's rows are read from (queries.ts says which requests), gathered for rows.ts: the details
 * lists, option spaces and futures spaces first, then the continuous futures' and front contracts' details and the
 * exchanges' schedules, which need those answers.
 */
import { useMemo } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import type { CorporateActionEvent, InstrumentDetails } from '@/api/types';
import { feedItems } from '@/api/client';
import { asNumber } from '@/lib/format';
import type { WatchItem } from '@/lib/watchlist';
import { instrumentGroups } from '@/lib/watchlist';
import { scheduleAsks, watchlistQueries } from './queries';
import { frontContract, type Answer, type WatchData } from './rows';

const answerOf = <T>(query: UseQueryResult<T> | undefined): Answer<T> => ({
  data: query?.data,
  error: query?.error ?? undefined,
  pending: query === undefined || query.isPending,
  retry: () => void query?.refetch(),
});

const pairKey = (uic: number, assetType: string) => `${uic}:${assetType.toLowerCase()}`;

export function useWatchData(items: readonly WatchItem[], now: Date): WatchData {
  const api = useApi();
  const groups = useMemo(() => instrumentGroups(items), [items]);
  const roots = useMemo(() => items.flatMap((item) => (item.kind === 'root' ? [item.id] : [])), [items]);
  const spaces = useMemo(() => items.flatMap((item) => (item.kind === 'futures' ? [item.uic] : [])), [items]);
  const details = useQueries({ queries: groups.map((group) => watchlistQueries.details(api, group)) });
  const rootAnswers = useQueries({ queries: roots.map((id) => watchlistQueries.root(api, id)) });
  const futuresAnswers = useQueries({ queries: spaces.map((uic) => watchlistQueries.futures(api, uic)) });

  const fronts = futuresAnswers.map((answer) => frontContract(answer.data, now)?.uic).filter((uic): uic is number => uic !== undefined);
  // One request for the continuous futures and their front contracts, once the spaces are in (not one per answer).
  const contracts = useQuery({
    ...watchlistQueries.futuresDetails(api, [...spaces, ...fronts]),
    enabled: spaces.length > 0 && futuresAnswers.every((answer) => !answer.isPending),
  });

  const byPair = new Map<string, InstrumentDetails>();
  details.forEach((query) => {
    for (const row of query.data ? feedItems(query.data) : []) {
      const uic = asNumber(row.Uic);
      if (uic !== undefined && typeof row.AssetType === 'string') byPair.set(pairKey(uic, row.AssetType), row);
    }
  });
  const contractRows = contracts.data ? feedItems(contracts.data) : [];
  // Market hours from the front contracts: the continuous futures only name the spaces.
  const frontRows = contractRows.filter((row) => fronts.includes(asNumber(row.Uic) ?? Number.NaN));
  const asks = scheduleAsks([...byPair.values(), ...frontRows]);
  const schedules = useQueries({ queries: asks.map((ask) => watchlistQueries.schedule(api, ask)) });
  const hasInstruments = groups.length > 0;
  const events = useQuery({ ...watchlistQueries.events(api), enabled: hasInstruments, retry: false });
  const firstEvents = useMemo(() => {
    const first = new Map<number, CorporateActionEvent>();
    for (const event of events.data ? feedItems(events.data) : []) {
      const uic = asNumber(event.Uic);
      if (uic !== undefined && !first.has(uic)) first.set(uic, event);
    }
    return first;
  }, [events.data]);

  return {
    details: (item) => {
      const index = groups.findIndex((group) => group.assetType.toLowerCase() === item.assetType.toLowerCase() && group.uics.includes(item.uic));
      return { row: byPair.get(pairKey(item.uic, item.assetType)), answer: answerOf(details[index]) };
    },
    root: (id) => answerOf(rootAnswers[roots.indexOf(id)]),
    futures: (uic) => answerOf(futuresAnswers[spaces.indexOf(uic)]),
    contract: (uic) => contractRows.find((row) => asNumber(row.Uic) === uic),
    schedule: (exchangeId) => schedules[asks.findIndex((ask) => ask.exchangeId === exchangeId)]?.data,
    event: (uic) => (events.isError ? 'unavailable' : firstEvents.get(uic)),
  };
}
