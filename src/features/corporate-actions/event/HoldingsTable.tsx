/**
 * The holdings of an event per account: held and elected amounts, the election
 * status (derived from the amounts when a holding has none of its own),
 * elections per option, the estimate (by the holding's elections where it has
 * any, and how), cash reserved, and any other field.
 */
import { Badge, Paper, Table, Text } from '@mantine/core';
import type { CorporateActionEvent, Holding } from '@/api/types';
import { Note } from '@/components/Note';
import { TableHead } from '@/components/TableHead';
import { clean, display, enumLabel, formatNumber } from '@/lib/format';
import { electedAmount, holdingElection } from '@/features/corporate-actions/model/action';
import { OtherFields, ScrollTable } from './EventParts';
import { formatRate, isVoluntary } from '@/features/corporate-actions/model/event';
import { ESTIMATE_NOTE, cashRate, entitlement, impliedWithholding, rateFormula, rateText, rateUnitText } from '@/features/corporate-actions/model/pays';
import { holdingOtherFields } from './terms';

const ELECTION_COLORS: Record<string, string> = { Elected: 'green', PartialElected: 'yellow', NotElected: 'gray' };

export function HoldingsTable({ event }: { event: CorporateActionEvent }) {
  const holdings = (Array.isArray(event.Holdings) ? event.Holdings : []).filter((holding): holding is Holding => Boolean(holding) && typeof holding === 'object');
  if (holdings.length === 0) return <Note>No holdings in the selected accounts.</Note>;
  const voluntary = isVoluntary(event);
  const rate = cashRate(event);
  const withholding = impliedWithholding(rate);
  return (
    <Paper withBorder>
      <ScrollTable minWidth={900} label="Holdings per account, scrollable">
        <Table aria-label="Holdings per account" fz="sm" striped>
          <TableHead
            columns={[
              'Account',
              { title: 'Holding', ta: 'right' },
              { title: 'Elected', ta: 'right' },
              'Election status',
              'Elections per option',
              'Standing instruction',
              { title: 'Estimated entitlement', ta: 'right' },
              { title: 'Cash reserved', ta: 'right' },
              'Client and other fields',
            ]}
          />
          <Table.Tbody>
            {holdings.map((holding, index) => {
              // A holding of a voluntary event without a status of its own (or one the service does not document): derived
              // from what it elected against what it holds, the sent value shown beside it.
              const sent = clean(holding.ElectionStatus);
              const status = voluntary ? holdingElection(holding) : sent;
              const derived = voluntary && sent !== status;
              const others = holdingOtherFields(holding);
              const elections = (Array.isArray(holding.Options) ? holding.Options : []).filter(Boolean);
              const estimate = entitlement(event, holding);
              return (
                <Table.Tr key={`${clean(holding.AccountKey) ?? 'holding'}-${index}`}>
                  <Table.Td>
                    {display(holding.AccountDisplayName ?? holding.AccountId)}{' '}
                    <Text span size="xs" c="dimmed" className="mono">
                      {display(holding.AccountId, '')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatNumber(holding.Amount)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {voluntary ? formatNumber(electedAmount(holding)) : formatNumber(holding.ElectedAmount)}
                  </Table.Td>
                  <Table.Td>
                    {status ? (
                      // Whole, never cut short: the column is as wide as its longest status.
                      <Badge variant="dot" color={ELECTION_COLORS[status] ?? 'gray'} miw="max-content">
                        {enumLabel(status)}
                      </Badge>
                    ) : null}
                    {derived && (
                      <Text span size="xs" c="dimmed" display="block">
                        {sent ? `from the amounts; the service sent “${sent}”` : 'from the amounts'}
                      </Text>
                    )}
                    {!status && (
                      <Text span size="sm" c="dimmed">
                        No election (mandatory)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {elections.length === 0
                      ? display(undefined)
                      : elections.map((item, itemIndex) => (
                          <Text key={itemIndex} size="sm">
                            Option {display(item.OptionId)}: {formatNumber(item.ElectedAmount)} ({enumLabel(item.ElectionType)}
                            {clean(item.Instruction?.Status) ? `, ${enumLabel(item.Instruction?.Status)}` : ''}
                            {clean(item.Instruction?.Reason) ? `: ${clean(item.Instruction?.Reason)}` : ''}){clean(item.Remarks) ? ` · Remarks: ${clean(item.Remarks)}` : ''}
                          </Text>
                        ))}
                  </Table.Td>
                  <Table.Td>{enumLabel(holding.StandingInstructionStatus)}</Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {estimate?.text ?? display(undefined)}
                    {estimate?.how && (
                      <Text span size="xs" c="dimmed" display="block" ta="left" miw="16em">
                        {estimate.how}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatRate(holding.CashReserved) ?? display(undefined)}
                  </Table.Td>
                  <Table.Td>
                    {display(clean(holding.ClientName) ?? holding.ClientId)}
                    {clean(holding.ClientName) && clean(holding.ClientId) && (
                      <Text span size="xs" c="dimmed" className="mono">
                        {` ${clean(holding.ClientId)}`}
                      </Text>
                    )}
                    <OtherFields fields={others} label={`Other fields of the holding in ${display(holding.AccountDisplayName ?? holding.AccountId)}`} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Text size="xs" c="dimmed" p="xs">
        {rate
          ? `Estimated entitlement at ${rateText(rate)} ${rateUnitText(rate)}: ${rateFormula(rate)}; a holding with elected amounts on options by its elections, as said under its estimate. `
          : 'No estimate: the service gives no cash rate with a currency for this event. '}
        {withholding !== undefined ? `Implied withholding ${(withholding * 100).toFixed(1)}% (1 − net ÷ gross: derived, not a figure the service gives). ` : ''}
        {ESTIMATE_NOTE}
      </Text>
    </Paper>
  );
}
