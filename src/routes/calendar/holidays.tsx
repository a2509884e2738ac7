import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { HolidayCalendarPage } from '@/features/holidays/HolidayCalendarPage';
import { loadHolidays } from '@/features/holidays/load';
import { holidaysParams, type HolidaysSearch } from '@/features/holidays/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/calendar/holidays')({
  validateSearch: holidaysParams.validate,
  // No loaderDeps: the page stays mounted while an added exchange loads (README, Architecture). The loader reads the address.
  loader: ({ context, location }) => loadHolidays(context.queryClient, holidaysParams.parse(location.search as Record<string, unknown>)),
  component: function HolidayCalendarRoute() {
    const onNavigate = useSearchPatch<HolidaysSearch>(Route.useNavigate(), { replace: false });
    return (
      <>
        <SearchNotes notes={holidaysParams.notes} />
        <HolidayCalendarPage search={Route.useSearch()} onNavigate={onNavigate} />
      </>
    );
  },
});
