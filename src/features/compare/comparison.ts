/**
 * The comparison table of the compare page: fields as rows, instruments as
 * columns, the rows whose values differ flagged. The details are read through
 * the model, as the details page reads them.
 */
import type { InstrumentDetails } from '@/api/types';
import { asNumber, clean, enumLabel, formatBoolean, formatDate, formatDateTime, formatNumber, MISSING, parseServiceDate } from '@/lib/format';
import { distanceField, ORDER_DISTANCES, orderTypeSettings, relatedInstruments, relatedOptionRoots, tickBands } from '@/model/instrument';
import { zoneIdOf } from '@/model/schedule-zone';
import { marketStatus, normalizeSessions } from '@/model/sessions';
import { formatUtcOffset, parseServiceOffset } from '@/model/timezones';

// Formatting of values for comparison: a string per value, undefined when missing.

type Value = string | undefined;

const text = (value: unknown): Value => clean(value);
const num = (value: unknown): Value => (asNumber(value) !== undefined ? formatNumber(value) : clean(value));
const bool = (value: unknown): Value => (typeof value === 'boolean' ? formatBoolean(value) : undefined);
const label = (value: unknown): Value => (clean(value) ? enumLabel(value) : undefined);
const date = (value: unknown): Value => (parseServiceDate(value) ? formatDate(value) : clean(value));

/** Items joined, or `(none)` for an empty list. */
const none = (items: readonly string[]): Value => (items.length ? items.join(', ') : '(none)');

function list(value: unknown, item: (entry: unknown) => Value = text): Value {
  return Array.isArray(value) ? none(value.map(item).filter((entry): entry is string => entry !== undefined)) : undefined;
}

/** A default distance with its unit: `0.5 %`, `50 pips`. */
function distance(amount: unknown, type: unknown): Value {
  const value = num(amount);
  if (value === undefined) return undefined;
  const unit = clean(type);
  if (!unit) return value;
  if (unit === 'Percentage') return `${value} %`;
  return `${value} ${enumLabel(unit).toLowerCase()}`;
}

/** The tick size scheme on one line: the default, then each band's upper price and tick. */
function tickScheme(details: InstrumentDetails): Value {
  const bands = tickBands(details.TickSizeScheme);
  const parts = [
    ...bands.filter((band) => band.isDefault && band.tick !== MISSING).map((band) => `default ${band.tick}`),
    ...bands.filter((band) => !band.isDefault && band.tick !== MISSING).map((band) => `up to ${formatNumber(band.upTo)}: ${band.tick}`),
  ];
  return parts.length ? parts.join(' · ') : undefined;
}

function exchange(details: InstrumentDetails): Value {
  const id = clean(details.Exchange?.ExchangeId);
  const name = clean(details.Exchange?.Name);
  if (id && name && name !== id) return `${name} (${id})`;
  return name ?? id;
}

function related(details: InstrumentDetails): Value {
  if (!Array.isArray(details.RelatedInstruments)) return undefined;
  return none(relatedInstruments(details).map((ref) => `${enumLabel(ref.assetType)} ${ref.uic}`));
}

function relatedRoots(details: InstrumentDetails): Value {
  if (!Array.isArray(details.RelatedOptionRootsEnhanced) && !Array.isArray(details.RelatedOptionRoots)) return undefined;
  return none(relatedOptionRoots(details).map((root) => `${root.assetType ? `${enumLabel(root.assetType)} ` : ''}root ${root.optionRootId}`));
}

/** The TradingSessions field group's zone: abbreviation, offset and the broker's zone id. */
function sessionZone(details: InstrumentDetails): Value {
  const zone = details.TradingSessions;
  if (!zone || typeof zone !== 'object') return undefined;
  const offset = parseServiceOffset(zone.TimeZoneOffset);
  const id = zoneIdOf(zone.TimeZone);
  const parts = [clean(zone.TimeZoneAbbreviation), offset !== undefined ? formatUtcOffset(offset) : undefined, id !== undefined ? `zone ${id}` : undefined];
  return parts.filter(Boolean).join(' · ') || undefined;
}

function stateAt(details: InstrumentDetails, now: Date): Value {
  if (!details.TradingSessions) return undefined;
  const current = marketStatus(normalizeSessions(details.TradingSessions.Sessions).sessions, now.getTime()).current;
  return current ? label(current.state) : 'No session now';
}

function sessionSpan(details: InstrumentDetails): Value {
  if (!details.TradingSessions) return undefined;
  const { sessions } = normalizeSessions(details.TradingSessions.Sessions);
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  if (!first || !last) return '(none)';
  return `${sessions.length} sessions, ${formatDateTime(new Date(first.start))} → ${formatDateTime(new Date(last.end))} UTC`;
}

export type SectionId = 'identity' | 'trading' | 'orders' | 'status' | 'OrderSetting' | 'SupportedOrderTypeSettings' | 'TradingSessions' | 'other';

export const SECTION_LABELS: Record<SectionId, string> = {
  identity: 'Identity',
  trading: 'Trading',
  orders: 'Orders',
  status: 'Status',
  OrderSetting: 'Order settings (field group)',
  SupportedOrderTypeSettings: 'Order types and durations (field group)',
  TradingSessions: 'Trading sessions (field group)',
  other: 'Other fields',
};

interface FieldDef {
  section: SectionId;
  /** Path of the field in the payload, e.g. `OrderSetting.MaxOrderSize`. */
  field: string;
  label: string;
  value: (details: InstrumentDetails, now: Date) => Value;
}

const get =
  (name: string, format: (value: unknown) => Value = text) =>
  (details: InstrumentDetails): Value =>
    format(details[name]);

const FIELDS: readonly FieldDef[] = [
  { section: 'identity', field: 'Symbol', label: 'Symbol', value: get('Symbol') },
  { section: 'identity', field: 'Description', label: 'Description', value: get('Description') },
  { section: 'identity', field: 'Uic', label: 'Uic', value: get('Uic', (value) => (asNumber(value) !== undefined ? String(asNumber(value)) : undefined)) },
  { section: 'identity', field: 'AssetType', label: 'Asset type', value: get('AssetType', label) },
  { section: 'identity', field: 'Exchange', label: 'Exchange', value: exchange },
  { section: 'identity', field: 'Exchange.CountryCode', label: 'Exchange country', value: (details) => clean(details.Exchange?.CountryCode) },
  { section: 'identity', field: 'CurrencyCode', label: 'Currency', value: get('CurrencyCode') },
  { section: 'identity', field: 'PriceCurrency', label: 'Price currency', value: get('PriceCurrency') },
  { section: 'identity', field: 'TradableAs', label: 'Tradable as', value: get('TradableAs', (value) => list(value, label)) },
  { section: 'identity', field: 'DisplayHint', label: 'Display hint', value: get('DisplayHint', label) },
  {
    section: 'identity',
    field: 'PrimaryListing',
    label: 'Primary listing (Uic)',
    value: get('PrimaryListing', (value) => (asNumber(value) !== undefined ? String(asNumber(value)) : undefined)),
  },
  { section: 'identity', field: 'RelatedInstruments', label: 'Related instruments', value: related },
  { section: 'identity', field: 'RelatedOptionRootsEnhanced', label: 'Related option roots', value: relatedRoots },

  { section: 'trading', field: 'LotSize', label: 'Lot size', value: get('LotSize', num) },
  { section: 'trading', field: 'LotSizeType', label: 'Lot size type', value: get('LotSizeType', label) },
  { section: 'trading', field: 'MinimumLotSize', label: 'Minimum lot size', value: get('MinimumLotSize', num) },
  { section: 'trading', field: 'MinimumTradeSize', label: 'Minimum trade size', value: get('MinimumTradeSize', num) },
  { section: 'trading', field: 'IncrementSize', label: 'Increment size', value: get('IncrementSize', num) },
  { section: 'trading', field: 'ContractSize', label: 'Contract size', value: get('ContractSize', num) },
  { section: 'trading', field: 'PriceToContractFactor', label: 'Price to contract factor', value: get('PriceToContractFactor', num) },
  { section: 'trading', field: 'AmountDecimals', label: 'Amount decimals', value: get('AmountDecimals', num) },
  { section: 'trading', field: 'DefaultAmount', label: 'Default amount', value: get('DefaultAmount', num) },
  { section: 'trading', field: 'StandardAmounts', label: 'Standard amounts', value: get('StandardAmounts', (value) => list(value, num)) },
  { section: 'trading', field: 'MinimumOrderValue', label: 'Minimum order value', value: get('MinimumOrderValue', num) },
  { section: 'trading', field: 'TickSize', label: 'Tick size', value: get('TickSize', num) },
  { section: 'trading', field: 'TickSizeLimitOrder', label: 'Tick size (limit orders)', value: get('TickSizeLimitOrder', num) },
  { section: 'trading', field: 'TickSizeStopOrder', label: 'Tick size (stop orders)', value: get('TickSizeStopOrder', num) },
  { section: 'trading', field: 'TickSizeScheme', label: 'Tick size scheme', value: tickScheme },
  { section: 'trading', field: 'Format.Decimals', label: 'Price decimals', value: (details) => num(details.Format?.Decimals) },
  { section: 'trading', field: 'Format.OrderDecimals', label: 'Order price decimals', value: (details) => num(details.Format?.OrderDecimals) },
  { section: 'trading', field: 'Format.Format', label: 'Price format', value: (details) => label(details.Format?.Format) },
  { section: 'trading', field: 'IsComplex', label: 'Complex', value: get('IsComplex', bool) },
  { section: 'trading', field: 'CanParticipateInMultiLegOrder', label: 'Multi-leg orders', value: get('CanParticipateInMultiLegOrder', bool) },
  { section: 'trading', field: 'ShortTradeDisabled', label: 'Short selling disabled', value: get('ShortTradeDisabled', bool) },

  { section: 'orders', field: 'SupportedOrderTypes', label: 'Order types', value: get('SupportedOrderTypes', (value) => list(value, label)) },
  { section: 'orders', field: 'SupportedStrategies', label: 'Strategies', value: get('SupportedStrategies', (value) => list(value, label)) },
  { section: 'orders', field: 'DefaultSlippage', label: 'Default slippage', value: (details) => distance(details.DefaultSlippage, details.DefaultSlippageType) },
  ...ORDER_DISTANCES.flatMap((kind): FieldDef[] => [
    {
      section: 'orders',
      field: `OrderDistances.${kind.prefix}DefaultDistance`,
      label: `${kind.order.replace(' ', '-')} distance`,
      value: (d) => distance(distanceField(d, kind.prefix, 'DefaultDistance'), distanceField(d, kind.prefix, 'DefaultDistanceType')),
    },
    ...(kind.prefix === 'StopLoss'
      ? [
          {
            section: 'orders',
            field: 'OrderDistances.StopLossDefaultOrderType',
            label: 'Stop-loss order type',
            value: (d) => label(d.OrderDistances?.StopLossDefaultOrderType),
          } satisfies FieldDef,
        ]
      : []),
    ...(kind.canBeOff
      ? [
          {
            section: 'orders',
            field: `OrderDistances.${kind.prefix}DefaultEnabled`,
            label: `${kind.order.replace(' ', '-')} on by default`,
            value: (d) => bool(distanceField(d, kind.prefix, 'DefaultEnabled')),
          } satisfies FieldDef,
        ]
      : []),
  ]),

  { section: 'status', field: 'IsTradable', label: 'Tradable', value: get('IsTradable', bool) },
  { section: 'status', field: 'TradingStatus', label: 'Trading status', value: get('TradingStatus', label) },
  { section: 'status', field: 'NonTradableReason', label: 'Non-tradable reason', value: get('NonTradableReason', label) },
  { section: 'status', field: 'TradableOn', label: 'Tradable on (accounts)', value: get('TradableOn', (value) => list(value)) },
  { section: 'status', field: 'ExpiryDate', label: 'Expiry date', value: get('ExpiryDate', date) },
  { section: 'status', field: 'NoticeDate', label: 'Notice date', value: get('NoticeDate', date) },

  { section: 'OrderSetting', field: 'OrderSetting.Currency', label: 'Currency', value: (d) => text(d.OrderSetting?.Currency) },
  { section: 'OrderSetting', field: 'OrderSetting.MaxOrderSize', label: 'Maximum order size', value: (d) => num(d.OrderSetting?.MaxOrderSize) },
  { section: 'OrderSetting', field: 'OrderSetting.MaxOrderValue', label: 'Maximum order value', value: (d) => num(d.OrderSetting?.MaxOrderValue) },
  { section: 'OrderSetting', field: 'OrderSetting.MinOrderValue', label: 'Minimum order value', value: (d) => num(d.OrderSetting?.MinOrderValue) },

  { section: 'TradingSessions', field: 'TradingSessions.TimeZone', label: 'Time zone', value: sessionZone },
  { section: 'TradingSessions', field: 'TradingSessions.Sessions', label: 'State now', value: (d, now) => stateAt(d, now) },
  { section: 'TradingSessions', field: 'TradingSessions.Sessions[]', label: 'Sessions returned', value: sessionSpan },
];

/** Top-level fields shown by the curated rows above (the rest go to "Other fields"). */
const COVERED = new Set([
  ...FIELDS.map((field) => field.field.split(/[.[]/)[0] as string),
  'DefaultSlippageType',
  'RelatedOptionRoots',
  'SupportedOrderTypeSettings',
  'OrderDistances',
  'Format',
  'Exchange',
  'TradingSessions',
  'OrderSetting',
]);

export interface CompareRow {
  id: string;
  section: SectionId;
  field: string;
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

function orderTypeRows(columns: readonly (InstrumentDetails | undefined)[]): FieldDef[] {
  const types = [...new Set(columns.flatMap((details) => (details ? orderTypeSettings(details).map((setting) => setting.orderType) : [])))];
  return types.map((type) => ({
    section: 'SupportedOrderTypeSettings' as const,
    field: `SupportedOrderTypeSettings[${type}]`,
    label: enumLabel(type),
    value: (details: InstrumentDetails) => {
      if (!Array.isArray(details.SupportedOrderTypeSettings)) return undefined;
      const setting = orderTypeSettings(details).find((entry) => entry.orderType === type);
      return setting ? none(setting.durations.map((duration) => enumLabel(duration))) : 'Not supported';
    },
  }));
}

/** Generic rows for fields the curated list does not know, so that nothing the service sends is hidden. */
function otherRows(columns: readonly (InstrumentDetails | undefined)[]): FieldDef[] {
  const paths: string[] = [];
  const add = (path: string) => {
    if (!paths.includes(path)) paths.push(path);
  };
  for (const details of columns) {
    if (!details) continue;
    for (const [key, value] of Object.entries(details)) {
      if (COVERED.has(key)) continue;
      if (value && typeof value === 'object' && !Array.isArray(value)) for (const sub of Object.keys(value)) add(`${key}.${sub}`);
      else add(key);
    }
  }
  paths.sort((a, b) => a.localeCompare(b));
  return paths.map((path) => {
    const [key, sub] = path.split('.') as [string, string | undefined];
    return {
      section: 'other' as const,
      field: path,
      label: sub ? `${enumLabel(key)}: ${enumLabel(sub)}` : enumLabel(key),
      value: (details: InstrumentDetails) => genericValue(sub ? (details[key] as Record<string, unknown> | undefined)?.[sub] : details[key]),
    };
  });
}

/** Any JSON value as short text. */
export function genericValue(value: unknown): Value {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return formatBoolean(value);
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return parseServiceDate(value) && /^\d{4}-\d{2}-\d{2}/.test(value.trim()) ? date(value) : clean(value);
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) return list(value, (item) => genericValue(item));
    return `${value.length} item${value.length === 1 ? '' : 's'}: ${JSON.stringify(value).slice(0, 160)}`;
  }
  return JSON.stringify(value).slice(0, 160);
}

/**
 * The comparison table: curated sections first, then the field groups asked
 * for, then every other field any of the instruments carries. Rows no
 * instrument has a value for are left out.
 */
export function buildComparison(columns: readonly (InstrumentDetails | undefined)[], now: Date = new Date()): CompareSection[] {
  const present = columns.map((details) => details !== undefined);
  const defs = [...FIELDS, ...orderTypeRows(columns), ...otherRows(columns)];
  const order: SectionId[] = ['identity', 'trading', 'orders', 'status', 'OrderSetting', 'SupportedOrderTypeSettings', 'TradingSessions', 'other'];
  const sections = new Map<SectionId, CompareRow[]>(order.map((id) => [id, []]));
  for (const def of defs) {
    const values = columns.map((details) => (details ? def.value(details, now) : undefined));
    if (values.every((value) => value === undefined)) continue;
    sections.get(def.section)?.push({
      id: def.field,
      section: def.section,
      field: def.field,
      label: def.label,
      values,
      differs: differs(values, present),
    });
  }
  return order.map((id) => ({ id, label: SECTION_LABELS[id], rows: sections.get(id) ?? [] })).filter((section) => section.rows.length > 0);
}

/** Sections keeping only the rows that differ. */
export function onlyDifferences(sections: readonly CompareSection[]): CompareSection[] {
  return sections.map((section) => ({ ...section, rows: section.rows.filter((row) => row.differs) })).filter((section) => section.rows.length > 0);
}
