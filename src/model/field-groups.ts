/** The field groups of the instrument details (4.4): names, labels, and the `groups` address param. */
export const FIELD_GROUPS = ['OrderSetting', 'SupportedOrderTypeSettings', 'TradingSessions', 'MarketData'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export const FIELD_GROUP_INFO: Readonly<Record<FieldGroup, { label: string; description: string }>> = {
  OrderSetting: { label: 'Order setting', description: 'Maximum order size and value, minimum order value' },
  SupportedOrderTypeSettings: { label: 'Order type settings', description: 'The durations allowed for each order type' },
  TradingSessions: { label: 'Trading sessions', description: 'The sessions of the coming days, as in the trading schedule' },
  MarketData: { label: 'Market data', description: 'Additional fields the service may add; shown under other fields' },
};

/** A field group name in its canonical spelling, or undefined. */
export function fieldGroupOf(value: string): FieldGroup | undefined {
  const lower = value.trim().toLowerCase();
  return FIELD_GROUPS.find((group) => group.toLowerCase() === lower);
}

/** The groups of a `groups` param (canonical order, no duplicates, unknown names left out). */
export function parseGroups(value: string | undefined): FieldGroup[] {
  const items = (value ?? '').split(',').map(fieldGroupOf);
  return FIELD_GROUPS.filter((group) => items.includes(group));
}

/** The `groups` param for a set of groups, undefined when empty. */
export function groupsParam(groups: readonly string[]): string | undefined {
  const canonical = FIELD_GROUPS.filter((group) => groups.includes(group));
  return canonical.length ? canonical.join(',') : undefined;
}
