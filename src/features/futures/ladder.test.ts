import { describe, expect, it } from 'vitest';
import type { LadderRow } from '@/model/futures-space';
import { frontMonthText } from './ladder';

describe('frontMonthText', () => {
  const row: LadderRow = { uic: 7, symbol: 'ESZ6', expiryDate: '2026-12-18', daysToExpiry: 24, contractMonth: 'Dec 2026', isFront: true, isExpired: false };

  it('names the contract, its expiry and the days to it', () => {
    expect(frontMonthText(row)).toBe('ESZ6 expires 18 Dec 2026 (in 24 days)');
    expect(frontMonthText({ ...row, daysToExpiry: 1 })).toBe('ESZ6 expires 18 Dec 2026 (in 1 day)');
  });

  it('leaves out what the service did not give, never writing a dash or "undefined" into the sentence', () => {
    expect(frontMonthText({ ...row, symbol: undefined })).toBe('Uic 7 expires 18 Dec 2026 (in 24 days)');
    expect(frontMonthText({ ...row, expiryDate: undefined })).toBe('ESZ6, expiring in 24 days');
    expect(frontMonthText({ ...row, expiryDate: 'Undefined', daysToExpiry: undefined })).toBe('ESZ6');
    expect(frontMonthText({ ...row, symbol: undefined, uic: undefined })).toBe('without a symbol expires 18 Dec 2026 (in 24 days)');
  });
});
