import { describe, expect, it } from 'vitest';
import { clampWidth, DEFAULT_WIDTH, MIN_PAGE, MIN_WIDTH, maxWidth, NAVBAR_WIDTH, WIDTH_STEP, widthAfterKey, widthAtPointer } from './panel-layout';

describe('the docked panel width', () => {
  it('keeps the page beside it at least MIN_PAGE wide, and the panel at least MIN_WIDTH', () => {
    expect(maxWidth(1440)).toBe(1440 - NAVBAR_WIDTH - MIN_PAGE);
    expect(clampWidth(5000, 1440)).toBe(maxWidth(1440));
    expect(clampWidth(10, 1440)).toBe(MIN_WIDTH);
    // A window too narrow for both: the panel keeps its least width.
    expect(maxWidth(700)).toBe(MIN_WIDTH);
  });

  it('reads a stored width that is no number as the default', () => {
    expect(clampWidth(undefined, 1440)).toBe(DEFAULT_WIDTH);
    expect(clampWidth('wide', 1440)).toBe(DEFAULT_WIDTH);
    expect(clampWidth(Number.NaN, 1440)).toBe(DEFAULT_WIDTH);
    expect(clampWidth(500.6, 1440)).toBe(501);
  });

  it('moves with the keys of a window splitter whose edge is on the left', () => {
    expect(widthAfterKey('ArrowLeft', 480, 1440)).toBe(480 + WIDTH_STEP);
    expect(widthAfterKey('ArrowRight', 480, 1440)).toBe(480 - WIDTH_STEP);
    expect(widthAfterKey('PageUp', 480, 1440)).toBe(480 + 4 * WIDTH_STEP);
    expect(widthAfterKey('Home', 480, 1440)).toBe(MIN_WIDTH);
    expect(widthAfterKey('End', 480, 1440)).toBe(maxWidth(1440));
    expect(widthAfterKey('ArrowRight', MIN_WIDTH, 1440)).toBe(MIN_WIDTH);
    expect(widthAfterKey('Enter', 480, 1440)).toBeUndefined();
  });

  it('follows the pointer on its left edge', () => {
    expect(widthAtPointer(1000, 1440)).toBe(440);
    expect(widthAtPointer(1400, 1440)).toBe(MIN_WIDTH);
  });
});
