import { describe, expect, it } from 'vitest';
import { get, simAt } from './refdata.test-support';

const REQUESTS = [
  '/openapi/ref/v1/instruments?Keywords=bank&$top=200',
  '/openapi/ref/v1/instruments?AssetTypes=Stock,CfdOnStock,Bond&$top=500&$skip=20000',
  '/openapi/ref/v1/instruments?AssetTypes=ContractFutures,CfdOnFutures,FuturesOption&$top=1000',
  '/openapi/ref/v1/instruments/details?Uics=21,23,211,16350,28001&FieldGroups=TradingSessions,OrderSetting,SupportedOrderTypeSettings',
  '/openapi/ref/v1/instruments/details?AssetTypes=MutualFund,Warrant&$top=300&$skip=1000',
  '/openapi/ref/v1/instruments/contractoptionspaces/231',
  '/openapi/ref/v1/instruments/contractoptionspaces/1?OptionSpaceSegment=AllDates',
  '/openapi/ref/v1/instruments/futuresspaces/28034',
  '/openapi/ref/v1/instruments/tradingschedule/23255427/Stock',
  '/ref/v1/timezones',
];

describe('determinism', () => {
  it('gives the same bytes for the same clock, whatever was asked before', () => {
    const first = simAt('2026-05-14T07:30:00Z');
    const second = simAt('2026-05-14T07:30:00Z');
    const forward = REQUESTS.map((path) => get(first, path).raw);
    const backward = [...REQUESTS]
      .reverse()
      .map((path) => get(second, path).raw)
      .reverse();
    for (const [i, path] of REQUESTS.entries()) {
      expect(forward[i], path).not.toBeNull();
      expect(backward[i], path).toBe(forward[i]);
    }
  });

  it('moves dated content with the clock', () => {
    const a = get(simAt('2026-05-14T07:30:00Z'), '/openapi/ref/v1/instruments/futuresspaces/28001').raw;
    const b = get(simAt('2026-08-14T07:30:00Z'), '/openapi/ref/v1/instruments/futuresspaces/28001').raw;
    expect(a).not.toBe(b);
    // The static universe does not move.
    const c = get(simAt('2026-05-14T07:30:00Z'), '/openapi/ref/v1/instruments?ExchangeId=NZSE&$top=1000').raw;
    const d = get(simAt('2029-01-02T07:30:00Z'), '/openapi/ref/v1/instruments?ExchangeId=NZSE&$top=1000').raw;
    expect(c).toBe(d);
  });
});
