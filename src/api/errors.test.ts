import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError, RATE_LIMIT_FALLBACK_DELAYS_MS, retryAfterFrom, retryDelayFor } from './errors';

describe('rate limits (429)', () => {
  it('reads how long to wait from Retry-After or the largest X-RateLimit-*-Reset', () => {
    expect(retryAfterFrom(new Headers({ 'Retry-After': '7' }))).toBe(7000);
    expect(retryAfterFrom(new Headers({ 'Retry-After': '0' }))).toBe(1000);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterFrom(new Headers({ 'Retry-After': 'Mon, 23 Nov 2026 10:00:30 GMT' }), now)).toBe(30_000);
    expect(retryAfterFrom(new Headers({ 'X-RateLimit-RefDataMinute-Reset': '42', 'X-RateLimit-AppDay-Reset': '3', 'X-RateLimit-RefDataMinute-Remaining': '0' }))).toBe(42_000);
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
    const limited = (await answer(429).get('/ref/v1/instruments').catch((caught: unknown) => caught)) as ApiError;
    expect(limited).toBeInstanceOf(ApiError);
    expect(limited.isRateLimited).toBe(true);
    expect(limited.isTransient).toBe(true);
    expect(limited.retryAfterMs).toBe(12_000);
    expect(limited.correlationId).toBe('c-1');
    const unavailable = (await answer(503).get('/ref/v1/instruments').catch((caught: unknown) => caught)) as ApiError;
    expect(unavailable.isRateLimited).toBe(false);
    expect(unavailable.retryAfterMs).toBeUndefined();
  });

  it('retries a 429 only after the asked wait, or after 5 s then 20 s; other failures back off from 1 s', () => {
    const limited = (retryAfterMs?: number) => new ApiError({ kind: 'http', status: 429, path: '/x', retryAfterMs });
    expect(retryDelayFor(0, limited(42_000))).toBe(42_000);
    expect(retryDelayFor(0, limited())).toBe(RATE_LIMIT_FALLBACK_DELAYS_MS[0]);
    expect(retryDelayFor(1, limited())).toBe(RATE_LIMIT_FALLBACK_DELAYS_MS[1]);
    expect(retryDelayFor(5, limited())).toBe(RATE_LIMIT_FALLBACK_DELAYS_MS[1]);
    const down = new ApiError({ kind: 'http', status: 503, path: '/x' });
    expect(retryDelayFor(0, down)).toBe(1000);
    expect(retryDelayFor(1, down)).toBe(2000);
    expect(retryDelayFor(10, new Error('x'))).toBe(30_000);
  });
});
