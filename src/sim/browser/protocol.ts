/** Messages between the page and the simulator's dedicated worker. */
import type { FaultRule } from '../core/faults';

export interface SimWorkerOptions {
  /** ISO instant pinning the simulator's clock. */
  simNow?: string;
  /** Artificial latency per request, in milliseconds. */
  latencyMs?: number;
  /** Faults to inject (read with parseFaultRules; see core/faults.ts). */
  faults?: FaultRule[];
  /** Enforce the rate-limit quotas (429 once used up). */
  rateLimits?: boolean;
}

export type ToWorker =
  | { type: 'configure'; options: SimWorkerOptions }
  /** New fault rules, from now on (their counts start again). */
  | { type: 'faults'; rules: FaultRule[] }
  | { type: 'request'; id: number; method: string; url: string; headers: Record<string, string> }
  /**
   * The page will ask for reference data (public/sim-start.js posts it on a page that will): the
   * universe is readied as soon as the snapshot is there, before the first request comes (the
   * option roots follow the first answer: see host.ts).
   */
  | { type: 'warm' };

export type FromWorker =
  /**
   * The body is UTF-8 bytes, transferred (not copied) to the page; null for an empty body.
   * `broken`: the connection drops after these bytes (an injected truncated body).
   */
  { type: 'response'; id: number; status: number; headers: Record<string, string>; body: ArrayBuffer | null; broken?: boolean } | { type: 'failure'; id: number; message: string };
