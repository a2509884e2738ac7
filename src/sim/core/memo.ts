/**
 * Keeps `value` under `key` in `cache` as its newest entry (a Map keeps insertion order), and forgets the
 * oldest entries beyond `size`. Returns `value`. The simulator's memoised data sets and views use it.
 */
export function keepNewest<K, V>(cache: Map<K, V>, key: K, value: V, size: number): V {
  cache.delete(key);
  cache.set(key, value);
  for (const oldest of cache.keys()) {
    if (cache.size <= size) break;
    cache.delete(oldest);
  }
  return value;
}
