import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/**
 * Retry for a route's error component: resets react-query's error boundary
 * and the route's, then runs the loaders again.
 */
export function useRouteRetry(reset: () => void): () => void {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  return () => {
    reset();
    void router.invalidate();
  };
}
