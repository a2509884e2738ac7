/**
 * The payment forecast of the filtered list (every page, every status): cash
 * per pay date and currency, as a table and as bars (one scale per
 * currency), expected from today on and paid before, whatever the event's
 * status; totals per currency and per account; a CSV of every holding's
 * estimate (by its elections where it has any). Estimates before tax and fees, from the holdings and rates the
 * service gives today. A long list (the institutional client's has some 750
 * rows) shows its first rows at once and the rest on request.
 */
import { memo, useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import type { EventListParams } from '@/api/queries/corporate-actions';
import { ErrorState } from '@/components/ErrorState';
import { PageLoader } from '@/components/PageLoader';
import table from '@/components/table.module.css';
import { downloadText, toCsv } from '@/lib/csv';
import { formatDate, formatNumber } from '@/lib/format';
import { FORECAST_CSV_HEADER, forecastCsvRows } from './forecast-csv';
import { ESTIMATE_NOTE, forecastOf, moneyText, type Forecast, type PaymentLabel } from '@/features/corporate-actions/model/pays';
import classes from '@/features/corporate-actions/inbox/EventsTable.module.css';
import { inboxQueries } from '@/features/corporate-actions/queries';

/** Rows drawn at first (chart and table): a long list has hundreds of pay dates; the rest on request. */
export const FIRST_ROWS = 120;

const LABEL_WORDS: Record<PaymentLabel, string> = { paid: 'Paid', declared: 'Declared', indicative: 'Indicative', unconfirmed: 'State not said', withdrawn: 'Withdrawn' };

const totalsText = (totals: ReadonlyMap<string, number>) => [...totals].map(([currency, amount]) => moneyText(amount, currency)).join(' · ');

/** Every holding's estimate, paid and expected, as the forecast's own CSV. */
function downloadForecast(result: Forecast, today: string): void {
  downloadText(`payment-forecast-${today}.csv`, toCsv(FORECAST_CSV_HEADER, forecastCsvRows(result)));
}

/** `today`: `YYYY-MM-DD`, where expected begins (a pay date before it is paid). */
export const ForecastView = memo(function ForecastView({ params, today }: { params: EventListParams; today: string }) {
  const api = useApi();
  const query = useQuery(inboxQueries.wholeList(api, params));
  const result = useMemo(() => (query.data ? forecastOf(query.data, today) : undefined), [query.data, today]);
  const [all, setAll] = useState(false);
  if (query.isPending) return <PageLoader label="Loading the list for the forecast…" />;
  if (query.isError && !result) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const every = result?.rows ?? [];
  const left = result?.left ?? 0;
  const rows = all ? every : every.slice(0, FIRST_ROWS);
  const largest = new Map<string, number>();
  for (const row of every) largest.set(row.currency, Math.max(largest.get(row.currency) ?? 0, row.amount));
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {every.length === 0
          ? 'No payment to forecast in this list'
          : `Expected from today: ${result?.expected.size ? totalsText(result.expected) : 'nothing'} · Paid before today: ${result?.paid.size ? totalsText(result.paid) : 'nothing'}`}
        {left > 0 ? ` (${formatNumber(left, 0)} ${left === 1 ? 'event' : 'events'} without a pay date, a cash rate or a holding left out)` : ''}
      </Text>
      {result && result.byLabel.size > 0 && (
        <Text size="sm" aria-label="Totals by how sure each payment is">
          {[...result.byLabel].map(([label, totals]) => `${LABEL_WORDS[label]}: ${totalsText(totals)}`).join(' · ')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {ESTIMATE_NOTE} Every status of the list counts: what pays from today on is expected, whatever the tab. Paid: the pay date has passed; declared: the event is confirmed;
        indicative: still preliminary. The CSV adds the withholding a net and a gross rate imply (derived, not the service’s figure) and the change from the same type’s previous
        payment on the instrument in this list.
        {result && result.byElection > 0
          ? ` ${formatNumber(result.byElection, 0)} ${result.byElection === 1 ? 'holding is' : 'holdings are'} estimated by their elections: each elected amount at its option’s rate, the rest at the default option’s (a row per part in the CSV, with how).`
          : ''}
      </Text>
      {result && every.length > 0 && (
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => downloadForecast(result, today)}>
            Download the forecast (CSV)
          </Button>
        </Group>
      )}
      {result && result.byAccount.size > 0 && (
        <Paper withBorder>
          <table className={table.table} aria-label="Expected per account" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  Expected from today
                </th>
              </tr>
            </thead>
            <tbody>
              {[...result.byAccount].map(([account, totals]) => (
                <tr key={account}>
                  <td style={{ overflowWrap: 'anywhere' }}>{account}</td>
                  <td className="tabular" style={{ textAlign: 'right' }}>
                    {totalsText(totals)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Paper>
      )}
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
                    Estimated amount
                  </th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    Events
                  </th>
                  <th scope="col">Status</th>
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
                    <td>{row.paid ? 'Paid' : 'Expected'}</td>
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
