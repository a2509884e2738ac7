/**
 * The comparison table of the compare page: fields as rows, instruments as
 * columns, the rows whose values differ flagged. Each field is labelled and
 * formatted by the model's readers, as the details page shows it; the
 * comparison only lines the instruments' rows up.
 */
import type { InstrumentDetails } from '@/api/types';
import { asNumber, clean, enumLabel, formatDateTime, formatNumber, MISSING } from '@/lib/format';
import {
  ISIN_NOT_SENT,
  ORDER_DISTANCES,
  bondRows,
  distanceRows,
  futureRows,
  fxRows,
  identityRows,
  isBond,
  isFuture,
  isOption,
  optionRows,
  orderSettingRows,
  orderTypeSettings,
  orderTypes,
  otherFields,
  relatedInstruments,
  relatedOptionRoots,
  standardAmounts,
  statusRows,
  tickBandRange,
  tickBands,
  tradingRows,
  type Row,
} from '@/model/instrument';
import { zoneIdOf } from '@/model/schedule-zone';
import { marketStatus, normalizeSessions } from '@/model/sessions';
import { formatUtcOffset, parseServiceOffset } from '@/model/timezones';

/** A value as text, undefined when the instrument has none. */
type Value = string | undefined;

/** Items joined, or `(none)` for an empty list. */
const none = (items: readonly string[]): Value => (items.length ? items.join(', ') : '(none)');

export type SectionId =
  | 'identity'
  | 'status'
  | 'trading'
  | 'option'
  | 'future'
  | 'bond'
  | 'fx'
  | 'orders'
  | 'distances'
  | 'ticks'
  | 'related'
  | 'OrderSetting'
  | 'SupportedOrderTypeSettings'
  | 'TradingSessions'
  | 'other';

/** The details page's section titles, the field groups' named as such. */
export const SECTION_LABELS: Record<SectionId, string> = {
  identity: 'Identity',
  status: 'Status',
  trading: 'Trading',
  option: 'Option',
  future: 'Future',
  bond: 'Bond',
  fx: 'FX dates',
  orders: 'Order types and amounts',
  distances: 'Order distances',
  ticks: 'Tick size scheme',
  related: 'Related',
  OrderSetting: 'Order setting (field group)',
  SupportedOrderTypeSettings: 'Order durations (field group)',
  TradingSessions: 'Trading sessions (field group)',
  other: 'Other fields',
};

/** One field of one instrument: the label and text the details page gives it, and where it is in the payload. */
interface Cell {
  label: string;
  value: Value;
  field?: string | undefined;
}

/**
 * Where the details page's rows come from in the payload, by section and label, shown under each label (the labels
 * are the model's; a label missing here shows without its path, and the test of this module says which).
 */
const FIELD_PATHS: Partial<Record<SectionId, Record<string, string>>> = {
  identity: {
    Symbol: 'Symbol',
    Description: 'Description',
    Uic: 'Uic',
    'Asset type': 'AssetType',
    Exchange: 'Exchange',
    'Exchange country': 'Exchange.CountryCode',
    'Exchange time zone id': 'Exchange.TimeZoneId',
    Currency: 'CurrencyCode',
    'Price currency': 'PriceCurrency',
    'Price source': 'Exchange.PriceSourceName',
    'Display hint': 'DisplayHint',
    'Primary listing': 'PrimaryListing',
    Complexity: 'IsComplex',
    'Group id': 'GroupId',
    'Tradable as': 'TradableAs',
    'Tradable on (accounts)': 'TradableOn',
  },
  status: {
    Tradable: 'IsTradable',
    'Trading status': 'TradingStatus',
    'Non-tradable reason': 'NonTradableReason',
    'Short selling': 'ShortTradeDisabled',
    'Trading signals': 'TradingSignals',
    'Extended trading hours': 'IsExtendedTradingHoursEnabled',
    'Multi-leg orders': 'CanParticipateInMultiLegOrder',
    'Direct market access': 'IsDmaEnabled',
    'PEA eligible': 'IsPEAEligible',
    'PEA-PME eligible': 'IsPEASMEEligible',
  },
  trading: {
    'Lot size': 'LotSize',
    'Lot size type': 'LotSizeType',
    'Lot size text': 'LotSizeText',
    'Minimum lot size': 'MinimumLotSize',
    'Increment size': 'IncrementSize',
    'Minimum trade size': 'MinimumTradeSize',
    'Minimum order value': 'MinimumOrderValue',
    'Default amount': 'DefaultAmount',
    'Amount decimals': 'AmountDecimals',
    'Tick size': 'TickSize',
    'Tick size, limit orders': 'TickSizeLimitOrder',
    'Tick size, stop orders': 'TickSizeStopOrder',
    'Price format': 'Format.Format',
    'Price decimals': 'Format.Decimals',
    'Order price decimals': 'Format.OrderDecimals',
    'Strike decimals': 'Format.StrikeDecimals',
    'Numerator decimals': 'Format.NumeratorDecimals',
    'Barrier decimals': 'Format.BarrierDecimals',
    'Default slippage': 'DefaultSlippage',
    'Max guaranteed stop size': 'MaxGuaranteedStopOrderSize',
    'Algo strategies': 'SupportedStrategies',
  },
  option: {
    'Put or call': 'PutCall',
    Strike: 'StrikePrice',
    Expiry: 'ExpiryDate',
    'Exercise style': 'ExerciseStyle',
    'Settlement style': 'SettlementStyle',
    'Exercise cut-off time': 'ExerciseCutOffTime',
    'Contract size': 'ContractSize',
    'Price to contract factor': 'PriceToContractFactor',
    'Underlying asset type': 'UnderlyingAssetType',
    'Supported strategies': 'SupportedStrategies',
  },
  future: {
    Expiry: 'ExpiryDate',
    'Expiry time': 'ExpiryDateTime',
    'Notice date': 'NoticeDate',
    'Contract size': 'ContractSize',
    'Price to contract factor': 'PriceToContractFactor',
    'Settlement style': 'SettlementStyle',
    'Pit traded': 'IsPitTraded',
    'Trading units': 'TradingUnitsSingular',
  },
  bond: { Coupon: 'Coupon', 'Coupon type': 'CouponType', 'Bond type': 'BondType', Maturity: 'ExpiryDate', 'Index ratio': 'BondIndexRatio' },
  fx: { 'Spot date': 'FxSpotDate', 'First forward date': 'FxForwardMinForwardDate', 'Last forward date': 'FxForwardMaxForwardDate' },
  OrderSetting: {
    Currency: 'OrderSetting.Currency',
    'Maximum order size': 'OrderSetting.MaxOrderSize',
    'Maximum order value': 'OrderSetting.MaxOrderValue',
    'Minimum order value': 'OrderSetting.MinOrderValue',
  },
};

/** The model's rows as cells: a missing value is no value. */
const fromRows = (section: SectionId, rows: readonly Row[]): Cell[] =>
  rows.map((row) => ({ label: row.label, value: row.value === MISSING ? undefined : row.value, field: FIELD_PATHS[section]?.[row.label] }));

function orderCells(details: InstrumentDetails): Cell[] {
  return [
    {
      label: 'Order types',
      field: 'SupportedOrderTypes',
      value: Array.isArray(details.SupportedOrderTypes) ? none(orderTypes(details).map((type) => enumLabel(type))) : undefined,
    },
    { label: 'Standard amounts', field: 'StandardAmounts', value: Array.isArray(details.StandardAmounts) ? none(standardAmounts(details)) : undefined },
  ];
}

/** Each default distance as the details page's table reads it: the distance, its unit, its notes. */
function distanceCells(details: InstrumentDetails): Cell[] {
  return distanceRows(details).map((row) => {
    const prefix = ORDER_DISTANCES.find((kind) => kind.order === row.order)?.prefix;
    const value = `${row.distance}${row.type === MISSING ? '' : ` (${row.type})`}${row.extra ? `; ${row.extra}` : ''}`;
    return { label: row.order, field: prefix ? `OrderDistances.${prefix}DefaultDistance` : undefined, value };
  });
}

/** The tick size scheme on one line, band by band as the details page's table names them. */
function tickCells(details: InstrumentDetails): Cell[] {
  const bands = tickBands(details.TickSizeScheme);
  if (bands.length === 0) return [];
  const value = bands.map((band) => `${tickBandRange(band)}: ${band.tick}${band.isDefault ? ' (default)' : ''}`).join(' · ');
  return [{ label: 'Price bands', field: 'TickSizeScheme', value }];
}

function relatedCells(details: InstrumentDetails): Cell[] {
  const roots = Array.isArray(details.RelatedOptionRootsEnhanced) || Array.isArray(details.RelatedOptionRoots);
  return [
    {
      label: 'Related instruments',
      field: 'RelatedInstruments',
      value: Array.isArray(details.RelatedInstruments) ? none(relatedInstruments(details).map((ref) => `${enumLabel(ref.assetType)} ${ref.uic}`)) : undefined,
    },
    {
      label: 'Related option roots',
      field: 'RelatedOptionRootsEnhanced',
      value: roots ? none(relatedOptionRoots(details).map((root) => `${root.assetType ? `${enumLabel(root.assetType)} ` : ''}root ${root.optionRootId}`)) : undefined,
    },
  ];
}

/** Each order type any instrument has durations for; "Not supported" where another instrument lists none for it. */
function orderTypeSettingCells(details: InstrumentDetails, types: readonly string[]): Cell[] {
  const settings = Array.isArray(details.SupportedOrderTypeSettings) ? orderTypeSettings(details) : undefined;
  return types.map((type) => {
    const setting = settings?.find((entry) => entry.orderType === type);
    const value = settings === undefined ? undefined : setting ? none(setting.durations.map((duration) => enumLabel(duration))) : 'Not supported';
    return { label: enumLabel(type), field: `SupportedOrderTypeSettings[${type}]`, value };
  });
}

/** The TradingSessions field group: its zone (abbreviation, offset, the broker's zone id), the state now, the sessions sent. */
function sessionCells(details: InstrumentDetails, now: Date): Cell[] {
  const zone = details.TradingSessions;
  if (!zone || typeof zone !== 'object') return [];
  const offset = parseServiceOffset(zone.TimeZoneOffset);
  const id = zoneIdOf(zone.TimeZone);
  const zoneText = [clean(zone.TimeZoneAbbreviation), offset !== undefined ? formatUtcOffset(offset) : undefined, id !== undefined ? `zone ${id}` : undefined]
    .filter(Boolean)
    .join(' · ');
  const { sessions } = normalizeSessions(zone.Sessions);
  const current = marketStatus(sessions, now.getTime()).current;
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  return [
    { label: 'Time zone', field: 'TradingSessions.TimeZone', value: zoneText || undefined },
    { label: 'State now', field: 'TradingSessions.Sessions', value: current ? (clean(current.state) ? enumLabel(current.state) : undefined) : 'No session now' },
    {
      label: 'Sessions returned',
      field: 'TradingSessions.Sessions[]',
      value: first && last ? `${sessions.length} sessions, ${formatDateTime(new Date(first.start))} → ${formatDateTime(new Date(last.end))} UTC` : '(none)',
    },
  ];
}

const ORDER: readonly SectionId[] = [
  'identity',
  'status',
  'trading',
  'option',
  'future',
  'bond',
  'fx',
  'orders',
  'distances',
  'ticks',
  'related',
  'OrderSetting',
  'SupportedOrderTypeSettings',
  'TradingSessions',
  'other',
];

/** One instrument's cells per section: the details page's rows (its type's sections only where the page shows them), then the comparison's own. */
function columnCells(details: InstrumentDetails, uic: number, now: Date, types: readonly string[]): Record<SectionId, Cell[]> {
  return {
    // The ISIN row says only that details carry none, which the page says once.
    identity: fromRows('identity', identityRows(details, uic)).filter((cell) => cell.value !== ISIN_NOT_SENT),
    status: fromRows('status', statusRows(details)),
    trading: fromRows('trading', tradingRows(details)),
    option: isOption(details) ? fromRows('option', optionRows(details, now)) : [],
    future: isFuture(details) ? fromRows('future', futureRows(details, now)) : [],
    bond: isBond(details) ? fromRows('bond', bondRows(details, now)) : [],
    fx: fromRows('fx', fxRows(details)),
    orders: orderCells(details),
    distances: distanceCells(details),
    ticks: tickCells(details),
    related: relatedCells(details),
    OrderSetting: fromRows('OrderSetting', orderSettingRows(details)),
    SupportedOrderTypeSettings: orderTypeSettingCells(details, types),
    TradingSessions: sessionCells(details, now),
    // The fields the details page shows under its own "Other fields", by their names.
    other: fromRows('other', otherFields(details)),
  };
}

export interface CompareRow {
  id: string;
  section: SectionId;
  /** Where the field is in the payload, when the label does not say it. */
  field: string | undefined;
  label: string;
  /** One value per column (undefined: not in that instrument's payload, or no payload). */
  values: Value[];
  /** Whether the instruments that have a payload disagree. */
  differs: boolean;
}

export interface CompareSection {
  id: SectionId;
  label: string;
  rows: CompareRow[];
}

function differs(values: readonly Value[], present: readonly boolean[]): boolean {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (present[index]) seen.add(value ?? MISSING);
  });
  return seen.size > 1;
}

/** The labels of every column in one order: each column's own order, a label only some columns have placed after the one before it. */
function mergeLabels(lists: readonly (readonly Cell[])[]): Cell[] {
  const merged: Cell[] = [];
  for (const cells of lists) {
    let after = -1;
    for (const cell of cells) {
      const at = merged.findIndex((known) => known.label === cell.label);
      if (at >= 0) {
        after = at;
        if (merged[at] && merged[at].field === undefined && cell.field !== undefined) merged[at] = { ...merged[at], field: cell.field };
        continue;
      }
      merged.splice(after + 1, 0, cell);
      after += 1;
    }
  }
  return merged;
}

/**
 * The comparison table: the details page's sections in its order, the field groups asked for, then every other field
 * any of the instruments carries. Rows no instrument has a value for are left out.
 */
export function buildComparison(columns: readonly (InstrumentDetails | undefined)[], now: Date = new Date()): CompareSection[] {
  const present = columns.map((details) => details !== undefined);
  const types = [...new Set(columns.flatMap((details) => (details ? orderTypeSettings(details).map((setting) => setting.orderType) : [])))];
  // The Uic the details page would fall back on is the one it was asked for; here it is the row's own.
  const cells = columns.map((details) => (details ? columnCells(details, asNumber(details.Uic) ?? 0, now, types) : undefined));
  return ORDER.map((id) => {
    const labels = mergeLabels(cells.map((column) => column?.[id] ?? []));
    const rows = labels
      .map((cell): CompareRow => {
        const values = cells.map((column) => column?.[id].find((entry) => entry.label === cell.label)?.value);
        return { id: `${id}:${cell.label}`, section: id, field: cell.field, label: cell.label, values, differs: differs(values, present) };
      })
      .filter((row) => row.values.some((value) => value !== undefined));
    return { id, label: SECTION_LABELS[id], rows };
  }).filter((section) => section.rows.length > 0);
}

/** Sections keeping only the rows that differ. */
export function onlyDifferences(sections: readonly CompareSection[]): CompareSection[] {
  return sections.map((section) => ({ ...section, rows: section.rows.filter((row) => row.differs) })).filter((section) => section.rows.length > 0);
}

/** Formats a count of instruments: `1 instrument`, `2 instruments`. */
export const instrumentCount = (count: number): string => `${formatNumber(count)} instrument${count === 1 ? '' : 's'}`;
