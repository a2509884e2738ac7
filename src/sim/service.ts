import type { Operation, OperationContext } from './core/context';
import { SimError, type SimRequest, type SimResponse } from './core/http';
import { canonicalJson } from './core/json';
import { QueryParams } from './core/params';
import { makeClock, type Clock } from './core/clock';
import { APP_DAY, REF_DATA, REF_DATA_INSTRUMENTS, SESSION, createRateLimiter, type Dimension } from './core/rate-limits';
import { userFromAuthorization } from './core/users';
import { refDataOperations } from './refdata';
import { corporateActionOperations } from './ca';

interface Route {
  /** Path segments; `{Name}` segments capture a path parameter. */
  segments: string[];
  operation: Operation;
  /** Corporate-action operations need the confidential entitlement. */
  confidential: boolean;
  /**
   * The route's own rate-limit dimension, counted and reported besides AppDay:
   * live answers carry AppDay plus one per-minute dimension of the service
   * group (reference data has its own; corporate actions, which have none,
   * report the generic Session one).
   */
  limits: readonly Dimension[];
}

function route(pattern: string, operation: Operation, confidential = false): Route {
  const segments = pattern.split('/').filter(Boolean);
  const limits = confidential ? [SESSION] : pattern === '/openapi/ref/v1/instruments' ? [REF_DATA_INSTRUMENTS] : [REF_DATA];
  return { segments, operation, confidential, limits };
}

/** Service group of a path (`ref` or `ca`): Session quotas are per group. */
function serviceGroup(route: Route): string {
  return route.confidential ? 'ca' : 'ref';
}

/** Health checks of the service groups, answered without a token (`{base}/{group}/Isalive`). */
const HEALTH_PATHS = new Set(['/openapi/ref/isalive', '/openapi/ca/isalive']);

const ref = refDataOperations;
const ca = corporateActionOperations;

/** The ten operations of the service. Literal routes precede parameterised ones. */
const ROUTES: readonly Route[] = [
  route('/openapi/ref/v1/instruments', ref.searchInstruments),
  route('/openapi/ref/v1/instruments/contractoptionspaces/{OptionRootId}', ref.getContractOptionSpace),
  route('/openapi/ref/v1/instruments/details', ref.listInstrumentDetails),
  route('/openapi/ref/v1/instruments/details/{Uic}/{AssetType}', ref.getInstrumentDetails),
  route('/openapi/ref/v1/instruments/futuresspaces/{ContinuousFuturesUic}', ref.getFuturesSpace),
  route('/openapi/ref/v1/instruments/tradingschedule/{Uic}/{AssetType}', ref.getTradingSchedule),
  route('/ref/v1/timezones', ref.listTimeZones),
  // The real gateway serves the time zones under the /openapi prefix too.
  route('/openapi/ref/v1/timezones', ref.listTimeZones),
  route('/openapi/ca/v2/events/lookupdata', ca.getLookupData, true),
  route('/openapi/ca/v2/events', ca.listEvents, true),
  route('/openapi/ca/v2/events/{EventId}', ca.getEvent, true),
];

function matchRoute(pathname: string): { route: Route; path: Record<string, string> } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const candidate of ROUTES) {
    if (candidate.segments.length !== segments.length) continue;
    const path: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segments.length; i++) {
      const expected = candidate.segments[i] as string;
      const actual = segments[i] as string;
      if (expected.startsWith('{')) {
        path[expected.slice(1, -1)] = safeDecode(actual);
      } else if (expected.toLowerCase() !== actual.toLowerCase()) {
        ok = false;
        break;
      }
    }
    if (ok) return { route: candidate, path };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface SimulatorOptions {
  /** Clock of the simulator; defaults to the system clock. */
  clock?: Clock;
  /** Answer 429 once a rate-limit quota is used up (the headers are sent either way). Off by default. */
  enforceRateLimits?: boolean;
  /** Milliseconds of real elapsed time, for the rate-limit windows; defaults to Date.now. */
  ticker?: () => number;
}

export interface Simulator {
  handle(request: SimRequest): SimResponse;
  /** Whether a path belongs to the service (unknown paths get no CORS headers on the gateway). */
  isKnownPath(pathname: string): boolean;
  /** A fresh X-Correlation id, for responses a mount answers itself (preflights, failures). */
  correlationId(): string;
  now(): Date;
}

/** Methods the service answers; HEAD is a GET without the body. */
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

const JSON_TYPE = 'application/json; charset=utf-8';

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const clock = options.clock ?? makeClock();
  const limiter = createRateLimiter(options.ticker);
  const enforce = options.enforceRateLimits === true;
  let sequence = 0;

  const correlation = (): string => {
    sequence += 1;
    const hex = sequence.toString(16).padStart(8, '0');
    return `5a1e${hex}0000400080000000${hex}#sim#${sequence}`;
  };

  const respond = (status: number, body: unknown, extra: Record<string, string> = {}): SimResponse => ({
    status,
    headers: {
      'X-Correlation': correlation(),
      ...(body === null ? {} : { 'Content-Type': JSON_TYPE }),
      ...extra,
    },
    body: body === null ? null : canonicalJson(body),
  });

  return {
    now: clock,
    isKnownPath: (pathname) => matchRoute(pathname) !== undefined || HEALTH_PATHS.has(pathname.toLowerCase()),
    correlationId: correlation,
    handle(request) {
      const url = new URL(request.url);
      if (HEALTH_PATHS.has(url.pathname.toLowerCase())) {
        const method = request.method.toUpperCase();
        if (method !== 'GET' && method !== 'HEAD') return respond(405, null, { Allow: ALLOWED_METHODS });
        return { status: 200, headers: { 'X-Correlation': correlation(), 'Content-Type': 'text/plain; charset=utf-8' }, body: 'OK' };
      }
      const matched = matchRoute(url.pathname);
      if (!matched) return respond(404, null);
      const method = request.method.toUpperCase();
      if (method !== 'GET' && method !== 'HEAD') {
        return respond(405, { ErrorCode: 'InvalidRequest', Message: 'The requested resource does not support this HTTP method.' }, { Allow: ALLOWED_METHODS });
      }
      const authorization = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
      const now = clock();
      const user = userFromAuthorization(authorization, now);
      if (!user) return respond(401, null);
      // The quotas of the session (the token) in the route's service group, and of the application.
      const session = authorization?.replace(/^\s*bearer\s+/i, '').trim() ?? '';
      const rate = limiter.take(session, serviceGroup(matched.route), [APP_DAY, ...matched.route.limits]);
      if (rate.exceeded && enforce) return respond(429, null, rate.headers);
      if (matched.route.confidential && user.access !== 'full') return respond(403, null, rate.headers);
      const ctx: OperationContext = {
        now,
        user,
        query: new QueryParams(url.searchParams),
        url,
        path: matched.path,
      };
      try {
        return respond(200, matched.route.operation(ctx), rate.headers);
      } catch (error) {
        if (error instanceof SimError) return respond(error.status, error.body, rate.headers);
        throw error;
      }
    },
  };
}
