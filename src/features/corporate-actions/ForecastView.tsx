/**
 * The payment forecast of the filtered list (every page): cash expected per
 * pay date and currency, as a table and as bars (one scale per currency).
 * Estimates before tax and fees, from the holdings and rates the service
 * gives today.
 */
import { memo, useMemo } from 'react';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { caQueries, type EventListParams } from '@/api/queries/corporate-actions';
import { ErrorState } from '@/components/ErrorState';
import { PageLoader } from '@/components/PageLoader';
import { TableHead } from '@/components/TableHead';
import { formatDate, formatNumber } from '@/lib/format';
import { ESTIMATE_NOTE, forecast, moneyText } from './pays';
import classes from './EventsTable.module.css';

export const ForecastView = memo(function ForecastView({ params }: { params: EventListParams }) {
  const api = useApi();
  const query = useQuery(caQueries.allEvents(api, params));
  const result = useMemo(() => (query.data ? forecast(query.data) : undefined), [query.data]);
  if (query.isPending) return <PageLoader label="Loading the list for the forecast…" />;
  if (query.isError && !result) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { rows, left } = result ?? { rows: [], left: 0 };
  const largest = new Map<string, number>();
  for (const row of rows) largest.set(row.currency, Math.max(largest.get(row.currency) ?? 0, row.amount));
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {rows.length === 0 ? 'No payment to forecast in this list' : `Expected payments: ${[...totals].map(([currency, amount]) => moneyText(amount, currency)).join(' · ')}`}
        {left > 0 ? ` (${formatNumber(left, 0)} ${left === 1 ? 'event' : 'events'} without a pay date, a cash rate or a currency left out)` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {ESTIMATE_NOTE}
      </Text>
      {rows.length > 0 && (
        <>
          <Paper withBorder p="sm" component="figure" m={0} aria-labelledby="ca-forecast-chart">
            <Title order={2} size="h5" id="ca-forecast-chart" mb="xs">
              By pay date (bars scaled per currency)
            </Title>
            <ol className={classes.bars}>
              {rows.map((row) => (
                <li key={`${row.day}-${row.currency}`} className={classes.barRow}>
                  <span className="tabular">{formatDate(row.day)}</span>
                  <span className={classes.barTrack} aria-hidden="true">
                    <span className={classes.bar} style={{ width: `${Math.max(1, (row.amount / (largest.get(row.currency) || 1)) * 100)}%` }} />
                  </span>
                  <span className="tabular">{moneyText(row.amount, row.currency)}</span>
                </li>
              ))}
            </ol>
          </Paper>
          <Paper withBorder>
            <Table aria-label="Payment forecast" fz="sm" striped>
              <TableHead columns={['Pay date', 'Currency', { title: 'Expected amount', ta: 'right' }, { title: 'Events', ta: 'right' }]} />
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.day}-${row.currency}`}>
                    <Table.Td className="tabular">{formatDate(row.day)}</Table.Td>
                    <Table.Td>{row.currency}</Table.Td>
                    <Table.Td ta="right" className="tabular">
                      {moneyText(row.amount, row.currency)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular">
                      {formatNumber(row.events, 0)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </>
      )}
    </Stack>
  );
});
