import { describe, expect, it } from 'vitest';
import type { InstrumentSummary } from '@/api/types';
import { choicesOf } from './picker';

describe('the picker’s choices', () => {
  it('offers continuous futures and option roots only, each once, in the service’s order', () => {
    const futures: InstrumentSummary[] = [
      { AssetType: 'ContractFutures', DisplayHint: 'Continuous', Identifier: 28034, Description: 'Crude Oil WTI - Continuous', Symbol: 'CL:xnym', SummaryType: 'Instrument' },
      { AssetType: 'ContractFutures', Identifier: 60033324, Description: 'Crude Oil WTI - Jan 2027', Symbol: 'CLF7', SummaryType: 'Instrument' },
      { AssetType: 'ContractFutures', DisplayHint: 'Continuous', Identifier: 28034, Description: 'again', SummaryType: 'Instrument' },
    ];
    const roots: InstrumentSummary[] = [
      { AssetType: 'StockIndexOption', Identifier: 1, Description: 'S&P 500 Index Weeklys', Symbol: 'SPXW:xcbo', SummaryType: 'ContractOptionRoot' },
      { AssetType: 'StockIndex', Identifier: 4913, Description: 'S&P 500 Index', SummaryType: 'Instrument' },
      { AssetType: 'StockIndexOption', Identifier: 'x' as unknown as number, SummaryType: 'ContractOptionRoot' },
    ];
    expect(choicesOf(futures, roots)).toEqual([
      { ref: { list: 'futures', id: 28034 }, name: 'Crude Oil WTI - Continuous', detail: 'CL:xnym · Futures space · Uic 28034' },
      { ref: { list: 'roots', id: 1 }, name: 'S&P 500 Index Weeklys', detail: 'SPXW:xcbo · Index option root · OptionRootId 1' },
    ]);
    expect(choicesOf(undefined, undefined)).toEqual([]);
  });
});
