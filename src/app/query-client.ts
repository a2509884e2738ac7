import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, retryDelayFor } from '@/api/errors';
import { getBackend } from '@/api/backend';
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
        // Client errors (400, 401, 403, 404) will not heal by retrying; transient ones may.
        retry: (failureCount, error) => (isApiError(error) ? error.isTransient && failureCount < 2 : failureCount < 2),
        // A 429 waits as long as the service asks (see retryDelayFor), other failures back off from 1 s.
        retryDelay: retryDelayFor,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * After a switch of backend: the cached data of a gateway user who is no
 * longer in use is dropped at once (not left in memory until garbage
 * collection), so nothing of theirs can show for the next user. The demo's
 * data is public and stays cached.
 */
export function forgetPreviousBackend(queryClient: QueryClient, previousKey: string, nextKey: string): void {
  if (previousKey === nextKey || !previousKey.startsWith('gateway:')) return;
  queryClient.removeQueries({ queryKey: [previousKey] });
}
