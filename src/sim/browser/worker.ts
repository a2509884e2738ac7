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

// The prebuilt universe (see vite.config.ts): its JSON file is fetched as the worker starts and parsed
// when a request first needs it; requests that may need the universe wait for the fetch (host.ts).
// Whatever fails here, the promise settles, so no request waits for ever: the generators build it instead.
const universeReady = import('virtual:refex-universe-snapshot')
  .then(async ({ default: snapshot }) => {
    if (snapshot.text !== undefined) return snapshot.text;
    const response = await fetch(snapshot.url);
    if (!response.ok) throw new Error(`${snapshot.url}: HTTP ${response.status}`);
    return response.text();
  })
  .then((text) => restoreUniverseFrom(text))
  .catch((error: unknown) => console.error(`refex simulator: no universe snapshot, building it instead (${(error as Error).message})`));

const host = createSimHost((message, transfer) => self.postMessage(message, transfer), { universeReady });

self.onmessage = (event: MessageEvent<ToWorker>) => host(event.data);
