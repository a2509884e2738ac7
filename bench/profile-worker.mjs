// Where a fresh simulator worker spends the time to its first answer, in Chromium: a trace of the
// worker's thread from `new Worker` to the answer (its top-level tasks, and V8's CPU profile mapped
// to the sources through the source maps of the worker's first script and of the simulator's code it loads).
//   node bench/profile-worker.mjs [distDir=dist-bench] [request path ...]
// Prints, per request: the wall time, the worker thread's longer events (ms from the thread's start,
// duration, name) and the functions with the most self and total time. TRACE_OUT=<file> keeps the trace.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMap } from 'node:module';
import { root } from '../scripts/lib.mjs';
import { startPreview } from './server.mjs';
import { SIM_NOW, launch, newContext } from './page.mjs';

const [distDir = 'dist-bench', ...paths] = process.argv.slice(2);
const requests = paths.length ? paths : ['/openapi/ref/v1/instruments/details?Uics=211'];
const assets = readdirSync(join(root, distDir, 'assets'));
const worker = assets.find((file) => /^worker-.*\.js$/.test(file));
// The worker's scripts (its first script and the simulator's code, src/sim/browser/worker.ts) and their source maps.
const sourceMaps = new Map(
  assets
    .filter((file) => /^(worker|simulator)-.*\.js$/.test(file))
    .map((file) => [file, new SourceMap(JSON.parse(readFileSync(join(root, distDir, 'assets', `${file}.map`), 'utf8')))]),
);
const workerScript = (url) => sourceMaps.get(url?.split('/').pop() ?? '');

/** A profile node's function, named by the source map where the worker's code is minified. */
function where(frame) {
  const sourceMap = workerScript(frame.url);
  if (!sourceMap) return `${frame.functionName || '(anonymous)'} ${frame.url ? frame.url.split('/').pop() : ''}`.trim();
  const entry = sourceMap.findEntry(frame.lineNumber, frame.columnNumber);
  return `${entry.name ?? frame.functionName ?? '(anonymous)'} ${entry.originalSource?.replace(/.*\/src\//, 'src/')}:${(entry.originalLine ?? -1) + 1}`;
}

/** Self and total ms per function of the worker's CPU profile (the trace's profile with the worker's code). */
function profileOf(events) {
  const byId = new Map();
  for (const event of events) if (event.name === 'Profile' || event.name === 'ProfileChunk') (byId.get(event.id) ?? byId.set(event.id, []).get(event.id)).push(event);
  let best;
  for (const chunks of byId.values()) {
    const nodes = new Map();
    const selfUs = new Map();
    for (const chunk of chunks) {
      const data = chunk.args.data ?? {};
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const deltas = data.timeDeltas ?? [];
      (data.cpuProfile?.samples ?? []).forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0)));
    }
    const isWorker = [...nodes.values()].some((node) => workerScript(node.callFrame.url));
    if (isWorker && (!best || nodes.size > best.nodes.size)) best = { nodes, selfUs };
  }
  const self = new Map();
  const total = new Map();
  for (const [id, us] of best?.selfUs ?? []) {
    let node = best.nodes.get(id);
    self.set(where(node.callFrame), (self.get(where(node.callFrame)) ?? 0) + us);
    const seen = new Set();
    for (; node; node = best.nodes.get(node.parent)) {
      const key = where(node.callFrame);
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + us);
      seen.add(key);
    }
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);
  return { self: top(self), total: top(total) };
}

const preview = await startPreview(root, distDir);
const browser = await launch();
try {
  const context = await newContext(browser, { observers: false, pin: false });
  const page = await context.newPage();
  await page.goto(`${preview.url}/favicon.svg`);
  const run = (path) =>
    page.evaluate(
      async ({ workerUrl, simNow, path }) => {
        const started = performance.now();
        const w = new Worker(workerUrl, { type: 'module' });
        const answer = await new Promise((resolve) => {
          w.onmessage = (event) => resolve(event.data);
          w.postMessage({ type: 'configure', options: { simNow } });
          w.postMessage({ type: 'request', id: 1, method: 'GET', url: `https://demo.refex.invalid${path}`, headers: { authorization: 'Bearer demo' } });
        });
        w.terminate();
        return { ms: performance.now() - started, status: answer.status };
      },
      { workerUrl: `${preview.url}/assets/${worker}`, simNow: SIM_NOW, path },
    );
  for (const path of requests) {
    await run(path); // the HTTP cache and the code cache, as in the first-answer figure
    await run(path);
    await browser.startTracing(page, { categories: ['toplevel', 'v8', 'devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'loading'] });
    const result = await run(path);
    const buffer = await browser.stopTracing();
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, buffer);
    const events = JSON.parse(buffer.toString()).traceEvents;
    console.info(`\n${path}: ${result.ms.toFixed(1)} ms, status ${result.status} (traced: slower than untraced)`);
    // The newest worker thread: the one with the most events (older ones only end their tasks).
    const thread = events
      .filter((event) => event.name === 'thread_name' && /DedicatedWorker/.test(event.args.name))
      .map((event) => ({ ...event, count: events.filter((other) => other.pid === event.pid && other.tid === event.tid).length }))
      .sort((a, b) => b.count - a.count)[0];
    if (!thread) continue;
    const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
    const start = own[0]?.ts ?? 0;
    for (const event of own) {
      if (event.dur < 1500 || /^(ThreadControllerImpl::RunTask|RunTask|V8\.GC|V8\.HandleInterrupts|V8\.StackGuard|V8\.InvokeApiInterruptCallbacks)/.test(event.name)) continue;
      console.info(`${((event.ts - start) / 1000).toFixed(1).padStart(8)} +${(event.dur / 1000).toFixed(1).padStart(6)}  ${event.name} ${event.args?.data?.url ?? ''}`);
    }
    const profile = profileOf(events);
    console.info('\nSelf time:');
    console.info(profile.self.join('\n'));
    console.info('\nTotal time:');
    console.info(profile.total.join('\n'));
  }
} finally {
  await browser.close();
  await preview.stop();
}
