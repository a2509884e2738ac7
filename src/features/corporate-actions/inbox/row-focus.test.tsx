import { afterEach, describe, expect, it } from 'vitest';
import { rememberOpened, restoreRowFocus } from './row-focus';

/** A list container with one row per event id, each with its event link, in the given order. */
function drawRows(container: HTMLElement, ids: readonly string[]): void {
  const body = container.querySelector('tbody') ?? container.appendChild(document.createElement('table')).appendChild(document.createElement('tbody'));
  // Rows are kept by position (as the table does): the same elements, their event changed.
  ids.forEach((id, index) => {
    let row = body.children[index] as HTMLTableRowElement | undefined;
    if (!row) {
      row = body.appendChild(document.createElement('tr'));
      const link = row.appendChild(document.createElement('td')).appendChild(document.createElement('a'));
      link.setAttribute('data-row-link', 'true');
      link.href = '#';
    }
    row.dataset.eventId = id;
    (row.querySelector('a') as HTMLAnchorElement).textContent = id;
  });
}

const linkOf = (container: HTMLElement, id: string) => container.querySelector(`tr[data-event-id="${id}"] a`);

describe('focus given back to the row after Back', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    rememberOpened(undefined);
  });

  it('follows the event when the rows are redrawn in another order under the focus', () => {
    const container = document.body.appendChild(document.createElement('div'));
    rememberOpened('B');
    drawRows(container, ['A', 'B', 'C']);
    restoreRowFocus(container);
    expect(document.activeElement).toBe(linkOf(container, 'B'));
    // The list's own answer arrives in another order, into the same row elements.
    drawRows(container, ['B', 'C', 'A']);
    restoreRowFocus(container);
    expect(document.activeElement).toBe(linkOf(container, 'B'));
  });

  it('leaves the focus alone once the user has moved it elsewhere', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const search = document.body.appendChild(document.createElement('input'));
    rememberOpened('B');
    drawRows(container, ['A', 'B', 'C']);
    restoreRowFocus(container);
    search.focus();
    drawRows(container, ['C', 'A', 'B']);
    restoreRowFocus(container);
    expect(document.activeElement).toBe(search);
    // Nor later, when the user puts it on another row: it stays on the row element chosen.
    const chosen = linkOf(container, 'C') as HTMLElement;
    chosen.focus();
    drawRows(container, ['A', 'C', 'B']);
    restoreRowFocus(container);
    expect(document.activeElement).toBe(chosen);
  });
});
