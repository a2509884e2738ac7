/** The line above the inbox's table: which rows of how many (`Showing 101–200 of 2,459 events`). */
import { formatNumber } from '@/lib/format';

export function listSummary(rows: number, skip: number, total: number | undefined): string {
  const noun = (value: number) => `${formatNumber(value, 0)} ${value === 1 ? 'event' : 'events'}`;
  if (rows === 0) return total ? `No rows at offset ${formatNumber(skip, 0)} of ${noun(total)}` : 'No events';
  if (total !== undefined) return skip === 0 && rows >= total ? noun(total) : `Showing ${formatNumber(skip + 1, 0)}–${formatNumber(skip + rows, 0)} of ${noun(total)}`;
  return `Showing ${formatNumber(skip + 1, 0)}–${formatNumber(skip + rows, 0)}`;
}
