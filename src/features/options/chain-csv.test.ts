import { describe, expect, it } from 'vitest';
import type { ContractOption, ContractOptionSpace } from '@/api/types';
import { buildSection, optionsByDate } from './chain-model';
import { expiriesOf } from '@/model/option-expiries';
import { chainCsv, chainCsvHeader } from './chain-csv';
import all from '@/model/__fixtures__/space-rdsa-all.json';
import { parseCsv } from '@/test/csv';

const NOW = new Date('2019-04-01T00:00:00Z');

describe('chain CSV', () => {
  const space = all as ContractOptionSpace;
  const expiries = expiriesOf(space, NOW);
  const byDate = optionsByDate(space);
  const section = (date: string, size: number | 'all', ref?: number) =>
    buildSection(
      expiries.find((expiry) => expiry.date === date)!,
      { state: 'ready', options: byDate.get(date) },
      size,
      ref,
    );

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
