import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, render, screen } from '@/test/render';
import { ChainToolbar } from './ChainToolbar';

describe('ChainToolbar', () => {
  it('holds Export CSV while there is nothing to export, keeping it focusable', async () => {
    const onExport = vi.fn();
    const props = { referencePrice: undefined, side: 'both' as const, size: 5, stacked: false, onSearchChange: vi.fn(), onStacked: vi.fn(), onExport };
    const { rerender } = render(<ChainToolbar {...props} canExport={false} />);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await userEvent.click(button);
    expect(onExport).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    rerender(<ChainToolbar {...props} canExport />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('a price typed, committed and cleared at once stays cleared: the commit still waiting from the typing is dropped', async () => {
    const onSearchChange = vi.fn();
    const props = { side: 'both' as const, size: 5, stacked: false, onSearchChange, onStacked: vi.fn(), onExport: vi.fn(), canExport: true };
    const { rerender } = render(<ChainToolbar {...props} referencePrice={undefined} />);
    const field = screen.getByRole('textbox', { name: 'Reference price' });
    const user = userEvent.setup();
    await user.type(field, '100{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ ref: 100 });
    rerender(<ChainToolbar {...props} referencePrice={100} />);
    await user.click(screen.getByRole('button', { name: 'Clear the reference price' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ ref: undefined });
    rerender(<ChainToolbar {...props} referencePrice={undefined} />);
    // Past the typing's debounce: nothing brings the price back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(onSearchChange).toHaveBeenLastCalledWith({ ref: undefined });
    expect(field).toHaveValue('');
  });
});
