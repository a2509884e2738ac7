/**
 * The watchlists this browser keeps, per backend and user (the demo user, or the gateway and who its token stands
 * for: another user on the same gateway has lists of their own). The list first in the store is the one the Watch
 * buttons add to: the one last opened or added to.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { backendKey, useBackend, type BackendConfig } from '@/api/backend';
import { webStorage } from '@/api/storage';
import { storedValues } from './storage-key';
import { MAX_LISTS, cleanName, hasItem, newListId, parseLists, serializeLists, toggleItem, type WatchItem, type Watchlist } from './watchlist';

const storage = () => webStorage('localStorage');

export const watchlistsKey = (backend: BackendConfig) => `refex:watchlists:${backendKey(backend)}`;

const storeOf = storedValues(parseLists, storage);

export interface Watchlists {
  lists: Watchlist[];
  /** The list the Watch buttons add to (none before the first is made). */
  current: Watchlist | undefined;
  /** Adds the item to the current list (making "Watchlist" when there is none), or removes it. */
  toggle: (item: WatchItem, label?: string) => void;
  /** A new list, first (current); returns its id. */
  create: (name: string, items?: WatchItem[], labels?: Record<string, string>) => string;
  update: (list: Watchlist) => void;
  remove: (id: string) => void;
  /** Makes a list the current one. */
  activate: (id: string) => void;
}

export function useWatchlists(): Watchlists {
  const backend = useBackend();
  const key = watchlistsKey(backend);
  const store = storeOf(key);
  const lists = useSyncExternalStore(store.subscribe, store.read, store.read);
  const save = useCallback(
    (next: Watchlist[]) => {
      const kept = next.slice(0, MAX_LISTS);
      // Storage full or refused: the lists last for this page.
      store.save(kept, serializeLists(kept));
    },
    [store],
  );
  return useMemo(() => {
    const read = () => store.read();
    const create = (name: string, items: WatchItem[] = [], labels: Record<string, string> = {}) => {
      const all = read();
      const id = newListId(all);
      save([{ id, name: cleanName(name), items, labels }, ...all]);
      return id;
    };
    return {
      lists,
      current: lists[0],
      toggle: (item, label) => {
        const all = read();
        const [first, ...rest] = all;
        if (!first) {
          save([toggleItem({ id: newListId(all), name: 'Watchlist', items: [], labels: {} }, item, label)]);
          return;
        }
        save([toggleItem(first, item, label), ...rest]);
      },
      create,
      update: (list) => save(read().map((entry) => (entry.id === list.id ? list : entry))),
      remove: (id) => save(read().filter((entry) => entry.id !== id)),
      activate: (id) => {
        const all = read();
        const chosen = all.find((entry) => entry.id === id);
        if (chosen && all[0]?.id !== id) save([chosen, ...all.filter((entry) => entry.id !== id)]);
      },
    } satisfies Watchlists;
  }, [lists, save, store]);
}

/** Whether the current list holds the item. */
export function useWatched(item: WatchItem): { watched: boolean; listName: string | undefined; toggle: (label?: string) => void } {
  const { current, toggle } = useWatchlists();
  return { watched: current ? hasItem(current, item) : false, listName: current?.name, toggle: (label) => toggle(item, label) };
}
