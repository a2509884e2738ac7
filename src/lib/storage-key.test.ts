import { describe, expect, it, vi } from 'vitest';
import { storedValue, storedValues } from './storage-key';

/** A storage over `texts`; `full` refuses every write, as a full one does. */
function over(texts: Map<string, string>, { full = false } = {}) {
  const refuse = () => {
    throw new DOMException('full', 'QuotaExceededError');
  };
  return {
    getItem: (key: string) => texts.get(key) ?? null,
    setItem: (key: string, value: string) => (full ? refuse() : void texts.set(key, value)),
    removeItem: (key: string) => void texts.delete(key),
  };
}

/** A text kept under `key`, reading as 'none' when nothing is. */
const textValue = (key: string, storage: () => ReturnType<typeof over> | undefined) => storedValue(key, (raw) => raw ?? 'none', storage);

describe('a value kept in storage', () => {
  it('is parsed again only when its text changes, and a saved value reads as itself until the text changes', () => {
    const texts = new Map<string, string>();
    const storage = over(texts);
    const parse = vi.fn((raw: string | null) => ({ raw }));
    const value = storedValue('k', parse, () => storage);
    const first = value.read();
    expect(first).toEqual({ raw: null });
    expect(value.read()).toBe(first);
    texts.set('k', 'a');
    const second = value.read();
    expect(second).toEqual({ raw: 'a' });
    expect(value.read()).toBe(second);
    value.save({ raw: 'saved' }, 'a2');
    expect(value.read()).toEqual({ raw: 'saved' });
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
        setItem: () => undefined,
        removeItem: () => undefined,
      }),
    );
    expect(value.read()).toBe('none');
  });

  it('is saved as text and announced; a storage that keeps nothing holds it for the page, announced all the same', () => {
    // The storage event of other tabs is heard on the window: this node test lends it one.
    vi.stubGlobal('window', new EventTarget());
    const texts = new Map<string, string>();
    const value = textValue('k', () => over(texts));
    const heard = vi.fn();
    const unsubscribe = value.subscribe(heard);
    value.save('a', 'a');
    expect(texts.get('k')).toBe('a');
    expect(value.read()).toBe('a');
    const full = textValue('k', () => over(texts, { full: true }));
    full.save('b', 'b');
    expect(texts.get('k')).toBe('a');
    expect(full.read()).toBe('b');
    const none = textValue('n', () => undefined);
    none.save('c', 'c');
    expect(none.read()).toBe('c');
    // Removed: what nothing stored reads as, even after a value held with nothing stored.
    none.save('none', undefined);
    expect(none.read()).toBe('none');
    const emptyFull = textValue('e', () => over(texts, { full: true }));
    emptyFull.save('held', 'held');
    expect(emptyFull.read()).toBe('held');
    emptyFull.save('none', undefined);
    expect(emptyFull.read()).toBe('none');
    value.save('none', undefined);
    expect(texts.has('k')).toBe(false);
    expect(value.read()).toBe('none');
    expect(heard).toHaveBeenCalledTimes(3);
    unsubscribe();
    vi.unstubAllGlobals();
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
      () => over(data),
    );
    expect(storeOf('a')).toBe(storeOf('a'));
    expect(storeOf('a')).not.toBe(storeOf('b'));
    expect([storeOf('a').read(), storeOf('b').read(), storeOf('c').read()]).toEqual([1, 2, 0]);
  });
});
