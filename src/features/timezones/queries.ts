/** What the time zones page asks the service: the loader (`load.ts`) and the page use this same query. */
import type { ApiClient } from '@/api/client';
import { refQueries } from '@/api/queries/refdata';

/** The zone list (4.7). */
export const timeZonesQuery = (api: ApiClient) => refQueries.timeZones(api);
