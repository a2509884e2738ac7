import { describe, expect, it } from 'vitest';
import { keyTarget } from './grid-keys';

describe('keyTarget', () => {
  const at = { row: 5, col: 1 };
  it('moves by a cell, a page, to the row’s ends and (with Ctrl) to the grid’s ends', () => {
    expect(keyTarget('ArrowDown', false, at, 20, 3, 8)).toEqual({ row: 6, col: 1 });
    expect(keyTarget('ArrowLeft', false, at, 20, 3, 8)).toEqual({ row: 5, col: 0 });
    expect(keyTarget('PageUp', false, at, 20, 3, 8)).toEqual({ row: -3, col: 1 });
    expect(keyTarget('Home', false, at, 20, 3, 8)).toEqual({ row: 5, col: 0 });
    expect(keyTarget('End', true, at, 20, 3, 8)).toEqual({ row: 19, col: 2 });
    expect(keyTarget('Enter', false, at, 20, 3, 8)).toBeUndefined();
  });
});
