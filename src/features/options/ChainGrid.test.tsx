import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractOption } from '@/api/types';
import { fireEvent, render, screen, within } from '@/test/render';
import { buildSection } from './chain-model';
import { type ExpiryInfo } from '@/model/option-expiries';
import { ChainGrid } from './ChainGrid';
import { buildItems } from './grid-rows';

const expiry: ExpiryInfo = { date: '2026-12-18', days: 27, lastTradeDate: undefined, tradingEnded: false, class: { kind: 'quarterly', endOfMonth: false, shifted: false } };

function options(strikes: number[]): ContractOption[] {
  return strikes.flatMap((strike, index) => [
    { PutCall: 'Call', StrikePrice: strike, Uic: 1000 + index * 2, TradingStatus: 'Tradable', UnderlyingUic: 7 },
    { PutCall: 'Put', StrikePrice: strike, Uic: 1001 + index * 2, TradingStatus: 'NotDefined', UnderlyingUic: 7 },
  ]);
}

function setup({ reference, side = 'both' as const, rootSymbol }: { reference?: number; side?: 'both' | 'calls' | 'puts'; rootSymbol?: string } = {}) {
  const section = buildSection(expiry, { state: 'ready', options: options([90, 95, 100, 105, 110]) }, 'all', reference);
  const items = buildItems([section], false, reference, 'SpecificDates');
  const onOpen = vi.fn();
  const centreItem = items.findIndex((item) => item.type === 'row' && item.row.strike === section.window.centreStrike);
  render(
    <ChainGrid
      items={items}
      side={side}
      stacked={false}
      referencePrice={reference}
      optionAssetType="StockOption"
      rootSymbol={rootSymbol}
      label="Option chain"
      centreItem={centreItem}
      resetKey="k"
      expiriesKey={expiry.date}
      ready
      maxHeight={600}
      coveredTop={56}
      onOpen={onOpen}
      onRetry={() => {}}
    />,
  );
  return { onOpen, grid: screen.getByRole('grid', { name: 'Option chain' }) };
}

describe('ChainGrid', () => {
  it('labels each option with its root, expiry, strike and side beside its Uic', () => {
    const { grid } = setup({ rootSymbol: 'AAPL:xcbo' });
    const call = within(grid).getByRole('link', { name: 'Call 95, 18 Dec 2026 (AAPL:xcbo): Uic 1002, Tradable' });
    expect(call).toHaveAttribute('title', 'AAPL:xcbo 18 Dec 2026 95 call · Uic 1002');
    expect(call).toHaveTextContent('1002');
  });

  // jsdom lays nothing out: give the scroller a size, so that the virtual list renders its rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    return () => vi.restoreAllMocks();
  });

  it('shows calls, strike and puts per row, with one tab stop on the centre strike', () => {
    const { grid } = setup();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Calls', 'Strike', 'Puts']);
    const rows = grid.querySelectorAll('[role=row][data-kind=row]');
    expect(rows).toHaveLength(5);
    const tabStops = grid.querySelectorAll('[tabindex="0"]');
    expect(tabStops).toHaveLength(1);
    expect(tabStops[0]).toHaveAccessibleName('Strike 100');
    expect(within(grid).getByRole('link', { name: 'Call 95, 18 Dec 2026: Uic 1002, Tradable' })).toHaveAttribute('href', '/instruments/StockOption/1002');
  });

  it('marks only an exceptional trading status (its pill is drawn from data-status); a tradable option shows its Uic alone', () => {
    const { grid } = setup();
    const tradable = within(grid).getByRole('link', { name: 'Call 95, 18 Dec 2026: Uic 1002, Tradable' });
    expect(tradable).not.toHaveAttribute('data-status');
    expect(tradable).toHaveTextContent(/^1002$/);
    expect(within(grid).getByRole('link', { name: 'Put 95, 18 Dec 2026: Uic 1003, Not defined' })).toHaveAttribute('data-status', 'Not defined');
  });

  it('moves between cells with the arrow keys, Home/End and Ctrl+Home/End, and opens with a click', () => {
    const { grid, onOpen } = setup();
    const start = grid.querySelector<HTMLElement>('[tabindex="0"]') as HTMLElement;
    start.focus();
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    expect(document.activeElement).toHaveAccessibleName('Call 100, 18 Dec 2026: Uic 1004, Tradable');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveAccessibleName('Call 105, 18 Dec 2026: Uic 1006, Tradable');
    fireEvent.keyDown(grid, { key: 'End' });
    expect(document.activeElement).toHaveAccessibleName('Put 105, 18 Dec 2026: Uic 1007, Not defined');
    fireEvent.keyDown(grid, { key: 'Home', ctrlKey: true });
    expect(document.activeElement).toHaveAccessibleName('Call 90, 18 Dec 2026: Uic 1000, Tradable');
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(document.activeElement).toHaveAccessibleName('Call 90, 18 Dec 2026: Uic 1000, Tradable');
    fireEvent.keyDown(grid, { key: 'End', ctrlKey: true });
    expect(document.activeElement).toHaveAccessibleName('Put 110, 18 Dec 2026: Uic 1009, Not defined');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    fireEvent.click(document.activeElement as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith('StockOption', 1009);
  });

  it('marks the money against a reference price', () => {
    const { grid } = setup({ reference: 101 });
    const atm = grid.querySelector('[role=row][data-atm=true]');
    expect(atm).toHaveAttribute('data-strike', '100');
    expect(grid.querySelector('[data-atm-line=above]')).toHaveAttribute('data-strike', '105');
    expect(within(grid).getByRole('link', { name: /^Call 95, .*, in the money$/ })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /^Put 95, .*, out of the money$/ })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /^Put 105, .*, in the money$/ })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'Strike 100, at the money' })).toBeInTheDocument();
  });

  it('shows one side only when asked', () => {
    const { grid } = setup({ side: 'puts' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Strike', 'Puts']);
    expect(within(grid).queryAllByRole('link', { name: /^Call / })).toHaveLength(0);
  });
});

describe('buildItems with a reference price outside the strikes', () => {
  const rows = (reference: number) => {
    const section = buildSection(expiry, { state: 'ready', options: options([90, 95, 100, 105, 110]) }, 1, reference);
    return { section, items: buildItems([section], false, reference, 'SpecificDates') };
  };

  it('claims no at-the-money strike and draws no line below or above all strikes', () => {
    for (const reference of [50, 500]) {
      const { section, items } = rows(reference);
      expect(section.window.referencePosition).toBe(reference < 90 ? 'below' : 'above');
      expect(items.filter((item) => item.type === 'row')).toHaveLength(3);
      expect(items.some((item) => item.type === 'row' && (item.atm || item.lineAbove))).toBe(false);
    }
  });

  it('still marks the strike nearest to a price among the strikes', () => {
    const { section, items } = rows(101);
    expect(section.window.referencePosition).toBe('within');
    expect(items.filter((item) => item.type === 'row' && item.atm).map((item) => item.type === 'row' && item.row.strike)).toEqual([100]);
  });
});
