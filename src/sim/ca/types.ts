/**
 * Wire shapes of the corporate-actions service (ca/v2), as the simulator
 * writes them. Every field is optional on the wire; the simulator omits what
 * does not apply to an event.
 */

export interface CodeDescription {
  Code?: string;
  Description?: string;
  Name?: string;
}

export type DateStatus = 'Ongoing' | 'Unknown';
export type MovementType = 'Credit' | 'Debit' | 'Unknown';
export type ValueType = 'Actual' | 'Percentage';

/** A calendar date (`YYYY-MM-DD`) or, when no date is known, a status. */
export interface DateAndStatus {
  Date?: string;
  Status?: DateStatus;
}

/** A UTC instant (`YYYY-MM-DDTHH:MM:SSZ`) or a status. */
export interface DateTimeAndStatus {
  Date?: string;
  Status?: DateStatus;
}

export interface DatePeriod {
  Start?: DateAndStatus;
  End?: DateAndStatus;
}

export interface PriceAndRate {
  Currency?: string;
  Type?: ValueType;
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
  CashMovementType?: MovementType;
  Currency?: string;
  DeemedRate?: number;
  GrossDividend?: number;
  InterestRate?: number;
  NetDividend?: number;
  OfferPrice?: number;
  PriceType?: ValueType;
  Quantity?: number;
  SubscriptionPrice?: number;
}

export interface SecurityMovement {
  AvailableForTrade?: DateAndStatus;
  Currency?: string;
  DisplayAndFormat?: InstrumentDisplayAndFormat;
  HeldQuantity?: number;
  LastTrade?: DateTimeAndStatus;
  NewQuantity?: number;
  OldQuantity?: number;
  PariPassu?: DateAndStatus;
  ReceivedQuantity?: number;
  ReinvestmentPrice?: number;
  SecurityMovementType?: MovementType;
  Uic?: number;
}

export interface PayoutBreakdown {
  Amount?: number;
  Component?: CodeDescription;
  Currency?: string;
}

export type OptionStatus = 'Cancelled' | 'Inactive' | 'Unknown';

export interface EventOption {
  AllowedActions?: ('Change' | 'Withdraw')[];
  BidIntervalRate?: PriceAndRate;
  CashMovements?: CashMovement[];
  CashRequired?: boolean;
  Deadline?: DateTimeAndStatus;
  GrossRate?: number;
  IsDefault?: boolean;
  IsGross?: boolean;
  IsTaxable?: boolean;
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
  OptionStatus?: OptionStatus;
  OptionType?: CodeDescription;
  Payment?: DateAndStatus;
  PayoutBreakdown?: PayoutBreakdown[];
  SecurityMovements?: SecurityMovement[];
  TradingPeriod?: DatePeriod;
}

export type InstructionStatus = 'Accepted' | 'InProgress' | 'Rejected';

export interface HoldingOption {
  ElectedAmount?: number;
  ElectionType?: 'Auto' | 'Manual';
  Instruction?: { Reason?: string; Status?: InstructionStatus };
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
  ElectionStatus?: 'Elected' | 'NotElected' | 'PartialElected';
  EventId?: string;
  Options?: HoldingOption[];
  OwnerId?: string;
  StandingInstructionStatus?: 'Created' | 'NotCreated';
}

export interface CaEvent {
  AffectedAccounts?: number;
  AnnouncedDate?: string;
  AssetType?: string;
  BidIntervalRate?: PriceAndRate;
  ClaimPeriod?: DatePeriod;
  CorporateActionType?: 'Mandatory' | 'Voluntary';
  DisplayAndFormat?: InstrumentDisplayAndFormat;
  Effective?: DateAndStatus;
  Electable?: 'Electable' | 'NotElectable';
  ElectionStatus?: 'Elected' | 'NotElected' | 'PartialElected';
  EligibleHoldings?: number;
  EventId?: string;
  EventIndicators?: IndicatorDetail[];
  EventState?: string;
  EventStatus?: 'Active' | 'Past' | 'Upcoming';
  EventType?: CodeDescription;
  Ex?: DateAndStatus;
  Holdings?: Holding[];
  InformationToComply?: 'RestrictionsMayApply';
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
  FieldGroup: string;
  Values: CodeDescription[];
}
