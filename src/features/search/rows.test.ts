import { describe, expect, it } from 'vitest';
import type { InstrumentSummary } from '@/api/types';
import { rowName, targetHref, toResultRow } from './rows';
import samples from './__fixtures__/search-samples.json';

const row = (summary: unknown, index = 0) => toResultRow(summary as InstrumentSummary, index);

describe('search rows from real payloads', () => {
  it('an FX cross: instrument to its details, no country', () => {
    const result = row(samples.eurusdFxSpot);
    expect(result).toMatchObject({
      symbol: 'EURUSD',
      description: 'Euro/US Dollar',
      assetType: 'FxSpot',
      assetTypeLabel: 'FX spot',
      exchangeId: 'SBFX',
      currency: 'USD',
      country: '—',
      summaryType: 'Instrument',
      kind: 'instrument',
      kindLabel: 'Instrument',
      identifier: 21,
      pair: { uic: 21, assetType: 'FxSpot' },
      target: { to: '/instruments/$assetType/$uic', params: { assetType: 'FxSpot', uic: '21' } },
      href: '/instruments/FxSpot/21',
    });
    expect(result.tradableAs).toHaveLength(7);
  });

  it('the same Uic under another asset type leads to that asset type', () => {
    expect(row(samples.eurusdFxForwards).target).toEqual({ to: '/instruments/$assetType/$uic', params: { assetType: 'FxForwards', uic: '21' } });
  });

  it('a stock: issuer country, exchange named from the app list', () => {
    expect(row(samples.rdsa)).toMatchObject({
      symbol: 'RDSa:xams',
      country: 'GB',
      countryNote: 'Issuer country',
      exchangeId: 'AMS',
      exchangeName: 'Euronext Amsterdam',
      assetTypeLabel: 'Stock',
    });
  });

  it('an option root: no currency, leads to its option space, not comparable', () => {
    const result = row(samples.optionRoot);
    expect(result).toMatchObject({
      symbol: 'RDSA:xams',
      currency: '—',
      summaryType: 'Option root',
      kind: 'option-root',
      kindLabel: 'Option root',
      pair: undefined,
      target: { to: '/options/$optionRootId', params: { optionRootId: 231 } },
      href: '/options/231',
    });
    expect(rowName(result)).toBe('RDSA:xams, Royal Dutch Shell Plc A, Option root');
  });

  it('a dated future is an instrument', () => {
    expect(row(samples.contractFuture)).toMatchObject({ kind: 'instrument', assetTypeLabel: 'Futures', symbol: 'ECM9' });
  });

  it('a continuous future leads to its futures space and can be compared', () => {
    const continuous = { ...samples.contractFuture, DisplayHint: 'Continuous', Identifier: 28001 };
    expect(row(continuous)).toMatchObject({ kind: 'continuous-future', kindLabel: 'Futures space', pair: { uic: 28001, assetType: 'ContractFutures' } });
    expect(row(continuous).target).toEqual({ to: '/futures/$uic', params: { uic: 28001 } });
    expect(row(continuous).href).toBe('/futures/28001');
  });

  it('junk: trailing spaces trimmed, empty exchange and missing currency shown as missing', () => {
    expect(row(samples.safran).description).toBe('Safran');
    const empty = row(samples.emptyExchange);
    expect(empty.exchangeId).toBe('');
    expect(empty.exchangeName).toBeUndefined();
    expect(empty.currency).toBe('—');
    expect(empty.assetTypeLabel).toBe('CFD on futures');
  });

  it('junk beyond the samples: placeholders, missing identifier, unknown enum values', () => {
    const result = row({ Symbol: 'Undefined', Description: '.', AssetType: 'InlineWarrant', SummaryType: 'Instrument', ExchangeId: ' PAR ', TradableAs: ['Stock', '', null] });
    expect(result).toMatchObject({
      symbol: '—',
      description: '—',
      assetTypeLabel: 'Inline warrant',
      exchangeId: 'PAR',
      exchangeName: 'Euronext Paris',
      identifier: undefined,
      target: undefined,
      pair: undefined,
      tradableAs: ['Stock'],
    });
    expect(row({}).kind).toBe('instrument');
    expect(row({ Identifier: -3, AssetType: 'Stock' }).target).toBeUndefined();
  });

  it('an identifier sent as numeric text still leads to its entry; other text does not', () => {
    const text = row({ Identifier: ' 211 ' as unknown as number, AssetType: 'Stock', SummaryType: 'Instrument' });
    expect(text).toMatchObject({ identifier: 211, href: '/instruments/Stock/211', pair: { uic: 211, assetType: 'Stock' } });
    expect(row({ Identifier: '28001' as unknown as number, AssetType: 'ContractFutures', DisplayHint: 'Continuous' }).href).toBe('/futures/28001');
    expect(row({ Identifier: '2.5' as unknown as number, AssetType: 'Stock' }).target).toBeUndefined();
    expect(row({ Identifier: 'abc' as unknown as number, AssetType: 'Stock' }).identifier).toBeUndefined();
  });

  it('gives distinct keys to the same entry listed twice', () => {
    expect(row(samples.rdsa, 0).key).not.toBe(row(samples.rdsa, 1).key);
  });
});

describe('targetHref', () => {
  it('fills in the route parameters, encoded', () => {
    expect(targetHref({ to: '/instruments/$assetType/$uic', params: { assetType: 'Cfd On/Stock', uic: '211' } })).toBe('/instruments/Cfd%20On%2FStock/211');
  });
});
