/** A list answer's usable `__count` (a whole number, not negative), or undefined: the service leaves it out of some lists. */
export function feedCount(feed: { __count?: unknown } | null | undefined): number | undefined {
  const count: unknown = feed?.__count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined;
}
