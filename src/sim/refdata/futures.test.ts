import { describe, expect, it } from 'vitest';
import { get, simAt, NOW } from './refdata.test-support';
import { parseIsoDay } from '../core/clock';
import { FRIDAY, nthWeekday, weekdayOf } from '../core/calendar';
import { futuresSpaces } from './futures';

const sim = simAt();
const SPACES = '/openapi/ref/v1/instruments/futuresspaces';
const today = parseIsoDay(NOW.slice(0, 10)) as number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('continuous futures', () => {
  const continuous: Json[] = get(sim, '/openapi/ref/v1/instruments?Keywords=continuous&IncludeNonTradable=true&$top=1000').body.Data;

  it('number at least 50 across the futures venues, found with the keyword "continuous"', () => {
    expect(continuous.length).toBeGreaterThanOrEqual(50);
    expect(new Set(continuous.map((row) => row.ExchangeId))).toEqual(
      new Set(['CME', 'CBOT', 'NYMEX', 'COMEX', 'CBOE', 'EUREX', 'ICE_IPE', 'ICE_LIF', 'EUR_PAR1', 'OSE_JP', 'HKEX', 'ASX']),
    );
    const bases = new Set(futuresSpaces().map((space) => space.base));
    for (const base of ['ES', 'NQ', 'YM', 'RTY', 'CL', 'BRN', 'NG', 'GC', 'SI', 'HG', 'ZC', 'W', 'ZS', 'ZN', 'FGBL', 'FGBM', 'FGBS', 'FESX', 'FDAX', 'NK', '6E', '6J']) {
      expect(bases, base).toContain(base);
    }
  });

  it('are non-tradable ContractFutures rows with the Continuous hint', () => {
    const es = continuous.find((row) => row.Identifier === 28001);
    expect(es).toEqual({
      AssetType: 'ContractFutures',
      CurrencyCode: 'USD',
      Description: 'E-mini S&P 500 - Continuous',
      DisplayHint: 'Continuous',
      ExchangeId: 'CME',
      GroupId: expect.any(Number),
      Identifier: 28001,
      IsKeywordMatch: true,
      PrimaryListing: 28001,
      SummaryType: 'Instrument',
      Symbol: 'ES:xcme',
      TradableAs: ['ContractFutures'],
    });
    const details = get(sim, '/openapi/ref/v1/instruments/details/28001/ContractFutures').body;
    expect(details).toMatchObject({ DisplayHint: 'Continuous', IsTradable: false, NonTradableReason: 'NotOnlineClientTradable', TradableOn: [] });
    const front = get(sim, `${SPACES}/28001`).body.Elements[0];
    expect(details.RelatedInstruments).toEqual([{ AssetType: 'ContractFutures', Uic: front.Uic }]);
    expect(details.RelatedOptionRootsEnhanced[0]).toMatchObject({ AssetType: 'FuturesOption' });
  });

  it('each open a futures space whose elements open in details and point back', () => {
    let opened = 0;
    for (const row of continuous) {
      const response = get(sim, `${SPACES}/${row.Identifier}`);
      expect(response.status, row.Symbol).toBe(200);
      const { BaseIdentifier, Elements } = response.body;
      expect(row.Symbol.startsWith(`${BaseIdentifier}:`)).toBe(true);
      expect(Elements.length).toBeGreaterThanOrEqual(2);
      const dates = Elements.map((element: Json) => element.ExpiryDate);
      expect(dates).toEqual([...dates].sort());
      for (const element of Elements) {
        expect(element.DaysToExpiry).toBe((parseIsoDay(element.ExpiryDate) as number) - today);
        expect(element.DaysToExpiry).toBeGreaterThanOrEqual(0);
        expect(element.Symbol).toMatch(new RegExp(`^${BaseIdentifier}[FGHJKMNQUVXZ]\\d$`));
      }
      for (const element of [Elements[0], Elements.at(-1)]) {
        const details = get(sim, `/openapi/ref/v1/instruments/details/${element.Uic}/ContractFutures`);
        expect(details.status, element.Symbol).toBe(200);
        expect(details.body).toMatchObject({
          AssetType: 'ContractFutures',
          Uic: element.Uic,
          Symbol: element.Symbol,
          ExpiryDate: element.ExpiryDate,
          NoticeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          ContractSize: expect.any(Number),
          PriceToContractFactor: expect.any(Number),
          TickSize: expect.any(Number),
          IsTradable: true,
          PrimaryListing: Elements[0].Uic,
          RelatedInstruments: [{ AssetType: 'ContractFutures', Uic: row.Identifier }],
          TradableAs: ['ContractFutures'],
        });
        expect(details.body.NoticeDate <= details.body.ExpiryDate || details.body.SettlementStyle === 'PhysicalDelivery').toBe(true);
        opened += 1;
      }
    }
    expect(opened).toBeGreaterThanOrEqual(100);
  });

  it('keep the broker example: 28016 is the wheat space "W"', () => {
    const { body } = get(sim, `${SPACES}/28016`);
    expect(body.BaseIdentifier).toBe('W');
    expect(body.Elements[0]).toEqual({ DaysToExpiry: 24, ExpiryDate: '2026-12-14', Symbol: 'WZ6', Uic: expect.any(Number) });
  });

  it('follow real expiry rules', () => {
    const es = get(sim, `${SPACES}/28001`).body.Elements;
    expect(es.map((element: Json) => element.Symbol)).toEqual(['ESZ6', 'ESH7', 'ESM7', 'ESU7', 'ESZ7']);
    for (const element of es) {
      const day = parseIsoDay(element.ExpiryDate) as number;
      expect(weekdayOf(day)).toBe(FRIDAY);
      expect(day).toBe(nthWeekday(Number(element.ExpiryDate.slice(0, 4)), Number(element.ExpiryDate.slice(5, 7)), FRIDAY, 3));
    }
    // WTI expires in the month before delivery, three business days before the 25th.
    const cl = get(sim, `${SPACES}/28034`).body.Elements;
    expect(cl[0]).toMatchObject({ Symbol: 'CLZ6', ExpiryDate: '2026-11-20', DaysToExpiry: 0 });
    expect(cl).toHaveLength(18);
    const gold = get(sim, '/openapi/ref/v1/instruments/details/' + get(sim, `${SPACES}/28041`).body.Elements[0].Uic + '/ContractFutures').body;
    expect(gold).toMatchObject({ Symbol: 'GCZ6', SettlementStyle: 'PhysicalDelivery', ContractSize: 100, TickSize: 0.1 });
    expect(gold.NoticeDate < gold.ExpiryDate).toBe(true);
  });

  it('roll as time passes, keeping contract Uics', () => {
    const before = get(sim, `${SPACES}/28001`).body.Elements;
    const after = get(simAt('2026-12-21T10:00:00Z'), `${SPACES}/28001`).body.Elements;
    expect(after[0].Symbol).toBe('ESH7');
    expect(after[0].Uic).toBe(before[1].Uic);
    expect(get(simAt('2026-12-21T10:00:00Z'), `/openapi/ref/v1/instruments/details/${before[0].Uic}/ContractFutures`).status).toBe(404);
  });

  it('appear as dated rows in search, tradable, grouped with their space', () => {
    const elements = get(sim, `${SPACES}/28034`).body.Elements;
    const rows = get(sim, `/openapi/ref/v1/instruments?Uics=${elements.map((element: Json) => element.Uic).join(',')}&$top=100`).body.Data;
    expect(rows).toHaveLength(elements.length);
    expect(new Set(rows.map((row: Json) => row.GroupId)).size).toBe(1);
    expect(rows[0]).toMatchObject({ AssetType: 'ContractFutures', Description: 'Crude Oil WTI - Dec 2026', ExchangeId: 'NYMEX', Symbol: 'CLZ6', PrimaryListing: elements[0].Uic });
  });

  it('CFDs on futures point at their contract', () => {
    const cfd = get(sim, '/openapi/ref/v1/instruments?Keywords=OILUS').body.Data[0];
    const details = get(sim, `/openapi/ref/v1/instruments/details/${cfd.Identifier}/CfdOnFutures`).body;
    expect(details).toMatchObject({
      AssetType: 'CfdOnFutures',
      Exchange: { ExchangeId: '' },
      TradingUnitsSingular: 'Barrel',
      TradingUnitsPlural: 'Barrels',
      ExpiryDate: '2026-11-20',
    });
    expect(details.RelatedInstruments[0].AssetType).toBe('ContractFutures');
  });

  it('rejects bad ids, 404s others, hides Asia-Pacific spaces from restricted users', () => {
    for (const id of ['abc', '0', '-4', '2.5']) {
      const response = get(sim, `${SPACES}/${id}`);
      expect(response.status, id).toBe(400);
      expect(response.body.ErrorCode).toBe('InvalidContinuousFuturesUic');
    }
    for (const id of [211, 99_999]) {
      const response = get(sim, `${SPACES}/${id}`);
      expect(response.status).toBe(404);
      expect(response.raw).toBeNull();
    }
    expect(get(sim, `${SPACES}/28066`, 'demo-restricted').status).toBe(404);
    expect(get(sim, `${SPACES}/28066`).status).toBe(200);
    expect(get(sim, `${SPACES}/28001`, 'demo-restricted').status).toBe(200);
  });
});
