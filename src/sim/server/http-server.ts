import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Simulator } from '../service';
import { createFaultInjector, FaultRulesError, parseFaultRules, type FaultInjector } from '../core/faults';
import { createAuthServer, type AuthServer } from './auth-server';

/** Response headers a browser may read, as the real gateway lists them. */
export const EXPOSED_HEADERS =
  'X-Auth-Token,X-Auth-Token-Expiry,X-Auth-Token-Expiry-Minutes,X-Request-Id,WWW-Authenticate,Location,Content-Encoding,ETag,Content-Range,X-Correlation';

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request's URL, or undefined when the target or the Host header cannot be parsed. */
function requestUrl(request: IncomingMessage): URL | undefined {
  const target = request.url ?? '/';
  // Origin-form targets only ("/path?query"); appended rather than resolved, so "//x" stays a path.
  if (!target.startsWith('/')) return undefined;
  const local = request.socket.localPort ?? 80;
  for (const host of [headerValue(request, 'host'), `127.0.0.1:${local}`]) {
    // A host name or address with an optional port, nothing that could move the path.
    if (!host || !/^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(host)) continue;
    try {
      return new URL(`http://${host}${target}`);
    } catch {
      // An unusable Host header: fall back to the loopback address.
    }
  }
  return undefined;
}

/**
 * The prefix of a gateway without CORS: `/closed/openapi/...` is answered as `/openapi/...`, but a web
 * page cannot read the answer (nor pass the preflight), as with a gateway that does not list its origin.
 */
export const CLOSED_PREFIX = '/closed';

/** The control endpoint of the fault rules: GET lists them with their counts, PUT replaces them, POST adds to them, DELETE clears them. */
export const FAULTS_PATH = '/__sim/faults';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const MAX_RULES_BYTES = 1 << 20;

/**
 * The fault rules' control endpoint, for tests on this machine only: a
 * request from another address, or from a web page (which always names its
 * Origin on these methods), is refused.
 */
function controlFaults(request: IncomingMessage, faults: FaultInjector, send: (status: number, body: unknown) => void): void {
  const method = (request.method ?? 'GET').toUpperCase();
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || request.headers.origin !== undefined)
    return send(403, { message: 'The fault rules are set from this machine only, not from a web page.' });
  if (method === 'GET') return send(200, faults.status());
  if (method === 'DELETE') {
    faults.replace([]);
    return send(200, faults.status());
  }
  if (method !== 'PUT' && method !== 'POST') return send(405, { message: 'GET, PUT, POST or DELETE' });
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_RULES_BYTES) chunks.push(chunk);
  });
  request.on('end', () => {
    if (size > MAX_RULES_BYTES) return send(413, { message: 'Too many rules.' });
    try {
      const rules = parseFaultRules(Buffer.concat(chunks).toString('utf8'));
      if (method === 'PUT') faults.replace(rules);
      else faults.add(rules);
      send(200, faults.status());
    } catch (error) {
      if (!(error instanceof FaultRulesError)) throw error;
      send(400, { message: error.message, problems: error.problems });
    }
  });
}

/**
 * The control endpoint of the request count: GET answers how many requests of the asking session (the
 * bearer token the GET itself carries) reached the gateway, per service group, in all and in the last
 * minute of real time, as the gateway counts a session's quotas. From this machine only, not from a web page.
 */
export const REQUESTS_PATH = '/__sim/requests';

/** What reached the gateway, per session (a hash of its Authorization header, never the token) and service group. */
export interface RequestCounter {
  count(authorization: string | undefined, path: string, at: number): void;
  of(authorization: string | undefined, now: number): Record<'ref' | 'ca', { total: number; lastMinute: number }>;
}

export function createRequestCounter(): RequestCounter {
  const sessions = new Map<string, { ref: number[]; ca: number[] }>();
  const keyOf = (authorization: string | undefined) =>
    createHash('sha256')
      .update(authorization ?? '')
      .digest('hex');
  const groupOf = (path: string) => (/\/ref\/v\d+\//i.test(path) ? 'ref' : /\/ca\/v\d+\//i.test(path) ? 'ca' : undefined);
  return {
    count(authorization, path, at) {
      const group = groupOf(path);
      if (!group) return;
      const key = keyOf(authorization);
      const session = sessions.get(key) ?? { ref: [], ca: [] };
      sessions.set(key, session);
      session[group].push(at);
    },
    of(authorization, now) {
      const session = sessions.get(keyOf(authorization)) ?? { ref: [], ca: [] };
      const read = (times: number[]) => ({ total: times.length, lastMinute: times.filter((at) => at > now - 60_000).length });
      return { ref: read(session.ref), ca: read(session.ca) };
    },
  };
}

/**
 * Node request listener for the simulator: the gateway's CORS behaviour
 * (preflight answered, Origin echoed, Authorization allowed, X-Correlation
 * exposed; no CORS headers for unknown paths, nor under CLOSED_PREFIX) around
 * the shared simulator, with the faults asked for (see core/faults.ts).
 * Every response carries an X-Correlation id, preflights and failures too.
 */
export function createRequestListener(
  simulator: Simulator,
  onLog?: (line: string) => void,
  faults: FaultInjector = createFaultInjector(),
  auth: AuthServer = createAuthServer(),
  requests: RequestCounter = createRequestCounter(),
) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const method = (request.method ?? 'GET').toUpperCase();
    const origin = headerValue(request, 'origin');
    /** Writes the answer; `truncateAt`: the connection drops after that many bytes of the body. */
    const send = (status: number, headers: Record<string, string>, body: string | null = null, truncateAt?: number): void => {
      const bytes = body === null ? null : Buffer.from(body);
      response.writeHead(status, { ...headers, 'X-Correlation': headers['X-Correlation'] ?? simulator.correlationId(), 'Content-Length': String(bytes?.length ?? 0) });
      if (method === 'HEAD' || bytes === null) response.end();
      else if (truncateAt === undefined) response.end(bytes);
      else response.write(bytes.subarray(0, truncateAt), () => response.destroy());
    };

    const url = requestUrl(request);
    if (!url) {
      onLog?.(`400 ${method} (unparsable request target)`);
      send(400, {});
      return;
    }
    if (auth.handles(url.pathname)) {
      // The authentication server beside the gateway (auth-server.ts). The path only: codes and tokens travel in the query.
      response.on('finish', () => onLog?.(`${response.statusCode} ${method} ${url.pathname}`));
      auth.handle(request, response, url);
      return;
    }
    if (url.pathname === FAULTS_PATH) {
      controlFaults(request, faults, (status, body) => send(status, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify(body)));
      return;
    }
    if (url.pathname === REQUESTS_PATH) {
      const body =
        !LOOPBACK.has(request.socket.remoteAddress ?? '') || request.headers.origin !== undefined
          ? { status: 403, value: { message: 'The request count is read from this machine only, not from a web page.' } }
          : { status: 200, value: requests.of(headerValue(request, 'authorization'), Date.now()) };
      send(body.status, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify(body.value));
      return;
    }
    // Under /closed the gateway answers as at the path without it, but with no CORS headers at all: a gateway
    // that a web page cannot read, for the app's readiness checks (the answer a browser then sees is a failure).
    const closed = url.pathname.startsWith(CLOSED_PREFIX + '/');
    const gatewayUrl = new URL(url.href);
    if (closed) gatewayUrl.pathname = url.pathname.slice(CLOSED_PREFIX.length);
    const known = simulator.isKnownPath(gatewayUrl.pathname);
    const cors = (): Record<string, string> => (known && !closed ? corsHeaders(origin) : {});
    if (known && method !== 'OPTIONS') requests.count(headerValue(request, 'authorization'), gatewayUrl.pathname, Date.now());

    if (method === 'OPTIONS') {
      // A preflight under /closed meets what an unknown path of the gateway answers: 404 without CORS headers.
      if (!known || closed) {
        send(404, {});
        return;
      }
      const requested = headerValue(request, 'access-control-request-headers');
      send(204, {
        ...corsHeaders(origin),
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': requested && requested.trim() ? requested : 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return;
    }

    const plan = faults.take(method, gatewayUrl.href, headerValue(request, 'authorization'));
    const answer = (): void => {
      let outcome;
      try {
        outcome = plan.answer(simulator, { method, url: gatewayUrl.href, headers: { authorization: headerValue(request, 'authorization') } });
      } catch (error) {
        onLog?.(`500 ${method} ${url.pathname} ${(error as Error).message}`);
        send(500, cors());
        return;
      }
      if (outcome.type === 'drop') {
        onLog?.(`dropped ${method} ${url.pathname}`);
        request.socket.destroy();
        return;
      }
      const { response: result, truncateAt } = outcome;
      // Log the path only: query strings and headers may carry account keys or tokens.
      onLog?.(`${result.status} ${method} ${url.pathname}${truncateAt === undefined ? '' : ' (cut short)'}`);
      send(result.status, { ...result.headers, ...cors() }, result.body, truncateAt);
    };
    if (plan.delayMs > 0) setTimeout(answer, plan.delayMs);
    else answer();
  };
}

export interface StartedServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Starts the simulator on loopback. Port 0 picks a free port. */
export function startSimServer(simulator: Simulator, port: number, onLog?: (line: string) => void, faults?: FaultInjector, auth?: AuthServer): Promise<StartedServer> {
  const server = createServer(createRequestListener(simulator, onLog, faults, auth));
  // Node closes an idle kept-alive connection after 5 s; a client that sends its next request on it at that moment
  // gets ECONNRESET (seen once in a full browser-test run: a test's API request 5 s after its previous one). Idle
  // connections are kept a minute instead, longer than any pause between a test's requests.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        port: actual,
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
