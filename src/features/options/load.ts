/** What the option chain's route starts loading: the expiry list, then the grid of the expiries shown. */
import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { isApiError } from '@/api/errors';
import { optionsQueries, EXPIRY_BATCH_SIZE } from './queries';
import { chainSelection } from './selection';
import { gridPlan, selectedExpiryParam, type ChainSearch } from './url';

/** The loader starts the grid requests of at most this many expiries, one request (a stacked view loads the rest itself). */
const LOADER_EXPIRIES = EXPIRY_BATCH_SIZE;

export async function loadOptionChain(queryClient: QueryClient, rootId: number, search: ChainSearch): Promise<void> {
  const api = getApi();
  const plan = gridPlan(search);
  // Expiries named in the address: ask for them alongside the expiry list (no waterfall). Not those
  // carried from another root (prevExpiry): this root may not list them.
  const named = search.expiry === undefined ? [] : selectedExpiryParam({ expiry: search.expiry });
  const early =
    plan.kind === 'per-expiry' && Array.isArray(named)
      ? named.slice(0, LOADER_EXPIRIES).map((date) => queryClient.prefetchQuery(optionsQueries.expiry(api, rootId, plan.params, date)))
      : plan.kind === 'single'
        ? [queryClient.prefetchQuery(optionsQueries.single(api, rootId, plan.params))]
        : [];
  try {
    const space = await queryClient.ensureQueryData(optionsQueries.list(api, rootId, search));
    if (plan.kind === 'per-expiry') {
      const { shown } = chainSelection(space, search).selection;
      await Promise.all([...early, ...shown.slice(0, LOADER_EXPIRIES).map((expiry) => queryClient.prefetchQuery(optionsQueries.expiry(api, rootId, plan.params, expiry.date)))]);
    } else {
      await Promise.all(early);
    }
  } catch (error) {
    const filtered = search.multiLeg !== undefined || search.clientKey !== undefined;
    // With CanParticipateInMultiLegOrder or ClientKey, the page explains a refusal (400, 404) and offers to change them.
    if (filtered && isApiError(error) && (error.status === 400 || error.isNotFound)) return;
    if (isApiError(error) && error.isNotFound) throw notFound();
    throw error;
  }
}
