import type { CDPSession, Page } from '@playwright/test';
import type { InstrumentSummary } from '../src/api/types';
import { allowTime, expect, test } from './support/fixtures';
import { followAndSettle } from './support/navigation';
import { askRows } from './support/service';

// A long session in one page: 300 navigations across every view, as a user moving through the app by
// its links and the browser's back and forward (no reload). Memory must settle once every view has been
// visited twice: the JS heap, after a garbage collection, stays within 20% of its level after the second
// round, DOM nodes no longer in the page (kept alive by a leak) do not pile up, and nothing is written to
// the console as an error. Not the first round: on a slow machine it can end with part of its work not yet
// done (run 57: 1 detached node where other runs have 12 to 33, and the JS heap 3 MB lower than after round 2),
// and a level taken then is too low to measure against.

const ROUNDS = 20;

/** The first row the (deterministic) service finds for a search, asked of the simulator in this process. */
function firstFound(query: string, accept: (row: InstrumentSummary) => boolean): InstrumentSummary {
  const row = askRows<InstrumentSummary>(`/openapi/ref/v1/instruments?${query}`).find(accept);
  if (!row) throw new Error(`nothing found for ${query}`);
  return row;
}

function tour(): string[] {
  const future = firstFound('Keywords=s%26p%20500%20continuous&IncludeNonTradable=true&$top=5', (row) => row.DisplayHint === 'Continuous');
  return [
    '/?q=shell',
    '/?q=aapl&types=Stock',
    '/instruments/Stock/211',
    '/instruments/Stock/211/schedule',
    '/compare?items=211:Stock,16350:Stock',
    '/options/1',
    '/options/1?stacked=true&expiry=all&window=all',
    `/futures/${future.Identifier}`,
    '/timezones',
    '/browse/options',
    '/corporate-actions',
    '/corporate-actions?kind=Voluntary&status=Upcoming',
    '/corporate-actions/9501101',
    '/corporate-actions/9501106',
    '/corporate-actions?view=calendar',
  ];
}

/** Follows `url` (or stays, when undefined) and expects the route to settle: its heading shown, nothing loading in the main area. */
async function settled(page: Page, url: string | undefined, label = url): Promise<void> {
  const state = await followAndSettle(page, url, { heading: true, timeoutMs: 30_000 });
  expect(state.heading, `heading at ${label}`).toBe(true);
  expect(state.loading, `still loading at ${label}`).toBe(false);
}

/** After a full garbage collection, the JS heap in use (what the page's `performance.memory` reports, compiled code included). */
async function heapInUse(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/**
 * A heap snapshot (taken after a full garbage collection), summed up: the size of the objects the
 * app holds, leaving out the code V8 compiles (it grows with use as functions get optimised, and is no
 * leak), and the DOM nodes alive but no longer in the page.
 */
async function snapshot(cdp: CDPSession): Promise<{ objects: number; detached: number }> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const heap = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = heap.snapshot.meta.node_fields;
  const [typeAt, nameAt, sizeAt, detachedAt] = ['type', 'name', 'self_size', 'detachedness'].map((field) => fields.indexOf(field)) as [number, number, number, number];
  const types = heap.snapshot.meta.node_types[0];
  let objects = 0;
  let detached = 0;
  for (let index = 0; index < heap.nodes.length; index += fields.length) {
    const type = types[heap.nodes[index + typeAt] as number];
    const name = heap.strings[heap.nodes[index + nameAt] as number] ?? '';
    // Chromium marks each DOM node attached (1) or detached (2); older versions named them "Detached ...".
    if (detachedAt >= 0 ? heap.nodes[index + detachedAt] === 2 : name.startsWith('Detached ')) detached += 1;
    if (type !== 'code' && type !== 'native' && type !== 'synthetic') objects += heap.nodes[index + sizeAt] as number;
  }
  return { objects, detached };
}

test('300 navigations across every view: the heap settles within 20% of its level after the second round, no detached nodes pile up, no console errors', async ({ page }) => {
  const urls = tour();
  allowTime(8 * 60_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (at ${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message} (at ${page.url()})`));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');

  await page.goto('/timezones');
  await settled(page, undefined, '/timezones');
  // The page's first heap snapshot counts fewer objects than any later one of the same state (4.5 MB, then 7.0 MB
  // a moment later, seen after round 1), so one is taken and set aside before the tour.
  await snapshot(cdp);
  let navigations = 0;
  let baseline: { objects: number; detached: number } | undefined;
  const heaps: number[] = [];
  const spent = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const url of urls) {
      const started = Date.now();
      await settled(page, url);
      spent.set(url, (spent.get(url) ?? 0) + Date.now() - started);
      navigations += 1;
      if (url.includes('stacked=true')) {
        // The big chain, stacked: scroll through its virtualised rows.
        const grid = page.getByRole('grid');
        await grid.hover();
        await page.mouse.wheel(0, 20_000);
        await page.mouse.wheel(0, -20_000);
      }
    }
    // Every fifth round, also back and forward through the history.
    if (round % 5 === 4) {
      await page.goBack();
      await page.goForward();
    }
    heaps.push(await heapInUse(cdp));
    if (round === 1) baseline = await snapshot(cdp);
  }
  const atEnd = await snapshot(cdp);
  const first = baseline as { objects: number; detached: number };

  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
  const report = `objects ${mb(first.objects)} after round 2, ${mb(atEnd.objects)} after round ${ROUNDS}; detached nodes ${first.detached} then ${atEnd.detached}; JS heap with compiled code, round by round: ${heaps.map(mb).join(', ')}`;
  test.info().annotations.push({ type: 'memory', description: report });
  if (process.env.ENDURANCE_TRACE) console.info(report, [...spent].map(([url, ms]) => `${ms} ms ${url}`).join('\n'));
  expect(navigations).toBeGreaterThanOrEqual(300);
  expect(atEnd.objects, report).toBeLessThanOrEqual(first.objects * 1.2);
  // A few detached nodes come and go (a list's recycled rows, a closed popover); they must not pile up round after round.
  expect(atEnd.detached, report).toBeLessThanOrEqual(first.detached + 50);
  expect(errors).toEqual([]);
});
