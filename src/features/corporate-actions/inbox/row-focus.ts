/**
 * Keyboard review of the lists: the skip link's target, the arrow keys from
 * row to row and along a row, and focus given back to the row of the event last opened when
 * the list shows again (after Back).
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** The list container's id (the skip link's target). */
export const LIST_ID = 'ca-list';

/** The first link of each body row: the event's. */
const ROW_LINK = 'tbody tr a[data-row-link]';

let lastOpened: string | undefined;
/**
 * The event whose row was given focus back, while that focus stands: the rows shown first after Back may be redrawn
 * (the list's own answer, in another order, into the same row elements), and focus then follows the event.
 */
let givenBack: string | undefined;

/** Remembers the event a row's link opens, so the list can give focus back to its row. */
export function rememberOpened(eventId: string | undefined): void {
  lastOpened = eventId;
  givenBack = undefined;
}

/**
 * Focuses the link of the event last opened, when the list shows it. Once given back, the focus follows that event
 * through later redraws of the rows, as long as it is still on a row link or was lost with a redrawn row; any move
 * of the user's ends that.
 */
export function restoreRowFocus(container: HTMLElement | null): void {
  const wanted = lastOpened ?? givenBack;
  if (!container || wanted === undefined) return;
  if (lastOpened === undefined) {
    const active = document.activeElement;
    const onRowLink = active instanceof HTMLElement && container.contains(active) && active.matches(ROW_LINK);
    if (!onRowLink && active !== document.body && active !== null) {
      givenBack = undefined;
      return;
    }
  }
  const link = [...container.querySelectorAll<HTMLAnchorElement>(ROW_LINK)].find((anchor) => anchor.closest('tr')?.dataset.eventId === wanted);
  if (!link) return;
  lastOpened = undefined;
  givenBack = wanted;
  if (document.activeElement === link) return;
  link.focus();
  link.closest('tr')?.scrollIntoView({ block: 'nearest' });
}

/** The skip link: the first row's link, else the list itself. */
export function focusListStart(): void {
  givenBack = undefined;
  const container = document.getElementById(LIST_ID);
  if (!container) return;
  const first = container.querySelector<HTMLAnchorElement>(ROW_LINK);
  (first ?? container).focus();
}

/** What the left and right arrows move between in a row: its links and its explained codes. */
const ROW_STOPS = 'a[href], [data-tip]';

/**
 * Up and down arrows (and Home, End) move between the rows' event links; left and right between the stops of a row
 * (its links and the codes explained on focus, which Tab passes by).
 */
function onRowKeys(event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'ArrowLeft', 'ArrowRight'];
  if (!keys.includes(event.key)) return;
  const target = event.target as HTMLElement;
  const row = target.closest('tr');
  const body = row?.parentElement;
  if (!row || !body || body.tagName !== 'TBODY') return;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    const stops = [...row.querySelectorAll<HTMLElement>(ROW_STOPS)];
    const next = stops[stops.indexOf(target) + (event.key === 'ArrowRight' ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    givenBack = undefined;
    next.focus();
    return;
  }
  const rows = [...body.children] as HTMLElement[];
  const index = rows.indexOf(row);
  const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : event.key === 'Home' ? 0 : rows.length - 1;
  const link = rows[next]?.querySelector<HTMLAnchorElement>('a[data-row-link]');
  if (!link) return;
  event.preventDefault();
  givenBack = undefined;
  link.focus();
  rows[next]?.scrollIntoView({ block: 'nearest' });
}

/**
 * The list's keyboard: arrow keys between rows, and focus back on the row last opened whenever `rows` change or the list
 * shows again. A layout effect: Back before the event page has loaded shows the same list again, hidden meanwhile by the
 * router's loading state and never unmounted, and React runs only layout effects again when it reveals it.
 */
export function useRowKeys(box: RefObject<HTMLElement | null>, rows: unknown): void {
  useEffect(() => {
    const element = box.current;
    element?.addEventListener('keydown', onRowKeys);
    return () => element?.removeEventListener('keydown', onRowKeys);
  }, [box]);
  useLayoutEffect(() => restoreRowFocus(box.current), [box, rows]);
}
