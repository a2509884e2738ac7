import { createFileRoute } from '@tanstack/react-router';
import { SearchNotes } from '@/components/SearchNotes';
import { WatchlistPage } from '@/features/watchlist/WatchlistPage';
import { loadWatchlist } from '@/features/watchlist/load';
import { watchlistParams, type WatchlistSearch } from '@/features/watchlist/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/watchlist')({
  validateSearch: watchlistParams.validate,
  loader: ({ context, location }) => {
    loadWatchlist(context.queryClient, watchlistParams.parse(location.search as Record<string, unknown>));
  },
  component: function WatchlistRoute() {
    const onNavigate = useSearchPatch<WatchlistSearch>(Route.useNavigate(), { replace: false });
    return (
      <>
        <SearchNotes notes={watchlistParams.notes} />
        <WatchlistPage search={Route.useSearch()} onNavigate={onNavigate} />
      </>
    );
  },
});
