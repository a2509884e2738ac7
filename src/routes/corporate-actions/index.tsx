import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { getApi } from '@/api/backend';
import { caQueries } from '@/api/queries/corporate-actions';
import { DEFAULT_EVENTS_PARAMS, EventsPage, NotEntitled, isNotEntitled } from '@/features/corporate-actions/EventsPage';
import { RouteError } from '@/components/RouteError';

export const Route = createFileRoute('/corporate-actions/')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(caQueries.eventPages(getApi(), DEFAULT_EVENTS_PARAMS)),
  component: EventsPage,
  errorComponent: CorporateActionsError,
});

function CorporateActionsError(props: ErrorComponentProps) {
  return isNotEntitled(props.error) ? <NotEntitled /> : <RouteError {...props} />;
}
