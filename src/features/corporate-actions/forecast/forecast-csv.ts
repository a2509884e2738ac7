/** The payment forecast's CSV: its header and a row per holding's estimate (ForecastView downloads it). */
import type { CsvValue } from '@/lib/csv';
import { rateText, rateUnitText, type Forecast } from '@/features/corporate-actions/model/pays';

export const FORECAST_CSV_HEADER = [
  'Pay date',
  'Status',
  'How sure',
  'Event id',
  'Instrument',
  'Account',
  'Held',
  'Rate',
  'Rate applies',
  'Currency',
  'Estimated amount',
  'Implied withholding (derived)',
  'Change from previous',
  'Previous pay date',
] as const;

/** A fraction as a percentage with one decimal: `15.0%`, `+4.2%`. */
const percent = (value: number | undefined, signed = false) => (value === undefined ? undefined : `${signed && value > 0 ? '+' : ''}${(value * 100).toFixed(1)}%`);

/** Every holding's estimate, paid and expected: the forecast's own CSV, a row a line of the forecast. */
export function forecastCsvRows(result: Forecast): CsvValue[][] {
  return result.lines.map((line) => [
    line.day,
    line.paid ? 'paid' : 'expected',
    line.label,
    line.eventId,
    line.instrument,
    line.account,
    line.held,
    rateText(line.rate),
    rateUnitText(line.rate),
    line.currency,
    line.amount,
    percent(line.withholding),
    percent(line.change, true),
    line.previousDay,
  ]);
}
