import { describe, expect, it } from 'vitest';
import { rootNames } from './related';

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
