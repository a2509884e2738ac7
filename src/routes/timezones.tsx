import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/RouteError';
import { SearchNotes } from '@/components/SearchNotes';
import { loadTimeZones } from '@/features/timezones/load';
import { TimeZonesPage } from '@/features/timezones/TimeZonesPage';
import { timeZonesSearch } from '@/features/timezones/url';

export const Route = createFileRoute('/timezones')({
  validateSearch: timeZonesSearch.validate,
  loader: ({ context }) => loadTimeZones(context.queryClient),
  errorComponent: (props) => <RouteError {...props} title="The time zones could not be loaded" />,
  component: function TimeZonesRoute() {
    const { zone } = Route.useSearch();
    return (
      <>
        <SearchNotes notes={timeZonesSearch.notes} />
        <TimeZonesPage highlight={zone === undefined ? undefined : String(zone)} />
      </>
    );
  },
});
