/**
 * Route-loader helpers of the instrument pages: the Uic path param, and
 * loading a query where the service's 404 becomes the route's not-found state.
 */
import { notFound } from '@tanstack/react-router';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';

/** A Uic from the path: a positive 32-bit integer, else undefined. */
export function parseUic(value: string): number | undefined {
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
}

/** ensureQueryData, turning the service's 404 into the route's not-found state. */
export async function ensureOrNotFound<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (isApiError(error) && error.isNotFound) throw notFound();
    throw error;
  }
}
