import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-read';
import { itemsFromCsvRows, listToCsv } from './watchlist-csv';
import { MAX_ITEMS, formatItems, instrumentGroups, newListId, parseItem, parseItems, parseLists, serializeLists, toggleItem, type Watchlist } from './watchlist';

const list = (items: string, labels: Record<string, string> = {}): Watchlist => ({ id: 'a1', name: 'Mine', items: parseItems(items).items, labels });

describe('watchlist items', () => {
  it('reads the three kinds of item, and nothing else', () => {
    expect(parseItem('211:Stock')).toEqual({ kind: 'instrument', uic: 211, assetType: 'Stock' });
    expect(parseItem(' root:5 ')).toEqual({ kind: 'root', id: 5 });
    expect(parseItem('FUTURES:1234')).toEqual({ kind: 'futures', uic: 1234 });
    for (const bad of ['', 'Stock:211', '0:Stock', '211:', 'root:x', 'root:0', 'futures:99999999999', '211:St ock', 'opt:5']) expect(parseItem(bad), bad).toBeUndefined();
  });

  it('keeps the order of an address, drops duplicates (asset types in any case) and says what it could not read', () => {
    const { items, bad } = parseItems('211:Stock,root:5,211:stock,futures:9,oops,root:5');
    expect(formatItems(items)).toBe('211:Stock,root:5,futures:9');
    expect(bad).toEqual(['oops']);
    const many = Array.from({ length: MAX_ITEMS + 5 }, (_, index) => `${index + 1}:Stock`).join(',');
    expect(parseItems(many).items).toHaveLength(MAX_ITEMS);
  });

  it('adds an item with its label last, and removes it with its label', () => {
    const added = toggleItem(list('211:Stock'), { kind: 'root', id: 5 }, '  Apple   options ');
    expect(formatItems(added.items)).toBe('211:Stock,root:5');
    expect(added.labels).toEqual({ 'root:5': 'Apple options' });
    const removed = toggleItem(added, { kind: 'root', id: 5 });
    expect(formatItems(removed.items)).toBe('211:Stock');
    expect(removed.labels).toEqual({});
  });
});

describe('stored lists', () => {
  it('round-trips, and reads a damaged value defensively', () => {
    const lists = [list('211:Stock,root:5', { '211:Stock': 'Apple' }), { ...list('futures:9'), id: 'b2', name: 'Other' }];
    expect(parseLists(serializeLists(lists))).toEqual(lists);
    expect(parseLists('not json')).toEqual([]);
    expect(parseLists('{"a":1}')).toEqual([]);
    const odd = JSON.stringify([
      { id: 'x', name: '', items: ['211:Stock', 7, 'bad'], labels: { '211:Stock': 42, constructor: 'x' } },
      { id: 'x', name: 'dup' },
      { id: '../evil', name: 'n' },
      null,
    ]);
    expect(parseLists(odd)).toEqual([{ id: 'x', name: 'Watchlist', items: [{ kind: 'instrument', uic: 211, assetType: 'Stock' }], labels: {} }]);
  });

  it('gives a new list an id no other list has', () => {
    const values = [0.5, 0.5, 0.25];
    const id = newListId(
      [
        {
          ...list(''),
          id: Math.floor(0.5 * 36 ** 8)
            .toString(36)
            .padStart(8, '0'),
        },
      ],
      () => values.shift() ?? 0.1,
    );
    expect(id).toBe(
      Math.floor(0.25 * 36 ** 8)
        .toString(36)
        .padStart(8, '0'),
    );
  });
});

describe('watchlist CSV', () => {
  it('round-trips a list through its CSV, labels included and defused', () => {
    const mine = list('211:Stock,root:5,futures:9', { '211:Stock': '=Apple, Inc.', 'root:5': 'Apple options' });
    const csv = listToCsv(mine);
    expect(csv.split('\r\n')[0]).toBe('item,kind,uic,asset_type,option_root_id,label');
    expect(csv).toContain(`211:Stock,instrument,211,Stock,,"'=Apple, Inc."`);
    const back = itemsFromCsvRows(parseCsv(csv));
    expect(formatItems(back.items)).toBe(formatItems(mine.items));
    expect(back.labels['root:5']).toBe('Apple options');
    expect(back.skipped).toBe(0);
  });

  it('reads a spreadsheet’s own file: LF lines, a byte-order mark, parts instead of item texts, rows it cannot read counted', () => {
    const text = '\uFEFFuic,asset_type,kind,option_root_id,label\n211,Stock,,,Apple\n,,,5,Root\n9,,futures,,Gold\nhello,,,,\n';
    const read = itemsFromCsvRows(parseCsv(text));
    expect(formatItems(read.items)).toBe('211:Stock,root:5,futures:9');
    expect(read.skipped).toBe(1);
    // A bare column of item texts, no header.
    expect(formatItems(itemsFromCsvRows(parseCsv('211:Stock\nroot:5\n')).items)).toBe('211:Stock,root:5');
  });
});

describe('what a list asks', () => {
  it('one details list per asset type, every Uic once, sorted', () => {
    expect(instrumentGroups(parseItems('211:Stock,root:5,21:FxSpot,100:stock,211:Stock').items)).toEqual([
      { assetType: 'Stock', uics: [100, 211] },
      { assetType: 'FxSpot', uics: [21] },
    ]);
  });
});
