import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { SettingsPage } from '@/features/settings/SettingsPage';
import { settingsSearch } from '@/features/settings/url';

export const Route = createFileRoute('/settings')({
  validateSearch: settingsSearch.validate,
  component: function SettingsRoute() {
    const { from } = Route.useSearch();
    return (
      <>
        <SearchNotes notes={settingsSearch.notes} />
        <SettingsPage from={from} />
      </>
    );
  },
});
