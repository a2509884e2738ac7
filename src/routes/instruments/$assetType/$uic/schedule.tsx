import { createFileRoute, notFound } from '@tanstack/react-router';
import { getApi } from '../../../../api/backend';
import { refQueries } from '../../../../api/queries/refdata';
import { EmptyState } from '../../../../components/EmptyState';
import { SearchNotes } from '../../../../components/SearchNotes';
import { ensureOrNotFound, parseUic } from '../../../../features/instrument/loading';
import { ScheduleError } from '../../../../features/schedule/ScheduleError';
import { SchedulePage } from '../../../../features/schedule/SchedulePage';
import { scheduleSearch, type ScheduleSearch } from '../../../../features/schedule/search';

/** Trading schedule (4.6) of an instrument; `tz` and `view` in the URL. */
export const Route = createFileRoute('/instruments/$assetType/$uic/schedule')({
  validateSearch: scheduleSearch.validate,
  loader: async ({ context, params }) => {
    const uic = parseUic(params.uic);
    if (uic === undefined) throw notFound();
    const api = getApi();
    await Promise.all([
      ensureOrNotFound(context.queryClient, refQueries.schedule(api, uic, params.assetType)),
      // The zone list names the zones; the schedule still shows without it.
      context.queryClient.ensureQueryData(refQueries.timeZones(api)).catch(() => undefined),
    ]);
  },
  component: ScheduleRoute,
  errorComponent: ScheduleError,
  notFoundComponent: () => <EmptyState title="No trading schedule">The service has no trading schedule for this instrument.</EmptyState>,
});

function ScheduleRoute() {
  const params = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: ScheduleSearch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false });
  return (
    <>
      <SearchNotes notes={scheduleSearch.notes} />
      <SchedulePage uic={parseUic(params.uic) ?? 0} assetType={params.assetType} search={search} onSearchChange={onSearchChange} />
    </>
  );
}
