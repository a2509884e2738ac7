import { describe, expect, it } from 'vitest';
import { get, simAt, NOW } from './refdata.test-support';
import { universe } from './universe';
import { optionRoots } from './options';
import { EXCHANGES } from './data/exchanges';
import type { Simulator } from '../service';

const sim = simAt();
const SCHEDULE = '/openapi/ref/v1/instruments/tradingschedule';
const WEEK_MS = 7 * 86_400_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Session {
  StartTime: string;
  EndTime: string;
  State: string;
}

function schedule(uic: number, type: string, on: Simulator = sim, token = 'demo') {
  return get(on, `${SCHEDULE}/${uic}/${type}`, token);
}

function sessions(uic: number, type: string, on: Simulator = sim): Session[] {
  const response = schedule(uic, type, on);
  expect(response.status, `${uic}/${type}`).toBe(200);
  return response.body.Sessions;
}

/** Local weekday, date and time of a timestamp in a zone, computed independently with Intl. */
function local(timestamp: string, zone: string): { weekday: string; date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(timestamp))
      .map((part) => [part.type, part.value]),
  );
  return { weekday: parts.weekday as string, date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function hours(list: Session[], state: string, zone: string): Set<string> {
  return new Set(list.filter((session) => session.State === state).map((session) => `${local(session.StartTime, zone).time}-${local(session.EndTime, zone).time}`));
}

function checkShape(list: Session[], nowIso: string): void {
  const now = Date.parse(nowIso);
  expect(list.length).toBeGreaterThan(1);
  const first = list[0] as Session;
  expect(Date.parse(first.StartTime)).toBeLessThanOrEqual(now);
  expect(Date.parse(first.EndTime)).toBeGreaterThan(now);
  for (let i = 0; i < list.length; i++) {
    const session = list[i] as Session;
    expect(session.StartTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000000Z$/);
    expect(Date.parse(session.EndTime)).toBeGreaterThan(Date.parse(session.StartTime));
    const next = list[i + 1];
    if (next) {
      expect(next.StartTime).toBe(session.EndTime);
      expect(next.State).not.toBe(session.State);
    }
  }
  const last = list.at(-1) as Session;
  expect(Date.parse(last.EndTime)).toBeGreaterThanOrEqual(now + WEEK_MS);
  expect(Date.parse(last.StartTime)).toBeLessThan(now + WEEK_MS);
}

describe('trading schedules', () => {
  it('are contiguous, start with the current session and reach a week ahead, for every kind of instrument', () => {
    const instruments = universe().instruments;
    const pick = (predicate: (i: (typeof instruments)[number]) => boolean) => instruments.find(predicate);
    const optionSpace = get(sim, '/openapi/ref/v1/instruments/contractoptionspaces/231?OptionSpaceSegment=DefaultDates').body;
    const option = optionSpace.OptionSpace.find((entry: Json) => entry.SpecificOptions).SpecificOptions[0];
    const esFront = get(sim, '/openapi/ref/v1/instruments/futuresspaces/28001').body.Elements[0];
    const cases: [number, string][] = [
      [211, 'Stock'],
      [211, 'CfdOnStock'],
      [21, 'FxSpot'],
      [21, 'FxForwards'],
      [21, 'FxVanillaOption'],
      [23255427, 'Stock'],
      [23255427, 'SrdOnStock'],
      [101301, 'Stock'],
      [101401, 'Stock'],
      [101501, 'Stock'],
      [101601, 'Stock'],
      [101801, 'Stock'],
      [100001, 'Stock'],
      [100101, 'Stock'],
      [15629, 'Stock'],
      [28001, 'ContractFutures'],
      [esFront.Uic, 'ContractFutures'],
      [28017, 'ContractFutures'],
      [28050, 'ContractFutures'],
      [28066, 'ContractFutures'],
      [28070, 'ContractFutures'],
      [28056, 'ContractFutures'],
      [4911, 'CfdOnIndex'],
      [4941, 'CfdOnIndex'],
      [4913, 'StockIndex'],
      [option.Uic, 'StockOption'],
      [pick((i) => i.type === 'Bond')?.uic as number, 'Bond'],
      [pick((i) => i.type === 'MutualFund')?.uic as number, 'MutualFund'],
      [pick((i) => i.type === 'Warrant')?.uic as number, 'Warrant'],
      [pick((i) => i.type === 'Etf' && i.exchange.id === 'LSE_SETS')?.uic as number, 'Etf'],
    ];
    for (const [uic, type] of cases) checkShape(sessions(uic, type), NOW);
  });

  it('give US stocks pre-market, regular and post-market hours in New York time, closed on Thanksgiving', () => {
    const list = sessions(211, 'Stock');
    const zone = 'America/New_York';
    expect(list[0]).toEqual({ StartTime: '2026-11-20T09:00:00.000000Z', EndTime: '2026-11-20T14:30:00.000000Z', State: 'PreMarket' });
    expect(hours(list, 'PreMarket', zone)).toEqual(new Set(['04:00-09:30']));
    expect(hours(list, 'AutomatedTrading', zone)).toEqual(new Set(['09:30-16:00']));
    expect(hours(list, 'PostMarket', zone)).toEqual(new Set(['16:00-20:00']));
    const open = list.filter((session) => session.State !== 'Closed');
    const days = new Set(open.map((session) => local(session.StartTime, zone).date));
    expect(days).toEqual(new Set(['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27']));
    const body = schedule(211, 'Stock').body;
    expect(body).toMatchObject({ TimeZone: 3, TimeZoneAbbreviation: 'EST', TimeZoneOffset: '-05:00:00' });
  });

  it('trade CFDs on the same Uic in the regular session only', () => {
    const list = sessions(211, 'CfdOnStock');
    expect(new Set(list.map((session) => session.State))).toEqual(new Set(['Closed', 'AutomatedTrading']));
    expect(hours(list, 'AutomatedTrading', 'America/New_York')).toEqual(new Set(['09:30-16:00']));
  });

  it('follow daylight saving time: same local hours, shifted UTC', () => {
    const winter = sessions(211, 'Stock', simAt('2026-03-06T12:00:00Z'));
    const summer = sessions(211, 'Stock', simAt('2026-03-13T12:00:00Z'));
    expect(winter.find((session) => session.State === 'AutomatedTrading')?.StartTime).toBe('2026-03-06T14:30:00.000000Z');
    expect(summer.find((session) => session.State === 'AutomatedTrading')?.StartTime).toBe('2026-03-13T13:30:00.000000Z');
    expect(schedule(211, 'Stock', simAt('2026-03-13T12:00:00Z')).body).toMatchObject({ TimeZoneAbbreviation: 'EDT', TimeZoneOffset: '-04:00:00' });
    // One schedule across the US change (8 March 2026).
    const across = sessions(211, 'Stock', simAt('2026-03-05T12:00:00Z'));
    const starts = across.filter((session) => session.State === 'AutomatedTrading').map((session) => session.StartTime.slice(11, 16));
    expect(new Set(starts)).toEqual(new Set(['14:30', '13:30']));
    expect(hours(across, 'AutomatedTrading', 'America/New_York')).toEqual(new Set(['09:30-16:00']));
    // And across the European change (29 March 2026) for a Paris listing.
    const paris = sessions(23255427, 'Stock', simAt('2026-03-25T12:00:00Z'));
    const parisStarts = paris.filter((session) => session.State === 'AutomatedTrading').map((session) => session.StartTime.slice(11, 16));
    expect(new Set(parisStarts)).toEqual(new Set(['08:00', '07:00']));
    expect(hours(paris, 'AutomatedTrading', 'Europe/Paris')).toEqual(new Set(['09:00-17:30']));
    expect(schedule(23255427, 'Stock', simAt('2026-07-01T12:00:00Z')).body).toMatchObject({ TimeZone: 4, TimeZoneAbbreviation: 'CEST', TimeZoneOffset: '02:00:00' });
  });

  it('show opening and closing auctions on Euronext, Xetra and London', () => {
    const paris = sessions(23255427, 'Stock');
    expect(hours(paris, 'OpeningAuction', 'Europe/Paris')).toEqual(new Set(['07:15-09:00']));
    expect(hours(paris, 'Auction', 'Europe/Paris')).toEqual(new Set(['17:30-17:35']));
    expect(hours(paris, 'TradingAtLast', 'Europe/Paris')).toEqual(new Set(['17:35-17:40']));
    expect(hours(sessions(100001, 'Stock'), 'OpeningAuction', 'Europe/Berlin')).toEqual(new Set(['08:50-09:00']));
    expect(hours(sessions(100101, 'Stock'), 'AutomatedTrading', 'Europe/London')).toEqual(new Set(['08:00-16:30']));
  });

  it('break for lunch in Tokyo, Hong Kong and Singapore', () => {
    expect(hours(sessions(101301, 'Stock'), 'Break', 'Asia/Tokyo')).toEqual(new Set(['11:30-12:30']));
    expect(hours(sessions(101401, 'Stock'), 'Break', 'Asia/Hong_Kong')).toEqual(new Set(['12:00-13:00']));
    expect(hours(sessions(101501, 'Stock'), 'Break', 'Asia/Singapore')).toEqual(new Set(['12:00-13:00']));
    expect(schedule(101301, 'Stock').body).toMatchObject({ TimeZone: 10, TimeZoneOffset: '09:00:00' });
  });

  it('run CME futures nearly round the clock with a daily break, apart from the cash session', () => {
    const front = get(sim, '/openapi/ref/v1/instruments/futuresspaces/28001').body.Elements[0];
    const list = sessions(front.Uic, 'ContractFutures');
    const zone = 'America/Chicago';
    expect(hours(list, 'Break', zone)).toEqual(new Set(['16:00-17:00']));
    // The Friday after Thanksgiving is a half day (12:15 Chicago).
    expect(hours(list, 'AutomatedTrading', zone)).toEqual(new Set(['17:00-16:00', '17:00-12:15']));
    const weekend = list.find((session) => session.State === 'Closed' && local(session.StartTime, zone).weekday === 'Fri');
    expect(weekend && local(weekend.EndTime, zone)).toMatchObject({ weekday: 'Sun', time: '17:00' });
    expect(schedule(front.Uic, 'ContractFutures').body).toMatchObject({ TimeZone: 5, TimeZoneAbbreviation: 'CST', TimeZoneOffset: '-06:00:00' });
    // Eurex index futures trade far longer than the index's cash market.
    expect(hours(sessions(28047, 'ContractFutures'), 'AutomatedTrading', 'Europe/Berlin')).toEqual(new Set(['01:10-22:00']));
    expect(hours(sessions(4920, 'StockIndex'), 'AutomatedTrading', 'Europe/Berlin')).toEqual(new Set(['09:00-17:30']));
    // Grains pause in the morning.
    expect(hours(sessions(28017, 'ContractFutures'), 'Break', zone)).toEqual(new Set(['07:45-08:30']));
  });

  it('trade FX from Sunday evening to Friday evening New York time', () => {
    const list = sessions(21, 'FxSpot');
    const zone = 'America/New_York';
    expect(hours(list, 'AutomatedTrading', zone)).toEqual(new Set(['17:04-16:59']));
    const weekend = list.find((session) => session.State === 'Closed' && local(session.StartTime, zone).weekday === 'Fri');
    expect(weekend && [local(weekend.StartTime, zone), local(weekend.EndTime, zone)]).toEqual([
      { weekday: 'Fri', date: '2026-11-20', time: '16:59' },
      { weekday: 'Sun', date: '2026-11-22', time: '17:04' },
    ]);
    expect(schedule(21, 'FxSpot').body).toMatchObject({ TimeZone: 3, TimeZoneAbbreviation: 'EST', TimeZoneOffset: '-05:00:00' });
  });

  it('close for Good Friday and Easter Monday where the market does', () => {
    const on = simAt('2027-03-24T12:00:00Z');
    const openDays = (uic: number, type: string, zone: string) =>
      new Set(
        sessions(uic, type, on)
          .filter((session) => session.State === 'AutomatedTrading')
          .map((session) => local(session.StartTime, zone).date),
      );
    const us = openDays(211, 'Stock', 'America/New_York');
    expect(us.has('2027-03-26')).toBe(false);
    expect(us.has('2027-03-29')).toBe(true);
    const paris = openDays(23255427, 'Stock', 'Europe/Paris');
    expect(paris.has('2027-03-26')).toBe(false);
    expect(paris.has('2027-03-29')).toBe(false);
    expect(paris.has('2027-03-30')).toBe(true);
    const fx = sessions(21, 'FxSpot', on)
      .filter((session) => session.State === 'AutomatedTrading')
      .map((session) => local(session.EndTime, 'America/New_York').date);
    expect(fx).toContain('2027-03-26');
  });

  it('match the TradingSessions field group of the details', () => {
    for (const [uic, type] of [
      [211, 'CfdOnStock'],
      [28001, 'ContractFutures'],
      [21, 'FxForwards'],
    ] as const) {
      const details = get(sim, `/openapi/ref/v1/instruments/details/${uic}/${type}?FieldGroups=TradingSessions`).body;
      expect(details.TradingSessions).toEqual(schedule(uic, type).body);
    }
  });

  it('cover options on their derivatives venue', () => {
    const root = optionRoots().byId.get(1);
    expect(root?.symbol).toBe('SPXW:xcbo');
    const space = get(sim, '/openapi/ref/v1/instruments/contractoptionspaces/1?OptionSpaceSegment=DefaultDates').body;
    const option = space.OptionSpace.find((entry: Json) => entry.SpecificOptions).SpecificOptions[0];
    expect(hours(sessions(option.Uic, 'StockIndexOption'), 'AutomatedTrading', 'America/Chicago')).toEqual(new Set(['08:30-15:15']));
  });

  it('reject bad asset types and Uics, 404 unknown or hidden ones', () => {
    expect(schedule(211, 'Shares').body).toEqual({ ErrorCode: 'InvalidAssetType', Message: 'Invalid AssetType specified.' });
    expect(schedule(211, 'Shares').status).toBe(400);
    expect(get(sim, `${SCHEDULE}/abc/Stock`).status).toBe(400);
    expect(get(sim, `${SCHEDULE}/0/Stock`).status).toBe(400);
    expect(schedule(999_999_999, 'Stock').status).toBe(404);
    expect(schedule(211, 'FxSpot').status).toBe(404);
    expect(schedule(211, 'FxSpot').raw).toBeNull();
    expect(schedule(101301, 'Stock', sim, 'demo-restricted').status).toBe(404);
  });
});

describe('half days', () => {
  /** The sessions of a trade date (local date in `zone`) that are not Closed, as local times. */
  function day(list: Session[], zone: string, date: string): string[] {
    return list
      .filter((session) => session.State !== 'Closed' && local(session.StartTime, zone).date === date)
      .map((session) => `${local(session.StartTime, zone).time}-${local(session.EndTime, zone).time} ${session.State}`);
  }

  it('US stocks close at 13:00 New York the day after Thanksgiving and on Christmas Eve, after-hours moving up with them', () => {
    const friday = sessions(211, 'Stock', simAt('2026-11-27T12:00:00Z'));
    expect(day(friday, 'America/New_York', '2026-11-27')).toEqual(['04:00-09:30 PreMarket', '09:30-13:00 AutomatedTrading', '13:00-17:00 PostMarket']);
    // The Monday after is a full day again.
    expect(day(friday, 'America/New_York', '2026-11-30')).toEqual(['04:00-09:30 PreMarket', '09:30-16:00 AutomatedTrading', '16:00-20:00 PostMarket']);
    const christmasEve = sessions(211, 'Stock', simAt('2026-12-24T12:00:00Z'));
    expect(day(christmasEve, 'America/New_York', '2026-12-24')).toContain('09:30-13:00 AutomatedTrading');
    // 3 July 2026 is the observed Independence Day holiday (4 July is a Saturday): no trading, rather than a half day.
    expect(day(sessions(211, 'Stock', simAt('2026-07-02T12:00:00Z')), 'America/New_York', '2026-07-03')).toEqual([]);
    expect(day(sessions(211, 'Stock', simAt('2025-07-03T12:00:00Z')), 'America/New_York', '2025-07-03')).toContain('09:30-13:00 AutomatedTrading');
  });

  it('London closes at 12:30 and Euronext at 14:00 on Christmas Eve and New Year’s Eve, with their closing auctions', () => {
    const lse = universe().instruments.find((instrument) => instrument.exchange.id === 'LSE_SETS' && instrument.type === 'Stock' && instrument.tradingStatus === 'Tradable');
    const london = sessions(lse?.uic as number, 'Stock', simAt('2026-12-24T06:00:00Z'));
    expect(day(london, 'Europe/London', '2026-12-24')).toEqual(['07:50-08:00 OpeningAuction', '08:00-12:30 AutomatedTrading', '12:30-12:35 Auction']);
    const paris = sessions(23255427, 'Stock', simAt('2026-12-31T05:00:00Z'));
    expect(day(paris, 'Europe/Paris', '2026-12-31')).toEqual(['07:15-09:00 OpeningAuction', '09:00-14:00 AutomatedTrading', '14:00-14:05 Auction', '14:05-14:10 TradingAtLast']);
  });

  it('the details’ sessions say the market is closed after the early close', () => {
    const at = simAt('2026-11-27T18:30:00Z'); // 13:30 New York
    const body = get(at, '/openapi/ref/v1/instruments/details/211/Stock?FieldGroups=TradingSessions').body;
    expect(body.TradingSessions.Sessions[0]).toMatchObject({ State: 'PostMarket', StartTime: '2026-11-27T18:00:00.000000Z' });
  });

  it('an option chain’s contracts close early with their market', () => {
    const at = simAt('2026-11-27T17:30:00Z'); // 11:30 Chicago, 12:30 New York
    const root = optionRoots().list.find((candidate) => candidate.underlying.uic === 211);
    const space = get(at, `/openapi/ref/v1/instruments/contractoptionspaces/${root?.id}`).body;
    const option = space.OptionSpace.flatMap((entry: Json) => entry.SpecificOptions ?? [])[0];
    const details = get(at, `/openapi/ref/v1/instruments/details/${option.Uic}/StockOption?FieldGroups=TradingSessions`).body;
    expect(details.TradingSessions.Sessions[0]).toMatchObject({ State: 'AutomatedTrading', EndTime: '2026-11-27T18:00:00.000000Z' });
  });
});

describe('time zones', () => {
  it('list the six zones of the specification first (UTC first), then the other documented live zones by id', () => {
    const { status, body } = get(sim, '/ref/v1/timezones');
    expect(status).toBe(200);
    expect(body.__count).toBe(27);
    expect(body).not.toHaveProperty('__next');
    expect(body.Data.slice(0, 6)).toEqual([
      { DisplayName: 'GMT a.k.a. UTC', TimeZoneAbbreviation: 'UTC', TimeZoneId: '0', TimeZoneOffset: '00:00:00', ZoneName: 'Etc/UTC' },
      { DisplayName: 'British Time', TimeZoneAbbreviation: 'GMT', TimeZoneId: '1', TimeZoneOffset: '00:00:00', ZoneName: 'Europe/London' },
      { DisplayName: 'Singapore Time', TimeZoneAbbreviation: 'SGT', TimeZoneId: '2', TimeZoneOffset: '08:00:00', ZoneName: 'Asia/Singapore' },
      { DisplayName: 'US Eastern Time', TimeZoneAbbreviation: 'EST', TimeZoneId: '3', TimeZoneOffset: '-05:00:00', ZoneName: 'America/New_York' },
      { DisplayName: 'Central European Time', TimeZoneAbbreviation: 'CET', TimeZoneId: '4', TimeZoneOffset: '01:00:00', ZoneName: 'Europe/Paris' },
      { DisplayName: 'US Central Time', TimeZoneAbbreviation: 'CST', TimeZoneId: '5', TimeZoneOffset: '-06:00:00', ZoneName: 'America/Chicago' },
    ]);
    const ids = body.Data.map((zone: Json) => Number(zone.TimeZoneId));
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(ids.slice(6)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 33, 104, 130, 147, 256, 298]);
    expect(body.Data.find((zone: Json) => zone.TimeZoneId === '7')).toMatchObject({ DisplayName: 'Hong Kong Time', ZoneName: 'Asia/Hong_Kong', TimeZoneOffset: '08:00:00' });
    // Fixed-offset zones have no abbreviation.
    expect(body.Data.find((zone: Json) => zone.TimeZoneId === '10')).toEqual({
      DisplayName: 'GMT +9 No Daylight S.',
      TimeZoneId: '10',
      TimeZoneOffset: '09:00:00',
      ZoneName: 'Etc/GMT-9',
    });
  });

  it('name every zone the simulator’s exchanges and schedules refer to', () => {
    const listed = new Set(get(sim, '/ref/v1/timezones').body.Data.map((zone: Json) => zone.TimeZoneId));
    for (const exchange of EXCHANGES) expect(listed.has(String(exchange.timeZoneId)), exchange.id).toBe(true);
    for (const uic of [101301, 211]) expect(listed.has(String(schedule(uic, 'Stock').body.TimeZone)), String(uic)).toBe(true);
    expect(get(sim, '/openapi/ref/v1/timezones').raw).toBe(get(sim, '/ref/v1/timezones').raw);
  });

  it('report summer offsets in summer', () => {
    const { body } = get(simAt('2026-07-01T12:00:00Z'), '/ref/v1/timezones');
    expect(body.Data.slice(0, 6).map((zone: Json) => zone.TimeZoneOffset)).toEqual(['00:00:00', '01:00:00', '08:00:00', '-04:00:00', '02:00:00', '-05:00:00']);
    expect(body.Data.slice(0, 6).map((zone: Json) => zone.TimeZoneAbbreviation)).toEqual(['UTC', 'BST', 'SGT', 'EDT', 'CEST', 'CDT']);
    // Sydney is in winter then.
    expect(body.Data.find((zone: Json) => zone.TimeZoneId === '8')).toMatchObject({ TimeZoneAbbreviation: 'AEST', TimeZoneOffset: '10:00:00' });
  });
});
