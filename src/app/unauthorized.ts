/**
 * The one answer to a 401 from a gateway, for the query client (query-client.ts loads it on the first 401, so
 * it is no part of the first load). Signed in with the broker: the session renews, once for all that fails
 * together (the sign-in code loads only then), and what failed runs again, once. With a pasted token: the
 * prompt asks for a new one in place.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { getBackend, type BackendConfig } from '@/api/backend';

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
  // Loaded, as the modal that shows it, only when asked for: the first load names no more chunks for it.
  prompt: () => void import('./shell/token-prompt').then(({ tokenPrompt }) => tokenPrompt.open()),
};

const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.isUnauthorized;

/**
 * The answer for `queryClient`: call it with each 401 and the query it failed. The default
 * export, as for the other modules loaded on demand (its name stays out of the first load).
 */
export default function unauthorizedAnswer(
  queryClient: QueryClient,
  options: { actions?: Partial<UnauthorizedActions> | undefined; onRenewed?: (() => void) | undefined } = {},
): (error: unknown, query?: object) => void {
  const actions: UnauthorizedActions = { ...APP_ACTIONS, ...options.actions };
  // The token each query was last run again with, until it succeeds: a query is run again once per token, so a
  // session that answers yes without a new token cannot make it loop.
  const ranAgainWith = new WeakMap<object, string>();
  let renewing: Promise<void> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') ranAgainWith.delete(event.query);
  });
  const tokenNow = () => {
    const backend = actions.backend();
    return backend.kind === 'gateway' ? backend.token : '';
  };

  const retryFailed = () => {
    const token = tokenNow();
    const failed = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' && isUnauthorized(query.state.error) && ranAgainWith.get(query) !== token });
    if (failed.length === 0) return;
    for (const query of failed) ranAgainWith.set(query, token);
    void queryClient.refetchQueries({ predicate: (query) => failed.includes(query) });
    options.onRenewed?.();
  };

  return (error, query) => {
    if (!isUnauthorized(error)) return;
    const backend = actions.backend();
    if (backend.kind !== 'gateway') return;
    if (!backend.signIn) return actions.prompt();
    // Refused again with the token it was run again with: the session is told so (it renews without trying that
    // token once more, or ends rather than loop).
    const again = query !== undefined && ranAgainWith.get(query) === backend.token;
    renewing ??= actions
      .renew(again)
      .catch(() => false)
      .then((renewed) => {
        if (renewed) retryFailed();
      })
      .finally(() => {
        renewing = undefined;
      });
  };
}
