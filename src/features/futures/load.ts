/** What the futures space's route loads: the space, and the continuous future's details for the header (optional). */
import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { isApiError } from '@/api/errors';
import { futuresQueries } from './queries';

export async function loadFuturesSpace(queryClient: QueryClient, uic: number): Promise<void> {
  const api = getApi();
  // Both requests start together; the header's details are optional.
  void queryClient.prefetchQuery(futuresQueries.continuous(api, uic));
  try {
    await queryClient.ensureQueryData(futuresQueries.space(api, uic));
  } catch (error) {
    if (isApiError(error) && (error.isNotFound || error.errorCode === 'InvalidContinuousFuturesUic')) throw notFound();
    throw error;
  }
}
