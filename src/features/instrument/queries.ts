/**
 * What the instrument views ask the service, built from their address, in one place: the route loaders
 * (`load.ts`) and the components use these same query options.
 */
import type { ApiClient } from '@/api/client';
import type { DetailsListParams } from '@/api/queries/params';
import { caQueries } from '@/api/queries/corporate-actions';
import { detailsRequestPath } from '@/api/queries/paths';
import { refKeys, refQueries } from '@/api/queries/refdata';
import { detailsParams, type DetailsSearch } from './url';

export const instrumentQueries = {
  /** The heading's details (4.4 without parameters). */
  heading: (api: ApiClient, uic: number, assetType: string) => refQueries.details(api, uic, assetType),
  /** The details with the address's field groups and keys. */
  details: (api: ApiClient, uic: number, assetType: string, search: Pick<DetailsSearch, 'groups' | 'accountKey' | 'clientKey'>) =>
    refQueries.details(api, uic, assetType, detailsParams(search)),
  /** The time zones, to name a schedule's zone. */
  timeZones: (api: ApiClient) => refQueries.timeZones(api),
  /** Every search answer cached (the related option roots' names are read from them). */
  searchKey: (api: ApiClient) => refKeys.search(api),
  /**
   * The same Uic under every asset type it has: the details list asked for the Uic without asset types names each
   * one (a search by Uic without asset types gives one row, its primary type, whose TradableAs may leave some out).
   */
  sameUic: (api: ApiClient, uic: number) => refQueries.detailsList(api, { Uics: [uic] } satisfies DetailsListParams),
  /** The related instruments the details name (and which is the continuous future), in one list. */
  related: (api: ApiClient, lookup: DetailsListParams) => refQueries.detailsList(api, lookup),
  /**
   * The corporate-action events (4.8) whose keywords match the instrument's symbol, for the ISIN of its Uic: the event
   * list has no Uic filter, so the Uic is picked out of the answer. Whose events: the address's client, else the
   * caller's own (as the inbox without a choice).
   */
  isinEvents: (api: ApiClient, keywords: string, clientKey: string | undefined) => caQueries.events(api, { Keywords: keywords, ClientKey: clientKey }),
  /**
   * The search (4.1) for the same security's other listings: on the ISIN, else the description; non-tradable listings
   * included, and the service's largest page, so that the rows of the instrument's group are all in one answer.
   */
  sameSecurity: (api: ApiClient, keywords: string) => refQueries.search(api, { Keywords: keywords, IncludeNonTradable: true, $top: 1000 }),
};

/** The request line of the details with the address's field groups and keys, as the page shows it. */
export function detailsRequestLine(uic: number, assetType: string, search: Pick<DetailsSearch, 'groups' | 'accountKey' | 'clientKey'>): string {
  return detailsRequestPath(uic, assetType, detailsParams(search));
}
