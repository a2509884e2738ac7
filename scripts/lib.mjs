// Helpers shared by the project scripts (Node built-ins only, so they run before `npm ci`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: false, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

/** Installs the locked dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.info('Installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Whole seconds since `since` (a Date.now()). */
export const seconds = (since) => Math.round((Date.now() - since) / 1000);

/**
 * The static checks, each independent of the others once the route tree is generated: [title, command, args].
 * The typecheck (incremental, tsconfig.*.json), lint and format keep what they learnt in node_modules, keyed by
 * each file's content (no lint rule reads types, so one file's findings depend on that file and the config only):
 * a second run checks again only what changed. A fresh clone has none, and checks everything.
 */
export const STATIC_CHECKS = [
  ['Typecheck', 'npx', ['tsc', '-b']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/']],
  ['Import rules', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']],
  // The formatter's check (`npm run format` writes what it would change).
  ['Format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn', '--cache', '--cache-strategy', 'content']],
];

/** Runs a command with its output captured; resolves with its title, status, output and duration. */
export function capture(title, command, args) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ title, status: 1, output: `${output}${error.message}\n`, seconds: seconds(begun) }));
    child.on('close', (status) => resolve({ title, status: status ?? 1, output, seconds: seconds(begun) }));
  });
}
