// `npm run check`: the route tree, then the typecheck, lint and import rules side by side (each is single-threaded
// for most of its time, as in `npm test`); each one's output once it has finished, and a failure if any failed.
import { STATIC_CHECKS, capture, runOrExit } from './lib.mjs';

runOrExit('npx', ['tsr', 'generate']);
const checks = await Promise.all(STATIC_CHECKS.map(([title, command, args]) => capture(title, command, args)));
for (const check of checks) {
  console.info(`--- ${check.title}: ${check.status === 0 ? 'passed' : `FAILED (exit ${check.status})`} in ${check.seconds} s`);
  if (check.status !== 0) process.stdout.write(check.output);
}
const failed = checks.find((check) => check.status !== 0);
if (failed) process.exit(failed.status);
