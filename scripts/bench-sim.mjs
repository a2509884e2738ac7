// `npm run bench:sim` (also run by `npm run bench`): does the in-browser simulator keep the
// page's main thread free? In demo mode, against the production build in Chromium, it walks
// through typical requests by client-side navigation (search as you type, details, schedule,
// time zones, corporate actions, search again) and records, per step, from the moment the
// request starts until its answer is on screen:
//   - the main-thread time spent on the simulator: every call of the worker's message handler
//     (timed by wrapping the page's Worker) plus any script Chromium attributes to a worker
//     message inside a long animation frame;
//   - every main-thread long task (over 50 ms) of the step, whatever caused it (mostly React
//     rendering the answer), for information.
//
// Budget: the simulator's part stays under 50 ms per request. Prints a table, writes
// bench/results/sim-main-thread-<time>.json, exits non-zero on a miss (unless --no-fail).
/* global window -- the page-side callbacks run in Chromium. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { root } from './lib.mjs';
import { ensureBuild, startPreview } from '../bench/server.mjs';
import { round, table } from '../bench/stats.mjs';

const args = new Set(process.argv.slice(2));
const NO_FAIL = args.has('--no-fail');
const OUT_DIR = process.env.BENCH_DIST || 'dist-bench';
const LONG_TASK_MS = 50;
const REPEATS = args.has('--quick') ? 1 : 3;

/** What the page recorded since the last call: long tasks, simulator message handling, long frames. */
async function takeRecords(page) {
  return page.evaluate(() => {
    const records = { longTasks: window.__refexLongTasks, simMessages: window.__refexSimMessages, frames: window.__refexLoaf };
    window.__refexLongTasks = [];
    window.__refexSimMessages = [];
    window.__refexLoaf = [];
    return records;
  });
}

async function step(page, name, action, settled) {
  await takeRecords(page);
  const started = Date.now();
  await action();
  await settled();
  const ms = Date.now() - started;
  const { longTasks, simMessages, frames } = await takeRecords(page);
  const attributed = frames.flatMap((frame) => frame.scripts).filter((script) => /^Worker\./.test(script.invoker)).map((script) => script.duration);
  return {
    name,
    ms,
    simMessages: simMessages.length,
    simMainThreadMs: round(simMessages.reduce((sum, value) => sum + value, 0)),
    simLongestMs: round(Math.max(0, ...simMessages, ...attributed)),
    longTasks: longTasks.length,
    longestTaskMs: longTasks.length ? round(Math.max(...longTasks.map((task) => task.duration))) : 0,
  };
}

async function walk(page) {
  const results = [];
  const searchBox = page.getByRole('searchbox', { name: 'Keywords' });
  const resultsTable = page.getByRole('table', { name: 'Search results' });
  const nav = page.getByRole('navigation', { name: 'Sections' });
  results.push(
    await step(
      page,
      'search as you type ("novo")',
      () => searchBox.pressSequentially('novo', { delay: 60 }),
      () => resultsTable.getByRole('row').filter({ hasText: /novo/i }).first().waitFor(),
    ),
  );
  results.push(
    await step(
      page,
      'open a result\'s details',
      () => resultsTable.getByRole('link').first().click(),
      () => page.getByRole('navigation', { name: 'Instrument views' }).waitFor(),
    ),
  );
  results.push(
    await step(
      page,
      'details → trading schedule',
      () => page.getByRole('navigation', { name: 'Instrument views' }).getByRole('link', { name: 'Trading schedule' }).click(),
      () => page.getByRole('heading', { level: 2, name: 'Trading schedule' }).waitFor(),
    ),
  );
  results.push(
    await step(
      page,
      'time zones',
      () => nav.getByRole('link', { name: 'Time zones' }).click(),
      () => page.getByRole('cell', { name: /UTC/ }).first().waitFor(),
    ),
  );
  results.push(
    await step(
      page,
      'corporate actions (event list)',
      () => nav.getByRole('link', { name: 'Corporate actions' }).click(),
      () => page.getByRole('table').getByRole('row').nth(1).waitFor(),
    ),
  );
  results.push(
    await step(
      page,
      'back to search, keyword "apple"',
      async () => {
        await nav.getByRole('link', { name: 'Search' }).click();
        await searchBox.fill('apple');
      },
      () => resultsTable.getByRole('row').filter({ hasText: /apple/i }).first().waitFor(),
    ),
  );
  return results;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (Playwright’s own or /usr/bin/chromium). Run `node scripts/ensure-browser.mjs`.');
  ensureBuild(root, OUT_DIR, { force: args.has('--rebuild'), log: console.info });
  const preview = await startPreview(root, OUT_DIR);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const load = { before: loadavg().map((value) => round(value)), cpus: availableParallelism?.() ?? cpus().length };
  const runs = [];
  try {
    for (let run = 0; run < REPEATS; run++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addInitScript(() => {
        window.__refexLongTasks = [];
        window.__refexSimMessages = [];
        window.__refexLoaf = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__refexLongTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__refexLoaf.push({ duration: entry.duration, scripts: entry.scripts.map((script) => ({ invoker: script.invoker, duration: script.duration })) });
        }).observe({ type: 'long-animation-frame', buffered: true });
        // Time the page's handling of every message from the simulator's worker.
        const NativeWorker = window.Worker;
        window.Worker = class TimedWorker extends NativeWorker {
          set onmessage(handler) {
            super.onmessage = handler
              ? (event) => {
                  const started = performance.now();
                  try {
                    return handler.call(this, event);
                  } finally {
                    window.__refexSimMessages.push(performance.now() - started);
                  }
                }
              : handler;
          }
          get onmessage() {
            return super.onmessage;
          }
        };
      });
      const page = await context.newPage();
      await page.goto(`${preview.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      const firstLoad = (await takeRecords(page)).longTasks;
      const requests = await walk(page);
      runs.push({ firstLoad: { longTasks: firstLoad.length, longestMs: firstLoad.length ? round(Math.max(...firstLoad.map((task) => task.duration))) : 0 }, requests });
      await context.close();
    }
  } finally {
    await browser.close();
    await preview.stop();
  }
  load.after = loadavg().map((value) => round(value));

  const byStep = new Map();
  for (const run of runs) {
    for (const result of run.requests) {
      const entry = byStep.get(result.name) ?? { name: result.name, ms: [], simMessages: 0, simMainThreadMs: 0, simLongestMs: 0, longTasks: 0, longestTaskMs: 0 };
      entry.ms.push(result.ms);
      entry.simMessages += result.simMessages;
      entry.simMainThreadMs = Math.max(entry.simMainThreadMs, result.simMainThreadMs);
      entry.simLongestMs = Math.max(entry.simLongestMs, result.simLongestMs);
      entry.longTasks += result.longTasks;
      entry.longestTaskMs = Math.max(entry.longestTaskMs, result.longestTaskMs);
      byStep.set(result.name, entry);
    }
  }
  const rows = [...byStep.values()];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.info(`\nMain thread during typical requests in demo mode (${REPEATS} run(s))`);
  console.info(`Load average before ${load.before.join(' / ')}, after ${load.after.join(' / ')}, ${load.cpus} CPUs\n`);
  console.info(
    table(
      ['step', 'on screen (ms, median)', 'sim messages', 'sim main thread (ms, max per step)', 'longest sim handler (ms)', 'long tasks (any cause)', 'longest task (ms)'],
      [
        ['first page load (app and worker start)', '', '', '', '', String(runs.reduce((sum, run) => sum + run.firstLoad.longTasks, 0)), String(Math.max(...runs.map((run) => run.firstLoad.longestMs)))],
        ...rows.map((row) => [row.name, String(median(row.ms)), String(row.simMessages), String(row.simMainThreadMs), String(row.simLongestMs), String(row.longTasks), String(row.longestTaskMs)]),
      ],
    ),
  );
  const failures = rows
    .filter((row) => row.simMainThreadMs > LONG_TASK_MS || row.simLongestMs > LONG_TASK_MS)
    .map((row) => `${row.name}: the simulator took ${row.simMainThreadMs} ms of main thread (longest handler ${row.simLongestMs} ms)`);
  if (rows.every((row) => row.simMessages === 0)) failures.push('no simulator message was seen: the measurement is not working');
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const file = join(root, 'bench', 'results', `sim-main-thread-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ when: new Date().toISOString(), load, runs, failures }, null, 2));
  console.info(`\nWrote ${file}`);
  if (failures.length > 0) {
    console.error(`\nBudget missed (the simulator's main-thread work per request under ${LONG_TASK_MS} ms):\n  ${failures.join('\n  ')}`);
    if (!NO_FAIL) process.exit(1);
  } else {
    console.info(`\nWithin budget: the simulator's main-thread work stayed under ${LONG_TASK_MS} ms on every request.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
