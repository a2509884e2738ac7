/**
 * The simulator held to the specification's table (src/spec/schemas.ts): every answer of a wide set of
 * representative requests, asked through the test mount (testing.ts) as the app asks, and every page its
 * `__next` links lead to, has no finding of the schema check (src/spec/check.ts): no invented field, no
 * enum value outside the documented sets, no value of the wrong type, no missing required field, and
 * paging that keeps the rules. The simulator's own vocabularies are the table's.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '@/spec/check';
import { ENUMS } from '@/spec/schemas';
import { operationOf } from '@/spec/operations';
import { createSimFetch, createTestSimulator, TEST_GATEWAY } from './testing';
import { createFaultInjector, parseFaultRules } from './core/faults';
import { UNKNOWN_ENUM_VALUE } from './core/junk';
import { optionRoots } from './refdata/options';
import { ALL_ASSET_TYPES } from './refdata/asset-types';
import { DEMO_CLIENTS } from './core/accounts';
import { CA_ASSET_TYPES, CORPORATE_ACTION_TYPES, ELECTION_STATUSES, EVENT_STATES, EVENT_STATUSES, LOOKUP_FIELD_GROUPS } from './ca/vocabulary';

const simFetch = createSimFetch(createTestSimulator());
const REF = '/openapi/ref/v1/instruments';
const GROUPS = 'FieldGroups=OrderSetting,SupportedOrderTypeSettings,TradingSessions';
const TYPES = [
  'Stock',
  'CfdOnStock',
  'SrdOnStock',
  'Etf',
  'CfdOnEtf',
  'Etc',
  'CfdOnEtc',
  'Etn',
  'CfdOnEtn',
  'Rights',
  'CfdOnRights',
  'Fund',
  'MutualFund',
  'Bond',
  'FxSpot',
  'FxForwards',
  'FxSwap',
  'FxVanillaOption',
  'FxKnockInOption',
  'FxKnockOutOption',
  'FxOneTouchOption',
  'FxNoTouchOption',
  'StockIndex',
  'CfdOnIndex',
  'ContractFutures',
  'CfdOnFutures',
  'Warrant',
  'WarrantKnockOut',
  'WarrantOpenEndKnockOut',
  'WarrantDoubleKnockOut',
  'MiniFuture',
  'CertificateBonus',
  'CertificateTracker',
  'CertificateDiscount',
  'CertificateUncappedCapitalProtection',
  'CompanyWarrant',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Answer {
  status: number;
  body: Json;
}

/** GET `path` from the test mount as the demo user; its answer must have no finding. */
async function ask(path: string): Promise<Answer> {
  const url = path.startsWith('http') ? path : `${TEST_GATEWAY}${path}`;
  const response = await simFetch(url, { headers: { Authorization: 'Bearer demo' } });
  const text = await response.text();
  const result = checkAnswer({ url, status: response.status, body: text });
  // Held to a schema, unless an error without a body (a 404 has none).
  if (result.skipped) expect(response.status >= 400 && !text, url).toBe(true);
  expect(result.findings, url).toEqual([]);
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A successful answer, checked, and up to `pages` pages of it by `__next` (each checked too); returns every row read. */
async function checked(path: string, pages = 1): Promise<Json> {
  const first = await ask(path);
  expect(first.status, path).toBe(200);
  let next: string | undefined = first.body?.__next;
  const rows: Json[] = [...(first.body?.Data ?? [])];
  for (let page = 1; next && page < pages; page += 1) {
    expect(operationOf(next), next).toBe(operationOf(path));
    const more = await ask(next);
    expect(more.status, next).toBe(200);
    rows.push(...more.body.Data);
    next = more.body.__next;
  }
  return Object.assign(first.body ?? {}, { rows });
}

describe('the simulator keeps to the published schemas', () => {
  it('4.1 search', async () => {
    const queries = [
      '$top=1000',
      'Keywords=shell&$top=200',
      'Keywords=continuous&IncludeNonTradable=true&$top=200',
      'Uics=12,21,22,23&AssetTypes=FxSpot,FxForwards,FxSwap,FxVanillaOption,FxKnockInOption,FxKnockOutOption,FxOneTouchOption,FxNoTouchOption',
      'AssetTypes=StockOption,StockIndexOption,FuturesOption&$top=1000',
      `AssetTypes=${TYPES.join(',')}&IncludeNonTradable=true&$top=1000`,
      ...TYPES.map((type) => `AssetTypes=${type}&IncludeNonTradable=true&$top=100`),
    ];
    for (const query of queries) await checked(`${REF}?${query}`);
    // Paging: the links lead to further pages of the same operation.
    expect((await checked(`${REF}?AssetTypes=Stock&$top=50`, 3)).rows).toHaveLength(150);
  });

  it('4.2 option spaces', async () => {
    const roots = optionRoots().list;
    for (let index = 0; index < roots.length; index += 25) await checked(`${REF}/contractoptionspaces/${(roots[index] as (typeof roots)[number]).id}`);
    for (const id of [1, 6, 231]) await checked(`${REF}/contractoptionspaces/${id}?OptionSpaceSegment=DefaultDates`);
    await checked(`${REF}/contractoptionspaces/1?OptionSpaceSegment=AllDates`);
  });

  it('4.3 and 4.4 details, with every field group', async () => {
    let modelled = 0;
    for (const type of TYPES) {
      const path = `${REF}/details?AssetTypes=${type}&$top=60&${GROUPS}`;
      const list = await ask(path);
      // A type with no instruments answers 404, as on the live service.
      if (list.status === 404) continue;
      modelled += 1;
      expect(list.status, type).toBe(200);
      const first = list.body.Data[0];
      await checked(`${REF}/details/${first.Uic}/${type}?${GROUPS}`);
      await checked(`${REF}/details/${first.Uic}/${type}`);
    }
    expect(modelled).toBeGreaterThanOrEqual(25);
    const space = (await checked(`${REF}/contractoptionspaces/1`)) as Json;
    const uics = space.OptionSpace.slice(0, 3).map((entry: Json) => entry.SpecificOptions[0].Uic);
    await checked(`${REF}/details?Uics=${uics.join(',')}&${GROUPS}`);
    await checked(`${REF}/details/${uics[0]}/StockIndexOption?${GROUPS}`);
    await checked(`${REF}/details?AssetTypes=Stock&$top=100`, 3);
  });

  it('4.5 futures spaces and 4.6 trading schedules', async () => {
    const continuous = (await checked(`${REF}?Keywords=continuous&IncludeNonTradable=true&$top=30`)).rows as Json[];
    for (const row of continuous) await checked(`${REF}/futuresspaces/${row.Identifier}`);
    for (const [uic, type] of [
      [211, 'Stock'],
      [21, 'FxSpot'],
      [4913, 'StockIndex'],
      [28001, 'ContractFutures'],
    ])
      await checked(`${REF}/tradingschedule/${uic}/${type}`);
  });

  it('4.7 time zones, on both paths', async () => {
    await checked('/ref/v1/timezones');
    await checked('/openapi/ref/v1/timezones');
  });

  it('4.8 to 4.10 corporate actions, of every demo client', async () => {
    for (const { clientKey } of DEMO_CLIENTS) {
      const client = encodeURIComponent(clientKey);
      const { rows } = await checked(`/openapi/ca/v2/events?ClientKey=${client}&IncludeSubAccounts=true&IncludeLapsedEvents=true&$top=500`, 40);
      expect(rows.length, clientKey).toBeGreaterThan(0);
      for (const event of rows.slice(0, 10)) await checked(`/openapi/ca/v2/events/${event.EventId}?ClientKey=${client}&IncludeSubAccounts=true`);
      for (const group of ['All', 'AllAssetTypes', 'AllEventTypes']) await checked(`/openapi/ca/v2/events/lookupdata?ClientKey=${client}&FieldGroups=${group}`);
    }
    // The institutional client's showcase: an event of every event type, cancelled and complete ones by id.
    const aurora = encodeURIComponent(DEMO_CLIENTS[3]?.clientKey ?? '');
    for (let id = 9504001; id <= 9504066; id += 1) {
      const event = await ask(`/openapi/ca/v2/events/${id}?ClientKey=${aurora}&IncludeSubAccounts=true`);
      expect([200, 404], String(id)).toContain(event.status);
    }
  });

  it('error bodies', async () => {
    for (const path of [
      `${REF}?AssetTypes=Shares`,
      `${REF}/details/211/Shares`,
      `${REF}/contractoptionspaces/1?OptionSpaceSegment=SpecificDates`,
      '/openapi/ca/v2/events?SortColumn=Nope',
    ]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(400);
    }
  });
});

describe('the faults that spoil an answer are found', () => {
  /** The findings of the answer to `path` under `rules`. */
  async function findingsUnder(rules: unknown, path: string) {
    const faulty = createSimFetch(createTestSimulator(), createFaultInjector(parseFaultRules(rules)));
    const url = `${TEST_GATEWAY}${path}`;
    const response = await faulty(url, { headers: { Authorization: 'Bearer demo' } });
    return checkAnswer({ url, status: response.status, body: await response.text() }).findings;
  }

  it('junk: unknown enum values, numbers as text, the literal Undefined in a date, each with its path', async () => {
    const findings = await findingsUnder({ path: 'instruments', kind: 'junk', rate: 1, junk: ['unknown-enum'] }, `${REF}?Keywords=shell&$top=5`);
    expect(findings.length).toBeGreaterThan(5);
    expect(findings).toContainEqual({ kind: 'enum', path: 'Data[0].AssetType', value: `"${UNKNOWN_ENUM_VALUE}"`, allowed: expect.stringContaining('AssetType') });
    const numbers = await findingsUnder({ path: 'instruments', kind: 'junk', rate: 1, junk: ['number-as-text'] }, `${REF}/details/211/Stock`);
    expect(numbers).toContainEqual({ kind: 'type', path: 'AmountDecimals', value: '"0"', allowed: 'a whole number' });
    const dates = await findingsUnder({ path: 'events', kind: 'junk', rate: 1, junk: ['undefined'], fields: ['Date'] }, `/openapi/ca/v2/events?$top=3`);
    expect(dates.filter((finding) => finding.kind === 'type' && /^Data\[\d+\]\.\w+\.Date$/.test(finding.path)).length).toBeGreaterThan(2);
  });

  it('inject: a text put into an enumeration', async () => {
    const findings = await findingsUnder({ path: 'events', kind: 'inject', fields: ['EventState'], values: ['<b>Drafted</b>'] }, '/openapi/ca/v2/events?$top=2');
    expect(findings).toEqual([
      { kind: 'enum', path: 'Data[0].EventState', value: '"<b>Drafted</b>"', allowed: expect.stringContaining('EventState') },
      { kind: 'enum', path: 'Data[1].EventState', value: '"<b>Drafted</b>"', allowed: expect.stringContaining('EventState') },
    ]);
  });
});

describe('the simulator’s vocabularies are the table’s', () => {
  const sorted = (values: readonly string[]) => [...values].sort();

  it('asset types: every published name and every name seen live (the table also lets the literal Undefined pass)', () => {
    expect(sorted(ALL_ASSET_TYPES)).toEqual(sorted(ENUMS.AssetType.values.filter((value) => value !== 'Undefined')));
  });

  it('corporate actions: states, statuses, types, lookup groups, and the asset types events carry', () => {
    expect(sorted(EVENT_STATES)).toEqual(sorted(ENUMS.EventState.values));
    expect(sorted(EVENT_STATUSES)).toEqual(sorted(ENUMS.EventStatus.values));
    expect(sorted(ELECTION_STATUSES)).toEqual(sorted(ENUMS.ElectionStatus.values));
    expect(sorted(CORPORATE_ACTION_TYPES)).toEqual(sorted(ENUMS.CorporateActionType.values));
    expect(sorted(LOOKUP_FIELD_GROUPS)).toEqual(sorted(ENUMS.LookupFieldGroups.values));
    for (const { Code } of CA_ASSET_TYPES) expect(ENUMS.CaAssetType.values, Code).toContain(Code);
  });
});
