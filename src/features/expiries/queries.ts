/**
 * What the expiry calendar may ask the service, in one place: the route's loader (`load.ts`) and the page's data hook
 * use these same query options, so a futures space or option space opened elsewhere (the futures view, the chain's
 * expiry list) is not asked for again.
 *
 * Per futures space: the space (4.5) and the continuous future's trading schedule (4.6, for holidays) at once; once
 * the space is in, one details list (4.3) of the continuous future and every contract, for the notice dates and the
 * space's name. Per option root: the root without options (4.2, OptionSpaceSegment=None: every expiry, no strikes),
 * then the trading schedule of one of its options (4.6).
 */
import type { ApiClient } from '@/api/client';
import { OPTION_ROOT_ASSET_TYPES, refQueries } from '@/api/queries/refdata';
import type { ContractOptionSpace, FuturesSpace } from '@/api/types';
import { asNumber, clean } from '@/lib/format';

export const FUTURES_TYPE = 'ContractFutures';

const CONTINUOUS = /(^|\s)continuous(\s|$)/i;

export const expiriesQueries = {
  futuresSpace: (api: ApiClient, uic: number) => refQueries.futuresSpace(api, uic),
  futuresSchedule: (api: ApiClient, uic: number) => refQueries.schedule(api, uic, FUTURES_TYPE),
  /** The continuous future and the contracts of its space, in one details list. */
  contracts: (api: ApiClient, uic: number, contractUics: readonly number[]) =>
    refQueries.detailsList(api, { Uics: [uic, ...contractUics], AssetTypes: [FUTURES_TYPE], $top: Math.min(1000, contractUics.length + 1) }),
  rootSpace: (api: ApiClient, id: number) => refQueries.optionSpace(api, id, { OptionSpaceSegment: 'None' }),
  rootSchedule: (api: ApiClient, uic: number, assetType: string) => refQueries.schedule(api, uic, assetType),
  /** The picker's two searches (4.1): continuous futures (found with the word "continuous" and non-tradables), and option roots. */
  picker: {
    futures: (api: ApiClient, keywords: string) =>
      refQueries.search(api, { Keywords: CONTINUOUS.test(keywords) ? keywords : `${keywords} continuous`, AssetTypes: [FUTURES_TYPE], IncludeNonTradable: true, $top: 20 }),
    roots: (api: ApiClient, keywords: string) => refQueries.search(api, { Keywords: keywords, AssetTypes: OPTION_ROOT_ASSET_TYPES, $top: 20 }),
  },
};

/** The Uics of a space's contracts, in the service's order, once each. */
export function contractUics(space: FuturesSpace | undefined): number[] {
  const out: number[] = [];
  for (const element of Array.isArray(space?.Elements) ? space.Elements : []) {
    const uic = asNumber(element?.Uic);
    if (uic !== undefined && Number.isInteger(uic) && uic > 0 && !out.includes(uic)) out.push(uic);
  }
  return out;
}

/**
 * The instrument whose trading schedule stands for an option root's market: one of its options (the root's default
 * option, with the root's asset type), else the first related instrument (its underlying).
 */
export function rootScheduleTarget(space: ContractOptionSpace | undefined): { uic: number; assetType: string } | undefined {
  const optionUic = asNumber(space?.DefaultOption?.Uic);
  const assetType = clean(space?.AssetType);
  if (optionUic !== undefined && Number.isInteger(optionUic) && optionUic > 0 && assetType) return { uic: optionUic, assetType };
  for (const related of Array.isArray(space?.RelatedInstruments) ? space.RelatedInstruments : []) {
    const uic = asNumber(related?.Uic);
    const type = clean(related?.AssetType);
    if (uic !== undefined && Number.isInteger(uic) && uic > 0 && type) return { uic, assetType: type };
  }
  return undefined;
}
