/**
 * Time zone helpers. Offsets come from the browser's own time zone data
 * (Intl), so no zone library is needed.
 */

/** The broker's numeric zone ids and their IANA names (ids beyond the six of the time zone list occur on exchanges). */
export const KNOWN_ZONE_IDS: Readonly<Record<number, string>> = {
  0: 'Etc/UTC',
  1: 'Europe/London',
  2: 'Asia/Singapore',
  3: 'America/New_York',
  4: 'Europe/Paris',
  5: 'America/Chicago',
  6: 'America/Los_Angeles',
  7: 'Asia/Hong_Kong',
  8: 'Australia/Sydney',
  9: 'Pacific/Auckland',
  10: 'Etc/GMT-9',
  11: 'Etc/GMT-7',
  12: 'Europe/Moscow',
  13: 'Etc/GMT-8',
  14: 'Europe/Helsinki',
  15: 'Pacific/Honolulu',
  16: 'Africa/Johannesburg',
  17: 'Etc/GMT-10',
  18: 'Etc/GMT-3',
  19: 'Etc/GMT-4',
  20: 'America/Sao_Paulo',
  33: 'Africa/Cairo',
  104: 'America/Caracas',
  130: 'America/Halifax',
  147: 'America/La_Paz',
  256: 'Asia/Kolkata',
  298: 'Atlantic/Azores',
};

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows an IANA zone name. */
export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Offset of a zone from UTC at an instant, in minutes (east positive). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** `UTC+01:00`-style label of an offset in minutes. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Parses the service's offsets ("-05:00:00", "01:00:00", "+05:30") into minutes. */
export function parseServiceOffset(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\s*([+-])?(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*$/.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes > 14 * 60) return undefined;
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A zone usable with Intl for a fixed offset in minutes. Intl accepts
 * "+05:30"-style offsets in current engines; whole hours also map to Etc/GMT.
 */
export function fixedOffsetZone(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const candidate = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  if (isValidZone(candidate)) return candidate;
  if (abs % 60 === 0) return minutes === 0 ? 'Etc/UTC' : `Etc/GMT${minutes > 0 ? '-' : '+'}${abs / 60}`;
  return 'Etc/UTC';
}

/** The user's own zone, as the browser reports it. */
export function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Etc/UTC';
  } catch {
    return 'Etc/UTC';
  }
}
