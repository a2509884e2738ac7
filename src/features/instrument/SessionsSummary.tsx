import { Badge, Group, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { instrumentQueries } from './queries';
import type { InstrumentDetails } from '@/api/types';
import { Note } from '@/components/Note';
import { AnchorLink } from '@/components/RouterLinks';
import { TableHead } from '@/components/TableHead';
import { formatDate, formatDateTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { exchangeZone } from '@/model/schedule-zone';
import { earlyCloses, formatDuration, marketStatus, normalizeSessions, sessionState } from '@/model/sessions';

/** The TradingSessions field group: the sessions in the exchange's zone, and a way to the full schedule. */
export function SessionsSummary({ details, uic, assetType }: { details: InstrumentDetails; uic: number; assetType: string }) {
  const api = useApi();
  const timeZones = useQuery(instrumentQueries.timeZones(api));
  const schedule = details.TradingSessions;
  const { sessions } = normalizeSessions(schedule?.Sessions);
  const zone = exchangeZone(schedule, timeZones.data?.Data, details.Exchange?.TimeZoneId);
  const now = useNow(30_000).getTime();
  const status = marketStatus(sessions, now);
  // Half days ahead: named, as the next open does not say it.
  const early = earlyCloses(sessions, zone.zone).filter((half) => half.close > now);
  // Extended hours and auctions are not "open now": they are named.
  const currentState = status.current ? sessionState(status.current.state) : undefined;
  const link = (
    <AnchorLink to="/instruments/$assetType/$uic/schedule" params={{ assetType, uic: String(uic) }} size="sm">
      Open the trading schedule
    </AnchorLink>
  );
  if (!schedule || sessions.length === 0) return <Note>The service sent no trading sessions. {link}</Note>;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge color={!status.open ? 'gray' : currentState?.category === 'regular' ? 'green' : 'cyan'}>
          {!status.open ? 'Not open now' : currentState?.category === 'regular' ? 'Open now' : `${currentState?.label ?? 'Trading'} now`}
        </Badge>
        <Note>
          {sessions.length} sessions, times in {zone.name}
          {zone.zone !== zone.name ? ` (${zone.zone})` : ''}.
        </Note>
        {link}
      </Group>
      {early.map((half) => (
        <Note key={half.day}>
          Early close {formatDate(half.day)}: regular trading ends at {half.closeText} instead of {half.usualText} (exchange time).
        </Note>
      ))}
      <Table.ScrollContainer minWidth={480} mah={320}>
        <Table aria-label="Trading sessions of the field group" verticalSpacing={2} stickyHeader>
          <TableHead columns={['Start', 'End', 'Duration', 'State']} />
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={`${session.index}-${session.start}`}>
                <Table.Td className="tabular">{formatDateTime(new Date(session.start), zone.zone)}</Table.Td>
                <Table.Td className="tabular">{formatDateTime(new Date(session.end), zone.zone)}</Table.Td>
                <Table.Td className="tabular">{formatDuration(session.end - session.start)}</Table.Td>
                <Table.Td>{sessionState(session.state).label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
