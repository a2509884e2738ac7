import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent, Feed, InstrumentSummary } from '@/api/types';
// A live search of 2019 (Shell's A and B lines on Amsterdam and its option roots, all of GroupId 1798) and the
// corporate-actions schema's example list (one event of Chargeurs SA, Uic 13126).
import shellSearch from './__fixtures__/search-shell-2019.json';
import caEvents from './__fixtures__/ca-events-saxospec.json';
import { eventKeywords, isinFromEvents, isinOf, otherListings, sameSecurity, searchKeyword, type SameSecurity } from './same-security';

const shell = (shellSearch as Feed<InstrumentSummary>).Data ?? [];
const events = (caEvents as Feed<CorporateActionEvent>).Data ?? [];

const row = (fields: Partial<InstrumentSummary>): InstrumentSummary => ({ SummaryType: 'Instrument', AssetType: 'Stock', ...fields });
/** HSBC as the simulator lists it: London (primary) and Hong Kong, its option roots and a warrant of another group. */
const hsbc: InstrumentSummary[] = [
  row({ Identifier: 101403, Symbol: '5:xhkg', Description: 'HSBC Holdings Plc', ExchangeId: 'HKEX', CurrencyCode: 'HKD', GroupId: 29013, PrimaryListing: 100103 }),
  row({ Identifier: 100103, Symbol: 'HSBA:xlon', Description: 'HSBC Holdings Plc', ExchangeId: 'LSE_SETS', CurrencyCode: 'GBP', GroupId: 29013, PrimaryListing: 100103 }),
  { AssetType: 'StockOption', Identifier: 89, Symbol: 'HSBA:xlif', GroupId: 29013, SummaryType: 'ContractOptionRoot' },
  row({ AssetType: 'Warrant', Identifier: 33414652, Symbol: '10994:xhkg', GroupId: 29599 }),
];

const listed = (result: SameSecurity) => (result.kind === 'grouped' ? result.listings.map((listing) => [listing.uic, listing.isThis, listing.isPrimary]) : result.kind);

describe('the same security: which rows', () => {
  it('keeps the instrument rows of its group, option roots and other groups left out, the primary first', () => {
    const result = sameSecurity(hsbc, 101403, 'Stock');
    expect(listed(result)).toEqual([
      [100103, false, true],
      [101403, true, false],
    ]);
    expect(result).toMatchObject({ kind: 'grouped', groupId: 29013, primaryUic: 100103, primaryFound: true });
    expect(otherListings(result).map((listing) => listing.symbol)).toEqual(['HSBA:xlon']);
    expect(otherListings(result)[0]).toEqual({
      uic: 100103,
      assetType: 'Stock',
      symbol: 'HSBA:xlon',
      description: 'HSBC Holdings Plc',
      exchange: 'LSE_SETS',
      currency: 'GBP',
      isThis: false,
      isPrimary: true,
    });
  });

  it('reads the group from the instrument’s own row, not from the details (which send GroupId 0)', () => {
    expect(sameSecurity(hsbc, 100103, 'Stock', { GroupId: 0, PrimaryListing: 100103 })).toMatchObject({ kind: 'grouped', groupId: 29013 });
    // A live answer: the two Amsterdam lines name the London line 16348 as primary, which this search did not return.
    // Shell B (46278) is another share class in the same group: a group is wider than one security, which is why the
    // search is on the ISIN when one is known.
    const result = sameSecurity(shell, 16350, 'Stock', { GroupId: 0 });
    expect(listed(result)).toEqual([
      [16350, true, false],
      [46278, false, false],
    ]);
    expect(result).toMatchObject({ primaryUic: 16348, primaryFound: false });
  });

  it('says when the search did not return the instrument itself, or when the service puts it in no group', () => {
    expect(sameSecurity(hsbc, 211, 'Stock')).toEqual({ kind: 'not-found' });
    expect(sameSecurity(undefined, 211, 'Stock')).toEqual({ kind: 'not-found' });
    // The details stand in when they name a group.
    expect(sameSecurity([], 211, 'Stock', { GroupId: 29013 })).toMatchObject({ kind: 'grouped', listings: [] });
    const fx = [row({ AssetType: 'FxSpot', Identifier: 21, GroupId: 0 }), row({ AssetType: 'FxForwards', Identifier: 22, GroupId: 0 })];
    expect(sameSecurity(fx, 21, 'FxSpot')).toEqual({ kind: 'ungrouped' });
    expect(sameSecurity([row({ Identifier: 5, GroupId: 'Undefined' as unknown as number })], 5, 'Stock')).toEqual({ kind: 'ungrouped' });
  });

  it('lists each Uic once, the instrument under the asset type it is shown as', () => {
    const rows = [
      row({ Identifier: 211, AssetType: 'Stock', GroupId: 7, PrimaryListing: 211 }),
      row({ Identifier: 211, AssetType: 'CfdOnStock', GroupId: 7, PrimaryListing: 211 }),
      row({ Identifier: 900, AssetType: 'Stock', GroupId: 7, PrimaryListing: 211 }),
      row({ Identifier: 900, AssetType: 'CfdOnStock', GroupId: 7, PrimaryListing: 211 }),
    ];
    const result = sameSecurity(rows, 211, 'CfdOnStock');
    expect(result.kind === 'grouped' && result.listings.map((listing) => `${listing.assetType} ${listing.uic}`)).toEqual(['CfdOnStock 211', 'Stock 900']);
  });

  it('marks as primary the rows that name themselves so, when the instrument names no primary listing', () => {
    const rows = [row({ Identifier: 1, GroupId: 3 }), row({ Identifier: 2, GroupId: 3, PrimaryListing: 2 }), row({ Identifier: 4, GroupId: 3, PrimaryListing: 2 })];
    const result = sameSecurity(rows, 1, 'Stock');
    expect(listed(result)).toEqual([
      [2, false, true],
      [1, true, false],
      [4, false, false],
    ]);
    expect(result).toMatchObject({ primaryUic: undefined, primaryFound: true });
  });

  it('tolerates junk: text numbers, trailing spaces, rows without an identifier', () => {
    const rows = [
      row({ Identifier: '12' as unknown as number, GroupId: '9' as unknown as number, Symbol: 'ABC:xams  ', ExchangeId: ' ', CurrencyCode: 'Undefined' }),
      row({ GroupId: 9, Symbol: 'NOID' }),
      row({ Identifier: 13, GroupId: 9, ExchangeName: 'Euronext Amsterdam', ExchangeId: 'AMS' }),
    ];
    const result = sameSecurity(rows, 12, 'Stock');
    expect(result.kind === 'grouped' && result.listings.map(({ uic, symbol, exchange, currency }) => ({ uic, symbol, exchange, currency }))).toEqual([
      { uic: 12, symbol: 'ABC:xams', exchange: undefined, currency: undefined },
      { uic: 13, symbol: undefined, exchange: 'Euronext Amsterdam', currency: undefined },
    ]);
  });
});

describe('the ISIN from corporate actions', () => {
  it('is the IsinCode of an event of the Uic, with the event it came from', () => {
    expect(isinFromEvents(events, 13126)).toEqual({ isin: 'FR0000130692', eventId: '9652429', assetType: 'Stock', others: [] });
  });

  it('is not known when no event is on the Uic, or none names a well-formed ISIN', () => {
    expect(isinFromEvents(events, 211)).toBeUndefined();
    expect(isinFromEvents(undefined, 13126)).toBeUndefined();
    const junk: CorporateActionEvent[] = [
      { Uic: 5, DisplayAndFormat: { IsinCode: 'Undefined' } },
      { Uic: 5, DisplayAndFormat: { IsinCode: '' } },
      { Uic: 5 },
      { Uic: 6, DisplayAndFormat: { IsinCode: 'US0378331005' } },
    ];
    expect(isinFromEvents(junk, 5)).toBeUndefined();
  });

  it('takes the first well-formed one, trimmed and upper-cased, and keeps the others an ISIN change leaves', () => {
    const changed: CorporateActionEvent[] = [
      { Uic: 5, EventId: '1', DisplayAndFormat: { IsinCode: 'junk' } },
      { Uic: '5' as unknown as number, EventId: '2', AssetType: 'Stock', DisplayAndFormat: { IsinCode: ' dk0010274414 ' } },
      { Uic: 5, EventId: '3', DisplayAndFormat: { IsinCode: 'DK0010274414' } },
      { Uic: 5, EventId: '4', DisplayAndFormat: { IsinCode: 'DK0060534915' } },
    ];
    expect(isinFromEvents(changed, 5)).toEqual({ isin: 'DK0010274414', eventId: '2', assetType: 'Stock', others: ['DK0060534915'] });
    expect(isinOf('US0378331005')).toBe('US0378331005');
    expect(isinOf('US037833100X')).toBeUndefined();
  });
});

describe('what is searched', () => {
  const details = { Symbol: 'IWDA:xams', Description: 'iShares Core MSCI World UCITS ETF ' };
  it('asks the events by symbol, else by description', () => {
    expect(eventKeywords(details)).toBe('IWDA:xams');
    expect(eventKeywords({ Description: 'Chargeurs SA' })).toBe('Chargeurs SA');
    expect(eventKeywords({ Symbol: ' ' })).toBeUndefined();
  });

  it('searches on the ISIN when one is known, else on the description, else on the symbol', () => {
    expect(searchKeyword('IE00B4L5Y983', details)).toEqual({ kind: 'isin', text: 'IE00B4L5Y983' });
    expect(searchKeyword(undefined, details)).toEqual({ kind: 'description', text: 'iShares Core MSCI World UCITS ETF' });
    expect(searchKeyword(undefined, { Symbol: 'IWDA:xams', Description: 'Undefined' })).toEqual({ kind: 'symbol', text: 'IWDA:xams' });
    expect(searchKeyword(undefined, {})).toBeUndefined();
  });
});
