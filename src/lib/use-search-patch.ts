import { useCallback } from 'react';

/** A change of a view's address: the fields to set (undefined removes one), or a function of the previous state. */
export type SearchPatch<S> = Partial<S> | ((previous: S) => S);

type Navigate<S> = (options: { search: (previous: S) => S; replace: boolean; resetScroll: false }) => unknown;

/**
 * The one way a view changes its own address: patches it in place, keeping
 * the scroll position (the router would scroll to the top). In-page choices
 * replace the history entry unless `replace` says otherwise.
 */
export function useSearchPatch<S>(navigate: Navigate<S>, { replace: replaceByDefault }: { replace: boolean }) {
  return useCallback(
    (patch: SearchPatch<S>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (previous) => (typeof patch === 'function' ? patch(previous) : { ...previous, ...patch }),
        replace: options.replace ?? replaceByDefault,
        resetScroll: false,
      }),
    [navigate, replaceByDefault],
  );
}
