/**
 * The compare page: its URL state, the details-list (4.3) parameters it
 * asks for, and the comparison table (fields as rows, instruments as
 * columns) with the rows whose values differ.
 */
import { z } from 'zod';
import type { DetailsListParams } from '../../api/queries/refdata';
import type { InstrumentDetails, TradingSession } from '../../api/types';
import { asNumber, clean, enumLabel, formatBoolean, formatDate, formatDateTime, formatNumber, MISSING, parseServiceDate } from '../../lib/format';
import { parseList, PartialValue, searchValidator } from '../../lib/search-params';
import { detailsQueryLists, parsePairs, type InstrumentPair } from './pairs';
import { booleanParam, pairsParam, skipParam, textParam, topParam, MAX_COMPARE, MAX_TOP } from './search-state';


export const FIELD_GROUP_OPTIONS = [
  { value: 'OrderSetting', label: 'Order settings' },
  { value: 'SupportedOrderTypeSettings', label: 'Order types and durations' },
  { value: 'TradingSessions', label: 'Trading sessions' },
  { value: 'MarketData', label: 'Market data' },
] as const;

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*$/;

/** FieldGroups: known names in canonical casing, other names passed on as written; items that are not names are ignored with a note. */
export const fieldGroupsParam = z.string().transform((value, ctx) => {
  const items = parseList(value);
  const bad = items.filter((item) => !IDENTIFIER.test(item));
  const out: string[] = [];
  for (const item of items) {
    if (!IDENTIFIER.test(item)) continue;
    const canonical = FIELD_GROUP_OPTIONS.find((option) => option.value.toLowerCase() === item.toLowerCase())?.value ?? item;
    if (!out.includes(canonical)) out.push(canonical);
  }
  if (out.length === 0) {
    ctx.addIssue({ code: 'custom', message: bad.length ? `Not a field group name: ${bad.join(', ')}` : 'Empty list' });
    return z.NEVER;
  }
  return bad.length ? new PartialValue(out.join(','), bad.join(','), `Not a field group name: ${bad.join(', ')}`) : out.join(',');
});

export const compareShape = {
  /** The instruments, as uic:AssetType pairs (Uics and AssetTypes of 4.3). */
  items: pairsParam(MAX_COMPARE),
  /** FieldGroups */
  groups: fieldGroupsParam,
  /** Show only the fields whose values differ. */
  diff: booleanParam,
  /** Tags */
  tags: textParam(),
  /** AccountKey */
  account: textParam(100),
  /** $top (by default, enough rows for every pair) */
  top: topParam,
  /** $skip */
  skip: skipParam,
};

export const compareParams = searchValidator(compareShape);
export type CompareUrl = ReturnType<typeof compareParams.validate>;

/** $top that lets one page hold every combination of the requested Uics and asset types. */
export function automaticTop(pairs: readonly InstrumentPair[]): number {
  const { uics, assetTypes } = detailsQueryLists(pairs);
  return Math.min(MAX_TOP, Math.max(1, uics.length * assetTypes.length));
}

export function toDetailsListParams(compare: CompareUrl): DetailsListParams {
  const pairs = parsePairs(compare.items);
  const { uics, assetTypes } = detailsQueryLists(pairs);
  const params: DetailsListParams = { Uics: uics, AssetTypes: assetTypes };
  const groups = parseList(compare.groups);
  if (groups.length) params.FieldGroups = groups;
  const tags = parseList(compare.tags);
  if (tags.length) params.Tags = tags;
  if (compare.account) params.AccountKey = compare.account;
  params.$top = compare.top ?? automaticTop(pairs);
  if (compare.skip) params.$skip = compare.skip;
  return params;
}

// Formatting of values for comparison: a string per value, undefined when missing.

type Value = string | undefined;

const text = (value: unknown): Value => clean(value);
const num = (value: unknown): Value => (asNumber(value) !== undefined ? formatNumber(value) : clean(value));
const bool = (value: unknown): Value => (typeof value === 'boolean' ? formatBoolean(value) : undefined);
const label = (value: unknown): Value => (clean(value) ? enumLabel(value) : undefined);
const date = (value: unknown): Value => (parseServiceDate(value) ? formatDate(value) : clean(value));

function list(value: unknown, item: (entry: unknown) => Value = text): Value {
  if (!Array.isArray(value)) return undefined;
  const items = value.map(item).filter((entry): entry is string => entry !== undefined);
  return items.length ? items.join(', ') : '(none)';
}

function distance(amount: unknown, type: unknown): Value {
  const value = num(amount);
  if (value === undefined) return undefined;
  const unit = clean(type);
  if (!unit) return value;
  if (unit === 'Percentage') return `${value} %`;
  return `${value} ${enumLabel(unit).toLowerCase()}`;
}

function tickScheme(details: InstrumentDetails): Value {
  const scheme = details.TickSizeScheme;
  if (!scheme || typeof scheme !== 'object') return undefined;
  const parts: string[] = [];
  const fallback = num(scheme.DefaultTickSize);
  if (fallback) parts.push(`default ${fallback}`);
  for (const element of Array.isArray(scheme.Elements) ? scheme.Elements : []) {
    const high = num(element?.HighPrice);
    const tick = num(element?.TickSize);
    if (high && tick) parts.push(`up to ${high}: ${tick}`);
  }
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
  return list(details.RelatedInstruments, (entry) => {
    const key = entry as { AssetType?: unknown; Uic?: unknown };
    const uic = asNumber(key?.Uic);
    const type = clean(key?.AssetType);
    return uic !== undefined && type ? `${enumLabel(type)} ${uic}` : undefined;
  });
}

function relatedRoots(details: InstrumentDetails): Value {
  if (Array.isArray(details.RelatedOptionRootsEnhanced)) {
    return list(details.RelatedOptionRootsEnhanced, (entry) => {
      const root = entry as { AssetType?: unknown; OptionRootId?: unknown };
      const id = asNumber(root?.OptionRootId);
      return id !== undefined ? `${clean(root?.AssetType) ? `${enumLabel(root.AssetType)} ` : ''}root ${id}` : undefined;
    });
  }
  return Array.isArray(details.RelatedOptionRoots) ? list(details.RelatedOptionRoots, (id) => (asNumber(id) !== undefined ? `root ${asNumber(id)}` : undefined)) : undefined;
}

function sessions(details: InstrumentDetails): TradingSession[] {
  const list = details.TradingSessions?.Sessions;
  return Array.isArray(list) ? list.filter((session) => session && typeof session === 'object') : [];
}

function sessionZone(details: InstrumentDetails): Value {
  const zone = details.TradingSessions;
  if (!zone || typeof zone !== 'object') return undefined;
  const abbreviation = clean(zone.TimeZoneAbbreviation);
  const offset = clean(zone.TimeZoneOffset)?.replace(/:00$/, '');
  const id = asNumber(zone.TimeZone);
  const parts = [abbreviation, offset ? `UTC${offset.startsWith('-') || offset.startsWith('+') ? offset : `+${offset}`}` : undefined, id !== undefined ? `zone ${id}` : undefined];
  const textValue = parts.filter(Boolean).join(' · ');
  return textValue || undefined;
}

function stateAt(details: InstrumentDetails, now: Date): Value {
  if (!details.TradingSessions) return undefined;
  const time = now.getTime();
  const current = sessions(details).find((session) => {
    const start = parseServiceDate(session.StartTime)?.getTime();
    const end = parseServiceDate(session.EndTime)?.getTime();
    return start !== undefined && end !== undefined && start <= time && time < end;
  });
  return current ? label(current.State) : 'No session now';
}

function sessionSpan(details: InstrumentDetails): Value {
  const list = sessions(details);
  if (!details.TradingSessions) return undefined;
  if (list.length === 0) return '(none)';
  const first = list[0]?.StartTime;
  const last = list[list.length - 1]?.EndTime;
  return `${list.length} sessions, ${formatDateTime(first)} → ${formatDateTime(last)} UTC`;
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
  /** Names the instrument (symbol, Uic…): different instruments always differ here, which is not worth flagging. */
  identifying?: boolean;
}

const get =
  (name: string, format: (value: unknown) => Value = text) =>
  (details: InstrumentDetails): Value =>
    format(details[name]);

const FIELDS: readonly FieldDef[] = [
  { section: 'identity', identifying: true, field: 'Symbol', label: 'Symbol', value: get('Symbol') },
  { section: 'identity', identifying: true, field: 'Description', label: 'Description', value: get('Description') },
  { section: 'identity', identifying: true, field: 'Uic', label: 'Uic', value: get('Uic', (value) => (asNumber(value) !== undefined ? String(asNumber(value)) : undefined)) },
  { section: 'identity', field: 'AssetType', label: 'Asset type', value: get('AssetType', label) },
  { section: 'identity', field: 'Exchange', label: 'Exchange', value: exchange },
  { section: 'identity', field: 'Exchange.CountryCode', label: 'Exchange country', value: (details) => clean(details.Exchange?.CountryCode) },
  { section: 'identity', field: 'CurrencyCode', label: 'Currency', value: get('CurrencyCode') },
  { section: 'identity', field: 'PriceCurrency', label: 'Price currency', value: get('PriceCurrency') },
  { section: 'identity', field: 'TradableAs', label: 'Tradable as', value: get('TradableAs', (value) => list(value, label)) },
  { section: 'identity', field: 'DisplayHint', label: 'Display hint', value: get('DisplayHint', label) },
  { section: 'identity', field: 'PrimaryListing', label: 'Primary listing (Uic)', value: get('PrimaryListing', (value) => (asNumber(value) !== undefined ? String(asNumber(value)) : undefined)) },
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
  { section: 'orders', field: 'OrderDistances.EntryDefaultDistance', label: 'Entry distance', value: (d) => distance(d.OrderDistances?.EntryDefaultDistance, d.OrderDistances?.EntryDefaultDistanceType) },
  { section: 'orders', field: 'OrderDistances.LimitDefaultDistance', label: 'Limit distance', value: (d) => distance(d.OrderDistances?.LimitDefaultDistance, d.OrderDistances?.LimitDefaultDistanceType) },
  { section: 'orders', field: 'OrderDistances.StopLimitDefaultDistance', label: 'Stop-limit distance', value: (d) => distance(d.OrderDistances?.StopLimitDefaultDistance, d.OrderDistances?.StopLimitDefaultDistanceType) },
  { section: 'orders', field: 'OrderDistances.StopLossDefaultDistance', label: 'Stop-loss distance', value: (d) => distance(d.OrderDistances?.StopLossDefaultDistance, d.OrderDistances?.StopLossDefaultDistanceType) },
  { section: 'orders', field: 'OrderDistances.StopLossDefaultOrderType', label: 'Stop-loss order type', value: (d) => label(d.OrderDistances?.StopLossDefaultOrderType) },
  { section: 'orders', field: 'OrderDistances.StopLossDefaultEnabled', label: 'Stop-loss on by default', value: (d) => bool(d.OrderDistances?.StopLossDefaultEnabled) },
  { section: 'orders', field: 'OrderDistances.TakeProfitDefaultDistance', label: 'Take-profit distance', value: (d) => distance(d.OrderDistances?.TakeProfitDefaultDistance, d.OrderDistances?.TakeProfitDefaultDistanceType) },
  { section: 'orders', field: 'OrderDistances.TakeProfitDefaultEnabled', label: 'Take-profit on by default', value: (d) => bool(d.OrderDistances?.TakeProfitDefaultEnabled) },

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
  const types: string[] = [];
  for (const details of columns) {
    for (const setting of Array.isArray(details?.SupportedOrderTypeSettings) ? details.SupportedOrderTypeSettings : []) {
      const type = clean(setting?.OrderType);
      if (type && !types.includes(type)) types.push(type);
    }
  }
  return types.map((type) => ({
    section: 'SupportedOrderTypeSettings' as const,
    field: `SupportedOrderTypeSettings[${type}]`,
    label: enumLabel(type),
    value: (details: InstrumentDetails) => {
      if (!Array.isArray(details.SupportedOrderTypeSettings)) return undefined;
      const setting = details.SupportedOrderTypeSettings.find((entry) => clean(entry?.OrderType) === type);
      return setting ? (list(setting.DurationTypes, label) ?? '(none)') : 'Not supported';
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
      differs: !def.identifying && differs(values, present),
    });
  }
  return order.map((id) => ({ id, label: SECTION_LABELS[id], rows: sections.get(id) ?? [] })).filter((section) => section.rows.length > 0);
}

/** Sections keeping only the rows that differ. */
export function onlyDifferences(sections: readonly CompareSection[]): CompareSection[] {
  return sections.map((section) => ({ ...section, rows: section.rows.filter((row) => row.differs) })).filter((section) => section.rows.length > 0);
}
