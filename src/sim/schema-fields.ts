/**
 * Test support (schema.test.ts reads it; the service never imports it): the
 * field names each response object of the service may carry, by schema. The
 * published schemas of the ten operations, plus the fields live answers are
 * documented to carry beyond them (strict clients validated against the live
 * service, captured live payloads, newer reference pages). A field missing
 * here is an invented one.
 *
 * Each schema maps a field to the schema of its value (object or array of
 * objects), or to null for a scalar or a list of scalars. `*` stands for free
 * keys (ModelState).
 */

export type Schema = Readonly<Record<string, string | null>>;

function scalars(...names: string[]): Record<string, null> {
  return Object.fromEntries(names.map((name) => [name, null]));
}

const FEED = scalars('MaxRows', '__count', '__next');

export const SCHEMAS: Readonly<Record<string, Schema>> = {
  // --- reference data -------------------------------------------------------
  SummaryInfoList: { ...FEED, Data: 'SummaryInfo' },
  SummaryInfo: {
    ...scalars(
      'AssetType', 'CanParticipateInMultiLegOrder', 'CurrencyCode', 'Description', 'DisplayHint', 'ExchangeCountry', 'ExchangeId',
      'ExchangeName', 'GroupId', 'Identifier', 'IsKeywordMatch', 'PrimaryListing', 'SummaryType', 'Symbol', 'TradableAs', 'UnderlyingAssetType',
    ),
    // Seen on live rows and required by strict clients.
    ...scalars('IssuerCountry', 'UnderlyingUic', 'GroupOptionRootId'),
  },
  ContractOptionSpace: {
    ...scalars(
      'AmountDecimals', 'AssetType', 'CanParticipateInMultiLegOrder', 'ContractSize', 'CurrencyCode', 'DefaultAmount', 'DefaultExpiry',
      'Description', 'DisplayHint', 'ExerciseStyle', 'ExpiryDate', 'GroupId', 'IncrementSize', 'IsComplex', 'IsTradable', 'LotSize',
      'LotSizeType', 'MinimumLotSize', 'MinimumOrderValue', 'NoticeDate', 'OptionRootId', 'PriceCurrency', 'PriceToContractFactor',
      'PrimaryListing', 'RelatedOptionRoots', 'SettlementStyle', 'StandardAmounts', 'SupportedOrderTypes', 'SupportedStrategies', 'Symbol',
      'TickSize', 'TradableOn', 'UnderlyingAssetType',
    ),
    DefaultOption: 'ContractOption',
    Exchange: 'ExchangeSummary',
    Format: 'PriceDisplayFormat',
    OptionSpace: 'ContractOptionEntry',
    OrderDistances: 'OrderDistances',
    RelatedInstruments: 'InstrumentKey',
    RelatedOptionRootsEnhanced: 'RelatedOptionRoot',
    // Live only (strict client guard of option roots).
    ...scalars('MaximumStrikePrice', 'MinimumStrikePrice', 'GroupOptionRootId'),
  },
  ContractOptionEntry: {
    ...scalars('DisplayDaysToExpiry', 'DisplayDaysToLastTradeDate', 'DisplayExpiry', 'Expiry', 'LastTradeDate'),
    SpecificOptions: 'ContractOption',
    TickSizeScheme: 'TickSizeScheme',
  },
  ContractOption: scalars('PutCall', 'StrikePrice', 'TradingStatus', 'Uic', 'UnderlyingUic'),
  TickSizeScheme: { DefaultTickSize: null, Elements: 'TickSizeSchemeElement' },
  TickSizeSchemeElement: scalars('HighPrice', 'TickSize'),
  ExchangeSummary: scalars('CountryCode', 'ExchangeId', 'Name', 'PriceSourceName', 'TimeZoneId'),
  InstrumentKey: scalars('AssetType', 'Uic'),
  OrderDistances: scalars(
    'EntryDefaultDistance', 'EntryDefaultDistanceType', 'LimitDefaultDistance', 'LimitDefaultDistanceType', 'StopLimitDefaultDistance',
    'StopLimitDefaultDistanceType', 'StopLossDefaultDistance', 'StopLossDefaultDistanceType', 'StopLossDefaultEnabled', 'StopLossDefaultOrderType',
    'TakeProfitDefaultDistance', 'TakeProfitDefaultDistanceType', 'TakeProfitDefaultEnabled',
  ),
  PriceDisplayFormat: scalars('BarrierDecimals', 'BarrierFormat', 'Decimals', 'Format', 'NumeratorDecimals', 'OrderDecimals', 'PriceCurrency', 'StrikeDecimals', 'StrikeFormat'),
  RelatedOptionRoot: scalars('AssetType', 'OptionRootId', 'SupportedStrategies'),
  InstrumentDetailsList: { ...FEED, Data: 'InstrumentDetails' },
  InstrumentDetails: {
    ...scalars(
      'AmountDecimals', 'AssetType', 'BondIndexRatio', 'BondType', 'ContractSize', 'Coupon', 'CouponType', 'CurrencyCode',
      'CutOffTimeForSubscriptions', 'DefaultAmount', 'DefaultSlippage', 'DefaultSlippageType', 'Description', 'DisplayHint', 'ExerciseCutOffTime',
      'ExpiryDate', 'ExpiryDateTime', 'FxForwardMaxForwardDate', 'FxForwardMinForwardDate', 'FxSpotDate', 'GroupId', 'IncrementSize', 'IsComplex',
      'IsDmaEnabled', 'IsExtendedTradingHoursEnabled', 'IsPEAEligible', 'IsPEASMEEligible', 'IsPitTraded', 'IsTradable', 'LotSize', 'LotSizeText',
      'LotSizeType', 'MaxGuaranteedStopOrderSize', 'MinimumLotSize', 'MinimumOrderValue', 'MinimumTradeSize', 'MinimumTradeSizeCurrency',
      'NonTradableReason', 'NoticeDate', 'OptionsChainSubscriptionAllowed', 'PriceCurrency', 'PriceToContractFactor', 'PrimaryListing', 'PutCall',
      'RelatedOptionRoots', 'SettlementStyle', 'ShortTradeDisabled', 'StandardAmounts', 'StrategyType', 'StrikePrice', 'SupportedOrderTypes',
      'SupportedStrategies', 'Symbol', 'TickSize', 'TickSizeLimitOrder', 'TickSizeStopOrder', 'TradableAs', 'TradableOn', 'TradingStatus',
      'TradingUnitsPlural', 'TradingUnitsSingular', 'Uic', 'UnderlyingAssetType',
    ),
    DeflationFloorProtectionType: 'LocalizedInfo',
    Exchange: 'ExchangeSummary',
    Format: 'PriceDisplayFormat',
    IpoDetails: 'IpoDetails',
    Legs: 'StrategyLeg',
    OrderDistances: 'OrderDistances',
    OrderSetting: 'OrderSetting',
    RelatedInstruments: 'InstrumentKey',
    RelatedOptionRootsEnhanced: 'RelatedOptionRoot',
    SupportedOrderTypeSettings: 'SupportedOrderTypeSetting',
    TickSizeScheme: 'TickSizeScheme',
    TradingSessions: 'InstrumentTradeSessions',
    // Live only: validated by a strict client on every instrument, or listed by newer reference pages.
    ...scalars(
      'AffiliateInfoRequired', 'IsBarrierEqualsStrike', 'IsOcoOrderSupported', 'IsRedemptionByAmounts', 'IsSwitchBySameCurrency',
      'IsSystematicInternaliser', 'IsBailIn', 'FractionalMinimumLotSize', 'SupportedOrderTriggerPriceTypes', 'TradingSignals',
      'UnderlyingTypeCategory', 'AdditionalMinimumTradeSize', 'AdditionalMinimumTradeUnits', 'CanParticipateInMultiLegOrder',
    ),
  },
  LocalizedInfo: scalars('Key', 'Value'),
  IpoDetails: scalars('ActivationFrom', 'ActivationTo', 'AllotmentDate', 'Denominations', 'ListingDate', 'MarketDeadline', 'MaxLeveragePct', 'MaxLotSize'),
  StrategyLeg: scalars('AssetType', 'BuySell', 'Description', 'LegNumber', 'Multiplier', 'Uic'),
  OrderSetting: scalars('Currency', 'MaxOrderSize', 'MaxOrderValue', 'MinOrderValue'),
  SupportedOrderTypeSetting: scalars('DurationTypes', 'OrderType'),
  InstrumentTradeSessions: { ...scalars('TimeZone', 'TimeZoneAbbreviation', 'TimeZoneOffset'), Sessions: 'InstrumentSession' },
  InstrumentSession: scalars('EndTime', 'StartTime', 'State'),
  FuturesSpace: { BaseIdentifier: null, Elements: 'FuturesSpaceElement' },
  FuturesSpaceElement: scalars('DaysToExpiry', 'ExpiryDate', 'Symbol', 'Uic'),
  TimeZoneList: { ...FEED, Data: 'TimeZoneDetails' },
  TimeZoneDetails: scalars('DisplayName', 'TimeZoneAbbreviation', 'TimeZoneId', 'TimeZoneOffset', 'ZoneName'),
  // --- errors ----------------------------------------------------------------
  Error: { ErrorCode: null, Message: null, ModelState: 'ModelState' },
  ModelState: { '*': null },
  // --- corporate actions -----------------------------------------------------
  EventList: { ...FEED, Data: 'Event' },
  Event: {
    ...scalars(
      'AffectedAccounts', 'AssetType', 'CorporateActionType', 'Electable', 'ElectionStatus', 'EligibleHoldings', 'EventId', 'EventState',
      'EventStatus', 'InformationToComply', 'MaxQuantitySought', 'MinQuantitySought', 'Narrative', 'NewBoardLotQuantity', 'NewDenominationQuantity',
      'NumberofDaysAccrued', 'Uic',
    ),
    BidIntervalRate: 'PriceAndRate',
    ClaimPeriod: 'DatePeriod',
    DisplayAndFormat: 'InstrumentDisplayAndFormat',
    Effective: 'DateAndStatus',
    EventIndicators: 'IndicatorDetail',
    EventType: 'CodeDescription',
    Ex: 'DateAndStatus',
    Holdings: 'Holding',
    InterestPeriod: 'DatePeriod',
    MaxPrice: 'PriceAndRate',
    MinPrice: 'PriceAndRate',
    Options: 'EventOption',
    Record: 'DateAndStatus',
    StrikePrice: 'PriceAndRate',
    TradingSuspended: 'DateAndStatus',
    // Newer reference pages.
    AnnouncedDate: null,
  },
  CodeDescription: scalars('Code', 'Description', 'Name'),
  DateAndStatus: scalars('Date', 'Status'),
  DateTimeAndStatus: scalars('Date', 'Status'),
  DatePeriod: { End: 'DateAndStatus', Start: 'DateAndStatus' },
  PriceAndRate: scalars('Currency', 'Type', 'Value'),
  IndicatorDetail: { Indicator: null, Values: 'CodeDescription' },
  InstrumentDisplayAndFormat: scalars('Description', 'IsinCode', 'Symbol'),
  EventOption: {
    ...scalars(
      'CashRequired', 'GrossRate', 'IsDefault', 'IsGross', 'IsTaxable', 'MaxExercisableQuantity', 'MinExercisableMultipleQuantity',
      'MinExercisableQuantity', 'Narrative', 'NetRate', 'NewBoardLotQuantity', 'NewDenominationQuantity', 'OptionId', 'OptionStatus',
    ),
    BidIntervalRate: 'PriceAndRate',
    CashMovements: 'CashMovement',
    Deadline: 'DateTimeAndStatus',
    MaxPrice: 'PriceAndRate',
    MinPrice: 'PriceAndRate',
    OptionIndicators: 'IndicatorDetail',
    OptionType: 'CodeDescription',
    Payment: 'DateAndStatus',
    PayoutBreakdown: 'PayoutBreakdownComponent',
    SecurityMovements: 'SecurityMovement',
    TradingPeriod: 'DatePeriod',
    // Newer reference pages.
    AllowedActions: null,
    ElectionPeriod: 'DatePeriod',
    FirstBidIncrementPrice: 'PriceAndRate',
    LastBidIncrementPrice: 'PriceAndRate',
    IssuerDeadline: 'DateTimeAndStatus',
    MarketDeadline: 'DateTimeAndStatus',
  },
  CashMovement: scalars(
    'Amount', 'CashMovementType', 'Currency', 'DeemedRate', 'GrossDividend', 'InterestRate', 'NetDividend', 'OfferPrice', 'PriceType', 'Quantity', 'SubscriptionPrice',
  ),
  PayoutBreakdownComponent: { Amount: null, Component: 'CodeDescription', Currency: null },
  SecurityMovement: {
    ...scalars('Currency', 'HeldQuantity', 'NewQuantity', 'OldQuantity', 'ReceivedQuantity', 'ReinvestmentPrice', 'SecurityMovementType', 'Uic'),
    AvailableForTrade: 'DateAndStatus',
    DisplayAndFormat: 'InstrumentDisplayAndFormat',
    LastTrade: 'DateTimeAndStatus',
    PariPassu: 'DateAndStatus',
  },
  Holding: {
    ...scalars('AccountDisplayName', 'AccountId', 'AccountKey', 'Amount', 'ClientId', 'ClientKey', 'ClientName', 'ElectedAmount', 'ElectionStatus', 'EventId', 'OwnerId', 'StandingInstructionStatus'),
    CashReserved: 'PriceAndRate',
    Options: 'HoldingOption',
  },
  // ElectedBy: shown by the newer holdings reference example.
  HoldingOption: { ...scalars('ElectedAmount', 'ElectionType', 'OptionId', 'Remarks', 'ElectedBy'), Instruction: 'Instruction' },
  Instruction: scalars('Reason', 'Status'),
  LookupList: { ...FEED, Data: 'Lookup' },
  Lookup: { FieldGroup: null, Values: 'CodeDescription' },
};

/** Every field path of `value` (read as `schema`) that the schemas do not list, e.g. "Data[3].IsinCode". */
export function unknownFields(value: unknown, schema: string, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => unknownFields(item, schema, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const fields = SCHEMAS[schema];
  if (!fields) throw new Error(`no schema ${schema}`);
  const out: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (!(key in fields) && !('*' in fields)) {
      out.push(where);
      continue;
    }
    const sub = fields[key];
    if (sub) out.push(...unknownFields(child, sub, where));
  }
  return out;
}

// ---------------------------------------------------------------------------
// Where optional fields go

/** A field every instrument of every asset type carries. */
export const EVERY_ASSET_TYPE = 'every';
/** A field whose presence depends on the request, not on the asset type. */
export const ANY_ASSET_TYPE = 'any';

export type FieldPlacement = readonly string[] | typeof EVERY_ASSET_TYPE | typeof ANY_ASSET_TYPE;

/**
 * Field -> asset types, for the instrument details and search rows: a field
 * appears only on the asset types listed for it (and on each of them the
 * simulator models), every field of the schema is listed, so a new field
 * has to say where it goes rather than spreading to every type by accident.
 * Per-type presence follows the live-validated client guards (facts, S6).
 */
export const FIELD_ASSET_TYPES: Readonly<Record<'InstrumentDetails' | 'SummaryInfo', Readonly<Record<string, FieldPlacement>>>> = {
  InstrumentDetails: {
    AmountDecimals: EVERY_ASSET_TYPE,
    AssetType: EVERY_ASSET_TYPE,
    BondIndexRatio: ['Bond'],
    BondType: ['Bond'],
    ContractSize: ['ContractFutures', 'FuturesOption', 'StockIndexOption', 'StockOption'],
    Coupon: ['Bond'],
    CouponType: ['Bond'],
    CurrencyCode: EVERY_ASSET_TYPE,
    CutOffTimeForSubscriptions: ['MutualFund'],
    DefaultAmount: EVERY_ASSET_TYPE,
    DefaultSlippage: ['Bond', 'CertificateTracker', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnIndex', 'CfdOnRights', 'CfdOnStock', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'FxForwards', 'FxSpot', 'FxSwap', 'MiniFuture', 'Rights', 'SrdOnStock', 'Stock', 'Warrant', 'WarrantKnockOut'],
    // Ticks on listed products, the CFDs on them, bonds and futures; Percentage on CFDs on indices and futures
    // and on FX (SLIPPAGE_TYPES below); none on options, mutual funds and indices.
    DefaultSlippageType: ['Bond', 'CertificateTracker', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnIndex', 'CfdOnRights', 'CfdOnStock', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'FxForwards', 'FxSpot', 'FxSwap', 'MiniFuture', 'Rights', 'SrdOnStock', 'Stock', 'Warrant', 'WarrantKnockOut'],
    Description: EVERY_ASSET_TYPE,
    DisplayHint: ['CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnRights', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'FxForwards', 'FxSpot', 'FxSwap', 'MutualFund', 'Rights', 'Warrant'],
    ExerciseCutOffTime: ['FuturesOption', 'StockIndexOption', 'StockOption'],
    ExpiryDate: ['Bond', 'CfdOnFutures', 'ContractFutures', 'FuturesOption', 'MiniFuture', 'StockIndexOption', 'StockOption', 'Warrant', 'WarrantKnockOut'],
    ExpiryDateTime: ['CfdOnFutures'],
    FxForwardMaxForwardDate: ['FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSpot', 'FxSwap', 'FxVanillaOption'],
    FxForwardMinForwardDate: ['FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSpot', 'FxSwap', 'FxVanillaOption'],
    FxSpotDate: ['FxForwards', 'FxSpot', 'FxSwap'],
    GroupId: EVERY_ASSET_TYPE,
    IncrementSize: EVERY_ASSET_TYPE,
    IsComplex: EVERY_ASSET_TYPE,
    IsDmaEnabled: [],
    IsExtendedTradingHoursEnabled: ['Etf', 'Etn', 'Fund', 'Stock'],
    IsPEAEligible: EVERY_ASSET_TYPE,
    IsPEASMEEligible: EVERY_ASSET_TYPE,
    IsPitTraded: ['ContractFutures'],
    IsTradable: EVERY_ASSET_TYPE,
    LotSize: ['Bond', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnRights', 'CfdOnStock', 'Etc', 'Etf', 'Etn', 'Fund', 'FuturesOption', 'Rights', 'SrdOnStock', 'Stock', 'StockIndexOption', 'StockOption'],
    LotSizeText: [],
    LotSizeType: EVERY_ASSET_TYPE,
    MaxGuaranteedStopOrderSize: [],
    MinimumLotSize: ['CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnRights', 'CfdOnStock', 'Etc', 'Etf', 'Etn', 'Fund', 'Rights', 'SrdOnStock', 'Stock'],
    MinimumOrderValue: ['MutualFund'],
    MinimumTradeSize: ['Bond', 'CertificateTracker', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnIndex', 'CfdOnRights', 'CfdOnStock', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSpot', 'FxSwap', 'FxVanillaOption', 'MiniFuture', 'MutualFund', 'Rights', 'SrdOnStock', 'Stock', 'Warrant', 'WarrantKnockOut'],
    MinimumTradeSizeCurrency: [],
    NonTradableReason: EVERY_ASSET_TYPE,
    NoticeDate: ['ContractFutures'],
    OptionsChainSubscriptionAllowed: ['FuturesOption', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxVanillaOption', 'StockIndexOption', 'StockOption'],
    PriceCurrency: EVERY_ASSET_TYPE,
    PriceToContractFactor: ['Bond', 'CfdOnFutures', 'CfdOnIndex', 'ContractFutures', 'FuturesOption', 'StockIndexOption', 'StockOption'],
    PrimaryListing: ['CfdOnEtf', 'CfdOnFutures', 'CfdOnStock', 'ContractFutures', 'Etf', 'SrdOnStock', 'Stock'],
    PutCall: ['FuturesOption', 'StockIndexOption', 'StockOption', 'Warrant'],
    RelatedOptionRoots: [],
    SettlementStyle: ['ContractFutures', 'FuturesOption', 'StockIndexOption', 'StockOption'],
    ShortTradeDisabled: ['Bond', 'CertificateTracker', 'Etc', 'Etf', 'Etn', 'Fund', 'MiniFuture', 'MutualFund', 'Rights', 'SrdOnStock', 'Stock', 'Warrant', 'WarrantKnockOut'],
    StandardAmounts: ['Bond', 'CertificateTracker', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnIndex', 'CfdOnRights', 'CfdOnStock', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'FuturesOption', 'FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSpot', 'FxSwap', 'FxVanillaOption', 'MiniFuture', 'MutualFund', 'Rights', 'SrdOnStock', 'Stock', 'StockIndexOption', 'StockOption', 'Warrant', 'WarrantKnockOut'],
    StrategyType: [],
    StrikePrice: ['FuturesOption', 'MiniFuture', 'StockIndexOption', 'StockOption', 'Warrant', 'WarrantKnockOut'],
    SupportedOrderTypes: EVERY_ASSET_TYPE,
    // Algo strategies: stocks on the large venues, and always on CFDs on ETFs, ETCs, ETNs, funds and rights.
    SupportedStrategies: ['CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFund', 'CfdOnRights', 'Stock'],
    Symbol: EVERY_ASSET_TYPE,
    TickSize: EVERY_ASSET_TYPE,
    TickSizeLimitOrder: ['FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSpot', 'FxSwap', 'FxVanillaOption'],
    TickSizeStopOrder: ['FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSpot', 'FxSwap', 'FxVanillaOption'],
    TradableAs: EVERY_ASSET_TYPE,
    TradableOn: EVERY_ASSET_TYPE,
    TradingStatus: EVERY_ASSET_TYPE,
    TradingUnitsPlural: ['CfdOnFutures'],
    TradingUnitsSingular: ['CfdOnFutures'],
    Uic: EVERY_ASSET_TYPE,
    UnderlyingAssetType: ['CertificateTracker', 'FuturesOption', 'MiniFuture', 'StockIndexOption', 'StockOption', 'Warrant', 'WarrantKnockOut'],
    DeflationFloorProtectionType: [],
    Exchange: EVERY_ASSET_TYPE,
    Format: EVERY_ASSET_TYPE,
    IpoDetails: [],
    Legs: [],
    OrderDistances: ['Bond', 'CertificateTracker', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnIndex', 'CfdOnRights', 'CfdOnStock', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'FuturesOption', 'FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSpot', 'FxSwap', 'FxVanillaOption', 'MiniFuture', 'MutualFund', 'Rights', 'SrdOnStock', 'Stock', 'StockIndexOption', 'StockOption', 'Warrant', 'WarrantKnockOut'],
    OrderSetting: EVERY_ASSET_TYPE,
    RelatedInstruments: ['CertificateTracker', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnIndex', 'CfdOnRights', 'CfdOnStock', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'FuturesOption', 'MiniFuture', 'Rights', 'SrdOnStock', 'Stock', 'StockIndex', 'StockIndexOption', 'StockOption', 'Warrant', 'WarrantKnockOut'],
    RelatedOptionRootsEnhanced: ['CfdOnStock', 'ContractFutures', 'Etf', 'FuturesOption', 'Stock', 'StockIndex', 'StockIndexOption', 'StockOption'],
    SupportedOrderTypeSettings: EVERY_ASSET_TYPE,
    TickSizeScheme: ['CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnRights', 'CfdOnStock', 'Etc', 'Etf', 'Etn', 'Fund', 'FuturesOption', 'Rights', 'SrdOnStock', 'Stock', 'StockIndexOption', 'StockOption'],
    TradingSessions: EVERY_ASSET_TYPE,
    AffiliateInfoRequired: EVERY_ASSET_TYPE,
    IsBarrierEqualsStrike: EVERY_ASSET_TYPE,
    IsOcoOrderSupported: EVERY_ASSET_TYPE,
    IsRedemptionByAmounts: EVERY_ASSET_TYPE,
    IsSwitchBySameCurrency: EVERY_ASSET_TYPE,
    // Listed cash securities only, as live-validated clients see it.
    IsSystematicInternaliser: ['Etc', 'Etf', 'Etn', 'Fund', 'Stock'],
    IsBailIn: [],
    FractionalMinimumLotSize: [],
    // Where trigger (conditional) orders are offered: stocks, futures, indices.
    SupportedOrderTriggerPriceTypes: ['ContractFutures', 'Stock', 'StockIndex'],
    TradingSignals: EVERY_ASSET_TYPE,
    UnderlyingTypeCategory: EVERY_ASSET_TYPE,
    // Mutual funds (later subscriptions).
    AdditionalMinimumTradeSize: ['MutualFund'],
    AdditionalMinimumTradeUnits: ['MutualFund'],
    CanParticipateInMultiLegOrder: ['FuturesOption', 'StockIndexOption', 'StockOption'],
  },
  SummaryInfo: {
    AssetType: EVERY_ASSET_TYPE,
    CanParticipateInMultiLegOrder: ['FuturesOption', 'StockIndexOption', 'StockOption'],
    CurrencyCode: EVERY_ASSET_TYPE,
    Description: EVERY_ASSET_TYPE,
    DisplayHint: ['CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnRights', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'FxForwards', 'FxSpot', 'FxSwap', 'MutualFund', 'Rights', 'Warrant'],
    ExchangeCountry: [],
    ExchangeId: EVERY_ASSET_TYPE,
    ExchangeName: [],
    GroupId: EVERY_ASSET_TYPE,
    Identifier: EVERY_ASSET_TYPE,
    // Depends on the request (a keyword search), not on the asset type.
    IsKeywordMatch: ANY_ASSET_TYPE,
    PrimaryListing: ['CfdOnEtf', 'CfdOnFutures', 'CfdOnStock', 'ContractFutures', 'Etf', 'SrdOnStock', 'Stock'],
    SummaryType: EVERY_ASSET_TYPE,
    Symbol: EVERY_ASSET_TYPE,
    TradableAs: ['Bond', 'CertificateTracker', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnFutures', 'CfdOnIndex', 'CfdOnRights', 'CfdOnStock', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSpot', 'FxSwap', 'FxVanillaOption', 'MiniFuture', 'MutualFund', 'Rights', 'SrdOnStock', 'Stock', 'StockIndex', 'Warrant', 'WarrantKnockOut'],
    UnderlyingAssetType: [],
    // Listed securities, indices and CFDs on securities; not on CFDs on indices or futures.
    IssuerCountry: ['Bond', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnRights', 'CfdOnStock', 'Etc', 'Etf', 'Etn', 'Fund', 'MutualFund', 'Rights', 'SrdOnStock', 'Stock', 'StockIndex'],
    UnderlyingUic: ['CfdOnFutures', 'CfdOnIndex', 'FxForwards', 'FxKnockInOption', 'FxKnockOutOption', 'FxNoTouchOption', 'FxOneTouchOption', 'FxSwap', 'FxVanillaOption'],
    GroupOptionRootId: ['FuturesOption', 'StockIndexOption', 'StockOption'],
  },
};

/** DefaultSlippageType by asset type, where the details carry one. */
export const SLIPPAGE_TYPES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['Bond', 'CertificateTracker', 'CfdOnEtc', 'CfdOnEtf', 'CfdOnEtn', 'CfdOnRights', 'CfdOnStock', 'ContractFutures', 'Etc', 'Etf', 'Etn', 'Fund', 'MiniFuture', 'Rights', 'SrdOnStock', 'Stock', 'Warrant', 'WarrantKnockOut'].map((type) => [type, 'Ticks']),
  ),
  CfdOnFutures: 'Percentage',
  CfdOnIndex: 'Percentage',
  FxForwards: 'Percentage',
  FxSpot: 'Percentage',
  FxSwap: 'Percentage',
};
