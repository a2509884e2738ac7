import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import { idsOf, kindsOf, withItem, withoutItem } from './choice';
import { expiriesParams, MAX_ITEMS } from './url';

function fromAddress(query: string) {
  const raw = defaultParseSearch(query) as Record<string, unknown>;
  return { value: expiriesParams.validate(raw), notes: expiriesParams.notes(raw) };
}

describe('the expiry calendar’s address', () => {
  it('reads futures spaces and option roots, one (a number) or several', () => {
    expect(fromAddress('?futures=28001,28034&roots=1')).toEqual({ value: { futures: '28001,28034', roots: 1 }, notes: [] });
    expect(idsOf('28001,28034')).toEqual([28001, 28034]);
    expect(idsOf(1)).toEqual([1]);
    expect(idsOf(undefined)).toEqual([]);
  });

  it('keeps the good ids of a list and notes the bad ones', () => {
    const { value, notes } = fromAddress('?futures=28001,abc,-4,28001,0&roots=x');
    expect(value.futures).toBe(28001);
    expect(value.roots).toBeUndefined();
    expect(notes).toEqual([
      { field: 'futures', value: 'abc,-4,0', message: 'Not a Uic: abc, -4, 0', partial: true },
      { field: 'roots', value: 'x', message: 'Not an OptionRootId: x' },
    ]);
    // Too many: the first ones are kept.
    const many = Array.from({ length: MAX_ITEMS + 2 }, (_, index) => index + 1).join(',');
    expect(idsOf(fromAddress(`?roots=${many}`).value.roots)).toHaveLength(MAX_ITEMS);
    expect(fromAddress(`?roots=${many}`).notes[0]).toMatchObject({ field: 'roots', partial: true, message: `At most ${MAX_ITEMS}` });
  });

  it('falls back to this month and every kind on a bad month or kind, with a note', () => {
    expect(fromAddress('?month=2026-12').value.month).toBe('2026-12');
    for (const bad of ['2026-13', '2026-1', 'soon', '12']) {
      const { value, notes } = fromAddress(`?month=${bad}`);
      expect(value.month).toBeUndefined();
      expect(notes[0]).toMatchObject({ field: 'month', message: 'Expected a month as YYYY-MM' });
    }
    const kinds = fromAddress('?kinds=Quarterly,nonsense,monthly');
    expect(kinds.value.kinds).toBe('quarterly,monthly');
    expect(kinds.notes[0]).toMatchObject({ field: 'kinds', partial: true });
    expect(kindsOf(kinds.value)).toEqual(['quarterly', 'monthly']);
    expect(kindsOf({})).toHaveLength(5);
    // Objects and arrays the router may parse never throw.
    expect(() => fromAddress('?futures={"a":1}&month=[1]&kinds=%7B%7D')).not.toThrow();
    expect(fromAddress('?futures={"a":1}').value.futures).toBeUndefined();
  });

  it('adds and removes items', () => {
    expect(withItem({}, 'futures', 28001)).toEqual({ futures: 28001 });
    expect(withItem({ futures: 28001 }, 'futures', 28034)).toEqual({ futures: '28001,28034' });
    expect(withItem({ futures: 28001 }, 'futures', 28001)).toEqual({ futures: 28001 });
    expect(withoutItem({ futures: '28001,28034', roots: 1 }, 'futures', 28001)).toEqual({ futures: 28034, roots: 1 });
    expect(withoutItem({ roots: 1 }, 'roots', 1)).toEqual({});
  });
});
