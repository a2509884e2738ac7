/**
 * The sign-in callback's parameters, taken out of the address before anything
 * else reads it: main.tsx calls captureCallback() first thing, which keeps the
 * query and fragment in memory and replaces the history entry with the bare
 * callback path, so the code or token is neither in the address bar, nor in
 * the history, nor seen by the router; main.tsx then finishes the sign-in
 * before the app starts. Small on purpose: it is in the first load.
 */
export const CALLBACK_PATH = '/auth/callback';

export interface CapturedCallback {
  query: string;
  fragment: string;
}

let captured: CapturedCallback | undefined;

/** Whether this page load is the callback (then its parameters are kept and gone from the address). */
export function captureCallback(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location, history: Pick<History, 'replaceState'> = window.history): boolean {
  if (location.pathname !== CALLBACK_PATH) return false;
  captured = { query: location.search.replace(/^\?/, ''), fragment: location.hash.replace(/^#/, '') };
  history.replaceState(null, '', CALLBACK_PATH);
  return true;
}

/** The captured parameters, once: a second call gets nothing. */
export function takeCallback(): CapturedCallback | undefined {
  const value = captured;
  captured = undefined;
  return value;
}
