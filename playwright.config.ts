import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
// E2E_CPU_THROTTLE=4 slows each page's CPU fourfold; the waits grow with it (a test's own time, in e2e/support/fixtures.ts).
import { CPU_THROTTLE } from './e2e/support/cpu-throttle';
// @ts-expect-error: plain ESM helper without type declarations
import { CHROMIUM_ARGS, findTestChromium } from './scripts/browser.mjs';

const executablePath: string | undefined = findTestChromium();
// Ports and build folder can be moved (E2E_APP_PORT, E2E_SIM_PORT, E2E_DIST) to run several suites side by side.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4010);
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  // A worker more than there are cores: a test spends part of its time waiting (timers, the simulator's latency,
  // animations). On a 2-core machine a 59-test set took 98-104 s with three workers against 113-121 s with two.
  workers: availableParallelism() + 1,
  // No retry, in CI either: a test that passes only on its second try is a failing test, and CI must see what a
  // newcomer's `npm test` sees.
  retries: 0,
  // Generous waits for a busy 2-core machine (three browsers, the HTTP simulator and the preview server share it).
  timeout: 60_000,
  expect: { timeout: 30_000 * CPU_THROTTLE },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // Recording a trace (a screencast of every step) costs each browser a good part of a CPU on a 2-core machine,
    // and there is no retry to trace: a failure leaves its screenshot and error context (`--trace on` to record one).
    trace: 'off',
    // An action (a click, a locator's evaluate or textContent) that finds nothing fails after 30 s with what it waited
    // for, like an assertion, instead of holding the test until its own timeout.
    actionTimeout: 30_000 * CPU_THROTTLE,
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1400, height: 900 },
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      // The production build, served statically.
      command: `npx vite preview --host 127.0.0.1 --port ${APP_PORT} --strictPort --outDir ${DIST}`,
      // Uncompressed: gzip on loopback only costs the preview's CPU (see plainPreview in vite.config.ts).
      env: { REFEX_PREVIEW_PLAIN: '1' },
      url: `http://127.0.0.1:${APP_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The simulator over HTTP on its own port: a second origin, as a real gateway is.
      command: `npx tsx src/sim/server/cli.ts --port ${SIM_PORT} --quiet`,
      url: `http://127.0.0.1:${SIM_PORT}/ref/v1/timezones`,
      // Answers 401 without a token, which Playwright counts as ready.
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
