/**
 * What the instrument views ask the service, built from their address, in one place: the route loaders
 * (`load.ts`) and the components use these same query options.
 */
import type { ApiClient } from '@/api/client';
import type { DetailsListParams } from '@/api/queries/params';
import { refQueries } from '@/api/queries/refdata';
import { detailsParams, type DetailsSearch } from './url';

export const instrumentQueries = {
  /** The heading's details (4.4 without parameters). */
  heading: (api: ApiClient, uic: number, assetType: string) => refQueries.details(api, uic, assetType),
  /** The details with the address's field groups and keys. */
  details: (api: ApiClient, uic: number, assetType: string, search: Pick<DetailsSearch, 'groups' | 'accountKey' | 'clientKey'>) =>
    refQueries.details(api, uic, assetType, detailsParams(search)),
  /**
   * The same Uic under every asset type it has: the details list asked for the Uic without asset types names each
   * one (a search by Uic without asset types gives one row, its primary type, whose TradableAs may leave some out).
   */
  sameUic: (api: ApiClient, uic: number) => refQueries.detailsList(api, { Uics: [uic] } satisfies DetailsListParams),
  /** The related instruments the details name (and which is the continuous future), in one list. */
  related: (api: ApiClient, lookup: DetailsListParams) => refQueries.detailsList(api, lookup),
};

