import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { actionRows, dueByDay, dueWithin, type CutOff } from '@/features/corporate-actions/model/action';
import { changedSinceReview, markReviewed, parseReviews } from '@/features/corporate-actions/review/review';
import { warningSearches } from './warnings';

const cut = (iso: string): CutOff => ({ text: iso, timed: true, at: new Date(iso) });

describe('the warnings strip', () => {
  it('counts a cut-off due within N business days in the user’s zone, today’s too', () => {
    const friday = new Date('2026-11-27T10:00:00Z');
    expect(dueByDay(friday, 3, 'UTC')).toBe('2026-12-02');
    expect(dueWithin(cut('2026-11-27T16:00:00Z'), friday, 1, 'UTC')).toBe(true);
    expect(dueWithin(cut('2026-12-02T16:00:00Z'), friday, 3, 'UTC')).toBe(true);
    expect(dueWithin(cut('2026-12-03T09:00:00Z'), friday, 3, 'UTC')).toBe(false);
    // 23:30 UTC on Wednesday is Thursday in Copenhagen: one business day further.
    expect(dueWithin(cut('2026-12-02T23:30:00Z'), friday, 3, 'Europe/Copenhagen')).toBe(false);
    expect(dueWithin(cut('2026-12-02T23:30:00Z'), friday, 4, 'Europe/Copenhagen')).toBe(true);
  });

  it('links to lists of the same whose-events choice, other filters left behind', () => {
    const now = new Date('2026-11-29T08:00:00Z');
    const links = warningSearches({ client: 'C1', subs: true, q: 'shell', states: 'Confirmed', status: 'Past', skip: 100 }, now, 3);
    expect(links).toEqual({
      due: { client: 'C1', subs: true, action: 'due' },
      paying: { client: 'C1', subs: true, payFrom: '2026-11-29', payTo: '2026-12-04' },
      preliminary: { client: 'C1', subs: true, states: 'Preliminary', exFrom: '2026-11-29', exTo: '2026-12-13' },
      withdrawn: { client: 'C1', subs: true, states: 'Withdrawn', changed: true },
      changed: { client: 'C1', subs: true, changed: true },
      watched: { client: 'C1', subs: true, watched: true, states: 'Preliminary,Confirmed,Approved,Withdrawn' },
    });
    expect(warningSearches({}, now, 5).due).toEqual({ action: 'due', dueIn: 5 });
  });

  it('the due count is the rows of the action view it opens', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const event = (id: string, deadline: string): CorporateActionEvent =>
      ({
        EventId: id,
        CorporateActionType: 'Voluntary',
        EventState: 'Confirmed',
        ElectionStatus: 'NotElected',
        Options: [{ OptionId: '1', Deadline: { Date: deadline } }],
      }) as unknown as CorporateActionEvent;
    const events = [event('1', '2026-11-27T15:00:00Z'), event('2', '2026-12-02T12:00:00Z'), event('3', '2026-12-03T12:00:00Z'), event('4', '2026-12-10T12:00:00Z')];
    const ids = (days: number) => actionRows(events, now, 'due', { dueIn: days, timeZone: 'UTC' }).map((row) => row.event.EventId);
    expect(ids(3)).toEqual(['1', '2']);
    expect(ids(4)).toEqual(['1', '2', '3']);
    expect(actionRows(events, now, 'open').map((row) => row.event.EventId)).toEqual(['1', '2', '3', '4']);
  });

  it('nothing is changed since a review before the first review; after it, new and changed events are', () => {
    const a = { EventId: '1', EventState: 'Preliminary' } as CorporateActionEvent;
    const b = { EventId: '2', EventState: 'Confirmed' } as CorporateActionEvent;
    expect(changedSinceReview([a, b], parseReviews(null))).toEqual([]);
    const store = markReviewed(parseReviews(null), [a], new Date('2026-11-29T08:00:00Z'));
    expect(changedSinceReview([a, b], store).map((event) => event.EventId)).toEqual(['2']);
    expect(changedSinceReview([{ ...a, EventState: 'Withdrawn' }, b], store).map((event) => event.EventId)).toEqual(['1', '2']);
  });
});
