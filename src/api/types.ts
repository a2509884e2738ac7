/**
 * Types of the service's resources, with the real service's field names.
 *
 * The service is not trusted to stick to its own schema: enums are open
 * (`Known | (string & {})`, because it returns values missing from its own
 * documentation), every field is optional, and strings may carry trailing
 * spaces, be empty or hold the literal "Undefined". Read values through the
 * helpers in src/lib/format.ts rather than rendering them directly.
 */

/** An enumeration that tolerates values the service may add later. */
export type Open<T extends string> = T | (string & {});

export const KNOWN_ASSET_TYPES = [
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
  'FxSwap',
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
export type KnownAssetType = (typeof KNOWN_ASSET_TYPES)[number];
export type AssetType = Open<KnownAssetType>;

export type SummaryType = Open<'Instrument' | 'ContractOptionRoot'>;
export type DisplayHint = Open<
  'Continuous' | 'CryptoCurrencies' | 'Etc' | 'Etf' | 'Etn' | 'Forex' | 'Fund' | 'Interests' | 'None' | 'PreciousMetal' | 'Rights' | 'StockIndices' | 'Warrant'
>;
export type TradingStatus = Open<'NonTradable' | 'NotDefined' | 'ReduceOnly' | 'Tradable'>;
export type PutCall = Open<'Call' | 'Put' | 'None'>;
export type OptionSpaceSegment = 'AllDates' | 'DefaultDates' | 'None' | 'SpecificDates' | 'UnderlyingUic';
export type SessionState = Open<
  | 'Auction'
  | 'AutomatedTrading'
  | 'Break'
  | 'CallAuctionTrading'
  | 'Closed'
  | 'Halt'
  | 'OpeningAuction'
  | 'PitTrading'
  | 'PostAutomatedTrading'
  | 'PostMarket'
  | 'PostTrading'
  | 'PreAutomatedTrading'
  | 'PreMarket'
  | 'PreTrading'
  | 'Suspended'
  | 'TradingAtLast'
  | 'Undefined'
>;

/** The feed envelope of list operations. */
export interface Feed<T> {
  __count?: number;
  __next?: string;
  Data?: T[];
  MaxRows?: number;
}

export interface InstrumentKey {
  AssetType?: AssetType;
  Uic?: number;
}

export interface RelatedOptionRoot {
  AssetType?: AssetType;
  OptionRootId?: number;
  SupportedStrategies?: string[];
}

/** One row of the instrument search (4.1). */
export interface InstrumentSummary {
  AssetType?: AssetType;
  CanParticipateInMultiLegOrder?: boolean;
  CurrencyCode?: string;
  Description?: string;
  DisplayHint?: DisplayHint;
  ExchangeCountry?: string;
  ExchangeId?: string;
  ExchangeName?: string;
  GroupId?: number;
  GroupOptionRootId?: number;
  /** The Uic, or the OptionRootId for option roots, or the ContinuousFuturesUic for continuous futures. */
  Identifier?: number;
  IsKeywordMatch?: boolean;
  IssuerCountry?: string;
  PrimaryListing?: number;
  SummaryType?: SummaryType;
  Symbol?: string;
  TradableAs?: AssetType[];
  UnderlyingAssetType?: AssetType;
  UnderlyingUic?: number;
}

export interface ExchangeSummary {
  CountryCode?: string;
  ExchangeId?: string;
  Name?: string;
  PriceSourceName?: string;
  TimeZoneId?: string;
}

export interface PriceDisplayFormat {
  BarrierDecimals?: number;
  BarrierFormat?: string;
  Decimals?: number;
  Format?: string;
  NumeratorDecimals?: number;
  OrderDecimals?: number;
  PriceCurrency?: string;
  StrikeDecimals?: number;
  StrikeFormat?: string;
}

export interface TickSizeScheme {
  DefaultTickSize?: number;
  Elements?: { HighPrice?: number; TickSize?: number }[];
}

export interface OrderDistances {
  EntryDefaultDistance?: number;
  EntryDefaultDistanceType?: string;
  LimitDefaultDistance?: number;
  LimitDefaultDistanceType?: string;
  StopLimitDefaultDistance?: number;
  StopLimitDefaultDistanceType?: string;
  StopLossDefaultDistance?: number;
  StopLossDefaultDistanceType?: string;
  StopLossDefaultEnabled?: boolean;
  StopLossDefaultOrderType?: string;
  TakeProfitDefaultDistance?: number;
  TakeProfitDefaultDistanceType?: string;
  TakeProfitDefaultEnabled?: boolean;
}

export interface TradingSession {
  StartTime?: string;
  EndTime?: string;
  State?: SessionState;
}

/** Trading schedule (4.6), also the `TradingSessions` field group of details. */
export interface TradingSchedule {
  Sessions?: TradingSession[];
  /** The broker's numeric time zone id (see the time zone list). */
  TimeZone?: number;
  TimeZoneAbbreviation?: string;
  TimeZoneOffset?: string;
}

/** Initial public offering details (details of IPO instruments). */
export interface IpoDetails {
  ActivationFrom?: string;
  ActivationTo?: string;
  AllotmentDate?: string;
  Denominations?: number[];
  ListingDate?: string;
  MarketDeadline?: string;
  MaxLeveragePct?: number;
  MaxLotSize?: number;
}

/** One leg of an exchange-traded strategy. */
export interface StrategyLeg {
  AssetType?: AssetType;
  BuySell?: Open<'Buy' | 'Sell'>;
  Description?: string;
  LegNumber?: number;
  Multiplier?: number;
  Uic?: number;
}

export interface LocalizedInfo {
  Key?: string;
  Value?: string;
}

/** Instrument details (4.3, 4.4). */
export interface InstrumentDetails {
  AdditionalMinimumTradeSize?: number;
  AdditionalMinimumTradeUnits?: number;
  AffiliateInfoRequired?: boolean;
  AmountDecimals?: number;
  AssetType?: AssetType;
  BondIndexRatio?: number;
  BondType?: string;
  CanParticipateInMultiLegOrder?: boolean;
  ContractSize?: number;
  Coupon?: number;
  CouponType?: string;
  CurrencyCode?: string;
  CutOffTimeForSubscriptions?: string;
  DefaultAmount?: number;
  DefaultSlippage?: number;
  DefaultSlippageType?: string;
  DeflationFloorProtectionType?: LocalizedInfo;
  Description?: string;
  DisplayHint?: DisplayHint;
  Exchange?: ExchangeSummary;
  ExerciseCutOffTime?: string;
  /** Read when present, though no source documents it on details (the schema check reports it). */
  ExerciseStyle?: string;
  ExpiryDate?: string;
  ExpiryDateTime?: string;
  Format?: PriceDisplayFormat;
  FxForwardMaxForwardDate?: string;
  FxForwardMinForwardDate?: string;
  FractionalMinimumLotSize?: number;
  FxSpotDate?: string;
  GroupId?: number;
  IncrementSize?: number;
  IpoDetails?: IpoDetails;
  IsBailIn?: boolean;
  IsBarrierEqualsStrike?: boolean;
  IsComplex?: boolean;
  IsDmaEnabled?: boolean;
  IsExtendedTradingHoursEnabled?: boolean;
  IsOcoOrderSupported?: boolean;
  IsPEAEligible?: boolean;
  IsPEASMEEligible?: boolean;
  IsPitTraded?: boolean;
  IsRedemptionByAmounts?: boolean;
  IsSwitchBySameCurrency?: boolean;
  IsSystematicInternaliser?: boolean;
  IsTradable?: boolean;
  Legs?: StrategyLeg[];
  LotSize?: number;
  LotSizeText?: string;
  LotSizeType?: string;
  MaxGuaranteedStopOrderSize?: number;
  MinimumLotSize?: number;
  MinimumOrderValue?: number;
  MinimumTradeSize?: number;
  MinimumTradeSizeCurrency?: string;
  NonTradableReason?: string;
  NoticeDate?: string;
  /** Read when present, though no source documents it on details (the schema check reports it). */
  OptionRootId?: number;
  OptionsChainSubscriptionAllowed?: boolean;
  OrderDistances?: OrderDistances;
  OrderSetting?: { Currency?: string; MaxOrderSize?: number; MaxOrderValue?: number; MinOrderValue?: number };
  PriceCurrency?: string;
  PriceToContractFactor?: number;
  PrimaryListing?: number;
  PutCall?: PutCall;
  RelatedInstruments?: InstrumentKey[];
  RelatedOptionRoots?: number[];
  RelatedOptionRootsEnhanced?: RelatedOptionRoot[];
  SettlementStyle?: string;
  ShortTradeDisabled?: boolean;
  StandardAmounts?: number[];
  StrategyType?: Open<'CalendarSpread'>;
  StrikePrice?: number;
  SupportedOrderTriggerPriceTypes?: string[];
  SupportedOrderTypeSettings?: { DurationTypes?: string[]; OrderType?: string }[];
  SupportedOrderTypes?: string[];
  SupportedStrategies?: string[];
  Symbol?: string;
  TickSize?: number | string;
  TickSizeLimitOrder?: number;
  TickSizeScheme?: TickSizeScheme;
  TickSizeStopOrder?: number;
  TradableAs?: AssetType[];
  TradableOn?: string[];
  TradingSessions?: TradingSchedule;
  TradingSignals?: string;
  TradingStatus?: TradingStatus;
  TradingUnitsPlural?: string;
  TradingUnitsSingular?: string;
  Uic?: number;
  UnderlyingAssetType?: AssetType;
  UnderlyingTypeCategory?: string;
  /** Read when present, though no source documents it on details (the schema check reports it). */
  UnderlyingUic?: number;
  [field: string]: unknown;
}

export interface ContractOption {
  PutCall?: PutCall;
  StrikePrice?: number;
  TradingStatus?: TradingStatus;
  Uic?: number;
  UnderlyingUic?: number;
}

export interface OptionSpaceEntry {
  DisplayDaysToExpiry?: number;
  DisplayDaysToLastTradeDate?: number;
  DisplayExpiry?: string;
  Expiry?: string;
  LastTradeDate?: string;
  SpecificOptions?: ContractOption[];
  TickSizeScheme?: TickSizeScheme;
}

/** Option root with its option space (4.2). */
export interface ContractOptionSpace {
  AmountDecimals?: number;
  AssetType?: AssetType;
  CanParticipateInMultiLegOrder?: boolean;
  ContractSize?: number;
  CurrencyCode?: string;
  DefaultAmount?: number;
  DefaultExpiry?: string;
  DefaultOption?: ContractOption;
  Description?: string;
  DisplayHint?: DisplayHint;
  Exchange?: ExchangeSummary;
  ExerciseStyle?: Open<'American' | 'European' | 'None'>;
  ExpiryDate?: string;
  Format?: PriceDisplayFormat;
  GroupId?: number;
  GroupOptionRootId?: number;
  IncrementSize?: number;
  IsComplex?: boolean;
  IsTradable?: boolean;
  LotSize?: number;
  LotSizeType?: string;
  MaximumStrikePrice?: number;
  MinimumLotSize?: number;
  MinimumOrderValue?: number;
  MinimumStrikePrice?: number;
  NoticeDate?: string;
  OptionRootId?: number;
  OptionSpace?: OptionSpaceEntry[];
  OrderDistances?: OrderDistances;
  PriceCurrency?: string;
  PriceToContractFactor?: number;
  PrimaryListing?: number;
  RelatedInstruments?: InstrumentKey[];
  RelatedOptionRoots?: number[];
  RelatedOptionRootsEnhanced?: RelatedOptionRoot[];
  SettlementStyle?: Open<'CashDelivery' | 'PhysicalDelivery'>;
  StandardAmounts?: number[];
  SupportedOrderTypes?: string[];
  SupportedStrategies?: string[];
  Symbol?: string;
  TickSize?: number;
  TradableOn?: string[];
  UnderlyingAssetType?: AssetType;
  [field: string]: unknown;
}

export interface FuturesSpaceElement {
  DaysToExpiry?: number;
  ExpiryDate?: string;
  Symbol?: string;
  Uic?: number;
}

/** Futures space (4.5). */
export interface FuturesSpace {
  BaseIdentifier?: string;
  Elements?: FuturesSpaceElement[];
}

/** One time zone (4.7). */
export interface TimeZoneDetails {
  DisplayName?: string;
  TimeZoneAbbreviation?: string;
  /** Numeric text ("0", "1", ...); older payloads carry a number. */
  TimeZoneId?: string | number;
  TimeZoneOffset?: string;
  ZoneName?: string;
}

// Corporate actions (4.8 to 4.10)

/** The corporate-actions schema's own, smaller AssetType: no extended types (Etf, Etc, Etn, Fund, Rights), no CFDs or FX. */
export type CorporateActionAssetType = Open<
  | 'Bond'
  | 'CertificateBonus'
  | 'CertificateCappedBonus'
  | 'CertificateCappedCapitalProtected'
  | 'CertificateCappedOutperformance'
  | 'CertificateConstantLeverage'
  | 'CertificateDiscount'
  | 'CertificateExpress'
  | 'CertificateTracker'
  | 'CertificateUncappedCapitalProtection'
  | 'CertificateUncappedOutperformance'
  | 'CompanyWarrant'
  | 'MiniFuture'
  | 'MutualFund'
  | 'Stock'
  | 'Warrant'
  | 'WarrantDoubleKnockOut'
  | 'WarrantKnockOut'
  | 'WarrantOpenEndKnockOut'
  | 'WarrantSpread'
>;
export type CorporateActionType = Open<'Mandatory' | 'Voluntary'>;
export type EventState = Open<'Preliminary' | 'Confirmed' | 'Approved' | 'Withdrawn' | 'Cancelled' | 'Complete'>;
export type EventStatus = Open<'Active' | 'Past' | 'Upcoming'>;
export type ElectionStatus = Open<'Elected' | 'NotElected' | 'PartialElected'>;

export interface CodeDescription {
  Code?: string;
  Description?: string;
  Name?: string;
}

export interface DateAndStatus {
  Date?: string;
  Status?: Open<'Ongoing' | 'Unknown'>;
}

export interface DatePeriod {
  Start?: DateAndStatus;
  End?: DateAndStatus;
}

export interface PriceAndRate {
  Currency?: string;
  Type?: Open<'Actual' | 'Percentage'>;
  Value?: number;
}

export interface IndicatorDetail {
  Indicator?: string;
  Values?: CodeDescription[];
}

export interface InstrumentDisplayAndFormat {
  Description?: string;
  IsinCode?: string;
  Symbol?: string;
}

export interface CashMovement {
  Amount?: number;
  CashMovementType?: Open<'Credit' | 'Debit' | 'Unknown'>;
  Currency?: string;
  DeemedRate?: number;
  GrossDividend?: number;
  InterestRate?: number;
  NetDividend?: number;
  OfferPrice?: number;
  PriceType?: string;
  Quantity?: number;
  SubscriptionPrice?: number;
}

export interface SecurityMovement {
  AvailableForTrade?: DateAndStatus;
  Currency?: string;
  DisplayAndFormat?: InstrumentDisplayAndFormat;
  HeldQuantity?: number;
  LastTrade?: DateAndStatus;
  NewQuantity?: number;
  OldQuantity?: number;
  PariPassu?: DateAndStatus;
  ReceivedQuantity?: number;
  ReinvestmentPrice?: number;
  SecurityMovementType?: Open<'Credit' | 'Debit' | 'Unknown'>;
  Uic?: number;
}

export interface EventOption {
  AllowedActions?: string[];
  BidIntervalRate?: PriceAndRate;
  CashMovements?: CashMovement[];
  CashRequired?: boolean;
  Deadline?: DateAndStatus;
  ElectionPeriod?: DatePeriod;
  FirstBidIncrementPrice?: PriceAndRate;
  GrossRate?: number;
  IsDefault?: boolean;
  IsGross?: boolean;
  IsTaxable?: boolean;
  IssuerDeadline?: DateAndStatus;
  LastBidIncrementPrice?: PriceAndRate;
  /** Obsolete after 12 April 2025. */
  MarketDeadline?: DateAndStatus;
  MaxExercisableQuantity?: number;
  MaxPrice?: PriceAndRate;
  MinExercisableMultipleQuantity?: number;
  MinExercisableQuantity?: number;
  MinPrice?: PriceAndRate;
  Narrative?: string;
  NetRate?: number;
  NewBoardLotQuantity?: number;
  NewDenominationQuantity?: number;
  OptionId?: string;
  OptionIndicators?: IndicatorDetail[];
  OptionStatus?: string;
  OptionType?: CodeDescription;
  Payment?: DateAndStatus;
  PayoutBreakdown?: { Amount?: number; Component?: CodeDescription; Currency?: string }[];
  SecurityMovements?: SecurityMovement[];
  TradingPeriod?: DatePeriod;
}

export interface HoldingOption {
  ElectedAmount?: number;
  ElectedBy?: string;
  ElectionType?: Open<'Auto' | 'Manual'>;
  Instruction?: { Reason?: string; Status?: Open<'Accepted' | 'InProgress' | 'Rejected'> };
  OptionId?: string;
  Remarks?: string;
}

export interface Holding {
  AccountDisplayName?: string;
  AccountId?: string;
  AccountKey?: string;
  Amount?: number;
  CashReserved?: PriceAndRate;
  ClientId?: string;
  ClientKey?: string;
  ClientName?: string;
  ElectedAmount?: number;
  ElectionStatus?: ElectionStatus;
  EventId?: string;
  Options?: HoldingOption[];
  OwnerId?: string;
  StandingInstructionStatus?: string;
}

/** A corporate action event (4.8 items, 4.9). */
export interface CorporateActionEvent {
  AffectedAccounts?: number;
  AnnouncedDate?: string;
  AssetType?: CorporateActionAssetType;
  BidIntervalRate?: PriceAndRate;
  ClaimPeriod?: DatePeriod;
  CorporateActionType?: CorporateActionType;
  DisplayAndFormat?: InstrumentDisplayAndFormat;
  Effective?: DateAndStatus;
  Electable?: Open<'Electable' | 'NotElectable'>;
  ElectionStatus?: ElectionStatus;
  EligibleHoldings?: number;
  EventId?: string;
  EventIndicators?: IndicatorDetail[];
  EventState?: EventState;
  EventStatus?: EventStatus;
  EventType?: CodeDescription;
  Ex?: DateAndStatus;
  Holdings?: Holding[];
  InformationToComply?: string;
  InterestPeriod?: DatePeriod;
  MaxPrice?: PriceAndRate;
  MaxQuantitySought?: number;
  MinPrice?: PriceAndRate;
  MinQuantitySought?: number;
  Narrative?: string;
  NewBoardLotQuantity?: number;
  NewDenominationQuantity?: number;
  NumberofDaysAccrued?: number;
  Options?: EventOption[];
  Record?: DateAndStatus;
  StrikePrice?: PriceAndRate;
  TradingSuspended?: DateAndStatus;
  Uic?: number;
}

export interface LookupEntry {
  FieldGroup?: string;
  Values?: CodeDescription[];
}

/** Error body of a 400 answer. */
export interface ServiceErrorBody {
  ErrorCode?: string;
  Message?: string;
  ModelState?: Record<string, string[]>;
}
