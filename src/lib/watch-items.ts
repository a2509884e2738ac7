/**
 * A watchlist's items as text, the same in the address and in the store: `211:Stock` (an instrument, as the compare
 * page writes it), `root:5` (an option root by OptionRootId), `futures:1234` (a futures space by its continuous
 * future's Uic). Apart from the lists (watchlist.ts), since the route's address schema, loaded with the app, reads them.
 */
export type WatchItem = { kind: 'instrument'; uic: number; assetType: string } | { kind: 'root'; id: number } | { kind: 'futures'; uic: number };

/** Most items in a list: a trader's list, and a bound on what a page of it asks the service. */
export const MAX_ITEMS = 500;
const MAX_ID = 2_147_483_647;

const INSTRUMENT = /^(\d{1,10}):([A-Za-z][A-Za-z0-9]*)$/;
const OTHER = /^(root|futures):(\d{1,10})$/i;

export function itemText(item: WatchItem): string {
  if (item.kind === 'instrument') return `${item.uic}:${item.assetType}`;
  return item.kind === 'root' ? `root:${item.id}` : `futures:${item.uic}`;
}

/** An item from its text; undefined when it is none. */
export function parseItem(text: string): WatchItem | undefined {
  const trimmed = text.trim();
  const instrument = INSTRUMENT.exec(trimmed);
  if (instrument) {
    const uic = Number(instrument[1]);
    return uic >= 1 && uic <= MAX_ID ? { kind: 'instrument', uic, assetType: instrument[2] as string } : undefined;
  }
  const other = OTHER.exec(trimmed);
  if (!other) return undefined;
  const id = Number(other[2]);
  if (id < 1 || id > MAX_ID) return undefined;
  return (other[1] as string).toLowerCase() === 'root' ? { kind: 'root', id } : { kind: 'futures', uic: id };
}

/** Two texts of the same item (asset types in any case). */
export const itemKey = (item: WatchItem) => itemText(item).toLowerCase();

/** Every item of a comma-separated list (duplicates dropped, order kept, at most MAX_ITEMS), and the parts that are not items. */
export function parseItems(value: string | undefined): { items: WatchItem[]; bad: string[] } {
  const items: WatchItem[] = [];
  const bad: string[] = [];
  const seen = new Set<string>();
  for (const part of (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const item = parseItem(part);
    if (!item) {
      bad.push(part);
      continue;
    }
    const key = itemKey(item);
    if (seen.has(key) || items.length >= MAX_ITEMS) continue;
    seen.add(key);
    items.push(item);
  }
  return { items, bad };
}

export function formatItems(items: readonly WatchItem[]): string {
  return items.map(itemText).join(',');
}
