// Finds a Chromium for the browser tests and the benchmarks: Playwright's own when installed, else Debian's.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's package `chromium-headless-shell`: the same engine without the browser's own shell. The browser tests
 * prefer it; on a 2-core machine a spec set took 85 s with it against 116 s with the full browser.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Flags for Chromium on these machines (no sandbox, no GPU, nothing in the background); tests and benchmarks alike. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The full browser, for the benchmarks (what a user runs): CHROMIUM_PATH, Playwright's own, else Debian's; undefined when none is installed. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return playwrightChromium() ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

/** The browser for the tests: CHROMIUM_PATH, Playwright's own, else Debian's headless shell, else Debian's full browser. */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return playwrightChromium() ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : findChromium());
}
