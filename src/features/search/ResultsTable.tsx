/**
 * The results table. One tab stop for the whole table (roving focus):
 * ↑/↓ move between rows, ←/→ between a row's checkbox, link and watch star,
 * Home/End to the first/last row, PageUp/PageDown by ten, Enter opens (or
 * presses the star), Space selects the row for comparison, W watches it.
 * Hovering or focusing a link preloads its target.
 *
 * Built to render a page of results within a frame or two: plain elements
 * styled by a CSS module (no styled component per cell), memoised rows kept
 * by position (a new page changes their text rather than building rows), and
 * handlers that keep their identity, so that a selection or focus change
 * re-renders only the rows it concerns.
 */
import { memo, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useApi } from '@/api/backend';
import { WatchStar } from '@/components/WatchButton';
import { MISSING } from '@/lib/format';
import type { WatchItem } from '@/lib/watchlist';
import { useWatchlists } from '@/lib/watchlist-store';
import type { InstrumentPair } from '@/model/pairs';
import { samePair } from '@/model/pairs';
import { searchQueries } from './queries';
import { rowName, type ResultRow } from './rows';
import table from '@/components/table.module.css';
import classes from './ResultsTable.module.css';

export interface ResultsTableHandle {
  /** Moves the focus into the table (the active row's link). */
  focus: () => void;
}

/** How long the pointer or focus rests on a result before its details are fetched ahead. */
export const PREFETCH_DELAY_MS = 220;

const OPTION_ROOT_NOTE = 'Option roots have no instrument details to compare';
const LINK_CLASS = `${classes.symbol} ${table.link} ${classes.link} mono mantine-focus-auto`;
const BOX_CLASS = `${classes.box} mantine-focus-auto`;
const COLUMN_WIDTHS = [40, '20%', undefined, '12%', '17%', 76, 68, 124].map((width) => (width === undefined ? undefined : { width }));

/** The row's checkbox, its link, its watch star. */
type Column = 0 | 1 | 2;

interface Props {
  rows: readonly ResultRow[];
  selected: readonly InstrumentPair[];
  /** No more rows can be selected. */
  selectionFull: boolean;
  onToggle: (row: ResultRow) => void;
  /** Results of a previous search shown while the new one loads. */
  stale: boolean;
  /** ↑ on the first row: back to where the user came from (the keyword field). */
  onExitTop?: () => void;
  ref?: Ref<ResultsTableHandle>;
}

/** What the rows' controls do; the same object for the table's lifetime. */
interface RowActions {
  focusCell: (index: number, col: Column) => void;
  keyDown: (event: KeyboardEvent<HTMLElement>, index: number, col: Column) => void;
  focused: (index: number, col: Column) => void;
  toggle: (index: number) => void;
  open: (event: MouseEvent<HTMLAnchorElement>, index: number) => void;
  intent: (index: number) => void;
  leave: () => void;
}

interface RowProps {
  row: ResultRow;
  index: number;
  checked: boolean;
  /** The checkbox can be ticked (or unticked). */
  selectable: boolean;
  /** The cell of this row that is the table's tab stop, if any. */
  tabStop: Column | undefined;
  actions: RowActions;
}

/** One result; re-rendered only when its row, selection or tab stop changes. */
const ResultRowView = memo(function ResultRowView({ row, index, checked, selectable, tabStop, actions }: RowProps) {
  const name = rowName(row);
  return (
    <tr className={checked ? classes.selected : undefined}>
      <td>
        {row.pair ? (
          <span className={classes.check}>
            <input
              type="checkbox"
              className={BOX_CLASS}
              tabIndex={tabStop === 0 ? 0 : -1}
              aria-label={`Select ${name} for comparison`}
              checked={checked}
              disabled={!selectable}
              onChange={() => actions.toggle(index)}
              onFocus={() => actions.focused(index, 0)}
              onKeyDown={(event) => actions.keyDown(event, index, 0)}
            />
            <span className={classes.tick} aria-hidden="true" />
          </span>
        ) : (
          <span className={classes.dimmed} title={OPTION_ROOT_NOTE} aria-hidden="true">
            {MISSING}
          </span>
        )}
      </td>
      <td>
        {row.href ? (
          <a
            href={row.href}
            className={LINK_CLASS}
            tabIndex={tabStop === 1 ? 0 : -1}
            aria-label={name}
            onClick={(event) => actions.open(event, index)}
            onFocus={() => actions.focused(index, 1)}
            onBlur={actions.leave}
            onMouseEnter={() => actions.intent(index)}
            onMouseLeave={actions.leave}
            onKeyDown={(event) => actions.keyDown(event, index, 1)}
          >
            {row.symbol}
          </a>
        ) : (
          <span className={`${classes.symbol} mono`}>{row.symbol}</span>
        )}
        {/* A cell of the roving focus like the checkbox and the link (the arrows reach it); its keys and focus bubble to this wrapper. */}
        {watchItemOf(row) && (
          <span data-star role="presentation" onFocus={() => actions.focused(index, 2)} onKeyDown={(event) => actions.keyDown(event, index, 2)}>
            <WatchStar item={watchItemOf(row) as WatchItem} label={name} tabIndex={tabStop === 2 ? 0 : -1} />
          </span>
        )}
      </td>
      {/* Wrapped, never cut: warrants and options differ only at the end of their descriptions. */}
      <td className={classes.description}>{row.description}</td>
      <td className={classes.truncate} title={row.assetType || undefined}>
        {row.assetTypeLabel}
      </td>
      <td>
        {/* The exchange's id, and its name below in full (wrapped, not cut). */}
        <span className={`${classes.exchange} mono`}>{row.exchangeId || MISSING}</span>
        {row.exchangeName && <span className={classes.exchangeName}>{row.exchangeName}</span>}
      </td>
      <td className="mono">{row.currency}</td>
      <td>
        <span className="mono" title={row.countryNote}>
          {row.country}
        </span>
      </td>
      {/* The kind, once: a badge for option roots and futures spaces, plain text for instruments. */}
      <td>{row.kind === 'instrument' ? row.summaryType : <span className={`${classes.badge} ${classes[row.kind]}`}>{row.kindLabel}</span>}</td>
    </tr>
  );
});

interface TableState {
  rows: readonly ResultRow[];
  isSelected: (row: ResultRow) => boolean;
  selectionFull: boolean;
  onToggle: (row: ResultRow) => void;
  onExitTop: (() => void) | undefined;
  prefetch: (row: ResultRow) => void;
  /** Adds a row to the current watchlist, or takes it off. */
  watch: (item: WatchItem, label: string) => void;
}

/** What a row adds to a watchlist: the instrument, the option root or the futures space it opens. */
function watchItemOf(row: ResultRow): WatchItem | undefined {
  if (row.identifier === undefined) return undefined;
  if (row.kind === 'option-root') return { kind: 'root', id: row.identifier };
  if (row.kind === 'continuous-future') return { kind: 'futures', uic: row.identifier };
  return row.pair ? { kind: 'instrument', uic: row.pair.uic, assetType: row.pair.assetType } : undefined;
}

const canSelect = (state: TableState, row: ResultRow | undefined) => row?.pair !== undefined && (!state.selectionFull || state.isSelected(row));
const hasLink = (row: ResultRow | undefined) => row?.href !== undefined;
const hasStar = (row: ResultRow | undefined) => row !== undefined && watchItemOf(row) !== undefined;

/** The focusable column of a row nearest to the one asked for. */
function columnFor(state: TableState, row: ResultRow | undefined, col: Column): Column | undefined {
  const has = [canSelect(state, row), hasLink(row), hasStar(row)];
  const nearest: readonly Column[] = col === 0 ? [0, 1, 2] : col === 1 ? [1, 0, 2] : [2, 1, 0];
  return nearest.find((candidate) => has[candidate]);
}

/** The next focusable column of a row to the left (-1) or right (1), if any. */
function columnBeside(state: TableState, row: ResultRow | undefined, col: Column, direction: 1 | -1): Column | undefined {
  const has = [canSelect(state, row), hasLink(row), hasStar(row)];
  for (let next = col + direction; next >= 0 && next <= 2; next += direction) if (has[next]) return next as Column;
  return undefined;
}

export const ResultsTable = memo(function ResultsTable({ rows, selected, selectionFull, onToggle, stale, onExitTop, ref }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [active, setActive] = useState<{ row: number; col: Column }>({ row: 0, col: 1 });
  // New results: the roving focus starts again at the first row.
  const [activeFor, setActiveFor] = useState(rows);
  if (activeFor !== rows) {
    setActiveFor(rows);
    setActive({ row: 0, col: 1 });
  }
  const body = useRef<HTMLTableSectionElement>(null);
  const prefetchTimer = useRef<number | undefined>(undefined);

  const isSelected = (row: ResultRow) => row.pair !== undefined && selected.some((pair) => samePair(pair, row.pair as InstrumentPair));
  /**
   * Details of an instrument are fetched ahead when the pointer or focus rests on its link (only the
   * details: not the route's other data, and not for every row the arrow keys pass over).
   */
  const prefetch = (row: ResultRow) => {
    window.clearTimeout(prefetchTimer.current);
    if (row.kind !== 'instrument' || !row.pair) return;
    const { uic, assetType } = row.pair;
    prefetchTimer.current = window.setTimeout(() => void queryClient.prefetchQuery(searchQueries.resultDetails(api, uic, assetType)), PREFETCH_DELAY_MS);
  };
  const { toggle: watch } = useWatchlists();
  const state: TableState = { rows, isSelected, selectionFull, onToggle, onExitTop, prefetch, watch };
  const activeRow = Math.min(active.row, Math.max(rows.length - 1, 0));
  const activeCol = columnFor(state, rows[activeRow], active.col);

  // The rows' handlers read the latest state through a ref, so that they keep their identity (the rows stay memoised).
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  const actions = useMemo<RowActions>(() => {
    const focusCell = (row: number, col: Column) => {
      setActive({ row, col });
      body.current?.rows[row]?.querySelector<HTMLElement>(col === 0 ? 'input' : col === 1 ? 'a' : '[data-star] button')?.focus();
    };
    /** Focuses the first focusable cell from row `to` on, going in `direction`. */
    const move = (to: number, col: Column, direction: 1 | -1) => {
      const current = latest.current;
      const count = current.rows.length;
      for (let index = Math.max(0, Math.min(count - 1, to)); index >= 0 && index < count; index += direction) {
        const target = columnFor(current, current.rows[index], col);
        if (target !== undefined) {
          focusCell(index, target);
          return;
        }
      }
    };
    const leave = () => window.clearTimeout(prefetchTimer.current);
    return {
      focusCell,
      keyDown: (event, index, col) => {
        const current = latest.current;
        const row = current.rows[index];
        switch (event.key) {
          case 'ArrowDown':
            if (index < current.rows.length - 1) move(index + 1, col, 1);
            break;
          case 'ArrowUp':
            if (index === 0) current.onExitTop?.();
            else move(index - 1, col, -1);
            break;
          case 'PageDown':
            move(index + 10, col, -1);
            break;
          case 'PageUp':
            move(index - 10, col, 1);
            break;
          case 'Home':
            move(0, col, 1);
            break;
          case 'End':
            move(current.rows.length - 1, col, -1);
            break;
          case 'ArrowLeft':
          case 'ArrowRight': {
            const to = columnBeside(current, row, col, event.key === 'ArrowLeft' ? -1 : 1);
            if (to !== undefined) focusCell(index, to);
            break;
          }
          case 'w':
          case 'W': {
            const item = row && watchItemOf(row);
            if (!item || event.shiftKey) return;
            current.watch(item, rowName(row));
            break;
          }
          case ' ':
            // A checkbox handles Space itself, and the star presses; on a link, Space selects the row.
            if (col !== 1) return;
            if (row && canSelect(current, row)) current.onToggle(row);
            break;
          default:
            return;
        }
        event.preventDefault();
      },
      focused: (index, col) => {
        setActive({ row: index, col });
        const row = latest.current.rows[index];
        if (col === 1 && row) latest.current.prefetch(row);
      },
      toggle: (index) => {
        const row = latest.current.rows[index];
        if (row) latest.current.onToggle(row);
      },
      open: (event, index) => {
        const target = latest.current.rows[index]?.target;
        // A click with a modifier, or another button, is the browser's (a new tab or window).
        if (!target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        leave();
        void router.navigate(target);
      },
      intent: (index) => {
        const row = latest.current.rows[index];
        if (row) latest.current.prefetch(row);
      },
      leave,
    };
  }, [router]);
  useEffect(() => () => window.clearTimeout(prefetchTimer.current), []);

  useImperativeHandle(ref, () => ({
    focus: () => {
      const col = columnFor(latest.current, latest.current.rows[activeRow], 1);
      if (col !== undefined) actions.focusCell(activeRow, col);
    },
  }));

  return (
    <div className={table.scroll}>
      <table className={`${table.table} ${classes.table}`} aria-label="Search results" aria-busy={stale} aria-describedby="results-keys">
        <colgroup>
          {COLUMN_WIDTHS.map((style, index) => (
            <col key={index} style={style} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <span className={table.visuallyHidden}>Compare</span>
            </th>
            <th scope="col">Symbol</th>
            <th scope="col">Description</th>
            <th scope="col">Asset type</th>
            <th scope="col">Exchange</th>
            <th scope="col">Currency</th>
            <th scope="col">Country</th>
            <th scope="col">Summary type</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((row, index) => {
            const checked = isSelected(row);
            return (
              // By position: a new page reuses the rows and changes their text, which costs far less than building rows.
              <ResultRowView
                key={index}
                row={row}
                index={index}
                checked={checked}
                selectable={canSelect(state, row)}
                tabStop={activeRow === index ? activeCol : undefined}
                actions={actions}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
