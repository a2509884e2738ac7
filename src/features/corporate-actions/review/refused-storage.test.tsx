import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CorporateActionEvent } from '@/api/types';
import { useClearReviewData, useHistory, useRecordVersions } from './history';
import { useReviews } from './review';
import { useEventWatch } from './watch';

const event: CorporateActionEvent = { EventId: '9501101', Uic: 211, AssetType: 'Stock', EventState: 'Active' };

describe('review marks, versions seen and watched events when the browser refuses to store them', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('last for this page: a full storage keeps nothing, the page still shows the mark and the watch', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const reviews = renderHook(() => useReviews());
    act(() => reviews.result.current[1]([event]));
    expect(Object.keys(reviews.result.current[0].events)).toEqual(['9501101']);
    expect(reviews.result.current[0].lastReview).toEqual(expect.any(String));

    const watch = renderHook(() => useEventWatch());
    act(() => watch.result.current.toggle('9501101'));
    expect([...watch.result.current.watch.events]).toEqual(['9501101']);
    expect(setItem).toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('last for this page when the storage is blocked altogether (reading localStorage throws)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const reviews = renderHook(() => useReviews());
    act(() => reviews.result.current[1]([{ ...event, EventId: '9501102' }]));
    expect(Object.keys(reviews.result.current[0].events)).toContain('9501102');
    const watch = renderHook(() => useEventWatch());
    act(() => watch.result.current.toggle('9501102'));
    expect(watch.result.current.watch.events.has('9501102')).toBe(true);
  });

  it('versions seen last for this page in a full storage, and clearing clears what was held', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const page = renderHook(
      ({ events }) => {
        useRecordVersions(events);
        return { history: useHistory(), reviews: useReviews(), clear: useClearReviewData() };
      },
      { initialProps: { events: [{ ...event, EventId: '9501103' }] } },
    );
    await waitFor(() => expect(page.result.current.history['9501103']).toHaveLength(1));
    // A revision seen later in the page adds a version.
    page.rerender({ events: [{ ...event, EventId: '9501103', EventState: 'Confirmed' }] });
    await waitFor(() => expect(page.result.current.history['9501103']).toHaveLength(2));
    act(() => page.result.current.reviews[1]([event]));
    // (The marks the tests above held for the page are still held: one module, one page.)
    expect(Object.keys(page.result.current.reviews[0].events)).toContain('9501101');
    expect(localStorage.length).toBe(0);
    act(() => page.result.current.clear());
    expect(page.result.current.history).toEqual({});
    expect(page.result.current.reviews[0].events).toEqual({});
  });
});
