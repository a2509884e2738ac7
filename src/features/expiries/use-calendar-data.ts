/**
 * Every chosen item's answers, each on its own: an item loading, failing or
 * not found leaves the others shown. Per item: its name, its dates
 * (calendar.ts), the holidays of its trading schedule, and what is missing
 * (notice dates, the schedule) with a retry.
 */
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { isApiError } from '@/api/errors';
import type { TradingSchedule } from '@/api/types';
import { scheduleHolidays, scheduleReach } from '@/model/schedule-holidays';
import { exchangeZone } from '@/model/schedule-zone';
import { futuresEntries, futuresName, NO_MARKET_DAYS, rootEntries, rootName, unreadableRootText, type ExpiryEntry, type ItemRef, type MarketDays } from './calendar';
import { contractUics, expiriesQueries, rootScheduleTarget } from './queries';

export interface ItemProblem {
  /** What is missing, in words. */
  text: string;
  /** The failure, when a request failed (else a fact of the data). */
  error?: unknown;
  retry?: () => void;
}

export interface ItemState {
  ref: ItemRef;
  name: string;
  status: 'loading' | 'ready' | 'error' | 'not-found';
  error?: unknown;
  retry: () => void;
  /** The main answer is in, but a refresh failed: it stays shown. */
  stale?: { error: unknown; updatedAt: number };
  entries: ExpiryEntry[];
  market: MarketDays;
  /** The schedule is still loading (its holidays are not counted yet). */
  marketPending: boolean;
  problems: ItemProblem[];
}

const NOT_FOUND_CODES = new Set(['InvalidContinuousFuturesUic', 'InvalidOptionRootId']);

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.isNotFound || NOT_FOUND_CODES.has(error.errorCode ?? ''));
}

function marketOf(schedule: UseQueryResult<TradingSchedule>): MarketDays {
  const sessions = schedule.data?.Sessions;
  if (!sessions) return NO_MARKET_DAYS;
  // In the exchange's own days: read in UTC days, an evening session past midnight UTC hides the next day's holiday.
  const zone = exchangeZone(schedule.data, undefined).zone;
  const knownUntil = scheduleReach(sessions, zone);
  return { holidays: scheduleHolidays(sessions, zone), ...(knownUntil ? { knownUntil } : {}) };
}

function mainState(query: UseQueryResult<unknown>): Pick<ItemState, 'status' | 'error' | 'stale'> {
  if (query.data !== undefined) return { status: 'ready', ...(query.isError ? { stale: { error: query.error, updatedAt: query.dataUpdatedAt } } : {}) };
  if (query.isError) return { status: isNotFound(query.error) ? 'not-found' : 'error', error: query.error };
  return { status: 'loading' };
}

function scheduleProblem(schedule: UseQueryResult<TradingSchedule>): ItemProblem[] {
  return schedule.isError
    ? [{ text: 'The trading schedule could not be loaded: business days skip weekends only.', error: schedule.error, retry: () => void schedule.refetch() }]
    : [];
}

export function useCalendarData(futures: readonly number[], roots: readonly number[], now: Date): ItemState[] {
  const api = useApi();
  const spaces = useQueries({ queries: futures.map((uic) => expiriesQueries.futuresSpace(api, uic)) });
  // A schedule is not asked again and again: without it, weekends are the only days skipped.
  const futuresSchedules = useQueries({ queries: futures.map((uic) => ({ ...expiriesQueries.futuresSchedule(api, uic), retry: false })) });
  const contracts = useQueries({
    queries: futures.map((uic, index) => {
      const space = spaces[index]?.data;
      return { ...expiriesQueries.contracts(api, uic, contractUics(space)), enabled: space !== undefined && contractUics(space).length > 0 };
    }),
  });
  const rootSpaces = useQueries({ queries: roots.map((id) => expiriesQueries.rootSpace(api, id)) });
  const rootSchedules = useQueries({
    queries: roots.map((_, index) => {
      const target = rootScheduleTarget(rootSpaces[index]?.data);
      return { ...expiriesQueries.rootSchedule(api, target?.uic ?? 0, target?.assetType ?? ''), enabled: target !== undefined, retry: false };
    }),
  });

  const futuresItems = futures.map((uic, index): ItemState => {
    const space = spaces[index] as UseQueryResult<(typeof spaces)[number]['data']>;
    const schedule = futuresSchedules[index] as UseQueryResult<TradingSchedule>;
    const details = contracts[index] as UseQueryResult<(typeof contracts)[number]['data']>;
    const rows = details.data?.Data;
    const continuous = rows?.find((row) => row?.Uic === uic);
    const problems: ItemProblem[] = [];
    if (details.isError)
      problems.push({ text: 'The contracts’ details could not be loaded: their notice dates are missing.', error: details.error, retry: () => void details.refetch() });
    problems.push(...scheduleProblem(schedule));
    const state = mainState(space);
    return {
      ref: { list: 'futures', id: uic },
      name: futuresName(uic, space.data, continuous),
      ...state,
      retry: () => void space.refetch(),
      entries: space.data ? futuresEntries(uic, space.data, rows, now) : [],
      market: marketOf(schedule),
      marketPending: schedule.isPending,
      // What else is missing matters only beside the dates (a space not found has no schedule either).
      problems: state.status === 'ready' ? problems : [],
    };
  });
  const rootItems = roots.map((id, index): ItemState => {
    const space = rootSpaces[index] as UseQueryResult<(typeof rootSpaces)[number]['data']>;
    const schedule = rootSchedules[index] as UseQueryResult<TradingSchedule>;
    const hasTarget = rootScheduleTarget(space.data) !== undefined;
    const problems = scheduleProblem(schedule);
    if (space.data && !hasTarget)
      problems.push({ text: 'The root names no option or underlying whose trading schedule would show its holidays: business days skip weekends only.' });
    const unreadable = space.data ? unreadableRootText(space.data) : undefined;
    if (unreadable) problems.push({ text: unreadable });
    return {
      ref: { list: 'roots', id },
      name: rootName(id, space.data),
      ...mainState(space),
      retry: () => void space.refetch(),
      entries: space.data ? rootEntries(id, space.data, now) : [],
      market: marketOf(schedule),
      marketPending: hasTarget && schedule.isPending,
      problems,
    };
  });
  return [...futuresItems, ...rootItems];
}
