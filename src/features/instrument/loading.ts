/**
 * Route-loader helpers of the instrument pages: the Uic path param, and
 * loading a query where the service's 404 becomes the route's not-found state.
 */
import { notFound } from '@tanstack/react-router';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { KNOWN_ASSET_TYPES } from '../../api/types';

/** A Uic from the path: a positive 32-bit integer, else undefined. */
export function parseUic(value: string): number | undefined {
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
}

const KNOWN_BY_LOWER = new Map<string, string>(KNOWN_ASSET_TYPES.map((type) => [type.toLowerCase(), type]));

/**
 * The canonical path params of an instrument address, when they differ from
 * the ones given: the asset type trimmed and in the service's spelling
 * (`stock` → `Stock`; unknown names only trimmed, the service decides), the
 * Uic without leading zeros or spaces. Undefined when already canonical or
 * when nothing sensible can be made of it (the page then says why).
 */
export function canonicalInstrumentParams(params: { assetType: string; uic: string }): { assetType: string; uic: string } | undefined {
  const uic = parseUic(params.uic);
  const trimmed = params.assetType.trim();
  if (uic === undefined || trimmed === '') return undefined;
  const canonical = { assetType: KNOWN_BY_LOWER.get(trimmed.toLowerCase()) ?? trimmed, uic: String(uic) };
  return canonical.assetType === params.assetType && canonical.uic === params.uic ? undefined : canonical;
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
