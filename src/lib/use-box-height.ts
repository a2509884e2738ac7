import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A box's border-box height, known before the first paint and kept in step with it.
 *
 * The box is measured when it mounts (a ref callback runs in the commit, so the page is drawn with the height already
 * known), and a ResizeObserver renders each later change at once rather than a frame on: a layout that places other
 * parts from this height never shows a frame placed from a stale one.
 */
export function useBoxHeight<T extends HTMLElement>(): { ref: (node: T | null) => void; height: number } {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = undefined;
    if (!node) return;
    setHeight(node.getBoundingClientRect().height);
    observer.current = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      const next = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
      flushSync(() => setHeight(next));
    });
    observer.current.observe(node);
  }, []);
  return { ref, height };
}
