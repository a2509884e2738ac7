import { describe, expect, it } from 'vitest';
import { get, simAt, NOW } from './refdata.test-support';
import { dayOf, weekdayOf, FRIDAY, nthWeekday } from '../core/calendar';
import { parseIsoDay } from '../core/clock';
import { optionRoots } from './options';

const sim = simAt();
const SPACE = '/openapi/ref/v1/instruments/contractoptionspaces';
const DEMO_CLIENT = 'Xq7fVb3mN2pLrT8kC1dWzA==';
const OTHER_CLIENT = 'Nq4LwP8sYt2hVc6mR0bEkA==';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function space(id: number | string, query = '', token = 'demo') {
  return get(sim, `${SPACE}/${id}${query ? `?${query}` : ''}`, token);
}

function options(body: Json): Json[] {
  return body.OptionSpace.flatMap((entry: Json) => entry.SpecificOptions ?? []);
}

describe('option roots', () => {
  it('are at least 500, of all three kinds, reachable through search', () => {
    const response = get(sim, '/openapi/ref/v1/instruments?AssetTypes=StockOption,StockIndexOption,FuturesOption&$top=1000');
    const rows: Json[] = response.body.Data;
    expect(rows.length).toBeGreaterThanOrEqual(500);
    expect(new Set(rows.map((row) => row.AssetType))).toEqual(new Set(['StockOption', 'StockIndexOption', 'FuturesOption']));
    expect(rows.every((row) => row.SummaryType === 'ContractOptionRoot')).toBe(true);
    expect(new Set(rows.map((row) => row.Identifier)).size).toBe(rows.length);
    expect(rows.filter((row) => row.CanParticipateInMultiLegOrder).length).toBeGreaterThan(100);
  });

  it('keep root 231 on Euronext Amsterdam with underlying 16350', () => {
    const { status, body } = space(231);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      AssetType: 'StockOption',
      CanParticipateInMultiLegOrder: false,
      ContractSize: 100,
      CurrencyCode: 'EUR',
      Description: 'Royal Dutch Shell Plc A',
      Exchange: { CountryCode: 'NL', ExchangeId: 'EUR_AMS2', Name: 'Euronext Equity & Index Derivatives - AMS' },
      ExerciseStyle: 'American',
      GroupId: 0,
      IsTradable: true,
      LotSizeType: 'OddLotsNotAllowed',
      OptionRootId: 231,
      PriceToContractFactor: 100,
      RelatedOptionRoots: [],
      SettlementStyle: 'PhysicalDelivery',
      SupportedOrderTypes: ['Limit'],
      Symbol: 'RDSA:xams',
      UnderlyingAssetType: 'Stock',
    });
    expect(body.RelatedInstruments).toEqual([
      { AssetType: 'Stock', Uic: 16350 },
      { AssetType: 'CfdOnStock', Uic: 16350 },
    ]);
    expect(new Set(options(body).map((option) => option.UnderlyingUic))).toEqual(new Set([16350]));
    expect(body.DefaultOption).toMatchObject({ PutCall: 'Call', UnderlyingUic: 16350 });
    // Listed in the order series were created (long-dated first), like the live sample: not sorted by date.
    const expiries = body.OptionSpace.map((entry: Json) => entry.Expiry);
    expect(expiries).not.toEqual([...expiries].sort());
    // Out to the December four to five years ahead.
    expect(expiries.some((expiry: string) => expiry.startsWith('2030-12') || expiry.startsWith('2031-'))).toBe(true);
  });

  it('describe every expiry with display dates, days and a Saxo-style last trade time', () => {
    const { body } = space(231);
    const today = parseIsoDay(NOW.slice(0, 10)) as number;
    for (const entry of body.OptionSpace) {
      const expiry = parseIsoDay(entry.Expiry) as number;
      const display = parseIsoDay(entry.DisplayExpiry) as number;
      expect(entry.DisplayExpiry.endsWith('-01')).toBe(true);
      expect(entry.Expiry.slice(0, 7)).toBe(entry.DisplayExpiry.slice(0, 7));
      expect(entry.DisplayDaysToExpiry).toBe(Math.max(0, display - today));
      expect(entry.DisplayDaysToLastTradeDate).toBe(expiry - today);
      expect(entry.LastTradeDate).toMatch(/^\d{4}-\d{2}-\d{2}T1[56]:30:00\.000000Z$/);
      expect(entry.LastTradeDate.slice(0, 10)).toBe(entry.Expiry);
      expect(entry.TickSizeScheme).toEqual({ DefaultTickSize: 0.05, Elements: [{ HighPrice: 5, TickSize: 0.01 }] });
      // Monthly and quarterly series expire on the third Friday (or the business day before).
      const { year, month } = { year: Number(entry.Expiry.slice(0, 4)), month: Number(entry.Expiry.slice(5, 7)) };
      expect(nthWeekday(year, month, FRIDAY, 3) - expiry).toBeLessThanOrEqual(1);
    }
    // Amsterdam closes at 17:30 local: 16:30Z in winter, 15:30Z in summer.
    const winter = body.OptionSpace.find((entry: Json) => entry.Expiry.slice(5, 7) === '12');
    expect(winter.LastTradeDate.slice(11, 16)).toBe('16:30');
    const summer = body.OptionSpace.find((entry: Json) => entry.Expiry.slice(5, 7) === '06');
    expect(summer.LastTradeDate.slice(11, 16)).toBe('15:30');
  });

  it('include a big S&P 500 index root (SPXW, id 1: dailies, weeklies and PM third Fridays) with 50+ expiries and 200+ strikes in the widest', () => {
    const started = performance.now();
    const { status, body, raw } = space(1, 'OptionSpaceSegment=AllDates');
    const elapsed = performance.now() - started;
    console.info(`big root AllDates: ${(raw ?? '').length} bytes, ${options(body).length} options, ${elapsed.toFixed(0)} ms`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      Symbol: 'SPXW:xcbo',
      AssetType: 'StockIndexOption',
      UnderlyingAssetType: 'StockIndex',
      Exchange: { ExchangeId: 'CBOE' },
      ExerciseStyle: 'European',
      SettlementStyle: 'CashDelivery',
      CanParticipateInMultiLegOrder: true,
    });
    expect(body.OptionSpace.length).toBeGreaterThanOrEqual(50);
    const widest = Math.max(...body.OptionSpace.map((entry: Json) => new Set((entry.SpecificOptions ?? []).map((option: Json) => option.StrikePrice)).size));
    expect(widest).toBeGreaterThanOrEqual(200);
    expect(new Set(options(body).map((option) => option.UnderlyingUic))).toEqual(new Set([4913]));
    // Dates are relative to now: the first expiry is today or later, the last within a year or so.
    const expiries = body.OptionSpace.map((entry: Json) => entry.Expiry);
    expect(expiries).toEqual([...expiries].sort());
    expect(expiries[0] >= NOW.slice(0, 10)).toBe(true);
    expect(Number(expiries.at(-1).slice(0, 4))).toBeLessThanOrEqual(2031);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('ladder strikes: finer near the money, weeklies (of SPXW) narrower than quarterlies (of SPX)', () => {
    const spx = optionRoots().list.find((root) => root.code === 'SPX');
    const { body } = space(spx?.id as number);
    const weeklies = space(1).body;
    const ladder = (entry: Json): number[] => [...new Set<number>((entry.SpecificOptions ?? []).map((option: Json) => option.StrikePrice))].sort((a, b) => a - b);
    const quarterly = body.OptionSpace.find((entry: Json) => {
      const day = parseIsoDay(entry.Expiry) as number;
      const month = Number(entry.Expiry.slice(5, 7));
      return month % 3 === 0 && weekdayOf(day) === FRIDAY && day === nthWeekday(Number(entry.Expiry.slice(0, 4)), month, FRIDAY, 3);
    });
    const weekly = weeklies.OptionSpace.find((entry: Json) => {
      const day = parseIsoDay(entry.Expiry) as number;
      return weekdayOf(day) === FRIDAY && day !== nthWeekday(Number(entry.Expiry.slice(0, 4)), Number(entry.Expiry.slice(5, 7)), FRIDAY, 3);
    });
    const q = ladder(quarterly);
    const w = ladder(weekly);
    expect((w.at(-1) as number) - (w[0] as number)).toBeLessThan((q.at(-1) as number) - (q[0] as number));
    const gaps = q.slice(1).map((strike, i) => strike - (q[i] as number));
    const atm = q.reduce((best, strike) => (Math.abs(strike - 6800) < Math.abs(best - 6800) ? strike : best));
    const nearGap = gaps[q.indexOf(atm)] as number;
    expect(nearGap).toBe(5);
    expect(gaps[0]).toBeGreaterThan(nearGap);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(25);
  });

  it('list weekly, monthly (third Friday) and quarterly expiries', () => {
    const { body } = space(2);
    const days = body.OptionSpace.map((entry: Json) => parseIsoDay(entry.Expiry) as number);
    const third = days.filter((day: number) => {
      const iso = new Date(day * 86_400_000).toISOString();
      return day === nthWeekday(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), FRIDAY, 3);
    });
    expect(third.length).toBeGreaterThanOrEqual(6);
    expect(days.length - third.length).toBeGreaterThanOrEqual(3);
    const december = dayOf(2027, 12, 17);
    expect(days).toContain(december);
  });
});

describe('option space segments', () => {
  it('default to every expiry (AllDates), as the live service answered', () => {
    const { body } = space(231);
    expect(body.OptionSpace.every((entry: Json) => Array.isArray(entry.SpecificOptions) && entry.SpecificOptions.length > 0)).toBe(true);
    expect(space(231, 'OptionSpaceSegment=AllDates').raw).toBe(space(231).raw);
  });

  it('None lists the expiries only; DefaultDates fills the default expiry', () => {
    const none = space(231, 'OptionSpaceSegment=None').body;
    expect(none.OptionSpace.length).toBeGreaterThan(5);
    expect(none.OptionSpace.every((entry: Json) => !('SpecificOptions' in entry))).toBe(true);
    const defaults = space(231, 'OptionSpaceSegment=DefaultDates').body;
    const filled = defaults.OptionSpace.filter((entry: Json) => 'SpecificOptions' in entry);
    expect(filled).toHaveLength(1);
    expect(`${filled[0].Expiry}T00:00:00Z`).toBe(defaults.DefaultExpiry);
    expect(defaults.OptionSpace).toHaveLength(none.OptionSpace.length);
  });

  it('SpecificDates fills the given expiries (or months) and needs ExpiryDates', () => {
    const all = space(1, 'OptionSpaceSegment=None').body.OptionSpace.map((entry: Json) => entry.Expiry);
    const picked = [all[3], all[10]];
    const body = space(1, `OptionSpaceSegment=SpecificDates&ExpiryDates=${picked.join(',')}`).body;
    expect(body.OptionSpace.filter((entry: Json) => entry.SpecificOptions).map((entry: Json) => entry.Expiry)).toEqual(picked);
    const repeated = space(1, `OptionSpaceSegment=SpecificDates&ExpiryDates=${picked[0]}&ExpiryDates=${picked[1]}`).body;
    expect(repeated.OptionSpace.filter((entry: Json) => entry.SpecificOptions)).toHaveLength(2);
    const month = space(231, 'OptionSpaceSegment=SpecificDates&ExpiryDates=2027-06-01').body;
    expect(month.OptionSpace.filter((entry: Json) => entry.SpecificOptions).map((entry: Json) => entry.Expiry)).toEqual(['2027-06-18']);
    const missing = space(1, 'OptionSpaceSegment=SpecificDates');
    expect(missing.status).toBe(400);
    expect(missing.body.ErrorCode).toBe('ExpiryDatesMustBeSet');
    expect(missing.body.Message).toBe('ExpiryDates must be set if SpecificDates is chosen in OptionSpaceSegment.');
    const bad = space(1, 'OptionSpaceSegment=SpecificDates&ExpiryDates=someday');
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState).toHaveProperty('ExpiryDates');
  });

  it('UnderlyingUic keeps the options of one underlying and needs UnderlyingUic', () => {
    const futuresRoot = optionRoots().list.find((root) => root.assetType === 'FuturesOption' && root.code === 'ESO');
    const all = options(space(futuresRoot?.id as number).body);
    const underlyings = [...new Set(all.map((option) => option.UnderlyingUic))];
    expect(underlyings.length).toBeGreaterThanOrEqual(2);
    const only = space(futuresRoot?.id as number, `OptionSpaceSegment=UnderlyingUic&UnderlyingUic=${underlyings[1]}`).body;
    const kept = options(only);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((option) => option.UnderlyingUic === underlyings[1])).toBe(true);
    expect(kept.length).toBe(all.filter((option) => option.UnderlyingUic === underlyings[1]).length);
    const missing = space(futuresRoot?.id as number, 'OptionSpaceSegment=UnderlyingUic');
    expect(missing.status).toBe(400);
    expect(missing.body.ErrorCode).toBe('UnderlyingUICMustBeSet');
    expect(missing.body.Message).toBe('UnderlyingUic must be set if UnderlyingUic is chosen in OptionSpaceSegment.');
  });

  it('never ignores ExpiryDates or UnderlyingUic: they pick the segment when none is named and narrow every other', () => {
    const expiries = space(1, 'OptionSpaceSegment=None').body.OptionSpace.map((entry: Json) => entry.Expiry);
    const filledExpiries = (body: Json) => body.OptionSpace.filter((entry: Json) => entry.SpecificOptions).map((entry: Json) => entry.Expiry);
    // No segment named: ExpiryDates means SpecificDates.
    const implied = space(1, `ExpiryDates=${expiries[2]}`);
    expect(implied.raw).toBe(space(1, `OptionSpaceSegment=SpecificDates&ExpiryDates=${expiries[2]}`).raw);
    expect(filledExpiries(implied.body)).toEqual([expiries[2]]);
    // AllDates and DefaultDates are narrowed to the given dates.
    expect(filledExpiries(space(1, `OptionSpaceSegment=AllDates&ExpiryDates=${expiries[4]}`).body)).toEqual([expiries[4]]);
    const defaultExpiry = filledExpiries(space(1, 'OptionSpaceSegment=DefaultDates').body);
    const other = expiries.find((expiry: string) => expiry !== defaultExpiry[0]);
    expect(filledExpiries(space(1, `OptionSpaceSegment=DefaultDates&ExpiryDates=${other}`).body)).toEqual([]);
    expect(filledExpiries(space(1, `OptionSpaceSegment=DefaultDates&ExpiryDates=${defaultExpiry[0]}`).body)).toEqual(defaultExpiry);

    const futuresRoot = optionRoots().list.find((root) => root.assetType === 'FuturesOption' && root.code === 'ESO')?.id as number;
    const underlyings = [...new Set(options(space(futuresRoot).body).map((option) => option.UnderlyingUic))];
    const chosen = underlyings[1];
    // No segment named: UnderlyingUic means the UnderlyingUic segment.
    expect(space(futuresRoot, `UnderlyingUic=${chosen}`).raw).toBe(space(futuresRoot, `OptionSpaceSegment=UnderlyingUic&UnderlyingUic=${chosen}`).raw);
    // With SpecificDates, UnderlyingUic narrows the given expiries to that underlying.
    const dated = space(futuresRoot, 'OptionSpaceSegment=None').body.OptionSpace.map((entry: Json) => entry.Expiry);
    const both = space(futuresRoot, `OptionSpaceSegment=SpecificDates&ExpiryDates=${dated.join(',')}&UnderlyingUic=${chosen}`).body;
    expect(options(both).length).toBeGreaterThan(0);
    expect(options(both).every((option) => option.UnderlyingUic === chosen)).toBe(true);

    // None fills nothing, so the filters would be ignored: 400, naming them.
    const none = space(1, `OptionSpaceSegment=None&ExpiryDates=${expiries[0]}&UnderlyingUic=${chosen}`);
    expect(none.status).toBe(400);
    expect(none.body.ErrorCode).toBe('InvalidRequest');
    expect(Object.keys(none.body.ModelState).sort()).toEqual(['ExpiryDates', 'UnderlyingUic']);
  });

  it('shows adjusted series with a second underlying after a corporate action', () => {
    const unilever = optionRoots().byUnderlying.get(14231761)?.[0];
    const body = space(unilever?.id as number).body;
    expect(new Set(options(body).map((option) => option.UnderlyingUic))).toEqual(new Set([14231761, 100105]));
    expect(body.RelatedInstruments).toContainEqual({ AssetType: 'Stock', Uic: 100105 });
    const multi = optionRoots().list.filter((root) => root.secondary);
    expect(multi.length).toBeGreaterThanOrEqual(5);
  });

  it('TradingStatus filters the options, several values allowed', () => {
    const all = options(space(231).body);
    // Root 231's November series expires on the pinned day: reduce-only away from the money.
    expect(new Set(all.map((option) => option.TradingStatus))).toEqual(new Set(['Tradable', 'NonTradable', 'ReduceOnly']));
    const tradable = options(space(231, 'TradingStatus=Tradable').body);
    expect(tradable.length).toBe(all.filter((option) => option.TradingStatus === 'Tradable').length);
    const two = options(space(231, 'TradingStatus=Tradable,NotDefined').body);
    expect(two.length).toBe(all.filter((option) => ['Tradable', 'NotDefined'].includes(option.TradingStatus)).length);
    expect(space(231, 'TradingStatus=Maybe').status).toBe(400);
  });

  it('CanParticipateInMultiLegOrder must match the root, else 404', () => {
    expect(space(231, 'CanParticipateInMultiLegOrder=false').status).toBe(200);
    const mismatch = space(231, 'CanParticipateInMultiLegOrder=true');
    expect(mismatch.status).toBe(404);
    expect(mismatch.raw).toBeNull();
    expect(space(1, 'CanParticipateInMultiLegOrder=true').status).toBe(200);
    expect(space(1, 'CanParticipateInMultiLegOrder=perhaps').status).toBe(400);
  });

  it('ClientKey must be a demo client and decides TradableOn', () => {
    expect(space(231, `ClientKey=${encodeURIComponent(DEMO_CLIENT)}`).body.TradableOn).toEqual(['9226397', '9226397USD']);
    expect(space(231, `ClientKey=${encodeURIComponent(OTHER_CLIENT)}`).body.TradableOn).toEqual(['76940INET', '76940INET1', '76940INET2', '76940INET3']);
    const bad = space(231, 'ClientKey=unknown');
    expect(bad.status).toBe(400);
    expect(bad.body.ErrorCode).toBe('InvalidRequest');
    expect(bad.body.ModelState).toHaveProperty('ClientKey');
  });

  it('rejects bad root ids, 404s unknown ones and hides everything from restricted users', () => {
    for (const id of ['abc', '-5', '0', '1.5', '99999999999']) {
      const response = space(id);
      expect(response.status, id).toBe(400);
      expect(response.body.ErrorCode).toBe('InvalidOptionRootId');
    }
    const unknown = space(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.raw).toBeNull();
    expect(space(231, '', 'demo-restricted').status).toBe(404);
    expect(space(1, '', 'demo-restricted').status).toBe(404);
  });
});

describe('contract options', () => {
  it('open in details, with strike, expiry, side, underlying and root', () => {
    const roots = optionRoots().list;
    let opened = 0;
    for (let i = 0; i < roots.length; i += 23) {
      const root = roots[i] as (typeof roots)[number];
      const body = space(root.id).body;
      for (const [index, entry] of (body.OptionSpace as Json[]).entries()) {
        if (index % 3 !== 0) continue;
        const list: Json[] = entry.SpecificOptions;
        for (const option of [list[0], list[Math.floor(list.length / 2)], list.at(-1)]) {
          const details = get(sim, `/openapi/ref/v1/instruments/details/${option.Uic}/${root.assetType}`);
          expect(details.status, `${root.symbol} ${option.Uic}`).toBe(200);
          expect(details.body).toMatchObject({
            AssetType: root.assetType,
            Uic: option.Uic,
            PutCall: option.PutCall,
            StrikePrice: option.StrikePrice,
            ExpiryDate: entry.Expiry,
            TradingStatus: option.TradingStatus,
            UnderlyingAssetType: expect.any(String),
            RelatedInstruments: [{ Uic: option.UnderlyingUic, AssetType: expect.any(String) }],
            RelatedOptionRootsEnhanced: [expect.objectContaining({ AssetType: root.assetType, OptionRootId: root.id })],
            IsTradable: option.TradingStatus === 'Tradable' || option.TradingStatus === 'NotDefined',
          });
          expect(details.body.Symbol).toMatch(/^[A-Z0-9]+\/\d{2}[FGHJKMNQUVXZ]\d{2}[CP][\d.]+:[a-z]+$/);
          opened += 1;
        }
      }
    }
    expect(opened).toBeGreaterThan(200);
  });

  it('decode only in their own asset type and only while listed', () => {
    const body = space(231).body;
    const first = body.OptionSpace.find((entry: Json) => entry.Expiry === '2026-12-18');
    const option = first.SpecificOptions[0];
    expect(get(sim, `/openapi/ref/v1/instruments/details/${option.Uic}/Stock`).status).toBe(404);
    expect(get(sim, `/openapi/ref/v1/instruments/details/${option.Uic}/StockOption`, 'demo-restricted').status).toBe(404);
    // The next day slot (a Saturday) holds no expiry.
    expect(get(sim, `/openapi/ref/v1/instruments/details/${option.Uic + 1024}/StockOption`).status).toBe(404);
    // After expiry the Uic no longer resolves.
    const later = simAt('2027-01-05T10:00:00Z');
    expect(get(later, `/openapi/ref/v1/instruments/details/${option.Uic}/StockOption`).status).toBe(404);
  });

  it('keep their Uics from one day to the next', () => {
    const tomorrow = simAt('2026-11-21T10:00:00Z');
    for (const id of [1, 231, 16]) {
      const todayOptions = new Map<number, Json>();
      for (const entry of space(id).body.OptionSpace as Json[]) {
        if (entry.Expiry <= '2026-11-21') continue;
        for (const option of entry.SpecificOptions) todayOptions.set(option.Uic, { ...option, Expiry: entry.Expiry });
      }
      const next = get(tomorrow, `${SPACE}/${id}`).body;
      const tomorrowOptions = new Map<number, Json>();
      for (const entry of next.OptionSpace as Json[]) for (const option of entry.SpecificOptions) tomorrowOptions.set(option.Uic, { ...option, Expiry: entry.Expiry });
      for (const [uic, option] of todayOptions) expect(tomorrowOptions.get(uic)).toEqual(option);
    }
  });

  it('on futures deliver the dated contracts of the space', () => {
    const root = optionRoots().list.find((candidate) => candidate.code === 'ESO');
    const body = space(root?.id as number).body;
    expect(body).toMatchObject({ AssetType: 'FuturesOption', UnderlyingAssetType: 'ContractFutures', RelatedInstruments: [{ AssetType: 'ContractFutures', Uic: 28001 }] });
    for (const uic of new Set(options(body).map((option) => option.UnderlyingUic))) {
      const future = get(sim, `/openapi/ref/v1/instruments/details/${uic}/ContractFutures`);
      expect(future.status).toBe(200);
      expect(future.body.Symbol).toMatch(/^ES[HMUZ]\d$/);
    }
  });
});
