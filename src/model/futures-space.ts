/**
 * The contracts of a futures space (4.5) as a ladder: sorted by expiry, the
 * front month marked, the contract month read from the symbol's month code.
 * Shared by the futures space view and the expiry calendar.
 */
import type { FuturesSpace } from '@/api/types';
import { asNumber, clean, daysUntil, MONTHS, parseServiceDate } from '@/lib/format';

/** Futures month codes (CME convention). */
const MONTH_CODES: Readonly<Record<string, number>> = { F: 1, G: 2, H: 3, J: 4, K: 5, M: 6, N: 7, Q: 8, U: 9, V: 10, X: 11, Z: 12 };

export interface LadderRow {
  uic: number | undefined;
  symbol: string | undefined;
  expiryDate: string | undefined;
  /** Days to expiry: the service's figure, else computed from the expiry date. */
  daysToExpiry: number | undefined;
  /** Contract month from the symbol's month code, e.g. "Dec 2026". */
  contractMonth: string | undefined;
  isFront: boolean;
  isExpired: boolean;
}

/**
 * Contract month of a futures symbol like `ESZ6` or `FGBLH27`, with the
 * year resolved against the expiry date (the single digit is the year's last).
 */
export function contractMonth(symbol: string | undefined, expiryDate: string | undefined): string | undefined {
  const text = clean(symbol);
  if (!text) return undefined;
  const match = /([FGHJKMNQUVXZ])(\d{1,2})$/.exec(text.split(':')[0] ?? text);
  if (!match) return undefined;
  const month = MONTH_CODES[match[1] as string] as number;
  const digits = match[2] as string;
  const expiry = parseServiceDate(expiryDate);
  let year: number;
  if (expiry) {
    const expiryYear = expiry.getUTCFullYear();
    const modulus = digits.length === 1 ? 10 : 100;
    // The contract year ends in these digits and lies near the expiry (a contract may expire the year before its month).
    year = expiryYear - (((expiryYear % modulus) - Number(digits) + modulus) % modulus);
    if (year < expiryYear - 1) year += modulus;
  } else {
    year = digits.length === 2 ? 2000 + Number(digits) : Number.NaN;
  }
  return Number.isFinite(year) ? `${MONTHS[month - 1]} ${year}` : MONTHS[month - 1];
}

/** The contracts of a space, sorted by expiry, with the front month marked. */
export function buildLadder(space: FuturesSpace, now: Date = new Date()): LadderRow[] {
  const rows: LadderRow[] = (Array.isArray(space.Elements) ? space.Elements : [])
    .filter((element) => element !== null && typeof element === 'object')
    .map((element) => {
      const expiryDate = clean(element.ExpiryDate);
      // Numbers may come as text ("12"); a Uic is a positive whole number.
      const days = asNumber(element.DaysToExpiry) ?? daysUntil(expiryDate, now);
      const uic = asNumber(element.Uic);
      return {
        uic: uic !== undefined && Number.isInteger(uic) && uic > 0 ? uic : undefined,
        symbol: clean(element.Symbol),
        expiryDate,
        daysToExpiry: days,
        contractMonth: contractMonth(element.Symbol, expiryDate),
        isFront: false,
        isExpired: days !== undefined && days < 0,
      };
    });
  rows.sort((a, b) => {
    const ta = parseServiceDate(a.expiryDate)?.getTime() ?? Number.POSITIVE_INFINITY;
    const tb = parseServiceDate(b.expiryDate)?.getTime() ?? Number.POSITIVE_INFINITY;
    return ta - tb || (a.symbol ?? '').localeCompare(b.symbol ?? '');
  });
  const front = rows.find((row) => !row.isExpired && row.daysToExpiry !== undefined);
  if (front) front.isFront = true;
  return rows;
}
