import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { cashEntitlement, cashRate, entitlement, forecast, moneyText, rateText, roundMoney, securityEntitlement } from './pays';

const dividend = (fields: { net?: number; gross?: number; currency?: string; pay?: string; amounts?: number[]; id?: string } = {}): CorporateActionEvent => ({
  EventId: fields.id ?? '1',
  Options: [
    {
      OptionId: '1',
      IsDefault: true,
      ...(fields.net !== undefined ? { NetRate: fields.net } : {}),
      ...(fields.gross !== undefined ? { GrossRate: fields.gross } : {}),
      CashMovements: fields.currency ? [{ Currency: fields.currency }] : [],
      Payment: { Date: fields.pay ?? '2026-12-10' },
    },
  ],
  Holdings: (fields.amounts ?? [420]).map((amount, index) => ({ AccountId: `A${index}`, Amount: amount })),
});

describe('entitlement arithmetic', () => {
  it('holding × net rate, rounded to the currency: 420 at 0.1863 is EUR 78.25', () => {
    const rate = cashRate(dividend({ net: 0.1863, gross: 0.25, currency: 'EUR' }));
    expect(rate).toEqual({ value: 0.1863, basis: 'net', currency: 'EUR', optionId: '1' });
    expect(rateText(rate)).toBe('EUR 0.1863 net');
    expect(cashEntitlement({ Amount: 420 }, rate)).toMatchObject({ text: 'EUR 78.25', amount: 78.25 });
  });

  it('falls back to the gross rate, labelled so; rounds yen to whole units', () => {
    const rate = cashRate(dividend({ gross: 12.5, currency: 'JPY' }));
    expect(rate?.basis).toBe('gross');
    expect(cashEntitlement({ Amount: 333 }, rate)?.text).toBe('JPY 4,163');
    expect(roundMoney(0.125, 'USD')).toBe(0.13);
    expect(moneyText(1234.5, 'USD')).toBe('USD 1,234.50');
  });

  it('estimates nothing without a rate or a currency', () => {
    expect(cashRate(dividend({ net: 0.2 }))).toBeUndefined();
    expect(cashRate(dividend({ currency: 'EUR' }))).toBeUndefined();
    expect(entitlement(dividend({ net: 0.2 }), { Amount: 100 })).toBeUndefined();
    expect(cashEntitlement({}, cashRate(dividend({ net: 0.2, currency: 'EUR' })))).toBeUndefined();
  });

  it('gives securities by ratio, rounded down', () => {
    const option = { SecurityMovements: [{ OldQuantity: 3, NewQuantity: 2, DisplayAndFormat: { Symbol: 'NEW:xcse' } }] };
    expect(securityEntitlement({ Amount: 100 }, option)).toMatchObject({ amount: 66, text: '66 NEW:xcse' });
  });
});

describe('the payment forecast', () => {
  it('sums holdings × rate per pay date and currency, and counts the events it cannot estimate', () => {
    const { rows, left } = forecast([
      dividend({ id: 'a', net: 0.5, currency: 'EUR', pay: '2026-12-10', amounts: [100, 20] }),
      dividend({ id: 'b', net: 0.25, currency: 'EUR', pay: '2026-12-10', amounts: [40] }),
      dividend({ id: 'c', net: 1, currency: 'USD', pay: '2026-12-10', amounts: [10] }),
      dividend({ id: 'd', net: 1, currency: 'USD', pay: '2026-12-01', amounts: [3] }),
      dividend({ id: 'e', net: 1, pay: '2026-12-01', amounts: [3] }),
    ]);
    expect(rows).toEqual([
      { day: '2026-12-01', currency: 'USD', amount: 3, events: 1 },
      { day: '2026-12-10', currency: 'EUR', amount: 70, events: 2 },
      { day: '2026-12-10', currency: 'USD', amount: 10, events: 1 },
    ]);
    expect(left).toBe(1);
  });
});
