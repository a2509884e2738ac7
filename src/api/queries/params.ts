/** Parameters of the reference-data operations, named as the service names them. */
import type { OptionSpaceSegment } from '@/api/types';

/** Parameters of the instrument search (4.1), named as the service names them. */
export interface InstrumentSearchParams {
  Keywords?: string;
  AssetTypes?: readonly string[];
  ExchangeId?: string;
  Tags?: readonly string[];
  Class?: readonly string[];
  IncludeNonTradable?: boolean;
  CanParticipateInMultiLegOrder?: boolean;
  Uics?: readonly number[];
  AccountKey?: string;
  OneWeekTotalValueChangesFrom?: number;
  OneWeekTotalValueChangesTo?: number;
  OneMonthTotalValueChangesFrom?: number;
  OneMonthTotalValueChangesTo?: number;
  OneYearTotalValueChangesFrom?: number;
  OneYearTotalValueChangesTo?: number;
  $top?: number;
  $skip?: number;
}

/** Parameters of the details list (4.3). */
export interface DetailsListParams {
  Uics?: readonly number[];
  AssetTypes?: readonly string[];
  FieldGroups?: readonly string[];
  Tags?: readonly string[];
  AccountKey?: string;
  $top?: number;
  $skip?: number;
}

/** Parameters of one instrument's details (4.4). */
export interface DetailsParams {
  FieldGroups?: readonly string[];
  AccountKey?: string;
  ClientKey?: string;
}

/** Parameters of the option space (4.2). */
export interface OptionSpaceParams {
  OptionSpaceSegment?: OptionSpaceSegment;
  ExpiryDates?: readonly string[];
  TradingStatus?: string;
  UnderlyingUic?: number;
  CanParticipateInMultiLegOrder?: boolean;
  ClientKey?: string;
}
