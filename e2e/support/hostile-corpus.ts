/**
 * A corpus of hostile and malformed addresses over every route's path and
 * search parameters, generated from a seed so it is the same on every run.
 * Used by the browser test (e2e/hostile-urls.spec.ts) and by the unit test of
 * the address validators (src/test/hostile-params.test.ts).
 */

/** Each route: a path template (`{uic}` etc. are path parameters) and its search parameters. */
export const ROUTES: readonly { path: string; params: readonly string[] }[] = [
  {
    path: '/',
    params: ['q', 'types', 'ex', 'tag', 'class', 'nontradable', 'multileg', 'uics', 'account', 'wkFrom', 'wkTo', 'moFrom', 'moTo', 'yrFrom', 'yrTo', 'top', 'skip', 'sel'],
  },
  { path: '/compare', params: ['items', 'groups', 'diff', 'tags', 'account', 'top', 'skip'] },
  { path: '/instruments/{type}/{uic}', params: ['groups', 'accountKey', 'clientKey', 'tab'] },
  { path: '/instruments/{type}/{uic}/schedule', params: ['tz', 'view'] },
  {
    path: '/options/{root}',
    params: ['expiry', 'stacked', 'side', 'window', 'ref', 'kinds', 'status', 'multiLeg', 'clientKey', 'segment', 'underlying', 'prevExpiry', 'refOn'],
  },
  { path: '/futures/{uic}', params: [] },
  { path: '/browse/options', params: ['q', 'ex', 'type', 'top', 'skip'] },
  { path: '/browse/futures', params: ['q', 'ex', 'top', 'skip'] },
  { path: '/timezones', params: ['zone'] },
  { path: '/settings', params: [] },
  {
    path: '/corporate-actions',
    params: [
      'client',
      'account',
      'group',
      'subs',
      'status',
      'kind',
      'types',
      'assets',
      'states',
      'elections',
      'q',
      'deadlineFrom',
      'exTo',
      'payFrom',
      'recordTo',
      'lapsed',
      'sort',
      'dir',
      'top',
      'skip',
      'allTypes',
      'view',
      'month',
      'changed',
      'watched',
    ],
  },
  { path: '/corporate-actions/{event}', params: ['client', 'lookIn', 'status', 'q'] },
];

/** Values a user, a broken link or an attacker may put in an address (before URL encoding). */
export const HOSTILE_VALUES: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e308',
  '-1e308',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'true',
  'false',
  'null',
  'undefined',
  '"true"',
  '[1,2]',
  '{"a":1}',
  'Banana',
  'stock,Banana,,',
  'Tradable,Nope',
  '2026-02-30',
  '9999-99-99',
  '2026-13',
  'ALL',
  '日本語の銘柄',
  '🚀📈',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '/',
  '%2F..%2F',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  'a'.repeat(5000),
  '1,'.repeat(400),
];

/** Parameter names no route has, some of them dangerous as object keys. */
const STRAY_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'unknown', 'redirect'];

/** Path parameter values: valid ones (so the search parameters are read) and hostile ones. */
const PATH_VALUES: Readonly<Record<string, readonly string[]>> = {
  type: ['Stock', 'FxSpot', 'StockIndexOption', 'stock', 'Banana', '<script>', '日本', '%2F', '..'],
  uic: ['211', '21', '1', '0', '-5', 'abc', '99999999999', '1e3', '<img>', '%2F'],
  root: ['1', '536', '0', 'x', '-1', '99999999999', '<b>'],
  event: ['1', '100001', '0', 'abc', '<script>alert(1)</script>', '%2F'],
};

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface HostileParams {
  route: string;
  /** Search parameters in order; a name may repeat (duplicated parameters). */
  params: [string, string][];
}

/** `count` hostile parameter sets, the same for the same seed. */
export function hostileParams(count: number, seed = 20261124): HostileParams[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const out: HostileParams[] = [];
  for (let index = 0; index < count; index += 1) {
    const route = ROUTES[index % ROUTES.length] as (typeof ROUTES)[number];
    const params: [string, string][] = [];
    // A route without search parameters gets names it does not know.
    const names = route.params.length ? route.params : STRAY_NAMES;
    const fields = 1 + Math.floor(next() * 3);
    for (let field = 0; field < fields; field += 1) {
      const name = pick(names);
      params.push([name, pick(HOSTILE_VALUES)]);
      // Now and then the same parameter twice.
      if (next() < 0.15) params.push([name, pick(HOSTILE_VALUES)]);
    }
    // Now and then a parameter no route knows.
    if (next() < 0.1) params.push([pick(STRAY_NAMES), pick(HOSTILE_VALUES)]);
    out.push({ route: route.path, params });
  }
  return out;
}

/** `count` different hostile addresses (path and query), the same for the same seed. */
export function hostileUrls(count: number, seed = 20261124): string[] {
  const next = random(seed ^ 0x5bd1e995);
  const urls = hostileParams(count * 2, seed).map(({ route, params }) => {
    const path = route.replace(/\{(\w+)\}/g, (_, name: string) => {
      const values = PATH_VALUES[name] ?? ['1'];
      // Mostly a valid first value, so the search parameters are reached; else a hostile one.
      const value = next() < 0.6 ? (values[0] as string) : (values[Math.floor(next() * values.length)] as string);
      return value.includes('%') ? value : encodeURIComponent(value);
    });
    const query = params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
    return query ? `${path}?${query}` : path;
  });
  return [...new Set(urls)].slice(0, count);
}
