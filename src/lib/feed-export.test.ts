import { describe, expect, it } from 'vitest';
import { maskToken } from '@/api/client';
import { flattenRows, rowsToCsv, rowsToJson } from './feed-export';

describe('exports of every page', () => {
  it('has one column per field, in the order fields first appear, nested values as JSON', () => {
    const rows = [{ Uic: 1, Symbol: 'A', TradableAs: ['Stock', 'CfdOnStock'] }, { Uic: 2, Description: '=1+1', Extra: { X: null } }, null];
    expect(flattenRows(rows)).toEqual({
      header: ['Uic', 'Symbol', 'TradableAs', 'Description', 'Extra'],
      cells: [
        [1, 'A', '["Stock","CfdOnStock"]', undefined, undefined],
        [2, undefined, undefined, '=1+1', '{"X":null}'],
        [undefined, undefined, undefined, undefined, undefined],
      ],
    });
    // A formula is defused and a quote escaped by the CSV writer.
    expect(rowsToCsv(rows)).toBe('Uic,Symbol,TradableAs,Description,Extra\r\n1,A,"[""Stock"",""CfdOnStock""]",,\r\n2,,,\'=1+1,"{""X"":null}"\r\n,,,,\r\n');
  });

  it('never holds the token: an echoed one is masked in CSV and JSON; a short demo name is no secret', () => {
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vIn0.sig';
    const rows = [{ Message: `echo ${token}` }];
    expect(rowsToCsv(rows, token)).not.toContain(token);
    const json = rowsToJson(rows, 1, { url: 'https://gw.test/openapi/ref/v1/instruments?$top=1000', pages: 1, fetchedAt: '2026-01-01T00:00:00.000Z' }, token);
    expect(json).not.toContain(token);
    expect(JSON.parse(json)).toEqual({
      source: { method: 'GET', url: 'https://gw.test/openapi/ref/v1/instruments?$top=1000', pages: 1, fetchedAt: '2026-01-01T00:00:00.000Z' },
      __count: 1,
      rows: 1,
      Data: [{ Message: 'echo [token]' }],
    });
    expect(maskToken('demo rows', 'demo')).toBe('demo rows');
  });
});
