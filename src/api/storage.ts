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

/** A JSON value kept under `key`, or undefined when there is none, the storage is refused or the text is not JSON. */
export function readJson<T>(store: Pick<Storage, 'getItem'> | undefined, key: string): T | undefined {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `value` as JSON under `key` (removes the key for undefined); a full or refused storage keeps nothing, silently. */
export function writeJson(store: Pick<Storage, 'setItem' | 'removeItem'> | undefined, key: string, value: unknown): void {
  try {
    if (value === undefined) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: what is in memory still holds.
  }
}
