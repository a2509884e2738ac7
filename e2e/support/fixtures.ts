import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

import { CPU_THROTTLE } from './cpu-throttle';
import { SIM_ORIGIN } from './service';

export { SIM_ORIGIN };

/**
 * Fails on serious or critical accessibility violations on the current page. The app has no frames of
 * another origin, so axe runs in the page itself (`axe.run`) rather than in parts per frame finished in
 * a blank page that each call would open and close. Every rule runs; only violations are reported in
 * full (`resultTypes`): axe otherwise builds a selector and an HTML excerpt for every element that passed,
 * which on a 2,000-element page is about a third of its time.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}): Promise<void> {
  const findings = async (): Promise<string[]> => {
    let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
    if (options.include) builder = builder.include(options.include);
    const results = await builder.analyze();
    // The axe-core of package.json's override (docs/adr/0008): its wrapper alone would bring an older one back.
    const [major = 0, minor = 0] = results.testEngine.version.split('.').map(Number);
    expect(major > 4 || (major === 4 && minor >= 14), `axe-core ${results.testEngine.version}, 4.14 or later expected`).toBe(true);
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    const axeFindings = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    return [...axeFindings, ...(await generatedTextContrast(page, options.include))];
  };
  let found = await findings();
  if (found.length > 0) {
    // A finding may be one frame of a transition: a toast fading in or out (its auto-close comes 4 s after it shows)
    // while axe read its colours. Read the page again once its finite animations have ended; what holds is reported.
    await animationsEnded(page);
    found = await findings();
  }
  expect(found).toEqual([]);
}

/**
 * Text drawn by the style sheet (`content: attr(…)` in a `::before` or `::after`: the chain's status pills, its expiry
 * shorthand, the phone cards' labels) is outside the page's tree, so axe's colour-contrast rule never reads it. This
 * reads each such text's colour against the backgrounds under it (its own, then its element's and their ancestors'
 * colours, composited over white) and reports any below WCAG's 4.5:1 (3:1 for large text), as axe reports real text.
 */
async function generatedTextContrast(page: Page, include?: string): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const scopes = scopeSelector ? [...document.querySelectorAll(scopeSelector)] : [document.body];
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return ['generated-text-contrast: no 2D canvas to composite colours on'];
    // The colours painted over each other, read back as one sRGB pixel (the canvas parses any CSS colour syntax).
    const composite = (layers: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const layer of ['#fff', ...layers]) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const findings: string[] = [];
    for (const scope of scopes) {
      for (const element of [scope, ...scope.querySelectorAll('*')]) {
        if (element.getClientRects().length === 0) continue;
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content === 'none' || style.content === 'normal' || style.display === 'none' || style.visibility !== 'visible') continue;
          const fromAttribute = /^attr\(([\w-]+)\)$/.exec(style.content);
          const text = (fromAttribute ? element.getAttribute(fromAttribute[1] ?? '') : style.content.replace(/^"|"$/g, ''))?.trim();
          if (!text) continue;
          const backgrounds: string[] = [];
          for (let node: Element | null = element; node; node = node.parentElement) backgrounds.unshift(getComputedStyle(node).backgroundColor);
          backgrounds.push(style.backgroundColor);
          const background = composite(backgrounds);
          const foreground = composite([...backgrounds, style.color]);
          const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
          const ratio = (lighter + 0.05) / (darker + 0.05);
          const size = parseFloat(style.fontSize);
          const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
          if (ratio < (large ? 3 : 4.5))
            findings.push(
              `generated-text-contrast: "${text}" (${element.tagName.toLowerCase()}${pseudo}, ${size} px) ${ratio.toFixed(2)}:1, rgb(${foreground.join(' ')}) on rgb(${background.join(' ')})`,
            );
        }
      }
    }
    return findings;
  }, include);
}

/** Waits until the page's finite animations and transitions have ended (the loaders' endless ones are left running). */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity));
}

/**
 * Fails when the page itself scrolls sideways (content wider than the window, e.g. at a phone's 390 px). Read
 * again until it holds or the wait ends: right after a viewport change, the page may still be laying itself out
 * for the new width (a layout chosen by a media query or a resize observer comes a render later).
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect(async () => {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
    expect(scrollWidth, `${page.url()}: page ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
  }).toPass({ timeout: 15_000 });
}

/**
 * Ticks (or unticks) a checkbox or switch whose state is the page's address. The click starts a
 * navigation and the box follows once the new address is in, which on a busy machine is later than
 * `locator.check()` looks (it reads the state once, right after its click).
 */
export async function setToggle(control: Locator, checked = true): Promise<void> {
  await expect(control).toBeChecked({ checked: !checked });
  await control.click();
  await expect(control).toBeChecked({ checked });
}

export interface DemoKnobs {
  simNow?: string;
  latencyMs?: number;
  /** Fault rules (src/sim/core/faults.ts): a status, a latency, …, on a path and query, for a number of requests. */
  faults?: ({ path: string; times?: number; count?: number; query?: Record<string, string> } & (
    | { status: number; kind?: 'status' }
    | { kind: 'latency'; ms: number }
    | { kind: 'inject'; fields: string[]; values: string[] }
    | { kind: 'junk'; junk?: string[]; rate?: number; seed?: number; fields?: string[] }
  ))[];
}

/** Opens Settings and fills in the HTTP simulator's address and `token` as a custom gateway; returns the form's region. */
export async function connectToSim(page: Page, token: string) {
  await page.goto('/settings');
  const gateway = page.getByRole('region', { name: 'Connect to a gateway' });
  await gateway.getByText('Custom', { exact: true }).click();
  await gateway.getByRole('textbox', { name: 'Base address' }).fill(SIM_ORIGIN);
  await gateway.getByLabel('Access token').fill(token);
  return gateway;
}

/**
 * Connects the app to the HTTP simulator through stored settings, before each load of the page: the gateway in
 * localStorage, the tab's `token` in sessionStorage (`null`: none, so the app asks for one). With `firstLoadOnly`,
 * a load that finds a backend or a token already stored keeps what is there (a test that changes them, then loads
 * again). Settings' own form is `connectToSim`.
 */
export async function storeConnection(page: Page, { token = 'demo', firstLoadOnly = false }: { token?: string | null; firstLoadOnly?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ origin, value, once }) => {
      if (once && (localStorage.getItem('refex:backend') || sessionStorage.getItem('refex:token'))) return;
      localStorage.setItem('refex:backend', JSON.stringify({ kind: 'gateway', baseUrl: origin, rememberToken: false }));
      if (value !== null) sessionStorage.setItem('refex:token', value);
    },
    { origin: SIM_ORIGIN, value: token, once: firstLoadOnly },
  );
}

/**
 * Checks that an error panel counts down a quota's minute (a gateway's X-RateLimit headers are hidden from pages, so
 * the app waits the whole minute, not the reset they name), then moves the page's clock (installed by the test) to
 * ten seconds before its end and checks it still waits. The countdown runs on the page's clock from the refusal, and
 * a slow machine reads it some seconds late: above 30 s (the reset the tests' refusals name), it is the minute.
 */
export async function nearQuotaMinuteEnd(page: Page, panel: Locator): Promise<void> {
  const timer = panel.getByRole('timer');
  await expect(timer).toHaveText(/^Retrying in (3[1-9]|[45]\d|60) s$/);
  const left = Number(/(\d+) s$/.exec((await timer.textContent()) ?? '')?.[1]);
  await page.clock.fastForward((left - 10) * 1000);
  await expect(timer).toHaveText(/^Retrying in ([1-9]|10) s$/);
}

/** Sets the in-browser simulator's knobs before the app starts. */
export async function configureDemo(page: Page, knobs: DemoKnobs): Promise<void> {
  await page.addInitScript((values: DemoKnobs) => {
    if (values.simNow) localStorage.setItem('refex:sim-now', values.simNow);
    if (values.latencyMs !== undefined) localStorage.setItem('refex:sim-latency', String(values.latencyMs));
    if (values.faults) localStorage.setItem('refex:sim-faults', JSON.stringify(values.faults));
  }, knobs);
}

/**
 * Sets the page's clock and the in-browser simulator's to one instant, before the app starts. The simulator's
 * answers (futures and their days to expiry, corporate actions, sessions) are built around its clock: a test
 * whose outcome hangs on them gives the same one on any day and at any hour, and across midnight.
 */
export async function pinClocks(page: Page, at: string): Promise<void> {
  await configureDemo(page, { simNow: at });
  await page.clock.install({ time: new Date(at) });
}

/**
 * The day the tests that pin their clocks read, unless they need a day of their own (a holiday week): an ordinary
 * Wednesday, with the December futures still listed and, at 15:00 UTC, NASDAQ and the CME trading.
 */
const PINNED_DAY = '2026-12-02';

/** The instant at `hhmm` (UTC) of PINNED_DAY. */
export const onPinnedDay = (hhmm: string): string => `${PINNED_DAY}T${hhmm}:00Z`;

/**
 * pinClocks at `hhmm` of PINNED_DAY, for a test that moves the simulator's clock on (the day's revisions fall at fixed
 * times of it): the simulator starts there once, and a later start of the app (a reload) keeps the time `moveTo` set
 * meanwhile. The page's clock runs on from the start.
 */
export async function pinClocksMovable(page: Page, hhmm: string): Promise<{ moveTo: (later: string) => Promise<void> }> {
  const start = onPinnedDay(hhmm);
  await page.clock.install({ time: new Date(start) });
  await page.addInitScript((now: string) => {
    if (!localStorage.getItem('refex:sim-now')) localStorage.setItem('refex:sim-now', now);
  }, start);
  return { moveTo: (later) => page.evaluate((now) => localStorage.setItem('refex:sim-now', now), onPinnedDay(later)) };
}

export { CPU_THROTTLE };

/**
 * Gives the running test `ms` of time in all, grown like the default under E2E_CPU_THROTTLE (a plain
 * `test.setTimeout` in a test's body would keep its time while its pages run four times slower; lint holds it).
 */
export function allowTime(ms: number): void {
  test.setTimeout(ms * CPU_THROTTLE);
}

/**
 * Slows the page's CPU `rate` times (at least as much as the run's E2E_CPU_THROTTLE), as a busy machine would, for a
 * stretch of a test; the function returned brings it back to the run's.
 */
export async function slowCpu(page: Page, rate: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Math.max(rate, CPU_THROTTLE) });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  };
}

/** Pages already slowed: the test's own page is also announced to the context's listener. */
const throttled = new WeakSet<Page>();

async function throttle(page: Page): Promise<void> {
  if (throttled.has(page)) return;
  throttled.add(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE }).catch(() => undefined);
}

/**
 * Every test runs under the build's Content Security Policy (its meta tag, and the header `vite preview`
 * sends) and fails on any `securitypolicyviolation` event in any of its pages. A test that provokes
 * violations on purpose waits for them in `cspViolations` (they arrive a moment after the refusal) and empties it.
 */
export const test = base.extend<{ cspViolations: string[]; inboxOpensOnList: void; cpuThrottle: void }>({
  cpuThrottle: [
    async ({ context }, use, testInfo) => {
      if (CPU_THROTTLE > 1) {
        // The test's time grows with its pages' (a time set in its body grows through allowTime).
        testInfo.setTimeout(testInfo.timeout * CPU_THROTTLE);
        // Pages the test opens itself (a popup, a second tab); the test's own page is slowed before it is handed over.
        context.on('page', (page) => void throttle(page));
      }
      await use();
    },
    { auto: true },
  ],
  page: [
    async ({ page }, use) => {
      if (CPU_THROTTLE > 1) await throttle(page);
      await use(page);
    },
    { scope: 'test' },
  ],
  /**
   * A user who last chose the corporate-actions lists: an inbox address that names no view opens on the list of all
   * events, as most tests expect, instead of on Action needed (the first visit's view when something is due). A test
   * of the opening itself uses a context of its own, or picks a tab, which replaces this choice.
   */
  inboxOpensOnList: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        if (localStorage.getItem('refex:ca-opening') === null) localStorage.setItem('refex:ca-opening', JSON.stringify('list'));
      });
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Each violation once, though the tag and the header each report it (later copies come a moment later).
      const seen = new Set<string>();
      await context.exposeBinding('__refexCspViolation', ({ page }, text: string) => {
        const line = `${page?.url() ?? ''}: ${text}`;
        if (!seen.has(line)) violations.push(line);
        seen.add(line);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __refexCspViolation: (text: string) => void }).__refexCspViolation;
          void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
        });
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
