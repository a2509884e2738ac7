import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod/mini';
import { listParam, mapped, parseList, PartialValue, searchValidator, wholeNumber } from './search-params';

const validator = searchValidator({
  q: z.string().check(z.maxLength(10)),
  top: z.pipe(z.coerce.number(), wholeNumber(1, 1000)),
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

describe('what a note says of a refused value', () => {
  const said = (schema: z.ZodMiniType, value: unknown) => searchValidator({ field: schema }).notes({ field: value })[0]?.message;

  it("says what was expected where the schema gives no words of its own, never zod's", () => {
    // zod's own wording depends on whether some module loaded its locale (the full zod does): loaded here, never shown.
    z.config(z.core.locales.en());
    onTestFinished(() => void z.config({ localeError: undefined }));
    expect(said(z.enum(['calls', 'puts', 'both']), 'left')).toBe('Expected one of: calls, puts, both');
    expect(said(z.coerce.number().check(z.positive()), '-5')).toBe('Above 0');
    expect(said(z.coerce.number().check(z.lte(1e12)), '1e13')).toBe('At most 1000000000000');
    expect(said(z.pipe(z.coerce.number(), z.int()), 'abc')).toBe('Expected a number');
    expect(said(z.string().check(z.minLength(3)), 'ab')).toBe('At least 3 characters');
    expect(said(z.boolean(), 'yes')).toBe('Expected true or false');
    expect(said(z.enum(Array.from({ length: 20 }, (_, index) => `v${index}`) as [string, ...string[]]), 'x')).toBe('Expected one of 20 values, such as v0, v1, v2');
  });

  it("keeps a schema's own words", () => {
    expect(said(z.string().check(z.maxLength(2, 'At most 2 characters')), 'abc')).toBe('At most 2 characters');
    expect(said(z.pipe(z.coerce.number(), wholeNumber(1, 9)), '1.5')).not.toContain('Invalid input');
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
    const local = searchValidator({ top: z.pipe(z.coerce.number(), wholeNumber(1, 1000)) });
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

describe('partial values and parse', () => {
  const lists = searchValidator({
    ids: mapped(z.string(), (value) => {
      const items = parseList(value);
      const good = items.filter((item) => /^\d+$/.test(item));
      const bad = items.filter((item) => !/^\d+$/.test(item));
      return bad.length ? new PartialValue(good.join(','), bad.join(','), 'not a number') : good.join(',');
    }),
  });

  it('keeps the kept part of a field, notes the ignored part, and does not override the field', () => {
    lists.store.clear();
    expect(lists.validate({ ids: '1,x,2' })).toStrictEqual({ ids: '1,2' });
    expect(lists.store.get()).toEqual([{ field: 'ids', value: 'x', message: 'not a number', partial: true }]);
  });

  it('parse gives the same values without noting anything', () => {
    lists.store.clear();
    validator.store.clear();
    expect(lists.parse({ ids: '1,x' })).toEqual({ ids: '1' });
    expect(validator.parse({ q: 'x'.repeat(20), top: '5' })).toEqual({ top: 5 });
    expect(lists.store.get()).toEqual([]);
    expect(validator.store.get()).toEqual([]);
  });
});

describe('listParam', () => {
  const kinds = searchValidator({
    kinds: listParam({
      canonical: (item) => ['a', 'b', 'c'].find((name) => name === item.toLowerCase()),
      order: ['a', 'b', 'c'],
      ignored: (bad) => `Not a kind: ${bad.join(', ')}`,
      none: () => 'Expected a, b or c',
    }),
    strict: listParam({ canonical: (item) => (item === 'x' ? 'X' : undefined), none: (bad) => (bad.length ? `Not x: ${bad.join(', ')}` : 'Empty list') }),
  });

  it('writes known names back in their spelling and order, once each', () => {
    expect(kinds.validate({ kinds: 'C, a,A' })).toEqual({ kinds: 'a,c' });
    expect(kinds.validate({ strict: 'x,x' })).toEqual({ strict: 'X' });
  });

  it('ignores unknown items with a note, or refuses the value when there is no note for them', () => {
    expect(kinds.validate({ kinds: 'b,zz' })).toEqual({ kinds: 'b' });
    expect(kinds.notes({ kinds: 'b,zz' })).toEqual([{ field: 'kinds', value: 'zz', message: 'Not a kind: zz', partial: true }]);
    expect(kinds.notes({ strict: 'x,y' })).toEqual([{ field: 'strict', value: 'x,y', message: 'Not x: y' }]);
    expect(kinds.notes({ kinds: 'zz', strict: ',' })).toEqual([
      { field: 'kinds', value: 'zz', message: 'Expected a, b or c' },
      { field: 'strict', value: ',', message: 'Empty list' },
    ]);
  });
});
