import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { BrowsePage } from '@/features/browse/BrowsePage';
import { loadBrowse } from '@/features/browse/load';
import { browseParams, toServiceParams, type BrowseUrl } from '@/features/browse/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/browse/options')({
  validateSearch: browseParams.options.validate,
  loaderDeps: ({ search }) => ({ params: toServiceParams('options', search) }),
  loader: ({ context, deps }) => loadBrowse(context.queryClient, deps.params),
  component: function BrowseOptionsRoute() {
    const onNavigate = useSearchPatch<BrowseUrl>(Route.useNavigate(), { replace: false });
    return (
      <>
        <SearchNotes notes={browseParams.options.notes} />
        <BrowsePage kind="options" search={Route.useSearch()} onNavigate={onNavigate} />
      </>
    );
  },
});
