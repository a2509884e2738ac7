/** The futures space view's words for its ladder (the ladder itself: @/model/futures-space). */
import { formatDate, formatNumber } from '@/lib/format';
import type { LadderRow } from '@/model/futures-space';

/** The front month in words (`ESZ6 expires 18 Dec 2026 (in 24 days)`), leaving out what the service did not give. */
export function frontMonthText(row: LadderRow): string {
  const name = row.symbol ?? (row.uic !== undefined ? `Uic ${row.uic}` : 'without a symbol');
  const date = formatDate(row.expiryDate, '');
  const expiry = date ? ` expires ${date}` : '';
  if (row.daysToExpiry === undefined) return `${name}${expiry}`;
  const days = `${formatNumber(row.daysToExpiry, 0)} day${row.daysToExpiry === 1 ? '' : 's'}`;
  return expiry ? `${name}${expiry} (in ${days})` : `${name}, expiring in ${days}`;
}
