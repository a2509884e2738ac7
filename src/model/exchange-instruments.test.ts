import { describe, expect, it } from 'vitest';
import type { InstrumentDetails } from '@/api/types';
import { exchangeInstrument, onePerExchange } from './exchange-instruments';

const row = (uic: unknown, assetType: unknown, exchangeId: unknown): InstrumentDetails =>
  ({ Uic: uic, AssetType: assetType, Exchange: { ExchangeId: exchangeId } }) as InstrumentDetails;

describe('exchangeInstrument', () => {
  it('reads the exchange, Uic and asset type of a details row, trimmed', () => {
    expect(exchangeInstrument(row(211, ' Stock ', ' NASDAQ '))).toEqual({ exchangeId: 'NASDAQ', uic: 211, assetType: 'Stock' });
  });

  it('passes over a row that lacks one of them, or is junk', () => {
    for (const junk of [
      row(211, 'Stock', ''),
      row(211, 'Stock', undefined),
      row('211', 'Stock', 'NYSE'),
      row(2.5, 'Stock', 'NYSE'),
      row(211, '', 'NYSE'),
      { Uic: 8 } as InstrumentDetails,
      null,
      undefined,
    ]) {
      expect(exchangeInstrument(junk)).toBeUndefined();
    }
  });
});

describe('onePerExchange', () => {
  it('picks the first instrument of each exchange, in the order the exchanges first come', () => {
    const rows = [
      row(211, 'Stock', 'NASDAQ'),
      row(3001, 'ContractFutures', 'COMEX'),
      row(7, 'Stock', 'NASDAQ'),
      row(8, 'Stock', undefined),
      row(3002, 'ContractFutures', 'COMEX'),
      null,
    ];
    expect(onePerExchange(rows)).toEqual([
      { exchangeId: 'NASDAQ', uic: 211, assetType: 'Stock' },
      { exchangeId: 'COMEX', uic: 3001, assetType: 'ContractFutures' },
    ]);
  });

  it('reads any iterable, and nothing from nothing', () => {
    expect(onePerExchange(new Set([row(1, 'Bond', 'XLON')]))).toEqual([{ exchangeId: 'XLON', uic: 1, assetType: 'Bond' }]);
    expect(onePerExchange([])).toEqual([]);
  });
});
