import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { ComparePage } from '@/features/compare/ComparePage';
import { loadComparison } from '@/features/compare/load';
import { compareParams, toDetailsListParams, type CompareUrl } from '@/features/compare/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/compare')({
  validateSearch: compareParams.validate,
  loaderDeps: ({ search }) => ({ params: search.items ? toDetailsListParams(search) : undefined }),
  loader: ({ context, deps }) => loadComparison(context.queryClient, deps.params),
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
