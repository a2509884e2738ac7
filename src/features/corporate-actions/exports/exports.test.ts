import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent } from '@/api/types';
import { toCsv } from '@/lib/csv';
import { CSV_HEADER, csvRow } from './csv-rows';
import { eventAddress } from '@/features/corporate-actions/url';
import { eventDeadlines, openDeadlines, toIcs } from './ics';
import { monthGrid } from '@/features/corporate-actions/calendar/calendar';

const NOW = new Date('2026-03-10T08:00:00Z');

const EVENT: CorporateActionEvent = {
  EventId: '9501101',
  AssetType: 'Stock',
  Uic: 1311,
  CorporateActionType: 'Voluntary',
  DisplayAndFormat: { Description: 'Iberdrola, S.A.', Symbol: 'IBE:xmad', IsinCode: 'ES0144580Y14' },
  EventType: { Code: 'DVOP', Name: 'Dividend Option' },
  EventState: 'Confirmed',
  EventStatus: 'Active',
  ElectionStatus: 'NotElected',
  EligibleHoldings: 1200,
  Ex: { Date: '2026-03-04' },
  Record: { Date: '2026-03-05' },
  Options: [
    { OptionId: '001', OptionType: { Code: 'CASH', Name: 'Cash' }, IsDefault: true, NetRate: 0.35, CashMovements: [{ Currency: 'EUR' }], Deadline: { Date: '2026-03-13T14:00:00.0000000Z' }, Payment: { Date: '2026-03-23' } },
    { OptionId: '002', OptionType: { Code: 'SECU', Name: 'Securities' }, Deadline: { Date: '2026-03-13T14:00:00.0000000Z' } },
  ],
};

describe('CSV rows', () => {
  it('writes every column, dates as days, numbers as numbers', () => {
    const row = csvRow(EVENT, NOW, 'UTC', undefined, (id) => eventAddress('https://refex.example', id, { ClientKey: 'C|1', IncludeSubAccounts: true }));
    expect(row).toHaveLength(CSV_HEADER.length);
    expect(Object.fromEntries(CSV_HEADER.map((name, index) => [name, row[index]]))).toEqual({
      'Event id': '9501101',
      Instrument: 'Iberdrola, S.A.',
      Symbol: 'IBE:xmad',
      ISIN: 'ES0144580Y14',
      Uic: 1311,
      'Asset type': 'Stock',
      'Event type code': 'DVOP',
      'Event type': 'Dividend Option',
      'Mandatory/voluntary': 'Voluntary',
      Announced: undefined,
      'Ex date': '2026-03-04',
      'Record date': '2026-03-05',
      'Pay date': '2026-03-23',
      'First deadline': '2026-03-13',
      'Business days to cut-off': 3,
      'Next cut-off (UTC)': '2026-03-13 14:00',
      Rate: 0.35,
      'Rate currency': 'EUR',
      'Rate basis': 'net',
      'Rate unit': 'per unit',
      'How sure': 'declared',
      'Implied withholding (derived)': undefined,
      'Event state': 'Confirmed',
      'Event status': 'Active',
      'Election status': 'NotElected',
      'Eligible holdings': 1200,
      'Affected accounts': undefined,
      'Event page': 'https://refex.example/corporate-actions/9501101?client=C%7C1&subs=true',
    });
    expect(toCsv(CSV_HEADER, [row]).split('\r\n')[1]).toBe(
      '9501101,"Iberdrola, S.A.",IBE:xmad,ES0144580Y14,1311,Stock,DVOP,Dividend Option,Voluntary,,2026-03-04,2026-03-05,2026-03-23,2026-03-13,3,2026-03-13 14:00,0.35,EUR,net,per unit,declared,,Confirmed,Active,NotElected,1200,,https://refex.example/corporate-actions/9501101?client=C%7C1&subs=true',
    );
  });

  it('counts business days to the next cut-off as the list does: a Monday cut-off is one business day from a Friday', () => {
    const column = CSV_HEADER.indexOf('Business days to cut-off');
    const monday: CorporateActionEvent = { ...EVENT, Options: EVENT.Options?.map((option) => ({ ...option, Deadline: { Date: '2026-03-16T14:00:00Z' } })) };
    expect(csvRow(monday, new Date('2026-03-13T09:00:00Z'), 'UTC')[column]).toBe(1);
    // Sunday evening in UTC is Monday morning in Tokyo, the cut-off's own day there (23:00).
    expect(csvRow(monday, new Date('2026-03-15T20:00:00Z'), 'UTC')[column]).toBe(1);
    expect(csvRow(monday, new Date('2026-03-15T20:00:00Z'), 'Asia/Tokyo')[column]).toBe(0);
    // On the day of the cut-off: 0; once it passed, or when the event is elected or withdrawn: empty.
    expect(csvRow(monday, new Date('2026-03-16T08:00:00Z'), 'UTC')[column]).toBe(0);
    expect(csvRow(monday, new Date('2026-03-16T15:00:00Z'), 'UTC')[column]).toBeUndefined();
    expect(csvRow({ ...monday, ElectionStatus: 'Elected' }, new Date('2026-03-13T09:00:00Z'), 'UTC')[column]).toBeUndefined();
    expect(csvRow({ ...monday, EventState: 'Withdrawn' }, new Date('2026-03-13T09:00:00Z'), 'UTC')[column]).toBeUndefined();
  });

  it('leaves junk empty instead of writing it', () => {
    expect(csvRow({ EventId: 'Undefined', EventType: { Code: ' ' }, Ex: { Date: 'soon' }, EligibleHoldings: 'many' as never }, NOW, 'UTC').every((value) => value === undefined)).toBe(true);
  });
});

describe('iCalendar', () => {
  it('writes one timed entry per distinct deadline, all-day when no time is given', () => {
    const deadlines = [...eventDeadlines(EVENT), ...eventDeadlines({ ...EVENT, EventId: '2', Options: [{ OptionId: '001', Deadline: { Date: '2026-04-01' } }] })];
    expect(deadlines).toHaveLength(2);
    const text = toIcs(deadlines, NOW);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // Half an hour that ends at the cut-off, with reminders a day and two hours ahead.
    expect(text).toContain('DTSTART:20260313T133000Z\r\nDTEND:20260313T140000Z');
    expect(text).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Election cut-off: Dividend Option\\, Iberdrola\\, S.A.\r\nTRIGGER;RELATED=END:-P1D\r\nEND:VALARM');
    expect(text).toContain('TRIGGER;RELATED=END:-PT2H');
    expect(text).toContain('TRIGGER:-PT15H');
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(4);
    expect(text).toContain('DTSTART;VALUE=DATE:20260401\r\nDTEND;VALUE=DATE:20260402');
    expect(text).toContain('DTSTAMP:20260310T080000Z');
    expect(text).toContain('SUMMARY:Election deadline: Dividend Option\\, Iberdrola\\, S.A.');
    expect(text).toContain('Options: 001 Cash\\, 002 Securities');
    expect(text).toContain('UID:ca-9501101-');
  });

  it('links back to the event page for the same whose-events choice, and keeps only live options of open events when asked', () => {
    const twoDeadlines = { ...EVENT, Options: [{ OptionId: '1', Deadline: { Date: '2026-03-09T12:00:00Z' } }, { OptionId: '2', Deadline: { Date: '2026-03-13T14:00:00Z' } }] };
    const link = (id: string) => eventAddress('https://refex.example', id, { ClientKey: 'inst-1', AccountKey: 'acc-2', IncludeSubAccounts: false });
    const live = eventDeadlines(twoDeadlines, { liveAt: NOW, link });
    expect(live).toHaveLength(1);
    expect(live[0]?.description).toContain('Options: 2');
    const text = toIcs(live, NOW);
    // Unfolded: a line longer than 75 octets goes on in the next, after a space.
    expect(text.replace(/\r\n /g, '')).toContain('URL:https://refex.example/corporate-actions/9501101?client=inst-1&account=acc-2&subs=false');
    // The default client's own list: no whose part at all.
    expect(eventAddress('https://refex.example', 'E 1', {})).toBe('https://refex.example/corporate-actions/E%201');
    expect(eventDeadlines({ ...twoDeadlines, EventState: 'Withdrawn' }, { liveAt: NOW })).toEqual([]);
    expect(eventDeadlines(twoDeadlines)).toHaveLength(2);
    // A cancelled or inactive option is not live, though its deadline is ahead (an offeror withdrew that alternative).
    const withdrawnAlternative = { ...EVENT, Options: [{ OptionId: '1', Deadline: { Date: '2026-03-13T14:00:00Z' } }, { OptionId: '2', OptionStatus: 'Cancelled', Deadline: { Date: '2026-03-13T14:00:00Z' } }, { OptionId: '3', OptionStatus: 'Inactive', Deadline: { Date: '2026-03-14T14:00:00Z' } }] };
    expect(eventDeadlines(withdrawnAlternative, { liveAt: NOW }).map((entry) => entry.description.replace(/.*Options: /, ''))).toEqual(['1']);
    expect(eventDeadlines(withdrawnAlternative)).toHaveLength(2);
    // The list's file: open elections only (an elected one left out).
    expect(openDeadlines([EVENT, { ...EVENT, EventId: '2', ElectionStatus: 'Elected' }], NOW).map((entry) => entry.uid)).toEqual([expect.stringContaining('ca-9501101-')]);
  });

  it('has nothing for an event without dated deadlines', () => {
    expect(eventDeadlines({ EventId: '3', Options: [{ Deadline: { Date: 'Undefined' } }] })).toEqual([]);
  });
});

describe('the month grid', () => {
  it('covers the month in weeks from Monday and places the dates', () => {
    const weeks = monthGrid('2026-03', [EVENT]);
    // March 2026 starts on a Sunday: the first week starts on Monday 23 February.
    expect(weeks[0]?.[0]?.date).toBe('2026-02-23');
    expect(weeks.at(-1)?.[6]?.date).toBe('2026-04-05');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const days = weeks.flat();
    expect(days.filter((day) => day.inMonth)).toHaveLength(31);
    const kinds = (date: string) => days.find((day) => day.date === date)?.entries.map((entry) => entry.kind);
    expect(kinds('2026-03-04')).toEqual(['ex']);
    expect(kinds('2026-03-05')).toEqual(['record']);
    expect(kinds('2026-03-13')).toEqual(['deadline']);
    expect(kinds('2026-03-23')).toEqual(['pay']);
  });
});
