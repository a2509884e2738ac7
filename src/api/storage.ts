/**
 * This page's local or session storage, or undefined where there is none (outside a browser) or the browser
 * refuses it (storage blocked, a sandboxed frame): reading `window.localStorage` itself can throw. With
 * readText/writeText (and their JSON forms), the one guarded get, set and remove the app's stores share: lint
 * refuses local and session storage anywhere else in src/ (the simulator keeps its own: it imports nothing of
 * the app).
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/** The text kept under `key`, or null when there is none or the storage is refused. */
export function readText(store: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps `text` under `key` (removes the key for undefined); a full or refused storage, or none at all, keeps
 * nothing, and says so: false (what is in memory still holds).
 */
export function writeText(store: Pick<Storage, 'setItem' | 'removeItem'> | undefined, key: string, text: string | undefined): boolean {
  if (!store) return false;
  try {
    if (text === undefined) store.removeItem(key);
    else store.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** A JSON value kept under `key`, or undefined when there is none, the storage is refused or the text is not JSON. */
export function readJson<T>(store: Pick<Storage, 'getItem'> | undefined, key: string): T | undefined {
  try {
    // Nothing kept reads as '', which is no JSON either.
    return JSON.parse(readText(store, key) ?? '') as T;
  } catch {
    return undefined;
  }
}

/** Keeps `value` as JSON under `key` (removes the key for undefined); a full or refused storage keeps nothing, silently. */
export function writeJson(store: Pick<Storage, 'setItem' | 'removeItem'> | undefined, key: string, value: unknown): void {
  // JSON.stringify(undefined) is undefined, which removes the key.
  writeText(store, key, JSON.stringify(value) as string | undefined);
}
