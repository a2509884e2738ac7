import { describe, expect, it } from 'vitest';
import { canonicalInstrumentParams, detailsParams, detailsSearch } from './url';

describe('details search params', () => {
  it('keeps known field groups in canonical order and spelling', () => {
    expect(detailsSearch.validate({ groups: 'TradingSessions,OrderSetting' })).toEqual({ groups: 'OrderSetting,TradingSessions' });
    expect(detailsSearch.validate({ groups: 'ordersetting, marketdata,OrderSetting' })).toEqual({ groups: 'OrderSetting,MarketData' });
  });

  it('keeps the known field groups and notes only the unknown ones', () => {
    const raw = { groups: 'OrderSetting,Popularity, Bogus' };
    expect(detailsSearch.validate(raw)).toEqual({ groups: 'OrderSetting' });
    expect(detailsSearch.notes(raw)).toEqual([{ field: 'groups', value: 'Popularity,Bogus', message: 'not a field group: Popularity, Bogus', partial: true }]);
    // The router merges the validated value over the raw one: the address keeps the known group.
    expect({ ...raw, ...detailsSearch.validate(raw) }.groups).toBe('OrderSetting');
  });

  it('drops a list without a known field group, with a note', () => {
    const raw = { groups: 'Popularity' };
    expect(detailsSearch.validate(raw)).toEqual({});
    expect(detailsSearch.notes(raw)).toEqual([
      { field: 'groups', value: 'Popularity', message: 'expected a comma-separated list of OrderSetting, SupportedOrderTypeSettings, TradingSessions, MarketData' },
    ]);
  });

  it('keeps account and client keys as text (the router may parse digits as numbers)', () => {
    expect(detailsSearch.validate({ accountKey: ' Ak1Ms9DkK2rTq4LxW8nP0g== ', clientKey: 12345 })).toEqual({
      accountKey: 'Ak1Ms9DkK2rTq4LxW8nP0g==',
      clientKey: '12345',
    });
    expect(detailsSearch.validate({ accountKey: '   ' })).toEqual({});
    expect(detailsSearch.notes({ accountKey: 'x'.repeat(300) })[0]?.field).toBe('accountKey');
  });

  it('accepts the tab and rejects anything else', () => {
    expect(detailsSearch.validate({ tab: 'json' })).toEqual({ tab: 'json' });
    expect(detailsSearch.notes({ tab: 'xml' })[0]?.message).toBe('expected overview or json');
    expect(() => detailsSearch.validate({ groups: 5, tab: null, accountKey: { a: 1 } })).not.toThrow();
  });
});

describe('validate and the router', () => {
  it('overrides an invalid raw value, so the router cannot bring it back when it merges the raw search', () => {
    const validated = detailsSearch.validate({ tab: 'xml', groups: 'OrderSetting' });
    expect(validated).toStrictEqual({ groups: 'OrderSetting', tab: undefined });
    expect({ ...{ tab: 'xml' }, ...validated }.tab).toBeUndefined();
  });
});

describe('empty values', () => {
  it('are removed from the address, without a note', () => {
    const raw = { groups: '', accountKey: '', clientKey: null, tab: '' };
    expect({ ...raw, ...detailsSearch.validate(raw) }).toStrictEqual({ groups: undefined, accountKey: undefined, clientKey: undefined, tab: undefined });
    expect(detailsSearch.notes(raw)).toEqual([]);
    expect(detailsSearch.validate({ groups: 'MarketData', tab: '' })).toStrictEqual({ groups: 'MarketData', tab: undefined });
  });
});

describe('canonical instrument address', () => {
  it('spells a known asset type as the service does and drops spaces and leading zeros', () => {
    expect(canonicalInstrumentParams({ assetType: 'stock', uic: '211' })).toEqual({ assetType: 'Stock', uic: '211' });
    expect(canonicalInstrumentParams({ assetType: 'Stock ', uic: ' 0211' })).toEqual({ assetType: 'Stock', uic: '211' });
    expect(canonicalInstrumentParams({ assetType: 'CFDONSTOCK', uic: '211' })).toEqual({ assetType: 'CfdOnStock', uic: '211' });
  });

  it('leaves canonical, unknown and hopeless addresses alone', () => {
    expect(canonicalInstrumentParams({ assetType: 'Stock', uic: '211' })).toBeUndefined();
    // Unknown asset types are only trimmed: the service decides.
    expect(canonicalInstrumentParams({ assetType: 'Bogus', uic: '211' })).toBeUndefined();
    expect(canonicalInstrumentParams({ assetType: ' Bogus', uic: '211' })).toEqual({ assetType: 'Bogus', uic: '211' });
    // Not a Uic, or no asset type: the page says why.
    expect(canonicalInstrumentParams({ assetType: 'stock', uic: 'abc' })).toBeUndefined();
    expect(canonicalInstrumentParams({ assetType: ' ', uic: '211' })).toBeUndefined();
  });
});

describe('details parameters', () => {
  it('maps the page params to the operation parameters', () => {
    expect(detailsParams({})).toEqual({});
    expect(detailsParams({ groups: 'OrderSetting,TradingSessions', accountKey: 'A', clientKey: 'C' })).toEqual({
      FieldGroups: ['OrderSetting', 'TradingSessions'],
      AccountKey: 'A',
      ClientKey: 'C',
    });
  });
});
