import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { BrowsePage } from '@/features/browse/BrowsePage';
import { loadBrowse } from '@/features/browse/load';
import { browseParams, type BrowseUrl } from '@/features/browse/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/browse/futures')({
  validateSearch: browseParams.futures.validate,
  // No loaderDeps: the page stays mounted while a new search loads (README, Architecture). The loader reads the address.
  loader: ({ context, location }) => loadBrowse(context.queryClient, 'futures', browseParams.futures.parse(location.search as Record<string, unknown>)),
  component: function BrowseFuturesRoute() {
    const onNavigate = useSearchPatch<BrowseUrl>(Route.useNavigate(), { replace: false });
    return (
      <>
        <SearchNotes notes={browseParams.futures.notes} />
        <BrowsePage kind="futures" search={Route.useSearch()} onNavigate={onNavigate} />
      </>
    );
  },
});
