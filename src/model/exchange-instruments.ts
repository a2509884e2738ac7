/**
 * One instrument per exchange whose trading schedule (4.6) stands for the exchange: the service has no list of
 * exchanges, so a view that needs an exchange's sessions or holidays asks for the schedule of one instrument listed
 * there. The watchlist (market hours) and the inbox (market holidays before a cut-off) pick it the same way.
 */
import type { InstrumentDetails } from '@/api/types';
import { clean } from '@/lib/format';

/** An instrument and the exchange it is listed on. */
export interface ExchangeInstrument {
  exchangeId: string;
  uic: number;
  assetType: string;
}

/** The exchange, Uic and asset type a details row (4.3, 4.4) names, when it names all three. */
export function exchangeInstrument(row: InstrumentDetails | null | undefined): ExchangeInstrument | undefined {
  if (!row || typeof row !== 'object') return undefined;
  const exchangeId = clean(row.Exchange?.ExchangeId);
  const uic = typeof row.Uic === 'number' && Number.isInteger(row.Uic) ? row.Uic : undefined;
  const assetType = clean(row.AssetType);
  return exchangeId && uic !== undefined && assetType ? { exchangeId, uic, assetType } : undefined;
}

/**
 * The first instrument of `rows`, in their order, on each exchange they name, in the order the exchanges first come.
 * Rows without an exchange, a Uic or an asset type are passed over.
 */
export function onePerExchange(rows: Iterable<InstrumentDetails | null | undefined>): ExchangeInstrument[] {
  const picked = new Map<string, ExchangeInstrument>();
  for (const row of rows) {
    const instrument = exchangeInstrument(row);
    if (instrument && !picked.has(instrument.exchangeId)) picked.set(instrument.exchangeId, instrument);
  }
  return [...picked.values()];
}
