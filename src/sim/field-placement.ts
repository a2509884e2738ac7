/**
 * Test support (field-spread.test.ts reads it; the service never imports it): where the optional fields of
 * instrument details and search rows go, by asset type. Which fields there are, and their types, is the
 * specification's table (src/spec/schemas.ts); this one says on which asset types live answers carry each.
 */

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
