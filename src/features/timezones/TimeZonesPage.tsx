import { Alert, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { timeZonesQueries } from './queries';
import { feedItems } from '@/api/client';
import { Note } from '@/components/Note';
import { EmptyState } from '@/components/EmptyState';
import { StaleNotice } from '@/components/StaleNotice';
import { TableHead } from '@/components/TableHead';
import { MISSING, display, formatDateTime } from '@/lib/format';
import { zoneIdOf } from '@/model/schedule-zone';
import { useNow } from '@/lib/use-now';
import { KNOWN_ZONE_IDS, fixedOffsetZone, formatUtcOffset } from '@/model/timezones';
import { rowOffset, rowOtherFields, rowZone } from './rows';

export function TimeZonesPage({ highlight }: { highlight?: string | undefined }) {
  const api = useApi();
  const query = useSuspenseQuery(timeZonesQueries.zones(api));
  const data = query.data;
  const now = useNow(30_000);
  const zones = feedItems(data);
  // Fields new in the service get a column of their own, shown only when some zone carries one.
  const others = zones.map(rowOtherFields);
  const hasOthers = others.some((fields) => fields.length > 0);

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Time zones</Title>
        <Note>The zones the service uses for trading schedules. Schedules refer to them by id; exchanges may also use ids outside this list.</Note>
      </div>
      {query.isError && <StaleNotice error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => void query.refetch()} shown="the list" />}
      {highlight !== undefined && zones.length > 0 && !zones.some((zone) => String(zoneIdOf(zone.TimeZoneId)) === highlight) && (
        <Alert color="gray" variant="light" title={`Zone ${highlight} is not in this list`}>
          The service lists the zones below; exchanges can name other zones by id.
          {KNOWN_ZONE_IDS[Number(highlight)] ? ` The app knows zone ${highlight} as ${KNOWN_ZONE_IDS[Number(highlight)]}.` : ''}
        </Alert>
      )}
      {zones.length === 0 ? (
        <EmptyState title="No time zones">The service returned an empty list.</EmptyState>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={hasOthers ? 900 : 720} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Time zone table' } }}>
            <Table striped aria-label="Time zones">
              <TableHead columns={['Id', 'Name', 'Abbreviation', 'Zone', 'Current offset', 'Local time now', hasOthers && 'Other fields']} />
              <Table.Tbody>
                {zones.map((zone, index) => {
                  const id = display(zone.TimeZoneId);
                  const offset = rowOffset(zone, now);
                  const iana = rowZone(zone);
                  const selected = highlight !== undefined && String(zoneIdOf(zone.TimeZoneId)) === highlight;
                  return (
                    <Table.Tr key={`${id}-${index}`} aria-current={selected ? 'true' : undefined} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                      <Table.Td className="tabular">{id}</Table.Td>
                      <Table.Td>
                        {display(zone.DisplayName)} {selected && <Badge size="xs">selected</Badge>}
                      </Table.Td>
                      <Table.Td>{display(zone.TimeZoneAbbreviation)}</Table.Td>
                      <Table.Td className="mono">{display(zone.ZoneName)}</Table.Td>
                      <Table.Td className="tabular">{offset === undefined ? MISSING : formatUtcOffset(offset)}</Table.Td>
                      <Table.Td className="tabular">{iana ? formatDateTime(now, iana) : offset !== undefined ? formatDateTime(now, fixedOffsetZone(offset)) : MISSING}</Table.Td>
                      {hasOthers && (
                        <Table.Td>
                          {others[index]?.length ? null : MISSING}
                          {others[index]?.map(([name, value]) => (
                            <Text key={name} size="xs" style={{ overflowWrap: 'anywhere' }}>
                              <Text span inherit c="dimmed" className="mono">
                                {name}
                              </Text>{' '}
                              {value}
                            </Text>
                          ))}
                        </Table.Td>
                      )}
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
