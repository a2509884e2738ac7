/** What the chain says about its expiry list: none listed, or some without a readable date. */
import { listParams, type ChainSearch } from './url';

const NAMED_UNREADABLE = 5;

/** The entries without a readable Expiry, named when few. */
export function unreadableExpiriesText(values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  const named = values.length <= NAMED_UNREADABLE ? `: ${values.map((value) => `“${value}”`).join(', ')}` : '';
  return values.length === 1
    ? `The service lists one expiry whose date (Expiry) cannot be read${named}; it is not shown.`
    : `The service lists ${values.length} expiries whose date (Expiry) cannot be read${named}; they are not shown.`;
}

/** Why the chain has no expiry, from what the expiry list's request sends (its segment is always None). */
export function noExpiriesText(search: ChainSearch, unreadable: number): string {
  const { OptionSpaceSegment: _segment, ...rest } = listParams(search);
  const sent = Object.entries(rest).map(([key, value]) => `${key}=${String(value)}`);
  const params = sent.length > 0 ? ` with ${sent.join(' and ')}` : '';
  if (unreadable > 0) return `The service lists no expiry with a readable date for this option root${params}.`;
  return `The service lists no expiries for this option root${params}.`;
}
