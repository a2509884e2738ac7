/**
 * What the rate meter shows: the requests of one backend in the last minute (this page's and its other tabs'),
 * per service group, against the gateway's documented quotas, and the last 429 (a pure function of what
 * rate-meter.ts recorded).
 */
import { GATEWAY_QUOTAS_BY_GROUP, type GatewayQuota } from './quotas';
import { METER_WINDOW_MS, type SentRequest } from './rate-meter';

export interface GroupReading {
  group: 'ref' | 'ca';
  /** Requests sent in the last minute. */
  count: number;
  /** Of them, sent by the app's other tabs on the same session. */
  elsewhere: number;
  /** The tightest quota of the group. */
  limit: number;
  quotas: readonly GatewayQuota[];
  /** When the oldest request in the window leaves it (a slot frees), if any is in it. */
  freesAt: number | undefined;
}

export interface MeterReading {
  groups: readonly GroupReading[];
  /** The last 429 of the minute, if any. */
  lastRefusal: SentRequest | undefined;
}

/** What the meter shows at `now`, of the requests `sent` by `backend` (a pure function of them). */
export function readMeter(sent: readonly SentRequest[], backend: string, now: number, windowMs = METER_WINDOW_MS): MeterReading {
  const recent = sent.filter((request) => request.backend === backend && request.at > now - windowMs && request.at <= now);
  const groups = (['ref', 'ca'] as const).map((group): GroupReading => {
    const mine = recent.filter((request) => request.group === group);
    const quotas = GATEWAY_QUOTAS_BY_GROUP[group];
    const oldest = mine.reduce<number | undefined>((min, request) => (min === undefined || request.at < min ? request.at : min), undefined);
    return {
      group,
      count: mine.length,
      elsewhere: mine.filter((request) => request.elsewhere).length,
      limit: Math.min(...quotas.map((quota) => quota.limit)),
      quotas,
      freesAt: oldest === undefined ? undefined : oldest + windowMs,
    };
  });
  const refusals = recent.filter((request) => request.status === 429);
  return { groups, lastRefusal: refusals[refusals.length - 1] };
}
