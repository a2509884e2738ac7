// Makes sure a Chromium exists for the browser tests. Playwright cannot download
// its own browser on every machine, so Debian's package is installed when missing.
import { spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

export function ensureBrowser() {
  const found = findChromium();
  if (found) {
    console.info(`Browser tests use ${found}`);
    return found;
  }
  console.info('No Chromium found: installing Debian’s chromium package…');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    [...prefix, 'apt-get', 'update', '-qq'],
    [...prefix, 'apt-get', 'install', '-y', '-qq', 'chromium'],
  ];
  for (const [command, ...args] of steps) {
    const result = spawnSync(command, args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error('Could not install chromium. Install it (apt-get install -y chromium) or Playwright’s browser, then run the tests again.');
      process.exit(1);
    }
  }
  const installed = findChromium();
  if (!installed) {
    console.error('chromium was installed but not found at /usr/bin/chromium.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
