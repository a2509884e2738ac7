import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { useRouteRetry } from '@/components/use-route-retry';
import { SearchNotes } from '@/components/SearchNotes';
import { DetailsError } from '@/features/instrument/DetailsError';
import { InstrumentDetailsPage } from '@/features/instrument/InstrumentDetailsPage';
import { loadDetails } from '@/features/instrument/load';
import { detailsSearch, type DetailsSearch } from '@/features/instrument/url';
import { uicFromPath } from '@/lib/search-params';
import { useSearchPatch } from '@/lib/use-search-patch';

/** Instrument details (4.4) with every parameter in the URL. */
export const Route = createFileRoute('/instruments/$assetType/$uic/')({
  validateSearch: detailsSearch.validate,
  // No loaderDeps: a change of field groups or keys keeps the page mounted, with its scroll position and focus, while
  // the new details load (README, Architecture). The loader reads the address.
  loader: async ({ context, params, location, cause }) => {
    const uic = uicFromPath(params.uic);
    if (uic === undefined) throw notFound();
    await loadDetails(context.queryClient, uic, params.assetType, detailsSearch.parse(location.search as Record<string, unknown>), cause);
  },
  // As the heading's (route.tsx): the details show as soon as they come, a loading indicator not held any longer.
  pendingMinMs: 0,
  component: function DetailsRoute() {
    const params = Route.useParams();
    const onSearchChange = useSearchPatch<DetailsSearch>(Route.useNavigate(), { replace: true });
    return (
      <>
        <SearchNotes notes={detailsSearch.notes} />
        <InstrumentDetailsPage uic={uicFromPath(params.uic) ?? 0} assetType={params.assetType} search={Route.useSearch()} onSearchChange={onSearchChange} />
      </>
    );
  },
  errorComponent: function DetailsRouteError({ error, reset }: ErrorComponentProps) {
    const params = Route.useParams();
    const onSearchChange = useSearchPatch<DetailsSearch>(Route.useNavigate(), { replace: true });
    const retry = useRouteRetry(reset);
    return (
      <DetailsError uic={uicFromPath(params.uic) ?? 0} assetType={params.assetType} search={Route.useSearch()} onSearchChange={onSearchChange} error={error} onRetry={retry} />
    );
  },
});
