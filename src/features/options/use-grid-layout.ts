/**
 * Where the chain grid sits and starts: its height (the window below the sticky toolbar; while an expiry loads, as
 * many rows as last time), the row it starts at, and the keys that tell it its data changed.
 */
import { useEffect, useState } from 'react';
import type { ChainSection, WindowSize } from './chain-model';
import type { ExpiryInfo } from '@/model/option-expiries';
import { HEADER_HEIGHT, ROW_HEIGHT } from './ChainGrid';
import type { GridItem } from './grid-rows';

function useViewportHeight(): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 900 : window.innerHeight));
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/** The shell's header (fixed, 56 px) and the main area's padding below the grid. */
const SHELL_HEADER = 56;
const PAGE_BOTTOM = 16;

export function useGridLayout({
  items,
  sections,
  shown,
  stacked,
  size,
  ready,
  referencePrice,
  above,
}: {
  items: readonly GridItem[];
  sections: readonly ChainSection[];
  shown: readonly ExpiryInfo[];
  stacked: boolean;
  size: WindowSize;
  ready: boolean;
  referencePrice: number | undefined;
  /** The height of what stays on screen above the grid once the page is scrolled to it (the sticky toolbar). */
  above: number;
}) {
  const viewportHeight = useViewportHeight();
  // Reserve the grid's height while an expiry loads: as many rows as last time, or the window's size.
  const [lastRows, setLastRows] = useState(0);
  if (ready && items.length > 0 && items.length !== lastRows) setLastRows(items.length);
  const expectedRows = lastRows || (size === 'all' ? 20 : 2 * size + 1);
  const maxHeight = Math.max(320, viewportHeight - SHELL_HEADER - above - PAGE_BOTTOM - 8);
  const gridHeight = Math.min(maxHeight, stacked ? maxHeight : HEADER_HEIGHT + expectedRows * ROW_HEIGHT + 2);
  const single = stacked ? undefined : shown[0];
  const centreItem = stacked ? -1 : items.findIndex((item) => item.type === 'row' && item.row.strike === sections[0]?.window.centreStrike);
  const resetKey = stacked ? `stacked|${shown.length}` : `${single?.date}|${size}|${referencePrice ?? ''}|${ready}`;
  const expiriesKey = shown.map((expiry) => expiry.date).join(',');
  // What stays over the page's top while it scrolls: the shell's header and, on a desktop, the toolbar.
  const coveredTop = SHELL_HEADER + above;
  return { gridHeight, centreItem, resetKey, expiriesKey, coveredTop };
}
