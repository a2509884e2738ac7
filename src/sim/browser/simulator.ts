/**
 * The simulator in its worker (loaded by worker.ts once the snapshot is asked
 * for): the host that answers the page's messages, with the universe read from
 * the build's snapshot.
 */
import { createSimHost, type PostToPage } from './host';
import type { ToWorker } from './protocol';
import { restoreUniverseFrom } from '../refdata/snapshot';

export function startSimulator(snapshotBytes: Promise<Uint8Array>, post: PostToPage): (message: ToWorker) => void {
  // The universe comes from the snapshot, read when a request first needs it; requests that may need
  // it wait for the fetch (host.ts). Whatever fails here, the promise settles, so no request waits for
  // ever: the generators build the universe instead.
  const universeReady = snapshotBytes
    .then((bytes) => restoreUniverseFrom(bytes))
    .catch((error: unknown) => console.error(`refex simulator: no universe snapshot, building it instead (${(error as Error).message})`));
  return createSimHost(post, { universeReady });
}
