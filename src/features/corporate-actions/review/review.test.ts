import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { formatDate } from '@/lib/format';
import { isoDayOf, MAX_REVIEWS, markReviewed, parseReviews, reviewState } from './review';

const EVENT: CorporateActionEvent = {
  EventId: '42',
  EventState: 'Preliminary',
  CorporateActionType: 'Voluntary',
  ElectionStatus: 'NotElected',
  Ex: { Date: '2026-12-01' },
  Options: [
    {
      OptionId: '1',
      OptionType: { Code: 'CASH' },
      IsDefault: true,
      NetRate: 0.5,
      CashMovements: [{ Currency: 'EUR' }],
      Deadline: { Date: '2026-12-03T14:00:00Z' },
      Payment: { Date: '2026-12-10' },
    },
  ],
};
const NOW = new Date('2026-11-27T10:00:00Z');

describe('the review store', () => {
  it('knows nothing at first, then calls unreviewed events new once something was reviewed', () => {
    const empty = parseReviews(null);
    expect(reviewState(empty, EVENT)).toEqual({ kind: 'unreviewed' });
    const store = markReviewed(empty, [{ ...EVENT, EventId: '7' }], NOW);
    expect(reviewState(store, EVENT)).toEqual({ kind: 'new' });
  });

  it('lists the fields that changed since the review, old and new', () => {
    const store = markReviewed(parseReviews(null), [EVENT], NOW);
    expect(reviewState(store, EVENT)).toEqual({ kind: 'reviewed', at: NOW.toISOString() });
    const revised = {
      ...EVENT,
      EventState: 'Confirmed' as const,
      Options: [{ ...EVENT.Options?.[0], NetRate: 0.55, Deadline: { Date: '2026-12-04T14:00:00Z' } }],
    };
    expect(reviewState(store, revised)).toEqual({
      kind: 'changed',
      at: NOW.toISOString(),
      changes: [
        ['State', 'Preliminary', 'Confirmed'],
        ['Cut-offs', '2026-12-03T14:00:00Z', '2026-12-04T14:00:00Z'],
        ['Rate', 'EUR 0.5 net', 'EUR 0.55 net'],
      ],
    });
    // Reviewing again clears it.
    expect(reviewState(markReviewed(store, [revised], NOW), revised).kind).toBe('reviewed');
  });

  it('survives a round trip through storage, drops junk, and keeps the newest marks only', () => {
    const store = markReviewed(parseReviews(null), [EVENT], NOW);
    expect(parseReviews(JSON.stringify(store))).toEqual(store);
    expect(parseReviews('{nope')).toEqual({ events: {} });
    expect(parseReviews(JSON.stringify({ events: { a: { at: 1 }, b: { at: 'x', fields: { State: 'Confirmed', Bad: 3 } } } }))).toEqual({
      events: { b: { at: 'x', fields: { State: 'Confirmed' } } },
    });
    const many = Array.from({ length: MAX_REVIEWS }, (_, index) => ({ ...EVENT, EventId: String(index + 100) }));
    const first = markReviewed(parseReviews(null), many.slice(0, 3), new Date('2026-11-01T00:00:00Z'));
    const full = markReviewed(
      markReviewed(first, many.slice(3), NOW),
      [
        { ...EVENT, EventId: '1' },
        { ...EVENT, EventId: '2' },
      ],
      NOW,
    );
    expect(Object.keys(full.events)).toHaveLength(MAX_REVIEWS);
    // The two oldest marks went, though their ids sort after the new ones.
    expect(full.events['100']).toBeUndefined();
    expect(full.events['101']).toBeUndefined();
    expect(full.events['102']).toBeDefined();
    expect(full.events['1']).toBeDefined();
  });
});

describe('a day a snapshot holds', () => {
  it('reads back as its ISO day, every month of a year, and nothing else does', () => {
    for (let month = 0; month < 12; month += 1) {
      const day = new Date(Date.UTC(2026, month, month + 1)).toISOString().slice(0, 10);
      expect(isoDayOf(formatDate(day))).toBe(day);
    }
    for (const text of ['', '2026-12-05', '5 Dec 2026', '05 Dez 2026', '05 Dec 2026 10:00', 'Confirmed']) expect(isoDayOf(text)).toBeUndefined();
  });
});
