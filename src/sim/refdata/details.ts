/**
 * Instrument entities (static or day-dependent instruments, and contract
 * options decoded from their Uic) and the InstrumentDetails body of each
 * (entity, asset type) pair.
 */
import type { OperationContext } from '../core/context';
import { dateOfDay, isoDay, saxoTimestamp } from '../core/clock';
import { wallTimeToUtc } from '../core/tz';
import type { ExchangeInfo } from './data/exchanges';
import { FX_OPTION_TYPES, OPTION_ROOT_TYPES, isComplexType, type AssetType, type FieldGroup } from './asset-types';
import { exchangeVisible, isRestricted, tradableOn, type TradingScope } from './access';
import { fxSpotDay, fxValueDayOnOrAfter } from './calendars';
import { listedContracts } from './futures';
import { dynamicByUic } from './dynamic';
import { ALL_STRATEGIES, OPTION_UIC_BASE, optionByUic, optionDescription, optionRoots, optionSymbol, type OptionInstance, type OptionRoot } from './options';
import { optionTemplate, templateFor, tradeSessions, type SessionTemplate } from './schedule';
import { isExpired, isTradable, mix32, priceOf, universe, type Instrument, type TradingStatus } from './universe';
import { assetTypesOf, tradableAsOf } from './tradable-as';

export type Entity = { kind: 'instrument'; instrument: Instrument } | { kind: 'option'; option: OptionInstance };

/** Any instrument by Uic: static, dated futures (listed today) or a contract option (listed today). */
export function entityByUic(uic: number, today: number): Entity | undefined {
  const instrument = universe().byUic.get(uic) ?? dynamicByUic(uic, today);
  if (instrument) return { kind: 'instrument', instrument };
  if (uic >= OPTION_UIC_BASE) {
    const option = optionByUic(uic, today);
    if (option) return { kind: 'option', option };
  }
  return undefined;
}

export function entityTypes(entity: Entity): readonly AssetType[] {
  return entity.kind === 'instrument' ? assetTypesOf(entity.instrument) : [entity.option.root.assetType];
}

export function entityVisible(ctx: OperationContext, entity: Entity): boolean {
  if (entity.kind === 'option') return !isRestricted(ctx);
  return exchangeVisible(ctx, entity.instrument.exchange.id);
}

/** Session template and the exchange it belongs to. */
export function scheduleOf(entity: Entity, type: AssetType): { template: SessionTemplate; exchange: ExchangeInfo } {
  if (entity.kind === 'option') {
    const root = entity.option.root;
    return { template: optionTemplate(root.exchange.id, root.assetType), exchange: root.exchange };
  }
  const instrument = entity.instrument;
  const extra = instrument.extra;
  let product;
  if (extra?.kind === 'cfdIndex') product = extra.product;
  else if (extra?.kind === 'continuous') product = extra.space.product;
  else if (extra?.kind === 'future') product = extra.contract.space.product;
  else if (extra?.kind === 'cfdFuture') product = extra.cfd.contract.space.product;
  return { template: templateFor(instrument.exchange, type, product), exchange: instrument.exchange };
}

export interface DetailOptions {
  ctx: OperationContext;
  today: number;
  fieldGroups: ReadonlySet<FieldGroup>;
  scope: TradingScope;
}

// ---------------------------------------------------------------------------
// Shared building blocks

type Json = Record<string, unknown>;

const EQUITY_DISTANCES: Json = {
  EntryDefaultDistance: 0.5,
  EntryDefaultDistanceType: 'Percentage',
  LimitDefaultDistance: 1,
  LimitDefaultDistanceType: 'Percentage',
  StopLimitDefaultDistance: 5,
  StopLimitDefaultDistanceType: 'Pips',
  StopLossDefaultDistance: 0.5,
  StopLossDefaultDistanceType: 'Percentage',
  StopLossDefaultEnabled: false,
  StopLossDefaultOrderType: 'Stop',
  TakeProfitDefaultDistance: 0.5,
  TakeProfitDefaultDistanceType: 'Percentage',
  TakeProfitDefaultEnabled: false,
};

const FX_DISTANCES: Json = {
  EntryDefaultDistance: 0.5,
  EntryDefaultDistanceType: 'Percentage',
  StopLimitDefaultDistance: 5,
  StopLimitDefaultDistanceType: 'Pips',
  StopLossDefaultDistance: 50,
  StopLossDefaultDistanceType: 'Pips',
  StopLossDefaultEnabled: false,
  StopLossDefaultOrderType: 'Stop',
  TakeProfitDefaultDistance: 50,
  TakeProfitDefaultDistanceType: 'Pips',
  TakeProfitDefaultEnabled: false,
};

const FX_OPTION_DISTANCES: Json = {
  ...FX_DISTANCES,
  EntryDefaultDistance: 0.25,
  StopLossDefaultDistance: 0.5,
  StopLossDefaultDistanceType: 'Percentage',
  TakeProfitDefaultDistance: 0.5,
  TakeProfitDefaultDistanceType: 'Percentage',
};

/** Default order distances of listed derivatives (futures, options, warrants). */
export const DERIVATIVE_DISTANCES: Json = {
  EntryDefaultDistance: 0,
  EntryDefaultDistanceType: 'Percentage',
  LimitDefaultDistance: 0,
  LimitDefaultDistanceType: 'Percentage',
  StopLimitDefaultDistance: 5,
  StopLimitDefaultDistanceType: 'Pips',
  StopLossDefaultDistance: 0.5,
  StopLossDefaultDistanceType: 'Percentage',
  StopLossDefaultEnabled: false,
  StopLossDefaultOrderType: 'Stop',
  TakeProfitDefaultDistance: 0.5,
  TakeProfitDefaultDistanceType: 'Percentage',
  TakeProfitDefaultEnabled: false,
};

const STOCK_ORDER_TYPES = ['Market', 'Limit', 'StopIfTraded', 'StopLimit', 'TrailingStopIfTraded'];
/** Conditional (trigger) order types, offered on listed stocks, futures and indices. */
const TRIGGER_ORDER_TYPES = ['TriggerBreakout', 'TriggerLimit', 'TriggerStop'];
/** Prices a trigger order can watch. */
const TRIGGER_PRICE_TYPES = ['LastTraded', 'Open', 'Close'];
/**
 * Exchanges whose listed stocks take algo orders (the broker's algo desk covers
 * the large venues). Live details name the strategies in SupportedStrategies;
 * algo orders are placed as Limit orders, so no `Algorithmic` order type.
 */
const ALGO_EXCHANGES: ReadonlySet<string> = new Set(['NYSE', 'NASDAQ', 'NYSE_ARCA', 'LSE_SETS', 'PAR', 'AMS', 'BRU', 'FSE', 'SWX', 'CSE', 'SSE', 'OSE', 'HSE', 'MIL', 'SIBE']);
/** Algo strategies of equities and the CFDs on them, as live-validated clients name them. */
const ALGO_STRATEGIES = [
  'Dark',
  'Iceberg',
  'Implementation Shortfall',
  'Limit on Close (LOC)',
  'Liquidity Seeking',
  'Market on Close (MOC)',
  'Price Peg',
  'Target Close',
  'TWAP',
  'VWAP',
  'With Volume',
];
/** CFDs that always carry the algo strategies (live clients require them there). */
const ALGO_CFD_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['CfdOnEtf', 'CfdOnEtc', 'CfdOnEtn', 'CfdOnFund', 'CfdOnRights']);
/** An index is not traded itself: it takes market and conditional (trigger) orders. */
const INDEX_ORDER_TYPES = ['Market', ...TRIGGER_ORDER_TYPES];
const CFD_ORDER_TYPES = ['Market', 'Limit', 'Stop', 'StopIfTraded', 'StopLimit', 'TrailingStop', 'TrailingStopIfTraded'];
const FX_ORDER_TYPES = ['Market', 'Limit', 'Stop', 'TrailingStop', 'StopLimit'];
/** An FX swap is dealt at market or at a limit (the documented FxSwap row). */
const FX_SWAP_ORDER_TYPES = ['Market', 'Limit'];
const FUTURES_ORDER_TYPES = ['Market', 'Limit', 'StopIfTraded', 'StopLimit', 'TrailingStopIfTraded', ...TRIGGER_ORDER_TYPES];
const LIMIT_ONLY = ['Limit'];
const FUND_ORDER_TYPES = ['Market'];

const EQUITY_AMOUNTS = [1, 5, 10, 25, 50, 100, 250, 500, 1000, 5000];
const CFD_AMOUNTS = [10, 50, 100, 250, 500, 1000, 2500, 5000, 10000];
const FX_AMOUNTS = [10000, 50000, 100000, 250000, 500000, 1000000, 2000000, 5000000, 10000000, 20000000];
const FX_OPTION_AMOUNTS = [10000, 30000, 50000, 80000, 100000];
const FX_VANILLA_AMOUNTS = [100000, 250000, 500000, 1000000, 2000000, 3000000, 4000000, 5000000, 10000000, 20000000];
const CONTRACT_AMOUNTS = [1, 2, 3, 5, 10, 15, 20, 25, 50, 100];
const OPTION_AMOUNTS = [1, 5, 10, 25, 50, 100, 500, 1000];
const BOND_AMOUNTS = [10000, 25000, 50000, 100000, 250000, 500000, 1000000];
const FUND_AMOUNTS = [100, 500, 1000, 5000, 10000, 50000];

interface TickStep {
  HighPrice: number;
  TickSize: number;
}

const TICKS_US: { DefaultTickSize: number; Elements: TickStep[] } = { DefaultTickSize: 0.01, Elements: [{ HighPrice: 0.9999, TickSize: 0.0001 }] };
const TICKS_EU = {
  DefaultTickSize: 0.5,
  Elements: [
    { HighPrice: 0.9999, TickSize: 0.0001 },
    { HighPrice: 9.999, TickSize: 0.001 },
    { HighPrice: 99.99, TickSize: 0.01 },
    { HighPrice: 999.9, TickSize: 0.1 },
  ],
};
const TICKS_JP = {
  DefaultTickSize: 100,
  Elements: [
    { HighPrice: 3000, TickSize: 1 },
    { HighPrice: 5000, TickSize: 5 },
    { HighPrice: 30000, TickSize: 10 },
    { HighPrice: 50000, TickSize: 50 },
  ],
};
const TICKS_HK = {
  DefaultTickSize: 0.5,
  Elements: [
    { HighPrice: 0.25, TickSize: 0.001 },
    { HighPrice: 0.5, TickSize: 0.005 },
    { HighPrice: 10, TickSize: 0.01 },
    { HighPrice: 20, TickSize: 0.02 },
    { HighPrice: 100, TickSize: 0.05 },
    { HighPrice: 200, TickSize: 0.1 },
    { HighPrice: 500, TickSize: 0.2 },
  ],
};

function tickSchemeOf(instrument: Instrument): typeof TICKS_EU {
  if (instrument.exchange.country === 'US') return TICKS_US;
  if (instrument.currency === 'JPY') return TICKS_JP;
  if (instrument.currency === 'HKD') return TICKS_HK;
  return TICKS_EU;
}

function tickAt(scheme: typeof TICKS_EU, price: number): number {
  for (const element of scheme.Elements) if (price <= element.HighPrice) return element.TickSize;
  return scheme.DefaultTickSize;
}

function decimalsOfTick(tick: number): number {
  for (let decimals = 0; decimals < 10; decimals++) {
    if (Math.abs(Math.round(tick * 10 ** decimals) - tick * 10 ** decimals) < 1e-9) return decimals;
  }
  return 10;
}

function exchangeBlock(exchange: ExchangeInfo, exchangeId = exchange.id): Json {
  return {
    CountryCode: exchange.country,
    ExchangeId: exchangeId,
    Name: exchange.name,
    ...(exchange.derivatives ? { PriceSourceName: exchange.name } : {}),
    TimeZoneId: String(exchange.timeZoneId),
  };
}

function durationsFor(orderType: string, type: AssetType): string[] {
  if (orderType === 'Market') {
    if (type === 'Stock' || type === 'Etf' || type === 'Etc' || type === 'Etn') return ['DayOrder', 'AtTheOpening', 'AtTheClose'];
    if (type.startsWith('Fx')) return ['FillOrKill', 'ImmediateOrCancel'];
    return ['DayOrder'];
  }
  return ['DayOrder', 'GoodTillCancel', 'GoodTillDate'];
}

function statusTradable(status: TradingStatus): boolean {
  return status === 'Tradable' || status === 'NotDefined';
}

function tradingStatusFields(status: TradingStatus, reason: string): Json {
  const tradable = statusTradable(status);
  return {
    IsTradable: tradable,
    NonTradableReason: tradable ? 'None' : reason === 'None' ? (status === 'ReduceOnly' ? 'ReduceOnlyInstrument' : 'NotOnlineClientTradable') : reason,
    TradingStatus: status,
  };
}

function relatedRoots(ctx: OperationContext, uic: number): Json[] | undefined {
  if (isRestricted(ctx)) return undefined;
  const roots = optionRoots().byUnderlying.get(uic);
  if (!roots || roots.length === 0) return undefined;
  return roots.map((root) => rootReference(root));
}

export function rootReference(root: OptionRoot): Json {
  return {
    AssetType: root.assetType,
    OptionRootId: root.id,
    // A root that takes no multi-leg orders lists no strategies, rather than an empty list (as live).
    ...(root.multiLeg ? { SupportedStrategies: [...ALL_STRATEGIES] } : {}),
  };
}

// ---------------------------------------------------------------------------
// Per-type bodies

function equityBody(instrument: Instrument, type: AssetType, ctx: OperationContext): Json {
  const cfd = type.startsWith('CfdOn');
  const price = priceOf(instrument);
  const scheme = tickSchemeOf(instrument);
  const tick = tickAt(scheme, price);
  const decimals = Math.max(instrument.currency === 'JPY' ? 0 : 2, decimalsOfTick(tick));
  const lot = cfd ? 1 : instrument.lotSize;
  const related: Json[] = [];
  for (const other of instrument.tradableAs) if (other !== type) related.push({ AssetType: other, Uic: instrument.uic });
  if (instrument.primaryListing !== undefined && instrument.primaryListing !== instrument.uic) {
    related.push({ AssetType: instrument.type, Uic: instrument.primaryListing });
  }
  const extra = instrument.extra;
  if (extra?.kind === 'derivative' && type === 'Rights') related.push({ AssetType: extra.underlyingType, Uic: extra.underlyingUic });
  const peaEligible = instrument.exchange.id === 'PAR' && type === 'Stock' && ['FR', 'NL', 'BE', 'LU', 'DE', 'IT', 'ES'].includes(instrument.issuerCountry ?? '');
  return {
    AmountDecimals: 0,
    DefaultAmount: cfd ? 100 : Math.max(lot, type === 'Stock' ? 100 : 1),
    Format: { Decimals: decimals, OrderDecimals: decimals },
    IncrementSize: lot,
    LotSize: lot,
    LotSizeType: lot > 1 ? 'OddLotsNotAllowed' : 'NotUsed',
    MinimumLotSize: lot,
    MinimumTradeSize: lot,
    OrderDistances: EQUITY_DISTANCES,
    ...(cfd ? {} : { ShortTradeDisabled: true }),
    StandardAmounts: cfd ? CFD_AMOUNTS : EQUITY_AMOUNTS.map((amount) => amount * lot),
    SupportedOrderTypes: cfd ? CFD_ORDER_TYPES : type === 'Stock' ? [...STOCK_ORDER_TYPES, ...TRIGGER_ORDER_TYPES] : STOCK_ORDER_TYPES,
    ...(type === 'Stock' ? { SupportedOrderTriggerPriceTypes: TRIGGER_PRICE_TYPES } : {}),
    ...((type === 'Stock' && ALGO_EXCHANGES.has(instrument.exchange.id)) || ALGO_CFD_TYPES.has(type) ? { SupportedStrategies: ALGO_STRATEGIES } : {}),
    TickSize: tick,
    TickSizeScheme: scheme,
    ...(instrument.exchange.country === 'US' && !cfd ? { IsExtendedTradingHoursEnabled: true } : {}),
    IsPEAEligible: peaEligible,
    IsPEASMEEligible: peaEligible && mix32(instrument.uic * 41 + 9) % 3 === 0,
    ...(related.length > 0 ? { RelatedInstruments: related } : {}),
    ...(type === 'Stock' || type === 'CfdOnStock' || type === 'Etf' ? optional('RelatedOptionRootsEnhanced', relatedRoots(ctx, instrument.uic)) : {}),
  };
}

function optional(key: string, value: unknown): Json {
  return value === undefined ? {} : { [key]: value };
}

function fxBody(instrument: Instrument, type: AssetType, today: number): Json {
  const extra = instrument.extra;
  const decimals = extra?.kind === 'fx' ? extra.decimals : 4;
  const pip = 10 ** -decimals;
  const base = extra?.kind === 'fx' ? extra.base : 'EUR';
  const quote = extra?.kind === 'fx' ? extra.quote : 'USD';
  const spot = fxSpotDay(base, quote, today);
  const maxForward = fxValueDayOnOrAfter(base, quote, spot + 365);
  const option = type !== 'FxSpot' && type !== 'FxForwards' && type !== 'FxSwap';
  const vanilla = type === 'FxVanillaOption';
  const dates = {
    FxForwardMaxForwardDate: saxoTimestamp(dateOfDay(maxForward)),
    FxForwardMinForwardDate: saxoTimestamp(dateOfDay(spot)),
  };
  if (option) {
    return {
      AmountDecimals: 6,
      DefaultAmount: vanilla ? 100000 : 100,
      Format: vanilla ? { Decimals: decimals, Format: 'AllowDecimalPips', StrikeDecimals: decimals } : { Decimals: decimals, OrderDecimals: decimals, StrikeDecimals: decimals },
      ...dates,
      IncrementSize: vanilla ? 10000 : 100,
      MinimumTradeSize: 1000,
      OptionsChainSubscriptionAllowed: true,
      OrderDistances: vanilla ? FX_DISTANCES : FX_OPTION_DISTANCES,
      StandardAmounts: vanilla ? FX_VANILLA_AMOUNTS : FX_OPTION_AMOUNTS,
      SupportedOrderTypes: FX_ORDER_TYPES,
      TickSize: round(pip * (vanilla ? 5 : 1)),
      TickSizeLimitOrder: round(pip),
      TickSizeStopOrder: round(pip / 2),
      TradingSignals: 'NotAllowed',
    };
  }
  return {
    AmountDecimals: 6,
    DefaultAmount: 100000,
    DefaultSlippage: 0.01,
    DefaultSlippageType: 'Percentage',
    Format: { Decimals: decimals, Format: instrument.displayHint === 'CryptoCurrencies' ? 'Normal' : 'AllowDecimalPips', OrderDecimals: decimals },
    ...dates,
    FxSpotDate: saxoTimestamp(dateOfDay(spot)),
    IncrementSize: 5000,
    MinimumTradeSize: 1000,
    OrderDistances: FX_DISTANCES,
    StandardAmounts: FX_AMOUNTS,
    SupportedOrderTypes: type === 'FxSwap' ? FX_SWAP_ORDER_TYPES : FX_ORDER_TYPES,
    TickSize: round(pip / 2),
    TickSizeLimitOrder: round(pip),
    TickSizeStopOrder: round(pip / 2),
    TradingSignals: type === 'FxSpot' ? 'Allowed' : 'NotAllowed',
  };
}

function round(value: number): number {
  return Number(value.toPrecision(6));
}

function bondBody(instrument: Instrument): Json {
  const extra = instrument.extra;
  if (extra?.kind !== 'bond') return {};
  return {
    AmountDecimals: 0,
    // Inflation-linked bonds carry an index ratio above par; the others 1.
    BondIndexRatio: extra.bondType === 'InflationLinked' ? 1 + (mix32(instrument.uic * 5 + 1) % 300) / 1000 : 1,
    BondType: extra.bondType,
    Coupon: extra.coupon,
    CouponType: extra.couponType,
    DefaultAmount: 10000,
    ...(extra.maturityDay !== undefined ? { ExpiryDate: isoDay(extra.maturityDay) } : {}),
    Format: { Decimals: 3, Format: 'Normal', OrderDecimals: 3 },
    IncrementSize: 1000,
    LotSize: 1000,
    LotSizeType: 'NotUsed',
    MinimumTradeSize: 10000,
    OrderDistances: EQUITY_DISTANCES,
    // Quoted in percent of the nominal amount.
    PriceToContractFactor: 0.01,
    ShortTradeDisabled: true,
    StandardAmounts: BOND_AMOUNTS,
    SupportedOrderTypes: LIMIT_ONLY,
    TickSize: 0.001,
  };
}

function fundBody(instrument: Instrument): Json {
  return {
    // The least a holder can add with a later subscription, as an amount and in units.
    AdditionalMinimumTradeSize: 100,
    AdditionalMinimumTradeUnits: 1,
    AmountDecimals: 4,
    // Orders reach the fund's transfer agent once a day, before its cut-off (local time of the fund's market).
    CutOffTimeForSubscriptions: mix32(instrument.uic * 3 + 7) % 2 === 0 ? '12:00:00' : '15:00:00',
    DefaultAmount: 1000,
    Format: { Decimals: 2, OrderDecimals: 2 },
    IncrementSize: 0.0001,
    IsRedemptionByAmounts: true,
    IsSwitchBySameCurrency: true,
    MinimumOrderValue: 100,
    MinimumTradeSize: 0.0001,
    OrderDistances: EQUITY_DISTANCES,
    ShortTradeDisabled: true,
    StandardAmounts: FUND_AMOUNTS,
    SupportedOrderTypes: FUND_ORDER_TYPES,
    TickSize: 0.01,
  };
}

function structuredBody(instrument: Instrument, type: AssetType): Json {
  const extra = instrument.extra;
  const derivative = extra?.kind === 'derivative' ? extra : undefined;
  return {
    AmountDecimals: 0,
    DefaultAmount: 100,
    ...(derivative && type !== 'CertificateTracker' ? { ExpiryDate: isoDay(derivative.expiryDay) } : {}),
    Format: { Decimals: 3, OrderDecimals: 3 },
    IncrementSize: 1,
    MinimumTradeSize: 1,
    OrderDistances: EQUITY_DISTANCES,
    ...(derivative && type === 'Warrant' ? { PutCall: derivative.putCall } : {}),
    ...(derivative ? { RelatedInstruments: [{ AssetType: derivative.underlyingType, Uic: derivative.underlyingUic }] } : {}),
    ShortTradeDisabled: true,
    StandardAmounts: EQUITY_AMOUNTS.map((amount) => amount * 100),
    ...(derivative && type !== 'CertificateTracker' ? { StrikePrice: derivative.strike } : {}),
    SupportedOrderTypes: STOCK_ORDER_TYPES,
    TickSize: 0.001,
    ...(derivative ? { UnderlyingAssetType: derivative.underlyingType } : {}),
  };
}

function indexBody(instrument: Instrument, ctx: OperationContext): Json {
  const cfds = universe().instruments.filter((other) => other.extra?.kind === 'cfdIndex' && other.extra.underlyingUic === instrument.uic);
  return {
    AmountDecimals: 0,
    DefaultAmount: 1,
    Format: { Decimals: 2, OrderDecimals: 2 },
    IncrementSize: 1,
    ...(cfds.length > 0 ? { RelatedInstruments: cfds.map((cfd) => ({ AssetType: 'CfdOnIndex', Uic: cfd.uic })) } : {}),
    ...optional('RelatedOptionRootsEnhanced', relatedRoots(ctx, instrument.uic)),
    SupportedOrderTriggerPriceTypes: TRIGGER_PRICE_TYPES,
    SupportedOrderTypes: INDEX_ORDER_TYPES,
    TickSize: 0.01,
  };
}

function cfdIndexBody(instrument: Instrument): Json {
  const extra = instrument.extra;
  const price = priceOf(instrument);
  const tick = price > 20000 ? 1 : price > 5000 ? 0.5 : 0.1;
  return {
    AmountDecimals: 1,
    DefaultAmount: 1,
    Format: { Decimals: decimalsOfTick(tick), OrderDecimals: decimalsOfTick(tick) },
    IncrementSize: 0.1,
    MinimumTradeSize: 0.1,
    OrderDistances: DERIVATIVE_DISTANCES,
    PriceToContractFactor: 1,
    ...(extra?.kind === 'cfdIndex' && extra.underlyingUic !== undefined ? { RelatedInstruments: [{ AssetType: 'StockIndex', Uic: extra.underlyingUic }] } : {}),
    StandardAmounts: [1, 2, 5, 10, 25, 50, 100],
    SupportedOrderTypes: CFD_ORDER_TYPES,
    TickSize: tick,
  };
}

function futuresBody(instrument: Instrument, ctx: OperationContext, today: number): Json {
  const extra = instrument.extra;
  const space = extra?.kind === 'future' ? extra.contract.space : extra?.kind === 'continuous' ? extra.space : undefined;
  if (!space) return {};
  const roots = isRestricted(ctx) ? [] : optionRoots().list.filter((root) => root.futuresSpace === space);
  const body: Json = {
    AmountDecimals: 0,
    ContractSize: space.contractSize,
    DefaultAmount: 1,
    Format: { Decimals: space.decimals, OrderDecimals: space.decimals },
    IncrementSize: 1,
    IsPitTraded: false,
    MinimumTradeSize: 1,
    OrderDistances: DERIVATIVE_DISTANCES,
    PriceToContractFactor: space.contractSize,
    SettlementStyle: space.settlement,
    StandardAmounts: CONTRACT_AMOUNTS,
    SupportedOrderTriggerPriceTypes: TRIGGER_PRICE_TYPES,
    SupportedOrderTypes: FUTURES_ORDER_TYPES,
    TickSize: space.tickSize,
    ...(roots.length > 0 ? { RelatedOptionRootsEnhanced: roots.map(rootReference) } : {}),
  };
  if (extra?.kind === 'future') {
    body.ExpiryDate = isoDay(extra.contract.expiryDay);
    body.NoticeDate = isoDay(extra.contract.noticeDay);
    body.RelatedInstruments = [{ AssetType: 'ContractFutures', Uic: space.continuousUic }];
  } else {
    // The continuous future points at the contract it currently follows.
    const front = listedContracts(space, today)[0];
    if (front) body.RelatedInstruments = [{ AssetType: 'ContractFutures', Uic: front.uic }];
  }
  return body;
}

function cfdFuturesBody(instrument: Instrument): Json {
  const extra = instrument.extra;
  if (extra?.kind !== 'cfdFuture') return {};
  const contract = extra.cfd.contract;
  const space = contract.space;
  const units = space.cfd;
  const closeMinutes = space.exchange.zone === 'America/Chicago' ? 13 * 60 : 17 * 60;
  return {
    AmountDecimals: 0,
    DefaultAmount: 1,
    ExpiryDate: isoDay(contract.expiryDay),
    ExpiryDateTime: saxoTimestamp(new Date(wallTimeToUtc(space.exchange.zone, contract.expiryDay, closeMinutes))),
    Format: { Decimals: space.decimals, OrderDecimals: space.decimals },
    IncrementSize: 1,
    LotSizeType: 'NotUsed',
    MinimumTradeSize: 1,
    OrderDistances: DERIVATIVE_DISTANCES,
    PriceToContractFactor: 1,
    RelatedInstruments: [{ AssetType: 'ContractFutures', Uic: contract.uic }],
    StandardAmounts: CONTRACT_AMOUNTS,
    SupportedOrderTypes: CFD_ORDER_TYPES,
    TickSize: space.tickSize,
    ...(units ? { TradingUnitsPlural: units[4], TradingUnitsSingular: units[3] } : {}),
  };
}

// ---------------------------------------------------------------------------

function instrumentBody(instrument: Instrument, type: AssetType, opts: DetailOptions): Json {
  switch (type) {
    case 'Stock':
    case 'SrdOnStock':
    case 'CfdOnStock':
    case 'Etf':
    case 'CfdOnEtf':
    case 'Etc':
    case 'CfdOnEtc':
    case 'Etn':
    case 'CfdOnEtn':
    case 'Rights':
    case 'CfdOnRights':
    case 'Fund':
      return equityBody(instrument, type, opts.ctx);
    case 'FxSpot':
    case 'FxForwards':
    case 'FxVanillaOption':
    case 'FxKnockInOption':
    case 'FxKnockOutOption':
    case 'FxOneTouchOption':
    case 'FxNoTouchOption':
    case 'FxSwap':
      return fxBody(instrument, type, opts.today);
    case 'Bond':
      return bondBody(instrument);
    case 'MutualFund':
      return fundBody(instrument);
    case 'StockIndex':
      return indexBody(instrument, opts.ctx);
    case 'CfdOnIndex':
      return cfdIndexBody(instrument);
    case 'ContractFutures':
      return futuresBody(instrument, opts.ctx, opts.today);
    case 'CfdOnFutures':
      return cfdFuturesBody(instrument);
    default:
      return structuredBody(instrument, type);
  }
}

const OCO_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['Stock', 'Etf', 'Etc', 'Etn', 'FxSpot', 'FxForwards', 'ContractFutures']);
const NO_SLIPPAGE: ReadonlySet<AssetType> = new Set<AssetType>([...FX_OPTION_TYPES, ...OPTION_ROOT_TYPES, 'MutualFund', 'StockIndex']);
/** Slippage counted in percent of the price: CFDs on indices and on futures. */
const PERCENTAGE_SLIPPAGE: ReadonlySet<AssetType> = new Set<AssetType>(['CfdOnIndex', 'CfdOnFutures']);
/** Asset types live answers flag as systematic-internaliser instruments or not (listed cash securities). */
const SYSTEMATIC_INTERNALISER_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['Stock', 'Etf', 'Etc', 'Etn', 'Fund']);
const SIGNAL_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['Stock', 'Etf', 'FxSpot', 'ContractFutures', 'CfdOnStock', 'CfdOnIndex', 'CfdOnFutures']);

/**
 * Fields live answers carry on every instrument (strict clients validated
 * against the live service require them), with defaults a type-specific body
 * overrides.
 */
function liveFields(type: AssetType, specific: Json): Json {
  const cfd = type.startsWith('Cfd');
  return {
    AffiliateInfoRequired: false,
    // Slippage protection applies to market orders; option, mutual fund and index bodies have none. Listed
    // products (and the CFDs on them, bonds, futures) count it in ticks; CFDs on indices and futures in
    // percent; the FX body sets its own.
    ...(NO_SLIPPAGE.has(type)
      ? {}
      : PERCENTAGE_SLIPPAGE.has(type)
        ? { DefaultSlippage: 0.5, DefaultSlippageType: 'Percentage' }
        : { DefaultSlippage: 2, DefaultSlippageType: 'Ticks' }),
    IsBarrierEqualsStrike: type === 'WarrantKnockOut' || type === 'WarrantOpenEndKnockOut',
    IsOcoOrderSupported: OCO_TYPES.has(type) || cfd,
    IsPEAEligible: false,
    IsPEASMEEligible: false,
    IsRedemptionByAmounts: false,
    IsSwitchBySameCurrency: false,
    ...(SYSTEMATIC_INTERNALISER_TYPES.has(type) ? { IsSystematicInternaliser: false } : {}),
    ...(specific.LotSizeType === undefined ? { LotSizeType: 'NotUsed' } : {}),
    TradingSignals: SIGNAL_TYPES.has(type) ? 'Allowed' : 'NotAllowed',
    UnderlyingTypeCategory: type === 'StockIndex' || type === 'CfdOnIndex' ? 'Basket' : 'Instrument',
  };
}

function isComplex(instrument: Instrument, type: AssetType): boolean {
  if (type === 'Bond' && instrument.extra?.kind === 'bond') {
    return ['Convertible', 'Perpetual', 'FloatingRateNote'].includes(instrument.extra.bondType);
  }
  return isComplexType(type);
}

export function isEntityComplex(entity: Entity, type: AssetType): boolean {
  return entity.kind === 'option' ? true : isComplex(entity.instrument, type);
}

function fieldGroupBlocks(entity: Entity, type: AssetType, currency: string, orderTypes: readonly string[], opts: DetailOptions): Json {
  const out: Json = {};
  if (opts.fieldGroups.has('OrderSetting')) {
    const fx = type.startsWith('Fx');
    const contracts = type === 'ContractFutures' || entity.kind === 'option';
    out.OrderSetting = {
      Currency: currency,
      MaxOrderSize: fx ? 50_000_000 : contracts ? 500 : 1_000_000,
      MaxOrderValue: fx ? 100_000_000 : 5_000_000,
      MinOrderValue: 0,
    };
  }
  if (opts.fieldGroups.has('SupportedOrderTypeSettings')) {
    out.SupportedOrderTypeSettings = orderTypes.map((orderType) => ({ DurationTypes: durationsFor(orderType, type), OrderType: orderType }));
  }
  if (opts.fieldGroups.has('TradingSessions')) {
    const { template, exchange } = scheduleOf(entity, type);
    out.TradingSessions = tradeSessions(template, exchange, opts.ctx.now.getTime());
  }
  return out;
}

function optionDetails(option: OptionInstance, opts: DetailOptions): Json {
  const root = option.root;
  const type = root.assetType;
  const status = tradingStatusFields(option.tradingStatus, 'None');
  const body: Json = {
    AmountDecimals: 0,
    AssetType: type,
    CanParticipateInMultiLegOrder: root.multiLeg,
    ContractSize: root.contractSize,
    CurrencyCode: root.currency,
    DefaultAmount: 1,
    Description: optionDescription(option),
    Exchange: exchangeBlock(root.exchange),
    ExerciseCutOffTime: '00:00:00',
    ExpiryDate: isoDay(option.expiry.day),
    Format: { Decimals: 2, OrderDecimals: 2, StrikeDecimals: root.strikeDecimals },
    GroupId: 0,
    IncrementSize: 1,
    IsComplex: true,
    ...status,
    LotSize: 1,
    LotSizeType: 'OddLotsNotAllowed',
    OptionsChainSubscriptionAllowed: true,
    OrderDistances: DERIVATIVE_DISTANCES,
    PriceCurrency: root.currency,
    PriceToContractFactor: root.futuresSpace ? root.futuresSpace.contractSize : root.contractSize,
    PutCall: option.putCall,
    RelatedInstruments: [{ AssetType: option.underlyingType, Uic: option.underlyingUic }],
    RelatedOptionRootsEnhanced: [rootReference(root)],
    SettlementStyle: root.settlementStyle,
    StandardAmounts: OPTION_AMOUNTS,
    StrikePrice: option.strike,
    SupportedOrderTypes: LIMIT_ONLY,
    Symbol: optionSymbol(option),
    TickSize: 0.01,
    TickSizeScheme: root.tickScheme,
    TradableAs: [type],
    TradableOn: tradableOn(opts.ctx, opts.scope, type, statusTradable(option.tradingStatus)),
    Uic: option.uic,
    UnderlyingAssetType: option.underlyingType,
  };
  return { ...body, ...liveFields(type, body), ...fieldGroupBlocks({ kind: 'option', option }, type, root.currency, LIMIT_ONLY, opts) };
}

/** The InstrumentDetails body of an entity traded as `type` (which must be one of its asset types). */
export function instrumentDetails(entity: Entity, type: AssetType, opts: DetailOptions): Json {
  if (entity.kind === 'option') return optionDetails(entity.option, opts);
  const instrument = entity.instrument;
  const specific = instrumentBody(instrument, type, opts);
  const expired = isExpired(instrument, opts.today);
  const status = expired ? tradingStatusFields('NonTradable', 'ExpiredInstrument') : tradingStatusFields(instrument.tradingStatus, instrument.nonTradableReason);
  const body: Json = {
    AssetType: type,
    CurrencyCode: instrument.currency,
    Description: instrument.description,
    ...(instrument.displayHint !== undefined ? { DisplayHint: instrument.displayHint } : {}),
    Exchange: exchangeBlock(instrument.exchange, instrument.exchangeId),
    GroupId: 0,
    IsComplex: isComplex(instrument, type),
    ...status,
    PriceCurrency: instrument.currency,
    ...(instrument.primaryListing !== undefined ? { PrimaryListing: instrument.primaryListing } : {}),
    Symbol: instrument.symbol,
    TradableAs: tradableAsOf(instrument, type),
    TradableOn: tradableOn(opts.ctx, opts.scope, type, isTradable(instrument) && !expired),
    Uic: instrument.uic,
    ...liveFields(type, specific),
    ...specific,
  };
  const orderTypes = (specific.SupportedOrderTypes as readonly string[] | undefined) ?? [];
  return { ...body, ...fieldGroupBlocks(entity, type, instrument.currency, orderTypes, opts) };
}
