/**
 * The one answer to a 401 from a gateway, for the query client (query-client.ts loads it on the first 401, so
 * it is no part of the first load). Signed in with the broker: the session renews, once for all that fails
 * together (the sign-in code loads only then), and what failed runs again, once. With a pasted token: the
 * prompt asks for a new one in place.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { getBackend, type BackendConfig } from '@/api/backend';
import { tokenPrompt } from './shell/token-prompt';

/** What the answer does (the app's own by default; tests pass theirs). */
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
  renew: (retried) => import('@/api/auth/session').then(({ handleUnauthorized }) => handleUnauthorized({ retried })),
  prompt: () => tokenPrompt.open(),
};

export const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.isUnauthorized;

/** The answer for `queryClient`: call it with each 401 and the query it failed (none for a mutation). */
export function unauthorizedAnswer(
  queryClient: QueryClient,
  options: { actions?: Partial<UnauthorizedActions> | undefined; onRenewed?: (() => void) | undefined } = {},
): (error: unknown, query?: object) => void {
  const actions: UnauthorizedActions = { ...APP_ACTIONS, ...options.actions };
  // Queries run again after a renewal, until they succeed: a second 401 of theirs does not run them again.
  const runAgain = new WeakSet<object>();
  let renewing: Promise<void> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') runAgain.delete(event.query);
  });

  const retryFailed = () => {
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' && isUnauthorized(query.state.error) });
    for (const query of failed) runAgain.add(query);
    void queryClient.refetchQueries({ predicate: (query) => failed.includes(query) });
    options.onRenewed?.();
  };

  return (error, query) => {
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
}
