import { useCallback } from 'react';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { getApi } from '@/api/backend';
import { PageLoader } from '@/components/PageLoader';
import { RouteError } from '@/components/RouteError';
import { SearchNotes } from '@/components/SearchNotes';
import { EventNotFound, EventPage } from '@/features/corporate-actions/event/EventPage';
import { isNotEntitled, loadEvent } from '@/features/corporate-actions/load';
import { NotEntitled } from '@/features/corporate-actions/NotEntitled';
import { eventSearch, type EventSearch } from '@/features/corporate-actions/url';
import { useSearchPatch } from '@/lib/use-search-patch';

export const Route = createFileRoute('/corporate-actions/$eventId')({
  params: {
    parse: (raw) => ({ eventId: raw.eventId.trim() }),
    stringify: (params) => ({ eventId: params.eventId }),
  },
  validateSearch: eventSearch.validate,
  // Only the parameters of 4.9 reload the event; the list's filters ride along for the way back.
  loaderDeps: ({ search }) => ({ client: search.client, account: search.account, subs: search.subs, lookIn: search.lookIn }),
  loader: ({ context, params, deps }) => loadEvent(context.queryClient, getApi(), params.eventId, deps, new Date()),
  pendingComponent: () => <PageLoader label="Loading the event…" />,
  notFoundComponent: EventNotFoundRoute,
  errorComponent: EventError,
  component: EventRoute,
});

/** Changes the event states looked in (a new history entry, as the list's filters). */
function useLookIn() {
  const onNavigate = useSearchPatch<EventSearch>(Route.useNavigate(), { replace: false });
  return useCallback((lookIn: string | undefined) => onNavigate({ lookIn }), [onNavigate]);
}

function EventRoute() {
  const { eventId } = Route.useParams();
  const search = Route.useSearch();
  return (
    <>
      <SearchNotes notes={eventSearch.notes} />
      <EventPage eventId={eventId} search={search} onLookIn={useLookIn()} />
    </>
  );
}

function EventNotFoundRoute() {
  const { eventId } = Route.useParams();
  const search = Route.useSearch();
  return <EventNotFound eventId={eventId} search={search} onLookIn={useLookIn()} />;
}

function EventError(props: ErrorComponentProps) {
  return isNotEntitled(props.error) ? <NotEntitled /> : <RouteError {...props} title="The event could not be loaded" />;
}
