// Makes sure a Chromium exists for the browser tests. Playwright cannot download its own browser on every machine,
// so Debian's packages are installed when missing: `chromium-headless-shell` for the tests (lighter on a 2-core
// machine), and with `--full` the browser itself (`chromium`), which the benchmarks and screenshots use.
import { spawnSync } from 'node:child_process';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, findChromium, findTestChromium } from './browser.mjs';

function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.info(`Installing Debian’s ${packages.join(' and ')}…`);
  const steps = [
    [...prefix, 'apt-get', 'update', '-qq'],
    [...prefix, 'apt-get', 'install', '-y', '-qq', ...packages],
  ];
  return steps.every(([command, ...args]) => spawnSync(command, args, { stdio: 'inherit', env }).status === 0);
}

/** The test browser's path; installs Debian's headless shell when no Playwright browser nor headless shell is there. */
export function ensureBrowser({ full = false } = {}) {
  const wanted = full ? findChromium : findTestChromium;
  const found = wanted();
  // The full browser alone is enough for the tests, but the headless shell is cheaper to run: get it when it is missing.
  if (found && (full || found !== DEBIAN_CHROMIUM || process.env.CHROMIUM_PATH)) {
    console.info(`${full ? 'Benchmarks' : 'Browser tests'} use ${found}`);
    return found;
  }
  const installed = aptInstall([full ? 'chromium' : 'chromium-headless-shell']) ? wanted() : found;
  if (!installed) {
    console.error(`Could not install a Chromium. Install one (apt-get install -y chromium-headless-shell chromium) or Playwright’s browser, then run again.`);
    process.exit(1);
  }
  if (!full && installed !== DEBIAN_HEADLESS_SHELL) console.warn(`The headless shell could not be installed: the browser tests use ${installed}.`);
  console.info(`${full ? 'Benchmarks' : 'Browser tests'} use ${installed}`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser({ full: process.argv.includes('--full') });
