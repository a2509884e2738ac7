import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen } from '@/test/render';
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
});
