import { describe, expect, it } from 'vitest';
import { get, getAll, simAt } from './refdata.test-support';
import { universe } from './universe';

const sim = simAt();
const LIST = '/openapi/ref/v1/instruments/details';
const CASH_ACCOUNT = 'Ak3Ms7PnS4tVs6NzY0pR2i==';
const USD_ACCOUNT = 'Ak2Ms8UsD3sUr5MyX9oQ1h==';
const OTHER_CLIENT = 'Nq4LwP8sYt2hVc6mR0bEkA==';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function list(query: string, token = 'demo') {
  return get(sim, `${LIST}?${query}`, token);
}

function one(uic: number | string, type: string, query = '', token = 'demo') {
  return get(sim, `${LIST}/${uic}/${type}${query ? `?${query}` : ''}`, token);
}

describe('details list', () => {
  it('returns every asset type of the given Uics, with __count', () => {
    const { status, body } = list('Uics=23');
    expect(status).toBe(200);
    // As the live sample of Uic 23: its five TradableAs types and FxSwap.
    expect(body.__count).toBe(6);
    expect(body.Data.map((row: Json) => row.AssetType)).toEqual(['FxSpot', 'FxForwards', 'FxVanillaOption', 'FxKnockInOption', 'FxKnockOutOption', 'FxSwap']);
    const spot = body.Data[0];
    expect(spot).toMatchObject({
      AmountDecimals: 6,
      AssetType: 'FxSpot',
      CurrencyCode: 'CAD',
      DefaultAmount: 100000,
      Description: 'British Pound/Canadian Dollar',
      Exchange: { CountryCode: 'DK', ExchangeId: 'SBFX', Name: 'Inter Bank', TimeZoneId: '3' },
      Format: { Decimals: 4, Format: 'AllowDecimalPips', OrderDecimals: 4 },
      GroupId: 0,
      IncrementSize: 5000,
      IsTradable: true,
      MinimumTradeSize: 1000,
      Symbol: 'GBPCAD',
      TickSize: 0.00005,
      Uic: 23,
    });
    // Spot two business days out, forwards up to a year.
    expect(spot.FxForwardMinForwardDate).toBe('2026-11-24T00:00:00.000000Z');
    expect(spot.FxForwardMaxForwardDate).toBe('2027-11-24T00:00:00.000000Z');
    expect(body.Data[2]).toMatchObject({ AssetType: 'FxVanillaOption', OptionsChainSubscriptionAllowed: true, Format: { StrikeDecimals: 4 } });
  });

  it('filters by AssetTypes and pages with absolute __next links', () => {
    const first = list('AssetTypes=Etn&$top=100');
    expect(first.body.Data).toHaveLength(100);
    expect(first.body.__count).toBeGreaterThan(300);
    expect(first.body.__next).toMatch(/^http:\/\/127\.0\.0\.1:4010\/openapi\/ref\/v1\/instruments\/details\?AssetTypes=Etn&\$top=100&\$skip=100$/);
    const all = getAll(sim, `${LIST}?AssetTypes=Etn,CfdOnEtn&$top=100`);
    const count = list('AssetTypes=Etn,CfdOnEtn&$top=1').body.__count;
    expect(all.rows).toHaveLength(count);
    expect(new Set(all.rows.map((row: Json) => row.AssetType))).toEqual(new Set(['Etn', 'CfdOnEtn']));
    expect(list('AssetTypes=Bond').body.Data).toHaveLength(50);
    expect(list('AssetTypes=Bond&$top=1000').body.Data).toHaveLength(1000);
    expect(list('$top=1001').status).toBe(400);
    expect(list('$top=3&$skip=2').body.Data).toHaveLength(3);
  });

  it('answers 404 for asset types without instruments, 400 for options without Uics', () => {
    const empty = list('AssetTypes=FxBinaryOption');
    expect(empty.status).toBe(404);
    expect(empty.raw).toBeNull();
    const options = list('AssetTypes=StockOption');
    expect(options.status).toBe(400);
    expect(options.body.ErrorCode).toBe('NoSearchCriteriaProvided');
  });

  it('includes contract options and dated futures given by Uic', () => {
    const space = get(sim, '/openapi/ref/v1/instruments/contractoptionspaces/231?OptionSpaceSegment=DefaultDates').body;
    const option = space.OptionSpace.find((entry: Json) => entry.SpecificOptions).SpecificOptions[0];
    const futures = get(sim, '/openapi/ref/v1/instruments/futuresspaces/28001').body.Elements[0];
    const { body } = list(`Uics=${option.Uic},${futures.Uic},211`);
    expect(body.Data.map((row: Json) => [row.Uic, row.AssetType])).toEqual([
      [option.Uic, 'StockOption'],
      [futures.Uic, 'ContractFutures'],
      [211, 'Stock'],
      [211, 'CfdOnStock'],
    ]);
  });

  it('validates its parameters with InvalidSearchCriteriaProvided', () => {
    for (const query of ['AssetTypes=Shares', 'FieldGroups=Popularity', 'Tags=a,b', 'AccountKey=nobody', 'Uics=1,two', '$skip=-1']) {
      const response = list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.ErrorCode, query).toBe('InvalidSearchCriteriaProvided');
    }
  });

  it('filters by Tags and by account permissions', () => {
    const tech = list('AssetTypes=Stock&Tags=Technology&$top=200').body.Data;
    expect(tech.length).toBe(200);
    const byUic = universe().byUic;
    expect(tech.every((row: Json) => byUic.get(row.Uic)?.sector === 'Technology')).toBe(true);
    expect(list(`Uics=211&AccountKey=${CASH_ACCOUNT}`).body.Data.map((row: Json) => row.AssetType)).toEqual(['Stock']);
    expect(list(`Uics=211&AccountKey=${USD_ACCOUNT}`).body.Data.map((row: Json) => row.AssetType)).toEqual(['Stock', 'CfdOnStock']);
  });

  it('hides Asia-Pacific listings and options from restricted users', () => {
    expect(list('Uics=101301,211', 'demo-restricted').body.Data.map((row: Json) => row.Uic)).toEqual([211, 211]);
    expect(list('Uics=101301').body.Data.map((row: Json) => row.Uic)).toEqual([101301, 101301]);
  });
});

describe('details of one instrument', () => {
  it('describes a stock with its listing, accounts and option roots (no ISIN, as live)', () => {
    const { status, body } = one(211, 'Stock');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      AssetType: 'Stock',
      CurrencyCode: 'USD',
      Description: 'Apple Inc.',
      Exchange: { CountryCode: 'US', ExchangeId: 'NASDAQ', Name: 'NASDAQ', TimeZoneId: '3' },
      Format: { Decimals: 2, OrderDecimals: 2 },
      IsTradable: true,
      NonTradableReason: 'None',
      PrimaryListing: 211,
      Symbol: 'AAPL:xnas',
      TickSize: 0.01,
      TradableAs: ['Stock'],
      TradingStatus: 'Tradable',
      Uic: 211,
    });
    expect(body).not.toHaveProperty('IsinCode');
    expect(body.TradableOn).toEqual(['9226397', '9226397USD', '9226397PEN', '9226397KID']);
    expect(body.RelatedInstruments).toEqual([{ AssetType: 'CfdOnStock', Uic: 211 }]);
    expect(body.RelatedOptionRootsEnhanced[0]).toMatchObject({ AssetType: 'StockOption', OptionRootId: expect.any(Number) });
    expect(body.TickSizeScheme).toEqual({ DefaultTickSize: 0.01, Elements: [{ HighPrice: 0.9999, TickSize: 0.0001 }] });
    for (const block of ['OrderSetting', 'SupportedOrderTypeSettings', 'TradingSessions']) expect(body).not.toHaveProperty(block);
  });

  it('differs per asset type of the same Uic', () => {
    const cfd = one(211, 'CfdOnStock').body;
    expect(cfd.AssetType).toBe('CfdOnStock');
    expect(cfd.SupportedOrderTypes).toContain('TrailingStop');
    expect(cfd.IsComplex).toBe(true);
    expect(cfd.RelatedInstruments).toEqual([{ AssetType: 'Stock', Uic: 211 }]);
    expect(one(211, 'Stock').body.IsComplex).toBe(false);
    const srd = one(23255427, 'SrdOnStock').body;
    expect(srd).toMatchObject({ AssetType: 'SrdOnStock', Symbol: 'TTE:xpar', TradableAs: ['Stock', 'SrdOnStock'] });
    expect(one(23255427, 'Stock').body.IsPEAEligible).toBe(true);
  });

  it('adds the field groups on request, TradingSessions equal to the schedule', () => {
    const body = one(211, 'Stock', 'FieldGroups=OrderSetting,SupportedOrderTypeSettings,TradingSessions,MarketData').body;
    expect(body.OrderSetting).toEqual({ Currency: 'USD', MaxOrderSize: 1000000, MaxOrderValue: 5000000, MinOrderValue: 0 });
    expect(body.SupportedOrderTypeSettings).toContainEqual({ DurationTypes: ['DayOrder', 'GoodTillCancel', 'GoodTillDate'], OrderType: 'Limit' });
    expect(body.TradingSessions).toEqual(get(sim, '/openapi/ref/v1/instruments/tradingschedule/211/Stock').body);
    // MarketData is accepted, as live clients send it, and adds nothing the simulator could know (see README).
    expect(one(211, 'Stock', 'FieldGroups=MarketData')).toMatchObject({ status: 200, body: one(211, 'Stock').body });
    const bad = one(211, 'Stock', 'FieldGroups=Everything');
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState).toHaveProperty('FieldGroups');
  });

  it('evaluates AccountKey and ClientKey', () => {
    expect(one(211, 'CfdOnStock', `AccountKey=${CASH_ACCOUNT}`).body.TradableOn).toEqual([]);
    expect(one(211, 'Stock', `AccountKey=${CASH_ACCOUNT}`).body.TradableOn).toEqual(['9226397PEN']);
    expect(one(211, 'Stock', `ClientKey=${OTHER_CLIENT}`).body.TradableOn).toEqual(['76940INET', '76940INET1', '76940INET2', '76940INET3']);
    // An account with its own client narrows to that account; with another client's key it is refused.
    expect(one(211, 'Stock', `AccountKey=Bn2Nc8UsD3sUr5MyX9oQ1h%3D%3D&ClientKey=${OTHER_CLIENT}`).body.TradableOn).toEqual(['76940INET1']);
    const mixed = one(211, 'Stock', `AccountKey=${CASH_ACCOUNT}&ClientKey=${OTHER_CLIENT}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.ModelState).toHaveProperty('AccountKey');
    for (const query of ['AccountKey=nobody', 'ClientKey=nobody']) {
      const response = one(211, 'Stock', query);
      expect(response.status).toBe(400);
      expect(response.body.ErrorCode).toBe('InvalidRequest');
    }
  });

  it('rejects bad asset types and Uics, and 404s unknown instruments', () => {
    const badType = one(211, 'Shares');
    expect(badType.status).toBe(400);
    expect(badType.body).toEqual({ ErrorCode: 'InvalidAssetType', Message: 'Invalid AssetType specified.' });
    expect(one(211, 'stock').status).toBe(200);
    for (const uic of ['0', '-1', 'abc', '1.5']) {
      const response = one(uic, 'Stock');
      expect(response.status, uic).toBe(400);
      expect(response.body.ModelState).toHaveProperty('Uic');
    }
    for (const [uic, type] of [
      [999_999_999, 'Stock'],
      [211, 'Bond'],
      [5, 'Stock'],
    ] as const) {
      const response = one(uic, type);
      expect(response.status, `${uic}/${type}`).toBe(404);
      expect(response.raw).toBeNull();
    }
    expect(one(101301, 'Stock', '', 'demo-restricted').status).toBe(404);
    expect(one(101301, 'Stock').status).toBe(200);
  });

  it('covers bonds, funds, indices, index CFDs, warrants and ETFs', () => {
    const instruments = universe().instruments;
    const bond = instruments.find((instrument) => instrument.extra?.kind === 'bond' && instrument.extra.maturityDay !== undefined && instrument.junk === 0);
    const bondBody = one(bond?.uic as number, 'Bond').body;
    expect(bondBody).toMatchObject({
      AssetType: 'Bond',
      CouponType: expect.any(String),
      BondType: expect.any(String),
      Coupon: expect.any(Number),
      ExpiryDate: expect.stringMatching(/^20\d\d-\d\d-\d\d$/),
    });
    const fund = instruments.find((instrument) => instrument.type === 'MutualFund');
    expect(one(fund?.uic as number, 'MutualFund').body).toMatchObject({ AssetType: 'MutualFund', SupportedOrderTypes: ['Market'], AmountDecimals: 4 });
    const spx = one(4913, 'StockIndex').body;
    expect(spx).toMatchObject({ IsTradable: false, NonTradableReason: 'NotOnlineClientTradable', TradingStatus: 'NonTradable', TradableOn: [] });
    expect(spx.RelatedInstruments).toContainEqual({ AssetType: 'CfdOnIndex', Uic: 4911 });
    expect(spx.RelatedOptionRootsEnhanced).toContainEqual(expect.objectContaining({ AssetType: 'StockIndexOption', OptionRootId: 1 }));
    expect(one(4911, 'CfdOnIndex').body).toMatchObject({ AssetType: 'CfdOnIndex', RelatedInstruments: [{ AssetType: 'StockIndex', Uic: 4913 }] });
    const warrant = instruments.find((instrument) => instrument.type === 'Warrant');
    expect(one(warrant?.uic as number, 'Warrant').body).toMatchObject({
      DisplayHint: 'Warrant',
      PutCall: expect.stringMatching(/^(Call|Put)$/),
      StrikePrice: expect.any(Number),
      ExpiryDate: expect.any(String),
      RelatedInstruments: [expect.objectContaining({ Uic: expect.any(Number) })],
    });
    expect(one(36590, 'Etf').body).toMatchObject({ DisplayHint: 'Etf', TradableAs: ['Etf'] });
    expect(one(36590, 'CfdOnEtf').body).toMatchObject({ TradableAs: ['CfdOnEtf'] });
  });
});

describe('details of every asset type', () => {
  it('build for each type the universe holds, with the field groups', () => {
    const types = new Set(universe().instruments.flatMap((instrument) => instrument.tradableAs));
    types.add('ContractFutures');
    types.add('CfdOnFutures');
    for (const type of types) {
      const response = list(`AssetTypes=${type}&$top=15&FieldGroups=OrderSetting,SupportedOrderTypeSettings,TradingSessions`);
      expect(response.status, type).toBe(200);
      expect(response.body.Data.length, type).toBeGreaterThan(0);
      for (const row of response.body.Data) {
        expect(row.AssetType).toBe(type);
        for (const key of [
          'Uic',
          'Symbol',
          'Description',
          'CurrencyCode',
          'Exchange',
          'TradableAs',
          'TradableOn',
          'IsTradable',
          'TradingStatus',
          'NonTradableReason',
          'OrderSetting',
          'SupportedOrderTypeSettings',
          'TradingSessions',
        ]) {
          expect(row, `${type} ${key}`).toHaveProperty(key);
        }
        expect(row.TradableAs).toContain(type);
        expect(row.TradingSessions.Sessions.length).toBeGreaterThan(1);
      }
    }
  });
});

describe('instruments with an end date', () => {
  it('answer as expired once their maturity or expiry has passed', () => {
    const before = get(simAt('2026-05-07T12:00:00Z'), `${LIST}/59000110/Bond`).body;
    expect(before).toMatchObject({ ExpiryDate: '2026-05-08', IsTradable: true, NonTradableReason: 'None' });
    const after = one(59000110, 'Bond').body;
    expect(after).toMatchObject({ ExpiryDate: '2026-05-08', IsTradable: false, NonTradableReason: 'ExpiredInstrument', TradingStatus: 'NonTradable' });
    expect(after.TradableOn).toEqual([]);
    const warrant = universe().instruments.find((instrument) => instrument.type === 'Warrant');
    const uic = warrant?.uic as number;
    expect(one(uic, 'Warrant').body.IsTradable).toBe(true);
    expect(get(simAt('2031-06-01T10:00:00Z'), `${LIST}/${uic}/Warrant`).body).toMatchObject({ IsTradable: false, NonTradableReason: 'ExpiredInstrument' });
  });
});
