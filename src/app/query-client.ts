import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, retryDelayFor, shouldRetry } from '@/api/errors';
import { requestLog } from '@/api/request-log';
import { forgetKeptAnswers } from '@/lib/kept-answers';
import type { UnauthorizedActions } from './unauthorized';

export interface QueryClientOptions {
  /** Runs once a renewed session has run again what a 401 failed (the app: the route's loaders). */
  onRenewed?: () => void;
  /** What the answer to a 401 does, for tests (unauthorized.ts). */
  actions?: Partial<UnauthorizedActions>;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  // A 401 is answered in one place (unauthorized.ts: a signed-in session renews, a pasted token is asked for
  // again), loaded on the first one. The app only reads (no mutations): a mutation would need it too
  // (a MutationCache whose onError calls this).
  let answer: Promise<(error: unknown, query?: object) => void> | undefined;
  const onError = (error: unknown, query?: object) => {
    if (!isApiError(error) || !error.isUnauthorized) return;
    answer ??= import('./unauthorized').then((module) => module.default(queryClient, options));
    void answer.then((answerOf) => answerOf(error, query));
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    defaultOptions: {
      queries: {
        // No retry storms: client errors (4xx) are not retried, a 429 is retried by the view once its wait is over,
        // server errors and lost or unreadable answers twice, after 1 s and 2 s (see shouldRetry).
        retry: shouldRetry,
        retryDelay: retryDelayFor,
        // An error that has just happened (say, in a route's prefetch) is shown, not asked again as the view mounts:
        // a 429 waits for its reset, counted down in the error panel, and other errors were retried already.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}

/**
 * After a switch of backend: the cached data of a gateway user who is no
 * longer in use is dropped at once (not left in memory until garbage
 * collection), so nothing of theirs can show for the next user, and so are
 * their requests and answers in the request log (the inspector's lists, its
 * HAR) and the answers the inspector kept in this browser. The demo's data
 * is public and stays cached.
 */
export function forgetPreviousBackend(queryClient: QueryClient, previousKey: string, nextKey: string): void {
  if (previousKey === nextKey || !previousKey.startsWith('gateway:')) return;
  queryClient.removeQueries({ queryKey: [previousKey] });
  requestLog.forget(previousKey);
  forgetKeptAnswers();
}
