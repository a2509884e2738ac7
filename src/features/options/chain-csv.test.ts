import { describe, expect, it } from 'vitest';
import type { ContractOption, ContractOptionSpace } from '../../api/types';
import { buildSection, expiriesOf, optionsByDate } from './chain-model';
import { chainCsv, chainCsvHeader } from './chain-csv';
import all from './fixtures/space-rdsa-all.json';

const NOW = new Date('2019-04-01T00:00:00Z');

function parseCsv(text: string): string[][] {
  // Enough for the tests: quoted fields with doubled quotes, CRLF lines.
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('chain CSV', () => {
  const space = all as ContractOptionSpace;
  const expiries = expiriesOf(space, NOW);
  const byDate = optionsByDate(space);
  const section = (date: string, size: number | 'all', ref?: number) =>
    buildSection(expiries.find((expiry) => expiry.date === date)!, { state: 'ready', options: byDate.get(date) }, size, ref);

  it('writes the shown expiries, the strikes in the window and both sides', () => {
    const sections = [section('2019-05-17', 1, 27), section('2019-06-21', 0, 27)];
    const rows = parseCsv(chainCsv(sections, 'both'));
    expect(rows[0]).toEqual(['Expiry', 'Days to expiry', 'Kind', 'Strike', 'Underlying Uic', 'Call Uic', 'Call trading status', 'Put Uic', 'Put trading status']);
    expect(rows.slice(1).map((row) => [row[0], row[3]])).toEqual([
      ['2019-05-17', '26.5'],
      ['2019-05-17', '27'],
      ['2019-05-17', '27.5'],
      ['2019-06-21', '27'],
    ]);
    const first = rows[1] as string[];
    const call = byDate.get('2019-05-17')!.find((option: ContractOption) => option.PutCall === 'Call' && option.StrikePrice === 26.5);
    expect(first[5]).toBe(String(call?.Uic));
    expect(first[2]).toBe('Monthly');
    expect(first[1]).toBe('46');
  });

  it('leaves out the side that is hidden and the sections that are not loaded', () => {
    const loading = buildSection(expiries[1]!, { state: 'loading' }, 5, undefined);
    const text = chainCsv([section('2019-05-17', 0, 27), loading], 'puts');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(chainCsvHeader('puts'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveLength(7);
  });

  it('leaves empty fields for a missing side and escapes text', () => {
    const date = expiries[0]!;
    const options = [{ PutCall: 'Call', StrikePrice: 10, Uic: 1, TradingStatus: 'Odd, "new" status', UnderlyingUic: 7 }] as ContractOption[];
    const text = chainCsv([buildSection(date, { state: 'ready', options }, 'all', undefined)], 'both');
    expect(text.split('\r\n')[1]).toBe(`${date.date},${date.days},Monthly,10,7,1,"Odd, ""new"" status",,`);
  });
});
