/**
 * Named filter views of the inbox, kept in this browser (localStorage): a
 * name and the list's address (whose events, filters, tab, view, sort), so a
 * view opens as a link and can be shared as one.
 */
import { readJson, writeJson } from '@/api/storage';
import { inboxSearch, withPatch, type InboxSearch } from '@/features/corporate-actions/url';

export const VIEWS_KEY = 'refex:ca-views';
export const MAX_VIEWS = 50;
const MAX_NAME = 60;

export interface SavedView {
  name: string;
  search: InboxSearch;
}

/** The stored views, each address validated again (a bad field is dropped, as from the address bar). */
export function readViews(storage: Pick<Storage, 'getItem'> | undefined): SavedView[] {
  // Nothing kept, a refused storage and text that is no JSON all read as no views (src/api/storage.ts).
  const parsed = readJson<unknown>(storage, VIEWS_KEY);
  if (!Array.isArray(parsed)) return [];
  const out: SavedView[] = [];
  for (const item of parsed) {
    if (!item || typeof item !== 'object') continue;
    const { name, search } = item as { name?: unknown; search?: unknown };
    if (typeof name !== 'string' || !name.trim() || !search || typeof search !== 'object') continue;
    out.push({ name: name.trim().slice(0, MAX_NAME), search: inboxSearch.parse(search as Record<string, unknown>) });
  }
  return out.slice(0, MAX_VIEWS);
}

/** Keeps the views; a full or refused storage keeps nothing (the page's list still holds them until it is left). */
export function writeViews(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, views: readonly SavedView[]): void {
  writeJson(storage, VIEWS_KEY, views);
}

/** Saves the address under a name (the same name replaces its view), first page; the newest first. */
export function saveView(views: readonly SavedView[], name: string, search: InboxSearch): SavedView[] {
  const trimmed = name.trim().slice(0, MAX_NAME);
  if (!trimmed) return [...views];
  const view = { name: trimmed, search: withPatch(search, {}) };
  return [view, ...views.filter((item) => item.name !== trimmed)].slice(0, MAX_VIEWS);
}

export function removeView(views: readonly SavedView[], name: string): SavedView[] {
  return views.filter((item) => item.name !== name);
}
