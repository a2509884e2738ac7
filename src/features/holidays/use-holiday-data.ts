/**
 * Every chosen exchange's answers, each on its own: an exchange loading, failing or not found leaves the others
 * shown. Per exchange: the search for one of its instruments (a stock first, else any instrument), that instrument's
 * trading schedule, and the days read from it in the exchange's zone (the time zone list names the zone).
 */
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { isApiError } from '@/api/errors';
import type { Feed, InstrumentSummary, TradingSchedule } from '@/api/types';
import { exchangeEntry, type ExchangeEntry } from '@/model/exchanges';
import { exchangeZone, type ResolvedZone } from '@/model/schedule-zone';
import { exchangeDays, type ExchangeDays } from './days';
import { holidaysQueries, pickInstrument, type ExchangeInstrument } from './queries';

export interface ExchangeState {
  id: string;
  /** The exchange as the app's table knows it, if it does. */
  entry: ExchangeEntry | undefined;
  name: string;
  status: 'loading' | 'ready' | 'error' | 'not-found';
  /** What is being asked while loading. */
  step?: 'instrument' | 'schedule';
  error?: unknown;
  retry: () => void;
  /** The schedule is shown, but its refresh failed. */
  stale?: { error: unknown; updatedAt: number };
  instrument?: ExchangeInstrument;
  zone?: ResolvedZone;
  days?: ExchangeDays;
}

const notFound = (error: unknown) => isApiError(error) && error.isNotFound;

/** The instrument's schedule as words: `BRK.B:xnys, Stock, Uic 211`. */
export function sourceText(instrument: ExchangeInstrument): string {
  return [instrument.symbol ?? instrument.description, instrument.assetType, `Uic ${instrument.uic}`].filter(Boolean).join(', ');
}

/** A failed search: a 404 says the exchange is not there; anything else is an error to try again. */
function failed(query: UseQueryResult<unknown>, search = true): Pick<ExchangeState, 'status' | 'error' | 'retry'> {
  return { status: search && notFound(query.error) ? 'not-found' : 'error', error: query.error, retry: () => void query.refetch() };
}

export function useHolidayData(exchanges: readonly string[]): ExchangeState[] {
  const api = useApi();
  const zones = useQuery({ ...holidaysQueries.timeZones(api), enabled: exchanges.length > 0 });
  const stocks = useQueries({ queries: exchanges.map((id) => holidaysQueries.stock(api, id)) });
  const fromStock = stocks.map((query) => (query.data ? pickInstrument(query.data.Data) : undefined));
  const others = useQueries({
    queries: exchanges.map((id, index) => ({ ...holidaysQueries.any(api, id), enabled: stocks[index]?.data !== undefined && fromStock[index] === undefined })),
  });
  const instruments = exchanges.map((_, index) => fromStock[index] ?? (others[index]?.data ? pickInstrument(others[index].data.Data) : undefined));
  const schedules = useQueries({
    queries: instruments.map((instrument) => ({ ...holidaysQueries.schedule(api, instrument ?? { uic: 0, assetType: '' }), enabled: instrument !== undefined })),
  });

  return exchanges.map((id, index): ExchangeState => {
    const entry = exchangeEntry(id);
    const stock = stocks[index] as UseQueryResult<Feed<InstrumentSummary>>;
    const other = others[index] as UseQueryResult<Feed<InstrumentSummary>>;
    const schedule = schedules[index] as UseQueryResult<TradingSchedule>;
    const instrument = instruments[index];
    const base = { id, entry, name: instrument?.exchangeName ?? entry?.name ?? id, retry: () => void stock.refetch() };
    if (!instrument) {
      if (stock.data === undefined) return stock.isError ? { ...base, ...failed(stock) } : { ...base, status: 'loading', step: 'instrument' };
      if (other.data === undefined) return other.isError ? { ...base, ...failed(other) } : { ...base, status: 'loading', step: 'instrument' };
      return { ...base, status: 'not-found' };
    }
    if (schedule.data === undefined) {
      return schedule.isError ? { ...base, instrument, ...failed(schedule, false) } : { ...base, instrument, status: 'loading', step: 'schedule' };
    }
    const zone = exchangeZone(schedule.data, zones.data?.Data, undefined);
    return {
      ...base,
      instrument,
      status: 'ready',
      retry: () => void schedule.refetch(),
      ...(schedule.isError ? { stale: { error: schedule.error, updatedAt: schedule.dataUpdatedAt } } : {}),
      zone,
      days: exchangeDays(schedule.data, zone.zone),
    };
  });
}
