import { createFileRoute, notFound } from '@tanstack/react-router';
import { getApi } from '../../api/backend';
import { isApiError } from '../../api/errors';
import { refQueries } from '../../api/queries/refdata';
import { NotFound } from '../../components/NotFound';
import { FuturesSpacePage } from '../../features/futures/FuturesSpacePage';

function parseUic(text: string): number | undefined {
  return /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

export const Route = createFileRoute('/futures/$uic')({
  loader: async ({ context, params }) => {
    const uic = parseUic(params.uic);
    if (uic === undefined) throw notFound();
    const api = getApi();
    // Both requests start together; the header's details are optional.
    void context.queryClient.prefetchQuery(refQueries.details(api, uic, 'ContractFutures'));
    try {
      await context.queryClient.ensureQueryData(refQueries.futuresSpace(api, uic));
    } catch (error) {
      if (isApiError(error) && (error.isNotFound || error.errorCode === 'InvalidContinuousFuturesUic')) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFound what="futures space" />,
  component: function FuturesSpaceRoute() {
    const { uic } = Route.useParams();
    return <FuturesSpacePage continuousUic={Number(uic)} />;
  },
});
