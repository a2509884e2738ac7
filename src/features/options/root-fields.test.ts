import { describe, expect, it } from 'vitest';
import type { ContractOptionSpace } from '@/api/types';
import { rootOtherFields, rootTerms } from './root-fields';

const SPACE = {
  OptionRootId: 16,
  Description: 'Apple Inc.',
  Symbol: 'AAPL',
  Exchange: { Name: 'Nasdaq', ExchangeId: 'NASDAQ', CountryCode: 'US' },
  IsTradable: true,
  TickSize: 0.01,
  TickSizeScheme: { DefaultTickSize: 0.05, Elements: [{ HighPrice: 3, TickSize: 0.01 }] },
  LotSize: '100',
  LotSizeType: 'OddLotsNotAllowed',
  StandardAmounts: [1, 5, 'Undefined'],
  SupportedOrderTypes: ['Limit', 'StopLimit'],
  TradableOn: ['9226397'],
  PriceToContractFactor: 100,
  OrderDistances: { EntryDefaultDistance: 0.5, EntryDefaultDistanceType: 'Percentage' },
  OptionSpace: [],
  GroupId: 0,
  SomeNewField: { A: 'Undefined', B: 2 },
} as unknown as ContractOptionSpace;

describe('root fields', () => {
  it('names the trading terms of the root', () => {
    expect(Object.fromEntries(rootTerms(SPACE).map((term) => [term.label, term.value]))).toEqual({
      Tradable: 'Yes',
      'Tick size': '0.01',
      'Tick size scheme': 'Up to 3: 0.01; Above 3: 0.05',
      'Lot size': '100',
      'Lot size type': 'Odd lots not allowed',
      'Standard amounts': '1, 5',
      'Order types': 'Limit, Stop limit',
      'Tradable on (accounts)': '9226397',
      'Price to contract factor': '100',
      'Order distances': 'Entry 0.5 Percentage',
    });
    expect(rootTerms({} as ContractOptionSpace).every((term) => term.value === '—')).toBe(true);
  });

  it('lists every field shown nowhere else, unknown ones and parts of Exchange included', () => {
    expect(rootOtherFields(SPACE)).toEqual([
      { label: 'Exchange.CountryCode', value: 'US' },
      { label: 'GroupId', value: '0' },
      { label: 'SomeNewField', value: '{"A":"—","B":2}' },
    ]);
  });
});
