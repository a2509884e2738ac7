/** The visible chain as CSV: the shown expiries, the strikes in their windows, the shown sides. */
import { asNumber, clean } from '@/lib/format';
import { toCsv, type CsvValue } from '@/lib/csv';
import type { ChainSection } from './chain-model';
import { EXPIRY_KIND_LABEL } from '@/model/expiry-kind';
import type { Side } from './url';

export const CSV_HEADER_BASE = ['Expiry', 'Days to expiry', 'Kind', 'Strike', 'Underlying Uic'] as const;
const CALL_COLUMNS = ['Call Uic', 'Call trading status'] as const;
const PUT_COLUMNS = ['Put Uic', 'Put trading status'] as const;

export function chainCsvHeader(side: Side): string[] {
  return [...CSV_HEADER_BASE, ...(side !== 'puts' ? CALL_COLUMNS : []), ...(side !== 'calls' ? PUT_COLUMNS : [])];
}

/** Rows of the CSV, without the header (the sections that are loaded; the rows in their windows). */
export function chainCsvRows(sections: readonly ChainSection[], side: Side): CsvValue[][] {
  const out: CsvValue[][] = [];
  for (const section of sections) {
    if (section.state !== 'ready') continue;
    const { expiry } = section;
    for (let index = section.window.start; index < section.window.end; index++) {
      const row = section.rows[index];
      if (!row) continue;
      const line: CsvValue[] = [expiry.date, expiry.days, EXPIRY_KIND_LABEL[expiry.class.kind], row.strike, row.underlyingUic];
      if (side !== 'puts') line.push(asNumber(row.call?.Uic), clean(row.call?.TradingStatus));
      if (side !== 'calls') line.push(asNumber(row.put?.Uic), clean(row.put?.TradingStatus));
      out.push(line);
    }
  }
  return out;
}

export function chainCsv(sections: readonly ChainSection[], side: Side): string {
  return toCsv(chainCsvHeader(side), chainCsvRows(sections, side));
}
