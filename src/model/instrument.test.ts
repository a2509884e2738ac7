import { describe, expect, it } from 'vitest';
import type { Feed, InstrumentDetails } from '@/api/types';
import listSpec from './__fixtures__/details-list-saxospec.json';
import listUic23 from './__fixtures__/details-list-uic23.json';
import forwards23 from './__fixtures__/details-23-fxforwards.json';
import spot22 from './__fixtures__/details-22-fxspot-saxospec.json';
import {
  optionRootNames,
  assetTypeChoices,
  bondRows,
  byRef,
  continuousFutureUic,
  distanceRows,
  futureRows,
  fxRows,
  groupsParam,
  headline,
  identityRows,
  isBond,
  isFuture,
  isOption,
  optionRows,
  otherFields,
  parseGroups,
  relatedInstruments,
  relatedLookup,
  relatedOptionRoots,
  standardAmounts,
  statusRows,
  tickBandRange,
  tickBands,
  tradingRows,
  tradingState,
  underlyingOf,
} from './instrument';

const value = (rows: { label: string; value: string }[], label: string) => rows.find((row) => row.label === label)?.value;
const gbpaud = (listSpec as Feed<InstrumentDetails>).Data![0]!;
const NOW = new Date('2026-11-20T10:00:00Z');

describe('real sample payloads', () => {
  it('reads the "5E-05" string tick size of the spec example as a number', () => {
    expect(gbpaud.TickSize).toBe('5E-05');
    expect(value(tradingRows(gbpaud), 'Tick size')).toBe('0.00005');
    expect(value(tradingRows(forwards23 as InstrumentDetails), 'Tick size, stop orders')).toBe('0.00005');
  });

  it('formats identity, status and trading of an FX spot', () => {
    const identity = identityRows(gbpaud, 22);
    expect(value(identity, 'Symbol')).toBe('GBPAUD');
    expect(value(identity, 'Uic')).toBe('22');
    expect(value(identity, 'ISIN')).toBe('Not in reference data');
    expect(value(identity, 'Exchange')).toBe('Inter Bank (SBFX)');
    expect(value(identity, 'Asset type')).toBe('FX spot (FxSpot)');
    expect(value(identity, 'Tradable as')).toBe('FX spot, FX forwards, FX vanilla option, FX knock-in option, FX knock-out option');
    expect(value(identity, 'Tradable on (accounts)')).toBe('76940INET, 76940INET1, 76940INET2, SAMGS*585220');
    // A group of 0 is the details answer's, not the security's: said so.
    expect(value(identityRows({ ...gbpaud, GroupId: 0 }, 22), 'Group id')).toBe('0 (none in the details answer; the search gives the group)');
    expect(value(identityRows({ ...gbpaud, GroupId: 26769 }, 22), 'Group id')).toBe('26769');
    // The primary listing as numeric text is the Uic it names; other text is shown as sent; the instrument's own Uic is not repeated.
    expect(value(identityRows({ ...gbpaud, PrimaryListing: '100103' as unknown as number }, 22), 'Primary listing')).toBe('Uic 100103');
    expect(value(identityRows({ ...gbpaud, PrimaryListing: 'HSBA:xlon' as unknown as number }, 22), 'Primary listing')).toBe('HSBA:xlon');
    expect(value(identityRows({ ...gbpaud, PrimaryListing: '22' as unknown as number }, 22), 'Primary listing')).toBeUndefined();
    expect(value(identityRows({ ...gbpaud, PrimaryListing: 100103 }, 22), 'Primary listing')).toBe('Uic 100103');
    const status = statusRows(gbpaud);
    expect(value(status, 'Tradable')).toBe('Yes');
    expect(value(status, 'Trading status')).toBe('Not defined');
    expect(value(status, 'Non-tradable reason')).toBe('None');
    expect(tradingState(gbpaud)).toEqual({ label: 'Tradable', color: 'green' });
    const trading = tradingRows(gbpaud);
    expect(value(trading, 'Increment size')).toBe('5,000');
    expect(value(trading, 'Default slippage')).toBe('0.01 (Percentage)');
    expect(value(trading, 'Price format')).toBe('Allow decimal pips');
    expect(trading.map((entry) => entry.label)).not.toContain('Algo strategies');
    expect(standardAmounts(gbpaud)).toEqual(['10,000', '50,000', '100,000', '250,000', '500,000', '1,000,000', '2,000,000', '5,000,000', '10,000,000', '20,000,000']);
  });

  it('lists the default order distances', () => {
    expect(distanceRows(gbpaud)).toEqual([
      { order: 'Entry', distance: '0', type: 'Percentage' },
      { order: 'Limit', distance: '0', type: 'Percentage' },
      { order: 'Stop limit', distance: '5', type: 'Pips' },
      { order: 'Stop loss', distance: '0.5', type: 'Percentage', extra: 'on by default: no, order type: Stop' },
      { order: 'Take profit', distance: '0.5', type: 'Percentage', extra: 'on by default: no' },
    ]);
  });

  it('shows the FX forward dates (6-digit fractions)', () => {
    expect(fxRows(forwards23 as InstrumentDetails)).toEqual([
      { label: 'Spot date', value: '06 Mar 2019' },
      { label: 'First forward date', value: '06 Mar 2019' },
      { label: 'Last forward date', value: '10 Mar 2020' },
    ]);
  });

  it('keeps fields no section shows (e.g. TradingSignals is shown, OptionsChainSubscriptionAllowed is not)', () => {
    const all = (listUic23 as Feed<InstrumentDetails>).Data!;
    const knockOut = all.find((entry) => entry.AssetType === 'FxKnockOutOption')!;
    expect(otherFields(knockOut).map((row) => row.label)).toContain('OptionsChainSubscriptionAllowed');
    expect(otherFields(forwards23 as InstrumentDetails)).toEqual([]);
    expect(otherFields(spot22 as InstrumentDetails).map((row) => row.label)).toEqual(expect.arrayContaining(['IpoDetails']));
  });

  it('keeps a field of a section this kind has not, and the parts of the exchange and format no row shows', () => {
    const bond = { AssetType: 'Bond', Uic: 1, Coupon: 2, PriceToContractFactor: 0.01, ContractSize: 1000 } as InstrumentDetails;
    expect(otherFields(bond).map((row) => row.label)).toEqual(['ContractSize', 'PriceToContractFactor']);
    const cfd = {
      AssetType: 'CfdOnIndex',
      Uic: 2,
      PriceToContractFactor: 1,
      Exchange: { ExchangeId: 'SBFX', TimeZoneId: '3', IsOpen: true },
      Format: { Decimals: 2, StrikeFormat: 'Normal' },
    } as unknown as InstrumentDetails;
    expect(otherFields(cfd)).toEqual([
      { label: 'Exchange.IsOpen', value: 'Yes', mono: true },
      { label: 'Format.StrikeFormat', value: 'Normal', mono: true },
      { label: 'PriceToContractFactor', value: '1', mono: true },
    ]);
    // The zone id the details answer gives its exchange is a row of its own.
    expect(value(identityRows(cfd, 2), 'Exchange time zone id')).toBe('3');
    // An option or a future shows them in its section.
    expect(otherFields({ ...cfd, AssetType: 'StockOption', Exchange: undefined, Format: undefined } as InstrumentDetails)).toEqual([]);
    expect(otherFields({ ...cfd, AssetType: 'ContractFutures', Exchange: undefined, Format: undefined } as InstrumentDetails)).toEqual([]);
  });

  it('offers the Uic under every asset type it is tradable as, the current one included', () => {
    expect(assetTypeChoices(forwards23 as InstrumentDetails, 'FxForwards')).toEqual(['FxSpot', 'FxForwards', 'FxVanillaOption', 'FxKnockInOption', 'FxKnockOutOption']);
    // FxSwap is not in its own TradableAs (the service's data): still offered.
    const swap = (listUic23 as Feed<InstrumentDetails>).Data!.find((entry) => entry.AssetType === 'FxSwap')!;
    expect(assetTypeChoices(swap, 'FxSwap')[0]).toBe('FxSwap');
  });

  it('adds the asset types the details list of the same Uic names, and only those of that Uic', () => {
    const rows = (listUic23 as Feed<InstrumentDetails>).Data!;
    const choices = assetTypeChoices(forwards23 as InstrumentDetails, 'FxForwards', rows);
    expect(choices.slice(0, 5)).toEqual(['FxSpot', 'FxForwards', 'FxVanillaOption', 'FxKnockInOption', 'FxKnockOutOption']);
    expect(choices).toContain('FxSwap');
    expect(new Set(choices).size).toBe(choices.length);
    // A stock whose cash row leaves its CFD out of TradableAs: the list of its Uic brings it back.
    const stock: InstrumentDetails = { AssetType: 'Stock', Uic: 211, TradableAs: ['Stock'] };
    const cfd: InstrumentDetails = { AssetType: 'CfdOnStock', Uic: 211, TradableAs: ['CfdOnStock'] };
    const stranger: InstrumentDetails = { AssetType: 'Bond', Uic: 999 };
    expect(assetTypeChoices(stock, 'Stock', [stock, cfd, stranger])).toEqual(['Stock', 'CfdOnStock']);
    expect(assetTypeChoices(cfd, 'CfdOnStock', [stock, cfd])).toEqual(['CfdOnStock', 'Stock']);
  });
});

describe('junk values', () => {
  const junk: InstrumentDetails = {
    AssetType: 'Bond',
    Uic: 24809035,
    Symbol: 'SPGB 6.000 25Nov2051 ',
    Description: 'Safran ',
    CouponType: 'Undefined',
    BondType: 'NonInflationLinked',
    Coupon: 6,
    ExpiryDate: '2051-11-25',
    CurrencyCode: '.',
    NonTradableReason: 'None',
    TradingStatus: 'SomethingNew',
    LotSize: 'n/a' as unknown as number,
    TickSize: ' 0.001 ',
    StandardAmounts: [10000, 'x' as unknown as number, 25000],
    TradableAs: ['Bond', '', 'Undefined' as never],
    RelatedInstruments: [
      { AssetType: 'Stock', Uic: 15311 },
      { AssetType: '', Uic: 1 },
      { Uic: -5, AssetType: 'Stock' },
      { AssetType: 'Stock', Uic: 15311 },
    ],
    Exchange: { Name: 'Bolsa de Madrid ', ExchangeId: 'SIBE' },
    NewFieldFromTheFuture: { nested: true },
  };

  it('trims trailing spaces and shows placeholders as missing', () => {
    expect(headline(junk, { uic: 1, assetType: 'Bond' })).toMatchObject({
      symbol: 'SPGB 6.000 25Nov2051',
      description: 'Safran',
      title: 'SPGB 6.000 25Nov2051',
    });
    const identity = identityRows(junk, 24809035);
    expect(value(identity, 'Description')).toBe('Safran');
    expect(value(identity, 'ISIN')).toBe('Not in reference data');
    expect(value(identity, 'Currency')).toBe('—');
    expect(value(identity, 'Exchange')).toBe('Bolsa de Madrid (SIBE)');
    expect(value(identity, 'Tradable as')).toBe('Bond');
    expect(identity.find((row) => row.label === 'ISIN')?.copy).toBeUndefined();
    expect(identity.find((row) => row.label === 'Uic')?.copy).toBe('24809035');
  });

  it('shows "Undefined" coupon type as missing, the rest of the bond as given', () => {
    expect(isBond(junk)).toBe(true);
    expect(bondRows(junk, NOW)).toEqual([
      { label: 'Coupon', value: '6 %' },
      { label: 'Coupon type', value: '—' },
      { label: 'Bond type', value: 'Non inflation linked' },
      { label: 'Maturity', value: '25 Nov 2051 (in 9,136 days)' },
    ]);
  });

  it('tolerates unknown enums, numbers as text and junk list items', () => {
    expect(value(statusRows(junk), 'Non-tradable reason')).toBe('None');
    expect(value(statusRows({ ...junk, NonTradableReason: undefined }), 'Non-tradable reason')).toBe('—');
    expect(value(statusRows(junk), 'Trading status')).toBe('Something new');
    expect(tradingState(junk)).toEqual({ label: 'Something new', color: 'gray' });
    expect(value(tradingRows(junk), 'Tick size')).toBe('0.001');
    expect(value(tradingRows(junk), 'Lot size')).toBeUndefined();
    expect(standardAmounts(junk)).toEqual(['10,000', '25,000']);
    expect(relatedInstruments(junk)).toEqual([{ uic: 15311, assetType: 'Stock' }]);
    expect(otherFields(junk)).toEqual([{ label: 'NewFieldFromTheFuture', value: '{"nested":true}', mono: true }]);
  });

  it('shows junk inside fields no section shows as the dash, never as "Undefined" or a blank', () => {
    const junk = {
      AssetType: 'Stock',
      Uic: 1,
      NewListFromTheFuture: ['Undefined', 'Open ', ''],
      NewObjectFromTheFuture: { Kind: 'Undefined', Size: 5 },
    } as unknown as InstrumentDetails;
    expect(otherFields(junk)).toEqual([
      { label: 'NewListFromTheFuture', value: '["—","Open","—"]', mono: true },
      { label: 'NewObjectFromTheFuture', value: '{"Kind":"—","Size":5}', mono: true },
    ]);
  });

  it('survives an empty payload', () => {
    const empty: InstrumentDetails = {};
    expect(() => [identityRows(empty, 5), statusRows(empty), tradingRows(empty), optionRows(empty), futureRows(empty), bondRows(empty), fxRows(empty)]).not.toThrow();
    expect(headline(empty, { uic: 5, assetType: 'Stock' }).title).toBe('Uic 5');
    expect(tradingState(empty).label).toBe('Status not given');
    expect(tickBands(undefined)).toEqual([]);
    expect(distanceRows(empty)).toEqual([]);
  });
});

describe('tick size scheme', () => {
  it('turns elements into price bands with the default above the last', () => {
    const bands = tickBands({
      DefaultTickSize: 0.5,
      Elements: [
        { HighPrice: 9.999, TickSize: 0.001 },
        { HighPrice: 0.9999, TickSize: 0.0001 },
      ],
    });
    expect(bands.map((band) => [tickBandRange(band), band.tick, band.isDefault])).toEqual([
      ['Up to 0.9999', '0.0001', false],
      ['Above 0.9999 up to 9.999', '0.001', false],
      ['Above 9.999', '0.5', true],
    ]);
    expect(tickBands({ DefaultTickSize: 0.01 }).map(tickBandRange)).toEqual(['All prices']);
  });
});

describe('type-specific sections', () => {
  it('an option: strike with its decimals, expiry in days, underlying from the related instruments', () => {
    const option: InstrumentDetails = {
      AssetType: 'StockOption',
      PutCall: 'Call',
      StrikePrice: 26,
      ExpiryDate: '2030-12-20',
      Format: { StrikeDecimals: 1 },
      UnderlyingAssetType: 'Stock',
      RelatedInstruments: [{ AssetType: 'Stock', Uic: 16350 }],
      RelatedOptionRootsEnhanced: [{ AssetType: 'StockOption', OptionRootId: 231, SupportedStrategies: [] }],
    };
    expect(isOption(option)).toBe(true);
    expect(value(optionRows(option, NOW), 'Strike')).toBe('26.0');
    expect(value(optionRows(option, NOW), 'Expiry')).toBe('20 Dec 2030 (in 1,491 days)');
    expect(underlyingOf(option, relatedInstruments(option))).toEqual({ uic: 16350, assetType: 'Stock' });
    expect(relatedOptionRoots(option)).toEqual([{ optionRootId: 231, assetType: 'StockOption', strategies: [] }]);
  });

  it('a future: finds its futures space through the details list (DisplayHint Continuous)', () => {
    const future: InstrumentDetails = {
      AssetType: 'ContractFutures',
      Uic: 60000323,
      ExpiryDate: '2026-12-18',
      NoticeDate: '2026-12-18',
      RelatedInstruments: [{ AssetType: 'ContractFutures', Uic: 28001 }],
    };
    expect(isFuture(future)).toBe(true);
    expect(value(futureRows(future, NOW), 'Expiry')).toBe('18 Dec 2026 (in 28 days)');
    const related = relatedInstruments(future);
    expect(relatedLookup(related)).toEqual({ Uics: [28001], AssetTypes: ['ContractFutures'], $top: 1 });
    expect(continuousFutureUic(future, related, new Map())).toBeUndefined();
    const described = byRef([{ AssetType: 'ContractFutures', Uic: 28001, DisplayHint: 'Continuous' }]);
    expect(continuousFutureUic(future, related, described)).toBe(28001);
    // A continuous future is its own space.
    expect(continuousFutureUic({ AssetType: 'ContractFutures', Uic: 28001, DisplayHint: 'Continuous' }, [], new Map())).toBe(28001);
  });

  it('merges the deprecated RelatedOptionRoots into the enhanced list', () => {
    expect(relatedOptionRoots({ RelatedOptionRoots: [16, 17], RelatedOptionRootsEnhanced: [{ OptionRootId: 16, SupportedStrategies: ['Vertical'] }] })).toEqual([
      { optionRootId: 16, strategies: ['Vertical'] },
      { optionRootId: 17, strategies: [] },
    ]);
  });
});

describe('field groups', () => {
  it('parses, orders and serialises the groups', () => {
    expect(parseGroups('TradingSessions,OrderSetting,Foo')).toEqual(['OrderSetting', 'TradingSessions']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(groupsParam(['MarketData', 'OrderSetting'])).toBe('OrderSetting,MarketData');
    expect(groupsParam([])).toBeUndefined();
  });
});

describe('option root names', () => {
  it('come from search answers at hand: option-root rows by identifier, junk skipped', () => {
    const feeds = [
      undefined,
      { Data: 'junk' },
      {
        Data: [
          { SummaryType: 'Instrument', Identifier: 211, Symbol: 'AAPL:xnas' },
          { SummaryType: 'ContractOptionRoot ', Identifier: 16, Symbol: ' AAPL:xcbf ', Description: 'Apple Inc. ' },
          { SummaryType: 'ContractOptionRoot', Identifier: 'x', Symbol: 'BAD' },
          { SummaryType: 'ContractOptionRoot', Identifier: 17, Symbol: 'Undefined', Description: '' },
          null,
        ],
      },
      { Data: [{ SummaryType: 'ContractOptionRoot', Identifier: 16, Symbol: 'LATER' }] },
    ];
    const names = optionRootNames(feeds);
    expect([...names.entries()]).toEqual([[16, { symbol: 'AAPL:xcbf', description: 'Apple Inc.' }]]);
  });
});

describe('algo strategies', () => {
  it("lists a stock's strategies by their names, as sent; an option's stay with its option rows", () => {
    const stock = { AssetType: 'Stock', SupportedStrategies: ['VWAP', 'Limit on Close (LOC)'] } as unknown as InstrumentDetails;
    expect(tradingRows(stock).find((entry) => entry.label === 'Algo strategies')?.value).toBe('VWAP, Limit on Close (LOC)');
    const option = { AssetType: 'StockOption', PutCall: 'Call', SupportedStrategies: ['Vertical'] } as unknown as InstrumentDetails;
    expect(tradingRows(option).map((entry) => entry.label)).not.toContain('Algo strategies');
  });
});
