import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { RouteError } from '@/components/RouteError';
import { NotFound } from '@/components/NotFound';
import { PageLoader } from '@/components/PageLoader';
import { stringifySearch } from '@/lib/url';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Freshness is react-query's business: always let loaders ask it.
    defaultPreloadStaleTime: 0,
    // A stale match's loader runs before its view shows again, not in the background under it: the view's own queries
    // would otherwise ask while the loader asks too (twice the requests, and after a 429 a second one at once).
    defaultStaleReloadMode: 'blocking',
    defaultPendingMs: 150,
    defaultPendingMinMs: 200,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFound />,
    scrollRestoration: true,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
