/// <reference lib="webworker" />
/**
 * Dedicated worker hosting the simulated service in the browser. All the
 * simulator's work (building the universe, filtering, serialising) happens
 * here, off the page's main thread; see host.ts.
 */
// First of all (its module is evaluated before the others): the request for the universe snapshot.
import { snapshotBytes } from './snapshot-load';
import { createSimHost } from './host';
import type { ToWorker } from './protocol';
import { restoreUniverseFrom } from '../refdata/snapshot';

declare const self: DedicatedWorkerGlobalScope;

// The prebuilt universe (see vite.config.ts): its file is fetched as the worker starts and read
// when a request first needs it; requests that may need the universe wait for the fetch (host.ts).
// Whatever fails here, the promise settles, so no request waits for ever: the generators build it instead.
const universeReady = snapshotBytes
  .then((bytes) => restoreUniverseFrom(bytes))
  .catch((error: unknown) => console.error(`refex simulator: no universe snapshot, building it instead (${(error as Error).message})`));

const host = createSimHost((message, transfer) => self.postMessage(message, transfer), { universeReady });

self.onmessage = (event: MessageEvent<ToWorker>) => host(event.data);
