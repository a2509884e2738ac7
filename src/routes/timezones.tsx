import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { getApi } from '../api/backend';
import { refQueries } from '../api/queries/refdata';
import { TimeZonesPage } from '../features/timezones/TimeZonesPage';
import { searchValidator } from '../lib/search-params';
import { SearchNotes } from '../components/SearchNotes';

const search = searchValidator({ zone: z.coerce.number().int().min(0).max(9999) });

export const Route = createFileRoute('/timezones')({
  validateSearch: search.validate,
  loader: ({ context }) => context.queryClient.ensureQueryData(refQueries.timeZones(getApi())),
  component: function TimeZonesRoute() {
    const { zone } = Route.useSearch();
    return (
      <>
        <SearchNotes notes={search.notes} />
        <TimeZonesPage highlight={zone === undefined ? undefined : String(zone)} />
      </>
    );
  },
});
