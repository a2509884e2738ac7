import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useStableJson } from './use-stable-json';

describe('useStableJson', () => {
  it('keeps the object while the value is the same, and follows a change', () => {
    const { result, rerender } = renderHook(({ value }) => useStableJson(value), { initialProps: { value: { q: 'aapl', top: 50 } as object } });
    const first = result.current;
    expect(first).toEqual({ q: 'aapl', top: 50 });
    rerender({ value: { q: 'aapl', top: 50 } });
    expect(result.current).toBe(first);
    rerender({ value: { q: 'msft', top: 50 } });
    expect(result.current).toEqual({ q: 'msft', top: 50 });
  });
});
