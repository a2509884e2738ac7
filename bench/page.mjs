// The browser side of the benchmarks: Chromium, a context on the pinned clock, and the page's
// performance observers (paints, LCP, layout shifts, long tasks, Event Timing), installed
// before the app's scripts run.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/browser.mjs';

/** The instant the simulator's clock is pinned to (its `refex:sim-now` knob), and the page's clock starts from. */
export const SIM_NOW = '2026-11-20T10:00:00Z';
export const VIEWPORT = { width: 1400, height: 900 };
/** The Event Timing API's lowest threshold: shorter interactions are not reported (counted as 16 ms). */
export const EVENT_THRESHOLD_MS = 16;

export async function launch(extraArgs = []) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (Playwright’s own or /usr/bin/chromium). Run `node scripts/ensure-browser.mjs --full`.');
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * Runs in the page before its scripts: pins the simulator's clock (the knob the demo mode reads)
 * and moves the page's clock to the same instant (time flows from there; timers and
 * performance.now are untouched), so that what "today" means is the same on both sides.
 */
function pinClock(iso) {
  localStorage.setItem('refex:sim-now', iso);
  const RealDate = Date;
  const offset = RealDate.parse(iso) - RealDate.now();
  const now = () => RealDate.now() + offset;
  window.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key) => (key === 'now' ? now : Reflect.get(target, key)),
  });
}

/** Runs in the page before its scripts: records what the benchmarks read into `window.__bench`. */
function installObservers(eventThreshold) {
  const store = { paints: [], lcp: [], shifts: [], longTasks: [], events: [], history: [], workers: [], workerMessages: [] };
  window.__bench = store;
  // When the page starts a worker (in demo mode, the simulator's) and when each of its answers
  // arrives: splits a load's LCP into the wait for the simulator and the app's own part.
  const NativeWorker = window.Worker;
  if (NativeWorker) {
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        store.workers.push(performance.now());
        this.addEventListener('message', () => store.workerMessages.push(performance.now()));
      }
    };
  }
  const describe = (node) => {
    if (!node) return '';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName?.toLowerCase() ?? '#text'}${node.getAttribute?.('role') ? `[role=${node.getAttribute('role')}]` : ''} "${text}"`;
  };
  const observe = (type, push, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(push)).observe({ type, buffered: true, ...options });
    } catch {
      // Not supported by this browser: the figure stays empty.
    }
  };
  observe('paint', (entry) => store.paints.push({ name: entry.name, startTime: entry.startTime }));
  observe('largest-contentful-paint', (entry) => store.lcp.push({ startTime: entry.startTime, size: entry.size, element: describe(entry.element) }));
  observe('layout-shift', (entry) => store.shifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput }));
  observe('longtask', (entry) => store.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));
  observe(
    'event',
    (entry) => {
      if (entry.interactionId) {
        store.events.push({ id: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration, target: describe(entry.target) });
      }
    },
    { durationThreshold: eventThreshold },
  );
  // When the app writes its address (the router's navigation), e.g. the search's debounced commit.
  for (const method of ['pushState', 'replaceState']) {
    const original = history[method];
    history[method] = function (...args) {
      const result = original.apply(this, args);
      store.history.push({ at: performance.now(), url: location.href });
      return result;
    };
  }
  /** Resolves once the next frame has been rendered: a rAF callback, then a message posted from it. */
  store.afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );
}

/** The corporate-actions inbox's remembered view (src/features/corporate-actions/inbox/opening.ts): the list of all events, which the benchmarks measure. */
export const INBOX_OPENING = ['refex:ca-opening', JSON.stringify('list')];

function chooseInboxList([key, value]) {
  if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
}

/** A fresh context (empty cache) on the pinned clock, the inbox opening on its list, with the observers installed in every page. */
export async function newContext(browser, { pin = true, observers = true, ...options } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, timezoneId: 'UTC', locale: 'en-GB', ...options });
  await context.addInitScript(chooseInboxList, INBOX_OPENING);
  if (pin) await context.addInitScript(pinClock, SIM_NOW);
  if (observers) await context.addInitScript(installObservers, EVENT_THRESHOLD_MS);
  return context;
}

/** The page's load figures so far: FCP, LCP (the last candidate), CLS (largest session window), TBT (from FCP to `until`). */
export async function loadVitals(page, until) {
  const store = await page.evaluate(() => {
    const { paints, lcp, shifts, longTasks, workers, workerMessages } = window.__bench;
    return { paints, lcp, shifts, longTasks, workers, workerMessages, now: performance.now() };
  });
  const fcp = store.paints.find((paint) => paint.name === 'first-contentful-paint')?.startTime;
  const last = store.lcp.at(-1);
  const end = until ?? store.now;
  const blocking = store.longTasks.filter((task) => fcp !== undefined && task.startTime >= fcp && task.startTime < end);
  // The simulator's answers up to the LCP: the last one is (at the latest) the data the LCP element shows.
  const answers = last ? store.workerMessages.filter((at) => at <= last.startTime) : [];
  return {
    fcp,
    lcp: last?.startTime,
    lcpElement: last?.element,
    workerStart: store.workers[0],
    firstAnswer: store.workerMessages[0],
    lcpAfterAnswer: answers.length && last ? last.startTime - answers.at(-1) : undefined,
    cls: cumulativeLayoutShift(store.shifts),
    tbt: blocking.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longTasks: store.longTasks.length,
    longestTask: Math.max(0, ...store.longTasks.map((task) => task.duration)),
  };
}

/** CLS as the web-vitals library counts it: the largest session window (gaps under 1 s, at most 5 s) of unexpected shifts. */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let first = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
    if (shift.startTime - previous < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/**
 * Waits until no long task has started for `quietMs` (at most `maxMs`), the window over which
 * TBT is summed (Lighthouse sums to the time to interactive, which needs 5 s of quiet).
 * Returns the page time the quiet window started.
 */
export function waitForQuiet(page, { quietMs = 1000, maxMs = 15_000 } = {}) {
  return page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise((resolve) => {
        const started = performance.now();
        const check = () => {
          const tasks = window.__bench.longTasks;
          const lastEnd = tasks.length ? Math.max(...tasks.map((task) => task.startTime + task.duration)) : 0;
          const now = performance.now();
          if (now - Math.max(lastEnd, started - quietMs) >= quietMs || now - started >= maxMs) resolve(Math.max(lastEnd, 0));
          else setTimeout(check, 100);
        };
        check();
      }),
    { quietMs, maxMs },
  );
}

/**
 * Does `action` (a click, a key) and returns the interaction's latency: the longest Event Timing
 * entry of the interactions that started after it began, once `settled` resolves and the
 * entries have been delivered (they are reported after the next paint). Interactions shorter
 * than the API's threshold are not reported: they count as the threshold.
 */
export async function timeInteraction(page, action, settled) {
  const since = await page.evaluate(() => performance.now());
  await action();
  if (settled) await settled();
  const entries = await page.evaluate(
    (since) =>
      new Promise((resolve) => {
        const started = performance.now();
        const poll = async () => {
          await window.__bench.afterPaint();
          const found = window.__bench.events.filter((entry) => entry.startTime >= since);
          // Entries arrive in an observer callback after the frame: a short grace period for them.
          if (
            (found.some((entry) => entry.name === 'click' || entry.name === 'keyup' || entry.name === 'pointerup') && performance.now() - started > 50) ||
            performance.now() - started > 400
          )
            resolve(found);
          else setTimeout(poll, 25);
        };
        poll();
      }),
    since,
  );
  const byInteraction = new Map();
  for (const entry of entries) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
  return { ms: Math.max(EVENT_THRESHOLD_MS, ...byInteraction.values()), interactions: byInteraction.size, reported: byInteraction.size > 0 };
}
