import { describe, expect, it } from 'vitest';
import type { TimeZoneDetails } from '@/api/types';
import { rowOffset, rowZone } from './rows';

const zone = (fields: Partial<Record<keyof TimeZoneDetails, unknown>>) => fields as TimeZoneDetails;

describe('current offset of a time zone row', () => {
  it('follows New York across the switch to and from daylight saving, whatever the service’s snapshot says', () => {
    const newYork = zone({ TimeZoneId: '3', DisplayName: 'US Eastern Time', ZoneName: 'America/New_York', TimeZoneOffset: '-05:00:00' });
    expect(rowOffset(newYork, new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    // 2026-03-08 02:00 local (07:00 UTC): clocks go forward.
    expect(rowOffset(newYork, new Date('2026-03-08T06:59:59Z'))).toBe(-300);
    expect(rowOffset(newYork, new Date('2026-03-08T07:00:00Z'))).toBe(-240);
    expect(rowOffset(newYork, new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    // 2026-11-01 02:00 local daylight time (06:00 UTC): clocks go back.
    expect(rowOffset(newYork, new Date('2026-11-01T05:59:59Z'))).toBe(-240);
    expect(rowOffset(newYork, new Date('2026-11-01T06:00:00Z'))).toBe(-300);
  });

  it('follows Europe’s switch (last Sunday of March and October at 01:00 UTC)', () => {
    const london = zone({ TimeZoneId: '1', ZoneName: 'Europe/London', TimeZoneOffset: '00:00:00' });
    expect(rowOffset(london, new Date('2026-03-29T00:59:59Z'))).toBe(0);
    expect(rowOffset(london, new Date('2026-03-29T01:00:00Z'))).toBe(60);
    expect(rowOffset(london, new Date('2026-10-25T00:59:59Z'))).toBe(60);
    expect(rowOffset(london, new Date('2026-10-25T01:00:00Z'))).toBe(0);
  });

  it('keeps fixed zones fixed and uses the southern hemisphere’s own summer', () => {
    const utc = zone({ TimeZoneId: '0', ZoneName: 'Etc/UTC' });
    expect(rowOffset(utc, new Date('2026-07-01T00:00:00Z'))).toBe(0);
    const sydney = zone({ TimeZoneId: 8, ZoneName: 'Australia/Sydney ' });
    expect(rowOffset(sydney, new Date('2026-01-15T00:00:00Z'))).toBe(660);
    expect(rowOffset(sydney, new Date('2026-07-15T00:00:00Z'))).toBe(600);
  });

  it('takes the zone from the id when the name is missing or "Undefined", else the service’s offset', () => {
    const paris = zone({ TimeZoneId: '4', ZoneName: 'Undefined', TimeZoneOffset: '00:00:00' });
    expect(rowZone(paris)).toBe('Europe/Paris');
    expect(rowOffset(paris, new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(rowOffset(paris, new Date('2026-07-15T12:00:00Z'))).toBe(120);
    const unknown = zone({ TimeZoneId: '777', ZoneName: 'Mars/Olympus', TimeZoneOffset: '+05:30:00' });
    expect(rowZone(unknown)).toBeUndefined();
    expect(rowOffset(unknown, new Date('2026-07-15T12:00:00Z'))).toBe(330);
    expect(rowOffset(zone({ TimeZoneId: '777' }), new Date())).toBeUndefined();
  });
});
