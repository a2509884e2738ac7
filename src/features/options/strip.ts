/** The expiry strip's model: tab ids, expiries grouped by month, where a key moves the focus. */
import { MONTHS } from '@/lib/format';
import type { ExpiryInfo } from '@/model/option-expiries';

/** The chain page's strip: the prefix of its tab ids, and the tab panel they control. */
export const STRIP_ID = 'chain';
export const PANEL_ID = `${STRIP_ID}-panel`;

export function tabId(idPrefix: string, date: string): string {
  return `${idPrefix}-tab-${date}`;
}

export interface MonthGroup {
  /** `YYYY-MM`. */
  key: string;
  label: string;
  /** Index of the group's first expiry in the whole list. */
  first: number;
  expiries: ExpiryInfo[];
}

/** Consecutive expiries of the same month, in order. */
export function groupByMonth(expiries: readonly ExpiryInfo[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  expiries.forEach((expiry, index) => {
    const key = expiry.date.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.expiries.push(expiry);
    else groups.push({ key, label: `${MONTHS[Number(key.slice(5, 7)) - 1] ?? key.slice(5, 7)} ${key.slice(0, 4)}`, first: index, expiries: [expiry] });
  });
  return groups;
}

/** Where a key moves the focus from `index` (undefined: not a navigation key). */
export function nextIndex(key: string, index: number, groups: readonly MonthGroup[], count: number): number | undefined {
  if (count === 0) return undefined;
  const group = groups.findIndex((value, at) => index >= value.first && (groups[at + 1] === undefined || index < (groups[at + 1] as MonthGroup).first));
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'ArrowDown':
      return groups[group + 1]?.first ?? count - 1;
    case 'ArrowUp': {
      const current = groups[group];
      // To the start of this month first, then to the previous month's.
      if (current && index > current.first) return current.first;
      return groups[group - 1]?.first ?? 0;
    }
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
