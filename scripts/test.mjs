// `npm test`: every test of the project, from a fresh clone: installs what is missing, then
// typecheck, lint and the import rules, unit tests, production build, size budgets, browser tests.
//
// The static checks and the build are single-threaded for most of their time, so they run side
// by side (the route tree is generated once, first, since the typecheck and the build both read
// it); their output is shown step by step once each has finished. Each stage prints its time, and
// the run ends with a table of them.
import { STATIC_CHECKS, capture, ensureDependencies, runOrExit, seconds } from './lib.mjs';

const started = Date.now();
const stages = [];

/** Runs a command in the foreground (its output streamed) and stops the whole run when it fails. */
function stage(title, command, args) {
  console.info(`\n=== ${title} (at ${seconds(started)} s)`);
  const begun = Date.now();
  runOrExit(command, args);
  stages.push([title, seconds(begun)]);
}

ensureDependencies();
stages.push(['Install (when needed)', seconds(started)]);
// The browser (Debian's package when missing: mostly a download) is got while the checks run.
const browser = capture('Browser for the tests', 'node', ['scripts/ensure-browser.mjs']);

stage('Route tree', 'npx', ['tsr', 'generate']);
console.info(`\n=== Typecheck, lint, import rules and production build, side by side (at ${seconds(started)} s)`);
const checks = await Promise.all([...STATIC_CHECKS.map(([title, command, args]) => capture(title, command, args)), capture('Production build', 'npx', ['vite', 'build'])]);
for (const check of checks) {
  console.info(`\n--- ${check.title}: ${check.status === 0 ? 'passed' : `FAILED (exit ${check.status})`} in ${check.seconds} s`);
  if (check.status !== 0 || check.title !== 'Production build') process.stdout.write(check.output);
  stages.push([check.title, check.seconds]);
}
const failed = checks.find((check) => check.status !== 0);
if (failed) process.exit(failed.status);

stage('Size budgets (first load, Mantine styles)', 'node', ['scripts/size.mjs', 'dist']);
stage('Unit tests (Vitest)', 'npx', ['vitest', 'run']);
const browserReady = await browser;
console.info(`\n--- ${browserReady.title}: ${browserReady.status === 0 ? 'ready' : `FAILED (exit ${browserReady.status})`} after ${browserReady.seconds} s`);
process.stdout.write(browserReady.output);
if (browserReady.status !== 0) process.exit(browserReady.status);
stage('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);

console.info(`\n=== All tests passed in ${seconds(started)} s\n`);
console.info('| Stage | Seconds |\n|---|---:|');
for (const [title, time] of stages) console.info(`| ${title} | ${time} |`);
console.info('(Typecheck, lint, import rules and the build run side by side: their times overlap.)');
