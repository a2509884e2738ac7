/**
 * The chain grid: calls | strike | puts, one row per strike, virtualised
 * (fixed row height, only the rows in view and a few more are in the DOM),
 * with a sticky header and the WAI-ARIA grid keyboard model: arrow keys move
 * between cells, Home/End to the row's ends, Ctrl+Home/End to the first/last
 * row, Page Up/Down by a screenful, Enter opens the option.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { Loader } from '@mantine/core';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { OptionRow, SpanRow } from './ChainGridRow';
import { keyTarget, type Cell } from './grid-keys';
import { columnsOf, sectionStarts, stickyHeadingFor, withLookahead, type GridItem } from './grid-rows';
import type { Side } from './url';
import classes from './ChainGrid.module.css';

export const ROW_HEIGHT = 34;
export const HEADER_HEIGHT = 36;

export interface ChainGridProps {
  items: readonly GridItem[];
  side: Side;
  stacked: boolean;
  referencePrice: number | undefined;
  /** AssetType of the options (the root's): the details route needs it. */
  optionAssetType: string | undefined;
  /** The root's symbol: each option's label names it. */
  rootSymbol?: string | undefined;
  /** Accessible name of the grid. */
  label: string;
  /** id for a tabpanel role in the single-expiry view (labelled by the selected tab). */
  panelId?: string | undefined;
  labelledBy?: string | undefined;
  /** Set while the single-expiry view waits for its data: the grid keeps its size and shows a loader. */
  loading?: boolean | undefined;
  /** The row to start at and scroll to (the centre); -1 for the top. */
  centreItem: number;
  /** Changes when the grid shows other data: scroll and the active cell reset. */
  resetKey: string;
  /** What the grid shows, for tests and the benchmark (data-expiries). */
  expiriesKey: string;
  ready: boolean;
  maxHeight: number;
  /** How much of the window's top the page's fixed and sticky parts cover (the shell's header, the toolbar). */
  coveredTop: number;
  onOpen: (assetType: string, uic: number) => void;
  onRetry: (date: string) => void;
  /** The root's underlying: expiries on another one (futures options) say which in their heading. */
  rootUnderlyingUic?: number | undefined;
}

export function ChainGrid(props: ChainGridProps) {
  const {
    items,
    side,
    stacked,
    referencePrice,
    optionAssetType,
    label,
    panelId,
    labelledBy,
    loading,
    centreItem,
    resetKey,
    expiriesKey,
    ready,
    maxHeight,
    coveredTop,
    onOpen,
    onRetry,
    rootUnderlyingUic,
    rootSymbol,
  } = props;
  const columns = useMemo(() => columnsOf(side), [side]);
  const strikeCol = columns.indexOf('strike');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Cell>({ row: Math.max(0, centreItem), col: strikeCol });
  const pendingFocus = useRef(false);
  const count = items.length;
  const activeRow = Math.min(active.row, Math.max(0, count - 1));
  const activeCol = Math.min(active.col, columns.length - 1);

  // Stacked: each expiry's heading sticks to the top while its strikes scroll under it.
  const starts = useMemo(() => (stacked ? sectionStarts(items) : []), [stacked, items]);
  // A fast scroll moves the view further in a frame than the overscan reaches, and the frame is painted
  // before the grid hears of the scroll: the rows one such step further ahead are rendered too.
  const lastStart = useRef<number | undefined>(undefined);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const previous = lastStart.current;
      lastStart.current = range.startIndex;
      const step = previous === undefined ? 0 : range.startIndex - previous;
      const base = withLookahead(range, step);
      const extra = [activeRow, stickyHeadingFor(starts, range.startIndex)].filter((index) => index >= 0 && index < count && !base.includes(index));
      return extra.length > 0 ? [...base, ...new Set(extra)].sort((a, b) => a - b) : base;
    },
    [activeRow, count, starts],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: 1000, height: maxHeight },
    rangeExtractor,
    getItemKey: (index) => items[index]?.key ?? index,
  });

  // Every column fits the grid's width (a phone's too): no sideways scroll, the strike column always in view.
  const template = columns.map((column) => (column === 'strike' ? 'minmax(88px, 0.8fr)' : 'minmax(0, 1fr)')).join(' ');
  const contentHeight = HEADER_HEIGHT + Math.max(count, loading ? 1 : count) * ROW_HEIGHT + 2;
  const height = Math.min(maxHeight, Math.max(contentHeight, 120));

  /**
   * Scrolls a row into view from the known geometry (fixed row height, known
   * viewport): no layout is read, and nothing happens when it is in place.
   */
  const scrollToRow = useCallback(
    (index: number, align: 'center' | 'auto') => {
      const element = scrollRef.current;
      if (!element || index < 0) return;
      const viewport = height - 2;
      const current = virtualizer.scrollOffset ?? 0;
      const rowTop = HEADER_HEIGHT + index * ROW_HEIGHT;
      let target = current;
      if (align === 'center') target = rowTop + ROW_HEIGHT / 2 - HEADER_HEIGHT - (viewport - HEADER_HEIGHT) / 2;
      else if (rowTop < current + HEADER_HEIGHT) target = rowTop - HEADER_HEIGHT;
      else if (rowTop + ROW_HEIGHT > current + viewport) target = rowTop + ROW_HEIGHT - viewport;
      const max = Math.max(0, HEADER_HEIGHT + count * ROW_HEIGHT - viewport);
      target = Math.round(Math.max(0, Math.min(max, target)));
      if (Math.abs(target - current) >= 1) element.scrollTop = target;
    },
    [height, count, virtualizer],
  );

  // New data: start at the centre again.
  const lastReset = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    setActive({ row: Math.max(0, centreItem), col: strikeCol });
    scrollToRow(centreItem >= 0 ? centreItem : 0, centreItem >= 0 ? 'center' : 'auto');
    if (centreItem < 0 && scrollRef.current && (virtualizer.scrollOffset ?? 0) > 0) scrollRef.current.scrollTop = 0;
  }, [resetKey, centreItem, strikeCol, scrollToRow, virtualizer]);

  // Tell the benchmark (and any observer) that the grid shows new data.
  useEffect(() => {
    if (ready && typeof performance !== 'undefined' && typeof performance.mark === 'function') {
      performance.mark('refex:chain-rendered', { detail: { expiries: expiriesKey, rows: count } });
    }
  }, [ready, expiriesKey, count]);

  /** Scrolls the grid, then the page, to the active cell; focuses it when asked. */
  const showActive = (focus: boolean) => {
    scrollToRow(activeRow, 'auto');
    // Heading and status rows have one cell.
    const target =
      scrollRef.current?.querySelector<HTMLElement>(`[data-target="${activeRow}:${activeCol}"]`) ?? scrollRef.current?.querySelector<HTMLElement>(`[data-target="${activeRow}:0"]`);
    if (!target) return;
    if (focus) target.focus({ preventScroll: true });
    // The grid may reach below the window (or under the toolbar, the page scrolled): the page scrolls too, as little as it takes.
    const box = target.getBoundingClientRect();
    if (box.top < coveredTop) window.scrollBy(0, box.top - coveredTop);
    else if (box.bottom > window.innerHeight) window.scrollBy(0, box.bottom - window.innerHeight);
  };

  // The grid's height changes under a focused cell (the toolbar wraps, the window is resized): the cell stays in view.
  const shownHeight = useRef(height);
  useLayoutEffect(() => {
    const changed = shownHeight.current !== height;
    shownHeight.current = height;
    if (pendingFocus.current) {
      pendingFocus.current = false;
      showActive(true);
    } else if (changed && scrollRef.current?.contains(document.activeElement)) showActive(false);
  });

  const move = useCallback(
    (row: number, col: number) => {
      const nextRow = Math.max(0, Math.min(count - 1, row));
      const nextCol = Math.max(0, Math.min(columns.length - 1, col));
      pendingFocus.current = true;
      setActive({ row: nextRow, col: nextCol });
    },
    [count, columns.length],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0 || event.altKey || event.metaKey) return;
    const page = Math.max(1, Math.floor((maxHeight - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
    const next = keyTarget(event.key, event.ctrlKey, { row: activeRow, col: activeCol }, count, columns.length, page);
    if (!next) return;
    event.preventDefault();
    move(next.row, next.col);
  };

  // Keep the active cell in step with clicks and Tab.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-target]');
    const value = target?.dataset.target;
    if (!value) return;
    const [row, col] = value.split(':').map(Number) as [number, number];
    if (row !== activeRow || col !== activeCol) setActive({ row, col });
  };

  const virtualItems = virtualizer.getVirtualItems();
  const sticky = stacked && virtualizer.range ? stickyHeadingFor(starts, virtualizer.range.startIndex) : -1;

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      role="grid"
      tabIndex={-1}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-rowcount={count + 1}
      aria-colcount={columns.length}
      aria-busy={loading || !ready ? true : undefined}
      id={panelId}
      data-expiries={expiriesKey}
      data-ready={ready && !loading ? 'true' : 'false'}
      data-rows={count}
      style={
        {
          height,
          '--chain-columns': template,
          '--chain-row-height': `${ROW_HEIGHT}px`,
          '--chain-header-height': `${HEADER_HEIGHT}px`,
        } as CSSProperties
      }
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div role="rowgroup" className={classes.head}>
        <div role="row" aria-rowindex={1} className={classes.row}>
          {columns.map((column) => (
            <div
              key={column}
              role="columnheader"
              className={`${classes.cell} ${classes.columnHeader} ${column === 'call' ? classes.callSide : column === 'put' ? classes.putSide : classes.strikeHead}`}
            >
              {column === 'call' ? 'Calls' : column === 'put' ? 'Puts' : 'Strike'}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT }}>
        {virtualItems.map((virtual) => {
          const item = items[virtual.index];
          if (!item) return null;
          const top = virtual.start - HEADER_HEIGHT;
          const rowActiveCol = virtual.index === activeRow ? activeCol : -1;
          if (item.type === 'row') {
            return (
              <OptionRow
                key={virtual.index}
                item={item}
                index={virtual.index}
                top={top}
                columns={columns}
                activeCol={rowActiveCol}
                referencePrice={referencePrice}
                optionAssetType={optionAssetType}
                rootSymbol={rootSymbol}
                stacked={stacked}
                onOpen={onOpen}
              />
            );
          }
          return (
            <SpanRow
              key={virtual.index}
              item={item}
              index={virtual.index}
              top={top}
              sticky={virtual.index === sticky}
              columns={columns.length}
              active={rowActiveCol >= 0}
              onRetry={onRetry}
              rootUnderlyingUic={rootUnderlyingUic}
            />
          );
        })}
      </div>
      {loading && (
        <div className={classes.overlay} role="status">
          <Loader size="sm" aria-hidden="true" />
          Loading options…
        </div>
      )}
    </div>
  );
}
