/**
 * The compare page's address and the details-list (4.3) parameters it asks
 * for (the table itself: comparison.ts).
 */
import type { DetailsListParams } from '@/api/queries/params';
import { booleanParam, listParam, MAX_TOP, NAME, parseList, searchValidator, skipParam, textParam, topParam } from '@/lib/search-params';
import { detailsQueryLists, MAX_COMPARE, pairsParam, parsePairs, type InstrumentPair } from '@/model/pairs';

export const FIELD_GROUP_OPTIONS = [
  { value: 'OrderSetting', label: 'Order settings' },
  { value: 'SupportedOrderTypeSettings', label: 'Order types and durations' },
  { value: 'TradingSessions', label: 'Trading sessions' },
  { value: 'MarketData', label: 'Market data' },
] as const;

/** FieldGroups: known names in canonical casing, other names passed on as written; items that are not names are ignored with a note. */
export const fieldGroupsParam = listParam({
  canonical: (item) => (NAME.test(item) ? (FIELD_GROUP_OPTIONS.find((option) => option.value.toLowerCase() === item.toLowerCase())?.value ?? item) : undefined),
  ignored: (bad) => `Not a field group name: ${bad.join(', ')}`,
  none: (bad) => (bad.length ? `Not a field group name: ${bad.join(', ')}` : 'Empty list'),
});

export const compareShape = {
  /** The instruments, as uic:AssetType pairs (Uics and AssetTypes of 4.3). */
  items: pairsParam(MAX_COMPARE),
  /** FieldGroups */
  groups: fieldGroupsParam,
  /** Show only the fields whose values differ. */
  diff: booleanParam,
  /** Tags */
  tags: textParam(),
  /** AccountKey */
  account: textParam(100),
  /** $top (by default, enough rows for every pair) */
  top: topParam,
  /** $skip */
  skip: skipParam,
};

export const compareParams = searchValidator(compareShape);
export type CompareUrl = ReturnType<typeof compareParams.validate>;

/** $top that lets one page hold every combination of the requested Uics and asset types. */
export function automaticTop(pairs: readonly InstrumentPair[]): number {
  const { uics, assetTypes } = detailsQueryLists(pairs);
  return Math.min(MAX_TOP, Math.max(1, uics.length * assetTypes.length));
}

export function toDetailsListParams(compare: CompareUrl): DetailsListParams {
  const pairs = parsePairs(compare.items);
  const { uics, assetTypes } = detailsQueryLists(pairs);
  const params: DetailsListParams = { Uics: uics, AssetTypes: assetTypes };
  const groups = parseList(compare.groups);
  if (groups.length) params.FieldGroups = groups;
  const tags = parseList(compare.tags);
  if (tags.length) params.Tags = tags;
  if (compare.account) params.AccountKey = compare.account;
  params.$top = compare.top ?? automaticTop(pairs);
  if (compare.skip) params.$skip = compare.skip;
  return params;
}
