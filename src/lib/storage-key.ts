/**
 * Change notices for a localStorage key, for React's useSyncExternalStore: a
 * write in this tab is announced with notifyKey(); a write in another tab
 * arrives as the window's storage event.
 */
const listeners = new Map<string, Set<() => void>>();

/** Calls `listener` whenever `key` changes, in this tab or another; returns the unsubscribe. */
export function subscribeToKey(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tells this tab's subscribers that `key` was written here (the storage event only reaches other tabs). */
export function notifyKey(key: string): void {
  listeners.get(key)?.forEach((listener) => listener());
}
