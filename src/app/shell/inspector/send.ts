/**
 * Requests the inspector sends itself: "Edit and send again" through the app's own client for the backend
 * in use (its token header, the gateway's pacer, the 429 rules and the request log all apply, as to the
 * views' requests), and "Compare with the simulator" through a client of the embedded simulator (demo
 * mode's, reached through the client's one lazy way into it, as the demo user). Both land in the request
 * log like any other request; the inspector marks them as its own.
 */
import { buildClient, getApi } from '@/api/backend';
import type { ApiClient } from '@/api/client';
import { requestLog, type Exchange, type RequestLog } from '@/api/request-log';

export type SentFrom = 'resend' | 'simulator';

export const SENT_FROM_LABELS: Readonly<Record<SentFrom, string>> = {
  resend: 'Sent from the inspector',
  simulator: 'Sent from the inspector to the embedded simulator',
};

/** The log's records the inspector sent, by id. */
const marks = new Map<number, SentFrom>();

/** Whether the inspector sent a record, and how. */
export function sentFrom(record: Exchange): SentFrom | undefined {
  return marks.get(record.id);
}

export interface Sent {
  /** The request's record in the log (undefined when the client sent nothing: e.g. no token). */
  readonly id: number | undefined;
  /** Settles once the answer came (the record holds it: status, time, body), with the client's error if it failed (e.g. a 429's wait). */
  readonly done: Promise<{ readonly error?: unknown }>;
}

/**
 * GETs `url` through `client` and finds its record in `log`. The client opens the record before it
 * awaits anything (src/api/client.ts), so the log's newest record right after the call is this request's,
 * whatever the pacer then makes it wait.
 */
export function sendLogged(client: ApiClient, url: string, from: SentFrom, log: RequestLog = requestLog): Sent {
  const before = log.snapshot();
  const done = client.getAbsolute(url);
  const after = log.snapshot();
  const newest = after.at(-1);
  const id = after !== before && newest && newest.url === new URL(url).href ? newest.id : undefined;
  if (id !== undefined) {
    marks.set(id, from);
    // The log keeps its newest 200 records: the marks of the rest can go.
    if (marks.size > 400) for (const known of [...marks.keys()].slice(0, marks.size - 400)) marks.delete(known);
  }
  return {
    id,
    done: done.then(
      () => ({}),
      (error: unknown) => ({ error }),
    ),
  };
}

/** Sends `url` (on the base of the backend in use) through the app's client. */
export function resend(url: string): Sent {
  return sendLogged(getApi(), url, 'resend');
}

let simulator: ApiClient | undefined;

/** A client of the embedded simulator as the full-access demo user, whatever the backend in use. */
function simulatorClient(): ApiClient {
  simulator ??= buildClient({ kind: 'demo', demoUser: 'demo' });
  return simulator;
}

/** Sends `pathAndQuery` (`/openapi/…?…`) to the embedded simulator. */
export function askSimulator(pathAndQuery: string): Sent {
  const client = simulatorClient();
  return sendLogged(client, `${client.baseUrl}${pathAndQuery}`, 'simulator');
}
