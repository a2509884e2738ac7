/**
 * Every expiry of the root, grouped by month: day, days to expiry and kind.
 * On a desktop the months wrap into two rows at most, and the strip scrolls
 * within itself for more; on a phone it is one row that scrolls sideways. The
 * selected expiry and the focused one are scrolled into the strip's view.
 * One expiry: a WAI-ARIA tab list (arrow keys move and select, Up/Down jump a
 * month, Home/End to the ends). Stacked view: toggle buttons (the same keys
 * move, Space/Enter toggle).
 *
 * Requests stay few: hovering or focusing an expiry fetches it ahead only
 * after a short pause (moving across the strip fetches nothing), and an arrow
 * key selects an expiry that is not loaded yet only once the keys rest.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatDate } from '@/lib/format';
import type { ExpiryInfo } from '@/model/option-expiries';
import { EXPIRY_KIND_SHORT, describeExpiryClass } from '@/model/expiry-kind';
import { groupByMonth, nextIndex, tabId } from './strip';
import classes from './ExpiryStrip.module.css';

/** Pause on an expiry (hover, focus) before it is fetched ahead. */
export const INTENT_DELAY_MS = 150;
/** Pause of the arrow keys before an expiry that is not loaded yet is selected (and fetched). */
export const KEY_SELECT_DELAY_MS = 200;

/** Scrolls the strip (only the strip, never the page) so that one of its expiries is in its view. */
function reveal(strip: HTMLElement | null, element: HTMLElement | undefined): void {
  if (!strip || !element) return;
  const box = strip.getBoundingClientRect();
  const item = element.getBoundingClientRect();
  const margin = 4;
  if (item.top < box.top) strip.scrollTop -= box.top - item.top + margin;
  else if (item.bottom > box.bottom) strip.scrollTop += item.bottom - box.bottom + margin;
  if (item.left < box.left) strip.scrollLeft -= box.left - item.left + margin;
  else if (item.right > box.right) strip.scrollLeft += item.right - box.right + margin;
}

function label(expiry: ExpiryInfo): string {
  const days = expiry.days === undefined ? '' : `, ${expiry.days} ${expiry.days === 1 ? 'day' : 'days'}`;
  const ended = expiry.tradingEnded ? ', trading ended' : '';
  // The day as the button shows it ("4 Jan 2027", not "04"): the name begins with the button's text.
  return `${formatDate(expiry.date).replace(/^0/, '')}${days}, ${describeExpiryClass(expiry.class)}${ended}`;
}

export interface ExpiryStripProps {
  expiries: readonly ExpiryInfo[];
  selected: ReadonlySet<string>;
  mode: 'tabs' | 'toggles';
  idPrefix: string;
  /** The tab panel the tabs control (tabs mode). */
  panelId: string;
  onSelect: (date: string) => void;
  onToggle: (date: string) => void;
  /** A pause on an expiry (hover, focus): fetch it ahead. */
  onIntent?: ((date: string) => void) | undefined;
  /** Whether an expiry's options are loaded: arrow keys select those at once, the others once the keys rest. */
  isLoaded?: ((date: string) => boolean) | undefined;
  /** Arrow keys are running over expiries not loaded yet (true), or have come to rest (false). */
  onTravel?: ((travelling: boolean) => void) | undefined;
}

export const ExpiryStrip = memo(function ExpiryStrip({ expiries, selected, mode, idPrefix, panelId, onSelect, onToggle, onIntent, isLoaded, onTravel }: ExpiryStripProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  // Arrow keys on expiries that are not loaded: shown as selected at once, selected for real once the keys rest.
  const [pending, setPendingState] = useState<string | undefined>(undefined);
  const pendingRef = useRef<string | undefined>(undefined);
  const setPending = useCallback((date: string | undefined) => {
    pendingRef.current = date;
    setPendingState(date);
  }, []);
  const firstSelected = expiries.findIndex((expiry) => selected.has(expiry.date));
  const [focusIndex, setFocusIndex] = useState(Math.max(0, firstSelected));
  const [followed, setFollowed] = useState(firstSelected);
  // In tabs mode the tab stop follows the selection (also when it changes from outside).
  if (followed !== firstSelected) {
    setFollowed(firstSelected);
    if (mode === 'tabs' && firstSelected >= 0) setFocusIndex(firstSelected);
  }
  const focus = Math.min(focusIndex, Math.max(0, expiries.length - 1));
  const moveFocus = useRef(false);
  const groups = groupByMonth(expiries);

  const intentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const selectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleIntent = useCallback(
    (date: string) => {
      clearTimeout(intentTimer.current);
      if (!onIntent) return;
      intentTimer.current = setTimeout(() => onIntent(date), INTENT_DELAY_MS);
    },
    [onIntent],
  );
  const cancelIntent = useCallback(() => clearTimeout(intentTimer.current), []);
  // Another mode (or leaving): a selection still waiting for the keys to rest is dropped.
  useEffect(
    () => () => {
      clearTimeout(intentTimer.current);
      clearTimeout(selectTimer.current);
      if (pendingRef.current !== undefined) {
        pendingRef.current = undefined;
        setPendingState(undefined);
        onTravel?.(false);
      }
    },
    [mode, onTravel],
  );

  const stripRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const date = expiries[focus]?.date;
    const element = date ? refs.current.get(date) : undefined;
    element?.focus({ preventScroll: true });
    reveal(stripRef.current, element);
  });
  // The selected expiry (the first, stacked) is in the strip's view, also when the address chose one far along.
  const firstDate = expiries[firstSelected]?.date;
  useLayoutEffect(() => {
    if (firstDate) reveal(stripRef.current, refs.current.get(firstDate));
  }, [firstDate]);

  const select = useCallback(
    (date: string) => {
      clearTimeout(selectTimer.current);
      if (pendingRef.current !== undefined) onTravel?.(false);
      setPending(undefined);
      onSelect(date);
    },
    [onSelect, onTravel, setPending],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, focus, groups, expiries.length);
    if (next === undefined) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusIndex(next);
    const date = expiries[next]?.date;
    if (!date || mode !== 'tabs') return;
    if (isLoaded === undefined || isLoaded(date)) {
      select(date);
      return;
    }
    clearTimeout(selectTimer.current);
    if (pendingRef.current === undefined) onTravel?.(true);
    setPending(date);
    selectTimer.current = setTimeout(() => select(date), KEY_SELECT_DELAY_MS);
  };

  const register = useCallback((date: string, element: HTMLButtonElement | null) => {
    if (element) refs.current.set(date, element);
    else refs.current.delete(date);
  }, []);
  const onFocusIndex = useCallback((index: number) => setFocusIndex(index), []);
  const isSelected = (date: string) => (mode === 'tabs' && pending !== undefined ? date === pending : selected.has(date));

  return (
    <div
      ref={stripRef}
      className={classes.strip}
      role={mode === 'tabs' ? 'tablist' : 'group'}
      aria-label={mode === 'tabs' ? 'Expiries' : 'Expiries in the stacked view'}
      aria-orientation={mode === 'tabs' ? 'horizontal' : undefined}
      onKeyDown={onKeyDown}
    >
      {groups.map((group) => {
        const buttons = group.expiries.map((expiry, offset) => {
          const index = group.first + offset;
          return (
            <ExpiryButton
              key={expiry.date}
              expiry={expiry}
              index={index}
              mode={mode}
              isSelected={isSelected(expiry.date)}
              tabStop={index === focus}
              id={tabId(idPrefix, expiry.date)}
              panelId={panelId}
              register={register}
              onFocusIndex={onFocusIndex}
              onSelect={select}
              onToggle={onToggle}
              onIntent={scheduleIntent}
              onLeave={cancelIntent}
            />
          );
        });
        return (
          <div key={group.key} className={classes.month} data-month={group.key}>
            {/* The month's label goes with its first expiry (never alone at a row's end); the others flow on. Each expiry's name has its full date: the label is for the eye. */}
            <span className={classes.monthStart}>
              <span className={classes.monthLabel} aria-hidden="true">
                {group.label}
              </span>
              {buttons[0]}
            </span>
            {buttons.slice(1)}
          </div>
        );
      })}
    </div>
  );
});

interface ExpiryButtonProps {
  expiry: ExpiryInfo;
  index: number;
  mode: 'tabs' | 'toggles';
  isSelected: boolean;
  tabStop: boolean;
  id: string;
  panelId: string;
  register: (date: string, element: HTMLButtonElement | null) => void;
  onFocusIndex: (index: number) => void;
  onSelect: (date: string) => void;
  onToggle: (date: string) => void;
  onIntent: (date: string) => void;
  onLeave: () => void;
}

const ExpiryButton = memo(function ExpiryButton({
  expiry,
  index,
  mode,
  isSelected,
  tabStop,
  id,
  panelId,
  register,
  onFocusIndex,
  onSelect,
  onToggle,
  onIntent,
  onLeave,
}: ExpiryButtonProps) {
  const { date } = expiry;
  const className = [classes.expiry, isSelected ? classes.selected : '', expiry.tradingEnded ? classes.ended : ''].filter(Boolean).join(' ');
  const common = {
    ref: (element: HTMLButtonElement | null) => register(date, element),
    type: 'button' as const,
    className,
    tabIndex: tabStop ? 0 : -1,
    'aria-label': label(expiry),
    'data-date': date,
    'data-kind': expiry.class.kind,
    onMouseEnter: () => onIntent(date),
    onMouseLeave: onLeave,
    onFocus: () => {
      onFocusIndex(index);
      onIntent(date);
    },
    onBlur: onLeave,
  };
  // The day of the month is the button's text; the days left and the kind ("0d", "D·E") are drawn by the style sheet
  // from data attributes: shorthand for the eye, which the name says in words ("30 Nov 2026, 0 days, Daily, end of
  // month"). As text, they would sit in the button's label without being in its name (WCAG 2.5.3).
  const content = (
    <>
      <span className={classes.date}>{Number(date.slice(8, 10))}</span>
      <span className={classes.meta} aria-hidden="true">
        <span data-text={expiry.days === undefined ? '—' : `${expiry.days}d`} />
        <span className={`${classes.kind} ${classes[expiry.class.kind] ?? ''}`} data-text={`${EXPIRY_KIND_SHORT[expiry.class.kind]}${expiry.class.endOfMonth ? '·E' : ''}`} />
      </span>
    </>
  );
  return mode === 'tabs' ? (
    <button {...common} id={id} role="tab" aria-selected={isSelected} aria-controls={panelId} onClick={() => onSelect(date)}>
      {content}
    </button>
  ) : (
    <button {...common} aria-pressed={isSelected} onClick={() => onToggle(date)}>
      {content}
    </button>
  );
});
