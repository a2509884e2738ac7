/** What the time zones route loads: the zone list (every page of the feed). */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { timeZonesQueries } from './queries';

export async function loadTimeZones(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(timeZonesQueries.zones(getApi()));
}
