/// <reference lib="webworker" />
/**
 * Dedicated worker hosting the simulated service in the browser. All the
 * simulator's work (reading the universe, filtering, serialising) happens
 * here, off the page's main thread; see host.ts.
 *
 * This script is small on purpose: it asks for the universe snapshot first of
 * all, then loads the simulator's code (simulator.ts, a chunk of its own),
 * so the snapshot's file is read while that code is fetched, compiled and
 * evaluated rather than after. Messages that come before the code is there
 * are kept and handed over in order.
 */
import { snapshotBytes } from './snapshot-load';
import type { ToWorker } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const early: ToWorker[] = [];
self.onmessage = (event: MessageEvent<ToWorker>) => void early.push(event.data);

import('./simulator').then(
  ({ startSimulator }) => {
    const handle = startSimulator(snapshotBytes, (message, transfer) => self.postMessage(message, transfer));
    self.onmessage = (event: MessageEvent<ToWorker>) => handle(event.data);
    for (const message of early.splice(0)) handle(message);
  },
  (error: unknown) => {
    // Without its code the simulator cannot answer: every request fails at once rather than waiting for ever.
    const reason = `the simulator's code did not load (${(error as Error).message})`;
    console.error(`refex simulator: ${reason}`);
    const refuse = (message: ToWorker): void => {
      if (message.type === 'request') self.postMessage({ type: 'failure', id: message.id, message: reason });
    };
    self.onmessage = (event: MessageEvent<ToWorker>) => refuse(event.data);
    for (const message of early.splice(0)) refuse(message);
  },
);
