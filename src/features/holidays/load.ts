/** What the holiday calendar's route starts loading: per exchange, its instrument's search, then that instrument's schedule. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { exchangesOf } from './choice';
import { holidaysQueries, pickInstrument } from './queries';
import type { HolidaysSearch } from './url';

/** Not awaited: each exchange shows its own loading, error or not-found state while the others show. */
export function loadHolidays(queryClient: QueryClient, search: HolidaysSearch): void {
  const api = getApi();
  const exchanges = exchangesOf(search);
  if (exchanges.length) void queryClient.prefetchQuery(holidaysQueries.timeZones(api));
  for (const id of exchanges) {
    void (async () => {
      const stock = pickInstrument((await queryClient.fetchQuery(holidaysQueries.stock(api, id))).Data);
      const instrument = stock ?? pickInstrument((await queryClient.fetchQuery(holidaysQueries.any(api, id))).Data);
      if (instrument) await queryClient.prefetchQuery(holidaysQueries.schedule(api, instrument));
    })().catch(() => undefined);
  }
}
