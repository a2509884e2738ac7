import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has been idle once after mount (at most `timeoutMs` later), then true:
 * for a part of a page that is hidden at first and costly to build, built in idle time (in a
 * transition, in slices) so that showing it later costs no more than showing it.
 */
export function useBuiltWhenIdle(timeoutMs = 3000): boolean {
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    if (built) return;
    const build = () => startTransition(() => setBuilt(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(build, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(build, timeoutMs / 3);
    return () => clearTimeout(id);
  }, [built, timeoutMs]);
  return built;
}
