/**
 * This page's local or session storage, or undefined where there is none (outside a browser) or the browser
 * refuses it (storage blocked, a sandboxed frame): reading `window.localStorage` itself can throw. The one guard
 * the app's stores share (the simulator's worker keeps its own: it imports nothing of the app).
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}
