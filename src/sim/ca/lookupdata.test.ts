/** GET /openapi/ca/v2/events/lookupdata (spec 4.10), driven through the dispatcher. */
import { describe, expect, it } from 'vitest';
import { ACCOUNT, GROUP, HARBOUR, MIKKEL, NORDLYS, listAll, lookup, makeSim, type ErrorBody, type Params } from './ca.test-support';

const sim = makeSim();

function groups(params: Params = {}) {
  const reply = lookup(sim, params);
  expect(reply.status).toBe(200);
  return reply.body.Data;
}

function values(params: Params, group: string): string[] {
  return (groups(params).find((entry) => entry.FieldGroup === group)?.Values ?? []).map((value) => value.Code);
}

/** Codes that occur in the list for a selection (lapsed events included). */
function present(params: Params, field: 'EventType' | 'AssetType'): string[] {
  const events = listAll(sim, { ...params, IncludeLapsedEvents: true }).events;
  const codes = events.map((e) => (field === 'EventType' ? (e.EventType?.Code ?? '') : (e.AssetType ?? '')));
  return [...new Set(codes)].sort();
}

describe('lookup data', () => {
  it('returns the relevant event and asset types by default (All)', () => {
    const data = groups();
    expect(data.map((entry) => entry.FieldGroup)).toEqual(['EventTypes', 'AssetTypes']);
    expect(values({}, 'EventTypes')).toEqual(present({}, 'EventType'));
    expect(values({}, 'AssetTypes')).toEqual(present({}, 'AssetType'));
    for (const entry of data) for (const value of entry.Values) expect(Object.keys(value).sort()).toEqual(['Code', 'Name']);
    expect(groups({ FieldGroups: 'All' })).toEqual(data);
  });

  it('narrows the relevant values to the client and accounts', () => {
    expect(values({ ClientKey: NORDLYS }, 'EventTypes')).toEqual(present({ ClientKey: NORDLYS }, 'EventType'));
    expect(values({ ClientKey: NORDLYS }, 'EventTypes')).toEqual(expect.arrayContaining(['INTR', 'PCAL', 'DVCA', 'MEET']));
    const pension = { AccountKey: ACCOUNT.mikkelPension };
    expect(values(pension, 'AssetTypes')).toEqual(present(pension, 'AssetType'));
    expect(values(pension, 'AssetTypes')).toContain('Bond');
    expect(values({ AccountKey: ACCOUNT.mikkelUs }, 'AssetTypes')).not.toContain('Bond');
    const group = { ClientKey: NORDLYS, AccountGroupKey: GROUP.nordlys };
    expect(values(group, 'EventTypes')).toEqual(present(group, 'EventType'));
    const withSubs = { IncludeSubAccounts: true };
    expect(values(withSubs, 'EventTypes')).toEqual(present(withSubs, 'EventType'));
    // Harbour View's core account has a sub-account with holdings of its own: including it widens the vocabulary.
    const core = { ClientKey: HARBOUR, AccountKey: ACCOUNT.harbourCore };
    const coreWithSubs = { ...core, IncludeSubAccounts: true };
    expect(values(coreWithSubs, 'EventTypes')).toEqual(present(coreWithSubs, 'EventType'));
    expect(values(core, 'EventTypes')).toEqual(present(core, 'EventType'));
    const extra = values(coreWithSubs, 'EventTypes').filter((code) => !values(core, 'EventTypes').includes(code));
    const extraAssets = values(coreWithSubs, 'AssetTypes').filter((code) => !values(core, 'AssetTypes').includes(code));
    expect(extra.length + extraAssets.length).toBeGreaterThan(0);
  });

  it('gives the full vocabularies for AllEventTypes and AllAssetTypes', () => {
    const all = groups({ FieldGroups: 'AllEventTypes' });
    expect(all.map((entry) => entry.FieldGroup)).toEqual(['AllEventTypes']);
    const codes = all[0]?.Values.map((value) => value.Code) ?? [];
    expect(codes.length).toBeGreaterThanOrEqual(60);
    expect(codes).toEqual([...codes].sort());
    for (const code of [
      'DVCA',
      'DVSE',
      'DVOP',
      'DRIP',
      'SPLF',
      'SPLR',
      'BONU',
      'RHTS',
      'RHDI',
      'EXRI',
      'TEND',
      'BIDS',
      'EXOF',
      'MRGR',
      'REDM',
      'PCAL',
      'INTR',
      'MEET',
      'XMET',
      'CMET',
      'CHAN',
      'SOFF',
      'CONS',
      'PRIO',
      'CAPD',
    ]) {
      expect(codes).toContain(code);
    }
    expect(all[0]?.Values.find((value) => value.Code === 'DVCA')?.Name).toBe('Cash Dividend');
    expect(codes).toEqual(expect.arrayContaining(values({}, 'EventTypes')));
    const assets = values({ FieldGroups: 'AllAssetTypes' }, 'AllAssetTypes');
    expect(assets).toEqual(expect.arrayContaining(['Bond', 'Stock']));
    // Only values of the corporate-actions schema's AssetType: none of the extended ones.
    for (const extended of ['Etc', 'Etf', 'Etn', 'Fund', 'Rights']) expect(assets).not.toContain(extended);
  });

  it('accepts single groups and combinations', () => {
    expect(groups({ FieldGroups: 'EventTypes' }).map((entry) => entry.FieldGroup)).toEqual(['EventTypes']);
    expect(groups({ FieldGroups: 'assettypes' }).map((entry) => entry.FieldGroup)).toEqual(['AssetTypes']);
    expect(groups({ FieldGroups: 'AssetTypes,AllEventTypes' }).map((entry) => entry.FieldGroup)).toEqual(['AssetTypes', 'AllEventTypes']);
  });

  it('rejects unknown field groups and bad keys', () => {
    for (const [params, field] of [
      [{ FieldGroups: 'Everything' }, 'FieldGroups'],
      [{ ClientKey: 'nobody' }, 'ClientKey'],
      [{ AccountKey: ACCOUNT.nordlysHedging }, 'AccountKey'],
      [{ ClientKey: MIKKEL, AccountGroupKey: GROUP.nordlys }, 'AccountGroupKey'],
      [{ IncludeSubAccounts: 'sometimes' }, 'IncludeSubAccounts'],
    ] as const) {
      const reply = lookup(sim, params);
      expect(reply.status).toBe(400);
      const body = reply.body as unknown as ErrorBody;
      expect(body.ErrorCode).toBe('InvalidRequest');
      expect(body.ModelState?.[field]).toBeDefined();
    }
  });
});
