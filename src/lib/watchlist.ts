/**
 * Watchlists: named lists of instruments (Uic and asset type), option roots and futures spaces, as this browser keeps
 * them. Pure: the items' text is watch-items.ts, the store watchlist-store.ts, the CSV form watchlist-csv.ts.
 */
import { MAX_TOP } from './search-params';
import { MAX_ITEMS, itemKey, itemText, parseItems, type WatchItem } from './watch-items';

export * from './watch-items';

export interface Watchlist {
  id: string;
  name: string;
  items: WatchItem[];
  /** What the user saw each item called when adding it (shown until the service's answer is in), by item text. */
  labels: Record<string, string>;
}

/** Most lists kept per backend and user. */
export const MAX_LISTS = 50;
const MAX_NAME = 80;
const MAX_LABEL = 120;

export const hasItem = (list: Pick<Watchlist, 'items'>, item: WatchItem) => list.items.some((entry) => itemKey(entry) === itemKey(item));

/** The list with `item` added (last) or removed. */
export function toggleItem(list: Watchlist, item: WatchItem, label?: string): Watchlist {
  if (hasItem(list, item)) {
    const labels = { ...list.labels };
    delete labels[itemText(item)];
    return { ...list, items: list.items.filter((entry) => itemKey(entry) !== itemKey(item)), labels };
  }
  if (list.items.length >= MAX_ITEMS) return list;
  const text = cleanLabel(label);
  return { ...list, items: [...list.items, item], labels: text ? { ...list.labels, [itemText(item)]: text } : list.labels };
}

export function cleanLabel(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL);
  return text || undefined;
}

export function cleanName(value: unknown, fallback = 'Watchlist'): string {
  if (typeof value !== 'string') return fallback;
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME) || fallback;
}

/** The lists kept under a key, read defensively (another version of the app, or a hand-edited value, may have written it). */
export function parseLists(raw: string | null): Watchlist[] {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lists: Watchlist[] = [];
  const ids = new Set<string>();
  for (const entry of parsed.slice(0, MAX_LISTS)) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    const id = typeof record.id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(record.id) ? record.id : undefined;
    if (!id || ids.has(id)) continue;
    ids.add(id);
    const texts = Array.isArray(record.items) ? record.items.filter((item): item is string => typeof item === 'string') : [];
    const { items } = parseItems(texts.join(','));
    const labels: Record<string, string> = {};
    const rawLabels = record.labels && typeof record.labels === 'object' ? (record.labels as Record<string, unknown>) : {};
    for (const item of items) {
      const label = cleanLabel(Object.hasOwn(rawLabels, itemText(item)) ? rawLabels[itemText(item)] : undefined);
      if (label) labels[itemText(item)] = label;
    }
    lists.push({ id, name: cleanName(record.name), items, labels });
  }
  return lists;
}

/** The stored form: items as their texts. */
export function serializeLists(lists: readonly Watchlist[]): string {
  return JSON.stringify(lists.map((list) => ({ id: list.id, name: list.name, items: list.items.map(itemText), labels: list.labels })));
}

/** A new list's id: short, unique among `taken`. */
export function newListId(taken: readonly Watchlist[], random: () => number = Math.random): string {
  for (;;) {
    const id = Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0');
    if (!taken.some((list) => list.id === id)) return id;
  }
}

/**
 * The instruments of a list by asset type, each group in pages of the service's largest: what one details list (4.3)
 * per group asks. The watchlist page and the holiday calendar ask the same, so they share the answers.
 */
export function instrumentGroups(items: readonly WatchItem[]): { assetType: string; uics: number[] }[] {
  const groups = new Map<string, { assetType: string; uics: number[] }>();
  for (const item of items) {
    if (item.kind !== 'instrument') continue;
    const key = item.assetType.toLowerCase();
    const group = groups.get(key) ?? { assetType: item.assetType, uics: [] };
    if (!group.uics.includes(item.uic)) group.uics.push(item.uic);
    groups.set(key, group);
  }
  const pages: { assetType: string; uics: number[] }[] = [];
  for (const group of groups.values()) {
    const sorted = [...group.uics].sort((a, b) => a - b);
    for (let start = 0; start < sorted.length; start += MAX_TOP) pages.push({ assetType: group.assetType, uics: sorted.slice(start, start + MAX_TOP) });
  }
  return pages;
}
