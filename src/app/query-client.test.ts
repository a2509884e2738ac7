import { describe, expect, it } from 'vitest';
import { retryDelayFor, shouldRetry } from '@/api/errors';
import { createQueryClient } from './query-client';

describe('the app QueryClient', () => {
  it('retries by the API’s policy: no retry storms (see errors.test.ts)', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelayFor);
    expect(queries?.retryOnMount).toBe(false);
  });
});
