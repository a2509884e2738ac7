import { useCallback } from 'react';
import { createFileRoute, notFound, retainSearchParams, type SearchMiddleware } from '@tanstack/react-router';
import { getApi } from '../../api/backend';
import { isApiError } from '../../api/errors';
import { refQueries } from '../../api/queries/refdata';
import { EXPIRY_BATCH_SIZE } from '../../api/queries/option-space-batch';
import { NotFound } from '../../components/NotFound';
import { SearchNotes } from '../../components/SearchNotes';
import { OptionChainPage } from '../../features/options/OptionChainPage';
import { expiriesOf, filterByKinds, isoDay, resolveSelection } from '../../features/options/chain-model';
import { CHAIN_RETAINED_KEYS, chainSearch, effectiveSegment, gridPlan, kindsOf, listParams, selectedExpiryParam, type ChainSearch } from '../../features/options/chain-search';

/** The loader starts the grid requests of at most this many expiries, one request (a stacked view loads the rest itself). */
const LOADER_EXPIRIES = EXPIRY_BATCH_SIZE;

function parseRootId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

const retainChainParams = retainSearchParams<ChainSearch>([...CHAIN_RETAINED_KEYS]);

/**
 * Keeps the view and the filters when moving to another root
 * (retainSearchParams). A segment of UnderlyingUic goes when its underlying,
 * which belongs to one root, is not kept.
 */
const retainViewParams: SearchMiddleware<ChainSearch> = (context) => {
  const result = retainChainParams(context);
  if (result.segment === 'UnderlyingUic' && result.underlying === undefined && context.search.underlying !== undefined) {
    return { ...result, segment: undefined };
  }
  return result;
};

export const Route = createFileRoute('/options/$optionRootId')({
  validateSearch: chainSearch.validate,
  // The view and the filters follow the user from one root to another (related roots).
  search: { middlewares: [retainViewParams] },
  loaderDeps: ({ search }) => ({ multiLeg: search.multiLeg, clientKey: search.clientKey }),
  // The loader only starts requests; the page's queries keep the data fresh. Not running it again on
  // every change of expiry, window or side keeps those changes instant (router.invalidate still reloads).
  staleTime: Infinity,
  loader: async ({ context, params, deps, location }) => {
    const rootId = parseRootId(params.optionRootId);
    if (rootId === undefined) throw notFound();
    const api = getApi();
    const { queryClient } = context;
    const search = chainSearch.validate(location.search as Record<string, unknown>);
    const plan = gridPlan(search);
    const requested = selectedExpiryParam(search);
    // Expiries named in the address: ask for them alongside the expiry list (no waterfall). Not those
    // carried from another root (prevExpiry): this root may not list them.
    const named = search.expiry === undefined ? [] : selectedExpiryParam({ expiry: search.expiry });
    const early =
      plan.kind === 'per-expiry' && Array.isArray(named)
        ? named.slice(0, LOADER_EXPIRIES).map((date) => queryClient.prefetchQuery(refQueries.optionSpaceExpiry(api, rootId, plan.params, date)))
        : plan.kind === 'single'
          ? [queryClient.prefetchQuery(refQueries.optionSpace(api, rootId, plan.params))]
          : [];
    try {
      const space = await queryClient.ensureQueryData(refQueries.optionSpace(api, rootId, listParams(deps)));
      if (plan.kind === 'per-expiry') {
        const defaultDate = effectiveSegment(search) === 'DefaultDates' ? isoDay(space.DefaultExpiry) : undefined;
        const { visible } = filterByKinds(expiriesOf(space), kindsOf(search), requested);
        const { shown } = resolveSelection(visible, requested, search.stacked === true, defaultDate);
        await Promise.all([
          ...early,
          ...shown.slice(0, LOADER_EXPIRIES).map((expiry) => queryClient.prefetchQuery(refQueries.optionSpaceExpiry(api, rootId, plan.params, expiry.date))),
        ]);
      } else {
        await Promise.all(early);
      }
    } catch (error) {
      const filtered = deps.multiLeg !== undefined || deps.clientKey !== undefined;
      // With CanParticipateInMultiLegOrder or ClientKey, the page explains a refusal (400, 404) and offers to change them.
      if (filtered && isApiError(error) && (error.status === 400 || error.isNotFound)) return;
      if (isApiError(error) && error.isNotFound) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFound what="option root" />,
  component: OptionChainRoute,
});

function OptionChainRoute() {
  const { optionRootId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const rootId = parseRootId(optionRootId) ?? 0;
  const onSearchChange = useCallback(
    (patch: Partial<ChainSearch>) =>
      void navigate({
        search: (previous) => ({ ...previous, ...patch }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return (
    <>
      <SearchNotes notes={chainSearch.notes} />
      <OptionChainPage key={rootId} rootId={rootId} search={search} onSearchChange={onSearchChange} />
    </>
  );
}
