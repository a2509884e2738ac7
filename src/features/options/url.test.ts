import { describe, expect, it } from 'vitest';
import {
  CHAIN_RETAINED_KEYS,
  carryToRoot,
  chainSearch,
  effectiveSegment,
  gridPlan,
  listParams,
  referenceApplies,
  selectedExpiryParam,
  kindsOf,
  serviceParamsSet,
  statusesOf,
  windowOf,
} from './url';

describe('chain search params', () => {
  it('keeps valid values as the router hands them over (numbers and booleans parsed)', () => {
    const raw = {
      expiry: '2026-12-18,2027-01-15',
      stacked: true,
      side: 'calls',
      window: 5,
      ref: 6812.5,
      status: 'NotDefined,Tradable',
      multiLeg: false,
      clientKey: 'Cf4xZWiYL6W1nMKpygBLLA==',
      segment: 'AllDates',
      underlying: 4913,
    };
    expect(chainSearch.validate(raw)).toEqual({ ...raw, status: 'Tradable,NotDefined' });
    expect(chainSearch.notes(raw)).toEqual([]);
  });

  it('accepts the same values as text', () => {
    expect(chainSearch.validate({ stacked: 'true', window: '20', ref: '100', multiLeg: 'false', underlying: '16350', clientKey: 12345 })).toEqual({
      stacked: true,
      window: 20,
      ref: 100,
      multiLeg: false,
      underlying: 16350,
      clientKey: '12345',
    });
    expect(chainSearch.validate({ window: 'all', expiry: 'ALL' })).toEqual({ window: 'all', expiry: 'all' });
  });

  it('drops bad values with a note each and falls back to the defaults', () => {
    const raw = {
      expiry: '2026-02-30',
      stacked: 'maybe',
      side: 'left',
      window: -1,
      ref: 'abc',
      status: 'Tradable,Sleeping',
      multiLeg: 'yes',
      clientKey: 'a b',
      segment: 'Everything',
      underlying: 1.5,
    };
    expect(chainSearch.validate(raw)).toEqual({});
    expect(chainSearch.notes(raw).map((note) => note.field)).toEqual(['expiry', 'stacked', 'side', 'window', 'ref', 'status', 'multiLeg', 'clientKey', 'segment', 'underlying']);
    expect(windowOf({})).toBe(10);
  });

  it('normalises expiry lists (duplicates, spaces) and trading statuses (case, order)', () => {
    expect(chainSearch.validate({ expiry: ' 2026-12-18, 2026-12-18,2027-01-15,' })).toEqual({ expiry: '2026-12-18,2027-01-15' });
    expect(chainSearch.validate({ status: 'reduceonly, tradable' })).toEqual({ status: 'Tradable,ReduceOnly' });
    expect(chainSearch.validate({ status: ['NonTradable'] })).toEqual({ status: 'NonTradable' });
    expect(selectedExpiryParam({ expiry: '2026-12-18,2027-01-15' })).toEqual(['2026-12-18', '2027-01-15']);
    expect(selectedExpiryParam({ expiry: 'all' })).toBe('all');
    expect(selectedExpiryParam({})).toEqual([]);
    expect(statusesOf({ status: 'Tradable,NotDefined' })).toEqual(['Tradable', 'NotDefined']);
  });

  it('reads expiry kinds in one order, keeps the known ones of a list with a note on the rest, and carries them to other roots', () => {
    expect(chainSearch.validate({ kinds: 'Weekly, quarterly,weekly' })).toEqual({ kinds: 'quarterly,weekly' });
    expect(kindsOf({ kinds: 'quarterly,weekly' })).toEqual(['quarterly', 'weekly']);
    expect(kindsOf({})).toEqual([]);
    expect(chainSearch.validate({ kinds: 'monthly,yearly' })).toEqual({ kinds: 'monthly' });
    expect(chainSearch.notes({ kinds: 'monthly,yearly' })).toEqual([expect.objectContaining({ field: 'kinds', value: 'yearly', partial: true })]);
    expect(chainSearch.validate({ kinds: 'yearly' })).toEqual({ kinds: undefined });
    expect(chainSearch.notes({ kinds: 'yearly' })).toEqual([expect.objectContaining({ field: 'kinds', value: 'yearly' })]);
    expect(CHAIN_RETAINED_KEYS).toContain('kinds');
  });
});

describe('requests', () => {
  it('lists expiries cheaply with the None segment and the root filters', () => {
    expect(listParams({ status: 'Tradable', multiLeg: true, clientKey: 'k' })).toEqual({
      OptionSpaceSegment: 'None',
      CanParticipateInMultiLegOrder: true,
      ClientKey: 'k',
    });
    expect(listParams({})).toEqual({ OptionSpaceSegment: 'None' });
  });

  it('tells parameters of the operation from those of the view', () => {
    expect(serviceParamsSet({ side: 'calls', window: 3, ref: 100, kinds: 'weekly', expiry: 'all', stacked: true })).toBe(false);
    for (const search of [{ status: 'Tradable' }, { multiLeg: false }, { clientKey: 'k' }, { segment: 'None' as const }, { underlying: 7 }])
      expect(serviceParamsSet(search)).toBe(true);
  });

  it('fetches each shown expiry with SpecificDates by default', () => {
    const plan = gridPlan({ status: 'Tradable,ReduceOnly', multiLeg: false });
    expect(plan.kind).toBe('per-expiry');
    if (plan.kind !== 'per-expiry') return;
    // The dates are added per request (several per request: option-space-batch.ts).
    expect(plan.params).toEqual({ TradingStatus: 'Tradable,ReduceOnly', CanParticipateInMultiLegOrder: false });
    expect(gridPlan({ segment: 'SpecificDates' }).kind).toBe('per-expiry');
    // A chosen underlying narrows SpecificDates too.
    expect(gridPlan({ segment: 'SpecificDates', underlying: 5 })).toEqual({ kind: 'per-expiry', params: { UnderlyingUic: 5 } });
  });

  it('uses one request for the other segments, UnderlyingUic when an underlying is chosen', () => {
    expect(gridPlan({ underlying: 16350 })).toEqual({ kind: 'single', params: { OptionSpaceSegment: 'UnderlyingUic', UnderlyingUic: 16350 } });
    expect(effectiveSegment({ underlying: 16350 })).toBe('UnderlyingUic');
    // Without an underlying the service is asked anyway and answers 400 UnderlyingUICMustBeSet.
    expect(gridPlan({ segment: 'UnderlyingUic' })).toEqual({ kind: 'single', params: { OptionSpaceSegment: 'UnderlyingUic' } });
    expect(gridPlan({ segment: 'AllDates', clientKey: 'k' })).toEqual({ kind: 'single', params: { OptionSpaceSegment: 'AllDates', ClientKey: 'k' } });
    // The chosen underlying is sent under every segment that lists options (the selector shows it).
    expect(gridPlan({ segment: 'DefaultDates', underlying: 5 })).toEqual({ kind: 'single', params: { OptionSpaceSegment: 'DefaultDates', UnderlyingUic: 5 } });
    expect(gridPlan({ segment: 'AllDates', underlying: 5, status: 'Tradable' })).toEqual({
      kind: 'single',
      params: { OptionSpaceSegment: 'AllDates', UnderlyingUic: 5, TradingStatus: 'Tradable' },
    });
    expect(gridPlan({ segment: 'None' })).toEqual({ kind: 'none' });
    expect(effectiveSegment({})).toBe('auto');
  });

  it('carries the expiry and the reference price to another root with the underlying the price was given for', () => {
    expect(carryToRoot({ expiry: '2026-12-18', ref: 6800, window: 5 }, 4913)).toEqual({ prevExpiry: '2026-12-18', ref: 6800, refOn: 4913 });
    // Carried once already: the original underlying stays.
    expect(carryToRoot({ prevExpiry: 'all', ref: 6800, refOn: 4913 }, 211)).toEqual({ prevExpiry: 'all', ref: 6800, refOn: 4913 });
    // Without a known underlying the price does not travel.
    expect(carryToRoot({ ref: 40 }, undefined)).toEqual({ prevExpiry: undefined, ref: undefined, refOn: undefined });
    expect(CHAIN_RETAINED_KEYS).not.toContain('ref');
    expect(CHAIN_RETAINED_KEYS).not.toContain('expiry');
  });

  it('applies a reference price only on roots of the underlying it was given for', () => {
    expect(referenceApplies({ ref: 6800 }, 211)).toBe(true);
    expect(referenceApplies({ ref: 6800, refOn: 4913 }, 4913)).toBe(true);
    expect(referenceApplies({ ref: 6800, refOn: 4913 }, 211)).toBe(false);
    expect(referenceApplies({ ref: 6800, refOn: 4913 }, undefined)).toBe(false);
    expect(referenceApplies({}, 211)).toBe(false);
  });

  it('reads carried expiries when no expiry is named', () => {
    expect(selectedExpiryParam({ prevExpiry: '2026-12-18,2027-01-15' })).toEqual(['2026-12-18', '2027-01-15']);
    expect(selectedExpiryParam({ expiry: '2026-12-18', prevExpiry: 'all' })).toEqual(['2026-12-18']);
    expect(chainSearch.validate({ prevExpiry: 'all', refOn: '4913' })).toEqual({ prevExpiry: 'all', refOn: 4913 });
  });
});
