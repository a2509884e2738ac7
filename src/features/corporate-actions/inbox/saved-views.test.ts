import { describe, expect, it } from 'vitest';
import { MAX_VIEWS, VIEWS_KEY, readViews, removeView, saveView, writeViews } from './saved-views';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('saved filter views', () => {
  it('saves a named address (first page), replaces the same name, removes, and reads back', () => {
    let views = saveView([], ' Morning ', { kind: 'Voluntary', skip: 200, action: 'week' });
    expect(views).toEqual([{ name: 'Morning', search: { kind: 'Voluntary', action: 'week' } }]);
    views = saveView(views, 'Dividends', { types: 'DVCA' });
    views = saveView(views, 'Morning', { kind: 'Mandatory' });
    expect(views.map((view) => view.name)).toEqual(['Morning', 'Dividends']);
    expect(views[0]?.search).toEqual({ kind: 'Mandatory' });
    expect(saveView(views, '   ', {})).toEqual(views);
    const storage = memory();
    writeViews(storage, views);
    expect(readViews(storage)).toEqual(views);
    expect(removeView(views, 'Morning').map((view) => view.name)).toEqual(['Dividends']);
  });

  it('validates what it reads: junk entries and bad fields are dropped', () => {
    const storage = memory();
    storage.setItem(VIEWS_KEY, JSON.stringify([{ name: 'ok', search: { kind: 'Voluntary', sort: 'Price' } }, { name: '', search: {} }, 'junk', { name: 'x' }]));
    expect(readViews(storage)).toEqual([{ name: 'ok', search: { kind: 'Voluntary' } }]);
    storage.setItem(VIEWS_KEY, '{broken');
    expect(readViews(storage)).toEqual([]);
    // A refused storage reads as none and keeps nothing, without throwing.
    const refused = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readViews(refused)).toEqual([]);
    expect(() => writeViews(refused, [{ name: 'ok', search: {} }])).not.toThrow();
    const many = Array.from({ length: MAX_VIEWS + 5 }, (_, index) => index).reduce((views, index) => saveView(views, `v${index}`, {}), [] as ReturnType<typeof saveView>);
    expect(many).toHaveLength(MAX_VIEWS);
    expect(many[0]?.name).toBe(`v${MAX_VIEWS + 4}`);
  });
});
