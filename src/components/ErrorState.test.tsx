import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@/test/render';
import { ApiError } from '@/api/errors';
import { ErrorState } from './ErrorState';

afterEach(() => {
  vi.useRealTimers();
});

describe('ErrorState', () => {
  it('shows the status in words and the correlation id', () => {
    render(<ErrorState error={new ApiError({ kind: 'http', status: 503, path: '/x', correlationId: 'c-42' })} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Service error (503)');
    expect(alert).toHaveTextContent('Status: HTTP 503 Service Unavailable');
    expect(alert).toHaveTextContent('Correlation id: c-42');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says in words that no answer came', () => {
    render(<ErrorState error={new ApiError({ kind: 'network', status: 0, path: '/x' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Status: no answer (network error)');
  });

  it('counts a 429’s wait down and tries again by itself', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(<ErrorState error={new ApiError({ kind: 'http', status: 429, path: '/x', retryAfterMs: 2000 })} onRetry={onRetry} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Retrying in 2 s');
    expect(screen.getByRole('alert')).toHaveTextContent('Status: HTTP 429 Too Many Requests');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Retrying in 1 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('Retrying…');
  });

  it('offers no retry for a 400 with the service’s error code: the same request is refused again; what to change is shown', () => {
    const onRetry = vi.fn();
    const body = { ErrorCode: 'InvalidSearchCriteriaProvided', Message: 'Only one tag is supported.', ModelState: { Tags: ['Too many tags.', 'Use one.'] } };
    render(<ErrorState error={new ApiError({ kind: 'http', status: 400, path: '/x', body })} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The service rejected the request');
    expect(alert).toHaveTextContent('Only one tag is supported.');
    expect(alert).toHaveTextContent('Error code: InvalidSearchCriteriaProvided');
    expect(alert).toHaveTextContent('Tags: Too many tags. Use one.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps the retry for a 400 without the service’s error code (perhaps not the service’s), and for a 503 or no answer', () => {
    const errors = [
      new ApiError({ kind: 'http', status: 400, path: '/x' }),
      new ApiError({ kind: 'http', status: 503, path: '/x' }),
      new ApiError({ kind: 'network', status: 0, path: '/x' }),
    ];
    for (const error of errors) {
      const onRetry = vi.fn();
      const { unmount } = render(<ErrorState error={error} onRetry={onRetry} />);
      act(() => screen.getByRole('button', { name: 'Try again' }).click());
      expect(onRetry).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('counts nothing down when there is no way to try again', () => {
    render(<ErrorState error={new ApiError({ kind: 'http', status: 429, path: '/x', retryAfterMs: 2000 })} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
