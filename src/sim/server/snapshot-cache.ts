/**
 * The universe snapshot of the HTTP mount (and of `npm run build`, which
 * writes it as a by-product): a file under node_modules/.cache/refex-sim named
 * by a hash of the simulator's sources, so a change to any of them makes a new
 * one and a stale snapshot is never read. The first start after a change
 * builds the universe as before and then writes the file for the next starts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_FORMAT, serializeSnapshot, snapshotOf } from '../refdata/snapshot';
import { buildUniverse, type Universe } from '../refdata/universe';

/** src/sim, from this file (src/sim/server). */
const SIM_DIR = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(SIM_DIR, '..', '..', 'node_modules', '.cache', 'refex-sim');

/** Source files of the simulator (tests and test support left out), sorted. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.ts$/.test(entry.name) && !/\.test(-support)?\.ts$/.test(entry.name)) files.push(path);
  }
  return files.sort();
}

/** Hash of the simulator's sources and of the snapshot's format. */
export function simSourceHash(simDir = SIM_DIR): string {
  const hash = createHash('sha256');
  hash.update(`format ${SNAPSHOT_FORMAT}\n`);
  for (const file of sourceFiles(simDir)) {
    hash.update(`${relative(simDir, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 20);
}

export function snapshotCacheFile(hash = simSourceHash()): string {
  return join(CACHE_DIR, `universe-${hash}.bin`);
}

/** The cached snapshot's bytes for the current sources, if there is one. */
export function readCachedSnapshot(hash = simSourceHash()): Uint8Array | undefined {
  const file = snapshotCacheFile(hash);
  return existsSync(file) ? readFileSync(file) : undefined;
}

/** Writes the snapshot of a universe built from the current sources (replacing older ones); the file. */
export function writeSnapshotCache(built: Universe | Uint8Array, hash = simSourceHash()): string {
  const file = snapshotCacheFile(hash);
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) if (/^universe-.*\.(json|bin)$/.test(old) && join(CACHE_DIR, old) !== file) rmSync(join(CACHE_DIR, old), { force: true });
  // Written aside then renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, built instanceof Uint8Array ? built : serializeSnapshot(snapshotOf(built)));
  renameSync(partial, file);
  return file;
}

/**
 * The snapshot's bytes for the production build (made afresh from the current
 * sources) or the dev server (the cached one when it matches them), leaving it
 * in the cache for the HTTP mount. vite.config.ts calls it through
 * snapshot-cli.ts.
 */
export function snapshotForBundle(fresh: boolean, hash = simSourceHash()): Uint8Array {
  const cached = fresh ? undefined : readCachedSnapshot(hash);
  if (cached !== undefined) return cached;
  const bytes = serializeSnapshot(snapshotOf(buildUniverse()));
  writeSnapshotCache(bytes, hash);
  return bytes;
}
