/** Clock handling for the simulator: real time unless pinned (SIM_NOW). */
export type Clock = () => Date;

/** Parses an ISO-8601 instant; returns undefined for empty or invalid input. */
export function parseInstant(text: string | undefined | null): Date | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** A clock pinned to `pinned` when given, else the system clock. */
export function makeClock(pinned?: Date): Clock {
  if (pinned) {
    const ms = pinned.getTime();
    return () => new Date(ms);
  }
  return () => new Date();
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (UTC) of a date. */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** UTC midnight of a day number. */
export function dateOfDay(day: number): Date {
  return new Date(day * DAY_MS);
}

/** `YYYY-MM-DD` of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` of a day number. */
export function isoDay(day: number): string {
  return isoDate(dateOfDay(day));
}

/** Saxo-style UTC timestamp with six fractional digits, e.g. 2019-03-08T21:59:00.000000Z. */
export function saxoTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}.000000Z`;
}

/** Day number of a `YYYY-MM-DD` string, or undefined when it is not a valid date. */
export function parseIsoDay(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00(?:\.0+)?(?:Z|[+-]00:00)?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const date = new Date(ms);
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return Math.floor(ms / DAY_MS);
}

export { DAY_MS };
