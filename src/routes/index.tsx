import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { loadSearch } from '@/features/search/load';
import { SearchPage } from '@/features/search/SearchPage';
import { searchParams, type SearchUrl } from '@/features/search/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/')({
  validateSearch: searchParams.validate,
  // No loaderDeps: the page stays mounted while a new search loads (README, Architecture). The loader reads the address.
  loader: ({ context, location }) => {
    loadSearch(context.queryClient, searchParams.parse(location.search as Record<string, unknown>));
  },
  component: function SearchRoute() {
    const onNavigate = useSearchPatch<SearchUrl>(Route.useNavigate(), { replace: false });
    return (
      <>
        <SearchNotes notes={searchParams.notes} />
        <SearchPage search={Route.useSearch()} onNavigate={onNavigate} />
      </>
    );
  },
});
