/**
 * Every date of the calendar as a sorted list: the day as the service sent
 * it, what happens, the contract or series, its kind, its futures space or
 * option root, and how many business days are left (flagged within a week).
 */
import { Badge, Paper, Table, Text } from '@mantine/core';
import { TableHead } from '@/components/TableHead';
import { AnchorLink } from '@/components/RouterLinks';
import { dueOf, eventText, kindText, type ExpiryEntry, type MarketDays } from './calendar';
import { weekdayText } from '@/lib/business-days';
import { lastTradeText } from './exports';

function Contract({ entry }: { entry: ExpiryEntry }) {
  if (entry.contract?.uic !== undefined) {
    return (
      <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: 'ContractFutures', uic: String(entry.contract.uic) }} className="mono">
        {entry.label}
      </AnchorLink>
    );
  }
  if (entry.option) {
    return (
      <AnchorLink
        to="/options/$optionRootId"
        params={{ optionRootId: entry.item.id }}
        search={{ expiry: entry.option.expiry }}
        className="mono"
        aria-label={`${entry.label} ${entry.option.expiry} in the option chain`}
      >
        {entry.label} {entry.option.expiry}
      </AnchorLink>
    );
  }
  return <span className="mono">{entry.label}</span>;
}

interface Props {
  entries: readonly ExpiryEntry[];
  today: string;
  marketOf: (entry: ExpiryEntry) => MarketDays;
}

export function EntriesTable({ entries, today, marketOf }: Props) {
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Expiry dates in order">
          <TableHead columns={['Date', 'Event', 'Contract or series', 'Kind', 'Futures space or option root', 'When']} />
          <Table.Tbody>
            {entries.map((entry) => {
              const due = dueOf(entry, today, marketOf(entry));
              const last = entry.roles.includes('last-trade') || entry.option ? lastTradeText(entry) : undefined;
              return (
                <Table.Tr key={entry.key} aria-current={entry.date === today ? 'date' : undefined}>
                  <Table.Td className="tabular" style={{ whiteSpace: 'nowrap' }}>
                    {weekdayText(entry.date)}
                  </Table.Td>
                  <Table.Td>
                    {eventText(entry.roles)}
                    {last && (
                      <Text size="xs" c="dimmed">
                        Last trade {last}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Contract entry={entry} />
                  </Table.Td>
                  <Table.Td>{kindText(entry) ?? '—'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.itemName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {due.warning ? (
                      <Badge color={due.warning} variant="light" style={{ textTransform: 'none' }}>
                        {due.text}
                      </Badge>
                    ) : (
                      <Text size="sm" c={due.state === 'passed' ? 'dimmed' : undefined}>
                        {due.text}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
