import { describe, expect, it } from 'vitest';
import { exchangeDays } from './days';
import { CSV_HEADER, toHolidayCsv, toHolidayIcs, type ShownExchange } from './exports';

// Christmas week as a schedule of 4.6 gives it: New York closes early on Thursday 24 and is closed on Friday 25.
const at = (text: string) => `${text}:00.000000Z`;
const session = (start: string, end: string, State: string) => ({ StartTime: at(start), EndTime: at(end), State });
const usDay = (date: string, next: string, close = '21:00', post = '01:00') => [
  session(`${date}T09:00`, `${date}T14:30`, 'PreMarket'),
  session(`${date}T14:30`, `${date}T${close}`, 'AutomatedTrading'),
  session(`${date}T${close}`, `${next}T${post}`, 'PostMarket'),
];
const newYork = exchangeDays(
  {
    Sessions: [
      ...usDay('2026-12-21', '2026-12-22'),
      session('2026-12-22T01:00', '2026-12-22T09:00', 'Closed'),
      ...usDay('2026-12-22', '2026-12-23'),
      session('2026-12-23T01:00', '2026-12-23T09:00', 'Closed'),
      ...usDay('2026-12-23', '2026-12-24'),
      session('2026-12-24T01:00', '2026-12-24T09:00', 'Closed'),
      ...usDay('2026-12-24', '2026-12-24', '18:00', '22:00'),
      session('2026-12-24T22:00', '2026-12-28T09:00', 'Closed'),
      session('2026-12-28T09:00', '2026-12-28T14:30', 'PreMarket'),
    ],
  },
  'America/New_York',
);
const exchanges: ShownExchange[] = [{ id: 'NYSE', name: '=New York, "NYSE"', days: newYork, time: 'New York time', source: 'BRK.B:xnys, Stock, Uic 211' }];
const NOW = new Date('2026-12-21T10:00:00Z');

describe('the holiday calendar as files', () => {
  it('reads the days it exports from the schedule', () => {
    expect(newYork.closed.map((entry) => entry.day)).toEqual(['2026-12-25']);
    expect(newYork.early.map((entry) => entry.day)).toEqual(['2026-12-24']);
  });

  it('writes CSV with a row per closed day and early close, defusing text a spreadsheet would run', () => {
    const lines = toHolidayCsv(exchanges, 'Europe/Copenhagen').trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines.slice(1)).toEqual([
      `2026-12-24,NYSE,"'=New York, ""NYSE""",Early close,13:00,16:00,America/New_York,19:00,Europe/Copenhagen,2026-12-24T18:00:00Z,2026-12-24T21:00:00Z,2026-12-27,"BRK.B:xnys, Stock, Uic 211"`,
      `2026-12-25,NYSE,"'=New York, ""NYSE""",Closed,,,America/New_York,,Europe/Copenhagen,2026-12-24T22:00:00Z,2026-12-28T09:00:00Z,2026-12-27,"BRK.B:xnys, Stock, Uic 211"`,
    ]);
  });

  it('writes an iCalendar file: an all-day event per closed day, a timed one per early close, each with a reminder', () => {
    const text = toHolidayIcs(exchanges, NOW, 'https://refex.example');
    expect(text).not.toMatch(/[^\r]\n|\r(?!\n)/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('DTSTART'))).toEqual(['DTSTART:20261224T180000Z', 'DTSTART;VALUE=DATE:20261225']);
    expect(lines).toContain('DTEND:20261224T210000Z');
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual(['UID:refex-holiday-NYSE-2026-12-24-early@refex', 'UID:refex-holiday-NYSE-2026-12-25-closed@refex']);
    expect(lines).toContain('SUMMARY:NYSE closes early at 13:00 New York time');
    expect(lines).toContain('SUMMARY:NYSE closed: =New York\\, "NYSE"');
    expect(lines).toContain('TRIGGER:-PT1H');
    expect(lines).toContain('TRIGGER:-PT15H');
    expect(lines).toContain('URL:https://refex.example/calendar/holidays?exchanges=NYSE');
    const descriptions = lines.filter((line) => line.startsWith('DESCRIPTION:=New York'));
    expect(descriptions[0]).toContain('regular trading ends at 13:00 instead of 16:00 (New York time) on 24 Dec 2026');
    expect(descriptions[1]).toContain('no trading from Thu 24 Dec\\, 17:00 to Mon 28 Dec\\, 04:00');
  });
});
