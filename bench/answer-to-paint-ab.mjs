// Interleaved A/B of the app's own part of a warm load: from the simulator's first answer to the LCP,
// in wall time and in the main thread's CPU time (from a Chrome trace: the thread time of its tasks,
// which, unlike wall time, does not grow while the renderer waits for a busy machine's CPU). Two
// builds (folders) served side by side, a new context per sample (a load, then the warm reload that
// is measured), the builds alternating sample by sample so that both see the same machine load.
//   node bench/answer-to-paint-ab.mjs <distA> <distB> [path=/instruments/Stock/211] [samples=8]
import { loadavg } from 'node:os';
import { root } from '../scripts/lib.mjs';
import { startPreview } from './server.mjs';
import { launch, newContext } from './page.mjs';
import { cpuBetween, outermostTasks } from './trace.mjs';
import { round, summarize, table } from './stats.mjs';

const [distA, distB, path = '/instruments/Stock/211', samples = '8'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: node bench/answer-to-paint-ab.mjs <distA> <distB> [path] [samples]');
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** Runs in the page before its scripts: a user-timing mark at each message of the simulator's worker. */
function markWorkerAnswers() {
  const NativeWorker = window.Worker;
  if (!NativeWorker) return;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => performance.mark('bench-worker-answer'));
    }
  };
}

/** The page's main thread: its outermost tasks, and the trace's first worker answer and last LCP candidate on it. */
function readTrace(events) {
  const answers = events.filter((event) => event.name === 'bench-worker-answer').sort((a, b) => a.ts - b.ts);
  if (answers.length === 0) throw new Error('no answer of the simulator in the trace');
  const { pid, tid } = answers[0];
  const candidates = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === pid).sort((a, b) => a.ts - b.ts);
  if (candidates.length === 0) throw new Error('no LCP candidate in the trace');
  return { from: answers[0].ts, to: candidates.at(-1).ts, element: candidates.at(-1).args?.data?.nodeName, tasks: outermostTasks(events, pid, tid) };
}

/** Wall and CPU milliseconds from the first answer to the LCP (tasks cut at the edges pro rata). */
function answerToPaint({ from, to, tasks }) {
  return { wall: (to - from) / 1000, cpu: cpuBetween(tasks, from, to) };
}

async function sample(browser, url) {
  const context = await newContext(browser);
  try {
    await context.addInitScript(markWorkerAnswers);
    const page = await context.newPage();
    // The first load fills the HTTP cache; the reload is the warm load that is measured.
    await page.goto(url, { timeout: 90_000 });
    await page.waitForFunction(() => window.__bench.lcp.length > 0 && window.__bench.workerMessages.length > 0, undefined, { timeout: 90_000 });
    await page.waitForLoadState('networkidle');
    await browser.startTracing(page, { categories: CATEGORIES });
    let buffer;
    try {
      await page.reload({ timeout: 90_000 });
      await page.waitForFunction(
        () => window.__bench.workerMessages.length > 0 && window.__bench.lcp.some((entry) => entry.startTime > window.__bench.workerMessages[0]),
        undefined,
        { timeout: 90_000 },
      );
      await page.waitForLoadState('networkidle');
    } finally {
      buffer = await browser.stopTracing();
    }
    const trace = readTrace(JSON.parse(buffer.toString()).traceEvents ?? []);
    return { ...answerToPaint(trace), element: trace.element };
  } finally {
    await context.close();
  }
}

const previews = [await startPreview(root, distA), await startPreview(root, distB)];
const browser = await launch();
const load = { before: loadavg().map((value) => round(value)) };
try {
  const results = [[], []];
  for (let index = 0; index < Number(samples); index++) {
    for (const side of index % 2 === 0 ? [0, 1] : [1, 0]) results[side].push(await sample(browser, `${previews[side].url}${path}`));
  }
  load.after = loadavg().map((value) => round(value));
  const row = (name, list) => {
    const [wall, cpu] = [summarize(list.map((entry) => entry.wall)), summarize(list.map((entry) => entry.cpu))];
    return [name, wall.median, wall.p95, cpu.median, cpu.p95, [...new Set(list.map((entry) => entry.element))].join(' '), list.length];
  };
  console.info(`${path}: from the simulator's first answer to the LCP, warm loads; load average before ${load.before.join(' / ')}, after ${load.after.join(' / ')}`);
  console.info(table(['build', 'wall median', 'wall p95', 'main-thread CPU median', 'CPU p95', 'LCP element', 'samples'], [row(distA, results[0]), row(distB, results[1])]));
} finally {
  await browser.close();
  for (const preview of previews) await preview.stop();
}
