import { describe, expect, it } from 'vitest';
import { keepNewest } from './memo';

describe('keepNewest', () => {
  it('keeps a value as the newest entry and forgets the oldest beyond the size', () => {
    const cache = new Map<string, number>([
      ['a', 1],
      ['b', 2],
    ]);
    expect(keepNewest(cache, 'a', 3, 2)).toBe(3);
    expect([...cache]).toEqual([
      ['b', 2],
      ['a', 3],
    ]);
    keepNewest(cache, 'c', 4, 2);
    expect([...cache]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
