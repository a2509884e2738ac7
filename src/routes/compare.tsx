import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { ComparePage } from '@/features/compare/ComparePage';
import { loadComparison } from '@/features/compare/load';
import { compareParams, type CompareUrl } from '@/features/compare/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/compare')({
  validateSearch: compareParams.validate,
  // No loaderDeps: the page stays mounted while a new search loads (README, Architecture). The loader reads the address.
  loader: ({ context, location }) => {
    loadComparison(context.queryClient, compareParams.parse(location.search as Record<string, unknown>));
  },
  component: function CompareRoute() {
    const onNavigate = useSearchPatch<CompareUrl>(Route.useNavigate(), { replace: false });
    return (
      <>
        <SearchNotes notes={compareParams.notes} />
        <ComparePage compare={Route.useSearch()} onNavigate={onNavigate} />
      </>
    );
  },
});
