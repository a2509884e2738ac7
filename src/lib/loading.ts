/** Route-loader helper: loading a query where the service's 404 becomes the route's not-found state. */
import { notFound } from '@tanstack/react-router';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

/** ensureQueryData, turning the service's 404 into the route's not-found state. */
export async function ensureOrNotFound<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (isApiError(error) && error.isNotFound) throw notFound();
    throw error;
  }
}
