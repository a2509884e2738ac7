import { describe, expect, it } from 'vitest';
import { GATEWAY_QUOTAS_BY_GROUP, pacedLimit, PACING_MARGIN, serviceGroupOf, tightestLimit } from './quotas';

describe('the gateway’s quotas', () => {
  it('name the group the gateway counts a path in', () => {
    expect(serviceGroupOf('/openapi/ref/v1/instruments')).toBe('ref');
    expect(serviceGroupOf('/sim/openapi/ca/v2/events')).toBe('ca');
    expect(serviceGroupOf('/openapi/port/v1/accounts')).toBe('other');
  });

  it('keep the pacer a margin under the tightest quota of each group (docs/adr/0004-pacer-margins.md)', () => {
    expect(GATEWAY_QUOTAS_BY_GROUP.ref.map((quota) => quota.limit)).toEqual([60, 120]);
    expect(GATEWAY_QUOTAS_BY_GROUP.ca.map((quota) => quota.limit)).toEqual([120]);
    expect([tightestLimit('ref'), tightestLimit('ca')]).toEqual([60, 120]);
    expect([pacedLimit('ref'), pacedLimit('ca')]).toEqual([60 - PACING_MARGIN.ref, 120 - PACING_MARGIN.ca]);
    expect([pacedLimit('ref'), pacedLimit('ca')]).toEqual([58, 115]);
  });
});
