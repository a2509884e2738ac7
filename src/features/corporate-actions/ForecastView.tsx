/**
 * The payment forecast of the filtered list (every page): cash expected per
 * pay date and currency, as a table and as bars (one scale per currency).
 * Estimates before tax and fees, from the holdings and rates the service
 * gives today. A long list (the institutional client's has some 750 rows)
 * shows its first rows at once and the rest on request.
 */
import { memo, useMemo, useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import type { EventListParams } from '@/api/queries/corporate-actions';
import type { CorporateActionEvent } from '@/api/types';
import { ErrorState } from '@/components/ErrorState';
import { PageLoader } from '@/components/PageLoader';
import table from '@/components/table.module.css';
import { formatDate, formatNumber } from '@/lib/format';
import { ESTIMATE_NOTE, forecast, moneyText } from './pays';
import { everyEventQuery } from '@/api/queries/every-event';
import classes from './EventsTable.module.css';

/** Rows drawn at first (chart and table): a long list has hundreds of pay dates; the rest on request. */
export const FIRST_ROWS = 120;

/**
 * The forecast of a list, kept while its answer is cached: coming back to the view does not compute it again (and
 * the inbox computes it ahead, in a quiet moment, for the long list it fetched ahead: idle-prefetch.ts).
 */
const computed = new WeakMap<readonly CorporateActionEvent[], ReturnType<typeof forecast>>();
export function forecastOf(events: readonly CorporateActionEvent[]): ReturnType<typeof forecast> {
  let result = computed.get(events);
  if (!result) {
    result = forecast(events);
    computed.set(events, result);
  }
  return result;
}

export const ForecastView = memo(function ForecastView({ params }: { params: EventListParams }) {
  const api = useApi();
  const query = useQuery(everyEventQuery(api, params));
  const result = useMemo(() => (query.data ? forecastOf(query.data) : undefined), [query.data]);
  const [all, setAll] = useState(false);
  if (query.isPending) return <PageLoader label="Loading the list for the forecast…" />;
  if (query.isError && !result) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { rows: every, left } = result ?? { rows: [], left: 0 };
  const rows = all ? every : every.slice(0, FIRST_ROWS);
  const largest = new Map<string, number>();
  for (const row of every) largest.set(row.currency, Math.max(largest.get(row.currency) ?? 0, row.amount));
  const totals = new Map<string, number>();
  for (const row of every) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {every.length === 0 ? 'No payment to forecast in this list' : `Expected payments: ${[...totals].map(([currency, amount]) => moneyText(amount, currency)).join(' · ')}`}
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
            {/* Plain elements: a long list has a row per pay date and currency, drawn twice (bars and table). */}
            <table className={table.table} aria-label="Payment forecast" style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th scope="col">Pay date</th>
                  <th scope="col">Currency</th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    Expected amount
                  </th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    Events
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.day}-${row.currency}`}>
                    <td className="tabular">{formatDate(row.day)}</td>
                    <td>{row.currency}</td>
                    <td className="tabular" style={{ textAlign: 'right' }}>
                      {moneyText(row.amount, row.currency)}
                    </td>
                    <td className="tabular" style={{ textAlign: 'right' }}>
                      {formatNumber(row.events, 0)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Paper>
          {rows.length < every.length && (
            <Button variant="default" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
              {`Show all ${formatNumber(every.length, 0)} rows (the first ${formatNumber(rows.length, 0)} by pay date shown)`}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
});
