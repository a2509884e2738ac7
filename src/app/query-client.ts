import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, retryDelayFor, shouldRetry } from '@/api/errors';
import { getBackend } from '@/api/backend';
import { forgetKeptAnswers } from '@/lib/kept-answers';
import { tokenPrompt } from './shell/token-prompt';

function onError(error: unknown): void {
  // A refused token on a gateway: ask for a new one in place.
  if (isApiError(error) && error.isUnauthorized && getBackend().kind === 'gateway') tokenPrompt.open();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
}

/**
 * After a switch of backend: the cached data of a gateway user who is no
 * longer in use is dropped at once (not left in memory until garbage
 * collection), so nothing of theirs can show for the next user, and so are
 * the answers the request inspector kept in this browser. The demo's data
 * is public and stays cached.
 */
export function forgetPreviousBackend(queryClient: QueryClient, previousKey: string, nextKey: string): void {
  if (previousKey === nextKey || !previousKey.startsWith('gateway:')) return;
  queryClient.removeQueries({ queryKey: [previousKey] });
  forgetKeptAnswers();
}
