import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError, MAX_RETRY_DELAY_MS, RATE_LIMIT_UNKNOWN_WAIT_MS, rateLimitWaitMs, retryAfterFrom, retryDelayFor, shouldRetry } from './errors';

describe('rate limits (429)', () => {
  it('reads how long to wait from Retry-After or the X-RateLimit-*-Reset of the spent quota', () => {
    expect(retryAfterFrom(new Headers({ 'Retry-After': '7' }))).toBe(7000);
    expect(retryAfterFrom(new Headers({ 'Retry-After': '0' }))).toBe(1000);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterFrom(new Headers({ 'Retry-After': 'Mon, 23 Nov 2026 10:00:30 GMT' }), now)).toBe(30_000);
    expect(retryAfterFrom(new Headers({ 'X-RateLimit-RefDataMinute-Reset': '42', 'X-RateLimit-AppDay-Reset': '3', 'X-RateLimit-RefDataMinute-Remaining': '0' }))).toBe(42_000);
    // Every 429 carries the day's quota too, millions left and its reset hours away: the spent minute is the wait.
    const spentMinute = { 'X-RateLimit-AppDay-Limit': '10000000', 'X-RateLimit-AppDay-Remaining': '9999000', 'X-RateLimit-AppDay-Reset': '82332' };
    expect(retryAfterFrom(new Headers({ ...spentMinute, 'X-RateLimit-RefDataMinute-Remaining': '0', 'X-RateLimit-RefDataMinute-Reset': '42' }))).toBe(42_000);
    // Without a remaining count, a reset may be the spent quota's; one whose count says requests are left is not.
    expect(retryAfterFrom(new Headers({ ...spentMinute, 'X-RateLimit-RefDataInstrumentsMinute-Reset': '12' }))).toBe(12_000);
    expect(retryAfterFrom(new Headers(spentMinute))).toBeUndefined();
    // Spent, the day's quota is the wait.
    expect(retryAfterFrom(new Headers({ ...spentMinute, 'X-RateLimit-AppDay-Remaining': '0', 'X-RateLimit-Session-Remaining': '0', 'X-RateLimit-Session-Reset': '60' }))).toBe(
      82_332_000,
    );
    expect(retryAfterFrom(new Headers({ 'X-RateLimit-Session-Reset': 'soon' }))).toBeUndefined();
    expect(retryAfterFrom(new Headers())).toBeUndefined();
  });

  it('puts the wait on the ApiError of a 429 answer, and nowhere else', async () => {
    const answer = (status: number) =>
      createApiClient({
        key: 'k',
        baseUrl: 'https://gw.example',
        token: 't',
        fetch: async () => new Response('', { status, headers: { 'X-RateLimit-RefDataInstrumentsMinute-Reset': '12', 'X-Correlation': 'c-1' } }),
      });
    const limited = (await answer(429)
      .get('/ref/v1/instruments')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(limited).toBeInstanceOf(ApiError);
    expect(limited.isRateLimited).toBe(true);
    expect(limited.receivedAt).toBeGreaterThan(Date.now() - 5_000);
    expect(limited.retryAfterMs).toBe(12_000);
    expect(limited.correlationId).toBe('c-1');
    const unavailable = (await answer(503)
      .get('/ref/v1/instruments')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(unavailable.isRateLimited).toBe(false);
    expect(unavailable.retryAfterMs).toBeUndefined();
  });

  it('waits for a 429 as long as the service asks, or a whole quota minute when the page cannot read the wait', () => {
    const limited = (retryAfterMs?: number) => new ApiError({ kind: 'http', status: 429, path: '/x', retryAfterMs });
    expect(rateLimitWaitMs(limited(42_000))).toBe(42_000);
    expect(RATE_LIMIT_UNKNOWN_WAIT_MS).toBe(60_000);
    expect(rateLimitWaitMs(limited())).toBe(60_000);
    expect(retryDelayFor(0, limited(42_000))).toBe(42_000);
    expect(retryDelayFor(3, limited())).toBe(60_000);
  });
});

describe('retry policy: no retry storms', () => {
  const http = (status: number) => new ApiError({ kind: 'http', status, path: '/x' });

  it('never retries a client error, nor a 429 (the view retries that once its wait is over)', () => {
    for (const status of [400, 401, 403, 404, 405, 429]) expect(shouldRetry(0, http(status)), String(status)).toBe(false);
  });

  it('retries server errors, lost and unreadable answers and other errors twice', () => {
    const transient = [
      http(500),
      http(503),
      new ApiError({ kind: 'network', status: 0, path: '/x' }),
      new ApiError({ kind: 'invalid-response', status: 200, path: '/x' }),
      new Error('x'),
    ];
    for (const error of transient)
      expect(
        [0, 1, 2, 3].map((count) => shouldRetry(count, error)),
        error.message,
      ).toEqual([true, true, false, false]);
  });

  it('backs off exponentially from 1 s, never more than 30 s apart', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((count) => retryDelayFor(count, http(503)))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(MAX_RETRY_DELAY_MS).toBe(30_000);
    expect(retryDelayFor(10, new Error('x'))).toBe(30_000);
  });
});
