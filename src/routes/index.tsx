import { createFileRoute } from '@tanstack/react-router';
import { getApi } from '../api/backend';
import { refQueries } from '../api/queries/refdata';
import { SearchNotes } from '../components/SearchNotes';
import { SearchPage, type SearchUpdate } from '../features/search/SearchPage';
import { hasCriteria, searchParams, toServiceParams } from '../features/search/search-state';

export const Route = createFileRoute('/')({
  validateSearch: searchParams.validate,
  loaderDeps: ({ search }) => ({ params: hasCriteria(search) ? toServiceParams(search) : undefined }),
  // Not awaited: the page shows its previous results while a search loads; this only starts the
  // request early (and warms the cache when a link to a search is hovered).
  loader: ({ context, deps }) => {
    if (deps.params) void context.queryClient.prefetchQuery(refQueries.search(getApi(), deps.params));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onNavigate = (update: SearchUpdate, options: { replace?: boolean } = {}) =>
    void navigate({ search: (previous) => update(previous), replace: options.replace ?? false, resetScroll: false });
  return (
    <>
      <SearchNotes notes={searchParams.notes} />
      <SearchPage search={search} onNavigate={onNavigate} />
    </>
  );
}
