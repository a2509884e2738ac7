import { describe, expect, it } from 'vitest';
import type { Feed, InstrumentSummary, TradingSchedule } from '@/api/types';
import { createTestSimulator } from '@/sim/testing';
import { cellOf, closureText, exchangeDays, sideBySide, startOfDay, timeOn, zoneLabel, zoneWords, type ExchangeDays } from './days';
import { pickInstrument } from './queries';

/** An exchange's schedule as the simulator answers at `now`: the first stock of the exchange (as the page asks), its schedule. */
function scheduleOf(exchangeId: string, now: string): TradingSchedule {
  const simulator = createTestSimulator(now);
  const ask = <T>(path: string): T => {
    const answer = simulator.handle({ method: 'GET', url: `http://sim.test/openapi/ref/v1${path}`, headers: { authorization: 'Bearer demo' } });
    expect(answer.status, path).toBe(200);
    return JSON.parse(answer.body as string) as T;
  };
  const instrument = pickInstrument(ask<Feed<InstrumentSummary>>(`/instruments?ExchangeId=${exchangeId}&AssetTypes=Stock&$top=1`).Data);
  if (!instrument) throw new Error(`no stock on ${exchangeId}`);
  return ask<TradingSchedule>(`/instruments/tradingschedule/${instrument.uic}/${instrument.assetType}`);
}

const brief = (days: ExchangeDays) => ({
  closed: days.closed.map((entry) => entry.day),
  early: days.early.map((entry) => `${entry.day} ${entry.closeText} (usually ${entry.usualText})`),
  until: days.until,
});

describe('closed days and early closes from an exchange’s schedule', () => {
  it('Thanksgiving week: New York closed on Thursday and closing early on Friday, Xetra trading both days', () => {
    const now = '2026-11-23T10:00:00Z';
    const nyse = exchangeDays(scheduleOf('NYSE', now), 'America/New_York');
    const xetra = exchangeDays(scheduleOf('FSE', now), 'Europe/Berlin');
    expect(brief(nyse)).toEqual({ closed: ['2026-11-26'], early: ['2026-11-27 13:00 (usually 16:00)'], until: '2026-11-29' });
    expect(brief(xetra)).toEqual({ closed: [], early: [], until: '2026-11-29' });
    // No trading from Wednesday's after-hours (20:00 New York) to Friday's pre-market (04:00).
    const [thanksgiving] = nyse.closed;
    expect(new Date(thanksgiving?.since ?? 0).toISOString()).toBe('2026-11-26T01:00:00.000Z');
    expect(new Date(thanksgiving?.reopens ?? 0).toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(closureText(thanksgiving!, 'America/New_York')).toBe('from Wed 25 Nov, 20:00 to Fri 27 Nov, 04:00');
    expect(closureText({ day: '2026-11-26', since: undefined, reopens: undefined }, 'America/New_York')).toBe(
      'from before the schedule starts, not again before the schedule ends',
    );
    // The half day's close, and the usual one, as instants.
    expect(new Date(nyse.early[0]?.close ?? 0).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(new Date(nyse.early[0]?.usualClose ?? 0).toISOString()).toBe('2026-11-27T21:00:00.000Z');
  });

  it('Christmas: each exchange as its calendar has it, and nothing after the last day its schedule covers', () => {
    const now = '2026-12-21T10:00:00Z';
    const nyse = exchangeDays(scheduleOf('NYSE', now), 'America/New_York');
    const xetra = exchangeDays(scheduleOf('FSE', now), 'Europe/Berlin');
    const london = exchangeDays(scheduleOf('LSE_SETS', now), 'Europe/London');
    const paris = exchangeDays(scheduleOf('PAR', now), 'Europe/Paris');
    expect(brief(nyse)).toEqual({ closed: ['2026-12-25'], early: ['2026-12-24 13:00 (usually 16:00)'], until: '2026-12-27' });
    expect(brief(xetra)).toEqual({ closed: ['2026-12-24', '2026-12-25'], early: [], until: '2026-12-27' });
    // London's schedule runs into Tuesday's opening auction, so it covers Monday 28 (Boxing Day, moved off the Saturday).
    expect(brief(london)).toEqual({ closed: ['2026-12-25', '2026-12-28'], early: ['2026-12-24 12:30 (usually 16:30)'], until: '2026-12-28' });
    expect(brief(paris)).toEqual({ closed: ['2026-12-25'], early: ['2026-12-24 14:00 (usually 17:30)'], until: '2026-12-27' });

    // Side by side: one row per date any of them is closed or closes early, a cell per exchange.
    const rows = sideBySide([nyse, xetra, london, paris, undefined]);
    const kinds = rows.map((row) => `${row.day}: ${row.cells.map((cell) => cell?.kind ?? '-').join(' ')}`);
    expect(kinds).toEqual([
      '2026-12-24: early closed early early -',
      '2026-12-25: closed closed closed closed -',
      // London closed on Monday 28 (Boxing Day, moved off the Saturday); the others' schedules end in Monday's trading.
      '2026-12-28: open open closed open -',
    ]);
  });

  it('tells weekends, trading days and days not known apart', () => {
    const nyse = exchangeDays(scheduleOf('NYSE', '2026-11-23T10:00:00Z'), 'America/New_York');
    expect(cellOf(nyse, '2026-11-23').kind).toBe('open'); // today, covered in part: it trades
    expect(cellOf(nyse, '2026-11-25').kind).toBe('open');
    expect(cellOf(nyse, '2026-11-28').kind).toBe('weekend');
    expect(cellOf(nyse, '2026-12-01').kind).toBe('unknown');
    expect(cellOf(nyse, '2026-11-20').kind).toBe('unknown');
  });

  it('reads nothing from an empty or unreadable schedule, and no early close from a session the schedule cuts short', () => {
    expect(brief(exchangeDays(undefined, 'Europe/Paris'))).toEqual({ closed: [], early: [], until: undefined });
    expect(brief(exchangeDays({ Sessions: [{ StartTime: 'soon', EndTime: 'later', State: 'Closed' }] }, 'Europe/Paris'))).toEqual({ closed: [], early: [], until: undefined });
    const day = (date: string, end = '16:30') => ({ StartTime: `${date}T08:00:00Z`, EndTime: `${date}T${end}:00Z`, State: 'AutomatedTrading' });
    const gap = (from: string, to: string) => ({ StartTime: `${from}T16:30:00Z`, EndTime: `${to}T08:00:00Z`, State: 'Closed' });
    const cut = exchangeDays(
      { Sessions: [day('2026-11-23'), gap('2026-11-23', '2026-11-24'), day('2026-11-24'), gap('2026-11-24', '2026-11-25'), day('2026-11-25', '11:00')] },
      'Etc/UTC',
    );
    expect(cut.early).toEqual([]);
  });
});

describe('in words', () => {
  it('names a zone by its city, a fixed offset by the offset', () => {
    expect(zoneLabel('America/New_York')).toBe('New York');
    expect(zoneLabel('Etc/UTC')).toBe('UTC');
    expect(zoneLabel('Etc/GMT-9')).toBe('UTC+09:00');
    expect(zoneLabel('+05:30')).toBe('UTC+05:30');
    // The time zone list's name when the zone came from it, else the city's.
    expect(zoneWords({ zone: 'America/New_York', name: 'US Eastern Time', source: 'list' })).toBe('US Eastern Time');
    expect(zoneWords({ zone: 'America/New_York', name: 'America/New_York', source: 'known' })).toBe('New York time');
    expect(zoneWords({ zone: 'Africa/Cairo', name: 'Africa/Cairo', source: 'list' })).toBe('Cairo time');
  });

  it('says the day too when the user’s time falls on another day', () => {
    const close = Date.parse('2026-11-27T18:00:00Z');
    expect(timeOn(close, 'America/New_York', '2026-11-27')).toBe('13:00');
    expect(timeOn(close, 'Europe/Copenhagen', '2026-11-27')).toBe('19:00');
    expect(timeOn(close, 'Asia/Tokyo', '2026-11-27')).toBe('Sat 28 Nov, 03:00');
    expect(new Date(startOfDay('2026-11-26', 'America/New_York')).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(new Date(startOfDay('2026-03-29', 'Europe/Paris')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});
