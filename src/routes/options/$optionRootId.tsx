import { createFileRoute, notFound, retainSearchParams, type SearchMiddleware } from '@tanstack/react-router';
import { NotFound } from '@/components/NotFound';
import { RouteError } from '@/components/RouteError';
import { SearchNotes } from '@/components/SearchNotes';
import { loadOptionChain } from '@/features/options/load';
import { OptionChainPage } from '@/features/options/OptionChainPage';
import { CHAIN_RETAINED_KEYS, chainSearch, type ChainSearch } from '@/features/options/url';
import { uicFromPath } from '@/lib/search-params';
import { useSearchPatch } from '@/lib/use-search-patch';

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
  params: {
    parse: ({ optionRootId }) => {
      const id = uicFromPath(optionRootId);
      if (id === undefined) throw notFound();
      return { optionRootId: id };
    },
    stringify: ({ optionRootId }) => ({ optionRootId: String(optionRootId) }),
  },
  validateSearch: chainSearch.validate,
  // The view and the filters follow the user from one root to another (related roots).
  search: { middlewares: [retainViewParams] },
  loaderDeps: ({ search }) => ({ multiLeg: search.multiLeg, clientKey: search.clientKey }),
  // The loader only starts requests; the page's queries keep the data fresh. Not running it again on
  // every change of expiry, window or side keeps those changes instant (router.invalidate still reloads).
  staleTime: Infinity,
  loader: ({ context, params, location }) => loadOptionChain(context.queryClient, params.optionRootId, chainSearch.parse(location.search as Record<string, unknown>)),
  notFoundComponent: () => <NotFound what="option root" />,
  errorComponent: (props) => <RouteError {...props} title="The option root could not be loaded" />,
  component: OptionChainRoute,
});

function OptionChainRoute() {
  const { optionRootId } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useSearchPatch<ChainSearch>(Route.useNavigate(), { replace: true });
  return (
    <>
      <SearchNotes notes={chainSearch.notes} />
      <OptionChainPage key={optionRootId} rootId={optionRootId} search={search} onSearchChange={onSearchChange} />
    </>
  );
}
