import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A box's border-box height, known before the first paint and kept in step with it.
 *
 * The box is measured when it mounts (a ref callback runs in the commit, so the page is drawn with the height already
 * known), and a ResizeObserver renders each later change at once rather than a frame on: a layout that places other
 * parts from this height never shows a frame placed from a stale one. The observer goes with the box (the callback's
 * cleanup).
 */
export function useBoxHeight<T extends HTMLElement>(): { ref: (node: T | null) => (() => void) | undefined; height: number } {
  const [height, setHeight] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node) return undefined;
    setHeight(node.getBoundingClientRect().height);
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      const next = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
      flushSync(() => setHeight(next));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}
