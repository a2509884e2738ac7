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

  it('counts nothing down when there is no way to try again', () => {
    render(<ErrorState error={new ApiError({ kind: 'http', status: 429, path: '/x', retryAfterMs: 2000 })} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
