/**
 * The option root's fields the chain's header does not show: its trading terms, named, and
 * every other field it sends (new ones included) as sent, under "other fields".
 */
import type { ContractOptionSpace, InstrumentDetails } from '@/api/types';
import { asNumber, clean, enumLabel, formatBoolean, formatNumber, MISSING } from '@/lib/format';
import { distanceRows, orderTypes, shortJson, standardAmounts, tickBandRange, tickBands } from '@/model/instrument';

export interface RootField {
  label: string;
  value: string;
}

/** Fields the header, the related roots and the chain itself show. */
const SHOWN = new Set([
  'Description',
  'AssetType',
  'Symbol',
  'OptionRootId',
  'CurrencyCode',
  'ContractSize',
  'ExerciseStyle',
  'SettlementStyle',
  'MinimumStrikePrice',
  'MaximumStrikePrice',
  'CanParticipateInMultiLegOrder',
  'RelatedOptionRoots',
  'RelatedOptionRootsEnhanced',
  'RelatedInstruments',
  'SupportedStrategies',
  'OptionSpace',
  'UnderlyingAssetType',
]);
/** The parts of Exchange the header shows; the rest are other fields. */
const EXCHANGE_SHOWN = new Set(['Name', 'ExchangeId']);

/** Trading terms, shown by name. */
const TERMS = [
  'IsTradable',
  'TickSize',
  'TickSizeScheme',
  'LotSize',
  'LotSizeType',
  'StandardAmounts',
  'SupportedOrderTypes',
  'TradableOn',
  'PriceToContractFactor',
  'OrderDistances',
];

export function rootTerms(space: ContractOptionSpace): RootField[] {
  // The root carries these fields under the same names as an instrument's details.
  const details = space as InstrumentDetails;
  const bands = tickBands(details.TickSizeScheme);
  const distances = distanceRows(details);
  const lotSizeType = clean(space.LotSizeType);
  const tradableOn = Array.isArray(space.TradableOn) ? space.TradableOn.map((value) => clean(value)).filter(Boolean) : [];
  return [
    { label: 'Tradable', value: formatBoolean(space.IsTradable) },
    { label: 'Tick size', value: formatNumber(space.TickSize) },
    { label: 'Tick size scheme', value: bands.length > 0 ? bands.map((band) => `${tickBandRange(band)}: ${band.tick}`).join('; ') : MISSING },
    { label: 'Lot size', value: formatNumber(space.LotSize) },
    { label: 'Lot size type', value: lotSizeType ? enumLabel(lotSizeType) : MISSING },
    { label: 'Standard amounts', value: standardAmounts(details).join(', ') || MISSING },
    {
      label: 'Order types',
      value:
        orderTypes(details)
          .map((type) => enumLabel(type))
          .join(', ') || MISSING,
    },
    { label: 'Tradable on (accounts)', value: tradableOn.join(', ') || MISSING },
    { label: 'Price to contract factor', value: formatNumber(asNumber(space.PriceToContractFactor)) },
    {
      label: 'Order distances',
      value: distances.map((row) => `${row.order} ${row.distance} ${row.type}${row.extra ? ` (${row.extra})` : ''}`).join('; ') || MISSING,
    },
  ];
}

/** Every field shown nowhere else, by name (`Exchange.IsOpen` for a part of Exchange), sorted. */
export function rootOtherFields(space: ContractOptionSpace): RootField[] {
  const entries: [string, unknown][] = Object.keys(space)
    .filter((key) => !SHOWN.has(key) && !TERMS.includes(key) && key !== 'Exchange')
    .map((key) => [key, space[key]]);
  const exchange: unknown = space.Exchange;
  if (exchange && typeof exchange === 'object' && !Array.isArray(exchange)) {
    for (const [part, value] of Object.entries(exchange)) if (!EXCHANGE_SHOWN.has(part)) entries.push([`Exchange.${part}`, value]);
  } else if (exchange !== undefined) entries.push(['Exchange', exchange]);
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([label, value]) => ({ label, value: shortJson(value) }));
}
