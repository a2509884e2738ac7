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
