import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@/test/render';
import { ApiError } from '@/api/errors';
import { describeError } from './describe-error';
import { loadedAt } from '@/lib/loaded-at';
import { StaleNotice } from './StaleNotice';

afterEach(() => {
  vi.useRealTimers();
});

describe('StaleNotice', () => {
  it('says what failed, since when the data shown is, the status and the correlation id, with a retry', () => {
    const onRetry = vi.fn();
    const updatedAt = new Date(2026, 10, 24, 9, 5, 7).getTime();
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 12, 0, 0) });
    render(<StaleNotice error={new ApiError({ kind: 'http', status: 503, path: '/x', correlationId: 'c-7' })} updatedAt={updatedAt} onRetry={onRetry} shown="the results" />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Could not refresh: Service error (503). Showing the results from 09:05:07.');
    expect(notice).toHaveTextContent('Status: HTTP 503 Service Unavailable · Correlation id: c-7');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names the page that failed and the one kept', () => {
    render(<StaleNotice error={new ApiError({ kind: 'network', status: 0, path: '/x' })} updatedAt={Date.now()} failed="Could not load page 3" shown="the page before" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Could not load page 3: The simulator did not answer\. Showing the page before from \d\d:\d\d:\d\d\.Status: no answer \(network error\)$/,
    );
  });

  it('counts a 429’s wait down and asks again by itself', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(<StaleNotice error={new ApiError({ kind: 'http', status: 429, path: '/x', retryAfterMs: 2000 })} updatedAt={Date.now()} onRetry={onRetry} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Retrying in 2 s');
    act(() => vi.advanceTimersByTime(2000));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('gives the day with the time when the data is not from today', () => {
    const now = new Date(2026, 10, 24, 12, 0).getTime();
    expect(loadedAt(new Date(2026, 10, 24, 8, 1, 2).getTime(), now)).toBe('08:01:02');
    expect(loadedAt(new Date(2026, 10, 23, 23, 59).getTime(), now)).toBe('23 Nov, 23:59');
    expect(loadedAt(0, now)).toBe('earlier');
  });
});

describe('describeError of a later page', () => {
  it('says the rest of the list is missing, not that the list is unknown', () => {
    const broken = new ApiError({ kind: 'http', status: 404, path: '/x', correlationId: 'c-1' }).onLaterPage();
    expect(broken).toMatchObject({ laterPage: true, isNotFound: false, correlationId: 'c-1', status: 404 });
    expect(describeError(broken)).toEqual({
      title: 'The rest of the list could not be loaded (404)',
      detail: 'The first page came; the next page, which the service said was there, was not found.',
    });
    expect(describeError(new ApiError({ kind: 'network', status: 0, path: '/x' }).onLaterPage())).toMatchObject({
      title: 'The rest of the list could not be loaded',
      detail: expect.stringMatching(/^The first page came, but not the next\. /),
    });
  });
});
