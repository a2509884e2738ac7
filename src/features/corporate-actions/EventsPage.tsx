import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getBackend, setBackend, useApi, useBackend } from '@/api/backend';
import { feedItems } from '@/api/client';
import { isApiError } from '@/api/errors';
import { caQueries } from '@/api/queries/corporate-actions';
import type { CorporateActionEvent, Feed } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { clean, display, enumLabel, formatDate, formatNumber } from '@/lib/format';

/** Earliest deadline among an event's options, if any. */
export function firstDeadline(event: CorporateActionEvent): string | undefined {
  const dates = (event.Options ?? []).map((option) => option.Deadline?.Date).filter((date): date is string => typeof date === 'string' && date.trim() !== '');
  return dates.sort()[0];
}

/** The name of an event's type, else its code: never blank, "Undefined" or with trailing spaces. */
export function eventTypeLabel(event: CorporateActionEvent): string {
  return clean(event.EventType?.Name) ?? clean(event.EventType?.Code) ?? display(undefined);
}

export const DEFAULT_EVENTS_PARAMS = { $top: 100 } as const;

/** What the heading says about how many events there are and how many are shown. */
export function eventsSummary(shown: number, total: number | undefined, hasMore: boolean): string {
  const count = (value: number) => `${formatNumber(value, 0)} ${value === 1 ? 'event' : 'events'}`;
  if (total !== undefined && total > shown) return `Showing ${formatNumber(shown, 0)} of ${count(total)}`;
  if (hasMore) return `Showing ${count(shown)}; the service has more`;
  return count(shown);
}

function totalCount(first: Feed<CorporateActionEvent> | null | undefined): number | undefined {
  const count = first?.__count;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined;
}

/** The demo user's own client's events, as the service lists them by default, a page at a time. */
export function EventsPage() {
  const api = useApi();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, error } = useSuspenseInfiniteQuery(caQueries.eventPages(api, DEFAULT_EVENTS_PARAMS));
  const events = data.pages.flatMap((page) => feedItems(page));
  const total = totalCount(data.pages[0]);
  const remaining = total !== undefined ? Math.max(0, total - events.length) : undefined;
  const summary = eventsSummary(events.length, total, hasNextPage);
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Corporate actions</Title>
        <Text c="dimmed" size="sm">
          Mandatory and voluntary events on instruments the client holds, with an execution date within one year.
        </Text>
      </div>
      {events.length === 0 ? (
        <EmptyState title="No events">No corporate actions affect this client’s holdings in the current window.</EmptyState>
      ) : (
        <>
          <Text size="sm" role="status" aria-live="polite">
            {summary}
          </Text>
          <Paper withBorder>
            <Table.ScrollContainer minWidth={960}>
              <Table striped aria-label="Corporate action events">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Event</Table.Th>
                    <Table.Th scope="col">Type</Table.Th>
                    <Table.Th scope="col">Instrument</Table.Th>
                    <Table.Th scope="col">Kind</Table.Th>
                    <Table.Th scope="col">State</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Ex date</Table.Th>
                    <Table.Th scope="col">Deadline</Table.Th>
                    <Table.Th scope="col">Election</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {events.map((event, index) => (
                    <Table.Tr key={`${clean(event.EventId) ?? 'event'}-${index}`}>
                      <Table.Td className="tabular">{display(event.EventId)}</Table.Td>
                      <Table.Td>{eventTypeLabel(event)}</Table.Td>
                      <Table.Td>
                        {display(event.DisplayAndFormat?.Description)}{' '}
                        <Text span size="xs" c="dimmed" className="mono">
                          {display(event.DisplayAndFormat?.Symbol, '')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={clean(event.CorporateActionType) === 'Voluntary' ? 'grape' : 'gray'}>
                          {enumLabel(event.CorporateActionType)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{enumLabel(event.EventState)}</Table.Td>
                      <Table.Td>{enumLabel(event.EventStatus)}</Table.Td>
                      <Table.Td className="tabular">{formatDate(event.Ex?.Date)}</Table.Td>
                      <Table.Td className="tabular">{formatDate(firstDeadline(event))}</Table.Td>
                      <Table.Td>{enumLabel(event.ElectionStatus, '')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {isFetchNextPageError && <ErrorState error={error} onRetry={() => void fetchNextPage()} compact />}
          {hasNextPage && !isFetchNextPageError && (
            <Group>
              <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                {remaining ? `Load more (${formatNumber(remaining, 0)} left)` : 'Load more'}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Shown instead of an error when the service answers 403: the user is not
 * entitled to corporate actions (a separately licensed service). Trying again
 * would not help, so there is no retry; switching user would.
 */
export function NotEntitled() {
  const backend = useBackend();
  return (
    <Stack gap="md">
      <Title order={1}>Corporate actions</Title>
      <Alert color="yellow" variant="light" title="Not entitled to corporate actions (403)">
        <Stack gap="xs">
          <Text size="sm">
            {backend.kind === 'demo'
              ? 'The restricted demo user has no access to corporate actions: the service answers 403 Forbidden.'
              : 'The gateway answered 403 Forbidden: this user or application has no access to corporate actions. The broker licenses this service separately; ask them to enable it for your application.'}
          </Text>
          <Group>
            {backend.kind === 'demo' && backend.demoUser === 'demo-restricted' ? (
              <Button size="xs" variant="white" onClick={() => getBackend().kind === 'demo' && setBackend({ kind: 'demo', demoUser: 'demo' })}>
                Use the full-access demo user
              </Button>
            ) : (
              <Button size="xs" variant="white" component={Link} to="/settings">
                Open the settings
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}

/** Whether an error is the service's refusal to serve this user (403). */
export function isNotEntitled(error: unknown): boolean {
  return isApiError(error) && error.isForbidden;
}
