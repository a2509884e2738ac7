import { describe, expect, it } from 'vitest';
import { chainSearch, effectiveSegment, gridPlan, listParams, selectedExpiryParam, statusesOf, windowOf } from './chain-search';

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
    expect(chainSearch.notes(raw).map((note) => note.field)).toEqual([
      'expiry',
      'stacked',
      'side',
      'window',
      'ref',
      'status',
      'multiLeg',
      'clientKey',
      'segment',
      'underlying',
    ]);
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

  it('fetches each shown expiry with SpecificDates by default', () => {
    const plan = gridPlan({ status: 'Tradable,ReduceOnly', multiLeg: false });
    expect(plan.kind).toBe('per-expiry');
    if (plan.kind !== 'per-expiry') return;
    expect(plan.params('2026-12-18')).toEqual({
      OptionSpaceSegment: 'SpecificDates',
      ExpiryDates: ['2026-12-18'],
      TradingStatus: 'Tradable,ReduceOnly',
      CanParticipateInMultiLegOrder: false,
    });
    expect(gridPlan({ segment: 'SpecificDates' }).kind).toBe('per-expiry');
  });

  it('uses one request for the other segments, UnderlyingUic when an underlying is chosen', () => {
    expect(gridPlan({ underlying: 16350 })).toEqual({ kind: 'single', params: { OptionSpaceSegment: 'UnderlyingUic', UnderlyingUic: 16350 } });
    expect(effectiveSegment({ underlying: 16350 })).toBe('UnderlyingUic');
    // Without an underlying the service is asked anyway and answers 400 UnderlyingUICMustBeSet.
    expect(gridPlan({ segment: 'UnderlyingUic' })).toEqual({ kind: 'single', params: { OptionSpaceSegment: 'UnderlyingUic' } });
    expect(gridPlan({ segment: 'AllDates', clientKey: 'k' })).toEqual({ kind: 'single', params: { OptionSpaceSegment: 'AllDates', ClientKey: 'k' } });
    expect(gridPlan({ segment: 'DefaultDates', underlying: 5 })).toEqual({ kind: 'single', params: { OptionSpaceSegment: 'DefaultDates' } });
    expect(gridPlan({ segment: 'None' })).toEqual({ kind: 'none' });
    expect(effectiveSegment({})).toBe('auto');
  });
});

