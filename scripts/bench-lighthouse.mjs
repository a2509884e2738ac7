// `npm run bench:lighthouse` (also run by `npm run bench`; one route with --quick): Lighthouse's performance
// and accessibility categories (desktop preset, its simulated throttling) for the main routes,
// with the same Chromium as the other benchmarks, against the production build in demo mode.
//
// The simulator's clock is pinned as elsewhere: a browser profile is prepared with the knob in
// the preview's origin (localStorage), and each route runs on a fresh copy of it with Lighthouse's
// storage reset off (which would clear the knob); the copy's cache is empty, so every run is a
// cold load. When Lighthouse cannot run here, the reason is reported and nothing fails.
// Writes bench/results/lighthouse-<time>.json and the reports beside it (lighthouse-<time>/).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { root } from './lib.mjs';
import { ensureBuild, startPreview } from '../bench/server.mjs';
import { INBOX_OPENING, SIM_NOW } from '../bench/page.mjs';
import { RESULTS_DIR, STAMP } from '../bench/report.mjs';
import { options, runBenchmark } from '../bench/run.mjs';
import { table } from '../bench/stats.mjs';

const OUT_DIR = process.env.BENCH_DIST || 'dist-bench';
const ROUTES = [
  ['search', '/?q=apple'],
  ['details', '/instruments/Stock/211'],
  ['schedule', '/instruments/Stock/211/schedule'],
  ['chain', '/options/1'],
  ['futures', '/futures/28001'],
  ['time zones', '/timezones'],
  ['corporate actions', '/corporate-actions'],
  ['corporate action event', '/corporate-actions/9501101'],
];
const routes = options.quick ? ROUTES.slice(0, 1) : ROUTES;
const log = (message) => console.info(message);
/** A Chromium profile whose localStorage, in the preview's origin, pins the simulator's clock and the inbox's opening view (its list). */
/** A Chromium profile whose localStorage, in the preview's origin, pins the simulator's clock. */
async function pinnedProfile(origin, executablePath) {
  const dir = mkdtempSync(join(tmpdir(), 'refex-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await context.newPage();
    await page.route(`${origin}/bench-blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
    await page.goto(`${origin}/bench-blank`);
    await page.evaluate(
      ([now, [key, value]]) => {
        localStorage.setItem('refex:sim-now', now);
        localStorage.setItem(key, value);
      },
      [SIM_NOW, INBOX_OPENING],
    );
  } finally {
    await context.close();
  }
  return dir;
}

function lighthouse(url, executablePath, profile, output) {
  const flags = [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${profile}`].join(' ');
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--preset=desktop',
      '--only-categories=performance,accessibility',
      '--disable-storage-reset',
      `--chrome-path=${executablePath}`,
      `--chrome-flags=${flags}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--max-wait-for-load=60000',
    ],
    { cwd: root, encoding: 'utf8', timeout: 300_000 },
  );
  if (result.status !== 0 || !existsSync(output)) throw new Error((result.stderr || result.error?.message || `exit ${result.status}`).trim().split('\n').slice(-3).join(' '));
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    warnings: report.runWarnings ?? [],
  };
}

async function main() {
  const executablePath = findChromium();
  if (!existsSync(join(root, 'node_modules', '.bin', 'lighthouse'))) {
    log('Lighthouse skipped: the lighthouse package is not installed.');
    return { skipped: 'the lighthouse package is not installed (npm ci)', results: [] };
  }
  if (!executablePath) throw new Error('No Chromium found (Playwright’s own or /usr/bin/chromium). Run `node scripts/ensure-browser.mjs --full`.');
  await ensureBuild(root, OUT_DIR, { force: options.rebuild, log });
  const preview = await startPreview(root, OUT_DIR);
  const reports = join(RESULTS_DIR, `lighthouse-${STAMP}`);
  mkdirSync(reports, { recursive: true });
  const results = [];
  let profile;
  try {
    profile = await pinnedProfile(preview.url, executablePath);
    for (const [name, path] of routes) {
      log(`Lighthouse: ${name} (${path})…`);
      const copy = `${profile}-run`;
      rmSync(copy, { recursive: true, force: true });
      cpSync(profile, copy, { recursive: true });
      try {
        results.push({ route: name, path, ...lighthouse(`${preview.url}${path}`, executablePath, copy, join(reports, `${name.replace(/\W+/g, '-')}.json`)) });
      } catch (error) {
        results.push({ route: name, path, error: error.message });
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    }
  } finally {
    await preview.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
  const ms = (value) => (value === undefined ? '–' : Math.round(value));
  log('');
  log(
    table(
      ['route (Lighthouse, desktop)', 'performance', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      results.map((result) =>
        result.error
          ? [result.route, `failed: ${result.error}`, '', '', '', '', '']
          : [result.route, result.performance, result.accessibility, ms(result.fcp), ms(result.lcp), ms(result.tbt), result.cls?.toFixed(3)],
      ),
    ),
  );
  return { lighthouse: JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version, reports, results };
}

// Lighthouse is information, not a budget: a failure to run it is reported as skipped, not as a failed run.
runBenchmark('lighthouse', () =>
  main().catch((error) => {
    console.error(`Lighthouse could not run here: ${error instanceof Error ? error.message : error}`);
    return { skipped: String(error instanceof Error ? error.message : error), results: [] };
  }),
);
