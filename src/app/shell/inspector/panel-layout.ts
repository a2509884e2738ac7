/**
 * The docked inspector's width, as pure functions: the panel keeps between MIN_WIDTH and what leaves the page
 * beside it MIN_PAGE wide (next to the navigation), and the keyboard moves it a step at a time.
 */

/** Where this browser keeps the docked panel's width, in px. */
export const INSPECTOR_WIDTH_KEY = 'refex:inspector-width';

export const DEFAULT_WIDTH = 480;
export const MIN_WIDTH = 320;
/** The navigation's width beside the page on a wide screen (the shell's navbar). */
export const NAVBAR_WIDTH = 210;
/** The narrowest the page may get beside the panel. */
export const MIN_PAGE = 360;
/** One press of an arrow key on the panel's edge; Page Up and Page Down move four. */
export const WIDTH_STEP = 16;

/** The widest the panel may be in a window `viewport` px wide. */
export function maxWidth(viewport: number): number {
  return Math.max(MIN_WIDTH, Math.floor(viewport - NAVBAR_WIDTH - MIN_PAGE));
}

/** `width` held between MIN_WIDTH and maxWidth(viewport), in whole px; a width that is no number gives the default. */
export function clampWidth(width: unknown, viewport: number): number {
  const wanted = typeof width === 'number' && Number.isFinite(width) ? width : DEFAULT_WIDTH;
  return Math.round(Math.min(maxWidth(viewport), Math.max(MIN_WIDTH, wanted)));
}

/**
 * The width after a key on the panel's edge (a window splitter: the edge is on the panel's left, so the left
 * arrow widens it), or undefined for a key that does not move it.
 */
export function widthAfterKey(key: string, width: number, viewport: number): number | undefined {
  const moves: Record<string, number> = { ArrowLeft: WIDTH_STEP, ArrowRight: -WIDTH_STEP, PageUp: 4 * WIDTH_STEP, PageDown: -4 * WIDTH_STEP };
  if (key === 'Home') return MIN_WIDTH;
  if (key === 'End') return maxWidth(viewport);
  const move = moves[key];
  return move === undefined ? undefined : clampWidth(width + move, viewport);
}

/** The width while the pointer drags the panel's left edge to `clientX`. */
export function widthAtPointer(clientX: number, viewport: number): number {
  return clampWidth(viewport - clientX, viewport);
}
