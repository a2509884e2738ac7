import { createFileRoute } from '@tanstack/react-router';
import { getApi } from '../../api/backend';
import { caQueries } from '../../api/queries/corporate-actions';
import { DEFAULT_EVENTS_PARAMS, EventsPage } from '../../features/corporate-actions/EventsPage';

export const Route = createFileRoute('/corporate-actions/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(caQueries.events(getApi(), DEFAULT_EVENTS_PARAMS)),
  component: EventsPage,
});
