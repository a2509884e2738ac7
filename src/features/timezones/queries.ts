/** What the time zones page may ask the service: the loader (`load.ts`) and the page use these same query options. */
import type { ApiClient } from '@/api/client';
import { refQueries } from '@/api/queries/refdata';

export const timeZonesQueries = {
  /** The zone list (4.7). */
  zones: (api: ApiClient) => refQueries.timeZones(api),
};
