import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/api/errors';
import { MAX_AUTOMATIC_RETRIES, useRetryCountdown } from './use-retry-countdown';

// The row of 429s is the app's: each test starts an hour after the last, so none continues another's row.
let hour = 0;

beforeEach(() => {
  hour += 1;
  vi.useFakeTimers({ now: Date.parse('2026-03-02T09:00:00Z') + hour * 3_600_000 });
});

afterEach(() => {
  vi.useRealTimers();
});

const limited = (retryAfterMs?: number) => new ApiError({ kind: 'http', status: 429, path: '/x', retryAfterMs });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useRetryCountdown', () => {
  it('counts down the wait a 429 names, second by second, then asks again once', () => {
    const onElapsed = vi.fn();
    const error = limited(3000);
    const { result } = renderHook(() => useRetryCountdown(error, onElapsed));
    expect(result.current).toBe(3);
    advance(1000);
    expect(result.current).toBe(2);
    advance(1000);
    expect(result.current).toBe(1);
    expect(onElapsed).not.toHaveBeenCalled();
    advance(1000);
    expect(result.current).toBe(0);
    expect(onElapsed).toHaveBeenCalledTimes(1);
    advance(60_000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('asks again once per answer, also when the panel showing it mounts again after the wait (a route’s error page does, while its retry loads)', () => {
    const onElapsed = vi.fn();
    const error = limited(2000);
    const first = renderHook(() => useRetryCountdown(error, onElapsed));
    advance(2000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
    first.unmount();
    const again = renderHook(() => useRetryCountdown(error, onElapsed));
    expect(again.result.current).toBe(0);
    advance(10_000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('has nothing to count for other errors, or none', () => {
    for (const error of [new ApiError({ kind: 'http', status: 503, path: '/x' }), new ApiError({ kind: 'network', status: 0, path: '/x' }), new Error('x'), undefined]) {
      const onElapsed = vi.fn();
      const { result } = renderHook(() => useRetryCountdown(error, onElapsed));
      expect(result.current).toBeUndefined();
      advance(60_000);
      expect(onElapsed).not.toHaveBeenCalled();
    }
  });

  it('without a named wait, waits a quota minute for each 429 in a row, and stops asking by itself after 3', () => {
    const onElapsed = vi.fn();
    const { result, rerender } = renderHook(({ error }) => useRetryCountdown(error, onElapsed), { initialProps: { error: limited() } });
    expect(result.current).toBe(60);
    advance(59_000);
    expect(onElapsed).not.toHaveBeenCalled();
    advance(1000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
    for (let attempt = 2; attempt <= MAX_AUTOMATIC_RETRIES; attempt++) {
      rerender({ error: limited() });
      expect(result.current).toBe(60);
      advance(60_000);
      expect(onElapsed).toHaveBeenCalledTimes(attempt);
    }
    rerender({ error: limited() });
    expect(result.current).toBeUndefined();
  });

  it('counts 429s that come during another’s wait as the same burst', () => {
    const early = limited();
    const first = renderHook(() => useRetryCountdown(early));
    advance(1000);
    const later = limited();
    const second = renderHook(() => useRetryCountdown(later));
    expect([first.result.current, second.result.current]).toEqual([59, 60]);
  });
});
