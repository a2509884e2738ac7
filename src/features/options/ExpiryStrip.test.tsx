import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@/test/render';
import type { ExpiryInfo } from '@/model/option-expiries';
import { ExpiryStrip, INTENT_DELAY_MS, KEY_SELECT_DELAY_MS } from './ExpiryStrip';
import { groupByMonth, nextIndex } from './strip';

const DATES = ['2026-11-20', '2026-11-27', '2026-12-04', '2026-12-18', '2027-01-15', '2027-01-22', '2027-03-19'];
const expiries: ExpiryInfo[] = DATES.map((date, index) => ({
  date,
  days: index * 7,
  lastTradeDate: undefined,
  tradingEnded: false,
  class: { kind: 'weekly', endOfMonth: false, shifted: false },
}));

function setup(mode: 'tabs' | 'toggles', isLoaded?: (date: string) => boolean) {
  const onSelect = vi.fn();
  const onToggle = vi.fn();
  const onIntent = vi.fn();
  const onTravel = vi.fn();
  const strip = (value: 'tabs' | 'toggles') => (
    <ExpiryStrip
      expiries={expiries}
      selected={new Set([DATES[0] as string])}
      mode={value}
      idPrefix="t"
      panelId="p"
      onSelect={onSelect}
      onToggle={onToggle}
      onIntent={onIntent}
      isLoaded={isLoaded}
      onTravel={onTravel}
    />
  );
  const { rerender } = render(strip(mode));
  return { onSelect, onToggle, onIntent, onTravel, switchMode: (value: 'tabs' | 'toggles') => rerender(strip(value)) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ExpiryStrip', () => {
  it('groups the expiries by month, all of them in the document at once', () => {
    expect(groupByMonth(expiries).map((group) => [group.label, group.first, group.expiries.length])).toEqual([
      ['Nov 2026', 0, 2],
      ['Dec 2026', 2, 2],
      ['Jan 2027', 4, 2],
      ['Mar 2027', 6, 1],
    ]);
    setup('tabs');
    expect(within(screen.getByRole('tablist', { name: 'Expiries' })).getAllByRole('tab')).toHaveLength(DATES.length);
  });

  it('moves by expiry with Left/Right and by month with Up/Down', () => {
    const groups = groupByMonth(expiries);
    expect(nextIndex('ArrowRight', 6, groups, 7)).toBe(0);
    expect(nextIndex('ArrowDown', 0, groups, 7)).toBe(2);
    expect(nextIndex('ArrowDown', 3, groups, 7)).toBe(4);
    expect(nextIndex('ArrowDown', 6, groups, 7)).toBe(6);
    expect(nextIndex('ArrowUp', 5, groups, 7)).toBe(4);
    expect(nextIndex('ArrowUp', 4, groups, 7)).toBe(2);
    expect(nextIndex('End', 0, groups, 7)).toBe(6);
    expect(nextIndex('x', 0, groups, 7)).toBeUndefined();
  });

  it('fetches an expiry ahead only after a pause on it, and not when the pointer moves on', () => {
    const { onIntent } = setup('tabs');
    const tab = (index: number) => screen.getAllByRole('tab')[index] as HTMLElement;
    // Sweeping across the strip fetches nothing.
    for (const index of [1, 2, 3, 4]) {
      fireEvent.mouseEnter(tab(index));
      act(() => vi.advanceTimersByTime(INTENT_DELAY_MS / 3));
      fireEvent.mouseLeave(tab(index));
    }
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS * 2));
    expect(onIntent).not.toHaveBeenCalled();
    // Resting on one does.
    fireEvent.mouseEnter(tab(5));
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS - 1));
    expect(onIntent).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIntent).toHaveBeenCalledExactlyOnceWith(DATES[5]);
  });

  it('selects a loaded expiry at once by arrow key, one that is not loaded only once the keys rest', () => {
    const loaded = new Set([DATES[1]]);
    const { onSelect, onIntent } = setup('tabs', (date) => loaded.has(date));
    const list = screen.getByRole('tablist', { name: 'Expiries' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(DATES[1]);
    onSelect.mockClear();
    // Three quick presses over expiries that are not loaded: one selection, the last, after the pause.
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(onSelect).not.toHaveBeenCalled();
    // Shown as selected meanwhile.
    expect(screen.getByRole('tab', { selected: true })).toHaveAttribute('data-date', DATES[4]);
    act(() => vi.advanceTimersByTime(KEY_SELECT_DELAY_MS));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(DATES[4]);
    // Focus passing over expiries fetched nothing ahead but the one it rests on.
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(onIntent.mock.calls.map(([date]) => date as string).filter((date) => date !== DATES[4])).toEqual([]);
  });

  it('says when arrow keys travel over unloaded expiries, and drops a waiting selection when the mode changes', () => {
    const { onSelect, onTravel, switchMode } = setup('tabs', () => false);
    const list = screen.getByRole('tablist', { name: 'Expiries' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(onTravel.mock.calls).toEqual([[true]]);
    // Stacked view meanwhile: the waiting selection must not replace the stack.
    switchMode('toggles');
    act(() => vi.advanceTimersByTime(KEY_SELECT_DELAY_MS * 2));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onTravel.mock.calls).toEqual([[true], [false]]);
  });
});
