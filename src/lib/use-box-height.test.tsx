import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useBoxHeight } from './use-box-height';

/** Renders the height it last drew with, and records every height it was drawn with. */
function Box({ drawn }: { drawn: number[] }) {
  const { ref, height } = useBoxHeight<HTMLDivElement>();
  drawn.push(height);
  return <div ref={ref}>{`height ${height}`}</div>;
}

type Listener = (entries: Array<{ target: Element; borderBoxSize: Array<{ blockSize: number }> }>) => void;

describe('useBoxHeight', () => {
  const original = window.ResizeObserver;
  afterEach(() => {
    window.ResizeObserver = original;
    vi.restoreAllMocks();
  });

  it('knows the height when render returns (measured in the commit), follows a resize within the observer’s call, and stops observing with the box', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 65 } as DOMRect);
    const listeners: Listener[] = [];
    const disconnected: Listener[] = [];
    window.ResizeObserver = class {
      private readonly listener: Listener;
      constructor(listener: Listener) {
        this.listener = listener;
        listeners.push(listener);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        disconnected.push(this.listener);
      }
    } as unknown as typeof ResizeObserver;

    const drawn: number[] = [];
    const { unmount } = render(<Box drawn={drawn} />);
    expect(screen.getByText('height 65')).toBeInTheDocument();
    const target = screen.getByText('height 65');
    listeners.at(-1)?.([{ target, borderBoxSize: [{ blockSize: 130 }] }]);
    // No act(): the observer's change is rendered before its call returns, not a task later.
    expect(target).toHaveTextContent('height 130');
    expect(drawn.filter((height) => height > 0)).toEqual([65, 130]);
    // The observer goes with the box.
    expect(disconnected).toEqual([]);
    unmount();
    expect(disconnected).toEqual(listeners);
  });
});
