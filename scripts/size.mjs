// `npm run size` (also a step of `npm test`, after the build): what the production build
// ships, checked against the size budgets. Deterministic: it reads the files of dist/.
//
//   - first load: the entry script and the scripts and stylesheet index.html preloads,
//     raw and gzip (level 9), against the budgets in bytes (JS 170,000 gzip, CSS 30,000 gzip);
//   - each route's lazy code: the route's split chunk and what it imports beyond the
//     first load; the simulator's worker and transport (demo mode only);
//   - Mantine styles: every Mantine class the scripts use is defined by a stylesheet the
//     build ships (the app imports only the styles of the components it uses).
//
// Sizes are printed in kB of 1,000 bytes (as Vite prints them); the budgets are checked in bytes.
//
// Usage: node scripts/size.mjs [dist] [--json FILE]. Exits non-zero on a miss.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

/** Budgets in bytes of gzip (level 9). */
export const BUDGETS = { initialJsGzipBytes: 170_000, initialCssGzipBytes: 30_000 };

const args = process.argv.slice(2);
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;
const dist = resolve(root, args.find((arg, index) => !arg.startsWith('--') && (jsonIndex < 0 || index !== jsonIndex + 1)) ?? 'dist');

const kb = (bytes) => Math.round(bytes / 100) / 10;
const grouped = (bytes) => bytes.toLocaleString('en-US');
const sizeOf = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const total = (files) => files.map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run npm run build first.`);
  process.exit(2);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initialJs = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const initialCss = [...html.matchAll(/<link[^>]+href="\/(assets\/[^"]+\.css)"/g)].map((match) => match[1]);
const initial = new Set([...initialJs, ...initialCss]);

// Each route's split chunk (the router plugin's `?tsr-split` modules) and what it pulls in beyond the first load.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const next of entry.imports ?? []) closure(next, seen);
  return seen;
}
const filesOf = (keys) => [...new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]))].filter((file) => !initial.has(file));
const routes = Object.keys(manifest)
  .filter((key) => key.startsWith('src/routes/') && key.includes('tsr-split'))
  .map((key) => ({
    route: `${key.replace(/^src\/routes\//, '').replace(/\?.*$/, '')} (${/tsr-split=([^&]*)/.exec(key)?.[1]?.split('---').join(', ')})`,
    ...total(filesOf(closure(key))),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));
const simKeys = Object.keys(manifest).filter((key) => key.startsWith('src/sim/browser/'));
// The worker's first script and the simulator's code it loads as a chunk of its own (src/sim/browser/worker.ts).
const worker = readdirSync(join(dist, 'assets')).filter((file) => /^(worker|simulator)-.*\.js$/.test(file));
const simulator = total([...filesOf(new Set(simKeys.flatMap((key) => [...closure(key)]))), ...worker.map((file) => `assets/${file}`)]);

// Mantine classes (m_ and 8 hex digits) the scripts use that no shipped stylesheet defines.
const classes = (text) => new Set(text.match(/m_[0-9a-f]{8}/g) ?? []);
const used = new Set();
const styled = new Set();
for (const file of readdirSync(join(dist, 'assets'))) {
  const text = readFileSync(join(dist, 'assets', file), 'utf8');
  if (file.endsWith('.js')) classes(text).forEach((name) => used.add(name));
  if (file.endsWith('.css')) classes(text).forEach((name) => styled.add(name));
}
const mantineStyled = new Set();
for (const pkg of ['core', 'dates', 'notifications', 'spotlight', 'nprogress']) {
  const file = join(root, 'node_modules', '@mantine', pkg, 'styles.css');
  if (existsSync(file)) classes(readFileSync(file, 'utf8')).forEach((name) => mantineStyled.add(name));
}
const unstyled = [...used].filter((name) => mantineStyled.has(name) && !styled.has(name));

const js = total(initialJs);
const css = total(initialCss);
const result = {
  unit: 'kB = 1,000 bytes; budgets and *Bytes fields in bytes',
  initial: {
    js: { files: initialJs.length, rawBytes: js.raw, gzipBytes: js.gzip, rawKb: kb(js.raw), gzipKb: kb(js.gzip) },
    css: { files: initialCss.length, rawBytes: css.raw, gzipBytes: css.gzip, rawKb: kb(css.raw), gzipKb: kb(css.gzip) },
  },
  routes: routes.map(({ route, raw, gzip }) => ({ route, rawKb: kb(raw), gzipKb: kb(gzip) })),
  simulator: { rawKb: kb(simulator.raw), gzipKb: kb(simulator.gzip) },
  unstyledMantineClasses: unstyled,
  budgets: BUDGETS,
};

console.info('Sizes in kB of 1,000 bytes; gzip at level 9; budgets in bytes.\n');
console.info('| What | Raw kB | Gzip kB | Gzip bytes | Budget (gzip bytes) |\n|---|---:|---:|---:|---:|');
console.info(
  `| First load: JS (${initialJs.length} file${initialJs.length === 1 ? '' : 's'}) | ${kb(js.raw)} | ${kb(js.gzip)} | ${grouped(js.gzip)} | ${grouped(BUDGETS.initialJsGzipBytes)} |`,
);
console.info(
  `| First load: CSS (${initialCss.length} file${initialCss.length === 1 ? '' : 's'}) | ${kb(css.raw)} | ${kb(css.gzip)} | ${grouped(css.gzip)} | ${grouped(BUDGETS.initialCssGzipBytes)} |`,
);
for (const { route, raw, gzip } of routes) console.info(`| Route ${route} | ${kb(raw)} | ${kb(gzip)} | ${grouped(gzip)} | |`);
console.info(`| Simulator (worker and transport, demo mode only) | ${kb(simulator.raw)} | ${kb(simulator.gzip)} | ${grouped(simulator.gzip)} | |`);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(result, null, 2)}\n`);

const misses = [
  js.gzip > BUDGETS.initialJsGzipBytes && `first-load JS is ${grouped(js.gzip)} bytes gzip (budget ${grouped(BUDGETS.initialJsGzipBytes)})`,
  css.gzip > BUDGETS.initialCssGzipBytes && `first-load CSS is ${grouped(css.gzip)} bytes gzip (budget ${grouped(BUDGETS.initialCssGzipBytes)})`,
  unstyled.length > 0 && `Mantine classes used without their styles (import the component's styles in src/main.tsx): ${unstyled.join(', ')}`,
].filter(Boolean);
for (const miss of misses) console.error(`Size check failed: ${miss}`);
process.exit(misses.length ? 1 : 0);
