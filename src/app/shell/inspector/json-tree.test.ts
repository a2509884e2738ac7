import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  CHUNK,
  chunkSize,
  copiedValue,
  formatPath,
  isOpen,
  MATCH_LIMIT,
  nodeId,
  openAll,
  searchTree,
  summaryOf,
  toggle,
  visibleRows,
  type Openness,
} from './json-tree';

const answer = {
  Data: [
    { Identifier: 211, Description: 'Apple Inc.', TradableAs: ['Stock', 'CfdOnStock'] },
    { Identifier: 16350, Description: 'Microsoft Corp.', TradableAs: ['Stock'] },
  ],
  'odd key': null,
  __count: 2,
};

const closed: Openness = { depth: 1, all: false, toggled: new Set() };

describe('paths', () => {
  it('are written as the schema check writes them, odd keys quoted', () => {
    expect(formatPath(['Data', 3, 'TradableAs', 1])).toBe('Data[3].TradableAs[1]');
    expect(formatPath(['odd key'])).toBe('["odd key"]');
    expect(formatPath([])).toBe('');
    expect(nodeId([])).toBe('$');
  });
});

describe('visibleRows', () => {
  it('shows the root open to its depth, with each row its level, place and size', () => {
    const rows = visibleRows(answer, closed);
    expect(rows.map((row) => [row.label, row.level, row.posinset, row.setsize, row.kind, row.expandable, row.expanded])).toEqual([
      [undefined, 1, 1, 1, 'object', true, true],
      ['Data', 2, 1, 3, 'array', true, false],
      ['odd key', 2, 2, 3, 'null', false, false],
      ['__count', 2, 3, 3, 'number', false, false],
    ]);
    expect(rows[1]?.size).toBe(2);
  });

  it('opens and closes a node by its id, and everything at once', () => {
    const opened = toggle(closed, nodeId(['Data']));
    expect(visibleRows(answer, opened).map((row) => row.id)).toEqual(['$', '$Data', '$Data[0]', '$Data[1]', '$["odd key"]', '$__count']);
    const all = visibleRows(answer, { depth: 1, all: true, toggled: new Set() });
    expect(all.map((row) => row.id)).toContain('$Data[0].TradableAs[1]');
    expect(all).toHaveLength(15);
    expect(visibleRows(answer, { depth: 0, all: false, toggled: new Set() })).toHaveLength(1);
    expect(isOpen(toggle(toggle(closed, '$'), '$'), '$', 1)).toBe(true);
  });

  it('cuts a large array into ranges of ranges, so that opening it shows at most CHUNK rows', () => {
    const big = Array.from({ length: 25_000 }, (_, index) => ({ index }));
    expect(chunkSize(100)).toBe(1);
    expect(chunkSize(101)).toBe(100);
    expect(chunkSize(25_000)).toBe(10_000);
    const rows = visibleRows(big, closed);
    expect(rows.map((row) => row.label)).toEqual([undefined, '[0 … 9999]', '[10000 … 19999]', '[20000 … 24999]']);
    // The item 12,345 sits in two ranges; opening them shows it.
    const chain = ancestorsOf(big, [12_345]);
    expect(chain.map((entry) => entry.id)).toEqual(['$', '$#10000-19999', '$#12300-12399']);
    const shown = visibleRows(big, openAll(closed, chain));
    expect(shown.length).toBeLessThanOrEqual(1 + 3 + CHUNK + CHUNK);
    expect(shown.find((row) => row.id === '$[12345]')).toMatchObject({ level: 4, posinset: 46, setsize: 100, label: '[12345]' });
  });
});

describe('searchTree', () => {
  it('finds keys and values in any case, in the order of the answer', () => {
    const { matches } = searchTree(answer, 'stock');
    expect(matches.map((match) => [formatPath(match.segments), match.inKey, match.inValue])).toEqual([
      ['Data[0].TradableAs[0]', false, true],
      ['Data[0].TradableAs[1]', false, true],
      ['Data[1].TradableAs[0]', false, true],
    ]);
    expect(searchTree(answer, 'DESCRIPTION').matches.map((match) => match.id)).toEqual(['$Data[0].Description', '$Data[1].Description']);
    expect(searchTree(answer, '16350').matches.map((match) => match.id)).toEqual(['$Data[1].Identifier']);
    expect(searchTree(answer, '  ').matches).toEqual([]);
  });

  it('reveals a match by opening its ancestors', () => {
    const [match] = searchTree(answer, 'microsoft').matches;
    const rows = visibleRows(answer, openAll(closed, ancestorsOf(answer, match?.segments ?? [])));
    expect(rows.map((row) => row.id)).toContain('$Data[1].Description');
  });

  it('keeps at most MATCH_LIMIT matches of a 2 MB answer, and says there were more', () => {
    const rows = Array.from({ length: 22_000 }, (_, index) => ({
      Identifier: index,
      Description: `Instrument number ${index} on the exchange`,
      AssetType: 'Stock',
      Tradable: true,
    }));
    const big = { Data: rows, __count: rows.length };
    expect(JSON.stringify(big).length).toBeGreaterThan(2_000_000);
    // Opened as it first shows (two levels): the answer, Data, and Data's ranges of 10,000; not 22,000 rows.
    expect(visibleRows(big, { depth: 2, all: false, toggled: new Set() }).map((row) => row.label)).toEqual([
      undefined,
      'Data',
      '[0 … 9999]',
      '[10000 … 19999]',
      '[20000 … 21999]',
      '__count',
    ]);
    const result = searchTree(big, 'stock');
    expect(result.matches).toHaveLength(MATCH_LIMIT);
    expect(result.more).toBe(true);
    // Everything open: the rows are there to page through, the array in ranges.
    expect(visibleRows(big, { depth: 1, all: true, toggled: new Set() }).length).toBeGreaterThan(rows.length * 5);
  });
});

describe('copies and summaries', () => {
  it('copies a string as it is and anything else as JSON', () => {
    expect(copiedValue('Apple Inc.')).toBe('Apple Inc.');
    expect(copiedValue(211)).toBe('211');
    expect(copiedValue(null)).toBe('null');
    expect(copiedValue({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('says what a closed node holds', () => {
    expect(summaryOf('object', 1)).toBe('{…} 1 key');
    expect(summaryOf('array', 1000)).toBe('[…] 1,000 items');
  });
});
