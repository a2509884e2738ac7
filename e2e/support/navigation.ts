// Moving through the running app without a reload, as its links and the browser's back and forward
// do, and waiting for a route to settle inside the page (one round trip per address, checked at every
// animation frame) rather than by polling it from the test.
import type { Page } from '@playwright/test';

/** Follows an address inside the running app (history entry and popstate, no reload: the simulator keeps its data). */
export async function follow(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/** What the main area shows once a route has settled. */
export interface Settled {
  /** Still showing a loader or a busy region when the wait ran out. */
  loading: boolean;
  /** Characters of text in the main area. */
  text: number;
  /** Whether the main area shows a visible level-1 heading. */
  heading: boolean;
  /** Script-like elements (script, iframe, object, embed) in the main area. */
  scripts: number;
  /** Links anywhere in the page whose address is a `javascript:` one. */
  scriptLinks: number;
}

/**
 * Follows `url` (unless it is undefined) and waits, inside the page, until the main area shows no
 * loader or busy region (and, with `heading`, a visible level-1 heading), for at most `timeoutMs`; then
 * reads what the main area shows. A wait that runs out returns `loading: true` (or `heading: false`),
 * for the test to report with the address.
 */
export function followAndSettle(page: Page, url: string | undefined, { heading = false, timeoutMs = 20_000 } = {}): Promise<Settled> {
  return page.evaluate(
    async ({ target, needHeading, timeout }) => {
      if (target !== undefined) {
        window.history.pushState(window.history.state, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }
      const read = () => {
        const main = document.querySelector('main');
        const title = main?.querySelector('h1, [role="heading"][aria-level="1"]');
        return {
          loading: Boolean(main?.querySelector('[role="status"] .mantine-Loader-root, [aria-busy="true"]')),
          text: main?.innerText.trim().length ?? 0,
          heading: Boolean(title && (title as HTMLElement).checkVisibility()),
          scripts: main?.querySelectorAll('script, iframe, object, embed').length ?? 0,
          scriptLinks: [...document.querySelectorAll('a[href]')].filter((link) => /^\s*javascript:/i.test(link.getAttribute('href') ?? '')).length,
        };
      };
      const ready = () => {
        const main = document.querySelector('main');
        if (!main || main.querySelector('[role="status"] .mantine-Loader-root, [aria-busy="true"]')) return false;
        if (!needHeading) return true;
        const title = main.querySelector('h1, [role="heading"][aria-level="1"]');
        return Boolean(title && (title as HTMLElement).checkVisibility());
      };
      const deadline = performance.now() + timeout;
      // The router starts the route's work after the popstate: look from the second frame on.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      while (!ready() && performance.now() < deadline) await frame();
      return read();
    },
    { target: url, needHeading: heading, timeout: timeoutMs },
  );
}
