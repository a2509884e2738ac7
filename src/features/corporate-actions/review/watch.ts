/**
 * The events a desk watches: events by id, kept in this browser per backend and user, and every event on an
 * instrument of any of the user's watchlists (lib/watchlist-store.ts). The service lists only events on what the
 * chosen accounts hold, so a watched instrument shows its events once it is held.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useBackendKey } from './review';
import { webStorage } from '@/api/storage';
import type { CorporateActionEvent } from '@/api/types';
import { clean } from '@/lib/format';
import { storedValues } from '@/lib/storage-key';
import { useWatchlists } from '@/lib/watchlist-store';
import type { Watchlist } from '@/lib/watchlist';

/** Most events watched by id. */
export const MAX_WATCHED_EVENTS = 500;

export interface EventWatch {
  /** Event ids watched. */
  events: ReadonlySet<string>;
  /** `uic:assettype` (lower case) of the instruments on the user's watchlists. */
  instruments: ReadonlySet<string>;
}

export function parseWatchedEvents(raw: string | null): string[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(id));
    return [...new Set(ids)].slice(0, MAX_WATCHED_EVENTS);
  } catch {
    return [];
  }
}

/** The instruments of every list, as `uic:assettype`. */
export function watchedInstruments(lists: readonly Watchlist[]): Set<string> {
  const keys = new Set<string>();
  for (const list of lists) for (const item of list.items) if (item.kind === 'instrument') keys.add(`${item.uic}:${item.assetType.toLowerCase()}`);
  return keys;
}

/** Whether the event is watched: by its id, or by its instrument on a watchlist. */
export function isWatched(event: CorporateActionEvent, watch: EventWatch): boolean {
  const id = clean(event.EventId);
  if (id && watch.events.has(id)) return true;
  const assetType = clean(event.AssetType);
  return typeof event.Uic === 'number' && assetType !== undefined && watch.instruments.has(`${event.Uic}:${assetType.toLowerCase()}`);
}

export const watchedEvents = (events: readonly CorporateActionEvent[], watch: EventWatch) => events.filter((event) => isWatched(event, watch));

const storage = () => webStorage('localStorage');
const storeOf = storedValues(parseWatchedEvents, storage);

/** What is watched, and a toggle for an event id. */
export function useEventWatch(): { watch: EventWatch; toggle: (eventId: string) => void; any: boolean } {
  const key = `refex:ca-watched:${useBackendKey()}`;
  const store = storeOf(key);
  const ids = useSyncExternalStore(store.subscribe, store.read, store.read);
  const { lists } = useWatchlists();
  const watch = useMemo<EventWatch>(() => ({ events: new Set(ids), instruments: watchedInstruments(lists) }), [ids, lists]);
  const toggle = useCallback(
    (eventId: string) => {
      const current = store.read();
      const next = current.includes(eventId) ? current.filter((id) => id !== eventId) : [...current, eventId].slice(-MAX_WATCHED_EVENTS);
      // Storage full or refused: the watch lasts for this page only.
      store.save(next, JSON.stringify(next));
    },
    [store],
  );
  return { watch, toggle, any: watch.events.size > 0 || watch.instruments.size > 0 };
}
