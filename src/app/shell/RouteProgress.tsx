import { useEffect } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';

/** Thin progress bar at the top while a route loads. */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  useEffect(() => {
    if (loading) nprogress.start();
    else nprogress.complete();
  }, [loading]);
  return <NavigationProgress aria-label="Page loading" />;
}
