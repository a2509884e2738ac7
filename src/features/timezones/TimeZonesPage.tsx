import { useEffect, useState } from 'react';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../api/backend';
import { refQueries } from '../../api/queries/refdata';
import type { TimeZoneDetails } from '../../api/types';
import { EmptyState } from '../../components/EmptyState';
import { display, formatDateTime } from '../../lib/format';
import { formatUtcOffset, isValidZone, parseServiceOffset, zoneOffsetMinutes } from '../../lib/timezones';

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** Offset of a row: the service's figure when readable, else computed from the zone name. */
export function rowOffset(zone: TimeZoneDetails, now: Date): number | undefined {
  const fromService = parseServiceOffset(zone.TimeZoneOffset);
  if (fromService !== undefined) return fromService;
  const name = zone.ZoneName?.trim();
  return name && isValidZone(name) ? zoneOffsetMinutes(name, now) : undefined;
}

export function TimeZonesPage({ highlight }: { highlight?: string | undefined }) {
  const api = useApi();
  const { data } = useSuspenseQuery(refQueries.timeZones(api));
  const now = useMinuteClock();
  const zones = data.Data ?? [];

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Time zones</Title>
        <Text c="dimmed" size="sm">
          The zones the service uses for trading schedules. Schedules refer to them by id; exchanges may also use ids outside this list.
        </Text>
      </div>
      {zones.length === 0 ? (
        <EmptyState title="No time zones">The service returned an empty list.</EmptyState>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Time zones">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Id</Table.Th>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Zone</Table.Th>
                  <Table.Th scope="col">Current offset</Table.Th>
                  <Table.Th scope="col">Local time now</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {zones.map((zone, index) => {
                  const id = display(zone.TimeZoneId === undefined ? undefined : String(zone.TimeZoneId));
                  const offset = rowOffset(zone, now);
                  const name = zone.ZoneName?.trim();
                  const selected = highlight !== undefined && id === highlight;
                  return (
                    <Table.Tr key={`${id}-${index}`} aria-current={selected ? 'true' : undefined} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                      <Table.Td className="tabular">{id}</Table.Td>
                      <Table.Td>
                        {display(zone.DisplayName)} {selected && <Badge size="xs">selected</Badge>}
                      </Table.Td>
                      <Table.Td className="mono">{display(zone.ZoneName)}</Table.Td>
                      <Table.Td className="tabular">{offset === undefined ? '—' : formatUtcOffset(offset)}</Table.Td>
                      <Table.Td className="tabular">{name && isValidZone(name) ? formatDateTime(now, name) : '—'}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
