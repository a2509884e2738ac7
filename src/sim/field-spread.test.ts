/**
 * Which optional fields appear on which asset types: every instrument details
 * body and every search row of every asset type the simulator models is
 * checked against the "field -> asset types" table beside the schema list
 * (FIELD_ASSET_TYPES in field-placement.ts). A field may appear only on the
 * types the table names for it, and it does appear on each of them, so a new
 * field cannot spread to every asset type by accident, nor an old one go
 * missing where live clients require it.
 */
import { describe, expect, it } from 'vitest';
import { get, simAt } from './refdata/refdata.test-support';
import { ALL_ASSET_TYPES } from './refdata/asset-types';
import { fieldNames } from '@/spec/schemas';
import { ANY_ASSET_TYPE, EVERY_ASSET_TYPE, FIELD_ASSET_TYPES, SLIPPAGE_TYPES } from './field-placement';

const sim = simAt();
const GROUPS = 'FieldGroups=OrderSetting,SupportedOrderTypeSettings,TradingSessions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Every details body of every asset type (up to 1000 a type), and one contract option of each option root type. */
function allDetails(): Json[] {
  const out: Json[] = [];
  for (const type of ALL_ASSET_TYPES) {
    const response = get(sim, `/openapi/ref/v1/instruments/details?AssetTypes=${type}&$top=1000&${GROUPS}`);
    if (response.status === 200) out.push(...response.body.Data);
  }
  for (const type of ['StockOption', 'StockIndexOption', 'FuturesOption']) {
    const roots = get(sim, `/openapi/ref/v1/instruments?AssetTypes=${type}&$top=3`).body.Data as Json[];
    for (const root of roots) {
      const space = get(sim, `/openapi/ref/v1/instruments/contractoptionspaces/${root.Identifier}?OptionSpaceSegment=DefaultDates`).body;
      const option = (space.OptionSpace as Json[]).flatMap((entry) => entry.SpecificOptions ?? [])[0];
      if (option) out.push(get(sim, `/openapi/ref/v1/instruments/details/${option.Uic}/${type}?${GROUPS}`).body);
    }
  }
  return out;
}

function allRows(): Json[] {
  const out: Json[] = [];
  for (const type of ALL_ASSET_TYPES) {
    const response = get(sim, `/openapi/ref/v1/instruments?AssetTypes=${type}&$top=1000&IncludeNonTradable=true`);
    if (response.status === 200) out.push(...response.body.Data);
  }
  return out;
}

/**
 * What breaks the table, in words. About 20,000 bodies of some 30 fields each: the findings are gathered and
 * compared once, since an `expect` per field was three quarters of this file's time.
 */
function spreadProblems(schema: 'InstrumentDetails' | 'SummaryInfo', rows: Json[]): string[] {
  const table = FIELD_ASSET_TYPES[schema];
  // One finding per field and asset type, naming the first row it was seen on.
  const problems = new Map<string, string>();
  const note = (key: string, row?: Json) => {
    if (!problems.has(key)) problems.set(key, row ? `${key} (${row.Symbol})` : key);
  };
  const modelled = new Set(rows.map((row) => row.AssetType as string));
  const seen = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const field of Object.keys(row)) {
      const allowed = table[field];
      if (allowed === undefined) note(`${schema}.${field} is not in the table`, row);
      else if (allowed !== EVERY_ASSET_TYPE && allowed !== ANY_ASSET_TYPE && !allowed.includes(row.AssetType)) note(`${schema}.${field} on ${row.AssetType}`, row);
      let types = seen.get(field);
      if (!types) seen.set(field, (types = new Set()));
      types.add(row.AssetType);
    }
    // Fields the table puts on every type are on every row.
    for (const [field, allowed] of Object.entries(table)) {
      if (allowed === EVERY_ASSET_TYPE && !(field in row)) note(`${schema}.${field} missing on ${row.AssetType}`, row);
    }
  }
  for (const [field, allowed] of Object.entries(table)) {
    const expected = allowed === EVERY_ASSET_TYPE || allowed === ANY_ASSET_TYPE ? [] : allowed.filter((type) => modelled.has(type));
    const missing = expected.filter((type) => !seen.get(field)?.has(type));
    if (missing.length > 0) note(`${schema}.${field} missing on ${missing.join(', ')}`);
  }
  return [...problems.values()];
}

function checkSpread(schema: 'InstrumentDetails' | 'SummaryInfo', rows: Json[]): void {
  // The table covers every field of the schema, so a newly allowed field must say where it goes.
  expect(Object.keys(FIELD_ASSET_TYPES[schema]).sort()).toEqual(fieldNames(schema).sort());
  expect(spreadProblems(schema, rows)).toEqual([]);
}

describe('optional fields appear on the asset types that carry them, and only there', () => {
  // About 20,000 details bodies: seconds on a quiet machine, more under load.
  it('instrument details of every asset type', { timeout: 120_000 }, () => {
    const rows = allDetails();
    expect(new Set(rows.map((row) => row.AssetType)).size).toBeGreaterThan(30);
    checkSpread('InstrumentDetails', rows);
    // The slippage unit each type counts in.
    const slippage = rows.filter((row) => 'DefaultSlippageType' in row && row.DefaultSlippageType !== SLIPPAGE_TYPES[row.AssetType]);
    expect(slippage.map((row) => `${row.AssetType} ${row.Symbol}: ${row.DefaultSlippageType}`)).toEqual([]);
  });

  it('search rows of every asset type', () => {
    const rows = allRows();
    expect(new Set(rows.map((row) => row.AssetType)).size).toBeGreaterThan(30);
    checkSpread('SummaryInfo', rows);
  });
});
