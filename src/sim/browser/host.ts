/**
 * What the simulator's dedicated worker does with each message, apart from
 * the worker global itself (so it can be tested outside a browser): it
 * configures the simulator (clock, artificial latency, injected faults,
 * enforced rate limits) and
 * answers requests, sending bodies as transferable UTF-8 bytes.
 *
 * The instrument universe comes from the build's snapshot (worker.ts hands
 * over its loading as `universeReady`; reference-data requests wait for it) or,
 * without one, is built on the first reference-data request that needs it;
 * after that request the worker prepares the rest (option roots, keyword
 * texts) in short slices between requests. A page that will ask for
 * reference data sends `warm` as it loads: the universe alone is then
 * readied from the snapshot before that request. A page of corporate actions,
 * settings or time zones never pays for the build, and shares no CPU with it.
 */
import { createSimulator, type Simulator } from '../service';
import { makeClock, parseInstant } from '../core/clock';
import { createFaultInjector, type FaultPlan } from '../core/faults';
import { createWarmer } from '../refdata/warm';
import type { FromWorker, ToWorker } from './protocol';

/** Posts a message to the page, transferring the listed buffers. */
export type PostToPage = (message: FromWorker, transfer: ArrayBuffer[]) => void;

type RequestMessage = Extract<ToWorker, { type: 'request' }>;

/** Reference-data requests: after the first one, the rest of what they need is prepared in the background. */
const REFDATA = /\/ref\/v1\/(?!timezones)/i;

/**
 * Requests that may need the instrument universe: reference data, and corporate actions (the
 * institutional client's holdings are picked from it), not the time zones or the lookup data.
 * They wait for the snapshot, which comes much sooner than a build, and a build started before
 * the snapshot came would leave it unused.
 */
const NEEDS_UNIVERSE = /\/(ref\/v1\/(?!timezones)|ca\/v2\/(?!events\/lookupdata))/i;

export interface SimHostOptions {
  /**
   * Settles once the universe's source is set (the worker's prebuilt snapshot):
   * reference-data requests wait for it, the others are answered at once.
   */
  universeReady?: Promise<void>;
}

export function createSimHost(post: PostToPage, options: SimHostOptions = {}): (message: ToWorker) => void {
  let universeReady = options.universeReady;
  void universeReady?.finally(() => (universeReady = undefined));
  let simulator: Simulator | undefined;
  let latencyMs = 0;
  const faults = createFaultInjector();
  let warming = false;
  let warmingUniverse = false;
  const encoder = new TextEncoder();

  /** Runs a warmer's slices one timer task apart, so that requests are answered in between. */
  const inSlices = (warm: () => boolean): void => {
    const slice = (): void => {
      if (!warm()) setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  };
  const warmInBackground = (): void => {
    if (warming) return;
    warming = true;
    inSlices(createWarmer());
  };
  // The page's `warm`: only the universe, before its first request (see createWarmer).
  const warmUniverse = (): void => {
    if (warming || warmingUniverse) return;
    warmingUniverse = true;
    inSlices(createWarmer({ universeOnly: true }));
  };

  const getSimulator = (): Simulator => (simulator ??= createSimulator({ clock: makeClock() }));

  const answer = (message: RequestMessage, plan: FaultPlan): void => {
    const { id, method } = message;
    try {
      const outcome = plan.answer(getSimulator(), { method, url: message.url, headers: message.headers });
      if (outcome.type === 'drop') {
        post({ type: 'failure', id, message: 'the connection dropped' }, []);
        return;
      }
      const { response, truncateAt } = outcome;
      if (REFDATA.test(message.url)) warmInBackground();
      const text = method.toUpperCase() === 'HEAD' ? null : response.body;
      const whole = text === null ? null : encoder.encode(text);
      const bytes = whole && truncateAt !== undefined ? whole.slice(0, truncateAt) : whole;
      // Transferring the bytes spares the page a copy of large answers (option spaces run to megabytes).
      const body = bytes === null ? null : (bytes.buffer as ArrayBuffer);
      const broken = truncateAt === undefined ? {} : { broken: true };
      post({ type: 'response', id, status: response.status, headers: response.headers, body, ...broken }, body ? [body] : []);
    } catch (error) {
      post({ type: 'failure', id, message: (error as Error).message }, []);
    }
  };

  return (message) => {
    if (message.type === 'configure') {
      const pinned = parseInstant(message.options.simNow);
      simulator = createSimulator({ clock: makeClock(pinned), enforceRateLimits: message.options.rateLimits === true });
      latencyMs = Math.max(0, message.options.latencyMs ?? 0);
      faults.replace(message.options.faults ?? []);
      return;
    }
    if (message.type === 'faults') {
      faults.replace(message.rules);
      return;
    }
    if (message.type === 'warm') {
      void (universeReady ?? Promise.resolve()).then(warmUniverse);
      return;
    }
    const authorization = Object.entries(message.headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    const plan = faults.take(message.method, message.url, authorization);
    const delay = latencyMs + plan.delayMs;
    const run = (): void => {
      if (universeReady && NEEDS_UNIVERSE.test(message.url)) void universeReady.then(() => answer(message, plan));
      else answer(message, plan);
    };
    if (delay > 0) setTimeout(run, delay);
    else run();
  };
}
