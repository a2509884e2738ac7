/**
 * Every field name in a sample of every operation's answers is one the
 * service's schemas or the documented live payloads have (schema-fields.ts):
 * a field the simulator invents fails here.
 */
import { describe, expect, it } from 'vitest';
import { get, getAll, simAt } from './refdata/refdata.test-support';
import { SCHEMAS, unknownFields } from './schema-fields';
import { optionRoots } from './refdata/options';
import { HARBOUR, MIKKEL, NORDLYS } from './ca/ca.test-support';

const sim = simAt();
const REF = '/openapi/ref/v1/instruments';
const GROUPS = 'FieldGroups=OrderSetting,SupportedOrderTypeSettings,TradingSessions';
const TYPES = [
  'Stock', 'CfdOnStock', 'SrdOnStock', 'Etf', 'CfdOnEtf', 'Etc', 'CfdOnEtc', 'Etn', 'CfdOnEtn', 'Rights', 'CfdOnRights', 'Fund', 'MutualFund', 'Bond',
  'FxSpot', 'FxForwards', 'FxSwap', 'FxVanillaOption', 'FxKnockInOption', 'FxKnockOutOption', 'FxOneTouchOption', 'FxNoTouchOption', 'StockIndex',
  'CfdOnIndex', 'ContractFutures', 'CfdOnFutures', 'Warrant', 'WarrantKnockOut', 'WarrantOpenEndKnockOut', 'WarrantDoubleKnockOut', 'MiniFuture',
  'CertificateBonus', 'CertificateTracker', 'CertificateDiscount', 'CertificateUncappedCapitalProtection', 'CompanyWarrant',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function checked(path: string, schema: string): Json {
  const response = get(sim, path);
  expect(response.status, path).toBe(200);
  expect(unknownFields(response.body, schema), path).toEqual([]);
  return response.body;
}

describe('every field of every operation is a documented one', () => {
  it('the allow-list refers only to schemas it defines', () => {
    for (const [name, fields] of Object.entries(SCHEMAS)) {
      for (const [field, sub] of Object.entries(fields)) if (sub) expect(SCHEMAS, `${name}.${field}`).toHaveProperty(sub);
    }
  });

  it('catches an invented field', () => {
    expect(unknownFields({ Data: [{ Symbol: 'X', IsinCode: 'Y' }] }, 'SummaryInfoList')).toEqual(['Data[0].IsinCode']);
  });

  it('4.1 search', () => {
    const queries = [
      '$top=1000',
      'Keywords=shell&$top=200',
      'Keywords=continuous&IncludeNonTradable=true&$top=200',
      'Uics=12,21,22,23&AssetTypes=FxSpot,FxForwards,FxSwap,FxVanillaOption,FxKnockInOption,FxKnockOutOption,FxOneTouchOption,FxNoTouchOption',
      'AssetTypes=StockOption,StockIndexOption,FuturesOption&$top=1000',
      `AssetTypes=${TYPES.join(',')}&IncludeNonTradable=true&$top=1000`,
      ...TYPES.map((type) => `AssetTypes=${type}&IncludeNonTradable=true&$top=100`),
    ];
    for (const query of queries) checked(`${REF}?${query}`, 'SummaryInfoList');
  });

  it('4.2 option spaces', () => {
    const roots = optionRoots().list;
    for (let index = 0; index < roots.length; index += 25) checked(`${REF}/contractoptionspaces/${(roots[index] as (typeof roots)[number]).id}`, 'ContractOptionSpace');
    for (const id of [1, 6, 231]) checked(`${REF}/contractoptionspaces/${id}?OptionSpaceSegment=DefaultDates`, 'ContractOptionSpace');
  });

  it('4.3 and 4.4 details, with every field group', () => {
    let modelled = 0;
    for (const type of TYPES) {
      const list = get(sim, `${REF}/details?AssetTypes=${type}&$top=60&${GROUPS}`);
      // A type with no instruments answers 404, as on the live service.
      if (list.status === 404) continue;
      modelled += 1;
      expect(list.status, type).toBe(200);
      expect(unknownFields(list.body, 'InstrumentDetailsList'), type).toEqual([]);
      const first = list.body.Data[0];
      checked(`${REF}/details/${first.Uic}/${type}?${GROUPS}`, 'InstrumentDetails');
    }
    expect(modelled).toBeGreaterThanOrEqual(25);
    const space = get(sim, `${REF}/contractoptionspaces/1`).body;
    const uics = space.OptionSpace.slice(0, 3).map((entry: Json) => entry.SpecificOptions[0].Uic);
    checked(`${REF}/details?Uics=${uics.join(',')}&${GROUPS}`, 'InstrumentDetailsList');
    checked(`${REF}/details/${uics[0]}/StockIndexOption?${GROUPS}`, 'InstrumentDetails');
  });

  it('4.5 futures spaces and 4.6 trading schedules', () => {
    const continuous = get(sim, `${REF}?Keywords=continuous&IncludeNonTradable=true&$top=30`).body.Data as Json[];
    for (const row of continuous) checked(`${REF}/futuresspaces/${row.Identifier}`, 'FuturesSpace');
    for (const [uic, type] of [[211, 'Stock'], [21, 'FxSpot'], [4913, 'StockIndex'], [28001, 'ContractFutures']]) {
      checked(`${REF}/tradingschedule/${uic}/${type}`, 'InstrumentTradeSessions');
    }
  });

  it('4.7 time zones', () => {
    checked('/ref/v1/timezones', 'TimeZoneList');
  });

  it('4.8 to 4.10 corporate actions', () => {
    for (const client of [MIKKEL, NORDLYS, HARBOUR]) {
      const { rows } = getAll(sim, `/openapi/ca/v2/events?ClientKey=${encodeURIComponent(client)}&IncludeSubAccounts=true&IncludeLapsedEvents=true`);
      expect(rows.length).toBeGreaterThan(0);
      expect(unknownFields(rows, 'Event')).toEqual([]);
      for (const event of rows.slice(0, 10)) checked(`/openapi/ca/v2/events/${event.EventId}?ClientKey=${encodeURIComponent(client)}&IncludeSubAccounts=true`, 'Event');
      checked(`/openapi/ca/v2/events/lookupdata?ClientKey=${encodeURIComponent(client)}&FieldGroups=All`, 'LookupList');
    }
  });

  it('error bodies', () => {
    for (const path of [`${REF}?AssetTypes=Shares`, `${REF}/details/211/Shares`, `${REF}/contractoptionspaces/1?OptionSpaceSegment=SpecificDates`, '/openapi/ca/v2/events?SortColumn=Nope']) {
      const response = get(sim, path);
      expect(response.status, path).toBe(400);
      expect(unknownFields(response.body, 'Error'), path).toEqual([]);
    }
  });
});
