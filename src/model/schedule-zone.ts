/**
 * Which IANA zone (or fixed offset) stands for a broker zone id. Schedules
 * and exchanges name their zone by the broker's numeric id; the time zone
 * list (4.7) need not hold every zone an exchange names (the specification
 * shows six; a gateway may send an unlisted one). Resolution order: the list's ZoneName, the known ids, the offset the
 * service sent, UTC.
 */
import type { TimeZoneDetails } from '@/api/types';
import { asNumber, clean } from '@/lib/format';
import { KNOWN_ZONE_IDS, fixedOffsetZone, formatUtcOffset, isValidZone, localZone, parseServiceOffset, zoneOffsetMinutes } from './timezones';

export type ZoneSource =
  /** From the time zone list (4.7). */
  | 'list'
  /** A broker id outside the list, from the ids the app knows. */
  | 'known'
  /** Only the offset the service sent (no daylight saving). */
  | 'offset'
  /** The browser's zone. */
  | 'local'
  /** Nothing usable: UTC. */
  | 'utc';

export interface ResolvedZone {
  /** A zone Intl accepts (IANA name or fixed offset). */
  zone: string;
  /** Human name, e.g. "US Eastern Time". */
  name: string;
  source: ZoneSource;
  /** The broker's id, where there is one. */
  id?: number;
  /** Abbreviation the service gave (valid for the current period only). */
  abbreviation?: string;
}

/** A broker zone id as a number (ids come as numbers or numeric text). */
export function zoneIdOf(value: unknown): number | undefined {
  const number = asNumber(typeof value === 'string' ? value.trim() : value);
  return number !== undefined && Number.isInteger(number) && number >= 0 ? number : undefined;
}

function listEntry(id: number, zones: readonly TimeZoneDetails[] | undefined): TimeZoneDetails | undefined {
  return zones?.find((zone) => zoneIdOf(zone.TimeZoneId) === id);
}

/** A zone of the time zone list by id, falling back to the known ids. */
export function zoneById(id: number, zones: readonly TimeZoneDetails[] | undefined): ResolvedZone | undefined {
  const entry = listEntry(id, zones);
  const known = KNOWN_ZONE_IDS[id];
  if (entry) {
    const zoneName = clean(entry.ZoneName);
    const offset = parseServiceOffset(entry.TimeZoneOffset);
    const zone = zoneName && isValidZone(zoneName) ? zoneName : known && isValidZone(known) ? known : offset !== undefined ? fixedOffsetZone(offset) : undefined;
    if (zone) {
      const resolved: ResolvedZone = { zone, name: clean(entry.DisplayName) ?? zone, source: 'list', id };
      const abbreviation = clean(entry.TimeZoneAbbreviation);
      if (abbreviation) resolved.abbreviation = abbreviation;
      return resolved;
    }
  }
  if (known && isValidZone(known)) return { zone: known, name: known.startsWith('Etc/') ? formatUtcOffset(zoneOffsetMinutes(known, new Date())) : known, source: 'known', id };
  return undefined;
}

/**
 * The exchange's zone of a schedule: its `TimeZone` id (or the exchange's
 * `TimeZoneId` from the details), else its `TimeZoneOffset`, else UTC.
 */
export function exchangeZone(
  schedule: { TimeZone?: unknown; TimeZoneOffset?: unknown; TimeZoneAbbreviation?: unknown } | undefined,
  zones: readonly TimeZoneDetails[] | undefined,
  fallbackId?: unknown,
): ResolvedZone {
  const abbreviation = clean(schedule?.TimeZoneAbbreviation);
  const withAbbreviation = (zone: ResolvedZone): ResolvedZone => (abbreviation ? { ...zone, abbreviation } : zone);
  const id = zoneIdOf(schedule?.TimeZone) ?? zoneIdOf(fallbackId);
  if (id !== undefined) {
    const byId = zoneById(id, zones);
    if (byId) return withAbbreviation(byId);
  }
  const offset = parseServiceOffset(schedule?.TimeZoneOffset);
  if (offset !== undefined) {
    const resolved: ResolvedZone = { zone: fixedOffsetZone(offset), name: formatUtcOffset(offset), source: 'offset' };
    if (id !== undefined) resolved.id = id;
    return withAbbreviation(resolved);
  }
  const utc: ResolvedZone = { zone: 'Etc/UTC', name: 'UTC', source: 'utc' };
  if (id !== undefined) utc.id = id;
  return utc;
}

/** The browser's own zone. */
export function userZone(): ResolvedZone {
  const zone = localZone();
  return { zone, name: zone, source: 'local' };
}
