// `npm run bench:chain` (also run by `npm run bench`): speed of the option chain on the simulator's
// largest root, in demo mode on the pinned clock, in Chromium against the production build.
//
//   (a) switching expiry, once its data is cached: until the grid shows it, and until painted
//       (all strikes, by click; all strikes, by arrow key; ± 10 strikes, by click);
//   (b) scrolling all strikes of all expiries (stacked view) to the end, frame by frame, and a
//       short fling much faster than that (reported as a stress case).
//
// Times are wall-clock in the page; the main thread's CPU time for the same intervals
// comes from a Chrome trace. On a busy machine wall-clock frame times mostly show the
// wait for a CPU, so the scroll budget is checked on CPU time per frame, the switch
// budget (what the user waits for) on wall-clock time; the load average is printed.
// The scroll also reports the wall-clock interval between frames (p95) and checks that
// no frame is blank (rows under every probed point of the grid once the frame is rendered).
// The baseline: the same expiries' window (± 10 strikes) rendered by the hand-written page
// (bench/baseline.html) from the same option space JSON, switched and timed by the same code;
// the app's switch (painted, median) is given as a ratio to it (budget: at most 3x).
// BENCH_DIST moves the build folder (default dist-bench), e.g. to run beside someone else.
//
// Prints a table; bench/run.mjs writes bench/results/chain-<time>.json and gives the verdict and
// exit code. Options: --no-fail, --rebuild, --quick.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { root } from './lib.mjs';
import { ensureBuild, startPreview } from '../bench/server.mjs';
import { measureScroll, measureSwitches, stripDates, waitForGrid } from '../bench/chain.mjs';
import { baselineChain, chainWindow } from '../bench/baseline.mjs';
import { simulatorTraffic, watchSimulator } from '../bench/capture.mjs';
import { launch, newContext } from '../bench/page.mjs';
import { options, runBenchmark } from '../bench/run.mjs';
import { round, summarize, table } from '../bench/stats.mjs';
import { cpuPerFrame, cpuPerInterval, traced } from '../bench/trace.mjs';

const QUICK = options.quick;
const OUT_DIR = process.env.BENCH_DIST || 'dist-bench';
const ROOT_ID = 1;
const FRAME_BUDGET_MS = 16.7;
/** Pause between loading the expiries into the cache and timing the switches (see measureSwitches). */
const SETTLE_MS = 1000;

const BUDGETS = {
  switchPaintedP95Ms: 100,
  scrollFrameCpuP95Ms: FRAME_BUDGET_MS,
  scrollFramesOverBudgetShare: 0.05,
  baselineRatio: 3,
};

function log(message) {
  console.info(message);
}

async function main() {
  const build = await ensureBuild(root, OUT_DIR, { force: options.rebuild, log });
  const preview = await startPreview(root, OUT_DIR);
  const browser = await launch();
  log(`Serving ${OUT_DIR}/ at ${preview.url}; Chromium ${browser.version()}`);
  const load = { before: loadavg().map((value) => round(value)), cpus: availableParallelism?.() ?? cpus().length };
  try {
    const context = await newContext(browser, { observers: false });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // (a) Expiry switches, all strikes (the widest grids of the root).
    log(`Opening option root ${ROOT_ID} (all strikes)…`);
    await page.goto(`${preview.url}/options/${ROOT_ID}?window=all`);
    await waitForGrid(page);
    const allDates = await stripDates(page);
    const dates = QUICK ? allDates.slice(0, 20) : allDates;
    log(`${allDates.length} expiries; warming the cache and switching…`);
    const rounds = QUICK ? 1 : 2;
    const switches = async (options) => {
      const { result, events } = await traced(browser, page, () => measureSwitches(page, options));
      const cpu = cpuPerInterval(events, 'bench:switch-start', 'bench:switch-painted');
      return result.map((sample, index) => ({ ...sample, cpu: cpu[index] }));
    };
    // Arrow keys walk the strip both ways, as clicks do: each round times every neighbour once.
    const clickAll = await switches({ dates, rounds, via: 'click', settleMs: SETTLE_MS });
    const keyAll = await switches({ dates, rounds, via: 'key', settleMs: SETTLE_MS });

    await page.goto(`${preview.url}/options/${ROOT_ID}`);
    await waitForGrid(page);
    const windowDates = dates.slice(0, QUICK ? 10 : 20);
    const clickWindow = await switches({ dates: windowDates, rounds: 2, via: 'click', settleMs: SETTLE_MS });

    // (b) Scrolling every strike of every expiry, stacked.
    log('Opening the stacked view of all expiries and all strikes…');
    await page.goto(`${preview.url}/options/${ROOT_ID}?stacked=true&expiry=all&window=all`);
    await waitForGrid(page, undefined, 90_000);
    const scroll = async (options) => {
      const { result, events } = await traced(browser, page, () => measureScroll(page, options));
      return { ...result, cpu: cpuPerFrame(events, 'bench:frame-end') };
    };
    // Through every strike of every expiry at a brisk 240 px a frame (14,400 px/s); then a fling at
    // 600 px a frame (36,000 px/s) for 300 frames, reported as a stress case (not a budget).
    const full = await scroll({ step: 240, maxFrames: QUICK ? 400 : 100_000 });
    const fling = await scroll({ step: 600, maxFrames: QUICK ? 150 : 300 });
    await context.close();

    // (c) The baseline: the window of the same expiries from the same JSON, on the hand-written page.
    log('Baseline: capturing the window the app shows and its data…');
    const capture = await newContext(browser, { observers: false });
    await capture.addInitScript(watchSimulator, { bodies: true });
    const capturePage = await capture.newPage();
    await capturePage.goto(`${preview.url}/options/${ROOT_ID}`);
    await waitForGrid(capturePage);
    const strikesByDate = {};
    for (const date of windowDates) {
      await capturePage.locator(`[role=tab][data-date="${date}"]`).click();
      await waitForGrid(capturePage, date);
      strikesByDate[date] = await capturePage.$$eval(`[role=grid] [role=row][data-strike][data-expiry="${date}"]`, (rows) => rows.map((row) => Number(row.dataset.strike)));
    }
    const expiries = chainWindow((await simulatorTraffic(capturePage)).requests, strikesByDate);
    const baselineSamples = await baselineChain(capture, expiries, { rounds: 2, settleMs: SETTLE_MS });
    await capture.close();
    const baseline = {
      painted: summarize(baselineSamples.map((sample) => sample.painted)),
      rows: Math.max(...baselineSamples.map((sample) => sample.rows)),
    };

    const switchRows = [
      ['switch: all strikes, click', clickAll],
      ['switch: all strikes, arrow key', keyAll],
      ['switch: ± 10 strikes, click', clickWindow],
    ].map(([name, samples]) => ({
      name,
      dom: summarize(samples.map((sample) => sample.dom)),
      painted: summarize(samples.map((sample) => sample.painted)),
      cpu: summarize(samples.map((sample) => sample.cpu).filter((value) => value !== undefined)),
      maxRows: Math.max(...samples.map((sample) => sample.rows)),
    }));

    const scrollRows = [
      ['scroll: 240 px/frame, to the end', full, true],
      ['fling: 600 px/frame (stress)', fling, false],
    ].map(([name, result, gated]) => {
      const frames = result.frames.slice(1);
      const work = frames.map((frame) => frame.work);
      const deltas = frames.map((frame) => frame.delta).filter((value) => value !== undefined);
      const nominal = summarize(deltas).median;
      const cpu = result.cpu;
      return {
        name,
        gated,
        frames: frames.length,
        cpu: summarize(cpu),
        cpuOverBudget: cpu.filter((value) => value > FRAME_BUDGET_MS).length,
        cpuFrames: cpu.length,
        work: summarize(work),
        workOverBudget: work.filter((value) => value > FRAME_BUDGET_MS).length,
        delta: summarize(deltas),
        droppedFrames: deltas.filter((value) => value > nominal * 1.5).length,
        longAnimationFrames: result.longFrames.length,
        longestAnimationFrameMs: result.longFrames.length ? round(Math.max(...result.longFrames)) : 0,
        blankFrames: result.blankFrames.length,
        blankSamples: result.blankFrames.slice(0, 10),
        totalRows: result.totalRows,
        maxRowsInDom: result.maxRowsInDom,
        scrolledPx: result.scrolledPx,
        scrollHeight: result.scrollHeight,
        lastRowExpiry: result.lastRowExpiry,
      };
    });

    load.after = loadavg().map((value) => round(value));

    // Budgets.
    const failures = [];
    for (const row of switchRows) {
      if (row.painted.p95 > BUDGETS.switchPaintedP95Ms) failures.push(`${row.name}: p95 ${row.painted.p95} ms > ${BUDGETS.switchPaintedP95Ms} ms`);
    }
    for (const row of scrollRows.filter((candidate) => candidate.gated)) {
      if (!(row.cpu.p95 <= BUDGETS.scrollFrameCpuP95Ms)) failures.push(`${row.name}: main-thread CPU per frame p95 ${row.cpu.p95} ms > ${BUDGETS.scrollFrameCpuP95Ms} ms`);
      const share = row.cpuFrames ? row.cpuOverBudget / row.cpuFrames : 1;
      if (row.blankFrames > 0) failures.push(`${row.name}: ${row.blankFrames} blank frames (no row under a probed point of the grid)`);
      if (share > BUDGETS.scrollFramesOverBudgetShare) {
        failures.push(
          `${row.name}: ${row.cpuOverBudget} of ${row.cpuFrames} frames over ${FRAME_BUDGET_MS} ms of CPU (${round(share * 100, 1)}% > ${BUDGETS.scrollFramesOverBudgetShare * 100}%)`,
        );
      }
    }
    const lastDate = allDates[allDates.length - 1];
    const fullScroll = scrollRows[0];
    // A quick run scrolls part of the way only.
    if (!QUICK && fullScroll.lastRowExpiry !== lastDate) failures.push(`scroll did not reach the last expiry (${fullScroll.lastRowExpiry} instead of ${lastDate})`);
    if (errors.length) failures.push(`page errors: ${errors.join('; ')}`);
    const windowRow = switchRows[2];
    baseline.ratio = round(windowRow.painted.median / baseline.painted.median, 1);
    if (!(baseline.ratio <= BUDGETS.baselineRatio))
      failures.push(
        `switch: ± 10 strikes painted in ${baseline.ratio}x the baseline's time (medians ${windowRow.painted.median} and ${baseline.painted.median} ms; budget ${BUDGETS.baselineRatio}x)`,
      );

    console.info('');
    console.info(
      table(
        ['expiry switch (cached)', 'n', 'rows', 'dom median', 'painted median', 'painted p95', 'painted max', 'CPU median', 'CPU p95', 'budget (painted p95)'],
        switchRows.map((row) => [
          row.name,
          row.painted.count,
          row.maxRows,
          `${row.dom.median} ms`,
          `${row.painted.median} ms`,
          `${row.painted.p95} ms`,
          `${row.painted.max} ms`,
          `${row.cpu.median} ms`,
          `${row.cpu.p95} ms`,
          `${BUDGETS.switchPaintedP95Ms} ms`,
        ]),
      ),
    );
    console.info('');
    console.info(
      table(
        [
          'scroll (stacked, all)',
          'frames',
          'rows',
          'in DOM',
          'CPU median',
          'CPU p95',
          'CPU max',
          'CPU > 16.7',
          'work median',
          'work p95',
          'work max',
          'work > 16.7',
          'interval median',
          'interval p95',
          'dropped',
          'blank',
          'LoAF',
        ],
        scrollRows.map((row) => [
          row.name,
          row.frames,
          row.totalRows,
          row.maxRowsInDom,
          `${row.cpu.median} ms`,
          `${row.cpu.p95} ms`,
          `${row.cpu.max} ms`,
          row.cpuOverBudget,
          `${row.work.median} ms`,
          `${row.work.p95} ms`,
          `${row.work.max} ms`,
          row.workOverBudget,
          `${row.delta.median} ms`,
          `${row.delta.p95} ms`,
          row.droppedFrames,
          row.blankFrames,
          row.longAnimationFrames,
        ]),
      ),
    );
    console.info('');
    console.info(
      `Baseline (hand-written DOM, same window of ${baseline.rows} rows): switch painted median ${baseline.painted.median} ms, p95 ${baseline.painted.p95} ms; the app's ± 10 strikes switch is ${baseline.ratio}x (budget ${BUDGETS.baselineRatio}x).`,
    );
    console.info('');
    console.info(`Machine: ${load.cpus} CPUs, load average ${load.before.join(' / ')} before, ${load.after.join(' / ')} after (1/5/15 min).`);
    if (Math.max(load.before[0], load.after[0]) > load.cpus) {
      console.info('The machine is busy (load above the CPU count): wall-clock times include waiting for a CPU; CPU times do not.');
    }

    return {
      rootId: ROOT_ID,
      build,
      machine: { ...load, chromium: browser.version() },
      budgets: BUDGETS,
      switches: switchRows,
      scroll: scrollRows,
      baseline,
      samples: { clickAll, keyAll, clickWindow, baseline: baselineSamples },
      failures,
    };
  } finally {
    await browser.close();
    await preview.stop();
  }
}

runBenchmark('chain', main);
