import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';

// The embedded simulator asked through the log: each question a record that waits until the test answers it.
vi.mock('./send', async () => {
  const { requestLog } = await import('@/api/request-log');
  return { askSimulator: vi.fn((pathAndQuery: string) => ({ id: requestLog.start({ url: `https://demo.refex.invalid${pathAndQuery}`, backend: 'demo:demo' }) })) };
});
import { requestLog } from '@/api/request-log';
import { exchangeRecord } from '@/test/exchange';
import { act, render, screen } from '@/test/render';
import { askSimulator } from './send';
import { SimulatorCompare } from './SimulatorCompare';

afterEach(() => requestLog.clear());

describe('SimulatorCompare', () => {
  it('keeps the keyboard’s focus on “Ask the simulator again”, held while the simulator has not answered', async () => {
    const user = userEvent.setup();
    render(<SimulatorCompare record={exchangeRecord({ id: 900, view: '/', body: '{"Data":[]}' })} labelledBy="compare" />);
    // Asked once on opening: the button is held until the answer comes, and focusable meanwhile.
    expect(askSimulator).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Ask the simulator again' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(askSimulator).toHaveBeenCalledTimes(1);
    const first = requestLog.snapshot().at(-1)?.id as number;
    act(() => requestLog.finish(first, { state: 'done', status: 200, body: '{"Data":[]}' }));
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(askSimulator).toHaveBeenCalledTimes(2);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
