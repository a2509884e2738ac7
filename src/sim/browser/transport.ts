/**
 * A `fetch`-compatible function that answers from the simulator running in a
 * dedicated worker. The app's API client uses it in demo mode exactly like the
 * network fetch it uses for a real gateway.
 */
import { DEMO_ACCOUNTS, DEMO_CLIENTS, type DemoAccount, type DemoClient } from '../core/accounts';
import { DEMO_CLIENT_KEY } from '../core/users';
import { brokenBody, parseFaultRules, type FaultRule } from '../core/faults';
import type { FromWorker, SimWorkerOptions, ToWorker } from './protocol';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

interface Pending {
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
  cleanup: () => void;
}

export interface WorkerTransport {
  fetch: FetchLike;
  /** Replaces the fault rules of the simulator. */
  setFaults(rules: FaultRule[]): void;
  terminate(): void;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** A fresh simulator worker. */
const startWorker = (): Worker => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'refex-simulator' });

/** What public/sim-start.js and the app leave on the page's global object about the early worker. */
export interface EarlyWorkerScope {
  __refexSimWorker?: Worker & { refexFailed?: boolean };
  /** Set once the app has opened its demo transport: a sim-start.js that runs later (its file came after the app's) starts no second worker. */
  __refexSimTaken?: boolean;
}

/**
 * The worker public/sim-start.js started with the page (demo mode, production build), taken over
 * once: it has been loading its code and the universe snapshot meanwhile. Undefined when there is
 * none, or when it failed before it was taken (the caller then starts a fresh one).
 */
export function takeEarlyWorker(scope: EarlyWorkerScope = globalThis as never): Worker | undefined {
  const worker = scope.__refexSimWorker;
  delete scope.__refexSimWorker;
  scope.__refexSimTaken = true;
  if (!worker) return undefined;
  if (worker.refexFailed) {
    worker.terminate();
    return undefined;
  }
  return worker;
}

export function createWorkerTransport(options: SimWorkerOptions = {}, worker: Worker = startWorker()): WorkerTransport {
  const pending = new Map<number, Pending>();
  let nextId = 1;

  worker.postMessage({ type: 'configure', options } satisfies ToWorker);

  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    const entry = pending.get(message.id);
    if (!entry) return; // aborted meanwhile
    pending.delete(message.id);
    entry.cleanup();
    if (message.type === 'failure') {
      entry.reject(new TypeError(`Simulator failure: ${message.message}`));
      return;
    }
    entry.resolve(new Response(message.broken ? brokenBody(message.body && new Uint8Array(message.body)) : message.body, { status: message.status, headers: message.headers }));
  };

  worker.onerror = (event) => {
    for (const [id, entry] of pending) {
      pending.delete(id);
      entry.cleanup();
      entry.reject(new TypeError(`Simulator worker error: ${event.message}`));
    }
  };

  const fetchLike: FetchLike = (input, init = {}) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const id = nextId++;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        if (!pending.delete(id)) return;
        reject(abortError(signal as AbortSignal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, { resolve, reject, cleanup: () => signal?.removeEventListener('abort', onAbort) });
      worker.postMessage({ type: 'request', id, method: init.method ?? 'GET', url: input, headers } satisfies ToWorker);
    });
  };

  return {
    fetch: fetchLike,
    setFaults: (rules) => worker.postMessage({ type: 'faults', rules } satisfies ToWorker),
    terminate: () => {
      worker.terminate();
      for (const entry of pending.values()) entry.reject(new TypeError('Simulator stopped'));
      pending.clear();
    },
  };
}

const FAULTS_KEY = 'refex:sim-faults';

function demoStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The fault rules of the knob; bad rules are reported on the console and none apply. */
function faultsFrom(text: string | null): FaultRule[] {
  try {
    return parseFaultRules(text ?? '');
  } catch (error) {
    console.error(`${FAULTS_KEY}: ${(error as Error).message}`);
    return [];
  }
}

/**
 * The simulator's knobs for demos and tests, read from localStorage:
 * `refex:sim-now` (pins the clock), `refex:sim-latency` (ms),
 * `refex:sim-faults` (fault rules in JSON, see core/faults.ts),
 * `refex:sim-rate-limits` (`on`: enforce the gateway's request quotas).
 */
export function readDemoKnobs(storage = demoStorage()): SimWorkerOptions {
  const simNow = storage?.getItem('refex:sim-now') ?? undefined;
  const latency = Number(storage?.getItem('refex:sim-latency') ?? '0');
  const faults = faultsFrom(storage?.getItem(FAULTS_KEY) ?? null);
  const rateLimits = ['1', 'true', 'on'].includes(storage?.getItem('refex:sim-rate-limits') ?? '');
  return { ...(simNow ? { simNow } : {}), latencyMs: Number.isFinite(latency) ? latency : 0, faults, rateLimits };
}

/**
 * The demo mode's transport: the simulator in a worker, configured by the
 * knobs in localStorage. The fault rules are read again at each request, so a
 * test can change them while the page runs.
 */
export function createDemoTransport(): WorkerTransport {
  const storage = demoStorage();
  let faults = storage?.getItem(FAULTS_KEY) ?? null;
  const transport = createWorkerTransport(readDemoKnobs(storage), takeEarlyWorker() ?? startWorker());
  return {
    ...transport,
    fetch: (input, init) => {
      const current = storage?.getItem(FAULTS_KEY) ?? null;
      if (current !== faults) {
        faults = current;
        transport.setFaults(faultsFrom(current));
      }
      return transport.fetch(input, init);
    },
  };
}

/** Who the demo user is: its own client, the clients it may ask about, their accounts and account groups (names for the app's pickers). */
export interface DemoDirectory {
  ownClientKey: string;
  clients: readonly Pick<DemoClient, 'clientKey' | 'name' | 'accountGroups'>[];
  accounts: readonly Pick<DemoAccount, 'accountKey' | 'accountId' | 'displayName' | 'clientKey' | 'parentAccountKey'>[];
}

export const demoDirectory = (): DemoDirectory => ({ ownClientKey: DEMO_CLIENT_KEY, clients: DEMO_CLIENTS, accounts: DEMO_ACCOUNTS });
