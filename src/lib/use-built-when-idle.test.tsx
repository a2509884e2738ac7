import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBuiltWhenIdle } from './use-built-when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useBuiltWhenIdle', () => {
  it('is false at first and true once the browser has been idle', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 7));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result } = renderHook(() => useBuiltWhenIdle());
    expect(result.current).toBe(false);
    act(() => idle?.());
    expect(result.current).toBe(true);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useBuiltWhenIdle(3000));
    act(() => vi.advanceTimersByTime(900));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
