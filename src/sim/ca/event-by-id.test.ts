/** GET /openapi/ca/v2/events/{EventId} (spec 4.9), driven through the dispatcher. */
import { describe, expect, it } from 'vitest';
import type { CaEvent } from './types';
import { ACCOUNT, HARBOUR, MIKKEL, NORDLYS, TODAY_DAY, event, expectedStatus, listAll, makeSim, wireDates, type ErrorBody } from './ca.test-support';

const sim = makeSim();

function ok(eventId: string, params: Parameters<typeof event>[2] = {}): CaEvent {
  const reply = event(sim, eventId, params);
  expect(reply.status, `${eventId} ${JSON.stringify(params)}`).toBe(200);
  expect(reply.body.EventId).toBe(eventId);
  return reply.body;
}

function missing(eventId: string, params: Parameters<typeof event>[2] = {}): void {
  const reply = event(sim, eventId, params);
  expect(reply.status, `${eventId} ${JSON.stringify(params)}`).toBe(404);
  expect(reply.raw).toBeNull();
}

describe('single event', () => {
  it('returns cancelled and complete events that the list leaves out', () => {
    const listed = new Set(listAll(sim, { IncludeSubAccounts: true, IncludeLapsedEvents: true }).events.map((e) => e.EventId));
    expect(ok('9501103').EventState).toBe('Cancelled');
    expect(ok('9501104').EventState).toBe('Complete');
    expect(listed.has('9501103')).toBe(false);
    expect(listed.has('9501104')).toBe(false);
    expect(ok('9502103', { ClientKey: NORDLYS }).EventState).toBe('Cancelled');
    expect(ok('9503104', { ClientKey: HARBOUR }).EventState).toBe('Complete');
  });

  it('returns events executed more than a year ago', () => {
    for (const [id, client] of [
      ['9501105', MIKKEL],
      ['9502105', NORDLYS],
      ['9503105', HARBOUR],
    ] as const) {
      const e = ok(id, { ClientKey: client });
      expect(TODAY_DAY - wireDates(e).exec).toBeGreaterThan(365);
      expect(['Approved', 'Confirmed']).toContain(e.EventState);
      expect(e.EventStatus).toBe('Past');
    }
  });

  it('matches the list item for the same selection', () => {
    const events = listAll(sim, { ClientKey: HARBOUR, IncludeSubAccounts: true }).events.slice(0, 60);
    for (const item of events) expect(ok(item.EventId ?? '', { ClientKey: HARBOUR, IncludeSubAccounts: true })).toEqual(item);
  });

  it('filters by EventStates', () => {
    expect(ok('9501104', { EventStates: 'Complete' }).EventState).toBe('Complete');
    expect(ok('9501104', { EventStates: 'Cancelled,complete' }).EventState).toBe('Complete');
    missing('9501104', { EventStates: 'Confirmed,Approved' });
    missing('9501103', { EventStates: 'Preliminary' });
    const bad = event(sim, '9501104', { EventStates: 'Finished' });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).ModelState?.EventStates).toBeDefined();
  });

  it('is 404 (empty body) for events the client does not hold and for unknown ids', () => {
    missing('9502101');
    expect(ok('9502101', { ClientKey: NORDLYS }).EventType?.Code).toBe('RHTS');
    missing('9999999');
    missing('not-an-id');
    missing('9501101', { ClientKey: HARBOUR });
  });

  it('honours IncludeSubAccounts and AccountKey', () => {
    missing('9501108');
    const withSubs = ok('9501108', { IncludeSubAccounts: true });
    expect(withSubs.AffectedAccounts).toBe(1);
    expect(withSubs.Holdings?.[0]?.AccountKey).toBe(ACCOUNT.mikkelChild);
    expect(ok('9501108', { AccountKey: ACCOUNT.mikkelChild }).AffectedAccounts).toBeUndefined();
    // COLO_B is held in the main and the pension account.
    const both = ok('9501102');
    expect(new Set(both.Holdings?.map((h) => h.AccountKey))).toEqual(new Set([ACCOUNT.mikkelMain, ACCOUNT.mikkelPension]));
    const pensionOnly = ok('9501102', { AccountKey: ACCOUNT.mikkelPension });
    expect(pensionOnly.Holdings?.map((h) => h.AccountKey)).toEqual([ACCOUNT.mikkelPension]);
    expect(pensionOnly.EligibleHoldings).toBe(pensionOnly.Holdings?.[0]?.Amount);
    missing('9501106', { AccountKey: ACCOUNT.mikkelPension });
    const bad = event(sim, '9501102', { AccountKey: ACCOUNT.harbourCore });
    expect(bad.status).toBe(400);
  });

  it('ignores AccountGroupKey, which the operation does not take', () => {
    expect(ok('9501102', { AccountGroupKey: 'whatever' }).EventId).toBe('9501102');
  });
});

describe('featured events', () => {
  it('has an election needed within days for every client', () => {
    for (const [id, client, status] of [
      ['9501101', MIKKEL, 'NotElected'],
      ['9502102', NORDLYS, 'NotElected'],
      ['9502101', NORDLYS, 'PartialElected'],
      ['9503101', HARBOUR, 'NotElected'],
      ['9503102', HARBOUR, 'PartialElected'],
    ] as const) {
      const e = ok(id, { ClientKey: client });
      expect(e.CorporateActionType).toBe('Voluntary');
      expect(e.ElectionStatus).toBe(status);
      const deadlines = wireDates(e).deadlines;
      expect(Math.min(...deadlines) - TODAY_DAY).toBeGreaterThanOrEqual(0);
      expect(Math.min(...deadlines) - TODAY_DAY).toBeLessThanOrEqual(7);
      expect(['Upcoming', 'Active']).toContain(e.EventStatus);
      expect(e.Options?.every((option) => option.Deadline?.Date?.endsWith('Z'))).toBe(true);
      expect(e.Options?.filter((option) => option.IsDefault)).toHaveLength(1);
    }
  });

  it('has events with several options and security movements', () => {
    for (const [id, client, minOptions] of [
      ['9501107', MIKKEL, 4],
      ['9502101', NORDLYS, 5],
      ['9503107', HARBOUR, 3],
    ] as const) {
      const e = ok(id, { ClientKey: client });
      expect(e.Options?.length).toBeGreaterThanOrEqual(minOptions);
      const movements = e.Options?.flatMap((option) => option.SecurityMovements ?? []) ?? [];
      expect(movements.length).toBeGreaterThan(0);
      for (const movement of movements) {
        expect(movement.DisplayAndFormat?.Description).toBeTruthy();
        expect(movement.NewQuantity).toBeGreaterThan(0);
        expect(movement.OldQuantity).toBeGreaterThan(0);
      }
    }
  });

  it('shows withdrawn alternatives with an option status', () => {
    const e = ok('9501107');
    expect(e.Options?.find((option) => option.OptionType?.Code === 'CASE')?.OptionStatus).toBe('Cancelled');
    expect(e.Options?.find((option) => option.OptionType?.Code === 'CASE')?.AllowedActions).toBeUndefined();
    expect(e.Options?.find((option) => option.OptionType?.Code === 'SECU')?.AllowedActions).toEqual(['Change', 'Withdraw']);
  });

  it('keeps the holding elections of the featured events', () => {
    const e = ok('9501107');
    expect(e.Holdings?.[0]).toMatchObject({
      Amount: 12,
      ElectedAmount: 6,
      ElectionStatus: 'PartialElected',
      Options: [{ OptionId: '1', ElectedAmount: 6, ElectionType: 'Manual', Instruction: { Status: 'InProgress' } }],
    });
    const rights = ok('9502101', { ClientKey: NORDLYS });
    expect(rights.Holdings?.[0]?.ElectedAmount).toBe(10_000);
  });

  it('reports the status of the featured events consistently with their dates', () => {
    for (const [id, client] of [
      ['9501101', MIKKEL],
      ['9501102', MIKKEL],
      ['9501104', MIKKEL],
      ['9502104', NORDLYS],
      ['9503103', HARBOUR],
      ['9503106', HARBOUR],
    ] as const) {
      const e = ok(id, { ClientKey: client });
      expect(e.EventStatus).toBe(expectedStatus(e));
    }
    expect(ok('9501102').EventStatus).toBe('Upcoming');
    expect(ok('9502108', { ClientKey: NORDLYS }).EventState).toBe('Withdrawn');
  });
});
