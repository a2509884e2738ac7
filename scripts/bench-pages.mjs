// `npm run bench:pages` (also run by `npm run bench`): each main route in demo mode on the pinned
// clock, against the production build in Chromium.
//
//   - loads: a cold load (a new browser context: empty cache, the simulator starting) and a warm
//     one (a reload in the same context: the page is revalidated, the hashed assets come from the
//     cache as dist/_headers lets them, the simulator starts again),
//     several runs: FCP, LCP, CLS (largest session window) and TBT (long tasks' time beyond 50 ms
//     from FCP until a second without a long task) from the page's own observers;
//   - INP of the view's main controls (Event Timing API, entries of 16 ms or more, grouped by
//     interaction): each control is clicked on the warm page until the view shows its effect.
//
// Budgets: warm LCP p95 at most 1.0 s on each route, CLS at most 0.02 on every load, every INP
// sample at most 100 ms. bench/run.mjs writes bench/results/pages-<time>.json
// and gives the verdict and exit code. Options: --no-fail, --rebuild, --quick (one run), --route NAME (one route).
import { root } from './lib.mjs';
import { ensureBuild, startPreview } from '../bench/server.mjs';
import { waitForGrid } from '../bench/chain.mjs';
import { launch, loadVitals, newContext, timeInteraction, waitForQuiet } from '../bench/page.mjs';
import { options, runBenchmark } from '../bench/run.mjs';
import { round, summarize, table } from '../bench/stats.mjs';

const { argv } = options;
const QUICK = options.quick;
const ONLY = argv.includes('--route') ? argv[argv.indexOf('--route') + 1] : undefined;
const OUT_DIR = process.env.BENCH_DIST || 'dist-bench';
const RUNS = QUICK ? 1 : 3;
const BUDGETS = { warmLcpP95Ms: 1000, cls: 0.02, inpMs: 100 };
const FIRST_LOAD_MS = 90_000;

const log = (message) => console.info(message);
const mainRegion = (page) => page.getByRole('main');
const visible = (locator) => () => locator.waitFor({ timeout: 30_000 });
const attribute = (locator, name, value) => () => locator.and(locator.page().locator(`[${name}="${value}"]`)).waitFor({ timeout: 30_000 });
const checked = (locator) => () => locator.and(locator.page().locator(':checked')).waitFor({ state: 'attached', timeout: 30_000 });
const click = (locator) => () => locator.click();
/** A control clicked, and what shows that the view has answered it. */
const control = (name, locator, settled) => ({ name, action: click(locator), settled });
/** A segment of a segmented control (its radio is visually hidden: the label is what is clicked). */
const segment = (page, group, name, index) => {
  const radios = page.getByRole('radiogroup', { name: group });
  const label = index === undefined ? radios.getByText(name, { exact: true }) : radios.locator('label').nth(index);
  const input = index === undefined ? radios.getByRole('radio', { name, exact: true }) : radios.getByRole('radio').nth(index);
  return control(name, label, checked(input));
};

/** The main routes: an address, what shows the page is ready, and the controls whose interactions are timed. */
const ROUTES = [
  {
    name: 'search',
    path: '/?q=apple',
    ready: (page) => page.getByRole('table', { name: 'Search results' }).getByRole('row').nth(1).waitFor({ timeout: FIRST_LOAD_MS }),
    controls: (page) => {
      const pages = page.getByRole('navigation', { name: 'Result pages' });
      const status = mainRegion(page).getByRole('status').filter({ hasText: /^Rows/ });
      const select = page.getByRole('table', { name: 'Search results' }).getByRole('checkbox').first();
      return [
        control('Filters (open)', page.getByRole('button', { name: /^Filters/ }), visible(page.getByRole('region', { name: 'Filters' }))),
        control('Filters (close)', page.getByRole('button', { name: /^Filters/ }), () => page.getByRole('region', { name: 'Filters' }).waitFor({ state: 'hidden' })),
        control('select a result for comparison', select, () => checked(select)()),
        control('unselect it', select, () => select.and(page.locator(':not(:checked)')).waitFor()),
        control('Next page', pages.getByRole('button', { name: 'Next page' }), visible(status.filter({ hasText: 'page 2' }))),
        control('Previous page', pages.getByRole('button', { name: 'Previous page' }), visible(status.filter({ hasText: 'page 1' }))),
      ];
    },
  },
  {
    name: 'details',
    path: '/instruments/Stock/211',
    ready: (page) => page.getByRole('table', { name: 'Identity' }).waitFor({ timeout: FIRST_LOAD_MS }),
    controls: (page) => {
      const tab = (name) => page.getByRole('tablist', { name: 'Details views' }).getByRole('tab', { name });
      const group = page.getByRole('group', { name: 'Field groups' }).getByRole('checkbox', { name: 'Order setting' });
      return [
        control('Raw JSON tab', tab('Raw JSON'), attribute(tab('Raw JSON'), 'aria-selected', 'true')),
        control('Overview tab', tab('Overview'), attribute(tab('Overview'), 'aria-selected', 'true')),
        control('field group on', group, () => checked(group)()),
        control('field group off', group, () => group.and(page.locator(':not(:checked)')).waitFor()),
      ];
    },
  },
  {
    name: 'schedule',
    path: '/instruments/Stock/211/schedule',
    ready: (page) =>
      page
        .getByRole('grid', { name: /^Sessions by day/ })
        .getByRole('row')
        .first()
        .waitFor({ timeout: FIRST_LOAD_MS }),
    controls: (page) => {
      return [
        segment(page, 'View', 'Table'),
        segment(page, 'View', 'Timeline'),
        { ...segment(page, 'Times in', undefined, 1), name: 'my time zone' },
        { ...segment(page, 'Times in', undefined, 0), name: 'exchange time zone' },
      ];
    },
  },
  {
    name: 'chain',
    path: '/options/1',
    ready: (page) => waitForGrid(page, undefined, FIRST_LOAD_MS),
    controls: async (page) => {
      const tabs = page.getByRole('tablist', { name: 'Expiries' }).getByRole('tab');
      const dates = await tabs.evaluateAll((nodes) => nodes.map((node) => node.dataset.date));
      const selected = await tabs.evaluateAll((nodes) => nodes.findIndex((node) => node.getAttribute('aria-selected') === 'true'));
      const expiry = (index) => control(`expiry ${dates[index]}`, tabs.nth(index), () => waitForGrid(page, dates[index], 30_000));
      const sides = (name) => segment(page, 'Sides', name);
      return [expiry(selected + 1), expiry(selected + 2), expiry(selected + 3), expiry(selected), sides('Calls'), sides('Puts'), sides('Both')];
    },
  },
  {
    name: 'futures',
    path: '/futures/28001',
    ready: (page) =>
      page
        .getByRole('table', { name: /^Futures of/ })
        .getByRole('row')
        .nth(1)
        .waitFor({ timeout: FIRST_LOAD_MS }),
    controls: (page) => {
      const copy = page.getByRole('button', { name: /^Copy Uic of/ }).first();
      const jump = page.getByRole('button', { name: /^Quick jump/ });
      const box = page.getByRole('combobox', { name: 'Quick jump search' });
      return [
        control('copy a contract’s Uic', copy, undefined),
        control('Quick jump (open)', jump, visible(box)),
        { name: 'Quick jump (close, Escape)', action: () => page.keyboard.press('Escape'), settled: () => box.waitFor({ state: 'hidden' }) },
      ];
    },
  },
  {
    name: 'time zones',
    path: '/timezones',
    ready: (page) => page.getByRole('table', { name: 'Time zones' }).getByRole('row').nth(1).waitFor({ timeout: FIRST_LOAD_MS }),
    // The view has no control of its own: the header's colour scheme, which restyles the whole page.
    controls: (page) => ['Dark', 'Light', 'Auto'].map((name) => ({ ...segment(page, 'Colour scheme', name), name: `colour scheme ${name}` })),
  },
  {
    name: 'corporate actions',
    path: '/corporate-actions',
    ready: (page) => page.getByRole('table', { name: 'Corporate action events' }).getByRole('row').nth(1).waitFor({ timeout: FIRST_LOAD_MS }),
    controls: (page) => {
      const events = page.getByRole('table', { name: 'Corporate action events' });
      // A sort header: clicked, until its column's aria-sort changes.
      const sort = (name) => {
        const header = events.getByRole('columnheader', { name: new RegExp(`^${name}`) });
        let before;
        return {
          name: `sort by ${name}`,
          action: async () => {
            before = await header.getAttribute('aria-sort');
            await events.getByRole('button', { name: new RegExp(`^${name}`) }).click();
          },
          settled: () => header.and(page.locator(`[aria-sort]:not([aria-sort="${before}"])`)).waitFor({ timeout: 30_000 }),
        };
      };
      const tab = (name) => {
        const locator = page.getByRole('tablist', { name: 'Event status' }).getByRole('tab', { name: new RegExp(`^${name}`) });
        return control(`${name} tab`, locator, attribute(locator, 'aria-selected', 'true'));
      };
      return [
        sort('Instrument'),
        sort('Instrument'),
        sort('Ex date'),
        tab('Upcoming'),
        tab('All'),
        segment(page, 'Mandatory or voluntary', 'Voluntary'),
        segment(page, 'Mandatory or voluntary', 'Both'),
        segment(page, 'View', 'Calendar'),
        segment(page, 'View', 'Table'),
      ];
    },
  },
  {
    name: 'corporate action event',
    path: '/corporate-actions/9501101',
    ready: (page) => page.getByRole('table', { name: 'Holdings per account' }).waitFor({ timeout: FIRST_LOAD_MS }),
    controls: (page) => [
      control('copy the event id', page.getByRole('button', { name: 'Copy event id' }), undefined),
      control('back to the list', page.getByRole('link', { name: /Back to the list/ }), () =>
        page.getByRole('table', { name: 'Corporate action events' }).getByRole('row').nth(1).waitFor({ timeout: 30_000 }),
      ),
    ],
  },
];

/** Loads (or reloads) a route and returns its figures once the page is ready and quiet. */
async function load(page, route, navigate) {
  const started = Date.now();
  await navigate();
  await route.ready(page);
  const readyMs = Date.now() - started;
  const quietFrom = await waitForQuiet(page);
  return { readyMs, ...(await loadVitals(page, quietFrom)) };
}

async function measureRoute(browser, url, route) {
  const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cold = await load(page, route, () => page.goto(`${url}${route.path}`));
    const warm = await load(page, route, () => page.reload());
    const interactions = [];
    for (const { name, action, settled } of await route.controls(page)) {
      try {
        const { ms, reported } = await timeInteraction(page, action, settled);
        interactions.push({ control: name, ms, reported });
      } catch (error) {
        errors.push(`the control "${name}" did not answer: ${error.message.split('\n')[0]}`);
      }
    }
    return { cold, warm, interactions, errors };
  } finally {
    await context.close();
  }
}

async function main() {
  await ensureBuild(root, OUT_DIR, { force: options.rebuild, log });
  const preview = await startPreview(root, OUT_DIR);
  const browser = await launch();
  const routes = ROUTES.filter((route) => !ONLY || route.name === ONLY);
  const runs = new Map(routes.map((route) => [route.name, []]));
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const route of routes) {
        log(`Run ${run + 1}/${RUNS}: ${route.name} (${route.path})…`);
        try {
          runs.get(route.name).push(await measureRoute(browser, preview.url, route));
        } catch (error) {
          // One route's failure (e.g. a page that never gets ready) does not stop the others.
          runs.get(route.name).push({ interactions: [], errors: [`run ${run + 1} failed: ${error.message.split('\n')[0]}`] });
        }
      }
    }
  } finally {
    await browser.close();
    await preview.stop();
  }

  const stat = (samples, key) => summarize(samples.map((sample) => sample[key]).filter((value) => value !== undefined));
  const results = routes.map((route) => {
    const samples = runs.get(route.name);
    const loads = (kind) => {
      const list = samples.map((sample) => sample[kind]).filter(Boolean);
      return {
        fcp: stat(list, 'fcp'),
        lcp: stat(list, 'lcp'),
        cls: stat(list, 'cls'),
        tbt: stat(list, 'tbt'),
        ready: stat(list, 'readyMs'),
        lcpElement: list.at(-1)?.lcpElement,
        workerStart: stat(list, 'workerStart'),
        firstAnswer: stat(list, 'firstAnswer'),
        lcpAfterAnswer: stat(list, 'lcpAfterAnswer'),
      };
    };
    const interactions = samples.flatMap((sample) => sample.interactions);
    const byControl = [...new Set(interactions.map((entry) => entry.control))].map((name) => ({
      control: name,
      inp: summarize(interactions.filter((entry) => entry.control === name).map((entry) => entry.ms)),
    }));
    return {
      route: route.name,
      path: route.path,
      cold: loads('cold'),
      warm: loads('warm'),
      inp: summarize(interactions.map((entry) => entry.ms)),
      controls: byControl,
      errors: samples.flatMap((sample) => sample.errors),
    };
  });

  const failures = [];
  for (const result of results) {
    if (!(result.warm.lcp.p95 <= BUDGETS.warmLcpP95Ms)) failures.push(`${result.route}: warm LCP p95 ${result.warm.lcp.p95} ms > ${BUDGETS.warmLcpP95Ms} ms`);
    const cls = Math.max(result.cold.cls.max, result.warm.cls.max);
    if (!(cls <= BUDGETS.cls)) failures.push(`${result.route}: CLS ${round(cls, 3)} > ${BUDGETS.cls}`);
    for (const { control: name, inp } of result.controls) if (inp.max > BUDGETS.inpMs) failures.push(`${result.route}: INP of "${name}" ${inp.max} ms > ${BUDGETS.inpMs} ms`);
    if (result.errors.length) failures.push(`${result.route}: page errors: ${[...new Set(result.errors)].join('; ')}`);
  }

  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');
  log('');
  log(
    table(
      [
        'route (ms; median / p95)',
        'runs',
        'FCP cold',
        'LCP cold',
        'LCP warm',
        'warm: sim start',
        'warm: 1st answer',
        'warm: LCP − answer',
        'CLS max',
        'TBT cold',
        'TBT warm',
        'INP max',
        'INP p95',
      ],
      results.map((result) => [
        result.route,
        result.cold.lcp.count,
        `${ms(result.cold.fcp.median)} / ${ms(result.cold.fcp.p95)}`,
        `${ms(result.cold.lcp.median)} / ${ms(result.cold.lcp.p95)}`,
        `${ms(result.warm.lcp.median)} / ${ms(result.warm.lcp.p95)}`,
        `${ms(result.warm.workerStart.median)} / ${ms(result.warm.workerStart.p95)}`,
        `${ms(result.warm.firstAnswer.median)} / ${ms(result.warm.firstAnswer.p95)}`,
        `${ms(result.warm.lcpAfterAnswer.median)} / ${ms(result.warm.lcpAfterAnswer.p95)}`,
        round(Math.max(result.cold.cls.max, result.warm.cls.max), 3),
        `${ms(result.cold.tbt.median)} / ${ms(result.cold.tbt.p95)}`,
        `${ms(result.warm.tbt.median)} / ${ms(result.warm.tbt.p95)}`,
        ms(result.inp.max),
        ms(result.inp.p95),
      ]),
    ),
  );
  return { runs: RUNS, budgets: BUDGETS, results, samples: Object.fromEntries(runs), failures };
}

runBenchmark('pages', main);
