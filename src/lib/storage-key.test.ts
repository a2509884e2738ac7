import { describe, expect, it, vi } from 'vitest';
import { storedValue, storedValues } from './storage-key';

describe('a value kept in storage', () => {
  it('is parsed again only when its text changes, and a held value lasts until the text changes', () => {
    const texts = new Map<string, string>();
    const storage = { getItem: (key: string) => texts.get(key) ?? null };
    const parse = vi.fn((raw: string | null) => ({ raw }));
    const value = storedValue('k', parse, () => storage);
    const first = value.read();
    expect(first).toEqual({ raw: null });
    expect(value.read()).toBe(first);
    texts.set('k', 'a');
    const second = value.read();
    expect(second).toEqual({ raw: 'a' });
    expect(value.read()).toBe(second);
    value.hold({ raw: 'held' });
    expect(value.read()).toEqual({ raw: 'held' });
    texts.set('k', 'b');
    expect(value.read()).toEqual({ raw: 'b' });
    // Nothing stored, then 'a' and 'b': once each.
    expect(parse).toHaveBeenCalledTimes(3);
  });

  it('reads nothing from a storage that throws', () => {
    const value = storedValue(
      'k',
      (raw) => raw ?? 'none',
      () => ({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    );
    expect(value.read()).toBe('none');
  });
});

describe('storedValues', () => {
  it('keeps one store per key, each reading its own key', () => {
    const data = new Map([
      ['a', '1'],
      ['b', '2'],
    ]);
    const storeOf = storedValues(
      (raw) => Number(raw ?? 0),
      () => ({ getItem: (key: string) => data.get(key) ?? null }),
    );
    expect(storeOf('a')).toBe(storeOf('a'));
    expect(storeOf('a')).not.toBe(storeOf('b'));
    expect([storeOf('a').read(), storeOf('b').read(), storeOf('c').read()]).toEqual([1, 2, 0]);
  });
});
