/**
 * What the simulator's dedicated worker does with each message, apart from
 * the worker global itself (so it can be tested outside a browser): it
 * configures the simulator (clock, artificial latency, injected faults,
 * enforced rate limits) and
 * answers requests, sending bodies as transferable UTF-8 bytes.
 *
 * Once configured, the worker builds the instrument universe in the
 * background, in short slices between requests: a page that starts the worker
 * before its first reference-data request finds the universe (partly) built,
 * while time zones or corporate actions, which do not need it, are answered
 * without waiting for the whole build.
 */
import { createSimulator, type Simulator } from '../service';
import { makeClock, parseInstant } from '../core/clock';
import { createWarmer } from '../refdata/warm';
import type { FromWorker, SimFault, ToWorker } from './protocol';

/** Posts a message to the page, transferring the listed buffers. */
export type PostToPage = (message: FromWorker, transfer: ArrayBuffer[]) => void;

export function createSimHost(post: PostToPage): (message: ToWorker) => void {
  let simulator: Simulator | undefined;
  let latencyMs = 0;
  let faults: SimFault[] = [];
  let warming = false;
  const encoder = new TextEncoder();

  const warmInBackground = (): void => {
    if (warming) return;
    warming = true;
    const warm = createWarmer();
    const slice = (): void => {
      if (!warm()) setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  };

  const getSimulator = (): Simulator => (simulator ??= createSimulator({ clock: makeClock() }));

  const takeFault = (url: string): SimFault | undefined => {
    const path = new URL(url).pathname.toLowerCase();
    const fault = faults.find((candidate) => candidate.times > 0 && path.includes(candidate.path.toLowerCase()));
    if (fault) fault.times -= 1;
    return fault;
  };

  const answer = (message: Extract<ToWorker, { type: 'request' }>): void => {
    try {
      const fault = takeFault(message.url);
      if (fault) {
        post({ type: 'response', id: message.id, status: fault.status, headers: { 'X-Correlation': getSimulator().correlationId() }, body: null }, []);
        return;
      }
      const result = getSimulator().handle({ method: message.method, url: message.url, headers: message.headers });
      const text = message.method.toUpperCase() === 'HEAD' ? null : result.body;
      // Transferring the bytes spares the page a copy of large answers (option spaces run to megabytes).
      const body = text === null ? null : (encoder.encode(text).buffer as ArrayBuffer);
      post({ type: 'response', id: message.id, status: result.status, headers: result.headers, body }, body ? [body] : []);
    } catch (error) {
      post({ type: 'failure', id: message.id, message: (error as Error).message }, []);
    }
  };

  return (message) => {
    if (message.type === 'configure') {
      const pinned = parseInstant(message.options.simNow);
      simulator = createSimulator({ clock: makeClock(pinned), enforceRateLimits: message.options.rateLimits === true });
      latencyMs = Math.max(0, message.options.latencyMs ?? 0);
      faults = (message.options.faults ?? []).map((fault) => ({ ...fault }));
      warmInBackground();
      return;
    }
    if (latencyMs > 0) setTimeout(() => answer(message), latencyMs);
    else answer(message);
  };
}
