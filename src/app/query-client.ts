import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, retryDelayFor, shouldRetry } from '@/api/errors';
import { getBackend, type BackendConfig } from '@/api/backend';
import { tokenPrompt } from './shell/token-prompt';

/** What the query client does about a 401 (the app's own by default; tests pass theirs). */
export interface UnauthorizedActions {
  /** The backend in use. */
  backend: () => BackendConfig;
  /**
   * Renews a signed-in session; true when what failed may run again. `retried`: the request that failed had
   * already been run again after a renewal.
   */
  renew: (retried: boolean) => Promise<boolean>;
  /** Asks for a new token in place (a pasted token). */
  prompt: () => void;
}

const APP_ACTIONS: UnauthorizedActions = {
  backend: getBackend,
  // The sign-in code loads only now: it is no part of the first load.
  renew: (retried) => import('@/api/auth/session').then(({ handleUnauthorized }) => handleUnauthorized({ retried })),
  prompt: () => tokenPrompt.open(),
};

export interface QueryClientOptions {
  /** Runs once a renewal has run again what failed (the app: the route's loaders). */
  onRenewed?: () => void;
  actions?: Partial<UnauthorizedActions>;
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.isUnauthorized;

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const actions: UnauthorizedActions = { ...APP_ACTIONS, ...options.actions };
  // Queries run again after a renewal, until they succeed: a second 401 of theirs is not run again a second time.
  const runAgain = new WeakSet<object>();
  let renewing: Promise<void> | undefined;

  const retryFailed = () => {
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' && isUnauthorized(query.state.error) });
    for (const query of failed) runAgain.add(query);
    void queryClient.refetchQueries({ predicate: (query) => failed.includes(query) });
    options.onRenewed?.();
  };

  /**
   * The one answer to a 401 from a gateway. Signed in with the broker: the session renews (once for all that
   * fails together) and what failed runs again, once. With a pasted token: the prompt asks for a new one.
   */
  const onUnauthorized = (error: unknown, query?: object) => {
    if (!isUnauthorized(error)) return;
    const backend = actions.backend();
    if (backend.kind !== 'gateway') return;
    if (!backend.signIn) return actions.prompt();
    if (query && runAgain.has(query)) {
      // Refused again after a renewal: the session hears of it (and ends rather than loop); nothing runs again.
      void actions.renew(true).catch(() => false);
      return;
    }
    renewing ??= actions
      .renew(false)
      .catch(() => false)
      .then((renewed) => {
        if (renewed) retryFailed();
      })
      .finally(() => {
        renewing = undefined;
      });
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onUnauthorized(error, query),
      onSuccess: (_data, query) => runAgain.delete(query),
    }),
    mutationCache: new MutationCache({ onError: (error) => onUnauthorized(error) }),
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
 * collection), so nothing of theirs can show for the next user. The demo's
 * data is public and stays cached.
 */
export function forgetPreviousBackend(queryClient: QueryClient, previousKey: string, nextKey: string): void {
  if (previousKey === nextKey || !previousKey.startsWith('gateway:')) return;
  queryClient.removeQueries({ queryKey: [previousKey] });
}
