import type { TimeZoneDetails } from '@/api/types';
import { userZone, zoneById, type ResolvedZone } from '@/model/schedule-zone';
import { formatUtcOffset } from '@/model/timezones';
import type { ScheduleSearch } from './url';

/** The zone the times are shown in, from the `tz` param; an unknown id falls back to exchange time with a note. */
export function displayZone(
  tz: ScheduleSearch['tz'],
  exchange: ResolvedZone,
  zones: readonly TimeZoneDetails[] | undefined,
): { zone: ResolvedZone; kind: 'exchange' | 'local' | 'list'; note?: string } {
  if (tz === 'local') return { zone: userZone(), kind: 'local' };
  if (typeof tz === 'number') {
    const resolved = zoneById(tz, zones);
    if (resolved) return { zone: resolved, kind: 'list' };
    return { zone: exchange, kind: 'exchange', note: `Time zone ${tz} is not known; exchange time is shown instead.` };
  }
  return { zone: exchange, kind: 'exchange' };
}

function offsetText(offsets: readonly number[]): string {
  return offsets.map(formatUtcOffset).join(' / ');
}

/** `US Eastern Time (America/New_York), UTC-05:00`; fixed-offset zones are named by their offset only. */
export function describeZone(zone: ResolvedZone, offsets: readonly number[]): string {
  const offsets_ = offsetText(offsets);
  const showZone = zone.zone !== zone.name && !zone.zone.startsWith('Etc/') && !/^[+-]\d/.test(zone.zone);
  const name = `${zone.name}${showZone ? ` (${zone.zone})` : zone.abbreviation && zone.source !== 'list' ? ` (${zone.abbreviation})` : ''}`;
  return zone.name === offsets_ ? name : `${name}, ${offsets_}`;
}
