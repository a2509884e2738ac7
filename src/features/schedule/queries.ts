/**
 * What the trading schedule asks the service, in one place: the route's loader (`load.ts`) and the page use
 * these same query options.
 */
import type { ApiClient } from '@/api/client';
import { refQueries } from '@/api/queries/refdata';

export const scheduleQueries = {
  /** The instrument's trading schedule (4.6). */
  schedule: (api: ApiClient, uic: number, assetType: string) => refQueries.schedule(api, uic, assetType),
  /** The zone list (4.7), which names the schedule's zones. */
  timeZones: (api: ApiClient) => refQueries.timeZones(api),
  /** The instrument's details (4.4), for the heading; shared with the details view's cache. */
  instrument: (api: ApiClient, uic: number, assetType: string) => refQueries.details(api, uic, assetType),
};
