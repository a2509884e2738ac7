/// <reference lib="webworker" />
/**
 * Dedicated worker hosting the simulated service in the browser. All the
 * simulator's work (building the universe, filtering, serialising) happens
 * here, off the page's main thread; see host.ts.
 */
import { createSimHost } from './host';
import type { ToWorker } from './protocol';
import { restoreUniverseFrom } from '../refdata/snapshot';

declare const self: DedicatedWorkerGlobalScope;

// The prebuilt universe (a chunk of its own, see vite.config.ts), fetched as the worker starts;
// reference-data requests wait for it, the others do not.
const universeReady = import('virtual:refex-universe-snapshot').then(
  ({ default: snapshot }) => {
    if (snapshot !== null) restoreUniverseFrom(snapshot);
  },
  (error: unknown) => console.error(`refex simulator: no universe snapshot, building it instead (${(error as Error).message})`),
);

const host = createSimHost((message, transfer) => self.postMessage(message, transfer), { universeReady });

self.onmessage = (event: MessageEvent<ToWorker>) => host(event.data);
