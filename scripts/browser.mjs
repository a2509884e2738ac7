// Finds a Chromium for the browser tests: Playwright's own when installed, else Debian's.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for Chromium on these machines (no sandbox, no GPU, nothing in the background); tests and benchmarks alike. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

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

/** Executable to launch, or undefined when none is installed. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return playwrightChromium() ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}
