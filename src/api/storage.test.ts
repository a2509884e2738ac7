import { describe, expect, it } from 'vitest';
import { readJson, readText, webStorage, writeJson, writeText } from './storage';

/** A storage in memory; `full` refuses every write as a full one does, `refused` every read and write. */
function memory({ full = false, refused = false } = {}) {
  const items = new Map<string, string>();
  const deny = () => {
    throw new DOMException('denied', refused ? 'SecurityError' : 'QuotaExceededError');
  };
  return {
    items,
    getItem: (key: string) => (refused ? deny() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (full || refused ? deny() : void items.set(key, value)),
    removeItem: (key: string) => (refused ? deny() : void items.delete(key)),
  };
}

describe('the guarded storage', () => {
  it('has no storage outside a browser', () => {
    expect(webStorage()).toBeUndefined();
    expect(webStorage('sessionStorage')).toBeUndefined();
  });

  it('keeps and removes text, and says it did', () => {
    const store = memory();
    expect(writeText(store, 'k', 'v')).toBe(true);
    expect(readText(store, 'k')).toBe('v');
    expect(writeText(store, 'k', undefined)).toBe(true);
    expect(readText(store, 'k')).toBeNull();
  });

  it('says false when nothing could be kept: a full storage, a refused one, or none', () => {
    expect(writeText(memory({ full: true }), 'k', 'v')).toBe(false);
    expect(writeText(memory({ refused: true }), 'k', 'v')).toBe(false);
    expect(writeText(undefined, 'k', 'v')).toBe(false);
    expect(() => writeJson(memory({ full: true }), 'k', [1])).not.toThrow();
  });

  it('reads nothing from a refused storage or none', () => {
    expect(readText(memory({ refused: true }), 'k')).toBeNull();
    expect(readText(undefined, 'k')).toBeNull();
    expect(readJson(memory({ refused: true }), 'k')).toBeUndefined();
  });

  it('round-trips JSON, reads junk or nothing as undefined, and removes the key for undefined', () => {
    const store = memory();
    writeJson(store, 'k', { a: [1, 'two'] });
    expect(readJson(store, 'k')).toEqual({ a: [1, 'two'] });
    store.items.set('k', '{not json');
    expect(readJson(store, 'k')).toBeUndefined();
    writeJson(store, 'k', undefined);
    expect(store.items.has('k')).toBe(false);
    expect(readJson(store, 'k')).toBeUndefined();
  });
});
