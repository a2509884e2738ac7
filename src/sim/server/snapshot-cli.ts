/**
 * `tsx src/sim/server/snapshot-cli.ts [--fresh]`: makes sure the universe
 * snapshot of the current sources is in the cache (made afresh with --fresh)
 * and prints the cached file's path. vite.config.ts runs it in a process of
 * its own, so the build always uses the simulator's current code.
 */
import { snapshotCacheFile, snapshotForBundle, simSourceHash } from './snapshot-cache';

const hash = simSourceHash();
snapshotForBundle(process.argv.includes('--fresh'), hash);
process.stdout.write(snapshotCacheFile(hash));
