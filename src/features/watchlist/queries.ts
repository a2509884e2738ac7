/**
 * What the watchlist page asks the service for a list, each request as few as the list allows (the broker's quotas
 * count every one):
 * - instruments: one details list per asset type, every Uic of that type in it (up to 1,000 a page);
 * - option roots: each root's option space without its options (OptionSpaceSegment=None: the expiries only);
 * - futures spaces: each space, then one details list of all their continuous futures (the spaces' names) and front
 *   contracts (notice dates), asked once every space has answered;
 * - market hours: one trading schedule per exchange, of the first listed instrument there;
 * - the next corporate action of the instruments: one page of the user's own upcoming events, soonest first (the
 *   service lists events only on what the accounts hold, and has no Uic filter).
 */
import type { ApiClient } from '@/api/client';
import { caQueries } from '@/api/queries/corporate-actions';
import { refQueries } from '@/api/queries/refdata';
import type { InstrumentDetails } from '@/api/types';
import { MAX_TOP } from '@/lib/search-params';
import { onePerExchange, type ExchangeInstrument } from '@/model/exchange-instruments';

export const watchlistQueries = {
  details: (api: ApiClient, group: { assetType: string; uics: readonly number[] }) =>
    refQueries.detailsList(api, { Uics: group.uics, AssetTypes: [group.assetType], $top: group.uics.length }),
  root: (api: ApiClient, id: number) => refQueries.optionSpace(api, id, { OptionSpaceSegment: 'None' }),
  futures: (api: ApiClient, uic: number) => refQueries.futuresSpace(api, uic),
  futuresDetails: (api: ApiClient, uics: readonly number[]) => {
    const sorted = [...new Set(uics)].sort((a, b) => a - b);
    return refQueries.detailsList(api, { Uics: sorted, AssetTypes: ['ContractFutures'], $top: Math.max(1, sorted.length) });
  },
  schedule: (api: ApiClient, instrument: { uic: number; assetType: string }) => refQueries.schedule(api, instrument.uic, instrument.assetType),
  events: (api: ApiClient) => caQueries.events(api, { EventStatus: 'Upcoming', SortColumn: 'Date', SortType: 'Asc', $top: MAX_TOP }),
};

/** One instrument per exchange whose schedule tells the exchange's hours, from the details answered so far, by exchange. */
export function scheduleAsks(details: readonly InstrumentDetails[]): ExchangeInstrument[] {
  return onePerExchange(details).sort((a, b) => a.exchangeId.localeCompare(b.exchangeId));
}
