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
// Then the simulator's own time per operation on both mounts: every request the app made in the
// walk (and on opening an option chain and a futures space) is replayed, a warm-up pass and then
// timed passes, to a fresh simulator worker from a blank page of the same origin (the browser
// mount: post the request, await the answer) and to the HTTP mount (`npm run sim` on a free
// loopback port, same pinned clock: fetch and read the body), reported per operation.
//
// First of all, the figure "simulator first answer" (bench/first-answer.mjs): per route, the time
// from the simulator's start to its answer to the route's first reference-data request, in the
// browser mount (a fresh worker) and the HTTP mount (a fresh `npm run sim`), several runs each.
// `--first-only` measures that figure alone.
//
// Budgets: the simulator's part of the main thread stays under 50 ms per request; the first
// reference-data answer of every route comes within 150 ms of the simulator's start (median of the
// runs, both mounts). Prints tables with the machine's load, and bench/run.mjs writes bench/results/sim-<time>.json
// with the verdict and exit code (--no-fail: exit 0 on a miss).
/* global window, Worker -- the page-side callbacks run in Chromium. */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { ensureBuild, freePort, startPreview } from '../bench/server.mjs';
import { waitForGrid } from '../bench/chain.mjs';
import { simulatorTraffic, watchSimulator } from '../bench/capture.mjs';
import { SIM_NOW, launch, newContext } from '../bench/page.mjs';
import { options, runBenchmark } from '../bench/run.mjs';
import { firstAnswerRows, firstAnswersInBrowser, firstAnswersOverHttp, recordFirstRequests } from '../bench/first-answer.mjs';
import { round, summarize, table } from '../bench/stats.mjs';

const args = new Set(options.argv);
const OUT_DIR = process.env.BENCH_DIST || 'dist-bench';
const LONG_TASK_MS = 50;
const REPEATS = args.has('--quick') ? 1 : 3;
/** Timed passes over the recorded requests, per mount. */
const REPLAYS = args.has('--quick') ? 2 : 5;
const FIRST_ONLY = args.has('--first-only');
/** Fresh simulators per route for the first answer: workers, HTTP servers. */
const FIRST_RUNS = args.has('--quick') ? { browser: 3, http: 2 } : { browser: 7, http: 3 };
const FIRST_ANSWER_MS = 150;

/** The figure "simulator first answer", printed; its rows and the budget misses. */
async function firstAnswerFigure(browser, origin) {
  console.info("Recording each route's first request to the simulator…");
  const routes = await recordFirstRequests(browser, origin);
  const load = { before: loadavg().map((value) => round(value)) };
  const inBrowser = await firstAnswersInBrowser(browser, origin, join(root, OUT_DIR), routes, FIRST_RUNS.browser);
  const overHttp = await firstAnswersOverHttp(root, routes, FIRST_RUNS.http);
  load.after = loadavg().map((value) => round(value));
  const rows = firstAnswerRows(routes, inBrowser, overHttp);
  console.info(`\nSimulator first answer: from the simulator's start to its answer to the route's first reference-data request (ms)`);
  console.info(
    `(${FIRST_RUNS.browser} fresh workers and ${FIRST_RUNS.http} fresh HTTP servers per route; load average before ${load.before.join(' / ')}, after ${load.after.join(' / ')})\n`,
  );
  console.info(
    table(
      ['route', 'first request', 'worker median', 'worker max', 'HTTP median', 'HTTP max', 'HTTP process start'],
      rows.map((row) => [
        row.route,
        `${row.refdata ? '' : '(not ref. data) '}${row.request.length > 60 ? `${row.request.slice(0, 57)}…` : row.request}`,
        row.browser.median,
        row.browser.max,
        row.http.median,
        row.http.max,
        row.httpStart.median,
      ]),
    ),
  );
  const failures = [];
  for (const row of rows) {
    if (row.errors) failures.push(`first answer: ${row.route}: ${row.errors} answers with an error status`);
    if (!row.refdata) continue;
    if (row.browser.median > FIRST_ANSWER_MS) failures.push(`first answer: ${row.route}: ${row.browser.median} ms in the worker (budget ${FIRST_ANSWER_MS})`);
    if (row.http.median > FIRST_ANSWER_MS) failures.push(`first answer: ${row.route}: ${row.http.median} ms over HTTP (budget ${FIRST_ANSWER_MS})`);
  }
  return { rows, load, failures };
}

/** What the page recorded since the last call: long tasks, simulator message handling, long frames. */
async function takeRecords(page) {
  return page.evaluate(() => {
    const records = { longTasks: window.__refexLongTasks, simMessages: window.__sim.handlerMs, frames: window.__refexLoaf };
    window.__refexLongTasks = [];
    window.__sim.handlerMs = [];
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
  const attributed = frames
    .flatMap((frame) => frame.scripts)
    .filter((script) => /^Worker\./.test(script.invoker))
    .map((script) => script.duration);
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
      "open a result's details",
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

/** The operation a recorded request stands for, by its path. */
function operation(url) {
  const path = new URL(url).pathname.replace(/^\/openapi/, '');
  const rules = [
    [/^\/ref\/v1\/instruments$/, 'search (instruments)'],
    [/^\/ref\/v1\/instruments\/details\/\d+/, 'instrument details'],
    [/^\/ref\/v1\/instruments\/details$/, 'instrument details (list)'],
    [/\/tradingschedule\//, 'trading schedule'],
    [/\/contractoptionspaces\//, 'option space'],
    [/\/futuresspaces\//, 'futures space'],
    [/^\/ca\/v2\/events\/[^/]+$/, 'corporate action event'],
    [/^\/ca\/v2\/events$/, 'corporate action events (list)'],
  ];
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? path.split('/').slice(-1)[0];
}

/** Starts the HTTP mount (`src/sim/server/cli.ts` through tsx) on a free loopback port, on the pinned clock. */
async function startHttpMount() {
  const port = await freePort();
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['src/sim/server/cli.ts', '--port', String(port), '--quiet'], {
    cwd: root,
    env: { ...process.env, SIM_NOW },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  process.once('exit', () => child.kill('SIGTERM'));
  const deadline = Date.now() + 60_000;
  for (;;) {
    // Any answer will do (401 without a token): the server is up.
    if (
      await fetch(`${url}/openapi/ref/v1/timezones`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The HTTP mount did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The recorded requests, replayed to a fresh simulator worker (the browser mount): the first answer, then a warm-up pass, then `passes` timed ones. */
async function replayInBrowser(browser, origin, requests, passes) {
  const worker = readdirSync(join(root, OUT_DIR, 'assets')).find((file) => /^worker-.*\.js$/.test(file));
  const context = await newContext(browser, { observers: false, pin: false });
  try {
    const page = await context.newPage();
    // A document of the app's origin that starts nothing (a static file), from which the module worker may be
    // started; not a routed blank page, whose request interception would slow the worker's own fetches.
    await page.goto(`${origin}/favicon.svg`);
    return await page.evaluate(
      async ({ workerUrl, simNow, requests, passes }) => {
        const worker = new Worker(workerUrl, { type: 'module' });
        const pending = new Map();
        worker.onmessage = (event) => pending.get(event.data.id)?.(event.data);
        let next = 1;
        const ask = (request) =>
          new Promise((resolve) => {
            const id = next++;
            pending.set(id, resolve);
            worker.postMessage({ type: 'request', id, method: request.method, url: request.url, headers: request.headers });
          });
        worker.postMessage({ type: 'configure', options: { simNow } });
        const time = async (request) => {
          const started = performance.now();
          const answer = await ask(request);
          return { ms: performance.now() - started, status: answer.status };
        };
        const first = await time(requests[0]);
        for (const request of requests) await ask(request);
        const samples = [];
        for (let pass = 0; pass < passes; pass++) for (const request of requests) samples.push(await time(request));
        worker.terminate();
        return { first, samples };
      },
      { workerUrl: `${origin}/assets/${worker}`, simNow: SIM_NOW, requests, passes },
    );
  } finally {
    await context.close();
  }
}

/** The same over HTTP: fetch and read each answer's body. */
async function replayOverHttp(requests, passes) {
  const server = await startHttpMount();
  try {
    const time = async (request) => {
      const { pathname, search } = new URL(request.url);
      const started = performance.now();
      const response = await fetch(`${server.url}${pathname}${search}`, { method: request.method, headers: request.headers });
      await response.text();
      return { ms: performance.now() - started, status: response.status };
    };
    const first = await time(requests[0]);
    for (const request of requests) await time(request);
    const samples = [];
    for (let pass = 0; pass < passes; pass++) for (const request of requests) samples.push(await time(request));
    return { first, samples };
  } finally {
    server.stop();
  }
}

async function main() {
  await ensureBuild(root, OUT_DIR, { force: args.has('--rebuild'), log: console.info });
  const preview = await startPreview(root, OUT_DIR);
  const browser = await launch();
  const load = { before: loadavg().map((value) => round(value)), cpus: availableParallelism?.() ?? cpus().length };
  const runs = [];
  let recorded = [];
  let mounts;
  let first;
  try {
    first = await firstAnswerFigure(browser, preview.url);
    if (FIRST_ONLY) return { load, firstAnswer: first, failures: first.failures };
    for (let run = 0; run < REPEATS; run++) {
      const context = await newContext(browser, { observers: false });
      await context.addInitScript(watchSimulator);
      await context.addInitScript(() => {
        window.__refexLongTasks = [];
        window.__refexLoaf = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__refexLongTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__refexLoaf.push({ duration: entry.duration, scripts: entry.scripts.map((script) => ({ invoker: script.invoker, duration: script.duration })) });
        }).observe({ type: 'long-animation-frame', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`${preview.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      const firstLoad = (await takeRecords(page)).longTasks;
      const requests = await walk(page);
      runs.push({ firstLoad: { longTasks: firstLoad.length, longestMs: firstLoad.length ? round(Math.max(...firstLoad.map((task) => task.duration))) : 0 }, requests });
      if (run === 0) {
        // What the walk asked, and what an option chain and a futures space ask, for the replay
        // (each page load starts a new record).
        recorded = (await simulatorTraffic(page)).requests;
        await page.goto(`${preview.url}/options/1`);
        await waitForGrid(page);
        recorded.push(...(await simulatorTraffic(page)).requests);
        await page.goto(`${preview.url}/futures/28001`);
        await page
          .getByRole('table', { name: /^Futures of/ })
          .getByRole('row')
          .nth(1)
          .waitFor({ timeout: 60_000 });
        recorded.push(...(await simulatorTraffic(page)).requests);
      }
      await context.close();
    }
    // One of each distinct request (method and address), in the order the app made them.
    const distinct = [...new Map(recorded.map((request) => [`${request.method} ${request.url}`, { method: request.method, url: request.url, headers: request.headers }])).values()];
    console.info(`Replaying ${distinct.length} distinct requests on both mounts (${REPLAYS} timed passes each)…`);
    mounts = {
      browser: await replayInBrowser(browser, preview.url, distinct, REPLAYS),
      http: await replayOverHttp(distinct, REPLAYS),
      requests: distinct.map((request) => request.url),
    };
    mounts.operations = [...new Set(distinct.map((request) => operation(request.url)))].map((name) => {
      const mine = (samples) => samples.filter((_, index) => operation(distinct[index % distinct.length].url) === name).map((sample) => sample.ms);
      return {
        operation: name,
        requests: distinct.filter((request) => operation(request.url) === name).length,
        browser: summarize(mine(mounts.browser.samples)),
        http: summarize(mine(mounts.http.samples)),
      };
    });
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
        [
          'first page load (app and worker start)',
          '',
          '',
          '',
          '',
          String(runs.reduce((sum, run) => sum + run.firstLoad.longTasks, 0)),
          String(Math.max(...runs.map((run) => run.firstLoad.longestMs))),
        ],
        ...rows.map((row) => [
          row.name,
          String(median(row.ms)),
          String(row.simMessages),
          String(row.simMainThreadMs),
          String(row.simLongestMs),
          String(row.longTasks),
          String(row.longestTaskMs),
        ]),
      ],
    ),
  );
  console.info(`\nThe simulator's time per operation (ms, request to answer read; ${REPLAYS} passes)\n`);
  console.info(
    table(
      ['operation', 'requests', 'worker median', 'worker p95', 'HTTP median', 'HTTP p95'],
      [
        ['first answer (builds the data)', 1, round(mounts.browser.first.ms), '', round(mounts.http.first.ms), ''],
        ...mounts.operations.map((row) => [row.operation, row.requests, row.browser.median, row.browser.p95, row.http.median, row.http.p95]),
      ],
    ),
  );
  const failures = [
    ...first.failures,
    ...rows
      .filter((row) => row.simMainThreadMs > LONG_TASK_MS || row.simLongestMs > LONG_TASK_MS)
      .map((row) => `sim: ${row.name}: the simulator took ${row.simMainThreadMs} ms of main thread (longest handler ${row.simLongestMs} ms)`),
  ];
  if (rows.every((row) => row.simMessages === 0)) failures.push('sim: no simulator message was seen: the measurement is not working');
  const failed = [...mounts.browser.samples, ...mounts.http.samples].filter((sample) => sample.status >= 400).length;
  if (failed) failures.push(`sim: ${failed} replayed requests were answered with an error status`);
  if (failures.length === 0) console.info(`\nWithin budget: the simulator's main-thread work stayed under ${LONG_TASK_MS} ms on every request.`);
  return {
    load,
    firstAnswer: first,
    runs,
    mounts: { first: { browser: mounts.browser.first, http: mounts.http.first }, operations: mounts.operations, requests: mounts.requests },
    failures,
  };
}

runBenchmark('sim', main);
