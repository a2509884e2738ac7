import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { ExpiryCalendarPage } from '@/features/expiries/ExpiryCalendarPage';
import { loadExpiries } from '@/features/expiries/load';
import { expiriesParams, type ExpiriesSearch } from '@/features/expiries/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/calendar/expiries')({
  validateSearch: expiriesParams.validate,
  // No loaderDeps: the page stays mounted while an added item loads (README, Architecture). The loader reads the address.
  loader: ({ context, location }) => loadExpiries(context.queryClient, expiriesParams.parse(location.search as Record<string, unknown>)),
  component: function ExpiryCalendarRoute() {
    const onNavigate = useSearchPatch<ExpiriesSearch>(Route.useNavigate(), { replace: false });
    return (
      <>
        <SearchNotes notes={expiriesParams.notes} />
        <ExpiryCalendarPage search={Route.useSearch()} onNavigate={onNavigate} />
      </>
    );
  },
});
