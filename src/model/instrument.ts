/**
 * Instrument details (4.4) made ready for display: labelled rows per
 * section, the tick size scheme as price bands, order distances, related
 * instruments and option roots, and the fields no section shows. Tolerates
 * what the service really sends (junk strings, numbers as text, unknown
 * enum values, missing fields).
 */
import type { DetailsListParams } from '@/api/queries/params';
import type { InstrumentDetails, TickSizeScheme } from '@/api/types';
import { MISSING, asNumber, clean, daysUntil, display, enumLabel, formatBoolean, formatDate, formatDateTime, formatNumber } from '@/lib/format';

// Field groups: in their own module, which the first load carries for the details address.
export * from './field-groups';

// Rows ----------------------------------------------------------------------

/** Shown for an identifier the service did not give. */
export const NOT_GIVEN = 'Not given';
/** Instrument details carry no ISIN (search matches it without returning it); corporate-action events do. */
export const ISIN_NOT_SENT = 'Not in reference data';

export interface Row {
  label: string;
  value: string;
  /** Shown in a monospace font (identifiers, codes). */
  mono?: boolean;
  /** A copy button copies this. */
  copy?: string;
}

function row(label: string, value: string, extra: Omit<Row, 'label' | 'value'> = {}): Row {
  return { label, value, ...extra };
}

/** Rows whose value is missing are left out. */
function present(rows: readonly (Row | undefined)[]): Row[] {
  return rows.filter((entry): entry is Row => entry !== undefined && entry.value !== MISSING);
}

function list(values: unknown): string[] {
  return Array.isArray(values) ? values.map((value) => clean(value)).filter((value): value is string => value !== undefined) : [];
}

function enumList(values: unknown): string {
  const items = list(values);
  return items.length ? items.map((item) => enumLabel(item)).join(', ') : MISSING;
}

/** The symbol, description and asset type for headings (trailing spaces and junk removed). */
export function headline(details: InstrumentDetails, fallback: { uic: number; assetType: string }) {
  const symbol = clean(details.Symbol);
  const description = clean(details.Description);
  const assetType = clean(details.AssetType) ?? fallback.assetType;
  const uic = typeof details.Uic === 'number' ? details.Uic : fallback.uic;
  return { symbol, description, assetType, uic, title: symbol ?? description ?? `Uic ${uic}` };
}

export type StatusTone = 'green' | 'orange' | 'red' | 'gray';

/** The instrument's trading status in a word and a colour. */
export function tradingState(details: InstrumentDetails): { label: string; color: StatusTone } {
  const status = clean(details.TradingStatus);
  if (status === 'ReduceOnly') return { label: 'Reduce only', color: 'orange' };
  if (status === 'NonTradable' || details.IsTradable === false) return { label: 'Not tradable', color: 'red' };
  if (status === 'Tradable' || details.IsTradable === true) return { label: 'Tradable', color: 'green' };
  return { label: status ? enumLabel(status) : 'Status not given', color: 'gray' };
}

/** The service's code and its label, e.g. `CFD on stock (CfdOnStock)`. */
export function assetTypeText(value: unknown): string {
  const code = clean(value);
  if (!code) return MISSING;
  const label = enumLabel(code);
  return label === code ? code : `${label} (${code})`;
}

export function identityRows(details: InstrumentDetails, uic: number): Row[] {
  const exchange = details.Exchange ?? {};
  const exchangeName = clean(exchange.Name);
  const exchangeId = clean(exchange.ExchangeId);
  const symbol = clean(details.Symbol);
  const priceCurrency = clean(details.PriceCurrency) ?? clean(details.Format?.PriceCurrency);
  const currency = clean(details.CurrencyCode);
  const displayHint = clean(details.DisplayHint);
  const primary = asNumber(details.PrimaryListing);
  return [
    row('Symbol', symbol ?? MISSING, { mono: true, ...(symbol ? { copy: symbol } : {}) }),
    row('Description', display(details.Description)),
    row('Uic', String(typeof details.Uic === 'number' ? details.Uic : uic), { mono: true, copy: String(typeof details.Uic === 'number' ? details.Uic : uic) }),
    row('ISIN', ISIN_NOT_SENT),
    row('Asset type', assetTypeText(details.AssetType)),
    row('Exchange', exchangeName && exchangeId && exchangeName !== exchangeId ? `${exchangeName} (${exchangeId})` : (exchangeName ?? exchangeId ?? MISSING)),
    row('Exchange country', display(exchange.CountryCode)),
    // The broker's own zone id, as the details answer gives it (the trading schedule names its zone apart).
    ...present([row('Exchange time zone id', asNumber(exchange.TimeZoneId)?.toString() ?? display(exchange.TimeZoneId), { mono: true })]),
    row('Currency', display(currency)),
    ...present([
      priceCurrency && priceCurrency !== currency ? row('Price currency', priceCurrency) : undefined,
      row('Price source', display(exchange.PriceSourceName)),
      displayHint && displayHint !== 'None' ? row('Display hint', enumLabel(displayHint)) : undefined,
      // Numeric text is the Uic it names; other text is shown as sent, since the field counts as shown.
      primary === undefined
        ? row('Primary listing', display(details.PrimaryListing))
        : primary !== (asNumber(details.Uic) ?? uic)
          ? row('Primary listing', `Uic ${primary}`, { mono: true })
          : undefined,
      row('Complexity', details.IsComplex === true ? 'Complex' : details.IsComplex === false ? 'Non-complex' : MISSING),
      // The details answer sends 0 where the search gives the group (same-security.ts): said, not left to contradict it.
      row('Group id', details.GroupId === 0 ? '0 (none in the details answer; the search gives the group)' : (asNumber(details.GroupId)?.toString() ?? MISSING)),
    ]),
    row('Tradable as', enumList(details.TradableAs)),
    ...present([row('Tradable on (accounts)', list(details.TradableOn).join(', ') || MISSING, { mono: true })]),
  ];
}

export function statusRows(details: InstrumentDetails): Row[] {
  const reason = clean(details.NonTradableReason);
  return [
    row('Tradable', formatBoolean(details.IsTradable)),
    row('Trading status', enumLabel(details.TradingStatus)),
    // As the service says it ("None" when there is no reason), the same words as the compare page; — only when missing.
    row('Non-tradable reason', reason ? enumLabel(reason) : MISSING),
    ...present([
      row('Short selling', details.ShortTradeDisabled === true ? 'Disabled' : details.ShortTradeDisabled === false ? 'Allowed' : MISSING),
      row('Trading signals', enumLabel(details.TradingSignals)),
      row('Extended trading hours', formatBoolean(details.IsExtendedTradingHoursEnabled)),
      row('Multi-leg orders', formatBoolean(details.CanParticipateInMultiLegOrder)),
      row('Direct market access', formatBoolean(details.IsDmaEnabled)),
      row('PEA eligible', formatBoolean(details.IsPEAEligible)),
      row('PEA-PME eligible', formatBoolean(details.IsPEASMEEligible)),
    ]),
  ];
}

function withUnit(value: unknown, unit: unknown): string {
  const number = formatNumber(value);
  const text = clean(unit);
  return number === MISSING ? MISSING : text ? `${number} ${text}` : number;
}

export function tradingRows(details: InstrumentDetails): Row[] {
  const format = details.Format ?? {};
  const lotSizeType = clean(details.LotSizeType);
  const slippage = asNumber(details.DefaultSlippage);
  return present([
    row('Lot size', formatNumber(details.LotSize)),
    row('Lot size type', lotSizeType ? enumLabel(lotSizeType) : MISSING),
    row('Lot size text', display(details.LotSizeText)),
    row('Minimum lot size', formatNumber(details.MinimumLotSize)),
    row('Increment size', formatNumber(details.IncrementSize)),
    row('Minimum trade size', withUnit(details.MinimumTradeSize, details.MinimumTradeSizeCurrency)),
    row('Minimum order value', withUnit(details.MinimumOrderValue, details.CurrencyCode)),
    row('Default amount', formatNumber(details.DefaultAmount)),
    row('Amount decimals', formatNumber(details.AmountDecimals, 0)),
    row('Tick size', formatNumber(details.TickSize)),
    row('Tick size, limit orders', formatNumber(details.TickSizeLimitOrder)),
    row('Tick size, stop orders', formatNumber(details.TickSizeStopOrder)),
    row('Price format', enumLabel(format.Format)),
    row('Price decimals', formatNumber(format.Decimals, 0)),
    row('Order price decimals', formatNumber(format.OrderDecimals, 0)),
    row('Strike decimals', formatNumber(format.StrikeDecimals, 0)),
    row('Numerator decimals', formatNumber(format.NumeratorDecimals, 0)),
    row('Barrier decimals', formatNumber(format.BarrierDecimals, 0)),
    row(
      'Default slippage',
      slippage === undefined ? MISSING : `${formatNumber(slippage)}${clean(details.DefaultSlippageType) ? ` (${enumLabel(details.DefaultSlippageType)})` : ''}`,
    ),
    row('Max guaranteed stop size', formatNumber(details.MaxGuaranteedStopOrderSize)),
    // An option's strategies are its multi-leg ones (the option section); elsewhere they name the algo strategies, as sent.
    row('Algo strategies', isOption(details) ? MISSING : list(details.SupportedStrategies).join(', ') || MISSING),
  ]);
}

/** The standard amounts, formatted; empty when none. */
export function standardAmounts(details: InstrumentDetails): string[] {
  return (Array.isArray(details.StandardAmounts) ? details.StandardAmounts : []).map((amount) => formatNumber(amount, undefined, '')).filter((text) => text !== '');
}

export function orderTypes(details: InstrumentDetails): string[] {
  return list(details.SupportedOrderTypes);
}

export interface TickBand {
  /** Prices above this (exclusive); undefined for the first band. */
  above?: number;
  /** Prices up to this (inclusive); undefined for the default band. */
  upTo?: number;
  tick: string;
  isDefault: boolean;
}

/** The tick size scheme as price bands: each element up to its HighPrice, the default above the last. */
export function tickBands(scheme: TickSizeScheme | undefined): TickBand[] {
  if (!scheme || typeof scheme !== 'object') return [];
  const elements = (Array.isArray(scheme.Elements) ? scheme.Elements : [])
    .map((element) => ({ high: asNumber(element?.HighPrice), tick: asNumber(element?.TickSize) }))
    .filter((element): element is { high: number; tick: number | undefined } => element.high !== undefined)
    .sort((a, b) => a.high - b.high);
  const bands: TickBand[] = [];
  let previous: number | undefined;
  for (const element of elements) {
    const band: TickBand = { upTo: element.high, tick: formatNumber(element.tick), isDefault: false };
    if (previous !== undefined) band.above = previous;
    bands.push(band);
    previous = element.high;
  }
  const fallback = asNumber(scheme.DefaultTickSize);
  if (fallback !== undefined || bands.length > 0) {
    const band: TickBand = { tick: formatNumber(fallback), isDefault: true };
    if (previous !== undefined) band.above = previous;
    bands.push(band);
  }
  return bands;
}

export function tickBandRange(band: TickBand): string {
  if (band.above === undefined && band.upTo === undefined) return 'All prices';
  if (band.above === undefined) return `Up to ${formatNumber(band.upTo)}`;
  if (band.upTo === undefined) return `Above ${formatNumber(band.above)}`;
  return `Above ${formatNumber(band.above)} up to ${formatNumber(band.upTo)}`;
}

export interface DistanceRow {
  order: string;
  distance: string;
  type: string;
  extra?: string;
}

/** The kinds of default order distance (OrderDistances), by the prefix of their fields; stop loss and take profit can be off by default. */
export const ORDER_DISTANCES = [
  { order: 'Entry', prefix: 'Entry', canBeOff: false },
  { order: 'Limit', prefix: 'Limit', canBeOff: false },
  { order: 'Stop limit', prefix: 'StopLimit', canBeOff: false },
  { order: 'Stop loss', prefix: 'StopLoss', canBeOff: true },
  { order: 'Take profit', prefix: 'TakeProfit', canBeOff: true },
] as const;

/** A field of one kind of order distance, e.g. `StopLoss` + `DefaultDistanceType`. */
export function distanceField(details: InstrumentDetails, prefix: string, field: 'DefaultDistance' | 'DefaultDistanceType' | 'DefaultEnabled' | 'DefaultOrderType'): unknown {
  const distances = details.OrderDistances as Record<string, unknown> | undefined;
  return distances && typeof distances === 'object' ? distances[`${prefix}${field}`] : undefined;
}

/** Default order distances per order kind. */
export function distanceRows(details: InstrumentDetails): DistanceRow[] {
  if (!details.OrderDistances || typeof details.OrderDistances !== 'object') return [];
  return ORDER_DISTANCES.flatMap(({ order, prefix, canBeOff }) => {
    const amount = distanceField(details, prefix, 'DefaultDistance');
    const type = distanceField(details, prefix, 'DefaultDistanceType');
    if (asNumber(amount) === undefined && clean(type) === undefined) return [];
    const enabled = distanceField(details, prefix, 'DefaultEnabled');
    const orderType = distanceField(details, prefix, 'DefaultOrderType');
    const extra = [
      canBeOff && typeof enabled === 'boolean' ? `on by default: ${formatBoolean(enabled).toLowerCase()}` : undefined,
      clean(orderType) ? `order type: ${enumLabel(orderType)}` : undefined,
    ]
      .filter(Boolean)
      .join(', ');
    const result: DistanceRow = { order, distance: formatNumber(amount), type: enumLabel(type) };
    if (extra) result.extra = extra;
    return [result];
  });
}

// Type-specific sections -----------------------------------------------------

const OPTION_TYPES = new Set(['StockOption', 'StockIndexOption', 'FuturesOption', 'CfdIndexOption']);
const FUTURE_TYPES = new Set(['ContractFutures', 'CfdOnFutures']);

export function isOption(details: InstrumentDetails): boolean {
  const putCall = clean(details.PutCall);
  return OPTION_TYPES.has(clean(details.AssetType) ?? '') || putCall === 'Call' || putCall === 'Put';
}

export function isFuture(details: InstrumentDetails): boolean {
  return FUTURE_TYPES.has(clean(details.AssetType) ?? '');
}

export function isBond(details: InstrumentDetails): boolean {
  return clean(details.AssetType) === 'Bond' || clean(details.BondType) !== undefined || asNumber(details.Coupon) !== undefined;
}

function dateWithDays(value: unknown, now: Date): string {
  const text = formatDate(value);
  const days = daysUntil(value, now);
  if (text === MISSING || days === undefined) return text;
  if (days === 0) return `${text} (today)`;
  return days > 0 ? `${text} (in ${formatNumber(days, 0)} ${days === 1 ? 'day' : 'days'})` : `${text} (${formatNumber(-days, 0)} days ago)`;
}

export function optionRows(details: InstrumentDetails, now: Date = new Date()): Row[] {
  const strikeDecimals = asNumber(details.Format?.StrikeDecimals);
  return present([
    row('Put or call', enumLabel(details.PutCall)),
    row('Strike', formatNumber(details.StrikePrice, strikeDecimals !== undefined && Number.isInteger(strikeDecimals) ? strikeDecimals : undefined)),
    row('Expiry', dateWithDays(details.ExpiryDate, now)),
    row('Exercise style', enumLabel(details.ExerciseStyle)),
    row('Settlement style', enumLabel(details.SettlementStyle)),
    row('Exercise cut-off time', display(details.ExerciseCutOffTime)),
    row('Contract size', formatNumber(details.ContractSize)),
    row('Price to contract factor', formatNumber(details.PriceToContractFactor)),
    row('Underlying asset type', assetTypeText(details.UnderlyingAssetType)),
    row('Supported strategies', enumList(details.SupportedStrategies)),
  ]);
}

export function futureRows(details: InstrumentDetails, now: Date = new Date()): Row[] {
  const expiryTime = clean(details.ExpiryDateTime);
  return present([
    row('Expiry', dateWithDays(details.ExpiryDate, now)),
    row('Expiry time', expiryTime ? `${formatDateTime(expiryTime)} UTC` : MISSING),
    row('Notice date', dateWithDays(details.NoticeDate, now)),
    row('Contract size', formatNumber(details.ContractSize)),
    row('Price to contract factor', formatNumber(details.PriceToContractFactor)),
    row('Settlement style', enumLabel(details.SettlementStyle)),
    row('Pit traded', formatBoolean(details.IsPitTraded)),
    row('Trading units', [clean(details.TradingUnitsSingular), clean(details.TradingUnitsPlural)].filter(Boolean).join(' / ') || MISSING),
  ]);
}

export function bondRows(details: InstrumentDetails, now: Date = new Date()): Row[] {
  const coupon = asNumber(details.Coupon);
  return [
    row('Coupon', coupon === undefined ? MISSING : `${formatNumber(coupon)} %`),
    row('Coupon type', enumLabel(details.CouponType)),
    row('Bond type', enumLabel(details.BondType)),
    row('Maturity', dateWithDays(details.ExpiryDate, now)),
    ...present([row('Index ratio', formatNumber(details.BondIndexRatio))]),
  ];
}

export function fxRows(details: InstrumentDetails): Row[] {
  return present([
    row('Spot date', formatDate(details.FxSpotDate)),
    row('First forward date', formatDate(details.FxForwardMinForwardDate)),
    row('Last forward date', formatDate(details.FxForwardMaxForwardDate)),
  ]);
}

// Related instruments --------------------------------------------------------

export interface InstrumentRef {
  uic: number;
  assetType: string;
}

export const refKey = (ref: InstrumentRef) => `${ref.assetType}:${ref.uic}`;

function refOf(uic: unknown, assetType: unknown): InstrumentRef | undefined {
  const number = asNumber(uic);
  const type = clean(assetType);
  return number !== undefined && Number.isInteger(number) && number > 0 && type ? { uic: number, assetType: type } : undefined;
}

/** RelatedInstruments that can be opened (valid Uic and asset type), without duplicates. */
export function relatedInstruments(details: InstrumentDetails): InstrumentRef[] {
  const refs = new Map<string, InstrumentRef>();
  for (const entry of Array.isArray(details.RelatedInstruments) ? details.RelatedInstruments : []) {
    const ref = refOf(entry?.Uic, entry?.AssetType);
    if (ref) refs.set(refKey(ref), ref);
  }
  return [...refs.values()];
}

export interface OptionRootRef {
  optionRootId: number;
  assetType?: string;
  strategies: string[];
}

/** RelatedOptionRootsEnhanced, plus ids only in the deprecated RelatedOptionRoots. */
export function relatedOptionRoots(details: InstrumentDetails): OptionRootRef[] {
  const roots = new Map<number, OptionRootRef>();
  for (const entry of Array.isArray(details.RelatedOptionRootsEnhanced) ? details.RelatedOptionRootsEnhanced : []) {
    const id = asNumber(entry?.OptionRootId);
    if (id === undefined || !Number.isInteger(id) || id <= 0) continue;
    const root: OptionRootRef = { optionRootId: id, strategies: list(entry?.SupportedStrategies) };
    const type = clean(entry?.AssetType);
    if (type) root.assetType = type;
    roots.set(id, root);
  }
  for (const value of Array.isArray(details.RelatedOptionRoots) ? details.RelatedOptionRoots : []) {
    const id = asNumber(value);
    if (id !== undefined && Number.isInteger(id) && id > 0 && !roots.has(id)) roots.set(id, { optionRootId: id, strategies: [] });
  }
  return [...roots.values()];
}

/**
 * Symbol and description of option roots, from search answers (4.1) already at hand: the details name a
 * related root by its id only.
 */
export function optionRootNames(feeds: readonly unknown[]): Map<number, { symbol?: string; description?: string }> {
  const names = new Map<number, { symbol?: string; description?: string }>();
  for (const feed of feeds) {
    const rows = (feed as { Data?: unknown } | undefined)?.Data;
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Record<string, unknown>[]) {
      if (!row || clean(row.SummaryType) !== 'ContractOptionRoot') continue;
      const id = asNumber(row.Identifier);
      if (id === undefined || names.has(id)) continue;
      const name: { symbol?: string; description?: string } = {};
      const symbol = clean(row.Symbol);
      const description = clean(row.Description);
      if (symbol) name.symbol = symbol;
      if (description) name.description = description;
      if (symbol || description) names.set(id, name);
    }
  }
  return names;
}

/** The details-list (4.3) query that describes the related instruments, or undefined when there are none. */
export function relatedLookup(refs: readonly InstrumentRef[]): DetailsListParams | undefined {
  if (refs.length === 0) return undefined;
  const uics = [...new Set(refs.map((ref) => ref.uic))].sort((a, b) => a - b);
  const types = [...new Set(refs.map((ref) => ref.assetType))].sort();
  return { Uics: uics, AssetTypes: types, $top: Math.min(1000, uics.length * types.length) };
}

/** The rows of a details list by instrument key. */
export function byRef(rows: readonly InstrumentDetails[] | undefined): Map<string, InstrumentDetails> {
  const map = new Map<string, InstrumentDetails>();
  for (const entry of rows ?? []) {
    const ref = refOf(entry?.Uic, entry?.AssetType);
    if (ref) map.set(refKey(ref), entry);
  }
  return map;
}

/**
 * The continuous future whose futures space this instrument belongs to: the
 * instrument itself when it is one, else the related ContractFutures the
 * details list marks "Continuous". Undefined while unknown.
 */
export function continuousFutureUic(details: InstrumentDetails, related: readonly InstrumentRef[], described: Map<string, InstrumentDetails>): number | undefined {
  if (clean(details.AssetType) === 'ContractFutures' && clean(details.DisplayHint) === 'Continuous' && typeof details.Uic === 'number') return details.Uic;
  for (const ref of related) {
    if (ref.assetType !== 'ContractFutures') continue;
    if (clean(described.get(refKey(ref))?.DisplayHint) === 'Continuous') return ref.uic;
  }
  return undefined;
}

/** The underlying: UnderlyingUic where given, else the related instrument of the underlying asset type. */
export function underlyingOf(details: InstrumentDetails, related: readonly InstrumentRef[]): InstrumentRef | undefined {
  const direct = refOf(details.UnderlyingUic, details.UnderlyingAssetType);
  if (direct) return direct;
  const type = clean(details.UnderlyingAssetType);
  if (!type || !isOption(details)) return undefined;
  return related.find((ref) => ref.assetType === type);
}

/**
 * The asset types to switch between: TradableAs, with the current one included, and every other asset type the
 * same Uic answers as in `sameUic` (the details list asked for that Uic without asset types, which names each type
 * the Uic has: a stock's TradableAs leaves out its CFD, an FX cross's its swap). Rows of another Uic are ignored.
 */
export function assetTypeChoices(details: InstrumentDetails, current: string, sameUic: readonly InstrumentDetails[] = []): string[] {
  const choices = list(details.TradableAs);
  const own = clean(details.AssetType) ?? current;
  if (!choices.some((choice) => choice.toLowerCase() === own.toLowerCase())) choices.unshift(own);
  const uic = typeof details.Uic === 'number' ? details.Uic : undefined;
  for (const row of sameUic) {
    const type = clean(row.AssetType);
    if (!type || (uic !== undefined && row.Uic !== uic)) continue;
    if (!choices.some((choice) => choice.toLowerCase() === type.toLowerCase())) choices.push(type);
  }
  return [...new Set(choices)];
}

// Fields no section shows -----------------------------------------------------

const SHOWN = new Set([
  'AmountDecimals',
  'AssetType',
  'BondIndexRatio',
  'BondType',
  'CanParticipateInMultiLegOrder',
  'ContractSize',
  'Coupon',
  'CouponType',
  'CurrencyCode',
  'DefaultAmount',
  'DefaultSlippage',
  'DefaultSlippageType',
  'Description',
  'DisplayHint',
  'Exchange',
  'ExerciseCutOffTime',
  'ExerciseStyle',
  'ExpiryDate',
  'ExpiryDateTime',
  'Format',
  'FxForwardMaxForwardDate',
  'FxForwardMinForwardDate',
  'FxSpotDate',
  'IncrementSize',
  'IsComplex',
  'IsDmaEnabled',
  'IsExtendedTradingHoursEnabled',
  'IsPEAEligible',
  'IsPEASMEEligible',
  'IsPitTraded',
  'IsTradable',
  'LotSize',
  'LotSizeText',
  'LotSizeType',
  'MaxGuaranteedStopOrderSize',
  'MinimumLotSize',
  'MinimumOrderValue',
  'MinimumTradeSize',
  'MinimumTradeSizeCurrency',
  'NonTradableReason',
  'NoticeDate',
  'OrderDistances',
  'OrderSetting',
  'PriceCurrency',
  'PriceToContractFactor',
  'PrimaryListing',
  'PutCall',
  'RelatedInstruments',
  'RelatedOptionRoots',
  'RelatedOptionRootsEnhanced',
  'SettlementStyle',
  'ShortTradeDisabled',
  'StandardAmounts',
  'StrikePrice',
  'SupportedOrderTypeSettings',
  'SupportedOrderTypes',
  'SupportedStrategies',
  'Symbol',
  'TickSize',
  'TickSizeLimitOrder',
  'TickSizeScheme',
  'TickSizeStopOrder',
  'TradableAs',
  'TradableOn',
  'TradingSessions',
  'TradingSignals',
  'TradingStatus',
  'TradingUnitsPlural',
  'TradingUnitsSingular',
  'Uic',
  'UnderlyingAssetType',
  'UnderlyingUic',
  'OptionRootId',
  'GroupId',
]);

/** A field value on one line: words for booleans, grouped numbers, compact JSON for the rest (junk text as the dash). */
export function shortJson(value: unknown): string {
  if (value === null || value === undefined) return MISSING;
  if (typeof value === 'boolean') return formatBoolean(value);
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return display(value);
  try {
    // Junk text inside ("Undefined", blanks, trailing spaces) reads as the dash, as everywhere else.
    const text = JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'string' ? display(inner) : inner));
    return text === '[]' || text === '{}' ? MISSING : text;
  } catch {
    return String(value);
  }
}

/** Fields only a kind's own section shows (the option, future and bond sections): for another kind, other fields. */
const SECTION_FIELDS: readonly [(details: InstrumentDetails) => boolean, readonly string[]][] = [
  [isOption, ['PutCall', 'StrikePrice', 'ExpiryDate', 'ExerciseStyle', 'SettlementStyle', 'ExerciseCutOffTime', 'ContractSize', 'PriceToContractFactor', 'UnderlyingAssetType']],
  [
    isFuture,
    ['ExpiryDate', 'ExpiryDateTime', 'NoticeDate', 'ContractSize', 'PriceToContractFactor', 'SettlementStyle', 'IsPitTraded', 'TradingUnitsSingular', 'TradingUnitsPlural'],
  ],
  [isBond, ['Coupon', 'CouponType', 'BondType', 'ExpiryDate', 'BondIndexRatio']],
];
const SECTIONED = new Set(SECTION_FIELDS.flatMap(([, fields]) => fields));

/** Objects the sections show some fields of: the rest are other fields, by path (`Exchange.IsOpen`). */
const SHOWN_PARTS: Record<string, ReadonlySet<string>> = {
  Exchange: new Set(['ExchangeId', 'Name', 'CountryCode', 'PriceSourceName', 'TimeZoneId']),
  Format: new Set(['Format', 'Decimals', 'OrderDecimals', 'StrikeDecimals', 'NumeratorDecimals', 'BarrierDecimals', 'PriceCurrency']),
};

/** Fields the sections shown for this instrument do not show (added by a field group, new in the service, or of a section its kind has not), as text. */
export function otherFields(details: InstrumentDetails): Row[] {
  const sectioned = new Set(SECTION_FIELDS.filter(([applies]) => applies(details)).flatMap(([, fields]) => fields));
  const parts = Object.entries(SHOWN_PARTS).flatMap(([key, shown]) => {
    const value: unknown = details[key];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.keys(value)
      .filter((part) => !shown.has(part))
      .map((part): [string, unknown] => [`${key}.${part}`, (value as Record<string, unknown>)[part]]);
  });
  return [
    ...Object.keys(details)
      .filter((key) => !SHOWN.has(key) || (SECTIONED.has(key) && !sectioned.has(key)))
      .map((key): [string, unknown] => [key, details[key]]),
    ...parts,
  ]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => row(key, shortJson(value), { mono: true }));
}

export function orderSettingRows(details: InstrumentDetails): Row[] {
  const setting = details.OrderSetting;
  if (!setting || typeof setting !== 'object') return [];
  const currency = clean(setting.Currency);
  return present([
    row('Currency', display(currency)),
    row('Maximum order size', formatNumber(setting.MaxOrderSize)),
    row('Maximum order value', withUnit(setting.MaxOrderValue, currency)),
    row('Minimum order value', withUnit(setting.MinOrderValue, currency)),
  ]);
}

export function orderTypeSettings(details: InstrumentDetails): { orderType: string; durations: string[] }[] {
  return (Array.isArray(details.SupportedOrderTypeSettings) ? details.SupportedOrderTypeSettings : [])
    .map((entry) => ({ orderType: clean(entry?.OrderType), durations: list(entry?.DurationTypes) }))
    .filter((entry): entry is { orderType: string; durations: string[] } => entry.orderType !== undefined);
}
