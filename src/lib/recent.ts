/**
 * Small most-recently-used lists kept in localStorage (recent searches,
 * recently viewed instruments), readable from React with useRecent().
 */
import { useSyncExternalStore } from 'react';
import { notifyKey, subscribeToKey } from './storage-key';
import { readText, webStorage, writeText } from '@/api/storage';

const cache = new Map<string, { raw: string | null; items: unknown[] }>();

const storage = () => webStorage('localStorage');

export function readRecent<T>(key: string): T[] {
  const raw = readText(storage(), key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.items as T[];
  let items: T[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed as T[];
  } catch {
    items = [];
  }
  cache.set(key, { raw, items });
  return items;
}

/** Puts `item` first (removing entries with the same identity) and keeps at most `limit`. */
export function pushRecent<T>(key: string, item: T, identity: (entry: T) => string, limit = 10): void {
  const id = identity(item);
  const next = [item, ...readRecent<T>(key).filter((entry) => identity(entry) !== id)].slice(0, limit);
  // Storage unavailable: the list just is not kept.
  writeText(storage(), key, JSON.stringify(next));
  notifyKey(key);
}

export function clearRecent(key: string): void {
  writeText(storage(), key, undefined);
  notifyKey(key);
}

export function useRecent<T>(key: string): T[] {
  return useSyncExternalStore(
    (listener) => subscribeToKey(key, listener),
    () => readRecent<T>(key),
    () => [],
  );
}

/** Storage keys of the app's recent lists. */
export const RECENT_SEARCHES_KEY = 'refex:recent-searches';
export const RECENT_INSTRUMENTS_KEY = 'refex:recent-instruments';

export interface RecentInstrument {
  uic: number;
  assetType: string;
  symbol?: string;
  description?: string;
}
