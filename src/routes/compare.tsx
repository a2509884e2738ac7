import { createFileRoute } from '@tanstack/react-router';
import { getApi } from '../api/backend';
import { refQueries } from '../api/queries/refdata';
import { SearchNotes } from '../components/SearchNotes';
import { ComparePage, type CompareUpdate } from '../features/search/ComparePage';
import { compareParams, toDetailsListParams } from '../features/search/compare-state';

export const Route = createFileRoute('/compare')({
  validateSearch: compareParams.validate,
  loaderDeps: ({ search }) => ({ params: search.items ? toDetailsListParams(search) : undefined }),
  // Not awaited: changing the field groups keeps the table on screen while the new answer loads.
  loader: ({ context, deps }) => {
    if (deps.params) void context.queryClient.prefetchQuery(refQueries.detailsList(getApi(), deps.params));
  },
  component: CompareRoute,
});

function CompareRoute() {
  const compare = Route.useSearch();
  const navigate = Route.useNavigate();
  const onNavigate = (update: CompareUpdate, options: { replace?: boolean } = {}) =>
    void navigate({ search: (previous) => update(previous), replace: options.replace ?? false, resetScroll: false });
  return (
    <>
      <SearchNotes notes={compareParams.notes} />
      <ComparePage compare={compare} onNavigate={onNavigate} />
    </>
  );
}
