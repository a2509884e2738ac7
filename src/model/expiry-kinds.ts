/**
 * The kinds of expiry and the day numbers of dates: what the option chain's and the expiry calendar's addresses read,
 * loaded with the app; the classification itself (expiry-kind.ts) loads with those views.
 */

const DAY_MS = 86_400_000;

export type ExpiryKind = 'quarterly' | 'monthly' | 'weekly' | 'daily' | 'unknown';

/** The kinds, longest cycle first (the order of filters and URLs). */
export const EXPIRY_KINDS = ['quarterly', 'monthly', 'weekly', 'daily', 'unknown'] as const satisfies readonly ExpiryKind[];

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (or a timestamp starting with one). */
export function dayNumberOf(iso: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return Math.round(ms / DAY_MS);
}
