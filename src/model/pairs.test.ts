import { describe, expect, it } from 'vitest';
import type { InstrumentDetails } from '@/api/types';
import { matchPairs } from './pairs';

const row = (Uic: number, AssetType: unknown) => ({ Uic, AssetType, Description: `${Uic}` }) as unknown as InstrumentDetails;

describe('matchPairs with junk asset types', () => {
  const pairs = [
    { uic: 211, assetType: 'Stock' },
    { uic: 16, assetType: 'Stock' },
  ];

  it('matches a row whose asset type is junk to the one pair asked for with its Uic', () => {
    for (const junk of ['FutureValue', 'Undefined', '', undefined]) {
      const rows = [row(16, 'Stock '), row(211, junk)];
      const match = matchPairs(pairs, rows);
      expect(
        match.pairs.map((entry) => entry.details),
        String(junk),
      ).toEqual([rows[1], rows[0]]);
      expect(match.extra).toEqual([]);
    }
  });

  it('leaves a junk row unmatched when two pairs left wait for its Uic, and a row of another asked asset type always', () => {
    const both = [...pairs, { uic: 211, assetType: 'CfdOnStock' }];
    expect(matchPairs(both, [row(211, 'FutureValue')]).pairs.map((entry) => entry.details)).toEqual([undefined, undefined, undefined]);
    // Once the CFD has its own row, the junk row can only be the stock.
    const junk = row(211, 'FutureValue');
    const cfd = row(211, 'CfdOnStock');
    expect(matchPairs(both, [junk, cfd]).pairs.map((entry) => entry.details)).toEqual([junk, undefined, cfd]);
    // A row of an asset type not asked for is another combination, not an answer.
    expect(matchPairs(pairs, [cfd]).pairs[0]?.details).toBeUndefined();
  });
});
