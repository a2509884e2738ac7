/**
 * Asset types the service knows (request and response values), plus the
 * classification helpers the operations share.
 */

/**
 * Every asset type the service accepts in requests: the published enum plus
 * the names live clients have met in real answers. The type is open on the
 * real service; a name listed here but not modelled simply matches nothing.
 */
export const ALL_ASSET_TYPES = [
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
  // Seen live, outside the published enum.
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

export type AssetType = (typeof ALL_ASSET_TYPES)[number];

const BY_LOWER = new Map<string, AssetType>(ALL_ASSET_TYPES.map((type) => [type.toLowerCase(), type]));

/** Canonical spelling of an asset type name (case-insensitive), or undefined. */
export function parseAssetType(text: string): AssetType | undefined {
  return BY_LOWER.get(text.trim().toLowerCase());
}

/** Contract option asset types: their search rows are option roots. */
export const OPTION_ROOT_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['StockOption', 'StockIndexOption', 'FuturesOption']);

export const FX_OPTION_TYPES: readonly AssetType[] = ['FxVanillaOption', 'FxKnockInOption', 'FxKnockOutOption', 'FxOneTouchOption', 'FxNoTouchOption'];

/** Asset types whose instruments are classed NonComplex (MiFID-style); everything else is Complex. */
const NON_COMPLEX: ReadonlySet<AssetType> = new Set<AssetType>(['Stock', 'Etf', 'Bond', 'MutualFund', 'Fund', 'StockIndex']);

export function isComplexType(type: AssetType): boolean {
  return !NON_COMPLEX.has(type);
}

/** Asset types with licensed performance data (one week/month/year value changes). */
export const VALUE_CHANGE_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['Stock', 'Etf', 'Etc']);

/** Asset types the Tags filter applies to. */
export const TAGGED_TYPES: ReadonlySet<AssetType> = new Set<AssetType>(['Stock', 'Etf', 'Etc']);

export const FIELD_GROUPS = ['OrderSetting', 'SupportedOrderTypeSettings', 'TradingSessions', 'MarketData'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];
