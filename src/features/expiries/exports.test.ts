import { describe, expect, it } from 'vitest';
import type { FuturesSpace } from '@/api/types';
import { futuresEntries, NO_MARKET_DAYS, rootEntries } from './calendar';
import { CSV_HEADER, entryTitle, toExpiryCsv, toExpiryIcs } from './exports';

const NOW = new Date('2026-12-21T10:00:00Z');
const SPACE: FuturesSpace = { BaseIdentifier: 'CL', Elements: [{ ExpiryDate: '2026-12-21', Symbol: 'CLF7', Uic: 60033324 }] };
const futures = futuresEntries(
  28034,
  SPACE,
  [
    { Uic: 28034, Description: '=HYPERLINK("x"), Crude' },
    { Uic: 60033324, NoticeDate: '2026-12-22' },
  ],
  NOW,
);
const options = rootEntries(
  1,
  { Description: 'S&P 500 Index Weeklys', Symbol: 'SPXW:xcbo', OptionSpace: [{ Expiry: '2027-01-15', LastTradeDate: '2027-01-15T21:00:00.000000Z' }] },
  NOW,
);
const entries = [...futures, ...options];

describe('CSV', () => {
  it('writes a row per date, defusing text a spreadsheet would run', () => {
    const text = toExpiryCsv(entries, '2026-12-21', () => NO_MARKET_DAYS);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(`2026-12-21,Expiry,"'=HYPERLINK(""x""), Crude",Futures space,28034,CLF7 (Uic 60033324),Jan 2027,,0,`);
    expect(lines[2]).toContain('2026-12-22,Notice date,');
    expect(lines[2]).toContain(',1,');
    expect(lines[3]).toBe('2027-01-15,Expiry,S&P 500 Index Weeklys (SPXW:xcbo),Option root,1,SPXW,Monthly,2027-01-15T21:00:00.000000Z,19,');
  });
});

describe('iCalendar', () => {
  it('has one all-day event per date with its reminders and a link back, in valid RFC 5545 lines', () => {
    const text = toExpiryIcs(entries, NOW, 'https://refex.example');
    expect(text).not.toMatch(/[^\r]\n/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(6);
    expect(lines.filter((line) => line.startsWith('DTSTART;VALUE=DATE:'))).toEqual(['DTSTART;VALUE=DATE:20261221', 'DTSTART;VALUE=DATE:20261222', 'DTSTART;VALUE=DATE:20270115']);
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
      `UID:refex-expiry-${futures[0]?.key}@refex`,
      `UID:refex-expiry-${futures[1]?.key}@refex`,
      `UID:refex-expiry-${options[0]?.key}@refex`,
    ]);
    expect(lines).toContain('SUMMARY:CLF7 notice date: =HYPERLINK("x")\\, Crude');
    expect(lines).toContain('TRIGGER:-P6DT15H');
    expect(lines).toContain('URL:https://refex.example/options/1?expiry=2027-01-15');
    expect(lines).toContain('DTSTAMP:20261221T100000Z');
    expect(entryTitle(options[0]!)).toBe('SPXW monthly expiry');
  });
});
