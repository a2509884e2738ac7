import { describe, expect, it } from 'vitest';
import type { CorporateActionEvent, InstrumentDetails, TradingSession } from '@/api/types';
import { businessDaysLeft } from '@/features/corporate-actions/model/action';
import { csvRow, CSV_HEADER } from '@/features/corporate-actions/exports/csv-rows';
import { bookReach, businessDaysNote, eventHolidays, holidayBook, holidayDetailsParams, holidayInstruments, marketDays, NO_HOLIDAYS, scheduleAsks } from './market-days';

// Monday 21 December 2026, 09:00 UTC.
const NOW = new Date('2026-12-21T09:00:00Z');

function event(id: string, uic: number, assetType: string, deadline: string, fields: Partial<CorporateActionEvent> = {}): CorporateActionEvent {
  return {
    EventId: id,
    Uic: uic,
    AssetType: assetType,
    CorporateActionType: 'Voluntary',
    EventState: 'Confirmed',
    ElectionStatus: 'NotElected',
    Options: [{ OptionId: '1', Deadline: { Date: deadline } }],
    ...fields,
  };
}

/** A week of sessions from 21 December, trading 08:00–16:30 UTC each weekday except the days of `closed`. */
function week(closed: readonly string[]): TradingSession[] {
  const out: TradingSession[] = [];
  for (let day = 21; day <= 29; day += 1) {
    const date = `2026-12-${day}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const trades = weekday !== 0 && weekday !== 6 && !closed.includes(date);
    out.push({ StartTime: `${date}T00:00:00.000000Z`, EndTime: `${date}T08:00:00.000000Z`, State: 'Closed' });
    out.push({ StartTime: `${date}T08:00:00.000000Z`, EndTime: `${date}T16:30:00.000000Z`, State: trades ? 'AutomatedTrading' : 'Closed' });
    out.push({ StartTime: `${date}T16:30:00.000000Z`, EndTime: `2026-12-${day + 1}T00:00:00.000000Z`, State: 'Closed' });
  }
  return out;
}

const details = (uic: number, assetType: string, exchangeId: string, sessions?: TradingSession[]): InstrumentDetails =>
  ({ Uic: uic, AssetType: assetType, Exchange: { ExchangeId: exchangeId }, ...(sessions ? { TradingSessions: { Sessions: sessions } } : {}) }) as InstrumentDetails;

// Copenhagen closes on 24 and 25 December; New York on the 25th only.
const CSE = week(['2026-12-24', '2026-12-25']);
const NYSE = week(['2026-12-25']);

const CUT_MONDAY = '2026-12-28T14:00:00Z';

describe('market holidays for a list', () => {
  const events = [
    event('1', 15629, 'Stock', CUT_MONDAY),
    event('2', 211, 'Stock', CUT_MONDAY),
    // Same instrument as event 1: asked for once.
    event('3', 15629, 'Stock', '2026-12-23T14:00:00Z'),
    // Beyond a schedule's reach, elected, mandatory, withdrawn: no holidays needed.
    event('4', 300, 'Stock', '2027-01-20T14:00:00Z'),
    event('5', 301, 'Stock', CUT_MONDAY, { ElectionStatus: 'Elected' }),
    event('6', 302, 'Stock', CUT_MONDAY, { CorporateActionType: 'Mandatory' }),
    event('7', 303, 'Stock', CUT_MONDAY, { EventState: 'Withdrawn' }),
    event('8', 9001, 'Bond', CUT_MONDAY),
  ];

  it('asks only for the instruments of open elections due within reach, in one details-list request with their sessions', () => {
    const refs = holidayInstruments(events, NOW);
    expect(refs).toEqual([
      { assetType: 'Bond', uic: 9001 },
      { assetType: 'Stock', uic: 211 },
      { assetType: 'Stock', uic: 15629 },
    ]);
    expect(holidayDetailsParams(refs)).toEqual({ Uics: [211, 9001, 15629], AssetTypes: ['Bond', 'Stock'], FieldGroups: ['TradingSessions'], $top: 6 });
    expect(holidayDetailsParams([])).toBeUndefined();
  });

  it('applies each instrument’s own holidays to its events', () => {
    const refs = holidayInstruments(events, NOW);
    const book = holidayBook(refs, [details(15629, 'Stock', 'CSE', CSE), details(211, 'Stock', 'NYSE', NYSE), details(9001, 'Bond', 'LUX', week([]))]);
    const days = (row: CorporateActionEvent) => businessDaysLeft(NOW, new Date(CUT_MONDAY), 'UTC', eventHolidays(book, row));
    // Weekdays after Monday 21 up to Monday 28: 22, 23, 24, 25, 28 = 5.
    expect(days(events[0] as CorporateActionEvent)).toBe(3);
    expect(days(events[1] as CorporateActionEvent)).toBe(4);
    expect(days(events[7] as CorporateActionEvent)).toBe(5);
    // An instrument not asked for counts weekends only.
    expect(eventHolidays(book, events[3] as CorporateActionEvent)).toBeUndefined();
    expect(bookReach(book)).toBe('2026-12-29');
    expect(businessDaysNote(book)).toContain('known to 2026-12-29');
  });

  it('borrows the schedule of the exchange for instruments whose details came without sessions: one request per exchange', () => {
    const refs = [
      { uic: 211, assetType: 'Stock' },
      { uic: 212, assetType: 'Stock' },
      { uic: 15629, assetType: 'Stock' },
      { uic: 15630, assetType: 'Stock' },
    ];
    const rows = [details(211, 'Stock', 'NYSE'), details(212, 'Stock', 'NYSE'), details(15629, 'Stock', 'CSE', CSE), details(15630, 'Stock', 'CSE')];
    const asks = scheduleAsks(refs, rows);
    // Copenhagen's instrument 15629 brought its own sessions, but 15630 did not: CSE is asked for too.
    expect(asks).toEqual([
      { exchangeId: 'NYSE', ref: { uic: 211, assetType: 'Stock' } },
      { exchangeId: 'CSE', ref: { uic: 15630, assetType: 'Stock' } },
    ]);
    const book = holidayBook(
      refs,
      rows,
      new Map([
        ['NYSE', { Sessions: NYSE }],
        ['CSE', { Sessions: CSE }],
      ]),
    );
    expect([...(book.get('Stock:212')?.holidays ?? [])]).toEqual(['2026-12-25']);
    expect([...(book.get('Stock:15630')?.holidays ?? [])]).toEqual(['2026-12-24', '2026-12-25']);
  });

  it('reads a schedule in the exchange’s own days: an evening session past midnight UTC does not hide the next day’s holiday', () => {
    // New York, 30 December 2026 to 4 January 2027: regular 14:30–21:00 UTC, after hours to 01:00 UTC the next day; 1 January shut.
    const sessions: TradingSession[] = [];
    for (const date of ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05']) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6 || date === '2027-01-01') continue;
      const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      sessions.push({ StartTime: `${date}T14:30:00.000000Z`, EndTime: `${date}T21:00:00.000000Z`, State: 'AutomatedTrading' });
      sessions.push({ StartTime: `${date}T21:00:00.000000Z`, EndTime: `${next}T01:00:00.000000Z`, State: 'PostMarket' });
    }
    expect([...(marketDays({ Sessions: sessions, TimeZoneOffset: '-05:00:00' })?.holidays ?? [])]).toContain('2027-01-01');
  });

  it('falls back to weekends only when the details or a schedule cannot be had', () => {
    const refs = holidayInstruments(events, NOW);
    expect(holidayBook(refs, undefined).size).toBe(0);
    // A schedule that failed (undefined), an instrument missing from the answer, a row without an exchange.
    const book = holidayBook(refs, [details(211, 'Stock', 'NYSE'), { Uic: 9001, AssetType: 'Bond' } as InstrumentDetails], new Map([['NYSE', undefined]]));
    expect(book.size).toBe(0);
    expect(scheduleAsks(refs, [{ Uic: 9001, AssetType: 'Bond' } as InstrumentDetails])).toEqual([]);
    expect(eventHolidays(NO_HOLIDAYS, events[0] as CorporateActionEvent)).toBeUndefined();
    expect(businessDaysNote(NO_HOLIDAYS)).toMatch(/^Business days skip weekends;/);
  });

  it('gives the CSV the same counts', () => {
    const book = holidayBook(holidayInstruments(events, NOW), [details(15629, 'Stock', 'CSE', CSE)]);
    const column = CSV_HEADER.indexOf('Business days to cut-off');
    const row = events[0] as CorporateActionEvent;
    expect(csvRow(row, NOW, 'UTC', eventHolidays(book, row))[column]).toBe(3);
    expect(csvRow(row, NOW, 'UTC')[column]).toBe(5);
  });
});
