/** The chain grid's keyboard model (WAI-ARIA grid): where a key moves the active cell. */

export interface Cell {
  row: number;
  col: number;
}

/**
 * The cell a key moves to from `active` in a grid of `rows` × `cols` (unclamped;
 * `page` rows for Page Up/Down), or undefined when the key is not the grid's.
 */
export function keyTarget(key: string, ctrlKey: boolean, active: Cell, rows: number, cols: number, page: number): Cell | undefined {
  const { row, col } = active;
  switch (key) {
    case 'ArrowDown':
      return { row: row + 1, col };
    case 'ArrowUp':
      return { row: row - 1, col };
    case 'ArrowRight':
      return { row, col: col + 1 };
    case 'ArrowLeft':
      return { row, col: col - 1 };
    case 'PageDown':
      return { row: row + page, col };
    case 'PageUp':
      return { row: row - page, col };
    case 'Home':
      return ctrlKey ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return ctrlKey ? { row: rows - 1, col: cols - 1 } : { row, col: cols - 1 };
    default:
      return undefined;
  }
}
