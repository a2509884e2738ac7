// The one way every benchmark script (scripts/bench-*.mjs) reads its options and ends its run:
// the result file, the verdict and the exit code are the same for all of them.
//
//   exit 0: every budget met (or missed under --no-fail); 1: a budget missed; 2: the run failed.
//
// A script passes its measurement as an async function that returns the figures to keep, with
// `failures` (one line per missed budget); the runner adds the machine's load before and after and
// the run's duration, writes bench/results/<kind>-<stamp>.json, prints the verdict and exits.
import { machine, writeResult } from './report.mjs';

const argv = process.argv.slice(2);
const flags = new Set(argv);

/** The options every benchmark takes: --quick (fewer repetitions), --no-fail (exit 0 on a miss), --rebuild. */
export const options = { quick: flags.has('--quick'), noFail: flags.has('--no-fail'), rebuild: flags.has('--rebuild'), argv };

function message(error) {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * Runs `measure` and ends the process with the shared verdict. `measure` returns an object of
 * figures (written as they are) with an optional `failures` array of strings.
 */
export function runBenchmark(kind, measure) {
  const started = Date.now();
  const before = machine();
  measure().then(
    (result) => {
      const failures = result.failures ?? [];
      const file = writeResult(kind, { quick: options.quick, ...result, machine: { before, after: machine(), ...result.machine }, failures, durationMs: Date.now() - started });
      console.info(`\nbench:${kind}: results in ${file} (${Math.round((Date.now() - started) / 1000)} s)`);
      if (failures.length) {
        console.error(`bench:${kind}: missed (${failures.length}):\n  ${failures.join('\n  ')}`);
        process.exit(options.noFail ? 0 : 1);
      }
      console.info(`bench:${kind}: every budget met.`);
      process.exit(0);
    },
    (error) => {
      console.error(`bench:${kind}: the run failed: ${message(error)}`);
      writeResult(kind, {
        quick: options.quick,
        machine: { before, after: machine() },
        error: message(error),
        failures: [`${kind}: the run failed (${error instanceof Error ? error.message : error})`],
        durationMs: Date.now() - started,
      });
      process.exit(2);
    },
  );
}
