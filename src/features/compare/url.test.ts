import { describe, expect, it } from 'vitest';
import { defaultParseSearch } from '@tanstack/react-router';
import type { InstrumentDetails } from '@/api/types';
import { automaticTop, compareParams, toDetailsListParams } from './url';
import { detailsQueryLists, formatPairs, matchPairs, pairList, parsePairs, togglePair } from '@/model/pairs';
import { MAX_COMPARE } from '@/model/pairs';
import samples from './__fixtures__/details-samples.json';

const uic23 = samples.uic23.Data as InstrumentDetails[];

function fromAddress(query: string) {
  const raw = defaultParseSearch(query) as Record<string, unknown>;
  return { value: compareParams.validate(raw), notes: compareParams.notes(raw) };
}

describe('instrument pairs', () => {
  it('parses, dedupes and formats uic:AssetType lists', () => {
    expect(pairList('211:Stock, 21:FxSpot,211:stock')).toEqual({
      ok: true,
      pairs: [
        { uic: 211, assetType: 'Stock' },
        { uic: 21, assetType: 'FxSpot' },
      ],
    });
    expect(pairList('211')).toMatchObject({ ok: false });
    expect(pairList('0:Stock')).toMatchObject({ ok: false });
    expect(pairList('1:Stock;DROP')).toMatchObject({ ok: false });
    expect(parsePairs(undefined)).toEqual([]);
    expect(
      formatPairs([
        { uic: 1, assetType: 'Stock' },
        { uic: 2, assetType: 'Etf' },
      ]),
    ).toBe('1:Stock,2:Etf');
  });

  it('toggles a pair, keeping the selection order', () => {
    const a = { uic: 1, assetType: 'Stock' };
    const b = { uic: 2, assetType: 'Etf' };
    expect(togglePair([a], b)).toEqual([a, b]);
    expect(togglePair([a, b], { uic: 1, assetType: 'stock' })).toEqual([b]);
  });

  it('asks for the Uics and asset types of the pairs as two lists', () => {
    expect(
      detailsQueryLists([
        { uic: 23, assetType: 'FxSpot' },
        { uic: 23, assetType: 'FxForwards' },
        { uic: 211, assetType: 'Stock' },
      ]),
    ).toEqual({
      uics: [23, 211],
      assetTypes: ['FxSpot', 'FxForwards', 'Stock'],
    });
  });

  it('matches the rows back to the pairs: the service returns every asset type of a Uic', () => {
    // The sample answer of the details list for Uic 23 without AssetTypes: six rows.
    const pairs = [
      { uic: 23, assetType: 'FxForwards' },
      { uic: 23, assetType: 'fxspot' },
      { uic: 23, assetType: 'Stock' },
    ];
    const match = matchPairs(pairs, uic23);
    expect(match.pairs.map((entry) => entry.details?.AssetType)).toEqual(['FxForwards', 'FxSpot', undefined]);
    expect(match.extra.map((row) => row.AssetType)).toEqual(['FxSwap', 'FxKnockOutOption', 'FxKnockInOption', 'FxVanillaOption']);
    expect(matchPairs(pairs, undefined).pairs.every((entry) => entry.details === undefined)).toBe(true);
  });
});

describe('compare URL and details-list parameters (4.3)', () => {
  it('reads a shared address', () => {
    const { value, notes } = fromAddress('?items=211:Stock,21:FxSpot&groups=ordersetting,TradingSessions&diff=true&tags=energy&account=abc&top=5&skip=1');
    expect(notes).toEqual([]);
    expect(value).toEqual({ items: '211:Stock,21:FxSpot', groups: 'OrderSetting,TradingSessions', diff: true, tags: 'energy', account: 'abc', top: 5, skip: 1 });
    expect(toDetailsListParams(value)).toEqual({
      Uics: [211, 21],
      AssetTypes: ['Stock', 'FxSpot'],
      FieldGroups: ['OrderSetting', 'TradingSessions'],
      Tags: ['energy'],
      AccountKey: 'abc',
      $top: 5,
      $skip: 1,
    });
  });

  it('asks for enough rows to hold every combination by default', () => {
    expect(toDetailsListParams({ items: '211:Stock,21:FxSpot,22:FxSpot' })).toEqual({ Uics: [211, 21, 22], AssetTypes: ['Stock', 'FxSpot'], $top: 6 });
    expect(automaticTop([])).toBe(1);
  });

  it('drops bad values with a note', () => {
    const { value, notes } = fromAddress('?items=abc&groups=Order-Setting&diff=maybe&top=5000');
    expect(value).toEqual({});
    expect(notes.map((note) => note.field)).toEqual(['items', 'groups', 'diff', 'top']);
  });

  it('keeps the valid entries of a list and notes only the bad ones', () => {
    const { value, notes } = fromAddress('?items=211:Stock,abc,21:FxSpot&groups=OrderSetting,Order-Setting,Bogus');
    // Unknown names that look like field groups are passed on (the service decides); malformed ones are not.
    expect(value).toEqual({ items: '211:Stock,21:FxSpot', groups: 'OrderSetting,Bogus' });
    expect(notes).toEqual([
      { field: 'items', value: 'abc', message: 'Not a uic:AssetType pair: abc', partial: true },
      { field: 'groups', value: 'Order-Setting', message: 'Not a field group name: Order-Setting', partial: true },
    ]);
  });

  it('keeps the first instruments up to the limit the selection has, and notes the others', () => {
    const items = Array.from({ length: 12 }, (_, index) => `${index + 1}:Stock`).join(',');
    const { value, notes } = fromAddress(`?items=${items}`);
    expect(value.items).toBe(Array.from({ length: MAX_COMPARE }, (_, index) => `${index + 1}:Stock`).join(','));
    expect(notes).toEqual([{ field: 'items', value: '11:Stock,12:Stock', message: `At most ${MAX_COMPARE} instruments`, partial: true }]);
  });
});
