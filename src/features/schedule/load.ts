/** What the trading schedule's route loads: the schedule, and the zone list that names its zones. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { scheduleQueries } from './queries';
import { ensureOrNotFound } from '@/lib/loading';

export async function loadSchedule(queryClient: QueryClient, uic: number, assetType: string): Promise<void> {
  const api = getApi();
  await Promise.all([
    ensureOrNotFound(queryClient, scheduleQueries.schedule(api, uic, assetType)),
    // The zone list names the zones; the schedule still shows without it.
    queryClient.ensureQueryData(scheduleQueries.timeZones(api)).catch(() => undefined),
  ]);
}
