import { memo } from 'react';
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { formatDuration, sessionState, type Session } from '@/model/sessions';
import { TableHead } from '@/components/TableHead';
import { calendarDayOf, dayKey, formatClock, formatDayOf, formatDayTime } from './days';
import classes from './schedule.module.css';

/** The sessions as rows: the accessible alternative to the timeline. */
export const ScheduleTable = memo(function ScheduleTable({ sessions, zone, now, zoneLabel }: { sessions: readonly Session[]; zone: string; now: number; zoneLabel: string }) {
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Trading sessions table' } }}>
        <Table striped aria-label="Trading sessions" captionSide="top">
          <Table.Caption>Times in {zoneLabel}.</Table.Caption>
          <TableHead columns={['Day', 'Start', 'End', 'Duration', 'State']} />
          <Table.Tbody>
            {sessions.map((session) => {
              const state = sessionState(session.state);
              const current = session.start <= now && now < session.end;
              const sameDay = dayKey(calendarDayOf(session.start, zone)) === dayKey(calendarDayOf(session.end, zone));
              return (
                <Table.Tr key={`${session.index}-${session.start}`} aria-current={current ? 'true' : undefined} fw={current ? 600 : undefined}>
                  <Table.Td className="tabular">{formatDayOf(session.start, zone)}</Table.Td>
                  <Table.Td className="tabular">
                    <time dateTime={new Date(session.start).toISOString()}>{formatClock(session.start, zone)}</time>
                  </Table.Td>
                  <Table.Td className="tabular">
                    <time dateTime={new Date(session.end).toISOString()}>{sameDay ? formatClock(session.end, zone) : formatDayTime(session.end, zone)}</time>
                  </Table.Td>
                  <Table.Td className="tabular">{formatDuration(session.end - session.start)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <span className={classes.swatch} style={{ background: state.fill }} aria-hidden="true" />
                      <Text span size="sm" inherit>
                        {state.label}
                      </Text>
                      {state.open && (
                        <Text span size="xs" c="dimmed">
                          (trading)
                        </Text>
                      )}
                      {current && (
                        <Badge size="xs" color="red" variant="light">
                          now
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
});

/** The states present, with their colours; trading states first. */
export function SessionLegend({ states, noData = false }: { states: readonly string[]; /** The timeline shows hours without sessions. */ noData?: boolean }) {
  const infos = states.map((state) => sessionState(state));
  const groups = [
    { title: 'Trading', items: infos.filter((info) => info.open) },
    { title: 'Not trading', items: infos.filter((info) => !info.open) },
  ].filter((group) => group.items.length > 0);
  return (
    <Group gap="lg" align="flex-start" component="section" aria-label="Legend">
      {groups.map((group) => (
        <div key={group.title}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
            {group.title}
          </Text>
          <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {group.items.map((info) => (
              <Group key={info.state} component="li" gap={6} wrap="nowrap" title={info.description}>
                <span className={classes.swatch} style={{ background: info.fill }} aria-hidden="true" />
                <Text size="sm">{info.label}</Text>
              </Group>
            ))}
          </Group>
        </div>
      ))}
      {noData && (
        <div>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
            Not in the schedule
          </Text>
          <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            <Group component="li" gap={6} wrap="nowrap" title="Hours the service returned no session for">
              <span className={`${classes.swatch} ${classes.noData}`} aria-hidden="true" />
              <Text size="sm">No data</Text>
            </Group>
          </Group>
        </div>
      )}
    </Group>
  );
}
