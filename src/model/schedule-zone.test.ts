import { describe, expect, it } from 'vitest';
import type { Feed, TimeZoneDetails } from '@/api/types';
import zones2019 from './__fixtures__/timezones-2019.json';
import zonesSpec from './__fixtures__/timezones-saxospec.json';
import { exchangeZone, zoneById, zoneIdOf } from './schedule-zone';
import { isValidZone } from './timezones';

const list = (zonesSpec as Feed<TimeZoneDetails>).Data;

describe('zoneIdOf', () => {
  it('reads ids given as text or numbers', () => {
    expect(zoneIdOf('3')).toBe(3);
    expect(zoneIdOf(' 10 ')).toBe(10);
    expect(zoneIdOf(4)).toBe(4);
    expect(zoneIdOf('-1')).toBeUndefined();
    expect(zoneIdOf('x')).toBeUndefined();
    expect(zoneIdOf(1.5)).toBeUndefined();
    expect(zoneIdOf(undefined)).toBeUndefined();
  });
});

describe('zoneById', () => {
  it('takes a listed zone from the time zone list (string ids, current shape)', () => {
    expect(zoneById(3, list)).toEqual({ zone: 'America/New_York', name: 'US Eastern Time', source: 'list', id: 3 });
  });

  it('reads the older list shape with numeric ids', () => {
    expect(zoneById(4, (zones2019 as Feed<TimeZoneDetails>).Data)).toMatchObject({ zone: 'Europe/Paris', source: 'list' });
  });

  it('falls back to the known broker ids for zones outside the list (Tokyo 10, Hong Kong 7)', () => {
    expect(zoneById(10, list)).toEqual({ zone: 'Etc/GMT-9', name: 'UTC+09:00', source: 'known', id: 10 });
    expect(zoneById(7, list)).toEqual({ zone: 'Asia/Hong_Kong', name: 'Asia/Hong_Kong', source: 'known', id: 7 });
    expect(zoneById(7, undefined)).toMatchObject({ zone: 'Asia/Hong_Kong' });
  });

  it('uses the known id or the offset when the list names a zone the runtime does not know', () => {
    const odd: TimeZoneDetails[] = [
      { TimeZoneId: '1', DisplayName: 'British Time', ZoneName: 'Mars/Olympus' },
      { TimeZoneId: '42', DisplayName: 'Somewhere', ZoneName: '', TimeZoneOffset: '05:30:00' },
    ];
    expect(zoneById(1, odd)).toMatchObject({ zone: 'Europe/London', name: 'British Time', source: 'list' });
    const fixed = zoneById(42, odd);
    expect(fixed?.name).toBe('Somewhere');
    // Engines without offset time zones (Node 20) cannot show half hours: fixedOffsetZone falls back there.
    if (isValidZone('+05:30')) {
      const time = new Intl.DateTimeFormat('en-GB', { timeZone: fixed?.zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      expect(time.format(Date.parse('2026-01-01T00:00:00Z'))).toBe('05:30');
    }
  });

  it('knows nothing of an id outside the list and the known ids', () => {
    expect(zoneById(999, list)).toBeUndefined();
  });
});

describe('exchangeZone', () => {
  it('resolves the schedule sample (New York, id 3) through the list', () => {
    expect(exchangeZone({ TimeZone: 3, TimeZoneAbbreviation: 'EST', TimeZoneOffset: '-05:00:00' }, list)).toEqual({
      zone: 'America/New_York',
      name: 'US Eastern Time',
      source: 'list',
      id: 3,
      abbreviation: 'EST',
    });
  });

  it('resolves Tokyo (10) outside the list', () => {
    expect(exchangeZone({ TimeZone: 10, TimeZoneAbbreviation: 'JST', TimeZoneOffset: '09:00:00' }, list)).toMatchObject({
      zone: 'Etc/GMT-9',
      source: 'known',
      abbreviation: 'JST',
    });
  });

  it('falls back to the offset for an unknown id (the spec placeholder has id 99), then to UTC', () => {
    expect(exchangeZone({ TimeZone: 99, TimeZoneOffset: '-03:30:00' }, list)).toMatchObject({ name: 'UTC-03:30', source: 'offset', id: 99 });
    expect(exchangeZone({ TimeZone: 99, TimeZoneAbbreviation: 'stringValue', TimeZoneOffset: '00:00:00.0000061' }, list)).toMatchObject({
      zone: expect.any(String),
      source: 'offset',
    });
    expect(exchangeZone({}, list)).toEqual({ zone: 'Etc/UTC', name: 'UTC', source: 'utc' });
    expect(exchangeZone(undefined, undefined)).toMatchObject({ source: 'utc' });
  });

  it("uses the exchange's zone id from the details when the schedule has none", () => {
    expect(exchangeZone({ TimeZoneOffset: '01:00:00' }, list, '4')).toMatchObject({ zone: 'Europe/Paris', source: 'list' });
  });
});
