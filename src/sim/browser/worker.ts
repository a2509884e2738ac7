/// <reference lib="webworker" />
/**
 * Dedicated worker hosting the simulated service in the browser. All the
 * simulator's work (building the universe, filtering, serialising) happens
 * here, off the page's main thread; see host.ts.
 */
import { createSimHost } from './host';
import type { ToWorker } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const host = createSimHost((message, transfer) => self.postMessage(message, transfer));

self.onmessage = (event: MessageEvent<ToWorker>) => host(event.data);
