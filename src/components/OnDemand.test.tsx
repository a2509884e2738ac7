import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/render';
import { OnDemand } from './OnDemand';

function Part({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('OnDemand', () => {
  it('shows the fallback until the code has come, then the part with its props, asking for it once', async () => {
    let arrive: (module: { default: typeof Part }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)));
    const { rerender } = render(<OnDemand load={load} props={{ name: 'there' }} fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    arrive({ default: Part });
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    // New props reach the part; its code is not asked for again.
    rerender(<OnDemand load={load} props={{ name: 'again' }} fallback={<p>Loading…</p>} />);
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // A part that needs props cannot be asked for without them.
    // @ts-expect-error: `props` is missing
    void (<OnDemand load={load} />);
  });

  it('shows `failed` when the code does not come, and nothing without it', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { unmount } = render(<OnDemand load={load} props={{ name: 'x' }} failed={<p role="alert">Did not load</p>} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Did not load');
    unmount();
    const { container } = render(<OnDemand load={load} props={{ name: 'x' }} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('p')).toBeNull();
  });
});
