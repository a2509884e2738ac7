import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../api/backend';
import { caQueries } from '../../api/queries/corporate-actions';
import type { CorporateActionEvent } from '../../api/types';
import { EmptyState } from '../../components/EmptyState';
import { display, enumLabel, formatDate, formatNumber } from '../../lib/format';

/** Earliest deadline among an event's options, if any. */
export function firstDeadline(event: CorporateActionEvent): string | undefined {
  const dates = (event.Options ?? []).map((option) => option.Deadline?.Date).filter((date): date is string => typeof date === 'string' && date.trim() !== '');
  return dates.sort()[0];
}

export const DEFAULT_EVENTS_PARAMS = { $top: 100 } as const;

/** The demo user's own client's events, as the service lists them by default. */
export function EventsPage() {
  const api = useApi();
  const { data } = useSuspenseQuery(caQueries.events(api, DEFAULT_EVENTS_PARAMS));
  const events = data.Data ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Corporate actions</Title>
        <Text c="dimmed" size="sm">
          Mandatory and voluntary events on instruments the client holds, with an execution date within one year
          {typeof data.__count === 'number' ? ` (${formatNumber(data.__count, 0)} events)` : ''}.
        </Text>
      </div>
      {events.length === 0 ? (
        <EmptyState title="No events">No corporate actions affect this client’s holdings in the current window.</EmptyState>
      ) : (
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
                  <Table.Tr key={`${event.EventId ?? 'event'}-${index}`}>
                    <Table.Td className="tabular">{display(event.EventId)}</Table.Td>
                    <Table.Td>{display(event.EventType?.Name ?? event.EventType?.Code)}</Table.Td>
                    <Table.Td>
                      {display(event.DisplayAndFormat?.Description)}{' '}
                      <Text span size="xs" c="dimmed" className="mono">
                        {display(event.DisplayAndFormat?.Symbol, '')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={event.CorporateActionType === 'Voluntary' ? 'grape' : 'gray'}>
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
      )}
    </Stack>
  );
}
