import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '@/components/NotFound';
import { RouteError } from '@/components/RouteError';
import { FuturesSpacePage } from '@/features/futures/FuturesSpacePage';
import { loadFuturesSpace } from '@/features/futures/load';
import { uicFromPath } from '@/lib/search-params';

export const Route = createFileRoute('/futures/$uic')({
  params: {
    parse: ({ uic }) => {
      const parsed = uicFromPath(uic);
      if (parsed === undefined) throw notFound();
      return { uic: parsed };
    },
    stringify: ({ uic }) => ({ uic: String(uic) }),
  },
  loader: ({ context, params }) => loadFuturesSpace(context.queryClient, params.uic),
  notFoundComponent: () => <NotFound what="futures space" />,
  errorComponent: (props) => <RouteError {...props} title="The futures space could not be loaded" />,
  component: function FuturesSpaceRoute() {
    const { uic } = Route.useParams();
    return <FuturesSpacePage continuousUic={uic} />;
  },
});
