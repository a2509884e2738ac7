/**
 * The market holidays before an open election's cut-off, as far as the
 * instrument's trading schedule (4.6) shows them (about a week ahead): the
 * event page counts business days without them. Nothing is asked for a
 * mandatory or closed event, and a schedule that cannot be had leaves
 * weekends as the only days skipped. The list's (badges, Action needed, the
 * CSV) come from one request for all its instruments: useListHolidays.
 */
import { useMemo } from 'react';
import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import type { ApiClient } from '@/api/client';
import type { CorporateActionEvent } from '@/api/types';
import { eventHolidayInstrument, holidayBook, holidayDetailsParams, holidayInstruments, marketDays, NO_HOLIDAYS, scheduleAsks, type HolidayBook } from './market-days';
import { eventQueries, inboxQueries } from '@/features/corporate-actions/queries';

const NONE: ReadonlySet<string> = new Set();

/** The holidays the instrument's schedule shows, and the last day it covers (none known without a schedule). */
export function useMarketHolidays(event: CorporateActionEvent, now: Date): { holidays: ReadonlySet<string>; knownUntil?: string } {
  const api = useApi();
  // The event's loader asks for it with the event (load.ts); this reads the same query.
  const ref = eventHolidayInstrument(event, now);
  const schedule = useQuery({ ...eventQueries.holidays(api, ref ?? { uic: 0, assetType: '' }), enabled: ref !== undefined });
  const data = ref ? schedule.data : undefined;
  return useMemo(() => {
    // In the exchange's own days (market-days.ts).
    const days = data ? marketDays(data) : undefined;
    return { holidays: days?.holidays ?? NONE, ...(days ? { knownUntil: days.knownUntil } : {}) };
  }, [data]);
}

/**
 * The market holidays of a whole list's open elections due within a schedule's reach (market-days.ts): one
 * details-list request with the instruments' sessions, and a trading schedule per exchange only for instruments
 * whose details lack them. Until they answer, or when they fail, the book is empty (weekends only).
 */
export function useListHolidays(events: readonly CorporateActionEvent[] | undefined, now: Date): HolidayBook {
  const api = useApi();
  const refs = useMemo(() => (events ? holidayInstruments(events, now) : []), [events, now]);
  const params = useMemo(() => holidayDetailsParams(refs), [refs]);
  const details = useQuery({ ...inboxQueries.marketDays.details(api, params ?? {}), enabled: params !== undefined, retry: false });
  const rows = params ? details.data?.Data : undefined;
  const asks = useMemo(() => (rows ? scheduleAsks(refs, rows) : []), [refs, rows]);
  const schedules = useQueries({ queries: asks.map(({ ref }) => ({ ...inboxQueries.marketDays.schedule(api, ref.uic, ref.assetType), retry: false })) });
  // The answers change when one of them is updated: the list of results is new at every render.
  const answered = schedules.map((result) => result.dataUpdatedAt).join();
  return useMemo(
    () => (rows ? holidayBook(refs, rows, new Map(asks.map((ask, index) => [ask.exchangeId, schedules[index]?.data]))) : NO_HOLIDAYS),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `answered` stands for `schedules`
    [refs, rows, asks, answered],
  );
}

/** The same book fetched for an export (cached answers reused); never throws: what fails counts weekends only. */
export async function loadListHolidays(queryClient: QueryClient, api: ApiClient, events: readonly CorporateActionEvent[], now: Date): Promise<HolidayBook> {
  const refs = holidayInstruments(events, now);
  const params = holidayDetailsParams(refs);
  if (!params) return NO_HOLIDAYS;
  try {
    const rows = (await queryClient.fetchQuery(inboxQueries.marketDays.details(api, params))).Data;
    const asks = scheduleAsks(refs, rows);
    const schedules = await Promise.all(
      asks.map(({ ref }) =>
        queryClient.fetchQuery(inboxQueries.marketDays.schedule(api, ref.uic, ref.assetType)).then(
          (schedule) => schedule,
          () => undefined,
        ),
      ),
    );
    return holidayBook(refs, rows, new Map(asks.map((ask, index) => [ask.exchangeId, schedules[index]])));
  } catch {
    return NO_HOLIDAYS;
  }
}
