/**
 * Change notices for a localStorage key, for React's useSyncExternalStore: a
 * write in this tab is announced with notifyKey(); a write in another tab
 * arrives as the window's storage event.
 */
import { readText, writeText } from '@/api/storage';

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

/** A page's local storage as the stores use it (src/api/storage.ts guards every call). */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A value kept as text under `key`, read through `parse` and parsed again only when the text changes: a stable
 * snapshot for useSyncExternalStore, shared by every reader in this tab and updated by writes in others.
 */
export function storedValue<T>(key: string, parse: (raw: string | null) => T, storage: () => Store | undefined) {
  const text = (): string | null => readText(storage(), key);
  // What nothing stored reads as, parsed once.
  let cachedRaw: string | null = null;
  let cached: T = parse(null);
  return {
    read(): T {
      const raw = text();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = parse(raw);
      }
      return cached;
    },
    /**
     * Keeps `value`, written as `written` (undefined removes the key), and tells this tab's readers. It reads as
     * `value` until the stored text changes: when the storage keeps nothing (full, refused or none at all), for the
     * rest of this page. (A removal after a value held with nothing stored leaves the same text: it must not read
     * as the held value still.)
     */
    save(value: T, written: string | undefined): void {
      writeText(storage(), key, written);
      cachedRaw = text();
      cached = value;
      notifyKey(key);
    },
    subscribe: (listener: () => void) => subscribeToKey(key, listener),
  };
}

/** One `storedValue` per key, made on first use: for values kept per backend and user under keys built at run time. */
export function storedValues<T>(parse: (raw: string | null) => T, storage: () => Store | undefined) {
  const stores = new Map<string, ReturnType<typeof storedValue<T>>>();
  return (key: string) => {
    let store = stores.get(key);
    if (!store) {
      store = storedValue(key, parse, storage);
      stores.set(key, store);
    }
    return store;
  };
}
