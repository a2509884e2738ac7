/**
 * The payment forecast's CSV: its header and a row per part of a holding's estimate (the whole holding, or what it
 * elected to one option), as ForecastView downloads it. Numbers as numbers, each column's unit in its header, dates
 * as `YYYY-MM-DD`.
 */
import type { CsvValue } from '@/lib/csv';
import { percentNumber, rateUnitCode, type Forecast } from '@/features/corporate-actions/model/pays';

export const FORECAST_CSV_HEADER = [
  'Pay date',
  'Status',
  'How sure',
  'Event id',
  'Instrument',
  'Account',
  'Held',
  'Option',
  'Units estimated',
  'Rate',
  'Rate basis',
  'Rate unit',
  'Currency',
  'Estimated amount',
  'Implied withholding (%, derived)',
  'Change from previous (%)',
  'Previous pay date',
  'How estimated',
] as const;

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
    line.optionId,
    line.units,
    line.rate?.value,
    line.rate?.basis,
    line.rate ? rateUnitCode(line.rate) : undefined,
    line.currency,
    line.amount,
    percentNumber(line.withholding),
    percentNumber(line.change),
    line.previousDay,
    line.how ?? (line.rate ? 'whole holding at the event’s rate' : undefined),
  ]);
}
