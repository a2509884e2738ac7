/** A watchlist as a CSV file, and the items of a CSV file (loaded with the watchlist page only). */
import { toCsv } from './csv';
import { MAX_ITEMS, cleanLabel, itemKey, itemText, parseItem, type WatchItem, type Watchlist } from './watchlist';

const CSV_HEADER = ['item', 'kind', 'uic', 'asset_type', 'option_root_id', 'label'] as const;

/** A list as CSV: the item's text (what the import reads), its parts spelled out, and its label. */
export function listToCsv(list: Watchlist): string {
  return toCsv(
    CSV_HEADER,
    list.items.map((item) => [
      itemText(item),
      item.kind,
      item.kind === 'root' ? '' : item.uic,
      item.kind === 'instrument' ? item.assetType : '',
      item.kind === 'root' ? item.id : '',
      list.labels[itemText(item)] ?? '',
    ]),
  );
}

/**
 * The items of a CSV file's rows (header first): by the `item` column, else by `uic` with `asset_type`, or
 * `option_root_id`; each row that gives no item is counted as skipped. Also reads a plain column of item texts.
 */
export function itemsFromCsvRows(rows: readonly (readonly string[])[]): { items: WatchItem[]; labels: Record<string, string>; skipped: number } {
  const [head = [], ...body] = rows;
  const header = head.map((cell) =>
    cell
      .trim()
      .toLowerCase()
      .replace(/^\uFEFF/, ''),
  );
  const column = (name: string) => header.indexOf(name);
  const hasHeader = header.some((cell) => (CSV_HEADER as readonly string[]).includes(cell));
  const dataRows = hasHeader ? body : rows;
  const items: WatchItem[] = [];
  const labels: Record<string, string> = {};
  const seen = new Set<string>();
  let skipped = 0;
  for (const row of dataRows) {
    if (row.every((cell) => cell.trim() === '')) continue;
    const cell = (name: string) => (hasHeader && column(name) >= 0 ? (row[column(name)] ?? '').trim() : '');
    const fromParts = () => {
      const kind = cell('kind').toLowerCase();
      if (cell('option_root_id')) return parseItem(`root:${cell('option_root_id')}`);
      if (kind === 'futures' && cell('uic')) return parseItem(`futures:${cell('uic')}`);
      return cell('uic') && cell('asset_type') ? parseItem(`${cell('uic')}:${cell('asset_type')}`) : undefined;
    };
    const item = (hasHeader ? (cell('item') ? parseItem(cell('item')) : undefined) : parseItem((row[0] ?? '').replace(/^\uFEFF/, ''))) ?? (hasHeader ? fromParts() : undefined);
    if (!item) {
      skipped += 1;
      continue;
    }
    const key = itemKey(item);
    if (seen.has(key) || items.length >= MAX_ITEMS) continue;
    seen.add(key);
    items.push(item);
    const label = cleanLabel(cell('label'));
    if (label) labels[itemText(item)] = label;
  }
  return { items, labels, skipped };
}
