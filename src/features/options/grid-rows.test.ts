import { describe, expect, it } from 'vitest';
import { MAX_LOOKAHEAD, stickyHeadingFor, withLookahead } from './grid-rows';

describe('stickyHeadingFor', () => {
  it('holds the heading of the expiry whose rows are at the top', () => {
    // Headings at 0, 12 and 30; the virtualizer's first item sits behind the column header.
    const starts = [0, 12, 30];
    expect(stickyHeadingFor(starts, 0)).toBe(0);
    expect(stickyHeadingFor(starts, 10)).toBe(0);
    expect(stickyHeadingFor(starts, 11)).toBe(12);
    expect(stickyHeadingFor(starts, 25)).toBe(12);
    expect(stickyHeadingFor(starts, 400)).toBe(30);
    expect(stickyHeadingFor([], 5)).toBe(-1);
  });
});

describe('withLookahead', () => {
  const range = { startIndex: 100, endIndex: 120, overscan: 10, count: 1000 };
  const ends = (indexes: number[]) => [indexes[0], indexes[indexes.length - 1]];

  it('renders the rows in view and the overscan while the scroll is slower than the overscan', () => {
    expect(ends(withLookahead(range, 0))).toEqual([90, 130]);
    expect(ends(withLookahead(range, 7))).toEqual([90, 130]);
    expect(ends(withLookahead(range, -10))).toEqual([90, 130]);
  });

  it('renders one step further in the direction of a fast scroll, up to a limit, within the rows', () => {
    expect(ends(withLookahead(range, 18))).toEqual([90, 148]);
    expect(ends(withLookahead(range, -18))).toEqual([72, 130]);
    expect(ends(withLookahead(range, 500))).toEqual([90, 130 + MAX_LOOKAHEAD]);
    expect(ends(withLookahead({ ...range, endIndex: 995 }, 18))).toEqual([90, 999]);
    expect(ends(withLookahead({ ...range, startIndex: 5 }, -18))).toEqual([0, 130]);
    expect(withLookahead(range, 18)).toHaveLength(59);
  });
});
