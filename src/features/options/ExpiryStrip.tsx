/**
 * Every expiry of the root in one scrollable strip: date, days to expiry and
 * kind. One expiry: a WAI-ARIA tab list (arrow keys move and select, Home/End
 * jump). Stacked view: toggle buttons (arrow keys move, Space/Enter toggle).
 */
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { dateFormatter, formatDate } from '../../lib/format';
import type { ExpiryInfo } from './chain-model';
import { EXPIRY_KIND_SHORT, describeExpiryClass } from './expiry-kind';
import classes from './ExpiryStrip.module.css';

const shortDate = dateFormatter({ day: 'numeric', month: 'short', timeZone: 'UTC' });

function label(expiry: ExpiryInfo): string {
  const days = expiry.days === undefined ? '' : `, ${expiry.days} ${expiry.days === 1 ? 'day' : 'days'}`;
  return `${formatDate(expiry.date)}${days}, ${describeExpiryClass(expiry.class)}`;
}

export function tabId(idPrefix: string, date: string): string {
  return `${idPrefix}-tab-${date}`;
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
  /** Hover or focus on an expiry: fetch it ahead. */
  onIntent?: ((date: string) => void) | undefined;
}

export const ExpiryStrip = memo(function ExpiryStrip({ expiries, selected, mode, idPrefix, panelId, onSelect, onToggle, onIntent }: ExpiryStripProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
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
  // A click selects a tab that is in view already: no need to measure the strip.
  const clicked = useRef(false);

  // Keep the selected expiry in view within the strip (selection from the address, or after a switch of mode).
  useEffect(() => {
    if (clicked.current || moveFocus.current) {
      clicked.current = false;
      return;
    }
    const date = expiries[firstSelected]?.date;
    const element = date ? refs.current.get(date) : undefined;
    if (element) scrollIntoStrip(element);
  }, [expiries, firstSelected]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const date = expiries[focus]?.date;
    const element = date ? refs.current.get(date) : undefined;
    element?.focus({ preventScroll: true });
    if (element) scrollIntoStrip(element);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let next: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (focus + 1) % expiries.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (focus - 1 + expiries.length) % expiries.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = expiries.length - 1;
    if (next === undefined || expiries.length === 0) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusIndex(next);
    const date = expiries[next]?.date;
    if (date && mode === 'tabs') onSelect(date);
    else if (date) onIntent?.(date);
  };

  const register = useCallback((date: string, element: HTMLButtonElement | null) => {
    if (element) refs.current.set(date, element);
    else refs.current.delete(date);
  }, []);
  const onFocusIndex = useCallback((index: number) => setFocusIndex(index), []);
  const select = useCallback(
    (date: string) => {
      clicked.current = true;
      onSelect(date);
    },
    [onSelect],
  );
  const currentYear = new Date().getUTCFullYear();

  return (
    <div
      className={classes.strip}
      role={mode === 'tabs' ? 'tablist' : 'group'}
      aria-label={mode === 'tabs' ? 'Expiries' : 'Expiries in the stacked view'}
      aria-orientation={mode === 'tabs' ? 'horizontal' : undefined}
      onKeyDown={onKeyDown}
    >
      {expiries.map((expiry, index) => (
        <ExpiryButton
          key={expiry.date}
          expiry={expiry}
          index={index}
          mode={mode}
          isSelected={selected.has(expiry.date)}
          tabStop={index === focus}
          newMonth={index > 0 && expiry.date.slice(0, 7) !== expiries[index - 1]?.date.slice(0, 7)}
          showYear={Number(expiry.date.slice(0, 4)) !== currentYear}
          id={tabId(idPrefix, expiry.date)}
          panelId={panelId}
          register={register}
          onFocusIndex={onFocusIndex}
          onSelect={select}
          onToggle={onToggle}
          onIntent={onIntent}
        />
      ))}
    </div>
  );
});

/** Scrolls the strip (only the strip, never the page) so that the element is visible. */
function scrollIntoStrip(element: HTMLElement) {
  const strip = element.parentElement;
  if (!strip) return;
  const left = element.offsetLeft - strip.offsetLeft;
  const right = left + element.offsetWidth;
  if (left < strip.scrollLeft) strip.scrollLeft = Math.max(0, left - 24);
  else if (right > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = right - strip.clientWidth + 24;
}

interface ExpiryButtonProps {
  expiry: ExpiryInfo;
  index: number;
  mode: 'tabs' | 'toggles';
  isSelected: boolean;
  tabStop: boolean;
  newMonth: boolean;
  showYear: boolean;
  id: string;
  panelId: string;
  register: (date: string, element: HTMLButtonElement | null) => void;
  onFocusIndex: (index: number) => void;
  onSelect: (date: string) => void;
  onToggle: (date: string) => void;
  onIntent: ((date: string) => void) | undefined;
}

const ExpiryButton = memo(function ExpiryButton({
  expiry,
  index,
  mode,
  isSelected,
  tabStop,
  newMonth,
  showYear,
  id,
  panelId,
  register,
  onFocusIndex,
  onSelect,
  onToggle,
  onIntent,
}: ExpiryButtonProps) {
  const { date } = expiry;
  const className = [classes.expiry, isSelected ? classes.selected : '', newMonth ? classes.newMonth : ''].filter(Boolean).join(' ');
  const common = {
    ref: (element: HTMLButtonElement | null) => register(date, element),
    type: 'button' as const,
    className,
    tabIndex: tabStop ? 0 : -1,
    'aria-label': label(expiry),
    'data-date': date,
    'data-kind': expiry.class.kind,
    onMouseEnter: () => onIntent?.(date),
    onFocus: () => {
      onFocusIndex(index);
      onIntent?.(date);
    },
  };
  const content = (
    <>
      <span className={classes.date}>
        {shortDate.format(new Date(`${date}T00:00:00Z`))}
        {showYear && <span className={classes.year}> {date.slice(0, 4)}</span>}
      </span>
      <span className={classes.meta}>
        <span>{expiry.days === undefined ? '—' : `${expiry.days}d`}</span>
        <span className={`${classes.kind} ${classes[expiry.class.kind] ?? ''}`}>
          {EXPIRY_KIND_SHORT[expiry.class.kind]}
          {expiry.class.endOfMonth ? ' EOM' : ''}
        </span>
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
