import { useEffect } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';

/** As long as the router waits before its pending component (defaultPendingMs). */
const DELAY_MS = 150;

/**
 * Thin progress bar at the top while a route loads. A navigation answered at
 * once (a sort, a page from the cache) shows none: its bar would only flash,
 * and repaint the page for every frame of its animation.
 */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  useEffect(() => {
    if (!loading) return undefined;
    let started = false;
    const timer = window.setTimeout(() => {
      started = true;
      nprogress.start();
    }, DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (started) nprogress.complete();
    };
  }, [loading]);
  return <NavigationProgress aria-label="Page loading" />;
}
