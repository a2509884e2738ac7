/**
 * Serialises a response body the way the gateway does: keys in alphabetical
 * order (the `__count`/`__next` envelope fields first), `undefined` dropped.
 * Sorting makes the output independent of how objects were built, so the same
 * clock always yields the same bytes.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const source = inner as Record<string, unknown>;
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(source).sort(compareKeys)) {
        if (source[key] !== undefined) sorted[key] = source[key];
      }
      return sorted;
    }
    return inner;
  });
}

function compareKeys(a: string, b: string): number {
  const au = a.startsWith('__');
  const bu = b.startsWith('__');
  if (au !== bu) return au ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
