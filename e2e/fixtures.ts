import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const SIM_ORIGIN = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4010}`;

/** Fails on serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page, options: { include?: string; disableRules?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Fails when the page itself scrolls sideways (content wider than the window, e.g. at a phone's 390 px). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()}: page ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

export interface DemoKnobs {
  simNow?: string;
  latencyMs?: number;
  faults?: { path: string; status: number; times: number }[];
}

/** Sets the in-browser simulator's knobs before the app starts. */
export async function configureDemo(page: Page, knobs: DemoKnobs): Promise<void> {
  await page.addInitScript((values: DemoKnobs) => {
    if (values.simNow) localStorage.setItem('refex:sim-now', values.simNow);
    if (values.latencyMs !== undefined) localStorage.setItem('refex:sim-latency', String(values.latencyMs));
    if (values.faults) localStorage.setItem('refex:sim-faults', JSON.stringify(values.faults));
  }, knobs);
}

export const test = base;
export { expect };
