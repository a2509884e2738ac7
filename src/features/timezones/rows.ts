import type { TimeZoneDetails } from '@/api/types';
import { MISSING, clean, display, formatBoolean, formatNumber } from '@/lib/format';
import { zoneIdOf } from '@/model/schedule-zone';
import { KNOWN_ZONE_IDS, isValidZone, parseServiceOffset, zoneOffsetMinutes } from '@/model/timezones';

/** The IANA zone of a row: its zone name when the browser knows it, else the zone the app knows for its id. */
export function rowZone(zone: TimeZoneDetails): string | undefined {
  const name = clean(zone.ZoneName);
  if (name && isValidZone(name)) return name;
  const id = zoneIdOf(zone.TimeZoneId);
  const known = id === undefined ? undefined : KNOWN_ZONE_IDS[id];
  return known && isValidZone(known) ? known : undefined;
}

/**
 * Current offset of a row, computed from its zone (daylight saving included):
 * the service's `TimeZoneOffset` is a snapshot, and its own documentation
 * shows 00:00:00 for every zone. The service's figure is the fallback for
 * zones the browser does not know.
 */
export function rowOffset(zone: TimeZoneDetails, now: Date): number | undefined {
  const iana = rowZone(zone);
  return iana ? zoneOffsetMinutes(iana, now) : parseServiceOffset(zone.TimeZoneOffset);
}

/** What the table shows of a zone; `TimeZoneOffset` is read by the offset column (the fallback above). */
const SHOWN = new Set(['DisplayName', 'TimeZoneAbbreviation', 'TimeZoneId', 'TimeZoneOffset', 'ZoneName']);

function fieldText(value: unknown): string {
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return formatBoolean(value);
  if (value === null || typeof value !== 'object') return display(value);
  try {
    const text = JSON.stringify(value);
    return text === '[]' || text === '{}' ? MISSING : text;
  } catch {
    return MISSING;
  }
}

/** The fields of a zone the table has no column for (new in the service), by name, their values as text. */
export function rowOtherFields(zone: TimeZoneDetails): [name: string, value: string][] {
  if (!zone || typeof zone !== 'object') return [];
  return Object.entries(zone as Record<string, unknown>)
    .filter(([name]) => !SHOWN.has(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => [name, fieldText(value)]);
}
