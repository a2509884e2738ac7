/// <reference lib="webworker" />
/**
 * Dedicated worker hosting the simulated service in the browser. All the
 * simulator's work (building the universe, filtering, serialising) happens
 * here, off the page's main thread.
 */
import { createSimulator, type Simulator } from '../service';
import { makeClock, parseInstant } from '../core/clock';
import type { FromWorker, SimFault, ToWorker } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let simulator: Simulator | undefined;
let latencyMs = 0;
let faults: SimFault[] = [];

function getSimulator(): Simulator {
  simulator ??= createSimulator({ clock: makeClock() });
  return simulator;
}

function post(message: FromWorker): void {
  self.postMessage(message);
}

function takeFault(url: string): SimFault | undefined {
  const path = new URL(url).pathname.toLowerCase();
  const fault = faults.find((candidate) => candidate.times > 0 && path.includes(candidate.path.toLowerCase()));
  if (fault) fault.times -= 1;
  return fault;
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'configure') {
    const pinned = parseInstant(message.options.simNow);
    simulator = createSimulator({ clock: makeClock(pinned) });
    latencyMs = Math.max(0, message.options.latencyMs ?? 0);
    faults = (message.options.faults ?? []).map((fault) => ({ ...fault }));
    return;
  }
  const answer = () => {
    try {
      const fault = takeFault(message.url);
      if (fault) {
        post({ type: 'response', id: message.id, status: fault.status, headers: {}, body: null });
        return;
      }
      const result = getSimulator().handle({ method: message.method, url: message.url, headers: message.headers });
      post({ type: 'response', id: message.id, status: result.status, headers: result.headers, body: result.body });
    } catch (error) {
      post({ type: 'failure', id: message.id, message: (error as Error).message });
    }
  };
  if (latencyMs > 0) setTimeout(answer, latencyMs);
  else answer();
};
