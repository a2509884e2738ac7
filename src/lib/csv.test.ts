import { describe, expect, it } from 'vitest';
import { csvField, safeFileName, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Tradable')).toBe('Tradable');
    expect(csvField(6800)).toBe('6800');
    expect(csvField(27.5)).toBe('27.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('S&P 500, index')).toBe('"S&P 500, index"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('writes missing values and non-finite numbers as empty fields', () => {
    expect(csvField(undefined)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-1+2')).toBe("'-1+2");
  });
});

describe('toCsv', () => {
  it('joins a header and rows with CRLF and ends with one', () => {
    expect(
      toCsv(
        ['Strike', 'Note'],
        [
          [10, 'a,b'],
          [20, undefined],
        ],
      ),
    ).toBe('Strike,Note\r\n10,"a,b"\r\n20,\r\n');
  });

  it('makes safe file names', () => {
    expect(safeFileName('SPX:xcbo chain 2026-12-18.csv')).toBe('SPX-xcbo-chain-2026-12-18.csv');
    expect(safeFileName('///')).toBe('export');
  });
});
