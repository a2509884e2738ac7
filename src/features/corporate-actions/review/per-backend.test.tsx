import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getBackend, setBackend } from '@/api/backend';
import type { CorporateActionEvent } from '@/api/types';
import { useClearReviewData, useHistory, useRecordVersions } from './history';
import { useReviews } from './review';

const event: CorporateActionEvent = { EventId: '9501101', EventState: 'Confirmed' };
const demo = getBackend();

describe('review marks and versions seen, per backend and user', () => {
  afterEach(() => {
    act(() => setBackend(demo));
    localStorage.clear();
  });

  it('a review in demo mode leaves the gateway’s events unreviewed, and comes back with the demo', async () => {
    const page = renderHook(
      ({ events }) => {
        useRecordVersions(events);
        return { reviews: useReviews(), history: useHistory(), clear: useClearReviewData() };
      },
      { initialProps: { events: [event] } },
    );
    await waitFor(() => expect(page.result.current.history['9501101']).toHaveLength(1));
    act(() => page.result.current.reviews[1]([event]));
    expect(page.result.current.reviews[0].lastReview).toEqual(expect.any(String));
    // The gateway's list is another one: this event is not shown there.
    page.rerender({ events: [] });

    act(() => setBackend({ kind: 'gateway', baseUrl: 'https://gateway.example.com/sim/openapi', token: 'tok', rememberToken: false }));
    // Nothing reviewed on the gateway: its events are not "new since your review".
    expect(page.result.current.reviews[0]).toEqual({ events: {} });
    expect(page.result.current.history).toEqual({});
    // Clearing there leaves the demo's marks.
    act(() => page.result.current.clear());

    act(() => setBackend(demo));
    expect(Object.keys(page.result.current.reviews[0].events)).toEqual(['9501101']);
    expect(page.result.current.history['9501101']).toHaveLength(1);
  });
});
