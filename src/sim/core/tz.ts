/**
 * Time-zone arithmetic on top of Intl.DateTimeFormat (no tz library): UTC
 * offsets of IANA zones at an instant, wall-clock to UTC conversion and the
 * broker's "hh:mm:ss" offset notation. Offsets are cached per zone and UTC
 * hour, which is exact for every zone that changes offset on the hour.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 50_000;

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function computeOffset(zone: string, utcMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1, (fields.hour ?? 0) % 24, fields.minute ?? 0, fields.second ?? 0);
  const whole = Math.floor(utcMs / 1000) * 1000;
  return Math.round((wall - whole) / MINUTE_MS);
}

/** Offset of `zone` from UTC in minutes at the instant `utcMs` (east positive). */
export function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const key = `${zone}|${Math.floor(utcMs / HOUR_MS)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  const offset = computeOffset(zone, Math.floor(utcMs / HOUR_MS) * HOUR_MS);
  offsetCache.set(key, offset);
  return offset;
}

/**
 * UTC instant (ms) of a wall-clock time in `zone`: the calendar day given as
 * a day number (days since 1970-01-01) plus `minutes` after local midnight
 * (may be negative or exceed a day). Times inside a spring-forward gap map
 * to the instant just after the gap.
 */
export function wallTimeToUtc(zone: string, day: number, minutes: number): number {
  const naive = day * 86_400_000 + minutes * MINUTE_MS;
  const first = zoneOffsetMinutes(zone, naive);
  let utc = naive - first * MINUTE_MS;
  const second = zoneOffsetMinutes(zone, utc);
  if (second !== first) utc = naive - second * MINUTE_MS;
  return utc;
}

/** Local calendar day number (days since 1970-01-01) of an instant in `zone`. */
export function localDayNumber(zone: string, utcMs: number): number {
  return Math.floor((utcMs + zoneOffsetMinutes(zone, utcMs) * MINUTE_MS) / 86_400_000);
}

/** The broker's offset notation: "00:00:00", "01:00:00", "-05:00:00", "05:30:00". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}:00`;
}

/** Standard (winter) offset of a zone in a year: the smaller of its January and July offsets. */
export function standardOffsetMinutes(zone: string, year: number): number {
  return Math.min(zoneOffsetMinutes(zone, Date.UTC(year, 0, 1)), zoneOffsetMinutes(zone, Date.UTC(year, 6, 1)));
}

/** Whether daylight saving time is in force in `zone` at `utcMs`. */
export function isDaylightSaving(zone: string, utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  return zoneOffsetMinutes(zone, utcMs) > standardOffsetMinutes(zone, year);
}
