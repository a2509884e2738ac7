/**
 * The simulator as clients validated against the live service see it: each
 * block checks one behaviour of the real gateway (broker samples, strict
 * client guards, captured payloads), not the simulator's own earlier output.
 */
import { describe, expect, it } from 'vitest';
import { get, simAt } from './refdata.test-support';
import { FRIDAY, nthWeekday, weekdayOf } from '../core/calendar';
import { parseIsoDay } from '../core/clock';
import { optionRoots } from './options';
import { universe } from './universe';

const sim = simAt();
const SEARCH = '/openapi/ref/v1/instruments';
const DETAILS = '/openapi/ref/v1/instruments/details';
const SPACE = '/openapi/ref/v1/instruments/contractoptionspaces';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function rows(query: string, at = sim): Json[] {
  const response = get(at, `${SEARCH}?${query}`);
  expect(response.status, query).toBe(200);
  return response.body.Data;
}

function details(uic: number, type: string, query = '', at = sim): Json {
  const response = get(at, `${DETAILS}/${uic}/${type}${query ? `?${query}` : ''}`);
  expect(response.status, `${uic}/${type}`).toBe(200);
  return response.body;
}

function firstOf(type: string): number {
  const instrument = universe().instruments.find((candidate) => candidate.tradableAs.includes(type as never) && candidate.junk === 0 && candidate.tradingStatus === 'Tradable');
  if (!instrument) throw new Error(`no ${type}`);
  return instrument.uic;
}

/** A listed (dated) future: those are built per day, outside the static universe. */
function firstFuture(type = 'ContractFutures'): number {
  return rows(`AssetTypes=${type}&$top=1`)[0].Identifier;
}

/** The SPX root (its third-Friday series); id 1 is SPXW, the demo's big root. */
function spxId(): number {
  return optionRoots().list.find((root) => root.code === 'SPX')?.id as number;
}

const CASH_TYPES = new Set(['Stock', 'SrdOnStock', 'Etf', 'SrdOnEtf', 'Etc', 'Etn', 'Rights', 'Fund']);

describe('1. asset type names seen live', () => {
  const liveOnly = ['CertificateTwinWin', 'InlineWarrant', 'CertificateReverseConvertibles', 'WarrantOtherLeverageWithKnockOut', 'CBBCCategoryN', 'FxSwap'];

  it('search accepts them, alone or with modelled types, and lists what it has', () => {
    for (const type of liveOnly) expect(get(sim, `${SEARCH}?AssetTypes=${type}`).status, type).toBe(200);
    expect(rows('AssetTypes=CertificateTwinWin')).toEqual([]);
    expect(rows('AssetTypes=Stock,InlineWarrant,CBBCCategoryR&Uics=211').map((row) => row.AssetType)).toEqual(['Stock']);
  });

  it('details answer "nothing here" (404), never 400, for them', () => {
    expect(get(sim, `${DETAILS}?AssetTypes=CBBCCategoryN`).status).toBe(404);
    expect(get(sim, `${DETAILS}?AssetTypes=Stock,CertificateTwinWin&Uics=211`).status).toBe(200);
    expect(get(sim, `${DETAILS}/211/CertificateReverseConvertibles`).status).toBe(404);
    expect(get(sim, `/openapi/ref/v1/instruments/tradingschedule/211/WarrantOtherLeverageWithKnockOut`).status).toBe(404);
  });

  it('still refuses a name that is no asset type at all', () => {
    expect(get(sim, `${SEARCH}?AssetTypes=Shares`).body.ErrorCode).toBe('AssetTypesParseFailed');
    expect(get(sim, `${DETAILS}/211/Shares`).body.ErrorCode).toBe('InvalidAssetType');
  });
});

describe('2. no ISIN in reference data', () => {
  it('details and search rows carry no IsinCode; a keyword still matches the ISIN', () => {
    expect(details(211, 'Stock')).not.toHaveProperty('IsinCode');
    const list = get(sim, `${DETAILS}?AssetTypes=Stock,Etf,Bond&$top=200`).body.Data as Json[];
    for (const row of list) expect(row).not.toHaveProperty('IsinCode');
    const hits = rows('Keywords=US0378331005');
    expect(hits[0]).toMatchObject({ Identifier: 211, Symbol: 'AAPL:xnas' });
    for (const row of hits) expect(row).not.toHaveProperty('IsinCode');
  });
});

describe('3. continuous futures need IncludeNonTradable', () => {
  it('are left out of default searches, found with " continuous" and non-tradables included', () => {
    expect(rows('Keywords=continuous&$top=1000')).toEqual([]);
    expect(rows('Keywords=s%26p%20500%20continuous').some((row) => row.DisplayHint === 'Continuous')).toBe(false);
    for (const row of rows('$top=1000')) expect(row.DisplayHint).not.toBe('Continuous');
    const found = rows('Keywords=s%26p%20500%20continuous&IncludeNonTradable=true');
    expect(found.find((row) => row.Identifier === 28001)).toMatchObject({ AssetType: 'ContractFutures', DisplayHint: 'Continuous' });
    expect(details(28001, 'ContractFutures')).toMatchObject({ IsTradable: false });
  });
});

describe('4. detail fields strict live clients require', () => {
  const common = ['AffiliateInfoRequired', 'IsBarrierEqualsStrike', 'IsOcoOrderSupported', 'IsRedemptionByAmounts', 'IsSwitchBySameCurrency', 'IsPEAEligible', 'IsPEASMEEligible'];

  it('every asset type carries the live flags, UnderlyingTypeCategory, TradingSignals and LotSizeType', () => {
    const samples: [number, string][] = [
      [211, 'Stock'],
      [211, 'CfdOnStock'],
      [21, 'FxSpot'],
      [21, 'FxVanillaOption'],
      [4913, 'StockIndex'],
      [4911, 'CfdOnIndex'],
      [firstOf('Bond'), 'Bond'],
      [firstOf('MutualFund'), 'MutualFund'],
      [firstOf('Etf'), 'Etf'],
      [firstOf('Warrant'), 'Warrant'],
    ];
    for (const [uic, type] of samples) {
      const body = details(uic, type);
      for (const field of common) expect(typeof body[field], `${type} ${field}`).toBe('boolean');
      expect(typeof body.UnderlyingTypeCategory, type).toBe('string');
      expect(['Allowed', 'NotAllowed'], type).toContain(body.TradingSignals);
      expect(['BuyOnly', 'NotUsed', 'OddLotsAllowed', 'OddLotsNotAllowed'], type).toContain(body.LotSizeType);
    }
  });

  it('IsSystematicInternaliser on stocks, ETFs, ETCs, ETNs and funds only', () => {
    for (const type of ['Stock', 'Etf', 'Etc', 'Etn', 'Fund']) expect(typeof details(firstOf(type), type).IsSystematicInternaliser, type).toBe('boolean');
    for (const [uic, type] of [
      [211, 'CfdOnStock'],
      [21, 'FxSpot'],
      [4913, 'StockIndex'],
      [4911, 'CfdOnIndex'],
      [firstOf('Bond'), 'Bond'],
      [firstOf('MutualFund'), 'MutualFund'],
      [firstOf('Rights'), 'Rights'],
      [firstFuture(), 'ContractFutures'],
    ] as const) {
      expect(details(uic, type), type).not.toHaveProperty('IsSystematicInternaliser');
    }
  });

  it('slippage in ticks on listed products, their CFDs and bonds; in percent on CFDs on indices and futures', () => {
    for (const type of ['Stock', 'Etf', 'Etc', 'Etn', 'CfdOnStock', 'CfdOnEtf', 'CfdOnEtc', 'CfdOnEtn', 'CfdOnRights', 'Bond', 'ContractFutures']) {
      const body = details(type === 'ContractFutures' ? firstFuture() : firstOf(type), type);
      expect(body.DefaultSlippageType, type).toBe('Ticks');
      expect(typeof body.DefaultSlippage, type).toBe('number');
    }
    expect(details(firstOf('CfdOnIndex'), 'CfdOnIndex').DefaultSlippageType).toBe('Percentage');
    expect(details(firstFuture('CfdOnFutures'), 'CfdOnFutures').DefaultSlippageType).toBe('Percentage');
  });

  it('mutual funds carry the additional minimum trade size and units', () => {
    const fund = details(firstOf('MutualFund'), 'MutualFund');
    expect(typeof fund.AdditionalMinimumTradeSize).toBe('number');
    expect(Number.isInteger(fund.AdditionalMinimumTradeUnits)).toBe(true);
  });

  it('slippage on instruments traded at market; bond, fund and index fields', () => {
    for (const [uic, type] of [
      [211, 'Stock'],
      [211, 'CfdOnStock'],
      [21, 'FxSpot'],
    ] as const) {
      const body = details(uic, type);
      expect(typeof body.DefaultSlippage, type).toBe('number');
      expect(['Percentage', 'Pips', 'Ticks'], type).toContain(body.DefaultSlippageType);
    }
    const bond = details(firstOf('Bond'), 'Bond');
    expect(bond).toMatchObject({ BondIndexRatio: expect.any(Number), LotSize: expect.any(Number), PriceToContractFactor: expect.any(Number) });
    const fund = details(firstOf('MutualFund'), 'MutualFund');
    expect(fund.CutOffTimeForSubscriptions).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(fund).toMatchObject({ IsRedemptionByAmounts: true, IsSwitchBySameCurrency: true });
    expect(details(4913, 'StockIndex')).toMatchObject({ DefaultAmount: expect.any(Number), IncrementSize: expect.any(Number), SupportedOrderTypes: expect.any(Array) });
  });
});

describe('5. conditional and algo orders', () => {
  it('listed stocks offer the trigger order types with their trigger prices, and name their algo strategies', () => {
    const aapl = details(211, 'Stock', 'FieldGroups=SupportedOrderTypeSettings');
    expect(aapl.SupportedOrderTypes).toEqual(expect.arrayContaining(['TriggerBreakout', 'TriggerLimit', 'TriggerStop']));
    expect(aapl.SupportedOrderTriggerPriceTypes).toEqual(expect.arrayContaining(['LastTraded']));
    const settings = (aapl.SupportedOrderTypeSettings as Json[]).map((setting) => setting.OrderType);
    expect(settings).toEqual(expect.arrayContaining(['TriggerLimit']));
    expect(details(23255427, 'Stock').SupportedOrderTypes).toContain('TriggerStop');
    // Algo orders are Limit orders naming a strategy: no Algorithmic order type anywhere, the strategies in SupportedStrategies.
    expect(aapl.SupportedOrderTypes).not.toContain('Algorithmic');
    expect(settings).not.toContain('Algorithmic');
    expect(aapl.SupportedStrategies).toEqual(expect.arrayContaining(['VWAP', 'TWAP']));
  });

  it('CFDs on ETFs, ETCs, ETNs and rights name the algo strategies too', () => {
    for (const type of ['CfdOnEtf', 'CfdOnEtc', 'CfdOnEtn', 'CfdOnRights']) {
      expect(details(firstOf(type), type).SupportedStrategies, type).toEqual(expect.arrayContaining(['VWAP']));
    }
  });

  it('indices and futures take the trigger order types, with the trigger price types', () => {
    const index = details(4913, 'StockIndex');
    expect(index.SupportedOrderTypes).toEqual(['Market', 'TriggerBreakout', 'TriggerLimit', 'TriggerStop']);
    expect(index.SupportedOrderTriggerPriceTypes).toEqual(['LastTraded', 'Open', 'Close']);
    const future = details(firstFuture(), 'ContractFutures');
    expect(future.SupportedOrderTypes).toEqual(expect.arrayContaining(['TriggerBreakout', 'TriggerLimit', 'TriggerStop']));
    expect(future.SupportedOrderTriggerPriceTypes).toEqual(['LastTraded', 'Open', 'Close']);
  });

  it('FX swaps are dealt at market or at a limit', () => {
    expect(details(21, 'FxSwap', 'FieldGroups=SupportedOrderTypeSettings')).toMatchObject({
      SupportedOrderTypes: ['Market', 'Limit'],
      SupportedOrderTypeSettings: [expect.objectContaining({ OrderType: 'Market' }), expect.objectContaining({ OrderType: 'Limit' })],
    });
  });
});

describe('6. option spaces a strict client accepts', () => {
  const statuses = ['NonTradable', 'NotDefined', 'ReduceOnly', 'Tradable'];

  it('DefaultOption has a TradingStatus; Limit distances, GroupOptionRootId, no empty strategy lists', () => {
    for (const id of [1, spxId(), 6, 231]) {
      const body = get(sim, `${SPACE}/${id}`).body;
      expect(statuses, `${id}`).toContain(body.DefaultOption.TradingStatus);
      expect(body.OrderDistances).toMatchObject({ LimitDefaultDistance: expect.any(Number), LimitDefaultDistanceType: expect.any(String) });
      expect(Number.isInteger(body.GroupOptionRootId), `${id}`).toBe(true);
      if ('SupportedStrategies' in body) expect(body.SupportedStrategies.length, `${id}`).toBeGreaterThan(0);
      for (const related of body.RelatedOptionRootsEnhanced ?? []) {
        if ('SupportedStrategies' in related) expect(related.SupportedStrategies.length).toBeGreaterThan(0);
      }
    }
    expect(get(sim, `${SPACE}/231`).body).not.toHaveProperty('SupportedStrategies');
  });

  it('statuses as real chains have them: nearly all tradable, exceptions clustered', () => {
    const counts: Record<string, number> = {};
    let total = 0;
    for (const root of optionRoots().list.filter((_, index) => index % 40 === 0)) {
      const body = get(sim, `${SPACE}/${root.id}`).body;
      for (const entry of body.OptionSpace as Json[]) {
        const options: Json[] = entry.SpecificOptions ?? [];
        // NotDefined is a property of a whole series, never a scattering of single options.
        const undefinedCount = options.filter((option) => option.TradingStatus === 'NotDefined').length;
        expect([0, options.length], `${root.symbol} ${entry.Expiry}`).toContain(undefinedCount);
        // Outside an expiring or undefined series, non-tradable strikes are the far ones.
        if (undefinedCount === 0 && entry.Expiry !== '2026-11-20') {
          const strikes = options.map((option) => option.StrikePrice as number);
          const low = Math.min(...strikes);
          const high = Math.max(...strikes);
          const middle = (low + high) / 2;
          for (const option of options) {
            if (option.TradingStatus === 'NonTradable') expect(Math.abs(option.StrikePrice - middle), `${root.symbol} ${entry.Expiry}`).toBeGreaterThan((high - low) / 4);
          }
        }
        for (const option of options) {
          counts[option.TradingStatus] = (counts[option.TradingStatus] ?? 0) + 1;
          total += 1;
        }
      }
    }
    expect(total).toBeGreaterThan(5_000);
    expect((counts.Tradable ?? 0) / total).toBeGreaterThan(0.85);
    expect((counts.NotDefined ?? 0) / total).toBeLessThan(0.1);
  });
});

describe('7. TradableAs never mixes cash and CFD types', () => {
  it('a cash row lists its cash type (and SrdOnStock), a CFD row its own CFD type', () => {
    const aapl = rows('Uics=211&AssetTypes=Stock,CfdOnStock');
    expect(aapl.map((row) => [row.AssetType, row.TradableAs])).toEqual([
      ['Stock', ['Stock']],
      ['CfdOnStock', ['CfdOnStock']],
    ]);
    expect(rows('Uics=23255427&AssetTypes=Stock')[0].TradableAs).toEqual(['Stock', 'SrdOnStock']);
    expect(details(211, 'CfdOnStock').TradableAs).toEqual(['CfdOnStock']);
    const sample = rows('AssetTypes=Stock,CfdOnStock,Etf,CfdOnEtf,Etc,CfdOnEtc,Etn,CfdOnEtn,Rights,CfdOnRights&$top=1000');
    expect(sample.length).toBe(1000);
    for (const row of sample) {
      const types: string[] = row.TradableAs;
      if (row.AssetType.startsWith('Cfd')) expect(types, row.Symbol).toEqual([row.AssetType]);
      else
        expect(
          types.every((type) => CASH_TYPES.has(type)),
          `${row.Symbol} ${types.join(',')}`,
        ).toBe(true);
    }
  });
});

describe('8. search rows as live clients read them', () => {
  it('IssuerCountry on ETF, ETC, ETN, fund, bond, rights, index and CFD-on-security rows, not on CFDs on indices or futures', () => {
    for (const type of ['Etf', 'Etc', 'Etn', 'Fund', 'MutualFund', 'Bond', 'Rights', 'CfdOnStock', 'CfdOnEtf', 'StockIndex']) {
      const found = rows(`AssetTypes=${type}&$top=20&IncludeNonTradable=true`);
      expect(found.length, type).toBeGreaterThan(0);
      for (const row of found) expect(typeof row.IssuerCountry, `${type} ${row.Symbol}`).toBe('string');
    }
    for (const type of ['CfdOnIndex', 'CfdOnFutures']) {
      const found = rows(`AssetTypes=${type}&$top=1000&IncludeNonTradable=true`);
      expect(found.length, type).toBeGreaterThan(0);
      for (const row of found) expect(row, `${type} ${row.Symbol}`).not.toHaveProperty('IssuerCountry');
    }
  });

  it('option roots carry CurrencyCode and GroupOptionRootId, and no UnderlyingAssetType', () => {
    const roots = [...rows('AssetTypes=StockOption,StockIndexOption,FuturesOption&$top=200'), ...rows('Keywords=spx&AssetTypes=StockIndexOption')];
    for (const row of roots) {
      expect(row.CurrencyCode, row.Symbol).toMatch(/^[A-Z]{3}$/);
      expect(Number.isInteger(row.GroupOptionRootId), row.Symbol).toBe(true);
      expect(row).not.toHaveProperty('UnderlyingAssetType');
    }
    // SPXW is grouped with SPX, its sibling on the same underlying and venue.
    const spxw = roots.find((row) => row.Symbol === 'SPXW:xcbo');
    expect(spxw).toMatchObject({ Identifier: 1, GroupOptionRootId: spxId() });
  });

  it('UnderlyingUic on FX forwards and options, and on CFDs on futures and indices', () => {
    const fx = rows('Uics=21&AssetTypes=FxSpot,FxForwards,FxVanillaOption');
    expect(fx.map((row) => [row.AssetType, row.UnderlyingUic])).toEqual([
      ['FxSpot', undefined],
      ['FxForwards', 21],
      ['FxVanillaOption', 21],
    ]);
    expect(rows('Uics=4911&AssetTypes=CfdOnIndex')[0].UnderlyingUic).toBe(4913);
    const cfdFutures = rows('AssetTypes=CfdOnFutures&$top=20');
    expect(cfdFutures.length).toBeGreaterThan(0);
    for (const row of cfdFutures) {
      expect(Number.isInteger(row.UnderlyingUic), row.Symbol).toBe(true);
      expect(get(sim, `${DETAILS}/${row.UnderlyingUic}/ContractFutures`).status, row.Symbol).toBe(200);
    }
  });
});

describe('10. realism', () => {
  it('SPX lists the third-Friday series; its dailies and weeklies belong to SPXW', () => {
    const spx = get(sim, `${SPACE}/${spxId()}`).body;
    expect(spx.Symbol).toBe('SPX:xcbo');
    for (const entry of spx.OptionSpace as Json[]) {
      const day = parseIsoDay(entry.Expiry) as number;
      const third = nthWeekday(Number(entry.Expiry.slice(0, 4)), Number(entry.Expiry.slice(5, 7)), FRIDAY, 3);
      // The third Friday, or the business day before it when that is a holiday.
      expect(third - day, entry.Expiry).toBeGreaterThanOrEqual(0);
      expect(third - day, entry.Expiry).toBeLessThan(4);
    }
    const weeklies = get(sim, `${SPACE}/1`).body.OptionSpace as Json[];
    const weekdays = new Set(weeklies.map((entry) => weekdayOf(parseIsoDay(entry.Expiry) as number)));
    expect(weekdays.size).toBeGreaterThanOrEqual(4);
  });

  it('the AAPL root lists dozens of strikes per expiry', () => {
    const root = optionRoots().list.find((candidate) => candidate.underlying.uic === 211);
    const body = get(sim, `${SPACE}/${root?.id}`).body;
    for (const entry of body.OptionSpace as Json[]) {
      const strikes = new Set((entry.SpecificOptions as Json[]).map((option) => option.StrikePrice));
      expect(strikes.size, entry.Expiry).toBeGreaterThanOrEqual(30);
    }
  });

  it('FX value dates skip the holidays of both currencies (and of USD)', () => {
    // Tuesday before US Thanksgiving (26 Nov 2026): EURUSD values on the Friday.
    const tuesday = simAt('2026-11-24T10:00:00Z');
    expect(details(21, 'FxSpot', '', tuesday).FxSpotDate).toBe('2026-11-27T00:00:00.000000Z');
    // Before the August bank holiday in England (31 Aug 2026), GBP pairs roll past it; EURUSD does not.
    const thursday = simAt('2026-08-27T10:00:00Z');
    expect(details(21, 'FxSpot', '', thursday).FxSpotDate).toBe('2026-08-31T00:00:00.000000Z');
    const gbp = universe().instruments.find((instrument) => instrument.symbol === 'GBPUSD');
    expect(details(gbp?.uic as number, 'FxSpot', '', thursday).FxSpotDate).toBe('2026-09-01T00:00:00.000000Z');
  });

  it('the first forward date is the spot date, as in the documented details of Uic 23', () => {
    // The documented sample has FxSpotDate and FxForwardMinForwardDate on the same day for FxSpot, FxForwards and FxSwap.
    for (const type of ['FxSpot', 'FxForwards', 'FxSwap']) {
      const body = details(21, type);
      expect(body.FxForwardMinForwardDate, type).toBe(body.FxSpotDate);
    }
  });

  it('FX swap rows exist for a currency pair Uic', () => {
    expect(rows('Uics=21&AssetTypes=FxSwap')).toEqual([expect.objectContaining({ AssetType: 'FxSwap', Identifier: 21, Symbol: 'EURUSD' })]);
    const swap = details(21, 'FxSwap');
    expect(swap).toMatchObject({ AssetType: 'FxSwap', Uic: 21, FxForwardMinForwardDate: expect.any(String), FxForwardMaxForwardDate: expect.any(String) });
    // As in the live sample of Uic 23, the swap is not among the pair's TradableAs.
    expect(swap.TradableAs).not.toContain('FxSwap');
  });

  it('keeps the live sample: the Shell B line in Amsterdam names the group primary listing 16348', () => {
    // Facts (live SIM 2019): RDSB:xams has PrimaryListing 16348, the A line in London, like RDSa:xams.
    expect(rows('Uics=46278&AssetTypes=Stock')[0]).toMatchObject({ Symbol: 'RDSB:xams', PrimaryListing: 16348, GroupId: 1798 });
  });
});
