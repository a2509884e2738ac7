import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';
import { gridRequestLines, listRequestLine } from './queries';
import { gridPlan } from './url';

const api = createApiClient({ key: 'test', baseUrl: 'https://gw.test', token: 't', fetch: async () => new Response('{}') });
const PATH = '/openapi/ref/v1/instruments/contractoptionspaces/7';

describe('the chain’s request lines, read from its query options', () => {
  it('lists the expiry list with the address’s service parameters', () => {
    expect(listRequestLine(api, 7, {})).toEqual([`GET ${PATH}?OptionSpaceSegment=None`]);
    expect(listRequestLine(api, 7, { multiLeg: true })).toEqual([`GET ${PATH}?OptionSpaceSegment=None&CanParticipateInMultiLegOrder=true`]);
  });

  it('lists the grid’s batches of up to eight expiries, the first three and how many more', () => {
    const plan = gridPlan({});
    const dates = Array.from({ length: 40 }, (_, index) => `2027-${String(1 + Math.floor(index / 4)).padStart(2, '0')}-${String(1 + (index % 4) * 7).padStart(2, '0')}`);
    const lines = gridRequestLines(api, 7, plan, dates);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(`GET ${PATH}?OptionSpaceSegment=SpecificDates&ExpiryDates=${dates.slice(0, 8).join(',')}`);
    expect(lines[3]).toBe('… and 2 more, up to 8 expiries each');
    expect(gridRequestLines(api, 7, gridPlan({ segment: 'AllDates' }), dates)).toEqual([`GET ${PATH}?OptionSpaceSegment=AllDates`]);
  });
});
