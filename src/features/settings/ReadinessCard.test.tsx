import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';

// The checks of the environment, answered only when the test says so.
const answer = vi.hoisted(() => ({ release: (): void => undefined }));
vi.mock('@/api/auth/readiness', async (importOriginal) => {
  const waiting = () =>
    new Promise<{ verdict: 'yes'; text: string }>((resolve) => {
      answer.release = () => resolve({ verdict: 'yes', text: 'It answered.' });
    });
  return { ...(await importOriginal<typeof import('@/api/auth/readiness')>()), checkTokenEndpoint: waiting, checkGateway: async () => ({ verdict: 'yes', text: 'It answered.' }) };
});
import { render, screen, waitFor } from '@/test/render';
import { ReadinessCard } from './ReadinessCard';

const env = { authServer: 'https://auth.example', gateway: 'https://gw.example' };

describe('ReadinessCard', () => {
  it('keeps the keyboard’s focus on “Check this environment” while it checks, held until the answers come', async () => {
    const user = userEvent.setup();
    render(<ReadinessCard env={env} appKey="" ready onToken={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Check this environment' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    answer.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Token endpoint readable from this page' })).toHaveTextContent('It answered.');
  });

  it('stays focusable, held, where the environment is not ready to check', async () => {
    const user = userEvent.setup();
    const onToken = vi.fn();
    render(<ReadinessCard env={env} appKey="" ready={false} onToken={onToken} />);
    const button = screen.getByRole('button', { name: 'Check this environment' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onToken).not.toHaveBeenCalled();
  });
});
