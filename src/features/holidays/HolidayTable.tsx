/**
 * The closed days and early closes of the chosen exchanges side by side: a row per date any of them is closed or
 * closes early, a column per exchange, each cell in the exchange's time and in the user's. A day past the end of an
 * exchange's schedule says it is not known.
 */
import { Badge, Box, Paper, Stack, Table, Text } from '@mantine/core';
import { closureText, timeOn, zoneWords, type DayCell, type DayRow } from './days';
import { weekdayText } from '@/lib/business-days';
import type { ExchangeState } from './use-holiday-data';

const STATUS_WORDS: Readonly<Record<Exclude<ExchangeState['status'], 'ready'>, string>> = { loading: 'Loading…', error: 'Could not be loaded', 'not-found': 'Not found' };

function Cell({ cell, exchange, day, userZone }: { cell: DayCell | undefined; exchange: ExchangeState; day: string; userZone: string }) {
  const zone = exchange.days?.zone;
  if (!cell || !zone || !exchange.zone) {
    return (
      <Text size="sm" c="dimmed">
        {exchange.status === 'ready' ? '—' : STATUS_WORDS[exchange.status]}
      </Text>
    );
  }
  const place = zoneWords(exchange.zone);
  switch (cell.kind) {
    case 'closed':
      return (
        <Stack gap={2}>
          <Badge color="red" variant="light" style={{ textTransform: 'none', alignSelf: 'flex-start' }}>
            Closed
          </Badge>
          <Text size="xs">
            No trading {closureText(cell.closed, zone)} ({place})
          </Text>
          <Text size="xs" c="dimmed">
            Your time: {closureText(cell.closed, userZone)}
          </Text>
        </Stack>
      );
    case 'early':
      return (
        <Stack gap={2}>
          <Badge color="orange" variant="light" style={{ textTransform: 'none', alignSelf: 'flex-start' }}>
            Closes early {cell.early.closeText}
          </Badge>
          <Text size="xs">
            {cell.early.closeText} {place} (usually {cell.early.usualText})
          </Text>
          <Text size="xs" c="dimmed">
            Your time: {timeOn(cell.early.close, userZone, day)}
          </Text>
        </Stack>
      );
    case 'open':
      return <Text size="sm">Open</Text>;
    case 'weekend':
      return (
        <Text size="sm" c="dimmed">
          Weekend
        </Text>
      );
    default:
      return (
        <Text size="sm" c="dimmed">
          Not known yet
        </Text>
      );
  }
}

interface Props {
  rows: readonly DayRow[];
  exchanges: readonly ExchangeState[];
  today: string;
  userZone: string;
}

export function HolidayTable({ rows, exchanges, today, userZone }: Props) {
  return (
    <Paper withBorder>
      {/* Narrower than the table, it scrolls sideways in here (a tab stop, so that the keyboard can scroll it too), not the page. */}
      <Box tabIndex={0} role="region" aria-label="Closed days and early closes (scrolls sideways)" className="mantine-focus-auto" style={{ overflowX: 'auto' }}>
        <Table aria-label="Closed days and early closes, side by side" verticalSpacing="xs" miw={140 + 200 * exchanges.length}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              {exchanges.map((exchange) => (
                <Table.Th scope="col" key={exchange.id}>
                  <span className="mono">{exchange.id}</span>
                  <Text size="xs" c="dimmed" fw={400}>
                    {exchange.days?.until ? `known to ${weekdayText(exchange.days.until)}` : exchange.status === 'ready' ? 'no whole day known' : STATUS_WORDS[exchange.status]}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.day} aria-current={row.day === today ? 'date' : undefined} style={{ verticalAlign: 'top' }}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {weekdayText(row.day)}
                </Table.Th>
                {exchanges.map((exchange, index) => (
                  <Table.Td key={exchange.id}>
                    <Cell cell={row.cells[index]} exchange={exchange} day={row.day} userZone={userZone} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Paper>
  );
}
