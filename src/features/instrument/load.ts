/** What the instrument routes load: the plain details for the heading, and the details with the address's parameters. */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/api/backend';
import { ensureOrNotFound } from '@/lib/loading';
import { relatedInstruments, relatedLookup } from '@/model/instrument';
import { instrumentQueries } from './queries';
import type { DetailsSearch } from './url';

/**
 * The heading's details (4.4 without parameters); the service's 404 is the route's not-found state. On a visit, the list
 * of the same Uic's asset types starts beside it, not awaited (the heading's links to them follow when it comes), and
 * after it: a service that answers in turn (the demo's worker) answers the awaited heading first.
 */
export async function loadInstrument(queryClient: QueryClient, uic: number, assetType: string, cause: 'enter' | 'stay' | 'preload' = 'enter'): Promise<void> {
  const api = getApi();
  const heading = ensureOrNotFound(queryClient, instrumentQueries.heading(api, uic, assetType));
  // A preload (a link hovered) fetches the heading only.
  if (cause !== 'preload') void queryClient.prefetchQuery(instrumentQueries.sameUic(api, uic));
  await heading;
}

/**
 * The details with the address's field groups and keys. `cause` is the
 * router's: a change on this page (`stay`) is not awaited, so the previous
 * details stay on screen, marked as updating; a preload fetches the details
 * only; a visit also starts the lookup of the related instruments (the same
 * security's other listings are asked for by their section, once in view).
 */
export async function loadDetails(
  queryClient: QueryClient,
  uic: number,
  assetType: string,
  search: Pick<DetailsSearch, 'groups' | 'accountKey' | 'clientKey'>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  const api = getApi();
  const options = instrumentQueries.details(api, uic, assetType, search);
  // Without field groups or keys this is the heading's own query, which the instrument's loader asks for beside this
  // one. Each loader waits for its code to arrive, so this one can run after the heading has already failed: asking
  // again would send the route's request twice (and could hide the failure the route shows). The instrument's loader
  // decides alone: it asks again on a retry, whichever loader runs first.
  const state = queryClient.getQueryState(options.queryKey);
  if (hashKey(options.queryKey) === hashKey(instrumentQueries.heading(api, uic, assetType).queryKey) && state?.status === 'error' && state.fetchStatus === 'idle') return;
  if (cause === 'stay') {
    void queryClient.prefetchQuery(options);
    return;
  }
  const details = await ensureOrNotFound(queryClient, options);
  if (cause === 'preload') return;
  // What the related instruments are (and which is the continuous future): needs the details first.
  const lookup = relatedLookup(relatedInstruments(details));
  if (lookup) void queryClient.prefetchQuery(instrumentQueries.related(api, lookup));
}
