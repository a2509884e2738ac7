/**
 * The chain grid: calls | strike | puts, one row per strike, virtualised
 * (fixed row height, only the rows in view and a few more are in the DOM),
 * with a sticky header and the WAI-ARIA grid keyboard model: arrow keys move
 * between cells, Home/End to the row's ends, Ctrl+Home/End to the first/last
 * row, Page Up/Down by a screenful, Enter opens the option.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { ContractOption } from '@/api/types';
import { asNumber, clean, enumLabel, formatDate, formatNumber } from '@/lib/format';
import { describeError } from '@/components/ErrorState';
import { atmLineIndex, moneyness, type ChainRow, type ChainSection } from './chain-model';
import { describeExpiryClass } from './expiry-kind';
import type { Side } from './url';
import classes from './ChainGrid.module.css';

export const ROW_HEIGHT = 34;
export const HEADER_HEIGHT = 36;

type Column = 'call' | 'strike' | 'put';

export type GridItem =
  | { type: 'section'; key: string; section: ChainSection }
  | { type: 'status'; key: string; section: ChainSection; text: string; retry: boolean }
  | { type: 'row'; key: string; section: ChainSection; row: ChainRow; atm: boolean; lineAbove: boolean; foreign: boolean; strikeText: string; expiryText: string };

export function columnsOf(side: Side): Column[] {
  if (side === 'calls') return ['call', 'strike'];
  if (side === 'puts') return ['strike', 'put'];
  return ['call', 'strike', 'put'];
}

function sectionStatusText(section: ChainSection, segmentNote: string): string | undefined {
  switch (section.state) {
    case 'loading':
      return 'Loading options…';
    case 'error':
      return `Could not load: ${describeError(section.error).title}`;
    case 'excluded':
      return `No options in this answer for this expiry (${segmentNote}).`;
    default:
      return section.window.total === 0 ? 'No options match the filters for this expiry.' : undefined;
  }
}

/** The grid's rows: in a stacked view, each expiry starts with a heading row. */
export function buildItems(
  sections: readonly ChainSection[],
  stacked: boolean,
  referencePrice: number | undefined,
  segmentNote: string,
  strikeDecimals?: number | undefined,
): GridItem[] {
  const items: GridItem[] = [];
  for (const section of sections) {
    const prefix = section.expiry.date;
    const expiryText = formatDate(section.expiry.date);
    if (stacked) items.push({ type: 'section', key: `${prefix}|head`, section });
    const status = sectionStatusText(section, segmentNote);
    if (status !== undefined) {
      if (stacked) items.push({ type: 'status', key: `${prefix}|status`, section, text: status, retry: section.state === 'error' });
      continue;
    }
    const { start, end, centreStrike, referencePosition } = section.window;
    const visible = section.rows.slice(start, end);
    // A price below or above every strike has no at-the-money strike and no line (the page says where it is).
    const within = referencePosition === 'within';
    const line = within ? atmLineIndex(visible, referencePrice) : undefined;
    visible.forEach((row, index) => {
      items.push({
        type: 'row',
        key: `${prefix}|${row.key}`,
        section,
        row,
        atm: within && row.strike === centreStrike,
        lineAbove: line !== undefined && line === index && index > 0,
        foreign: section.primaryUnderlying !== undefined && row.underlyingUic !== undefined && row.underlyingUic !== section.primaryUnderlying,
        strikeText: formatStrike(row.strike, strikeDecimals),
        expiryText,
      });
    });
  }
  return items;
}

/** Indices of the expiry headings of a stacked grid. */
export function sectionStarts(items: readonly GridItem[]): number[] {
  const out: number[] = [];
  items.forEach((item, index) => {
    if (item.type === 'section') out.push(index);
  });
  return out;
}

/**
 * The heading that sticks to the top while its expiry's strikes scroll: that
 * of the expiry the first visible row belongs to (-1 for none). `first` is the
 * virtualizer's first item in range, which sits behind the column header.
 */
export function stickyHeadingFor(starts: readonly number[], first: number): number {
  let found = -1;
  for (const start of starts) {
    if (start > first + 1) break;
    found = start;
  }
  return found;
}

/** Rows rendered ahead of a fast scroll at most (on top of the overscan). */
export const MAX_LOOKAHEAD = 40;

/**
 * The rows to render: those in view and the overscan on both sides, and, when the
 * last scroll step moved the first row by more than the overscan, as many rows
 * again in the direction of the scroll (up to MAX_LOOKAHEAD), so that a next step
 * of the same size still lands on rendered rows.
 */
export function withLookahead(range: Range, step: number): number[] {
  const ahead = Math.abs(step) > range.overscan ? Math.min(MAX_LOOKAHEAD, Math.abs(step)) : 0;
  const start = Math.max(0, range.startIndex - range.overscan - (step < 0 ? ahead : 0));
  const end = Math.min(range.count - 1, range.endIndex + range.overscan + (step > 0 ? ahead : 0));
  const out: number[] = [];
  for (let index = start; index <= end; index++) out.push(index);
  return out;
}

const STATUS_LABEL: Readonly<Record<string, string>> = {
  Tradable: 'Tradable',
  NotDefined: 'Not defined',
  NonTradable: 'Non-tradable',
  ReduceOnly: 'Reduce only',
};

function statusLabel(status: unknown): string {
  const value = clean(status);
  if (!value) return 'No status';
  // A status this app does not know yet reads as words, not as the raw enum name.
  return Object.hasOwn(STATUS_LABEL, value) ? (STATUS_LABEL[value] as string) : enumLabel(value);
}

function statusClass(status: unknown): string {
  const value = clean(status);
  return (value && Object.hasOwn(STATUS_LABEL, value) ? classes[value] : classes.otherStatus) ?? '';
}

export function formatStrike(strike: number, decimals: number | undefined): string {
  if (decimals !== undefined && decimals >= 0 && decimals <= 8 && Math.abs(Math.round(strike * 10 ** decimals) - strike * 10 ** decimals) < 1e-6) {
    return formatNumber(strike, decimals);
  }
  return formatNumber(strike);
}

export interface ChainGridProps {
  items: readonly GridItem[];
  side: Side;
  stacked: boolean;
  referencePrice: number | undefined;
  /** AssetType of the options (the root's): the details route needs it. */
  optionAssetType: string | undefined;
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
  onOpen: (assetType: string, uic: number) => void;
  onRetry: (date: string) => void;
  /** The root's underlying: expiries on another one (futures options) say which in their heading. */
  rootUnderlyingUic?: number | undefined;
}

interface Active {
  row: number;
  col: number;
}

export function ChainGrid(props: ChainGridProps) {
  const { items, side, stacked, referencePrice, optionAssetType, label, panelId, labelledBy, loading, centreItem, resetKey, expiriesKey, ready, maxHeight, onOpen, onRetry, rootUnderlyingUic } = props;
  const columns = useMemo(() => columnsOf(side), [side]);
  const strikeCol = columns.indexOf('strike');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Active>({ row: Math.max(0, centreItem), col: strikeCol });
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

  const template = columns.map((column) => (column === 'strike' ? 'minmax(120px, 0.8fr)' : 'minmax(180px, 1fr)')).join(' ');
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

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    scrollToRow(activeRow, 'auto');
    // Heading and status rows have one cell.
    const target =
      scrollRef.current?.querySelector<HTMLElement>(`[data-target="${activeRow}:${activeCol}"]`) ??
      scrollRef.current?.querySelector<HTMLElement>(`[data-target="${activeRow}:0"]`);
    target?.focus({ preventScroll: true });
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
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        move(activeRow + 1, activeCol);
        break;
      case 'ArrowUp':
        move(activeRow - 1, activeCol);
        break;
      case 'ArrowRight':
        move(activeRow, activeCol + 1);
        break;
      case 'ArrowLeft':
        move(activeRow, activeCol - 1);
        break;
      case 'PageDown':
        move(activeRow + page, activeCol);
        break;
      case 'PageUp':
        move(activeRow - page, activeCol);
        break;
      case 'Home':
        if (event.ctrlKey) move(0, 0);
        else move(activeRow, 0);
        break;
      case 'End':
        if (event.ctrlKey) move(count - 1, columns.length - 1);
        else move(activeRow, columns.length - 1);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
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

function SpanRow({
  item,
  index,
  top,
  sticky,
  columns,
  active,
  onRetry,
  rootUnderlyingUic,
}: {
  item: Exclude<GridItem, { type: 'row' }>;
  index: number;
  top: number;
  /** The heading of the expiry being scrolled: held at the top (the only row in the flow, so it sits at the body's top). */
  sticky: boolean;
  columns: number;
  active: boolean;
  onRetry: (date: string) => void;
  rootUnderlyingUic: number | undefined;
}) {
  const { expiry, window } = item.section;
  let content: ReactNode;
  if (item.type === 'section') {
    const days = expiry.days === undefined ? '' : `${expiry.days} ${expiry.days === 1 ? 'day' : 'days'}`;
    const counts = item.section.state === 'ready' ? `${window.shown} of ${window.total} strikes` : '';
    const underlying = item.section.primaryUnderlying;
    const on = underlying !== undefined && rootUnderlyingUic !== undefined && underlying !== rootUnderlyingUic ? `underlying Uic ${underlying}` : '';
    const position = window.referencePosition;
    const outside = position === 'below' || position === 'above' ? `reference price ${position} all strikes` : '';
    content = (
      <>
        <span>{formatDate(expiry.date)}</span>
        <span className={classes.sectionMeta}>{[days, describeExpiryClass(expiry.class), counts, outside, on].filter(Boolean).join(' · ')}</span>
      </>
    );
  } else {
    content = (
      <>
        <span className={classes.sectionMeta}>{item.text}</span>
        {item.retry && (
          <button type="button" className={classes.retry} tabIndex={active ? 0 : -1} data-target={`${index}:0`} onClick={() => onRetry(expiry.date)}>
            Try again
          </button>
        )}
      </>
    );
  }
  const focusOnCell = !(item.type === 'status' && item.retry);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`${classes.row} ${item.type === 'section' ? classes.sectionRow : classes.statusRow} ${sticky ? classes.stickyHeading : ''}`}
      style={sticky ? undefined : { transform: `translateY(${top}px)` }}
      data-expiry={expiry.date}
      data-kind={item.type}
      data-sticky={sticky ? 'true' : undefined}
    >
      <div
        role="gridcell"
        aria-colspan={columns}
        className={`${classes.cell} ${classes.sectionCell}`}
        tabIndex={focusOnCell ? (active ? 0 : -1) : undefined}
        data-target={focusOnCell ? `${index}:0` : undefined}
      >
        {content}
      </div>
    </div>
  );
}

interface OptionRowProps {
  item: Extract<GridItem, { type: 'row' }>;
  index: number;
  top: number;
  columns: readonly Column[];
  activeCol: number;
  referencePrice: number | undefined;
  optionAssetType: string | undefined;
  stacked: boolean;
  onOpen: (assetType: string, uic: number) => void;
}

const OptionRow = memo(function OptionRow({ item, index, top, columns, activeCol, referencePrice, optionAssetType, stacked, onOpen }: OptionRowProps) {
  const { row, atm, lineAbove, foreign, section, strikeText, expiryText } = item;
  const className = [classes.row, atm ? classes.atm : '', lineAbove ? classes.lineAbove : ''].filter(Boolean).join(' ');
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={className}
      style={{ transform: `translateY(${top}px)` }}
      data-strike={row.strike}
      data-expiry={section.expiry.date}
      data-atm={atm ? 'true' : undefined}
      data-atm-line={lineAbove ? 'above' : undefined}
      data-kind="row"
    >
      {columns.map((column, col) => {
        const target = `${index}:${col}`;
        const tabIndex = activeCol === col ? 0 : -1;
        if (column === 'strike') {
          return (
            <div
              key={column}
              role="rowheader"
              className={`${classes.cell} ${classes.strike}`}
              tabIndex={tabIndex}
              data-target={target}
              aria-label={`Strike ${strikeText}${stacked ? `, ${expiryText}` : ''}${atm ? ', at the money' : ''}${foreign ? `, underlying ${row.underlyingUic}` : ''}`}
            >
              {strikeText}
              {atm && (
                <span className={classes.tag} aria-hidden="true">
                  ATM
                </span>
              )}
              {foreign && (
                <span className={`${classes.tag} ${classes.underlyingTag}`} aria-hidden="true" title={`Underlying Uic ${row.underlyingUic}`}>
                  UL {row.underlyingUic}
                </span>
              )}
            </div>
          );
        }
        const option = column === 'call' ? row.call : row.put;
        const money = moneyness(row.strike, column, referencePrice);
        return (
          <OptionCell
            key={column}
            side={column}
            option={option}
            money={money}
            tabIndex={tabIndex}
            target={target}
            strikeText={strikeText}
            expiryText={expiryText}
            optionAssetType={optionAssetType}
            onOpen={onOpen}
          />
        );
      })}
    </div>
  );
});

function OptionCell({
  side,
  option,
  money,
  tabIndex,
  target,
  strikeText,
  expiryText,
  optionAssetType,
  onOpen,
}: {
  side: 'call' | 'put';
  option: ContractOption | undefined;
  money: 'itm' | 'atm' | 'otm' | undefined;
  tabIndex: number;
  target: string;
  strikeText: string;
  expiryText: string;
  optionAssetType: string | undefined;
  onOpen: (assetType: string, uic: number) => void;
}) {
  const sideLabel = side === 'call' ? 'Call' : 'Put';
  const cellClass = `${classes.cell} ${side === 'call' ? classes.callSide : classes.putSide} ${money === 'itm' ? classes.itm : ''}`;
  const uic = asNumber(option?.Uic);
  if (!option || uic === undefined) {
    return (
      <div role="gridcell" className={cellClass} tabIndex={tabIndex} data-target={target} data-side={side} aria-label={`No ${side} at ${strikeText}, ${expiryText}`}>
        <span className={classes.missing} aria-hidden="true">
          —
        </span>
      </div>
    );
  }
  const status = option.TradingStatus;
  const label = statusLabel(status);
  const moneyText = money === 'itm' ? ', in the money' : money === 'atm' ? ', at the money' : money === 'otm' ? ', out of the money' : '';
  const name = `${sideLabel} ${strikeText}, ${expiryText}: Uic ${uic}, ${label}${moneyText}`;
  const assetType = optionAssetType;
  // The status pill is drawn by CSS from data-status (the accessible name carries it): fewer nodes per row keeps scrolling light.
  const optionClass = `${classes.option} ${side === 'call' ? classes.statusBefore : classes.statusAfter} ${statusClass(status)}`;
  const common = { 'data-side': side, 'data-itm': money === 'itm' ? 'true' : 'false', 'data-uic': uic };
  if (!assetType) {
    // Without the asset type the details cannot be addressed: the cell shows the Uic only.
    return (
      <div role="gridcell" className={cellClass} tabIndex={tabIndex} data-target={target} aria-label={name} {...common}>
        <span className={optionClass} data-status={label}>
          {uic}
        </span>
      </div>
    );
  }
  return (
    <div role="gridcell" className={cellClass} {...common}>
      <a
        className={optionClass}
        data-status={label}
        href={`/instruments/${encodeURIComponent(assetType)}/${uic}`}
        tabIndex={tabIndex}
        data-target={target}
        aria-label={name}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(assetType, uic);
        }}
      >
        {uic}
      </a>
    </div>
  );
}
