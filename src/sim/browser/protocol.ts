/** Messages between the page and the simulator's dedicated worker. */
export interface SimFault {
  /** Substring of the path (case-insensitive) the fault applies to. */
  path: string;
  /** Status to answer with (e.g. 503, 500, 429). */
  status: number;
  /** How many matching requests fail before answering normally again. */
  times: number;
}

export interface SimWorkerOptions {
  /** ISO instant pinning the simulator's clock. */
  simNow?: string;
  /** Artificial latency per request, in milliseconds. */
  latencyMs?: number;
  faults?: SimFault[];
  /** Enforce the rate-limit quotas (429 once used up). */
  rateLimits?: boolean;
}

export type ToWorker =
  | { type: 'configure'; options: SimWorkerOptions }
  | { type: 'request'; id: number; method: string; url: string; headers: Record<string, string> };

export type FromWorker =
  /** The body is UTF-8 bytes, transferred (not copied) to the page; null for an empty body. */
  | { type: 'response'; id: number; status: number; headers: Record<string, string>; body: ArrayBuffer | null }
  | { type: 'failure'; id: number; message: string };
