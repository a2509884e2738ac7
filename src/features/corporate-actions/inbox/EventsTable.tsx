/**
 * The inbox table: server-side sorting by header (SortColumn/SortType), the
 * chosen columns, and for each row links to the event page and to the
 * instrument's details.
 *
 * Built for a quick sort or filter on pages of hundreds of rows: plain
 * elements styled by classes (no styled component per cell), rows kept by
 * position, and each row a grid of set column widths, so no row's content
 * widens the columns of the others.
 */
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { CorporateActionEvent } from '@/api/types';
import { clean, display, enumLabel, formatDate, formatNumber, MISSING } from '@/lib/format';
import { stringifySearch } from '@/lib/url';
import { DelegatedTip } from '@/components/DelegatedTip';
import { CHANGES_COLUMN, COLUMNS, orderColumns, type ColumnDef, type ColumnId } from './columns';
import { explainEnum, explainLookupCode, kindLetter, type CodeBook } from '@/features/corporate-actions/model/codes';
import { isWatched, useEventWatch, type EventWatch } from '@/features/corporate-actions/review/watch';
import { affectedAccounts, cutOffs, eventElection, urgency, userTimeZone } from '@/features/corporate-actions/model/action';
import { businessDaysNote, eventHolidays, NO_HOLIDAYS, type HolidayBook } from '@/features/corporate-actions/market-days/market-days';
import { eventTypeLabel, instrumentLabel, payDate } from '@/features/corporate-actions/model/event';
import { cashRate, rateShort, rateText, rateUnitText } from '@/features/corporate-actions/model/pays';
import { reviewState, useReviews, type ReviewStore } from '@/features/corporate-actions/review/review';
import { LIST_ID, rememberOpened, useRowKeys } from './row-focus';
import { DEFAULT_DIR, DEFAULT_SORT, type InboxSearch, type SortColumnValue } from '@/features/corporate-actions/url';
import table from '@/components/table.module.css';
import classes from './EventsTable.module.css';
import tips from '@/features/corporate-actions/event/CodeTip.module.css';

interface Props {
  events: CorporateActionEvent[];
  search: InboxSearch;
  columns: ColumnId[];
  now: Date;
  /** The rows are the previous list's, shown while the new one loads. */
  busy: boolean;
  onSort: (column: SortColumnValue) => void;
  /** The market holidays of the list's instruments, for the business days of the Election column's marks. */
  holidays?: HolidayBook;
  /** A last column with what changed since the review, old → new (the list of events new or changed since then). */
  changes?: boolean;
  /** The lookup's event types, to explain each row's type (unknown codes said so); none while it loads. */
  types?: CodeBook;
}

const ELECTION_COLORS: Record<string, string> = { Elected: 'green', PartialElected: 'yellow', NotElected: 'gray' };
const LINK = `${table.link} mantine-focus-auto`;
/** A code explained on hover and focus (reached from the row's link by the left and right arrows). */
const TIP = `${tips.tip} mantine-focus-auto`;
const DATE = `tabular ${classes.nowrap}`;
const NUMBER = `tabular ${classes.numeric}`;
const CELL_CLASS: Partial<Record<ColumnId, string>> = {
  instrument: classes.ellipsis,
  type: classes.ellipsis,
  eventId: 'tabular',
  isin: 'mono',
  announced: DATE,
  ex: DATE,
  record: DATE,
  pay: DATE,
  deadline: DATE,
  eligible: NUMBER,
  affected: NUMBER,
  rate: 'tabular',
};

/** The table's short form of an urgency: "Due in 3 business days" as "Due in 3 bd". */
const shortUrgency = (label: string) => label.replace(/ business days?$/, ' bd');

/** The user's zone, for business days (read once). */
const TIME_ZONE = userTimeZone();

const badgeClass = (variant: 'light' | 'filled' | 'dot', color: string) => `${classes.badge} ${classes[variant]} ${classes[color] ?? classes.gray}`;

function SortHeader({ column, search, onSort, note }: { column: ColumnDef; search: InboxSearch; onSort: (column: SortColumnValue) => void; note?: string }) {
  const sortColumn = column.sort;
  const className = column.numeric ? classes.numeric : undefined;
  if (!sortColumn) {
    return (
      <th scope="col" className={className} title={note}>
        {column.label}
      </th>
    );
  }
  const active = (search.sort ?? DEFAULT_SORT) === sortColumn;
  const dir = search.dir ?? DEFAULT_DIR;
  const ariaSort = active ? (dir === 'Asc' ? 'ascending' : 'descending') : 'none';
  const next = active ? (dir === 'Asc' ? 'descending' : 'ascending') : 'this column';
  return (
    <th scope="col" aria-sort={ariaSort} className={className} data-col={column.id}>
      <button
        type="button"
        className={`${classes.sort} mantine-focus-auto`}
        onClick={() => onSort(sortColumn)}
        title={`Sort by ${next}${column.sortNote ? ` (${column.sortNote})` : ''}`}
      >
        {column.label}
        {column.sortNote && <span className={classes.hidden}> ({column.sortNote})</span>}
        <span aria-hidden="true">{active ? (dir === 'Asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
}

/** A row's link's handlers: follow through the router on a plain click, preload on intent (pointer or focus). Read from the link's data attributes and address. */
interface LinkHandlers {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus: (event: FocusEvent<HTMLAnchorElement>) => void;
  onMouseLeave: () => void;
  onBlur: () => void;
}

/** A cell's content (a function, not a component: a page has more than a thousand cells). */
function cell(
  id: ColumnId,
  event: CorporateActionEvent,
  now: Date,
  query: string,
  links: LinkHandlers,
  reviews: ReviewStore,
  holidays: HolidayBook,
  types: CodeBook | undefined,
  watch: EventWatch,
): ReactNode {
  switch (id) {
    case 'eventId': {
      const eventId = clean(event.EventId);
      if (!eventId) return display(undefined);
      const link = (
        <a
          href={`/corporate-actions/${encodeURIComponent(eventId)}${query}`}
          className={LINK}
          data-event-id={eventId}
          data-row-link
          aria-label={`Event ${eventId}: ${eventTypeLabel(event)}, ${instrumentLabel(event)}`}
          {...links}
        >
          {eventId}
        </a>
      );
      const review = reviewState(reviews, event);
      const watched = isWatched(event, watch) && (
        <span className={classes.watched} title="Watched">
          <span aria-hidden="true">★</span>
          <span className={classes.hidden}>Watched</span>
        </span>
      );
      if (review.kind !== 'new' && review.kind !== 'changed') {
        return watched ? (
          <>
            {link}
            {watched}
          </>
        ) : (
          link
        );
      }
      return (
        <>
          {link}
          {watched}{' '}
          <span
            className={badgeClass('light', review.kind === 'new' ? 'grape' : 'orange')}
            title={review.kind === 'changed' ? review.changes.map(([field, before, after]) => `${field}: ${before} → ${after}`).join('; ') : 'Not reviewed in this browser yet'}
          >
            {review.kind === 'new' ? 'New' : 'Changed'}
          </span>
        </>
      );
    }
    case 'changes': {
      const review = reviewState(reviews, event);
      if (review.kind === 'new') return 'New since your review';
      if (review.kind !== 'changed') return MISSING;
      return (
        <ul className={classes.changes} aria-label="Changed fields">
          {review.changes.map(([field, before, after]) => (
            <li key={field}>
              {field}: {before} → {after}
            </li>
          ))}
        </ul>
      );
    }
    case 'instrument': {
      const uic = typeof event.Uic === 'number' && Number.isFinite(event.Uic) ? String(event.Uic) : undefined;
      const assetType = clean(event.AssetType);
      const symbol = clean(event.DisplayAndFormat?.Symbol);
      return (
        <>
          {uic && assetType ? (
            <a href={`/instruments/${encodeURIComponent(assetType)}/${uic}`} className={LINK} data-asset-type={assetType} data-uic={uic} {...links}>
              {instrumentLabel(event)}
            </a>
          ) : (
            instrumentLabel(event)
          )}
          {symbol && <span className={`${classes.inlineSymbol} mono`}>{symbol}</span>}
        </>
      );
    }
    case 'isin':
      return display(event.DisplayAndFormat?.IsinCode);
    case 'assetType':
      return enumLabel(event.AssetType);
    case 'type': {
      const explained = explainLookupCode('eventType', event.EventType, types);
      return explained ? (
        <span data-tip={explained.text} tabIndex={-1} className={TIP}>
          {eventTypeLabel(event)}
          {!explained.known && <span className={tips.unknown}> ?</span>}
        </span>
      ) : (
        eventTypeLabel(event)
      );
    }
    case 'kind': {
      const kind = explainEnum('kind', event.CorporateActionType);
      const state = explainEnum('state', event.EventState);
      return (
        <span className={classes.kindState}>
          <span className={`${classes.kindMark} ${kind?.code === 'Voluntary' ? classes.voluntary : ''}`} data-tip={kind?.text ?? 'Mandatory or voluntary: not sent'} tabIndex={-1}>
            <span aria-hidden="true">{kindLetter(event)}</span>
            <span className={classes.hidden}>{kind?.name ?? 'Kind not sent'}</span>
          </span>
          {state ? (
            <span className={`${classes.ellipsis} ${TIP}`} data-tip={state.text} tabIndex={-1}>
              {state.name}
            </span>
          ) : (
            <span>{MISSING}</span>
          )}
        </span>
      );
    }
    case 'announced':
      return formatDate(event.AnnouncedDate);
    case 'ex':
      return formatDate(event.Ex?.Date);
    case 'record':
      return formatDate(event.Record?.Date);
    case 'pay':
      return formatDate(payDate(event));
    case 'rate': {
      const rate = cashRate(event);
      return rate ? <span title={`${rateText(rate)} ${rateUnitText(rate)}`}>{rateShort(rate)}</span> : MISSING;
    }
    case 'deadline': {
      const cut = cutOffs(event).find((entry) => entry.at.getTime() > now.getTime()) ?? cutOffs(event).at(-1);
      if (!cut) return MISSING;
      const date = formatDate(cut.text);
      return cut.timed ? `${date} ${cut.text.slice(11, 16)}` : date;
    }
    case 'status':
      return enumLabel(event.EventStatus);
    case 'election': {
      const status = eventElection(event);
      const badge = urgency(event, now, TIME_ZONE, eventHolidays(holidays, event));
      // A mandatory event has no election: the dash, not a blank cell.
      if (!status && !badge) return MISSING;
      return (
        <div className={classes.badges}>
          {status && <span className={badgeClass('dot', ELECTION_COLORS[status] ?? 'gray')}>{enumLabel(status)}</span>}
          {badge && (
            <span className={badgeClass(badge.color === 'red' ? 'filled' : 'light', badge.color)}>
              {shortUrgency(badge.label) === badge.label ? (
                badge.label
              ) : (
                <>
                  <span aria-hidden="true">{shortUrgency(badge.label)}</span>
                  <span className={classes.hidden}>{badge.label}</span>
                </>
              )}
            </span>
          )}
        </div>
      );
    }
    case 'eligible':
      return formatNumber(event.EligibleHoldings);
    case 'affected':
      return formatNumber(affectedAccounts(event));
    default:
      return null;
  }
}

/** How long the pointer or focus rests on a link before its route is preloaded (the router's own default). */
const PRELOAD_DELAY_MS = 50;

function useLinkHandlers(): LinkHandlers {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onLeave = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => onLeave, [onLeave]);
  const go = useCallback(
    (anchor: HTMLAnchorElement, preload: boolean) => {
      const { eventId, assetType, uic } = anchor.dataset;
      if (eventId) {
        if (!preload) rememberOpened(eventId);
        // With the list's address the link carries (that of the rows shown), so the event page leads back to them.
        const listSearch = router.options.parseSearch(new URL(anchor.href).search);
        const target = { to: '/corporate-actions/$eventId', params: { eventId }, search: () => listSearch } as const;
        return preload ? router.preloadRoute(target) : router.navigate(target);
      }
      if (assetType && uic) {
        const target = { to: '/instruments/$assetType/$uic', params: { assetType, uic } } as const;
        return preload ? router.preloadRoute(target) : router.navigate(target);
      }
      return Promise.resolve(undefined);
    },
    [router],
  );
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onLeave();
      void go(event.currentTarget, false);
    },
    [go, onLeave],
  );
  const onIntent = useCallback(
    (event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>) => {
      const anchor = event.currentTarget;
      onLeave();
      // A preload that fails shows nothing: the click loads again and shows the error.
      timer.current = setTimeout(() => void go(anchor, true).catch(() => undefined), PRELOAD_DELAY_MS);
    },
    [go, onLeave],
  );
  return useMemo(() => ({ onClick, onMouseEnter: onIntent, onFocus: onIntent, onMouseLeave: onLeave, onBlur: onLeave }), [onClick, onIntent, onLeave]);
}

/**
 * A row re-renders only when its event, the columns, the list's address, the minute or the known market holidays change.
 * A cell laid out as a grid item is no longer a cell to Chromium's accessibility tree: its role is given again.
 */
const EventRow = memo(function EventRow({
  event,
  shown,
  now,
  query,
  links,
  reviews,
  holidays,
  types,
  watch,
}: {
  event: CorporateActionEvent;
  shown: readonly ColumnDef[];
  now: Date;
  query: string;
  links: LinkHandlers;
  reviews: ReviewStore;
  holidays: HolidayBook;
  types: CodeBook | undefined;
  watch: EventWatch;
}) {
  return (
    <tr data-event-id={clean(event.EventId)}>
      {shown.map((column) => (
        <td
          key={column.id}
          // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td's own role, given back (see above)
          role="cell"
          className={CELL_CLASS[column.id]}
          data-label={column.label}
          data-col={column.id}
          title={column.id === 'instrument' ? instrumentLabel(event) : undefined}
        >
          {cell(column.id, event, now, query, links, reviews, holidays, types, watch)}
        </td>
      ))}
    </tr>
  );
});

/** The grid every row shares, and the width under which the table scrolls sideways. */
function gridOf(shown: readonly ColumnDef[]): CSSProperties {
  const tracks = shown.map((column) => (column.grow ? `minmax(${column.min}rem, ${column.grow}fr)` : `${column.min}rem`)).join(' ');
  const min = shown.reduce((sum, column) => sum + column.min, 0);
  return { '--events-columns': tracks, '--events-min-width': `${min}rem` } as CSSProperties;
}

export function EventsTable({ events: latest, search, columns, now, busy, onSort, holidays = NO_HOLIDAYS, changes = false, types }: Props) {
  const [reviews] = useReviews();
  const { watch, toggle: toggleWatch } = useEventWatch();
  // A sort, tab or filter answers at once (its control, the headers); the rows follow in a render
  // React may interrupt, so the click's frame is not held up by a page of rows.
  const events = useDeferredValue(latest);
  const catchingUp = events !== latest;
  const shown = useMemo(() => [...COLUMNS.filter((column) => columns.includes(column.id)), ...(changes ? [CHANGES_COLUMN] : [])], [columns, changes]);
  const grid = useMemo(() => gridOf(shown), [shown]);
  const links = useLinkHandlers();
  // Links carry the address of the list their rows come from: while the next list loads (busy) or its rows are still to be drawn, the one shown.
  const current = stringifySearch(search);
  const [listed, setListed] = useState(current);
  const behind = busy || catchingUp;
  if (!behind && listed !== current) setListed(current);
  const query = behind ? listed : current;
  const box = useRef<HTMLDivElement>(null);
  // Back from an event page: focus returns to its row.
  useRowKeys(box, events);
  // W on a row's event link watches the event, or stops watching it.
  useEffect(() => {
    const element = box.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'w' && event.key !== 'W') return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      const eventId = target.matches('a[data-row-link]') ? target.dataset.eventId : undefined;
      if (!eventId) return;
      event.preventDefault();
      toggleWatch(eventId);
    };
    element?.addEventListener('keydown', onKey);
    return () => element?.removeEventListener('keydown', onKey);
  }, [box, toggleWatch]);
  // Where the columns fit, the list is part of the page: it scrolls with it, and its header sticks under the app's
  // header. Where they do not, it scrolls in a box of its own, sideways too, its header sticking to the box.
  const fits = useFits(box, shown);
  return (
    <div className={fits ? classes.page : classes.scroll} id={LIST_ID} tabIndex={-1} ref={box}>
      <table className={`${table.table} ${classes.table}`} aria-label="Corporate action events" aria-describedby={KEYS_HINT_ID} aria-busy={behind || undefined} style={grid}>
        <thead>
          <tr>
            {shown.map((column) => (
              <SortHeader key={column.id} column={column} search={search} onSort={onSort} note={column.id === 'election' ? businessDaysNote(holidays) : undefined} />
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            // By position: a new sort or page reuses the rows and changes their text, which costs far less than moving and building rows.
            <EventRow key={index} event={event} shown={shown} now={now} query={query} links={links} reviews={reviews} holidays={holidays} types={types} watch={watch} />
          ))}
        </tbody>
      </table>
      <p id={KEYS_HINT_ID} className={classes.hidden}>
        Up and down arrows move between rows; left and right arrows reach a row’s codes, each explained while it has focus; W on an event’s link watches it.
      </p>
      <DelegatedTip root={box} />
    </div>
  );
}

const KEYS_HINT_ID = 'ca-list-keys';

/** Whether the shown columns' least widths fit the list's box, followed as the box changes size. */
function useFits(box: { current: HTMLElement | null }, shown: readonly ColumnDef[]): boolean {
  const [fits, setFits] = useState(false);
  // Measured before the first paint: the list is never drawn in its own scroll box for a frame and then moved.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const needed = shown.reduce((sum, column) => sum + column.min, 0) * rem;
    const check = () => setFits(element.clientWidth >= needed);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, shown]);
  return fits;
}

/** Which columns the table shows; the event id always. */
export function ColumnChooser({ columns, onChange }: { columns: ColumnId[]; onChange: (columns: ColumnId[]) => void }) {
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs">
          Columns ({columns.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label="Shown columns" value={columns} onChange={(values) => onChange(orderColumns(values as ColumnId[]))}>
          <Stack gap={6} mt="xs">
            {COLUMNS.map((column) => (
              <Checkbox key={column.id} value={column.id} label={column.label} disabled={column.fixed} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
