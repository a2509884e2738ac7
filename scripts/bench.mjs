// `npm run bench`: every benchmark in one run, against one production build (dist-bench/), in
// Chromium, with the simulator's clock pinned; then one Markdown table of the figures and their
// budgets.
//
//   1. the build (with its bundle treemap: bench/results/treemap-<time>.html) and its sizes
//      (scripts/size.mjs), with the biggest modules of the entry chunk;
//   2. bench:chain, bench:sim, bench:ca, bench:search, bench:pages, bench:lighthouse, each writing
//      bench/results/<part>-<time>.json (the same time stamp for the whole run);
//   3. bench/results/summary-<time>.md and .json: the table below, printed too.
//
// Exits non-zero when a budget is missed or a part fails (unless --no-fail). Options: --no-fail,
// --quick (fewer repetitions, one Lighthouse route), --rebuild, --only chain,search (some parts).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { ensureBuild, treemapFiles } from '../bench/server.mjs';
import { entryModules } from '../bench/bundle.mjs';
import { RESULTS_DIR, STAMP, machine, markdownTable, resultFile } from '../bench/report.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const NO_FAIL = args.has('--no-fail');
const QUICK = args.has('--quick');
const OUT_DIR = process.env.BENCH_DIST || 'dist-bench';
const PARTS = ['chain', 'sim', 'ca', 'search', 'pages', 'lighthouse'];
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : PARTS;
const log = (message) => console.info(message);

process.env.BENCH_STAMP = STAMP;

const ms = (value) => (Number.isFinite(value) ? `${value < 100 ? Math.round(value * 10) / 10 : Math.round(value)} ms` : '–');
/** Sizes in kB of 1,000 bytes (scripts/size.mjs). */
const kb = (value) => `${value} kB`;
/** "met" or "missed", with the margin to the budget. */
function verdict(value, budget, unit = ' ms') {
  if (!Number.isFinite(value)) return 'not measured';
  const margin = Number(Math.abs(budget - value).toPrecision(3));
  return value <= budget ? `met (${margin}${unit} to spare)` : `**missed** (by ${margin}${unit})`;
}

function sizes() {
  const file = resultFile('size');
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'size.mjs'), OUT_DIR, '--json', file], { cwd: root, encoding: 'utf8' });
  process.stdout.write(run.stdout);
  const failures = (run.stderr ?? '')
    .split('\n')
    .filter((line) => line.startsWith('Size check failed: '))
    .map((line) => `size: ${line.slice('Size check failed: '.length)}`);
  if (!existsSync(file)) failures.push(`size: scripts/size.mjs wrote no result (${run.stderr.trim()})`);
  return { data: existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined, failures };
}

function part(name) {
  log(`\n=== bench:${name} ===`);
  const run = spawnSync(process.execPath, [join(root, 'scripts', `bench-${name}.mjs`), '--no-fail', ...(QUICK ? ['--quick'] : [])], { cwd: root, stdio: 'inherit' });
  const file = resultFile(name);
  if (!existsSync(file)) return { failures: [`${name}: the benchmark did not complete (exit ${run.status})`] };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  return { data, failures: data.failures ?? [] };
}

/** The table's rows: [measure, median, p95, budget, result]. */
function rows({ size, modules, chain, sim, ca, search, pages, lighthouse }) {
  const out = [];
  if (size) {
    const { initial, budgets } = size;
    const bytes = (value) => `${value.toLocaleString('en-US')} bytes`;
    out.push([
      `First load JS (${initial.js.files} files), raw / gzip`,
      `${kb(initial.js.rawKb)} / ${kb(initial.js.gzipKb)}`,
      '',
      `gzip ≤ ${bytes(budgets.initialJsGzipBytes)}`,
      verdict(initial.js.gzipBytes, budgets.initialJsGzipBytes, ' bytes'),
    ]);
    out.push([
      `First load CSS (${initial.css.files} files), raw / gzip`,
      `${kb(initial.css.rawKb)} / ${kb(initial.css.gzipKb)}`,
      '',
      `gzip ≤ ${bytes(budgets.initialCssGzipBytes)}`,
      verdict(initial.css.gzipBytes, budgets.initialCssGzipBytes, ' bytes'),
    ]);
    // The router splits each route into its page (component and loader) and its error and pending states.
    const routeName = (route) => route.replace(/\.tsx \((.*)\)$/, (_, parts) => (parts.startsWith('component') ? '' : ', error and pending states'));
    for (const route of size.routes) out.push([`Lazy code of ${routeName(route.route)}, raw / gzip`, `${kb(route.rawKb)} / ${kb(route.gzipKb)}`, '', '', '']);
    out.push(['Simulator worker and transport (demo mode only), raw / gzip', `${kb(size.simulator.rawKb)} / ${kb(size.simulator.gzipKb)}`, '', '', '']);
  }
  if (modules)
    out.push([
      `Entry chunk ${modules.entry} (${modules.modules} modules), biggest module`,
      kb(modules.rawKb),
      '',
      '',
      `${modules.top[0].module}: ${kb(modules.top[0].kb)} (${modules.top[0].share} %)`,
    ]);
  for (const route of pages?.results ?? []) {
    const { budgets } = pages;
    out.push([
      `${route.route}: LCP, warm`,
      ms(route.warm.lcp.median),
      ms(route.warm.lcp.p95),
      `p95 ≤ ${budgets.warmLcpP95Ms} ms`,
      verdict(route.warm.lcp.p95, budgets.warmLcpP95Ms),
    ]);
    if (route.warm.firstAnswer?.count) {
      const { workerStart, firstAnswer, lcpAfterAnswer } = route.warm;
      out.push([
        `${route.route}: warm, simulator started / first answer / LCP after the last answer`,
        `${ms(workerStart.median)} / ${ms(firstAnswer.median)} / ${ms(lcpAfterAnswer.median)}`,
        `${ms(workerStart.p95)} / ${ms(firstAnswer.p95)} / ${ms(lcpAfterAnswer.p95)}`,
        '',
        '',
      ]);
    }
    out.push([
      `${route.route}: FCP / LCP / TBT, cold`,
      `${ms(route.cold.fcp.median)} / ${ms(route.cold.lcp.median)} / ${ms(route.cold.tbt.median)}`,
      `${ms(route.cold.fcp.p95)} / ${ms(route.cold.lcp.p95)} / ${ms(route.cold.tbt.p95)}`,
      '',
      '',
    ]);
    const cls = Math.max(route.cold.cls.max, route.warm.cls.max);
    out.push([
      `${route.route}: CLS (worst load) / TBT warm`,
      `${Math.round(cls * 1000) / 1000} / ${ms(route.warm.tbt.median)}`,
      '',
      `CLS ≤ ${budgets.cls}`,
      verdict(cls, budgets.cls, ''),
    ]);
    out.push([
      `${route.route}: INP of its controls (${route.controls.length})`,
      ms(route.inp.median),
      ms(route.inp.p95),
      `every sample ≤ ${budgets.inpMs} ms`,
      verdict(route.inp.max, budgets.inpMs),
    ]);
  }
  if (search) {
    const { results: r, budgets } = search;
    out.push([`search: last key to painted results (${r.queries} queries, first time)`, ms(r.first.total.median), ms(r.first.total.p95), '', '']);
    out.push(['search: of which the debounce (last key to commit)', ms(r.first.debounce.median), ms(r.first.debounce.p95), '', '']);
    out.push([
      'search: commit to painted results, first time',
      ms(r.first.afterCommit.median),
      ms(r.first.afterCommit.p95),
      `p95 ≤ ${budgets.renderedAfterCommitP95Ms} ms`,
      verdict(r.first.afterCommit.p95, budgets.renderedAfterCommitP95Ms),
    ]);
    out.push([
      'search: longest task while rendering results (first time; verdict on both passes)',
      ms(r.first.longestTask.median),
      ms(r.first.longestTask.p95),
      `≤ ${budgets.longestTaskMs} ms`,
      verdict(Math.max(r.first.longestTask.max, r.cached.longestTask.max), budgets.longestTaskMs),
    ]);
    out.push([
      'search: keystroke INP',
      ms(r.keystrokes.inp.median),
      ms(r.keystrokes.inp.p95),
      `every sample ≤ ${budgets.keystrokeInpMs} ms`,
      verdict(r.keystrokes.inp.max, budgets.keystrokeInpMs),
    ]);
    out.push([
      'search: cached result page, commit to painted / baseline',
      `${ms(r.cached.afterCommit.median)} / ${ms(r.baseline.median)}`,
      `${ms(r.cached.afterCommit.p95)} / ${ms(r.baseline.p95)}`,
      `≤ ${budgets.baselineRatio}x`,
      `${r.baselineRatio}x: ${verdict(r.baselineRatio, budgets.baselineRatio, 'x')}`,
    ]);
    if (r.lostKeys?.length)
      out.push([`search: queries whose typed keys were lost (of ${r.first.afterCommit.count + r.cached.afterCommit.count})`, String(r.lostKeys.length), '', 'none', '**missed**']);
  }
  if (chain) {
    const { budgets } = chain;
    for (const row of chain.switches)
      out.push([
        `chain: ${row.name} (${row.maxRows} rows), painted`,
        ms(row.painted.median),
        ms(row.painted.p95),
        `p95 ≤ ${budgets.switchPaintedP95Ms} ms`,
        verdict(row.painted.p95, budgets.switchPaintedP95Ms),
      ]);
    for (const row of chain.scroll)
      out.push([
        `chain: ${row.name}, CPU per frame`,
        ms(row.cpu.median),
        ms(row.cpu.p95),
        row.gated ? `p95 ≤ ${budgets.scrollFrameCpuP95Ms} ms` : '',
        row.gated ? verdict(row.cpu.p95, budgets.scrollFrameCpuP95Ms) : '',
      ]);
    out.push([
      `chain: ± 10 strikes switch / baseline (${chain.baseline.rows} rows)`,
      `${ms(chain.switches[2].painted.median)} / ${ms(chain.baseline.painted.median)}`,
      '',
      `≤ ${budgets.baselineRatio}x`,
      `${chain.baseline.ratio}x: ${verdict(chain.baseline.ratio, budgets.baselineRatio, 'x')}`,
    ]);
  }
  if (ca) {
    out.push([
      `inbox (${/of ([\d,]+) events/.exec(ca.inbox)?.[1] ?? '?'} events): sort or filter change, painted`,
      ms(ca.results.change.all.median),
      ms(ca.results.change.all.p95),
      `p95 ≤ ${ca.budgets.changeP95Ms} ms`,
      verdict(ca.results.change.all.p95, ca.budgets.changeP95Ms),
    ]);
    out.push([
      'inbox: open a cached event, painted',
      ms(ca.results.openEvent.median),
      ms(ca.results.openEvent.p95),
      `p95 ≤ ${ca.budgets.openEventP95Ms} ms`,
      verdict(ca.results.openEvent.p95, ca.budgets.openEventP95Ms),
    ]);
    if (ca.results.actionNeeded)
      out.push([
        'inbox: switch to Action needed, painted',
        ms(ca.results.actionNeeded.median),
        ms(ca.results.actionNeeded.p95),
        `p95 ≤ ${ca.budgets.actionNeededP95Ms} ms`,
        verdict(ca.results.actionNeeded.p95, ca.budgets.actionNeededP95Ms),
      ]);
    if (ca.results.forecast)
      out.push([
        'inbox: payment forecast of the filtered list, painted',
        ms(ca.results.forecast.all.median),
        ms(ca.results.forecast.all.p95),
        `p95 ≤ ${ca.budgets.forecastP95Ms} ms`,
        verdict(ca.results.forecast.all.p95, ca.budgets.forecastP95Ms),
      ]);
  }
  for (const row of sim?.firstAnswer?.rows ?? []) {
    if (!row.refdata) continue;
    const worst = Math.max(row.browser.median, row.http.median);
    out.push([`simulator first answer: ${row.route}, worker / HTTP (from its start)`, `${ms(row.browser.median)} / ${ms(row.http.median)}`, '', '≤ 150 ms', verdict(worst, 150)]);
  }
  if (sim?.mounts) {
    const worst = Math.max(...sim.runs.flatMap((run) => run.requests.map((request) => Math.max(request.simMainThreadMs, request.simLongestMs))));
    out.push(['simulator: main-thread time per request (browser mount)', '', '', '≤ 50 ms', verdict(worst, 50)]);
    out.push(['simulator: first answer, worker / HTTP (builds the data)', `${ms(sim.mounts.first.browser.ms)} / ${ms(sim.mounts.first.http.ms)}`, '', '', '']);
    for (const row of sim.mounts.operations)
      out.push([`simulator: ${row.operation}, worker / HTTP`, `${row.browser.median} / ${row.http.median} ms`, `${row.browser.p95} / ${row.http.p95} ms`, '', '']);
  }
  if (lighthouse?.skipped) out.push(['Lighthouse', 'did not run', '', '', lighthouse.skipped]);
  for (const route of lighthouse?.results ?? []) {
    out.push([
      `Lighthouse (desktop): ${route.route}, performance / accessibility`,
      route.error ? 'failed' : `${route.performance} / ${route.accessibility}`,
      '',
      '',
      route.error ?? `LCP ${ms(route.lcp)}, TBT ${ms(route.tbt)}`,
    ]);
  }
  return out;
}

async function main() {
  const started = Date.now();
  const before = machine();
  await ensureBuild(root, OUT_DIR, { force: args.has('--rebuild'), log });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const treemap = resultFile('treemap', 'html');
  copyFileSync(treemapFiles(root, OUT_DIR).html, treemap);
  const modules = entryModules(root, OUT_DIR);
  const size = sizes();
  const failures = [...size.failures];
  const data = { size: size.data, modules };
  for (const name of PARTS.filter((candidate) => only.includes(candidate))) {
    const result = part(name);
    data[name] = result.data;
    failures.push(...result.failures);
  }
  const after = machine();
  const header = ['Measure', 'Median', 'p95', 'Budget', 'Result'];
  const summary = markdownTable(header, rows(data), 'lrrll');
  const topModules = markdownTable(
    ['Entry chunk module (minified, from the sourcemap)', 'kB', 'Share'],
    modules.top.map((entry) => [entry.module, entry.kb, `${entry.share} %`]),
  );
  const context = `${QUICK ? 'Quick run' : 'Run'} of ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC on ${before.cpus} × ${before.model}, load average ${before.load.join(' / ')} before and ${after.load.join(' / ')} after (1 / 5 / 15 min); ${Math.round((Date.now() - started) / 60_000)} min.`;
  const markdown = `${context}\n\n${summary}\n\n${topModules}\n`;
  const file = resultFile('summary', 'md');
  writeFileSync(file, markdown);
  writeFileSync(resultFile('summary'), `${JSON.stringify({ date: new Date().toISOString(), quick: QUICK, machine: { before, after }, treemap, failures, ...data }, null, 2)}\n`);
  log(`\n${markdown}`);
  log(`Summary: ${file}\nTreemap: ${treemap}`);
  if (failures.length) {
    console.error(`\nMissed (${failures.length}):\n  ${failures.join('\n  ')}`);
    return NO_FAIL ? 0 : 1;
  }
  log('All budgets met.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
