// "Simulator first answer": per route, the time from the simulator's start to its answer to the
// route's first reference-data request, in both mounts (used by scripts/bench-sim.mjs).
//
//   - The route's first reference-data request is recorded from the app itself: the page is
//     loaded in demo mode and the first request it posts to the simulator under /ref/v1/ is kept
//     (for a page that asks none, its first request of any kind, marked as such).
//   - Browser mount: from a static file of the app's origin, a new simulator worker is started
//     (the production build's worker script, as the app starts it), configured on the pinned
//     clock and sent that one request at once; the time runs from `new Worker` to the answer
//     (the worker's script and the snapshot chunk come from the HTTP cache after the first run).
//   - HTTP mount: `src/sim/server/cli.ts` is started through tsx on a free port; the time runs
//     from the moment it accepts connections (as the Playwright suite's readiness probe sees it)
//     to the answer read in full; the time from spawning the process to that moment is reported too.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './server.mjs';
import { watchSimulator } from './capture.mjs';
import { SIM_NOW, newContext } from './page.mjs';
import { summarize } from './stats.mjs';

/** Routes whose first answer is measured: name and address. */
export const FIRST_ANSWER_ROUTES = [
  { name: 'search', path: '/?q=apple' },
  { name: 'details', path: '/instruments/Stock/211' },
  { name: 'schedule', path: '/instruments/Stock/211/schedule' },
  { name: 'option chain', path: '/options/1' },
  { name: 'futures space', path: '/futures/28001' },
  { name: 'browse option roots', path: '/browse/options' },
  { name: 'browse futures', path: '/browse/futures' },
  { name: 'time zones', path: '/timezones' },
  { name: 'corporate actions', path: '/corporate-actions' },
];

const REFDATA = /\/ref\/v1\//i;

/** The first request each route's page makes of the simulator (its first reference-data one where it has one). */
export async function recordFirstRequests(browser, origin, routes = FIRST_ANSWER_ROUTES) {
  const out = [];
  for (const route of routes) {
    const context = await newContext(browser, { observers: false });
    try {
      await context.addInitScript(watchSimulator);
      const page = await context.newPage();
      await page.goto(`${origin}${route.path}`);
      // Until one request has been answered, then until a reference-data one has been asked for (some pages ask
      // another first: the corporate-actions list asks for its events, then for its holdings' details), unless
      // the page asks none within a few seconds.
      await page.waitForFunction(() => window.__sim?.requests.some((request) => request.status !== undefined), null, { timeout: 90_000 });
      await page
        .waitForFunction((pattern) => window.__sim.requests.some((request) => new RegExp(pattern, 'i').test(request.url)), REFDATA.source, { timeout: 5_000 })
        .catch(() => undefined);
      const requests = await page.evaluate(() => window.__sim.requests.map(({ method, url, headers }) => ({ method, url, headers })));
      const request = requests.find((candidate) => REFDATA.test(candidate.url)) ?? requests[0];
      out.push({ ...route, refdata: REFDATA.test(request.url), request });
    } finally {
      await context.close();
    }
  }
  return out;
}

/** Browser mount: `runs` fresh workers per route, each timed from its start to its first answer. */
export async function firstAnswersInBrowser(browser, origin, distDir, routes, runs) {
  const worker = readdirSync(join(distDir, 'assets')).find((file) => /^worker-.*\.js$/.test(file));
  const context = await newContext(browser, { observers: false, pin: false });
  try {
    const page = await context.newPage();
    // A document of the app's origin that starts nothing: a static file. (Not a routed blank page: Playwright's
    // request interception would slow down every fetch of the page and its workers, the snapshot's included.)
    await page.goto(`${origin}/favicon.svg`);
    const results = [];
    for (const route of routes) {
      const samples = await page.evaluate(
        async ({ workerUrl, simNow, request, runs }) => {
          const out = [];
          for (let run = 0; run < runs; run++) {
            const started = performance.now();
            const worker = new Worker(workerUrl, { type: 'module' });
            const answer = await new Promise((resolve, reject) => {
              worker.onmessage = (event) => resolve(event.data);
              worker.onerror = (event) => reject(new Error(event.message));
              worker.postMessage({ type: 'configure', options: { simNow } });
              worker.postMessage({ type: 'request', id: 1, method: request.method, url: request.url, headers: request.headers });
            });
            out.push({ ms: performance.now() - started, status: answer.status });
            worker.terminate();
          }
          return out;
        },
        { workerUrl: `${origin}/assets/${worker}`, simNow: SIM_NOW, request: route.request, runs },
      );
      results.push({ route: route.name, samples });
    }
    return results;
  } finally {
    await context.close();
  }
}

/** HTTP mount: per route, `runs` fresh server processes, each timed from accepting connections to its first answer. */
export async function firstAnswersOverHttp(root, routes, runs) {
  const results = [];
  for (const route of routes) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const port = await freePort();
      const spawned = performance.now();
      const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['src/sim/server/cli.ts', '--port', String(port), '--quiet'], {
        cwd: root,
        env: { ...process.env, SIM_NOW },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const base = `http://127.0.0.1:${port}`;
      try {
        const deadline = Date.now() + 60_000;
        for (;;) {
          // Accepting connections: any answer (401 without a token) will do, and asks nothing of the universe.
          if (
            await fetch(`${base}/ref/v1/timezones`).then(
              () => true,
              () => false,
            )
          )
            break;
          if (Date.now() > deadline || child.exitCode !== null) throw new Error('The HTTP mount did not start');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const ready = performance.now();
        const { pathname, search } = new URL(route.request.url);
        const response = await fetch(`${base}${pathname}${search}`, { method: route.request.method, headers: route.request.headers });
        await response.text();
        samples.push({ ms: performance.now() - ready, startMs: ready - spawned, status: response.status });
      } finally {
        child.kill('SIGTERM');
      }
    }
    results.push({ route: route.name, samples });
  }
  return results;
}

/** Rows of the figure: per route, the request and both mounts' medians and worst runs. */
export function firstAnswerRows(routes, browser, http) {
  return routes.map((route, index) => {
    const inBrowser = summarize(browser[index].samples.map((sample) => sample.ms));
    const overHttp = summarize(http[index].samples.map((sample) => sample.ms));
    const start = summarize(http[index].samples.map((sample) => sample.startMs));
    const statuses = [...browser[index].samples, ...http[index].samples].map((sample) => sample.status);
    return {
      route: route.name,
      request: new URL(route.request.url).pathname + new URL(route.request.url).search,
      refdata: route.refdata,
      browser: inBrowser,
      http: overHttp,
      httpStart: start,
      errors: statuses.filter((status) => status >= 400).length,
    };
  });
}
