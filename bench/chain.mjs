// Option chain scenarios, measured inside the page (no round trips to the driver while timing).
// Marks (bench:switch-start / bench:switch-painted, bench:frame-end) let a trace give the
// main thread's CPU time for the same intervals (see trace.mjs).
//
// The app marks the grid element with data-expiries (what it shows) and
// data-ready, and emits performance.mark('refex:chain-rendered') when it shows
// new data. "Painted" is taken after the next frame: a requestAnimationFrame
// callback, then a message posted from it, which runs once that frame's
// rendering (style, layout, paint) is done.

const GRID = '[role=grid][data-expiries]';

/** Waits until the grid shows all expiries' data. */
export async function waitForGrid(page, expiries, timeout = 60_000) {
  await page.waitForFunction(
    ({ selector, expected }) => {
      const grid = document.querySelector(selector);
      return grid && grid.dataset.ready === 'true' && (expected === undefined || grid.dataset.expiries === expected);
    },
    { selector: GRID, expected: expiries },
    { timeout, polling: 50 },
  );
}

/** The expiry dates of the strip, in order. */
export function stripDates(page) {
  return page.$$eval('[role=tablist][aria-label=Expiries] [role=tab], [role=group] [aria-pressed][data-date]', (tabs) => tabs.map((tab) => tab.dataset.date));
}

/**
 * Visits each date (loading it into the cache), then switches between them
 * `rounds` times, by click or by arrow key, timing each switch until the
 * grid shows the new expiry and until that frame is painted.
 *
 * The visit renders every expiry back to back without waiting for a frame, a
 * burst no user makes; the garbage it leaves is collected during the next
 * frames. `settleMs` waits that long after it, so that the timed switches do
 * not pay for the burst (without it the first few switches after a warm-up
 * took 2-4 times as long as the rest).
 */
export function measureSwitches(page, { dates, rounds, via, settleMs = 0 }) {
  return page.evaluate(
    async ({ dates, rounds, via, settleMs, selector }) => {
      const grid = () => document.querySelector(selector);
      const tab = (date) => document.querySelector(`[role=tab][data-date="${date}"]`);
      const afterPaint = () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(0);
          });
        });
      const shown = (date) =>
        new Promise((resolve) => {
          const check = () => {
            const element = grid();
            return element && element.dataset.expiries === date && element.dataset.ready === 'true';
          };
          if (check()) return resolve(performance.now());
          const observer = new MutationObserver(() => {
            if (check()) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-expiries', 'data-ready'] });
        });
      const go = (from, to) => {
        if (via === 'key') {
          const index = dates.indexOf(to);
          const key = dates.indexOf(from) + 1 === index ? 'ArrowRight' : 'ArrowLeft';
          tab(from).focus();
          tab(from).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        } else {
          tab(to).click();
        }
      };
      // Warm-up: every date once, so that switches are served from the cache.
      for (const date of dates) {
        tab(date).click();
        await shown(date);
      }
      await afterPaint();
      if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
      const samples = [];
      let current = dates[dates.length - 1];
      for (let round = 0; round < rounds; round++) {
        // Walk back and forth along the strip (neighbours, as arrow keys do).
        const order = round % 2 === 0 ? [...dates].reverse() : dates;
        for (const date of order) {
          if (date === current) continue;
          if (via === 'key' && Math.abs(dates.indexOf(date) - dates.indexOf(current)) !== 1) continue;
          const rows = () => Number(grid()?.dataset.rows ?? 0);
          performance.mark('bench:switch-start');
          const started = performance.now();
          go(current, date);
          const domAt = await shown(date);
          const paintedAt = await afterPaint();
          performance.mark('bench:switch-painted');
          samples.push({ date, dom: domAt - started, painted: paintedAt - started, rows: rows() });
          current = date;
        }
      }
      return samples;
    },
    { dates, rounds, via, settleMs, selector: GRID },
  );
}

/**
 * Scrolls the grid from top to bottom, `step` pixels per animation frame
 * (at most `maxFrames` frames), and records each frame: the time between
 * animation frames (wall clock), the main thread's work in the frame (from
 * the scroll event, in which the virtual list renders, to the end of the
 * frame's rendering), and whether the frame was blank: once it is rendered,
 * points at the top, middle and bottom of the grid's viewport (below the
 * column header) must each hit a row. Long-animation-frame entries are
 * counted when the browser has them.
 */
export function measureScroll(page, { step, maxFrames }) {
  return page.evaluate(
    async ({ step, maxFrames, selector }) => {
      const scroller = document.querySelector(selector);
      // The whole grid in the window, so that its rows can be hit-tested.
      scroller.scrollIntoView({ block: 'start' });
      scroller.scrollTop = 0;
      const headerHeight = scroller.querySelector('[role=rowgroup]')?.getBoundingClientRect().height ?? 36;
      /** After the frame is rendered (layout clean, so no extra work): is any probed point of the viewport without a row? */
      const blankAt = () => {
        const box = scroller.getBoundingClientRect();
        const bottom = Math.min(box.bottom, window.innerHeight) - 4;
        const x = box.left + box.width / 2;
        const ys = [box.top + headerHeight + 3, (box.top + headerHeight + bottom) / 2, bottom];
        return ys.filter((y) => !document.elementFromPoint(x, y)?.closest('[role=row]')).length;
      };
      const blankFrames = [];
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const longFrames = [];
      let observer;
      try {
        observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longFrames.push(entry.duration);
        });
        observer.observe({ type: 'long-animation-frame', buffered: false });
      } catch {
        observer = undefined;
      }
      let scrollStart;
      const onScroll = () => {
        if (scrollStart === undefined) scrollStart = performance.now();
      };
      window.addEventListener('scroll', onScroll, { capture: true, passive: true });
      const frames = [];
      let maxRows = 0;
      let lastTimestamp;
      const end = scroller.scrollHeight - scroller.clientHeight;
      await new Promise((resolve) => {
        const frame = (timestamp) => {
          const started = scrollStart ?? performance.now();
          scrollStart = undefined;
          const delta = lastTimestamp === undefined ? undefined : timestamp - lastTimestamp;
          lastTimestamp = timestamp;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            frames.push({ delta, work: performance.now() - started });
            performance.mark('bench:frame-end');
            const blank = blankAt();
            if (blank > 0) blankFrames.push({ frame: frames.length - 1, scrollTop: scroller.scrollTop, points: blank });
          };
          channel.port2.postMessage(0);
          maxRows = Math.max(maxRows, scroller.querySelectorAll('[role=row]').length);
          if (scroller.scrollTop >= end - 1 || frames.length >= maxFrames) {
            // Let the last message arrive.
            setTimeout(resolve, 50);
            return;
          }
          scroller.scrollTop = Math.min(end, scroller.scrollTop + step);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      window.removeEventListener('scroll', onScroll, { capture: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      observer?.disconnect();
      const rows = [...scroller.querySelectorAll('[role=row][data-expiry]')];
      return {
        frames,
        longFrames,
        scrolledPx: scroller.scrollTop,
        scrollHeight: scroller.scrollHeight,
        totalRows: Number(scroller.dataset.rows),
        blankFrames,
        maxRowsInDom: maxRows,
        lastRowExpiry: rows.length ? rows[rows.length - 1].dataset.expiry : undefined,
      };
    },
    { step, maxFrames, selector: GRID },
  );
}
