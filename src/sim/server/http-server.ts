import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Simulator } from '../service';

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
 * Node request listener for the simulator: the gateway's CORS behaviour
 * (preflight answered, Origin echoed, Authorization allowed, X-Correlation
 * exposed; no CORS headers for unknown paths) around the shared simulator.
 * Every response carries an X-Correlation id, preflights and failures too.
 */
export function createRequestListener(simulator: Simulator, onLog?: (line: string) => void) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const method = (request.method ?? 'GET').toUpperCase();
    const origin = headerValue(request, 'origin');
    const send = (status: number, headers: Record<string, string>, body: string | null = null): void => {
      const length = body === null ? 0 : Buffer.byteLength(body);
      response.writeHead(status, { ...headers, 'X-Correlation': headers['X-Correlation'] ?? simulator.correlationId(), 'Content-Length': String(length) });
      response.end(method === 'HEAD' || body === null ? undefined : body);
    };

    const url = requestUrl(request);
    if (!url) {
      onLog?.(`400 ${method} (unparsable request target)`);
      send(400, {});
      return;
    }
    const known = simulator.isKnownPath(url.pathname);

    if (method === 'OPTIONS') {
      if (!known) {
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

    let result;
    try {
      result = simulator.handle({
        method,
        url: url.href,
        headers: { authorization: headerValue(request, 'authorization') },
      });
    } catch (error) {
      onLog?.(`500 ${method} ${url.pathname} ${(error as Error).message}`);
      send(500, known ? corsHeaders(origin) : {});
      return;
    }
    // Log the path only: query strings and headers may carry account keys or tokens.
    onLog?.(`${result.status} ${method} ${url.pathname}`);
    send(result.status, { ...result.headers, ...(known ? corsHeaders(origin) : {}) }, result.body);
  };
}

export interface StartedServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Starts the simulator on loopback. Port 0 picks a free port. */
export function startSimServer(simulator: Simulator, port: number, onLog?: (line: string) => void): Promise<StartedServer> {
  const server = createServer(createRequestListener(simulator, onLog));
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
