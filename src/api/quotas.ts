/**
 * The gateway's request quotas, once: which service group a request counts in, the quotas as the gateway's
 * documentation and headers name them (the rate meter shows these), and the margin the pacer keeps under each
 * so that clock drift does not cost a 429 (docs/adr/0004-pacer-margins.md). The pacer, the meter and the
 * request log read them here.
 */

/** The service group a path belongs to, as the gateway counts its quotas. */
export type ServiceGroup = 'ref' | 'ca' | 'other';

export function serviceGroupOf(path: string): ServiceGroup {
  if (/\/ref\/v\d+(\/|$)/i.test(path)) return 'ref';
  if (/\/ca\/v\d+(\/|$)/i.test(path)) return 'ca';
  return 'other';
}

/** A quota of the gateway, as its documentation and its headers name it. */
export interface GatewayQuota {
  dimension: string;
  limit: number;
  what: string;
}

/**
 * Per session, per service group, per minute: 120 (`Session`); reference data also has its own 60 a
 * minute (`RefDataMinute`), the one it runs into first. Corporate actions have only the session quota.
 */
export const GATEWAY_QUOTAS_BY_GROUP: Readonly<Record<'ref' | 'ca', readonly GatewayQuota[]>> = {
  ref: [
    { dimension: 'RefDataMinute', limit: 60, what: 'reference-data requests per session per minute' },
    { dimension: 'Session', limit: 120, what: 'requests per session and service group per minute' },
  ],
  ca: [{ dimension: 'Session', limit: 120, what: 'requests per session and service group per minute' }],
};

/** The quotas' window. */
export const QUOTA_WINDOW_MS = 60_000;

/** Requests the pacer leaves unused of each group's tightest quota (58 of 60, 115 of 120). */
export const PACING_MARGIN: Readonly<Record<'ref' | 'ca', number>> = { ref: 2, ca: 5 };

/** The tightest quota of a group. */
export function tightestLimit(group: 'ref' | 'ca'): number {
  return Math.min(...GATEWAY_QUOTAS_BY_GROUP[group].map((quota) => quota.limit));
}

/** What the pacer sends of a group at most in a quota's window: its tightest quota less the margin. */
export function pacedLimit(group: 'ref' | 'ca'): number {
  return tightestLimit(group) - PACING_MARGIN[group];
}
