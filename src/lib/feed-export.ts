/**
 * The rows of a whole list (every page) as files: CSV with one column per field the rows have (in the order
 * they first appear; nested values as JSON), and JSON with the request it came from. Neither holds the
 * token: rows are the service's data and the URL carries none, and any copy of a secret the service echoed
 * is masked as `[token]`.
 */
import { maskToken } from '@/api/client';
import { toCsv, type CsvValue } from './csv';

/** The columns and cells of `rows`: every top-level field; objects and lists as JSON text. */
export function flattenRows(rows: readonly unknown[]): { header: string[]; cells: CsvValue[][] } {
  const header: string[] = [];
  const known = new Set<string>();
  for (const row of rows) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) continue;
    for (const key of Object.keys(row)) {
      if (!known.has(key)) {
        known.add(key);
        header.push(key);
      }
    }
  }
  const cells = rows.map((row) =>
    header.map((key): CsvValue => {
      const value: unknown = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
      return JSON.stringify(value);
    }),
  );
  return { header, cells };
}

export function rowsToCsv(rows: readonly unknown[], secret?: string): string {
  const { header, cells } = flattenRows(rows);
  return maskToken(toCsv(header, cells), secret);
}

export interface ExportSource {
  /** The first page's URL (the next pages are its `__next` links or `$skip` offsets). */
  url: string;
  pages: number;
  fetchedAt: string;
}

export function rowsToJson(rows: readonly unknown[], total: number | undefined, source: ExportSource, secret?: string): string {
  const document = { source: { method: 'GET', ...source }, ...(total === undefined ? {} : { __count: total }), rows: rows.length, Data: rows };
  return maskToken(JSON.stringify(document, null, 2), secret);
}
