import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseList, searchValidator } from './search-params';

const validator = searchValidator({
  q: z.string().max(10),
  top: z.coerce.number().int().min(1).max(1000),
  flag: z.boolean(),
});

describe('searchValidator', () => {
  it('keeps valid fields and drops invalid ones with a note each', () => {
    const raw = { q: 'shell', top: 'abc', flag: 'yes', other: 1 };
    expect(validator.validate(raw)).toEqual({ q: 'shell' });
    expect(validator.notes(raw).map((note) => note.field)).toEqual(['top', 'flag']);
  });

  it('never throws, whatever the input', () => {
    expect(() => validator.validate({ q: { nested: true }, top: [1, 2], flag: null })).not.toThrow();
    expect(validator.validate({})).toEqual({});
  });

  it('overrides empty values with undefined, without a note, so the router drops them from the address', () => {
    const raw = { q: '', top: null, flag: true, other: '' };
    const validated = validator.validate(raw);
    expect(validated).toStrictEqual({ flag: true, q: undefined, top: undefined });
    // What the router keeps: raw params with the validated ones merged over them.
    expect({ ...raw, ...validated }).toStrictEqual({ q: undefined, top: undefined, flag: true, other: '' });
    expect(validator.notes(raw)).toEqual([]);
  });
});

describe('parseList', () => {
  it('splits comma lists and drops empty items', () => {
    expect(parseList('Stock, Etf,,')).toEqual(['Stock', 'Etf']);
    expect(parseList(undefined)).toEqual([]);
  });
});

describe('notes store', () => {
  it('keeps the notes of the last invalid address until cleared', async () => {
    const local = searchValidator({ top: z.coerce.number().int().min(1) });
    expect(local.validate({ top: 'x' })).toStrictEqual({ top: undefined });
    await Promise.resolve();
    expect(local.store.get().map((note) => note.value)).toEqual(['x']);
    // The address without the bad value (as the router rewrites it) keeps the note.
    local.validate({});
    expect(local.store.get()).toHaveLength(1);
    local.store.clear();
    expect(local.store.get()).toEqual([]);
  });
});
