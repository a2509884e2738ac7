import { describe, expect, it } from 'vitest';
import { COLUMNS_STORAGE_KEY, DEFAULT_COLUMNS, orderColumns, readColumns, writeColumns } from './columns';

describe('the column choice', () => {
  const memory = () => {
    const store = new Map<string, string>();
    return {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
  };

  it('keeps the choice, in table order, the event id always', () => {
    const storage = memory();
    expect(readColumns(storage)).toEqual([...DEFAULT_COLUMNS]);
    writeColumns(storage, ['status', 'type']);
    expect(readColumns(storage)).toEqual(['eventId', 'type', 'status']);
    expect(orderColumns(['affected', 'eventId', 'instrument'])).toEqual(['eventId', 'instrument', 'affected']);
  });

  it('falls back to the default for junk', () => {
    for (const junk of ['not json', '{"a":1}', '["nope"]', '[]']) {
      const storage = memory();
      storage.setItem(COLUMNS_STORAGE_KEY, junk);
      expect(readColumns(storage)).toEqual([...DEFAULT_COLUMNS]);
    }
    expect(readColumns(undefined)).toEqual([...DEFAULT_COLUMNS]);
  });
});
