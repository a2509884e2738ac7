/** Authentication, entitlement and determinism of the corporate-action operations. */
import { describe, expect, it } from 'vitest';
import { NORDLYS, call, makeSim, url } from './ca.test-support';

const PATHS = ['/openapi/ca/v2/events', '/openapi/ca/v2/events/9501101', '/openapi/ca/v2/events/lookupdata'];

describe('access', () => {
  const sim = makeSim();

  it('answers 401 with an empty body for a missing, unknown or malformed token', () => {
    for (const path of PATHS) {
      for (const token of [null, 'nobody', '']) {
        const reply = call(sim, path, token);
        expect(reply.status).toBe(401);
        expect(reply.raw).toBeNull();
      }
      const malformed = sim.handle({ method: 'GET', url: url(path), headers: { Authorization: 'Basic ZGVtbzpkZW1v' } });
      expect(malformed.status).toBe(401);
      expect(malformed.body).toBeNull();
    }
  });

  it('answers 403 with an empty body for the restricted user', () => {
    for (const path of PATHS) {
      const reply = call(sim, path, 'demo-restricted');
      expect(reply.status).toBe(403);
      expect(reply.raw).toBeNull();
    }
  });

  it('serves the full-access user', () => {
    for (const path of PATHS) expect(call(sim, path).status).toBe(200);
    expect(call(sim, url('/openapi/ca/v2/events', { ClientKey: NORDLYS })).headers['Content-Type']).toContain('application/json');
  });
});

describe('determinism', () => {
  const requests = [
    url('/openapi/ca/v2/events'),
    url('/openapi/ca/v2/events', { $top: 50, $skip: 50, ClientKey: NORDLYS, IncludeSubAccounts: true, SortColumn: 'EligibleHoldings', SortType: 'Asc' }),
    url('/openapi/ca/v2/events/9501107'),
    url('/openapi/ca/v2/events/lookupdata', { FieldGroups: 'All' }),
  ];

  it('gives identical bytes for the same clock in two simulators', () => {
    const first = makeSim('2026-11-20T10:00:00Z');
    const second = makeSim('2026-11-20T10:00:00Z');
    for (const target of requests) {
      const a = call(first, target);
      const b = call(second, target);
      expect(a.status).toBe(200);
      expect(a.raw).toBe(b.raw);
    }
  });

  it('gives the same bytes at another time of the same UTC day before the day’s first revision (revisions.ts)', () => {
    const midnight = makeSim('2026-11-20T00:00:01Z');
    const morning = makeSim('2026-11-20T09:59:59Z');
    for (const target of requests) expect(call(midnight, target).raw).toBe(call(morning, target).raw);
  });

  it('keeps the featured events on other days, relative to that week: ahead all week, the same deadline from Monday to Sunday', () => {
    const deadlineAt = (now: string) =>
      call<{ Options?: { Deadline?: { Date?: string } }[] }>(makeSim(now), url('/openapi/ca/v2/events/9501101')).body.Options?.[0]?.Deadline?.Date ?? '';
    for (const now of ['2025-06-15T12:00:00Z', '2028-02-29T08:00:00Z']) {
      const other = makeSim(now);
      const reply = call<{ Options?: { Deadline?: { Date?: string } }[]; EventStatus?: string }>(other, url('/openapi/ca/v2/events/9501101'));
      expect(reply.status).toBe(200);
      const deadline = reply.body.Options?.[0]?.Deadline?.Date ?? '';
      const days = (Date.parse(deadline) - Date.parse(now.slice(0, 10))) / 86_400_000;
      expect(days).toBeGreaterThan(0);
      expect(days).toBeLessThan(8);
      const listReply = call<{ __count?: number }>(other, url('/openapi/ca/v2/events'));
      expect(listReply.body.__count).toBeGreaterThan(50);
    }
    // Monday 28 February 2028 at midnight to Sunday 5 March just before the next: one deadline, the next Monday's.
    expect(new Set(['2028-02-28T00:00:00Z', '2028-03-01T23:00:00Z', '2028-03-02T01:00:00Z', '2028-03-05T23:59:00Z'].map(deadlineAt))).toEqual(new Set(['2028-03-06T14:00:00Z']));
    expect(deadlineAt('2028-03-06T00:00:00Z') > '2028-03-06T14:00:00Z').toBe(true);
  });
});
