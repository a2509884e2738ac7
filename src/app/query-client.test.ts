import { describe, expect, it } from 'vitest';
import { ApiError, retryDelayFor } from '@/api/errors';
import { createQueryClient } from './query-client';

describe('the app QueryClient', () => {
  it('retries transient failures twice, never client errors, and waits out rate limits', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    const retry = queries?.retry as (failureCount: number, error: unknown) => boolean;
    expect(retry(0, new ApiError({ kind: 'http', status: 429, path: '/x' }))).toBe(true);
    expect(retry(2, new ApiError({ kind: 'http', status: 429, path: '/x' }))).toBe(false);
    expect(retry(0, new ApiError({ kind: 'http', status: 403, path: '/x' }))).toBe(false);
    expect(retry(0, new ApiError({ kind: 'network', status: 0, path: '/x' }))).toBe(true);
    expect(queries?.retryDelay).toBe(retryDelayFor);
  });
});
