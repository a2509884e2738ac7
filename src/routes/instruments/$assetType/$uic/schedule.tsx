import { createFileRoute, notFound } from '@tanstack/react-router';
import { EmptyState } from '@/components/EmptyState';
import { SearchNotes } from '@/components/SearchNotes';
import { loadSchedule } from '@/features/schedule/load';
import { ScheduleError } from '@/features/schedule/ScheduleError';
import { SchedulePage } from '@/features/schedule/SchedulePage';
import { scheduleSearch, type ScheduleSearch } from '@/features/schedule/url';
import { uicFromPath } from '@/lib/search-params';
import { useSearchPatch } from '@/lib/use-search-patch';

/** Trading schedule (4.6) of an instrument; `tz` and `view` in the URL. */
export const Route = createFileRoute('/instruments/$assetType/$uic/schedule')({
  validateSearch: scheduleSearch.validate,
  loader: async ({ context, params }) => {
    const uic = uicFromPath(params.uic);
    if (uic === undefined) throw notFound();
    await loadSchedule(context.queryClient, uic, params.assetType);
  },
  component: function ScheduleRoute() {
    const params = Route.useParams();
    const onSearchChange = useSearchPatch<ScheduleSearch>(Route.useNavigate(), { replace: true });
    return (
      <>
        <SearchNotes notes={scheduleSearch.notes} />
        <SchedulePage uic={uicFromPath(params.uic) ?? 0} assetType={params.assetType} search={Route.useSearch()} onSearchChange={onSearchChange} />
      </>
    );
  },
  errorComponent: ScheduleError,
  notFoundComponent: () => <EmptyState title="No trading schedule">The service has no trading schedule for this instrument.</EmptyState>,
});
