/**
 * Rate limits as the gateway reports them: every answer carries
 * `X-RateLimit-<Dimension>-Limit`, `-Remaining` and `-Reset` (seconds until
 * the quota resets) for `AppDay` and the one per-minute dimension of its
 * service group (live captures show no more than one; clients that wait out a
 * 429 read that one):
 *
 * - `AppDay`: 10,000,000 requests per application and day (resets at midnight UTC);
 * - `RefDataInstrumentsMinute`: 60 instrument searches per session per minute;
 * - `RefDataMinute`: 60 other reference-data requests per session per minute;
 * - `Session`: 120 requests per session (token) and service group per minute,
 *   for a group without a dimension of its own (corporate actions).
 *
 * Quotas are always counted, so the headers move as a client works; they are
 * only enforced (429 with the headers and an empty body) when the mount asks
 * for it, so tests and demos stay deterministic by default. Windows run on
 * real elapsed time (`ticker`), not on the simulator's possibly pinned clock.
 */

export interface Dimension {
  name: string;
  limit: number;
  /** Window length in milliseconds; `day` windows end at midnight UTC. */
  window: number | 'day';
}

export const APP_DAY: Dimension = { name: 'AppDay', limit: 10_000_000, window: 'day' };
export const SESSION: Dimension = { name: 'Session', limit: 120, window: 60_000 };
export const REF_DATA_INSTRUMENTS: Dimension = { name: 'RefDataInstrumentsMinute', limit: 60, window: 60_000 };
export const REF_DATA: Dimension = { name: 'RefDataMinute', limit: 60, window: 60_000 };

const DAY_MS = 86_400_000;

interface Bucket {
  start: number;
  end: number;
  used: number;
}

export interface RateLimitOutcome {
  headers: Record<string, string>;
  /** True when one of the quotas was already used up (the request is then not counted). */
  exceeded: boolean;
}

export interface RateLimiter {
  /**
   * Counts a request of `session` against `dimensions` (keyed per service group
   * where a dimension is per session) and reports the headers.
   */
  take(session: string, group: string, dimensions: readonly Dimension[]): RateLimitOutcome;
}

export function createRateLimiter(ticker: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, Bucket>();

  const bucketOf = (key: string, dimension: Dimension, now: number): Bucket => {
    let bucket = buckets.get(key);
    if (!bucket || now >= bucket.end) {
      const end = dimension.window === 'day' ? Math.floor(now / DAY_MS) * DAY_MS + DAY_MS : now + dimension.window;
      bucket = { start: now, end, used: 0 };
      buckets.set(key, bucket);
      if (buckets.size > 10_000) {
        for (const [other, candidate] of buckets) if (now >= candidate.end) buckets.delete(other);
      }
    }
    return bucket;
  };

  return {
    take(session, group, dimensions) {
      const now = ticker();
      const keyed = dimensions.map((dimension) => {
        const key = dimension === APP_DAY ? dimension.name : `${dimension.name}|${group}|${session}`;
        return { dimension, bucket: bucketOf(key, dimension, now) };
      });
      const exceeded = keyed.some(({ dimension, bucket }) => bucket.used >= dimension.limit);
      if (!exceeded) for (const { bucket } of keyed) bucket.used += 1;
      const headers: Record<string, string> = {};
      for (const { dimension, bucket } of keyed) {
        const prefix = `X-RateLimit-${dimension.name}`;
        headers[`${prefix}-Limit`] = String(dimension.limit);
        headers[`${prefix}-Remaining`] = String(Math.max(0, dimension.limit - bucket.used));
        headers[`${prefix}-Reset`] = String(Math.max(1, Math.ceil((bucket.end - now) / 1000)));
      }
      return { headers, exceeded };
    },
  };
}
