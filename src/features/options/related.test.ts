import { describe, expect, it } from 'vitest';
import type { ContractOptionSpace, InstrumentDetails } from '@/api/types';
import { relatedRoots, rootNames } from './related';

describe('rootNames', () => {
  it('names root rows by OptionRootId, and skips instruments and rows without an id or a name', () => {
    const names = rootNames({
      Data: [
        { Identifier: 536, SummaryType: 'ContractOptionRoot', Symbol: 'SPX:xcbo', Description: 'S&P 500 Index' },
        { Identifier: 4913, SummaryType: 'Instrument', Symbol: 'SPX.I', Description: 'S&P 500 Index' },
        { Identifier: 7, SummaryType: 'ContractOptionRoot', Description: ' Only a description ' },
        { SummaryType: 'ContractOptionRoot', Symbol: 'NOID' },
        { Identifier: 8, SummaryType: 'ContractOptionRoot', Symbol: '', Description: 'Undefined' },
      ],
    });
    expect([...names]).toEqual([
      [536, 'SPX:xcbo · S&P 500 Index'],
      [7, 'Only a description'],
    ]);
    expect(rootNames(undefined).size).toBe(0);
  });
});

describe('relatedRoots', () => {
  it('lists every related root, however many, without the root itself or repeats', () => {
    const space = { RelatedOptionRootsEnhanced: Array.from({ length: 14 }, (_, index) => ({ OptionRootId: 100 + index, AssetType: 'StockOption' })) } as ContractOptionSpace;
    const detail = { RelatedOptionRoots: [5, 100, 200, 201] } as InstrumentDetails;
    const roots = relatedRoots(space, 5, [{ key: { uic: 9, assetType: 'Stock' }, detail }]);
    expect(roots.map((root) => root.id)).toEqual([...Array.from({ length: 14 }, (_, index) => 100 + index), 200, 201]);
    expect(roots.at(-1)?.via).toEqual({ uic: 9, assetType: 'Stock' });
  });
});
