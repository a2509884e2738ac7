/**
 * What the holiday calendar may ask the service, in one place (the route's loader, load.ts, and the page's data hook use
 * these same query options). The service has no list of exchanges (the specification's operations are 4.1 to 4.10), so
 * each exchange is read from the trading schedule (4.6) of one instrument listed on it, found by a search (4.1) on its
 * ExchangeId:
 *
 * - first one stock (`AssetTypes=Stock&$top=1`): a cash market's schedule is the exchange's trading days;
 * - only when the exchange lists no stock (a derivatives market, or one this user may not see), the first instrument
 *   among its first ten rows of any kind (option roots, which have no schedule of their own, left aside);
 * - then that instrument's trading schedule.
 *
 * The time zone list (4.7) names each schedule's zone. For the current watchlist's exchanges: one details list (4.3)
 * per asset type of its instruments, as the watchlist page asks, so each page finds the other's answers cached.
 */
import type { ApiClient } from '@/api/client';
import { refQueries } from '@/api/queries/refdata';
import type { InstrumentSummary } from '@/api/types';
import { clean } from '@/lib/format';
import { entryKind } from '@/model/search-entries';

/** Rows of the second search, in which to find an instrument that is not an option root. */
const ANY_ROWS = 10;

export interface ExchangeInstrument {
  uic: number;
  assetType: string;
  symbol: string | undefined;
  description: string | undefined;
  /** The exchange's name as the row gives it. */
  exchangeName: string | undefined;
}

export const holidaysQueries = {
  stock: (api: ApiClient, exchangeId: string) => refQueries.search(api, { ExchangeId: exchangeId, AssetTypes: ['Stock'], $top: 1 }),
  any: (api: ApiClient, exchangeId: string) => refQueries.search(api, { ExchangeId: exchangeId, $top: ANY_ROWS }),
  schedule: (api: ApiClient, instrument: Pick<ExchangeInstrument, 'uic' | 'assetType'>) => refQueries.schedule(api, instrument.uic, instrument.assetType),
  timeZones: (api: ApiClient) => refQueries.timeZones(api),
  /** The details of a watchlist's instruments of one asset type (the watchlist page's request). */
  watchDetails: (api: ApiClient, group: { assetType: string; uics: readonly number[] }) =>
    refQueries.detailsList(api, { Uics: group.uics, AssetTypes: [group.assetType], $top: group.uics.length }),
};

/** The first row of a search that is an instrument with a Uic and an asset type (an option root's Identifier is no Uic). */
export function pickInstrument(rows: readonly InstrumentSummary[] | undefined): ExchangeInstrument | undefined {
  for (const row of Array.isArray(rows) ? rows : []) {
    if (!row || typeof row !== 'object' || entryKind(row) === 'option-root') continue;
    const uic = row.Identifier;
    const assetType = clean(row.AssetType);
    if (typeof uic !== 'number' || !Number.isInteger(uic) || uic < 1 || !assetType) continue;
    return { uic, assetType, symbol: clean(row.Symbol), description: clean(row.Description), exchangeName: clean(row.ExchangeName) };
  }
  return undefined;
}
