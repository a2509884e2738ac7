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

/**
 * Node request listener for the simulator: the gateway's CORS behaviour
 * (preflight answered, Origin echoed, Authorization allowed, X-Correlation
 * exposed; no CORS headers for unknown paths) around the shared simulator.
 */
export function createRequestListener(simulator: Simulator, onLog?: (line: string) => void) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const host = headerValue(request, 'host') ?? '127.0.0.1';
    const url = new URL(request.url ?? '/', `http://${host}`);
    const origin = headerValue(request, 'origin');
    const known = simulator.isKnownPath(url.pathname);
    const method = (request.method ?? 'GET').toUpperCase();

    if (method === 'OPTIONS') {
      if (!known) {
        response.writeHead(404).end();
        return;
      }
      const requested = headerValue(request, 'access-control-request-headers');
      response
        .writeHead(204, {
          ...corsHeaders(origin),
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': requested && requested.trim() ? requested : 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
        })
        .end();
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
      response.writeHead(500, known ? corsHeaders(origin) : {}).end();
      return;
    }
    // Log the path only: query strings and headers may carry account keys or tokens.
    onLog?.(`${result.status} ${method} ${url.pathname}`);
    const headers: Record<string, string> = { ...result.headers, ...(known ? corsHeaders(origin) : {}) };
    if (result.body !== null) headers['Content-Length'] = String(Buffer.byteLength(result.body));
    response.writeHead(result.status, headers);
    response.end(method === 'HEAD' ? undefined : (result.body ?? undefined));
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
