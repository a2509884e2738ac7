import { Stack, Title } from '@mantine/core';
import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { getApi } from '../../../../api/backend';
import { refQueries } from '../../../../api/queries/refdata';
import { ErrorState } from '../../../../components/ErrorState';
import { useRouteRetry } from '../../../../components/RouteError';
import { SearchNotes } from '../../../../components/SearchNotes';
import { InstrumentDetailsPage } from '../../../../features/instrument/InstrumentDetailsPage';
import { RequestPanel } from '../../../../features/instrument/RequestPanel';
import { ensureOrNotFound, parseUic } from '../../../../features/instrument/loading';
import { detailsParams, relatedInstruments, relatedLookup } from '../../../../features/instrument/model';
import { detailsSearch, type DetailsSearch } from '../../../../features/instrument/search';

/** Instrument details (4.4) with every parameter in the URL. */
export const Route = createFileRoute('/instruments/$assetType/$uic/')({
  validateSearch: detailsSearch.validate,
  loaderDeps: ({ search }) => ({ groups: search.groups, accountKey: search.accountKey, clientKey: search.clientKey }),
  loader: async ({ context, params, deps }) => {
    const uic = parseUic(params.uic);
    if (uic === undefined) throw notFound();
    const api = getApi();
    const details = await ensureOrNotFound(context.queryClient, refQueries.details(api, uic, params.assetType, detailsParams(deps)));
    // What the related instruments are (and which is the continuous future): needs the details first.
    const lookup = relatedLookup(relatedInstruments(details));
    if (lookup) void context.queryClient.prefetchQuery(refQueries.detailsList(api, lookup));
  },
  component: DetailsRoute,
  errorComponent: DetailsError,
});

function useSearchChange() {
  const navigate = Route.useNavigate();
  return (patch: DetailsSearch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
}

function DetailsRoute() {
  const params = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useSearchChange();
  return (
    <>
      <SearchNotes notes={detailsSearch.notes} />
      <InstrumentDetailsPage uic={parseUic(params.uic) ?? 0} assetType={params.assetType} search={search} onSearchChange={onSearchChange} />
    </>
  );
}

/** A failed request with the user's parameters (e.g. an unknown AccountKey): the error, and the parameters to fix it. */
function DetailsError({ error, reset }: ErrorComponentProps) {
  const params = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useSearchChange();
  const retry = useRouteRetry(reset);
  return (
    <Stack gap="md">
      <RequestPanel uic={parseUic(params.uic) ?? 0} assetType={params.assetType} search={search} onSearchChange={onSearchChange} loading={false} />
      <div>
        <Title order={2} size="h4">
          The details could not be loaded
        </Title>
        <ErrorState
          error={error}
          onRetry={retry}
        />
      </div>
    </Stack>
  );
}
