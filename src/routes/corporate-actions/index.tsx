import { createFileRoute } from '@tanstack/react-router';
import { getApi } from '@/api/backend';
import { SearchNotes } from '@/components/SearchNotes';
import { InboxPage } from '@/features/corporate-actions/inbox/InboxPage';
import { loadInboxRoute } from '@/features/corporate-actions/load';
import { inboxSearch, type InboxSearch } from '@/features/corporate-actions/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/corporate-actions/')({
  validateSearch: inboxSearch.validate,
  // Not awaited: the page shows the previous rows while new ones load; this starts the requests early. (Only an
  // address that names no view waits, the first time, for the open elections: it may open Action needed instead.)
  // No loaderDeps: the page stays mounted while a new search loads (README, Architecture). The loader reads the address.
  loader: ({ context, location }) => loadInboxRoute(context.queryClient, getApi(), inboxSearch.parse(location.search as Record<string, unknown>), new Date()),
  component: function InboxRoute() {
    const onNavigate = useSearchPatch<InboxSearch>(Route.useNavigate(), { replace: false });
    return (
      <>
        <SearchNotes notes={inboxSearch.notes} />
        <InboxPage search={Route.useSearch()} onNavigate={onNavigate} />
      </>
    );
  },
});
