import { describe, expect, it } from 'vitest';
import { diffJson, diffText, ROOT_PATH, shownJson } from './json-diff';

const paths = (entries: readonly { path: string; kind: string }[]) => entries.map((entry) => `${entry.kind} ${entry.path}`);

describe('diffJson', () => {
  it('finds no difference between equal answers, whatever the order of their keys', () => {
    const before = { Data: [{ Uic: 21, AssetType: 'Stock', Description: 'Safran', Exchange: { Id: 'PAR', Name: 'Paris' } }], __count: 1 };
    const after = { __count: 1, Data: [{ Exchange: { Name: 'Paris', Id: 'PAR' }, Description: 'Safran', AssetType: 'Stock', Uic: 21 }] };
    expect(diffJson(before, after)).toEqual([]);
    expect(diffText(diffJson(before, after))).toBe('No differences.');
  });

  it('finds no difference when a list matched by identity is only reordered', () => {
    const items = Array.from({ length: 6 }, (_, index) => ({ EventId: `E${index}`, Status: 'Active', Amount: index * 1.5 }));
    expect(diffJson({ Data: items }, { Data: [...items].reverse() })).toEqual([]);
  });

  it('names an item added, removed or changed within a list matched by identity', () => {
    const before = {
      Data: [
        { EventId: 'A', Status: 'Active' },
        { EventId: 'B', Status: 'Active' },
        { EventId: 'C', Status: 'Active' },
      ],
    };
    const after = {
      Data: [
        { EventId: 'C', Status: 'Cancelled' },
        { EventId: 'D', Status: 'Active' },
        { EventId: 'A', Status: 'Active' },
      ],
    };
    expect(diffJson(before, after)).toEqual([
      // C moved from 2 to 0 (its newer index) and changed; D is new at 1; B went from 1 (its older index).
      { path: 'Data[0].Status', kind: 'changed', before: 'Active', after: 'Cancelled' },
      { path: 'Data[1]', kind: 'added', after: { EventId: 'D', Status: 'Active' } },
      { path: 'Data[1]', kind: 'removed', before: { EventId: 'B', Status: 'Active' } },
    ]);
  });

  it('prefers Uic with AssetType, then EventId, OptionRootId, StrikePrice with PutCall, Id', () => {
    // Same Uic, two asset types: two items, not a repeated identity.
    const stock = { Uic: 7, AssetType: 'Stock', Id: 1, Name: 'x' };
    const cfd = { Uic: 7, AssetType: 'CfdOnStock', Id: 2, Name: 'x' };
    expect(diffJson([stock, cfd], [cfd, { ...stock, Name: 'y' }])).toEqual([{ path: '[1].Name', kind: 'changed', before: 'x', after: 'y' }]);
    // Strikes: a put and a call at one price are two items.
    const put = { StrikePrice: 100, PutCall: 'Put', Uic: 1 };
    const call = { StrikePrice: 100, PutCall: 'Call', Uic: 2 };
    expect(diffJson({ Strikes: [put, call] }, { Strikes: [call, put] })).toEqual([]);
    expect(
      diffJson(
        [
          { OptionRootId: 5, A: 1 },
          { OptionRootId: 6, A: 1 },
        ],
        [
          { OptionRootId: 6, A: 1 },
          { OptionRootId: 5, A: 2 },
        ],
      ),
    ).toEqual([{ path: '[1].A', kind: 'changed', before: 1, after: 2 }]);
    expect(diffJson([{ Id: 'a' }, { Id: 'b' }], [{ Id: 'b' }])).toEqual([{ path: '[0]', kind: 'removed', before: { Id: 'a' } }]);
    // A number 1 and a text "1" are two identities.
    expect(paths(diffJson([{ Id: 1 }], [{ Id: '1' }]))).toEqual(['added [0]', 'removed [0]']);
  });

  it('falls back to position when the items carry no identity or repeat one', () => {
    expect(diffJson({ TradableAs: ['Stock', 'CfdOnStock'] }, { TradableAs: ['CfdOnStock', 'Stock', 'StockOption'] })).toEqual([
      { path: 'TradableAs[0]', kind: 'changed', before: 'Stock', after: 'CfdOnStock' },
      { path: 'TradableAs[1]', kind: 'changed', before: 'CfdOnStock', after: 'Stock' },
      { path: 'TradableAs[2]', kind: 'added', after: 'StockOption' },
    ]);
    const repeated = [
      { Id: 1, Value: 'a' },
      { Id: 1, Value: 'b' },
    ];
    expect(diffJson(repeated, [repeated[1], repeated[0]])).toEqual([
      { path: '[0].Value', kind: 'changed', before: 'a', after: 'b' },
      { path: '[1].Value', kind: 'changed', before: 'b', after: 'a' },
    ]);
    expect(diffJson([1, 2, 3], [1, 2])).toEqual([{ path: '[2]', kind: 'removed', before: 3 }]);
  });

  it('reaches nested changes and names them with the schema check’s paths', () => {
    const before = { Data: [{ Uic: 1, AssetType: 'Stock', Exchange: { ExchangeId: 'PAR' }, TradableAs: ['Stock'], 'odd key': { 'x-y': 1 } }] };
    const after = { Data: [{ Uic: 1, AssetType: 'Stock', Exchange: { ExchangeId: 'XPAR' }, TradableAs: ['Stock', 'Cfd'], 'odd key': { 'x-y': 2 } }] };
    expect(paths(diffJson(before, after))).toEqual(['changed Data[0].Exchange.ExchangeId', 'added Data[0].TradableAs[1]', 'changed Data[0]["odd key"]["x-y"]']);
  });

  it('compares numbers by value and tells a change of type', () => {
    expect(diffJson({ Amount: 1.5, Ratio: 2 }, { Amount: 1.5, Ratio: 2.0 })).toEqual([]);
    expect(diffJson({ Amount: 1.5 }, { Amount: '1.5' })).toEqual([{ path: 'Amount', kind: 'changed', before: 1.5, after: '1.5' }]);
    expect(diffJson({ A: [1] }, { A: { 0: 1 } })).toEqual([{ path: 'A', kind: 'changed', before: [1], after: { 0: 1 } }]);
    expect(diffJson({ A: { B: 1 } }, { A: null })).toEqual([{ path: 'A', kind: 'changed', before: { B: 1 }, after: null }]);
    expect(diffJson(true, false)).toEqual([{ path: '', kind: 'changed', before: true, after: false }]);
  });

  it('tells null from missing', () => {
    expect(diffJson({ A: null }, {})).toEqual([{ path: 'A', kind: 'removed', before: null }]);
    expect(diffJson({}, { A: null })).toEqual([{ path: 'A', kind: 'added', after: null }]);
    expect(diffJson({ A: null }, { A: 0 })).toEqual([{ path: 'A', kind: 'changed', before: null, after: 0 }]);
    expect(diffJson({ A: null }, { A: null })).toEqual([]);
    // A key whose value is undefined (not JSON) counts as missing.
    expect(diffJson({ A: undefined }, {})).toEqual([]);
  });

  it('matches a 5,000-item list through a map, touching each identity a bounded number of times', () => {
    const count = 5_000;
    let reads = 0;
    // Each item counts the reads of its identity: a pairwise search would read it about count² / 2 times in all.
    const item = (index: number, status: string) =>
      new Proxy(
        { EventId: `E${index}`, Status: status, Amount: index },
        {
          get(target, key, receiver) {
            if (key === 'EventId') reads++;
            return Reflect.get(target, key, receiver);
          },
        },
      );
    const before = Array.from({ length: count }, (_, index) => item(index, 'Active'));
    const after = Array.from({ length: count }, (_, index) => item(count - 1 - index, index === 10 ? 'Cancelled' : 'Active'));
    const entries = diffJson({ Data: before }, { Data: after });
    expect(entries).toEqual([{ path: 'Data[10].Status', kind: 'changed', before: 'Active', after: 'Cancelled' }]);
    // A few reads per item (its identity, its comparison): linear. A pairwise search reads about 12,500,000.
    expect(reads).toBeLessThanOrEqual(count * 2 * 12);
  });
});

describe('diffText', () => {
  it('writes one line per entry, saying what happened where', () => {
    const text = diffText(diffJson({ A: 1, B: 'x', C: [1] }, { A: 2, C: [1, { D: 'y' }] }));
    expect(text.split('\n')).toEqual(['changed A: 1 -> 2', 'added C[1]: {"D":"y"}', 'removed B: "x"']);
    expect(diffText(diffJson(1, '1'))).toBe(`changed ${ROOT_PATH}: 1 -> "1"`);
  });

  it('cuts a long value', () => {
    const long = 'x'.repeat(2_000);
    expect(shownJson(long, 10)).toBe(`"${'x'.repeat(9)}…`);
    expect(diffText([{ path: 'A', kind: 'added', after: long }]).length).toBeLessThan(600);
  });
});
