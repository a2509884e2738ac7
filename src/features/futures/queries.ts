/**
 * What the futures space asks the service, in one place: the route's loader (`load.ts`) and the page use these
 * same query options.
 */
import type { ApiClient } from '@/api/client';
import { refQueries } from '@/api/queries/refdata';

export const futuresQueries = {
  /** The futures space of a continuous future (4.5). */
  space: (api: ApiClient, continuousUic: number) => refQueries.futuresSpace(api, continuousUic),
  /** The continuous future's details (4.4), for the heading (optional). */
  continuous: (api: ApiClient, continuousUic: number) => refQueries.details(api, continuousUic, 'ContractFutures'),
};
