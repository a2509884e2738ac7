/**
 * What the service's answers may hold: the one table of the response schemas of the ten operations, for the
 * simulator's tests and the app's schema check alike (src/spec imports nothing, and both may import it).
 *
 * Sources, as docs/saxo-facts sections name them: the broker's published OpenAPI documents (ref.yaml 2.3.361,
 * ca.yaml 2.2.18, "S1"), its newer reference pages ("S2", e.g. EventState Cancelled and Complete, AnnouncedDate),
 * and the fields and values live answers are documented to carry beyond them (captured payloads, clients
 * validated against the live service), listed in `live` so a reader can tell the two apart. The specification
 * marks hardly anything required: the error body's ErrorCode and Message (S1 BadRequest), and a feed's Data
 * (its envelope, facts 0.5, where __count, __next and MaxRows are optional).
 *
 * A field's type is written as text: a scalar (`string`, `integer`, `number`, `boolean`, `date`, `date-time`,
 * or `any` where no source gives the type), the name of an enumeration in ENUMS, the name of a schema in
 * SCHEMAS, or one of those followed by `[]` for a list.
 */

export const SCALARS = ['string', 'integer', 'number', 'boolean', 'date', 'date-time', 'any'] as const;
export type Scalar = (typeof SCALARS)[number];

export interface EnumDef {
  /** Every value a documented answer may hold. */
  readonly values: readonly string[];
  /** Those of `values` seen live or in newer reference pages, beyond the published enumeration. */
  readonly live?: readonly string[];
  /** A flaggable enumeration: several values may come joined by commas ("Tradable, ReduceOnly"). */
  readonly flags?: boolean;
}

export interface SchemaDef {
  /** Field name to type (see above), the published fields and the documented live ones alike. */
  readonly fields: Readonly<Record<string, string>>;
  /** Those of `fields` beyond the published schema (live answers, newer reference pages). */
  readonly live?: readonly string[];
  /** Fields an answer must carry. */
  readonly required?: readonly string[];
  /** Free keys (ModelState): any name, each holding a value of this type. */
  readonly anyKey?: string;
  /** A feed's envelope (`{ Data, __count, __next, MaxRows }`): its paging rules apply (facts 0.5). */
  readonly feed?: boolean;
}

/** The published AssetType of reference data (56 values). */
const REF_ASSET_TYPES = [
  'Bond',
  'Cash',
  'CertificateBonus',
  'CertificateCappedBonus',
  'CertificateCappedCapitalProtected',
  'CertificateCappedOutperformance',
  'CertificateConstantLeverage',
  'CertificateDiscount',
  'CertificateExpress',
  'CertificateTracker',
  'CertificateUncappedCapitalProtection',
  'CertificateUncappedOutperformance',
  'CfdIndexOption',
  'CfdOnCompanyWarrant',
  'CfdOnEtc',
  'CfdOnEtf',
  'CfdOnEtn',
  'CfdOnFund',
  'CfdOnFutures',
  'CfdOnIndex',
  'CfdOnRights',
  'CfdOnStock',
  'CompanyWarrant',
  'ContractFutures',
  'Etc',
  'Etf',
  'Etn',
  'Fund',
  'FuturesOption',
  'FuturesStrategy',
  'FxBinaryOption',
  'FxForwards',
  'FxKnockInOption',
  'FxKnockOutOption',
  'FxNoTouchOption',
  'FxOneTouchOption',
  'FxSpot',
  'FxVanillaOption',
  'GuaranteeNote',
  'IpoOnStock',
  'ManagedFund',
  'MiniFuture',
  'MutualFund',
  'PortfolioNote',
  'Rights',
  'SrdOnEtf',
  'SrdOnStock',
  'Stock',
  'StockIndex',
  'StockIndexOption',
  'StockOption',
  'Warrant',
  'WarrantDoubleKnockOut',
  'WarrantKnockOut',
  'WarrantOpenEndKnockOut',
  'WarrantSpread',
] as const;

/** Asset types seen in live answers outside the published enumeration (facts 0.8). */
const LIVE_ASSET_TYPES = [
  'FxSwap',
  'CBBCCategoryN',
  'CBBCCategoryR',
  'CertificateBarrierDiscount',
  'CertificateBarrierReverseConvertibles',
  'CertificateCapitalProtectionWithCoupon',
  'CertificateCapitalProtectionWithKnockOut',
  'CertificateOtherCapitalProtection',
  'CertificateOtherConstantLeverage',
  'CertificateOtherParticipation',
  'CertificateOtherYieldEnhancement',
  'CertificateOutperformanceBonus',
  'CertificateReverseConvertibles',
  'CertificateTwinWin',
  'CfdFutureOption',
  'CfdStockOption',
  'InlineWarrant',
  'SubscriptionOnCertificate',
  'WarrantOtherLeverageWithKnockOut',
  'WarrantOtherLeverageWithoutKnockOut',
] as const;

/** The literal reference data is documented to carry in place of a value (facts 0.6). */
const UNDEFINED = 'Undefined' as const;

/**
 * A reference-data enumeration: its published values, those seen live (`live`), and the literal "Undefined",
 * which live reference data is documented to carry where a value is unknown (facts 0.6: the garbage strict
 * clients clean up), so the check does not report what the service is known to send.
 */
function reference<const V extends readonly string[], const L extends readonly string[] = readonly []>(
  values: V,
  live?: L,
  flags?: true,
): NoInfer<{ readonly values: readonly [...V, ...L, typeof UNDEFINED]; readonly live: readonly [...L, typeof UNDEFINED]; readonly flags?: true }> {
  const seen: readonly string[] = live ?? [];
  return { values: [...values, ...seen, UNDEFINED], live: [...seen, UNDEFINED], ...(flags ? { flags } : {}) } as never;
}

/** The documented enumerations (facts 0.6, 0.8, 1 to 9). Event type codes are open ISO 15022 codes: no set. */
export const ENUMS = {
  // --- reference data ---------------------------------------------------------
  AssetType: reference(REF_ASSET_TYPES, LIVE_ASSET_TYPES),
  BondType: reference(['Convertible', 'DualCurrency', 'FloatingRateNote', 'InflationLinked', 'NonInflationLinked', 'Perpetual']),
  BondsCouponType: reference(['Fixed', 'None', 'Other', 'Variable']),
  BuySell: reference(['Buy', 'Sell']),
  DefaultSlippageType: reference(['Percentage', 'Pips', 'Ticks']),
  DisplayHintType: reference(['Continuous', 'CryptoCurrencies', 'Etc', 'Etf', 'Etn', 'Forex', 'Fund', 'Interests', 'None', 'PreciousMetal', 'Rights', 'StockIndices', 'Warrant']),
  EntityType: reference(['ContractOptionRoot', 'Instrument']),
  ExerciseStyle: reference(['American', 'European', 'None']),
  // Undefined is a published value here.
  InstrumentSessionState: {
    values: [
      'Auction',
      'AutomatedTrading',
      'Break',
      'CallAuctionTrading',
      'Closed',
      'Halt',
      'OpeningAuction',
      'PitTrading',
      'PostAutomatedTrading',
      'PostMarket',
      'PostTrading',
      'PreAutomatedTrading',
      'PreMarket',
      'PreTrading',
      'Suspended',
      'TradingAtLast',
      'Undefined',
    ],
  },
  LotSizeType: reference(['BuyOnly', 'NotUsed', 'OddLotsAllowed', 'OddLotsNotAllowed']),
  NonTradableReasons: reference(
    ['ETFsWithoutKIIDs', 'ExpiredInstrument', 'NonShortableInstrument', 'None', 'NotOnlineClientTradable', 'OfflineTradableBonds', 'OtherReason', 'ReduceOnlyInstrument'],
    ['WithoutKIIDs'],
  ),
  OptionsStrategyType: reference([
    'BackRatio',
    'Butterfly',
    'CalendarSpread',
    'Combo',
    'Condor',
    'Custom',
    'Diagonal',
    'Gut',
    'IronButterfly',
    'IronCondor',
    'RiskReversal',
    'Straddle',
    'Strangle',
    'Synthetic',
    'Vertical',
  ]),
  // Undefined is a published value here.
  OrderDistanceType: { values: ['Percentage', 'Pips', 'Price', 'Undefined'] },
  OrderDurationType: reference(['AtTheClose', 'AtTheOpening', 'DayOrder', 'FillOrKill', 'GoodForPeriod', 'GoodTillCancel', 'GoodTillDate', 'ImmediateOrCancel']),
  PlaceableOrderType: reference([
    'Algorithmic',
    'DealCapture',
    'GuaranteedStop',
    'Limit',
    'Market',
    'Stop',
    'StopIfTraded',
    'StopLimit',
    'Switch',
    'TrailingStop',
    'TrailingStopIfTraded',
    'Traspaso',
    'TraspasoIn',
    'TriggerBreakout',
    'TriggerLimit',
    'TriggerStop',
  ]),
  PriceDisplayFormatType: reference(['AllowDecimalPips', 'AllowTwoDecimalPips', 'Fractions', 'ModernFractions', 'Normal', 'Percentage']),
  PutCall: reference(['Call', 'None', 'Put']),
  SettlementStyle: reference(['CashDelivery', 'PhysicalDelivery']),
  StrategyType: reference(['CalendarSpread']),
  TradingStatus: reference(['NonTradable', 'NotDefined', 'ReduceOnly', 'Tradable'], [], true),
  /** Live only (facts 3, clients validated against the live service). */
  TradingSignals: reference([], ['Allowed', 'NotAllowed']),
  /** The 400 ErrorCodes the ten operations document (facts 0.6). */
  ErrorCode: {
    values: [
      'AssetTypesParseFailed',
      'ExpiryDatesMustBeSet',
      'InvalidAssetType',
      'InvalidContinuousFuturesUic',
      'InvalidOptionRootId',
      'InvalidRequest',
      'InvalidSearchCriteriaProvided',
      'NoSearchCriteriaProvided',
      'UnderlyingUICMustBeSet',
    ],
  },
  // --- corporate actions (published values, and those of newer reference pages in `live`) ------------------
  /** Newer reference pages: AllowedActions (2023-01-30). */
  Action: { values: ['Change', 'Withdraw'], live: ['Change', 'Withdraw'] },
  /** The corporate-actions schema's own AssetType: no extended types (Etf, Etc, Etn, Fund, Rights), no CFDs or FX (facts 0.8). */
  CaAssetType: {
    values: [
      'Bond',
      'CertificateBonus',
      'CertificateCappedBonus',
      'CertificateCappedCapitalProtected',
      'CertificateCappedOutperformance',
      'CertificateConstantLeverage',
      'CertificateDiscount',
      'CertificateExpress',
      'CertificateTracker',
      'CertificateUncappedCapitalProtection',
      'CertificateUncappedOutperformance',
      'CompanyWarrant',
      'MiniFuture',
      'MutualFund',
      'Stock',
      'Warrant',
      'WarrantDoubleKnockOut',
      'WarrantKnockOut',
      'WarrantOpenEndKnockOut',
      'WarrantSpread',
    ],
  },
  CorporateActionType: { values: ['Mandatory', 'Voluntary'] },
  DateStatus: { values: ['Ongoing', 'Unknown'] },
  Electable: { values: ['Electable', 'NotElectable'] },
  ElectionStatus: { values: ['Elected', 'NotElected', 'PartialElected'] },
  ElectionType: { values: ['Auto', 'Manual'] },
  /** Cancelled and Complete: newer reference pages (reachable by id only). */
  EventState: { values: ['Approved', 'Cancelled', 'Complete', 'Confirmed', 'Preliminary', 'Withdrawn'], live: ['Cancelled', 'Complete'] },
  EventStatus: { values: ['Active', 'Past', 'Upcoming'] },
  Indicator: {
    values: ['AdditionalBusinessProcess', 'BidRange', 'CertificationBreakdown', 'Change', 'Consent', 'Dividend', 'Offer', 'RenounceableStatusofEntitlement', 'Sequence'],
  },
  InformationToComply: { values: ['RestrictionsMayApply'] },
  InstructionStatus: { values: ['Accepted', 'InProgress', 'Rejected'] },
  /** AllAssetTypes and AllEventTypes: newer reference pages. */
  LookupFieldGroups: { values: ['All', 'AllAssetTypes', 'AllEventTypes', 'AssetTypes', 'EventTypes'], live: ['AllAssetTypes', 'AllEventTypes'], flags: true },
  MovementType: { values: ['Credit', 'Debit', 'Unknown'] },
  OptionStatus: { values: ['Cancelled', 'Inactive', 'Unknown'] },
  StandingInstructionStatus: { values: ['Created', 'NotCreated'] },
  ValueType: { values: ['Actual', 'Percentage'] },
} as const satisfies Readonly<Record<string, EnumDef>>;

export type EnumName = keyof typeof ENUMS;

/** The feed envelope's own fields (facts 0.5): Data's type is the schema's. */
const feed = <Item extends string>(item: Item) =>
  ({
    fields: { Data: `${item}[]`, MaxRows: 'number', __count: 'number', __next: 'string' },
    required: ['Data'],
    feed: true,
  }) as const;

export const SCHEMAS = {
  // --- reference data (4.1 to 4.7) -------------------------------------------
  SummaryInfoList: feed('SummaryInfo'),
  SummaryInfo: {
    fields: {
      AssetType: 'AssetType',
      CanParticipateInMultiLegOrder: 'boolean',
      CurrencyCode: 'string',
      Description: 'string',
      DisplayHint: 'DisplayHintType',
      ExchangeCountry: 'string',
      ExchangeId: 'string',
      ExchangeName: 'string',
      GroupId: 'integer',
      Identifier: 'integer',
      IsKeywordMatch: 'boolean',
      PrimaryListing: 'integer',
      SummaryType: 'EntityType',
      Symbol: 'string',
      TradableAs: 'AssetType[]',
      UnderlyingAssetType: 'AssetType',
      // Seen on live rows and required by strict clients (facts 1).
      IssuerCountry: 'string',
      UnderlyingUic: 'integer',
      GroupOptionRootId: 'integer',
    },
    live: ['IssuerCountry', 'UnderlyingUic', 'GroupOptionRootId'],
  },
  ContractOptionSpace: {
    fields: {
      AmountDecimals: 'integer',
      AssetType: 'AssetType',
      CanParticipateInMultiLegOrder: 'boolean',
      ContractSize: 'number',
      CurrencyCode: 'string',
      DefaultAmount: 'number',
      DefaultExpiry: 'string',
      DefaultOption: 'ContractOption',
      Description: 'string',
      DisplayHint: 'DisplayHintType',
      Exchange: 'ExchangeSummary',
      ExerciseStyle: 'ExerciseStyle',
      ExpiryDate: 'date',
      Format: 'PriceDisplayFormat',
      GroupId: 'integer',
      IncrementSize: 'number',
      IsComplex: 'boolean',
      IsTradable: 'boolean',
      LotSize: 'number',
      LotSizeType: 'LotSizeType',
      MinimumLotSize: 'number',
      MinimumOrderValue: 'number',
      NoticeDate: 'date',
      OptionRootId: 'integer',
      OptionSpace: 'ContractOptionEntry[]',
      OrderDistances: 'OrderDistances',
      PriceCurrency: 'string',
      PriceToContractFactor: 'number',
      PrimaryListing: 'integer',
      RelatedInstruments: 'InstrumentKey[]',
      RelatedOptionRoots: 'integer[]',
      RelatedOptionRootsEnhanced: 'RelatedOptionRoot[]',
      SettlementStyle: 'SettlementStyle',
      StandardAmounts: 'number[]',
      SupportedOrderTypes: 'PlaceableOrderType[]',
      SupportedStrategies: 'OptionsStrategyType[]',
      Symbol: 'string',
      TickSize: 'number',
      TradableOn: 'string[]',
      UnderlyingAssetType: 'AssetType',
      // Live only (strict client guard of option roots, facts 2).
      MaximumStrikePrice: 'number',
      MinimumStrikePrice: 'number',
      GroupOptionRootId: 'integer',
    },
    live: ['MaximumStrikePrice', 'MinimumStrikePrice', 'GroupOptionRootId'],
  },
  ContractOptionEntry: {
    fields: {
      DisplayDaysToExpiry: 'integer',
      DisplayDaysToLastTradeDate: 'integer',
      DisplayExpiry: 'date',
      Expiry: 'date',
      LastTradeDate: 'date-time',
      SpecificOptions: 'ContractOption[]',
      TickSizeScheme: 'TickSizeScheme',
    },
  },
  ContractOption: { fields: { PutCall: 'PutCall', StrikePrice: 'number', TradingStatus: 'TradingStatus', Uic: 'integer', UnderlyingUic: 'integer' } },
  TickSizeScheme: { fields: { DefaultTickSize: 'number', Elements: 'TickSizeSchemeElement[]' } },
  TickSizeSchemeElement: { fields: { HighPrice: 'number', TickSize: 'number' } },
  ExchangeSummary: { fields: { CountryCode: 'string', ExchangeId: 'string', Name: 'string', PriceSourceName: 'string', TimeZoneId: 'string' } },
  InstrumentKey: { fields: { AssetType: 'AssetType', Uic: 'integer' } },
  OrderDistances: {
    fields: {
      EntryDefaultDistance: 'number',
      EntryDefaultDistanceType: 'OrderDistanceType',
      LimitDefaultDistance: 'number',
      LimitDefaultDistanceType: 'OrderDistanceType',
      StopLimitDefaultDistance: 'number',
      StopLimitDefaultDistanceType: 'OrderDistanceType',
      StopLossDefaultDistance: 'number',
      StopLossDefaultDistanceType: 'OrderDistanceType',
      StopLossDefaultEnabled: 'boolean',
      StopLossDefaultOrderType: 'PlaceableOrderType',
      TakeProfitDefaultDistance: 'number',
      TakeProfitDefaultDistanceType: 'OrderDistanceType',
      TakeProfitDefaultEnabled: 'boolean',
    },
  },
  PriceDisplayFormat: {
    fields: {
      BarrierDecimals: 'integer',
      BarrierFormat: 'PriceDisplayFormatType',
      Decimals: 'integer',
      Format: 'PriceDisplayFormatType',
      NumeratorDecimals: 'integer',
      OrderDecimals: 'integer',
      PriceCurrency: 'string',
      StrikeDecimals: 'integer',
      StrikeFormat: 'PriceDisplayFormatType',
    },
  },
  RelatedOptionRoot: { fields: { AssetType: 'AssetType', OptionRootId: 'integer', SupportedStrategies: 'OptionsStrategyType[]' } },
  InstrumentDetailsList: feed('InstrumentDetails'),
  InstrumentDetails: {
    fields: {
      AmountDecimals: 'integer',
      AssetType: 'AssetType',
      BondIndexRatio: 'number',
      BondType: 'BondType',
      ContractSize: 'number',
      Coupon: 'number',
      CouponType: 'BondsCouponType',
      CurrencyCode: 'string',
      CutOffTimeForSubscriptions: 'string',
      DefaultAmount: 'number',
      DefaultSlippage: 'number',
      DefaultSlippageType: 'DefaultSlippageType',
      DeflationFloorProtectionType: 'LocalizedInfo',
      Description: 'string',
      DisplayHint: 'DisplayHintType',
      Exchange: 'ExchangeSummary',
      ExerciseCutOffTime: 'string',
      ExpiryDate: 'date',
      ExpiryDateTime: 'date-time',
      Format: 'PriceDisplayFormat',
      FxForwardMaxForwardDate: 'date-time',
      FxForwardMinForwardDate: 'date-time',
      FxSpotDate: 'date-time',
      GroupId: 'integer',
      IncrementSize: 'number',
      IpoDetails: 'IpoDetails',
      IsComplex: 'boolean',
      IsDmaEnabled: 'boolean',
      IsExtendedTradingHoursEnabled: 'boolean',
      IsPEAEligible: 'boolean',
      IsPEASMEEligible: 'boolean',
      IsPitTraded: 'boolean',
      IsTradable: 'boolean',
      Legs: 'StrategyLeg[]',
      LotSize: 'number',
      LotSizeText: 'string',
      LotSizeType: 'LotSizeType',
      MaxGuaranteedStopOrderSize: 'number',
      MinimumLotSize: 'number',
      MinimumOrderValue: 'number',
      MinimumTradeSize: 'number',
      MinimumTradeSizeCurrency: 'string',
      NonTradableReason: 'NonTradableReasons',
      NoticeDate: 'date',
      OptionsChainSubscriptionAllowed: 'boolean',
      OrderDistances: 'OrderDistances',
      OrderSetting: 'OrderSetting',
      PriceCurrency: 'string',
      PriceToContractFactor: 'number',
      PrimaryListing: 'integer',
      PutCall: 'PutCall',
      RelatedInstruments: 'InstrumentKey[]',
      RelatedOptionRoots: 'integer[]',
      RelatedOptionRootsEnhanced: 'RelatedOptionRoot[]',
      SettlementStyle: 'SettlementStyle',
      ShortTradeDisabled: 'boolean',
      StandardAmounts: 'number[]',
      StrategyType: 'StrategyType',
      StrikePrice: 'number',
      SupportedOrderTypeSettings: 'SupportedOrderTypeSetting[]',
      SupportedOrderTypes: 'PlaceableOrderType[]',
      SupportedStrategies: 'string[]',
      Symbol: 'string',
      TickSize: 'number',
      TickSizeLimitOrder: 'number',
      TickSizeScheme: 'TickSizeScheme',
      TickSizeStopOrder: 'number',
      TradableAs: 'AssetType[]',
      TradableOn: 'string[]',
      TradingSessions: 'InstrumentTradeSessions',
      TradingStatus: 'TradingStatus',
      TradingUnitsPlural: 'string',
      TradingUnitsSingular: 'string',
      Uic: 'integer',
      UnderlyingAssetType: 'AssetType',
      // Live only: validated by a strict client on every instrument, or listed by newer reference pages (facts 3).
      AffiliateInfoRequired: 'boolean',
      IsBarrierEqualsStrike: 'boolean',
      IsOcoOrderSupported: 'boolean',
      IsRedemptionByAmounts: 'boolean',
      IsSwitchBySameCurrency: 'boolean',
      IsSystematicInternaliser: 'boolean',
      IsBailIn: 'boolean',
      FractionalMinimumLotSize: 'number',
      // LastTraded, Open, Close… (an open list: no set).
      SupportedOrderTriggerPriceTypes: 'string[]',
      TradingSignals: 'TradingSignals',
      UnderlyingTypeCategory: 'string',
      AdditionalMinimumTradeSize: 'number',
      AdditionalMinimumTradeUnits: 'number',
      CanParticipateInMultiLegOrder: 'boolean',
    },
    live: [
      'AffiliateInfoRequired',
      'IsBarrierEqualsStrike',
      'IsOcoOrderSupported',
      'IsRedemptionByAmounts',
      'IsSwitchBySameCurrency',
      'IsSystematicInternaliser',
      'IsBailIn',
      'FractionalMinimumLotSize',
      'SupportedOrderTriggerPriceTypes',
      'TradingSignals',
      'UnderlyingTypeCategory',
      'AdditionalMinimumTradeSize',
      'AdditionalMinimumTradeUnits',
      'CanParticipateInMultiLegOrder',
    ],
  },
  LocalizedInfo: { fields: { Key: 'string', Value: 'string' } },
  IpoDetails: {
    fields: {
      ActivationFrom: 'date-time',
      ActivationTo: 'date-time',
      AllotmentDate: 'date-time',
      Denominations: 'integer[]',
      ListingDate: 'date-time',
      MarketDeadline: 'date-time',
      MaxLeveragePct: 'integer',
      MaxLotSize: 'integer',
    },
  },
  StrategyLeg: { fields: { AssetType: 'AssetType', BuySell: 'BuySell', Description: 'string', LegNumber: 'integer', Multiplier: 'number', Uic: 'integer' } },
  OrderSetting: { fields: { Currency: 'string', MaxOrderSize: 'integer', MaxOrderValue: 'integer', MinOrderValue: 'integer' } },
  SupportedOrderTypeSetting: { fields: { DurationTypes: 'OrderDurationType[]', OrderType: 'PlaceableOrderType' } },
  InstrumentTradeSessions: { fields: { Sessions: 'InstrumentSession[]', TimeZone: 'integer', TimeZoneAbbreviation: 'string', TimeZoneOffset: 'string' } },
  InstrumentSession: { fields: { EndTime: 'date-time', StartTime: 'date-time', State: 'InstrumentSessionState' } },
  FuturesSpace: { fields: { BaseIdentifier: 'string', Elements: 'FuturesSpaceElement[]' } },
  FuturesSpaceElement: { fields: { DaysToExpiry: 'integer', ExpiryDate: 'date', Symbol: 'string', Uic: 'integer' } },
  TimeZoneList: feed('TimeZoneDetails'),
  TimeZoneDetails: { fields: { DisplayName: 'string', TimeZoneAbbreviation: 'string', TimeZoneId: 'string', TimeZoneOffset: 'string', ZoneName: 'string' } },
  // --- errors (400 bodies of every operation) -----------------------------------
  Error: { fields: { ErrorCode: 'ErrorCode', Message: 'string', ModelState: 'ModelState' }, required: ['ErrorCode', 'Message'] },
  ModelState: { fields: {}, anyKey: 'string[]' },
  // --- corporate actions (4.8 to 4.10) -------------------------------------------
  EventList: feed('Event'),
  Event: {
    fields: {
      AffectedAccounts: 'integer',
      AssetType: 'CaAssetType',
      BidIntervalRate: 'PriceAndRate',
      ClaimPeriod: 'DatePeriod',
      CorporateActionType: 'CorporateActionType',
      DisplayAndFormat: 'InstrumentDisplayAndFormat',
      Effective: 'DateAndStatus',
      Electable: 'Electable',
      ElectionStatus: 'ElectionStatus',
      EligibleHoldings: 'number',
      EventId: 'string',
      EventIndicators: 'IndicatorDetail[]',
      EventState: 'EventState',
      EventStatus: 'EventStatus',
      EventType: 'CodeDescription',
      Ex: 'DateAndStatus',
      Holdings: 'Holding[]',
      InformationToComply: 'InformationToComply',
      InterestPeriod: 'DatePeriod',
      MaxPrice: 'PriceAndRate',
      MaxQuantitySought: 'number',
      MinPrice: 'PriceAndRate',
      MinQuantitySought: 'number',
      Narrative: 'string',
      NewBoardLotQuantity: 'number',
      NewDenominationQuantity: 'number',
      NumberofDaysAccrued: 'integer',
      Options: 'EventOption[]',
      Record: 'DateAndStatus',
      StrikePrice: 'PriceAndRate',
      TradingSuspended: 'DateAndStatus',
      Uic: 'integer',
      // Newer reference pages.
      AnnouncedDate: 'date',
    },
    live: ['AnnouncedDate'],
  },
  CodeDescription: { fields: { Code: 'string', Description: 'string', Name: 'string' } },
  DateAndStatus: { fields: { Date: 'date', Status: 'DateStatus' } },
  DateTimeAndStatus: { fields: { Date: 'date-time', Status: 'DateStatus' } },
  DatePeriod: { fields: { End: 'DateAndStatus', Start: 'DateAndStatus' } },
  PriceAndRate: { fields: { Currency: 'string', Type: 'ValueType', Value: 'number' } },
  IndicatorDetail: { fields: { Indicator: 'Indicator', Values: 'CodeDescription[]' } },
  InstrumentDisplayAndFormat: { fields: { Description: 'string', IsinCode: 'string', Symbol: 'string' } },
  EventOption: {
    fields: {
      BidIntervalRate: 'PriceAndRate',
      CashMovements: 'CashMovement[]',
      CashRequired: 'boolean',
      Deadline: 'DateTimeAndStatus',
      GrossRate: 'number',
      IsDefault: 'boolean',
      IsGross: 'boolean',
      IsTaxable: 'boolean',
      MaxExercisableQuantity: 'number',
      MaxPrice: 'PriceAndRate',
      MinExercisableMultipleQuantity: 'number',
      MinExercisableQuantity: 'number',
      MinPrice: 'PriceAndRate',
      Narrative: 'string',
      NetRate: 'number',
      NewBoardLotQuantity: 'number',
      NewDenominationQuantity: 'number',
      OptionId: 'string',
      OptionIndicators: 'IndicatorDetail[]',
      OptionStatus: 'OptionStatus',
      OptionType: 'CodeDescription',
      Payment: 'DateAndStatus',
      PayoutBreakdown: 'PayoutBreakdownComponent[]',
      SecurityMovements: 'SecurityMovement[]',
      TradingPeriod: 'DatePeriod',
      // Newer reference pages (MarketDeadline obsolete after 12 April 2025).
      AllowedActions: 'Action[]',
      ElectionPeriod: 'DatePeriod',
      FirstBidIncrementPrice: 'PriceAndRate',
      LastBidIncrementPrice: 'PriceAndRate',
      IssuerDeadline: 'DateTimeAndStatus',
      MarketDeadline: 'DateTimeAndStatus',
    },
    live: ['AllowedActions', 'ElectionPeriod', 'FirstBidIncrementPrice', 'LastBidIncrementPrice', 'IssuerDeadline', 'MarketDeadline'],
  },
  CashMovement: {
    fields: {
      Amount: 'number',
      CashMovementType: 'MovementType',
      Currency: 'string',
      DeemedRate: 'number',
      GrossDividend: 'number',
      InterestRate: 'number',
      NetDividend: 'number',
      OfferPrice: 'number',
      PriceType: 'ValueType',
      Quantity: 'number',
      SubscriptionPrice: 'number',
    },
  },
  PayoutBreakdownComponent: { fields: { Amount: 'number', Component: 'CodeDescription', Currency: 'string' } },
  SecurityMovement: {
    fields: {
      AvailableForTrade: 'DateAndStatus',
      Currency: 'string',
      DisplayAndFormat: 'InstrumentDisplayAndFormat',
      HeldQuantity: 'number',
      LastTrade: 'DateTimeAndStatus',
      NewQuantity: 'number',
      OldQuantity: 'number',
      PariPassu: 'DateAndStatus',
      ReceivedQuantity: 'number',
      ReinvestmentPrice: 'number',
      SecurityMovementType: 'MovementType',
      Uic: 'integer',
    },
  },
  Holding: {
    fields: {
      AccountDisplayName: 'string',
      AccountId: 'string',
      AccountKey: 'string',
      Amount: 'number',
      CashReserved: 'PriceAndRate',
      ClientId: 'string',
      ClientKey: 'string',
      ClientName: 'string',
      ElectedAmount: 'number',
      ElectionStatus: 'ElectionStatus',
      EventId: 'string',
      Options: 'HoldingOption[]',
      OwnerId: 'string',
      StandingInstructionStatus: 'StandingInstructionStatus',
    },
  },
  HoldingOption: {
    fields: { ElectedAmount: 'number', ElectionType: 'ElectionType', Instruction: 'Instruction', OptionId: 'string', Remarks: 'string', ElectedBy: 'string' },
    // The newer holdings reference example shows ElectedBy.
    live: ['ElectedBy'],
  },
  Instruction: { fields: { Reason: 'string', Status: 'InstructionStatus' } },
  LookupList: feed('Lookup'),
  Lookup: { fields: { FieldGroup: 'LookupFieldGroups', Values: 'CodeDescription[]' } },
} as const satisfies Readonly<Record<string, SchemaDef>>;

export type SchemaName = keyof typeof SCHEMAS;

export function isSchemaName(name: string): name is SchemaName {
  return Object.hasOwn(SCHEMAS, name);
}

export function isEnumName(name: string): name is EnumName {
  return Object.hasOwn(ENUMS, name);
}

/** A schema's definition, read without its literal types. */
export function schemaDef(name: SchemaName): SchemaDef {
  return SCHEMAS[name];
}

/** An enumeration's definition, read without its literal types. */
export function enumDef(name: EnumName): EnumDef {
  return ENUMS[name];
}

/** Every field name of a schema (published and live). */
export function fieldNames(name: SchemaName): string[] {
  return Object.keys(SCHEMAS[name].fields);
}
