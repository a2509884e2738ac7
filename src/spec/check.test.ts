/**
 * The schema check against the broker's own payloads (copied from the reference material into
 * __fixtures__/samples) and against drift injected into them: each kind of finding, with its path.
 */
import { describe, expect, it } from 'vitest';
import { check, checkAll, checkAnswer, describeType, FINDINGS_KEPT, unknownFields, type Finding } from './check';
import { ENUMS, SCALARS, SCHEMAS, isEnumName, isSchemaName, type EnumDef, type SchemaDef, type SchemaName } from './schemas';
import { OPERATIONS, operationOf } from './operations';
import caEvent from './__fixtures__/samples/ca-event-by-id-saxospec.json';
import caLookup from './__fixtures__/samples/ca-events-lookupdata-saxospec.json';
import caEvents from './__fixtures__/samples/ca-events-saxospec.json';
import space1 from './__fixtures__/samples/contractoptionspaces-1.json';
import space2 from './__fixtures__/samples/contractoptionspaces-2.json';
import spaceSpec from './__fixtures__/samples/contractoptionspaces-saxospec.json';
import futuresSpec from './__fixtures__/samples/futuresspaces-saxospec.json';
import instruments1 from './__fixtures__/samples/instruments-1.json';
import instruments2 from './__fixtures__/samples/instruments-2.json';
import instruments3 from './__fixtures__/samples/instruments-3.json';
import instruments4 from './__fixtures__/samples/instruments-4.json';
import instruments5 from './__fixtures__/samples/instruments-5.json';
import instrumentsSpec from './__fixtures__/samples/instruments-saxospec.json';
import liveItems from './__fixtures__/samples/instruments-data-items-1.json';
import detailsList1 from './__fixtures__/samples/instruments-details-1.json';
import detailsListSpec from './__fixtures__/samples/instruments-details-saxospec.json';
import details1 from './__fixtures__/samples/instruments-details-uic-assettype-1.json';
import detailsSpec from './__fixtures__/samples/instruments-details-uic-assettype-saxospec.json';
import timezones1 from './__fixtures__/samples/timezones-1.json';
import timezonesSpec from './__fixtures__/samples/timezones-saxospec.json';
import schedule1 from './__fixtures__/samples/tradingschedule-1.json';
import scheduleSpec from './__fixtures__/samples/tradingschedule-saxospec.json';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const copy = <T>(value: T): Json => structuredClone(value);
/** The findings in short, sorted. */
const where = (findings: readonly Finding[]) => findings.map(({ kind, path, value }) => `${kind} ${path} ${value}`).sort();

describe('the table', () => {
  it('names a type for every field: a scalar, an enumeration or a schema of its own, or a list of one', () => {
    const known = (type: string) => (SCALARS as readonly string[]).includes(type) || isEnumName(type) || isSchemaName(type);
    for (const [name, def] of Object.entries(SCHEMAS) as [string, SchemaDef][]) {
      for (const [field, type] of Object.entries(def.fields)) expect(known(type.replace(/\[\]$/, '')), `${name}.${field}: ${type}`).toBe(true);
      for (const field of [...(def.live ?? []), ...(def.required ?? [])]) expect(def.fields, `${name}: ${field}`).toHaveProperty(field);
    }
  });

  it('keeps enumerations and schemas apart, each value once, the live values among the values', () => {
    for (const name of Object.keys(ENUMS)) expect(isSchemaName(name), name).toBe(false);
    for (const [name, { values, live = [] }] of Object.entries(ENUMS) as [string, EnumDef][]) {
      expect(new Set(values).size, name).toBe(values.length);
      for (const value of live) expect(values, `${name}: ${value}`).toContain(value);
    }
  });

  it('maps the ten operations, whatever the gateway puts before them, and nothing else', () => {
    expect(OPERATIONS).toHaveLength(10);
    const at = (url: string) => operationOf(url)?.section;
    expect(at('https://gateway.saxobank.com/sim/openapi/ref/v1/instruments?Keywords=shell&$top=5')).toBe('4.1');
    expect(at('https://demo.refex.invalid/openapi/ref/v1/instruments/contractoptionspaces/16?OptionSpaceSegment=DefaultDates')).toBe('4.2');
    expect(at('/openapi/ref/v1/instruments/details?Uics=211,16350&AssetTypes=Stock')).toBe('4.3');
    expect(at('/openapi/ref/v1/instruments/details/')).toBe('4.3');
    expect(at('/openapi/ref/v1/instruments/details/211/Stock')).toBe('4.4');
    expect(at('/openapi/ref/v1/instruments/futuresspaces/28001')).toBe('4.5');
    expect(at('/openapi/ref/v1/instruments/tradingschedule/211/Stock')).toBe('4.6');
    expect(at('/ref/v1/timezones')).toBe('4.7');
    expect(at('/openapi/ref/v1/timezones')).toBe('4.7');
    expect(at('/openapi/ca/v2/events?ClientKey=x')).toBe('4.8');
    expect(at('/openapi/ca/v2/events/9501101')).toBe('4.9');
    expect(at('/openapi/ca/v2/events/lookupdata?FieldGroups=All')).toBe('4.10');
    for (const other of ['/openapi/ref/Isalive', '/openapi/port/v1/accounts', '/openapi/ref/v1/instruments/details/211', '/openapi/ca/v2/events/1/2', 'not a url at all']) {
      expect(at(other), other).toBeUndefined();
    }
  });
});

describe('the broker’s own payloads', () => {
  // Samples of the published documents, of Saxo's documentation (2019) and live captures: no finding, but for
  // three that the facts explain.
  it.each([
    ['instruments-1', instruments1, 'SummaryInfoList'],
    ['instruments-2 (live SIM)', instruments2, 'SummaryInfoList'],
    ['instruments-3 (live SIM)', instruments3, 'SummaryInfoList'],
    ['instruments-4 (live SIM)', instruments4, 'SummaryInfoList'],
    ['instruments-5 (live SIM, option roots)', instruments5, 'SummaryInfoList'],
    ['instruments-data-items-1 (live 2026, the rows alone)', liveItems, 'SummaryInfo[]'],
    ['contractoptionspaces-1', space1, 'ContractOptionSpace'],
    ['contractoptionspaces-2 (live SIM)', space2, 'ContractOptionSpace'],
    ['contractoptionspaces-saxospec', spaceSpec, 'ContractOptionSpace'],
    ['instruments-details-1', detailsList1, 'InstrumentDetailsList'],
    ['instruments-details-uic-assettype-1', details1, 'InstrumentDetails'],
    ['futuresspaces-saxospec', futuresSpec, 'FuturesSpace'],
    ['tradingschedule-1', schedule1, 'InstrumentTradeSessions'],
    ['tradingschedule-saxospec (placeholder Undefined and 9999 dates)', scheduleSpec, 'InstrumentTradeSessions'],
    ['timezones-saxospec', timezonesSpec, 'TimeZoneList'],
    ['ca-events-saxospec', caEvents, 'EventList'],
    ['ca-event-by-id-saxospec', caEvent, 'Event'],
    ['ca-events-lookupdata-saxospec', caLookup, 'LookupList'],
  ] as const)('%s: no finding', (_, sample, schema) => {
    expect(check(sample, schema)).toEqual([]);
  });

  it('the published examples of the two lists: a placeholder __next, which the facts call one (0.5)', () => {
    const placeholder = { kind: 'envelope', path: '__next', value: '"/openapi/....../?$top=1&$skip=1"' };
    expect(check(instrumentsSpec, 'SummaryInfoList')).toEqual([expect.objectContaining(placeholder)]);
    expect(check(detailsListSpec, 'InstrumentDetailsList')[0]).toEqual(
      expect.objectContaining({ ...placeholder, allowed: expect.stringContaining('/ref/v1/instruments/details') }),
    );
  });

  it('the published details examples: TickSize as the text "5E-05", a documentation artefact by the facts (3: live sends a number)', () => {
    expect(where(check(detailsSpec, 'InstrumentDetails'))).toEqual(['type TickSize "5E-05"']);
    expect(where(check(detailsListSpec, 'InstrumentDetailsList').slice(1))).toEqual(['type Data[0].TickSize "5E-05"', 'type Data[1].TickSize "5E-05"']);
  });

  it('the 2019 time zones: TimeZoneId as a number, the older shape the facts describe (6: text now)', () => {
    const findings = check(timezones1, 'TimeZoneList');
    expect(findings).toHaveLength(timezones1.Data.length);
    expect(findings[3]).toEqual({ kind: 'type', path: 'Data[3].TimeZoneId', value: '3', allowed: 'text' });
  });
});

describe('drift injected into real answers is found, with its path', () => {
  it('an unknown field', () => {
    const answer = copy(instruments2);
    answer.Data[3].IsinCode = 'NL0000009082';
    answer.Data[1].Popularity = { Rank: 3 };
    expect(check(answer, 'SummaryInfoList')).toEqual([
      { kind: 'unknown-field', path: 'Data[1].Popularity', value: '{"Rank":3}', allowed: expect.stringContaining('the fields of SummaryInfo') },
      { kind: 'unknown-field', path: 'Data[3].IsinCode', value: '"NL0000009082"', allowed: expect.stringContaining('the fields of SummaryInfo') },
    ]);
    expect(unknownFields(answer, 'SummaryInfoList')).toEqual(['Data[1].Popularity', 'Data[3].IsinCode']);
  });

  it('an enum value outside the documented set, a trailing space, an empty string', () => {
    const answer = copy(instruments2);
    answer.Data[3].TradableAs[1] = 'CfdOnCrypto';
    answer.Data[0].SummaryType = 'Instrument ';
    answer.Data[2].DisplayHint = '';
    expect(where(check(answer, 'SummaryInfoList'))).toEqual(['enum Data[0].SummaryType "Instrument "', 'enum Data[2].DisplayHint ""', 'enum Data[3].TradableAs[1] "CfdOnCrypto"']);
    expect(check(answer, 'SummaryInfoList')[0]?.allowed).toBe('one of EntityType: ContractOptionRoot, Instrument, Undefined');
    // The corporate-actions schema has its own, smaller AssetType, and no literal Undefined.
    const event = copy(caEvent);
    event.AssetType = 'Etf';
    event.EventState = 'Undefined';
    event.Holdings[0].Options[0].ElectionType = 'Standing';
    expect(where(check(event, 'Event'))).toEqual(['enum AssetType "Etf"', 'enum EventState "Undefined"', 'enum Holdings[0].Options[0].ElectionType "Standing"']);
  });

  it('a flaggable enumeration may join values', () => {
    const space = copy(spaceSpec);
    space.OptionSpace[1].SpecificOptions[0].TradingStatus = 'Tradable, ReduceOnly';
    expect(check(space, 'ContractOptionSpace')).toEqual([]);
    space.OptionSpace[1].SpecificOptions[0].TradingStatus = 'Tradable, Halted';
    expect(where(check(space, 'ContractOptionSpace'))).toEqual(['enum OptionSpace[1].SpecificOptions[0].TradingStatus "Tradable, Halted"']);
  });

  it('a value of the wrong type: a number as text, a null, a list where one value goes, text that is no date', () => {
    const answer = copy(details1);
    answer.Uic = '23';
    answer.AmountDecimals = 2.5;
    answer.IsTradable = 'true';
    answer.Exchange = null;
    answer.TradableAs = 'FxForwards';
    answer.FxSpotDate = 'Undefined';
    answer.StandardAmounts[1] = '25000';
    expect(where(check(answer, 'InstrumentDetails'))).toEqual([
      'type AmountDecimals 2.5',
      'type Exchange null',
      'type FxSpotDate "Undefined"',
      'type IsTradable "true"',
      'type StandardAmounts[1] "25000"',
      'type TradableAs "FxForwards"',
      'type Uic "23"',
    ]);
    const [first] = check({ ...copy(details1), Uic: '23' }, 'InstrumentDetails');
    expect(first).toEqual({ kind: 'type', path: 'Uic', value: '"23"', allowed: 'a whole number' });
    const event = copy(caEvent);
    event.Ex.Date = '';
    event.EligibleHoldings = '1500';
    expect(where(check(event, 'Event'))).toEqual(['type EligibleHoldings "1500"', 'type Ex.Date ""']);
  });

  it('a missing required field: the error body’s ErrorCode and Message, a feed’s Data', () => {
    expect(check({ ErrorCode: 'InvalidRequest', Message: 'x', ModelState: { Keywords: ['too short'] } }, 'Error')).toEqual([]);
    expect(check({ Message: 'Invalid AssetType specified.' }, 'Error')).toEqual([
      { kind: 'required', path: 'ErrorCode', value: 'missing', allowed: 'ErrorCode is required in Error' },
    ]);
    expect(where(check({ ErrorCode: 'TooFast', ModelState: { 'Uics[0]': 'not a list' } }, 'Error'))).toEqual([
      'enum ErrorCode "TooFast"',
      'required Message missing',
      'type ModelState["Uics[0]"] "not a list"',
    ]);
    const { Data: _rows, ...envelope } = copy(timezonesSpec);
    expect(where(check(envelope, 'TimeZoneList'))).toEqual(['required Data missing']);
  });

  it('a paging envelope that breaks the rules', () => {
    const url = 'https://gateway.saxobank.com/sim/openapi/ref/v1/instruments/details?Uics=23&$top=2';
    const answer = copy(detailsList1);
    answer.__next = 'https://gateway.saxobank.com/sim/openapi/ref/v1/instruments/details?Uics=23&$top=2&$skip=2';
    expect(check(answer, 'InstrumentDetailsList', { url })).toEqual([]);
    // A path of the same operation, relative to the gateway, is a link too.
    answer.__next = '/sim/openapi/ref/v1/instruments/details?$skip=2';
    expect(check(answer, 'InstrumentDetailsList', { url })).toEqual([]);
    answer.__count = '6';
    answer.MaxRows = -1;
    answer.__next = 'https://gateway.saxobank.com/sim/openapi/ref/v1/instruments?$skip=2';
    expect(where(check(answer, 'InstrumentDetailsList', { url }))).toEqual([
      'envelope MaxRows -1',
      'envelope __count "6"',
      'envelope __next "https://gateway.saxobank.com/sim/openapi/ref/v1/instruments?$skip=2"',
    ]);
    // Another origin, a link that is no URL, rows that are no list.
    const other = { Data: {}, __next: 'https://evil.example/openapi/ref/v1/instruments/details?$skip=2' };
    expect(check(other, 'InstrumentDetailsList', { url })).toEqual([
      { kind: 'envelope', path: 'Data', value: '{}', allowed: 'a list: the rows of this page of the feed' },
      {
        kind: 'envelope',
        path: '__next',
        value: '"https://evil.example/openapi/ref/v1/instruments/details?$skip=2"',
        allowed: expect.stringContaining('at https://gateway.saxobank.com'),
      },
    ]);
    expect(where(check({ Data: [], __next: 'http://[' }, 'TimeZoneList'))).toEqual(['envelope __next "http://["']);
    expect(where(check({ Data: [], __next: '' }, 'EventList'))).toEqual(['envelope __next ""']);
  });

  it('counts every finding and keeps the first few hundred', () => {
    const rows = Array.from({ length: 300 }, (_, index) => ({ Identifier: String(index), Symbol: 'X' }));
    const result = checkAll({ Data: rows }, 'SummaryInfoList');
    expect(result.total).toBe(300);
    expect(result.findings).toHaveLength(FINDINGS_KEPT);
    expect(result.findings[FINDINGS_KEPT - 1]?.path).toBe(`Data[${FINDINGS_KEPT - 1}].Identifier`);
  });

  it('says what a type allows in words', () => {
    expect(describeType('integer[]')).toBe('a list of integer');
    expect(describeType('date')).toBe('a date (YYYY-MM-DD, with or without a time)');
    expect(describeType('AssetType')).toBe(`one of the ${ENUMS.AssetType.values.length} documented values of AssetType`);
    expect(describeType('TradingStatus')).toBe('one of TradingStatus: NonTradable, NotDefined, ReduceOnly, Tradable, Undefined, or several joined by commas');
    expect(describeType('ExchangeSummary')).toBe('an object (ExchangeSummary)');
  });
});

describe('a request’s answer, by its URL and status', () => {
  const gateway = 'https://gateway.saxobank.com/sim/openapi';
  const schemaOf = (url: string, status: number, body = '{}') => checkAnswer({ url, status, body }).schema;

  it('holds each operation’s answer to its schema, and an error body to the error’s', () => {
    const schemas: Record<string, SchemaName> = {
      '/ref/v1/instruments?Keywords=x': 'SummaryInfoList',
      '/ref/v1/instruments/contractoptionspaces/1': 'ContractOptionSpace',
      '/ref/v1/instruments/details?Uics=1': 'InstrumentDetailsList',
      '/ref/v1/instruments/details/1/Stock': 'InstrumentDetails',
      '/ref/v1/instruments/futuresspaces/1': 'FuturesSpace',
      '/ref/v1/instruments/tradingschedule/1/Stock': 'InstrumentTradeSessions',
      '/ref/v1/timezones': 'TimeZoneList',
      '/ca/v2/events': 'EventList',
      '/ca/v2/events/1': 'Event',
      '/ca/v2/events/lookupdata': 'LookupList',
    };
    for (const [path, schema] of Object.entries(schemas)) {
      expect(schemaOf(`${gateway}${path}`, 200), path).toBe(schema);
      expect(schemaOf(`${gateway}${path}`, 400), path).toBe('Error');
    }
  });

  it('checks a real answer with its URL, and says why another is not held to a schema', () => {
    const url = `${gateway}/ref/v1/timezones`;
    expect(checkAnswer({ url, status: 200, body: JSON.stringify(timezonesSpec) })).toEqual(expect.objectContaining({ schema: 'TimeZoneList', findings: [], total: 0 }));
    expect(checkAnswer({ url: `${gateway}/ref/Isalive`, status: 200, body: 'ok' }).skipped).toBe('not one of the ten operations of the specification');
    expect(checkAnswer({ url, status: 0, body: undefined }).skipped).toBe('no answer came');
    expect(checkAnswer({ url, status: 404, body: '' }).skipped).toBe('an error answer without a body');
    expect(checkAnswer({ url, status: 304, body: '' }).skipped).toBe('HTTP 304: no schema');
  });

  it('finds an empty body or one that is not JSON where the operation answers JSON', () => {
    const url = `${gateway}/ref/v1/instruments?Keywords=shell`;
    expect(checkAnswer({ url, status: 200, body: '' }).findings).toEqual([{ kind: 'body', path: '', value: '(empty)', allowed: expect.stringContaining('SummaryInfoList') }]);
    expect(checkAnswer({ url, status: 200, body: '{"Data": [' }).findings).toEqual([
      { kind: 'body', path: '', value: '"{\\"Data\\": ["', allowed: expect.stringContaining('a JSON body') },
    ]);
    expect(checkAnswer({ url, status: 503, body: '<html>busy</html>' }).findings).toEqual([expect.objectContaining({ kind: 'body' })]);
  });
});
