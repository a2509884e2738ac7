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
  loader: async ({ context, params, deps, cause }) => {
    const uic = parseUic(params.uic);
    if (uic === undefined) throw notFound();
    const api = getApi();
    const options = refQueries.details(api, uic, params.assetType, detailsParams(deps));
    // A change of the request's parameters on this page (field groups, keys): not awaited, so that the page
    // keeps the previous details on screen, marked as updating, while the new ones load.
    if (cause === 'stay') {
      void context.queryClient.prefetchQuery(options);
      return;
    }
    const details = await ensureOrNotFound(context.queryClient, options);
    // A preload (hover, focus) fetches the details only; the page looks up the related instruments itself.
    if (cause === 'preload') return;
    // What the related instruments are (and which is the continuous future): needs the details first.
    const lookup = relatedLookup(relatedInstruments(details));
    if (lookup) void context.queryClient.prefetchQuery(refQueries.detailsList(api, lookup));
  },
  component: DetailsRoute,
  errorComponent: DetailsError,
});

function useSearchChange() {
  const navigate = Route.useNavigate();
  // In-page changes keep the scroll position (the router would scroll to the top).
  return (patch: DetailsSearch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false });
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
