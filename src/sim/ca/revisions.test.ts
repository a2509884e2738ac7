/** Events that change at fixed simulated times of the day (revisions.ts), seen through the service. */
import { describe, expect, it } from 'vitest';
import type { CaEvent } from './types';
import { event, HARBOUR, listAll, makeSim, MIKKEL, NORDLYS } from './ca.test-support';
import { INSTITUTIONAL_CLIENT_KEY } from '../core/accounts';
import { REVISIONS, minuteOfDay, revisionStage } from './revisions';

const DAY = '2026-11-20';
const at = (time: string) => makeSim(`${DAY}T${time}Z`);
const byId = (events: readonly CaEvent[]) => new Map(events.map((one) => [one.EventId ?? '', one]));

describe('revisions during the simulated day', () => {
  it('take effect at their fixed UTC minute, in order', () => {
    expect(REVISIONS.map((revision) => revision.kind)).toEqual(['confirmed', 'rate-revised', 'withdrawn', 'announced', 'deadline-moved']);
    expect(minuteOfDay(new Date(`${DAY}T09:59:59Z`))).toBe(599);
    expect(revisionStage(599)).toBe(0);
    expect(revisionStage(600)).toBe(1);
    expect(revisionStage(12 * 60 + 1)).toBe(2);
    expect(revisionStage(23 * 60 + 59)).toBe(5);
  });

  it('change only the revised events, each in the fields it names, between a morning and an evening look', () => {
    const morning = byId(listAll(at('08:00:00')).events);
    const evening = byId(listAll(at('17:00:00')).events);
    // The evening has the morning's events and the one announced in between.
    const announced = REVISIONS.filter((revision) => revision.kind === 'announced').map((revision) => revision.eventId);
    expect([...evening.keys()].sort()).toEqual([...morning.keys(), ...announced].sort());
    const changed = [...morning.keys()].filter((id) => JSON.stringify(morning.get(id)) !== JSON.stringify(evening.get(id)));
    expect(changed.sort()).toEqual(
      REVISIONS.filter((revision) => revision.kind !== 'announced')
        .map((revision) => revision.eventId)
        .sort(),
    );

    const [confirmed, revised, withdrawn, news, moved] = REVISIONS.map((revision) => [morning.get(revision.eventId), evening.get(revision.eventId)] as const);
    // New: absent in the morning, a special dividend on the tender offer's holding in the evening, announced today.
    expect(news?.[0]).toBeUndefined();
    expect(news?.[1]?.EventType?.Code).toBe('DVCA');
    expect(news?.[1]?.Uic).toBe(withdrawn?.[1]?.Uic);
    expect(news?.[1]?.AnnouncedDate).toBe(`${DAY}`);
    expect(confirmed?.[0]?.EventState).toBe('Preliminary');
    expect(confirmed?.[0]?.Record).toEqual({ Status: 'Unknown' });
    expect(confirmed?.[1]?.EventState).toBe('Confirmed');
    expect(confirmed?.[1]?.Record?.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(revised?.[0]?.Options?.[0]?.GrossRate).toBe(2.2);
    expect(revised?.[1]?.Options?.[0]?.GrossRate).toBe(2.35);
    expect(revised?.[1]?.Options?.[0]?.NetRate).toBeLessThan(2.35);

    expect(withdrawn?.[0]?.EventState).toBe('Confirmed');
    expect(withdrawn?.[0]?.Options?.[0]?.AllowedActions).toEqual(['Change', 'Withdraw']);
    expect(withdrawn?.[1]?.EventState).toBe('Withdrawn');
    expect(withdrawn?.[1]?.Options?.[0]?.AllowedActions).toBeUndefined();

    const before = moved?.[0]?.Options?.[0]?.Deadline?.Date ?? '';
    const after = moved?.[1]?.Options?.[0]?.Deadline?.Date ?? '';
    expect(after > before).toBe(true);
    expect(after.slice(11)).toBe(before.slice(11));
    // Two business days later: two to four calendar days, never on a weekend.
    const days = (Date.parse(after) - Date.parse(before)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(2);
    expect(days).toBeLessThanOrEqual(4);
    expect([0, 6]).not.toContain(new Date(after).getUTCDay());
  });

  it('are the same at any clock reading between two revision times, and the single event agrees with the list', () => {
    const a = listAll(at('12:00:00')).events;
    const b = listAll(at('13:59:59')).events;
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const sim = at('14:00:00');
    const fetched = event(sim, '9501123');
    expect(fetched.status).toBe(200);
    expect(fetched.body.EventState).toBe('Withdrawn');
    expect(event(at('13:59:59'), '9501123').body.EventState).toBe('Confirmed');
    expect(event(sim, '9501122').body.Options?.[0]?.GrossRate).toBe(2.35);
  });

  it('cross the simulated midnight unchanged: the hand-made events’ fields at 23:00 and at 01:00 the next day differ only by the revisions', () => {
    // Wednesday 25 to Thursday 26 November 2026 (midweek: the demo's week, days.ts demoPeriod, stays the same).
    const late = makeSim('2026-11-25T23:00:00Z');
    const early = makeSim('2026-11-26T01:00:00Z');
    // The hand-made events: featured and revised (9501–9503xxx, the three demo clients), showcase (9504xxx, the institutional client).
    const handMade = (id: string) => /^950[1-4]\d{3}$/.test(id);
    // What a day changes by itself: the status (Upcoming, Active, Past) is read against the day.
    const fields = ({ EventStatus: _status, ...rest }: CaEvent) => JSON.stringify(rest);
    const revised = new Set(REVISIONS.map((revision) => revision.eventId));
    let compared = 0;
    for (const client of [MIKKEL, NORDLYS, HARBOUR, INSTITUTIONAL_CLIENT_KEY]) {
      const before = byId(listAll(late, { ClientKey: client, IncludeLapsedEvents: true }).events);
      const after = byId(listAll(early, { ClientKey: client, IncludeLapsedEvents: true }).events);
      const ids = [...before.keys()].filter(handMade);
      expect(ids.length).toBeGreaterThan(0);
      // At 01:00 the day starts over: the event announced at 15:00 is not announced yet.
      expect([...after.keys()].filter(handMade).sort()).toEqual(ids.filter((id) => id !== '9501125').sort());
      for (const id of ids) {
        compared += 1;
        if (revised.has(id) || !after.has(id)) continue;
        expect(fields(after.get(id) as CaEvent), id).toBe(fields(before.get(id) as CaEvent));
      }
    }
    expect(compared).toBeGreaterThan(60);
    // The revisions are the day's: at 23:00 all have taken effect, at 01:00 none yet.
    expect(event(late, '9501122').body.Options?.[0]?.GrossRate).toBe(2.35);
    expect(event(early, '9501122').body.Options?.[0]?.GrossRate).toBe(2.2);
    // And the urgent deadlines stay ahead: the nearest of the demo user's is still to come at 01:00.
    const nearest = event(early, '9501101').body.Options?.[0]?.Deadline?.Date ?? '';
    expect(Date.parse(nearest)).toBeGreaterThan(Date.parse('2026-11-26T01:00:00Z'));
  });
});
