/** What the trading schedule's route loads: the schedule, and the zone list that names its zones. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import { ensureOrNotFound } from '@/lib/loading';

export async function loadSchedule(queryClient: QueryClient, uic: number, assetType: string): Promise<void> {
  const api = getApi();
  await Promise.all([
    ensureOrNotFound(queryClient, refQueries.schedule(api, uic, assetType)),
    // The zone list names the zones; the schedule still shows without it.
    queryClient.ensureQueryData(refQueries.timeZones(api)).catch(() => undefined),
  ]);
}
