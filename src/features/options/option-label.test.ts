import { describe, expect, it } from 'vitest';
import { optionCellName, optionCellTitle, optionLabel } from './option-label';

const parts = { side: 'call' as const, strikeText: '5,000', expiryText: '18 Dec 2026', rootSymbol: 'SPXW:xcbo' };

describe('option labels', () => {
  it('reads as a trader names an option: root, expiry, strike, call or put', () => {
    expect(optionLabel(parts)).toBe('SPXW:xcbo 18 Dec 2026 5,000 call');
    expect(optionLabel({ ...parts, side: 'put', rootSymbol: undefined })).toBe('18 Dec 2026 5,000 put');
  });
  it('names a cell by side and strike first, then expiry, root, Uic, status and moneyness', () => {
    expect(optionCellName({ ...parts, uic: 1002, status: 'Tradable', moneyText: ', in the money' })).toBe('Call 5,000, 18 Dec 2026 (SPXW:xcbo): Uic 1002, Tradable, in the money');
    expect(optionCellName({ ...parts, side: 'put', rootSymbol: undefined, uic: 7, status: 'Not defined', moneyText: '' })).toBe('Put 5,000, 18 Dec 2026: Uic 7, Not defined');
  });
  it('titles a cell with the option in words and its Uic', () => {
    expect(optionCellTitle({ ...parts, uic: 1002 })).toBe('SPXW:xcbo 18 Dec 2026 5,000 call · Uic 1002');
  });
});
