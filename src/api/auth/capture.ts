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

/**
 * A sign-in run in a hidden frame (silent renewal) or a small window (a sign-in on the user's click) comes back
 * to this same callback, and the page that started it takes the answer over: the first characters of its
 * `state` say which. Only the page's own origin receives it: the frame posts to its parent with this origin as
 * the target, the window over a BroadcastChannel (which only this origin's pages share), and the starter checks
 * the state against the one it holds in memory.
 */
export const FRAME_STATE_PREFIX = 'f.';
export const WINDOW_STATE_PREFIX = 'w.';
export const RELAY_CHANNEL = 'refex-auth-relay';
export const RELAY_TYPE = 'refex-auth-callback';

export interface RelayedCallback extends CapturedCallback {
  type: typeof RELAY_TYPE;
}

function stateOf(callback: CapturedCallback): string {
  return new URLSearchParams(callback.fragment).get('state') ?? new URLSearchParams(callback.query).get('state') ?? '';
}

/**
 * In a frame or window that a sign-in opened: hands the captured answer to the page that opened it and says
 * true (the app does not start there; the window closes). False for a sign-in that left the page itself.
 */
export function relayCallback(win: Window = window): boolean {
  if (!captured) return false;
  const state = stateOf(captured);
  const message: RelayedCallback = { type: RELAY_TYPE, query: captured.query, fragment: captured.fragment };
  if (state.startsWith(FRAME_STATE_PREFIX) && win.parent !== win) {
    win.parent.postMessage(message, win.location.origin);
  } else if (state.startsWith(WINDOW_STATE_PREFIX) && typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(RELAY_CHANNEL);
    channel.postMessage(message);
    channel.close();
    win.close();
  } else return false;
  captured = undefined;
  return true;
}

/** The captured parameters, once: a second call gets nothing. */
export function takeCallback(): CapturedCallback | undefined {
  const value = captured;
  captured = undefined;
  return value;
}
