/**
 * The broker's authentication server, played by the HTTP mount beside the
 * gateway: `/authorize` (a small sign-in page for the demo users) and
 * `/token` (authorization code with PKCE, refresh tokens rotated within a
 * capped lifetime), for the demo applications (AppKeys) below.
 *
 * Two environments share the port: the root one (`/authorize`, `/token`),
 * whose token endpoint sends CORS headers unless `tokenCors` is off, and
 * `/nocors` (`/nocors/authorize`, `/nocors/token`), whose token endpoint
 * never does, so that a browser cannot read it (as the broker's own sample
 * describes its token endpoint) and the app falls back to the implicit grant.
 *
 * Access tokens are JWTs signed with HS256 by a key made when the server
 * starts; they carry `sub` (the demo user) and `exp`, which is all the
 * simulated gateway looks at (see core/users.ts). Nothing here is logged but
 * the path: codes and tokens travel in query strings and bodies.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type GrantType = 'code' | 'token';
export type DemoUser = 'demo' | 'demo-restricted';

export interface DemoApp {
  appKey: string;
  name: string;
  /** The one grant type the application is registered for: `code` (authorization code + PKCE) or `token` (implicit). */
  grant: GrantType;
  /** Registered redirect URLs, compared exactly, except that a loopback address may use any port (RFC 8252, 7.3). */
  redirectUrls: readonly string[];
  /** Lifetimes of this application's tokens in seconds, when shorter than the server's. */
  accessLifetime?: number;
  refreshLifetime?: number;
}

/** Paths the app's callback is served at on this machine (the dev server, `vite preview`, the browser tests). */
const LOOPBACK_CALLBACKS = ['http://127.0.0.1/auth/callback', 'http://localhost/auth/callback'];

export const DEMO_APPS: readonly DemoApp[] = [
  { appKey: 'refex-demo', name: 'Refex demo (authorization code + PKCE)', grant: 'code', redirectUrls: LOOPBACK_CALLBACKS },
  {
    appKey: 'refex-demo-short',
    name: 'Refex demo, short-lived tokens (authorization code + PKCE)',
    grant: 'code',
    redirectUrls: LOOPBACK_CALLBACKS,
    accessLifetime: 20,
    refreshLifetime: 90,
  },
  { appKey: 'refex-demo-implicit', name: 'Refex demo (implicit grant)', grant: 'token', redirectUrls: LOOPBACK_CALLBACKS },
];

export interface AuthServerOptions {
  /** Access-token lifetime in seconds (the broker's: about 20 minutes). */
  accessLifetime?: number;
  /** Refresh-token lifetime in seconds, counted from sign-in and not extended by rotation (the broker's: about an hour). */
  refreshLifetime?: number;
  /** Whether the root environment's token endpoint sends CORS headers (`/nocors` never does). */
  tokenCors?: boolean;
  now?: () => Date;
  apps?: readonly DemoApp[];
}

export const DEFAULT_ACCESS_LIFETIME = 20 * 60;
export const DEFAULT_REFRESH_LIFETIME = 60 * 60;
const CODE_LIFETIME_MS = 60_000;
const SESSION_COOKIE = 'refex_sim_session';
const MAX_BODY = 16 * 1024;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** The control endpoint for tests: GET the counters, POST .../revoke ends every refresh token. */
export const AUTH_CONTROL_PATH = '/__sim/auth';

interface Grant {
  family: string;
  user: DemoUser;
  app: DemoApp;
  redirectUri: string;
  challenge: string;
  /** When the family's refresh tokens stop working: fixed at sign-in. */
  refreshExpiresAt: number;
  revoked: boolean;
}

interface PendingCode {
  grant: Grant;
  expiresAt: number;
  used: boolean;
}

export interface AuthCounters {
  codesIssued: number;
  codesRedeemed: number;
  implicitTokens: number;
  refreshes: number;
  /** Refresh tokens presented again after they were rotated (the family is then revoked). */
  refreshReuses: number;
  tokenErrors: number;
}

export interface AuthServer {
  /** Whether the path belongs to the authentication server (or its control endpoint). */
  handles(pathname: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse, url: URL): void;
  counters(): AuthCounters;
  /** Ends every refresh token (a test's way to make the next refresh fail). */
  revokeAll(): void;
}

const ENVIRONMENTS: Readonly<Record<string, 'flag' | 'off'>> = { '': 'flag', '/nocors': 'off' };

function base64url(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Base64url of the SHA-256 of the verifier, as RFC 7636 S256 asks. */
export function s256(verifier: string): string {
  return base64url(createHash('sha256').update(verifier, 'ascii').digest());
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `uri` is one of the app's registered redirect URLs (a loopback one with any port). */
export function redirectAllowed(app: DemoApp, uri: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return false;
  }
  if (parsed.hash || parsed.username || parsed.password) return false;
  return app.redirectUrls.some((registered) => {
    if (registered === uri) return true;
    const wanted = new URL(registered);
    const loopback = wanted.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(wanted.hostname);
    if (!loopback || wanted.port !== '') return false;
    const portless = `${parsed.protocol}//${parsed.hostname}${parsed.pathname}${parsed.search}`;
    return portless === registered && /^\d*$/.test(parsed.port);
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;max-width:32rem;color:#1a1a1a;background:#fff}' +
  'button{font:inherit;padding:.6rem 1rem;margin:.25rem 0;width:100%;cursor:pointer;border:1px solid #1c5fa8;border-radius:6px;background:#1c5fa8;color:#fff}' +
  'button.secondary{background:#fff;color:#1c5fa8}p.hint{color:#444}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function createAuthServer(options: AuthServerOptions = {}): AuthServer {
  const now = () => (options.now ? options.now() : new Date()).getTime();
  const apps = new Map((options.apps ?? DEMO_APPS).map((app) => [app.appKey, app]));
  const signingKey = randomBytes(32);
  const codes = new Map<string, PendingCode>();
  /** Live refresh tokens by value; rotated ones move to `spent`. */
  const refreshTokens = new Map<string, Grant>();
  const spent = new Map<string, Grant>();
  const sessions = new Map<string, DemoUser>();
  const counters: AuthCounters = { codesIssued: 0, codesRedeemed: 0, implicitTokens: 0, refreshes: 0, refreshReuses: 0, tokenErrors: 0 };

  const accessLifetime = (app: DemoApp) => Math.min(options.accessLifetime ?? DEFAULT_ACCESS_LIFETIME, app.accessLifetime ?? Infinity);
  const refreshLifetime = (app: DemoApp) => Math.min(options.refreshLifetime ?? DEFAULT_REFRESH_LIFETIME, app.refreshLifetime ?? Infinity);

  function accessToken(grant: Grant, issuer: string): { token: string; expiresIn: number } {
    const issuedAt = Math.floor(now() / 1000);
    const expiresIn = accessLifetime(grant.app);
    const header = base64url(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
    const claims = { iss: issuer, sub: grant.user, aud: grant.app.appKey, iat: issuedAt, exp: issuedAt + expiresIn, jti: base64url(randomBytes(9)) };
    const payload = base64url(Buffer.from(JSON.stringify(claims)));
    const signature = base64url(createHmac('sha256', signingKey).update(`${header}.${payload}`).digest());
    return { token: `${header}.${payload}.${signature}`, expiresIn };
  }

  function environmentOf(pathname: string): { prefix: string; endpoint: string } | undefined {
    for (const prefix of Object.keys(ENVIRONMENTS)) {
      for (const endpoint of ['/authorize', '/token']) if (pathname === `${prefix}${endpoint}`) return { prefix, endpoint };
    }
    return undefined;
  }

  function readBody(request: IncomingMessage, done: (form: URLSearchParams | undefined) => void): void {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => done(size > MAX_BODY ? undefined : new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
  }

  function cookie(request: IncomingMessage, name: string): string | undefined {
    for (const part of (request.headers.cookie ?? '').split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return rest.join('=');
    }
    return undefined;
  }

  function handleAuthorize(request: IncomingMessage, response: ServerResponse, url: URL, prefix: string): void {
    const method = (request.method ?? 'GET').toUpperCase();
    const html = (status: number, title: string, body: string, headers: Record<string, string> = {}) => {
      const bytes = Buffer.from(page(title, body));
      response.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(bytes.length),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Frame-Options': 'SAMEORIGIN',
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'self' http://127.0.0.1:* http://localhost:*",
        ...headers,
      });
      response.end(bytes);
    };
    const proceed = (params: URLSearchParams) => {
      const app = apps.get(params.get('client_id') ?? '');
      const redirectUri = params.get('redirect_uri') ?? '';
      // Without a known AppKey and one of its redirect URLs the server cannot send the user back: it says so itself.
      if (!app) return html(400, 'Unknown application', `<h1>Unknown application</h1><p>No application is registered with the AppKey given (client_id). Check the AppKey in the app's settings.</p>`);
      if (!redirectAllowed(app, redirectUri)) {
        return html(400, 'Redirect URL not registered', `<h1>Redirect URL not registered</h1><p>The application "${escapeHtml(app.name)}" does not list this redirect URL: <code>${escapeHtml(redirectUri)}</code>. Add it to the application's redirect URLs exactly as shown.</p>`);
      }
      const state = params.get('state') ?? '';
      const responseType = params.get('response_type') ?? '';
      const back = (values: Record<string, string>, inFragment: boolean, headers: Record<string, string> = {}) => {
        const target = new URL(redirectUri);
        const data = new URLSearchParams({ ...values, ...(state ? { state } : {}) });
        if (inFragment) target.hash = data.toString();
        else for (const [key, value] of data) target.searchParams.append(key, value);
        response.writeHead(302, { Location: target.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', ...headers });
        response.end();
      };
      const implicit = responseType === 'token';
      const fail = (error: string, description: string) => back({ error, error_description: description }, implicit);
      if (responseType !== 'code' && responseType !== 'token') return fail('unsupported_response_type', 'response_type must be code or token.');
      if (responseType !== app.grant) {
        return fail('unauthorized_client', `This application is registered for the ${app.grant === 'code' ? 'authorization code' : 'implicit'} grant (response_type=${app.grant}).`);
      }
      const challenge = params.get('code_challenge') ?? '';
      if (!implicit) {
        if (!challenge) return fail('invalid_request', 'code_challenge is required (PKCE).');
        if ((params.get('code_challenge_method') ?? '') !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256.');
        if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return fail('invalid_request', 'code_challenge is not a base64url SHA-256.');
      }
      const issue = (user: DemoUser, headers: Record<string, string> = {}) => {
        const grant: Grant = { family: base64url(randomBytes(12)), user, app, redirectUri, challenge, refreshExpiresAt: now() + refreshLifetime(app) * 1000, revoked: false };
        if (implicit) {
          counters.implicitTokens += 1;
          const { token, expiresIn } = accessToken(grant, `${url.origin}${prefix}`);
          return back({ access_token: token, token_type: 'Bearer', expires_in: String(expiresIn) }, true, headers);
        }
        const code = base64url(randomBytes(24));
        codes.set(code, { grant, expiresAt: now() + CODE_LIFETIME_MS, used: false });
        counters.codesIssued += 1;
        return back({ code }, false, headers);
      };
      const sessionUser = sessions.get(cookie(request, SESSION_COOKIE) ?? '');
      if (params.get('prompt') === 'none') return sessionUser ? issue(sessionUser) : fail('login_required', 'No one is signed in to the simulator: sign in with the page.');
      if (method === 'POST') {
        const chosen = params.get('user');
        if (params.get('cancel') === '1') return fail('access_denied', 'The user cancelled the sign-in.');
        if (chosen !== 'demo' && chosen !== 'demo-restricted') return html(400, 'Choose a user', '<h1>Choose a user</h1><p>Go back and choose one of the demo users.</p>');
        const session = base64url(randomBytes(18));
        sessions.set(session, chosen);
        return issue(chosen, { 'Set-Cookie': `${SESSION_COOKIE}=${session}; Path=${prefix}/authorize; HttpOnly; SameSite=Lax` });
      }
      const hidden = [...params]
        .filter(([key]) => key !== 'user' && key !== 'cancel')
        .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
        .join('');
      const action = `${prefix}/authorize`;
      return html(
        200,
        'Sign in to the Refex simulator',
        `<h1>Sign in to the Refex simulator</h1><p>The application <strong>${escapeHtml(app.name)}</strong> asks to read reference data and corporate actions for you.</p>` +
          `<form method="post" action="${action}">${hidden}<button type="submit" name="user" value="demo">Sign in as demo (full access)</button>` +
          `<button type="submit" name="user" value="demo-restricted">Sign in as demo-restricted (restricted)</button>` +
          `<button type="submit" class="secondary" name="cancel" value="1">Cancel</button></form>` +
          `<p class="hint">A simulated sign-in: no password, no real account.</p>`,
      );
    };
    if (method === 'GET' || method === 'HEAD') return proceed(url.searchParams);
    if (method === 'POST') {
      return readBody(request, (form) => {
        if (!form) return html(413, 'Too large', '<h1>Request too large</h1>');
        proceed(form);
      });
    }
    response.writeHead(405, { Allow: 'GET, POST' });
    response.end();
  }

  function handleToken(request: IncomingMessage, response: ServerResponse, url: URL, prefix: string): void {
    const method = (request.method ?? 'GET').toUpperCase();
    const origin = request.headers.origin;
    const cors = ENVIRONMENTS[prefix] === 'off' ? false : options.tokenCors !== false;
    const corsHeaders: Record<string, string> = cors && origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    if (method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers'];
      response.writeHead(204, {
        ...corsHeaders,
        ...(cors ? { 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': typeof requested === 'string' && requested.trim() ? requested : 'Content-Type', 'Access-Control-Max-Age': '600' } : {}),
      });
      response.end();
      return;
    }
    const json = (status: number, body: unknown) => {
      const bytes = Buffer.from(JSON.stringify(body));
      response.writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(bytes.length), 'Cache-Control': 'no-store', Pragma: 'no-cache' });
      response.end(bytes);
    };
    const error = (code: string, description: string, status = 400) => {
      counters.tokenErrors += 1;
      json(status, { error: code, error_description: description });
    };
    if (method !== 'POST') {
      response.writeHead(405, { ...corsHeaders, Allow: 'POST' });
      response.end();
      return;
    }
    const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return error('invalid_request', 'The body must be application/x-www-form-urlencoded.');
    readBody(request, (form) => {
      if (!form) return error('invalid_request', 'The body is too large.');
      const issuer = `${url.origin}${prefix}`;
      const tokens = (grant: Grant) => {
        const refreshToken = base64url(randomBytes(32));
        refreshTokens.set(refreshToken, grant);
        const { token, expiresIn } = accessToken(grant, issuer);
        json(200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: expiresIn,
          refresh_token: refreshToken,
          refresh_token_expires_in: Math.max(0, Math.floor((grant.refreshExpiresAt - now()) / 1000)),
        });
      };
      const verifier = form.get('code_verifier') ?? '';
      const redirectUri = form.get('redirect_uri') ?? '';
      const grantType = form.get('grant_type');
      if (grantType === 'authorization_code') {
        const app = apps.get(form.get('client_id') ?? '');
        if (!app) return error('invalid_client', 'Unknown AppKey (client_id).', 401);
        const pending = codes.get(form.get('code') ?? '');
        if (!pending || pending.grant.app !== app) return error('invalid_grant', 'The code is unknown or was issued to another application.');
        if (pending.used) {
          // A code presented twice: whatever it gave is withdrawn (RFC 6749, 4.1.2).
          pending.grant.revoked = true;
          return error('invalid_grant', 'The code has already been used.');
        }
        pending.used = true;
        if (pending.expiresAt <= now()) return error('invalid_grant', 'The code has expired.');
        if (redirectUri !== pending.grant.redirectUri) return error('invalid_grant', 'redirect_uri differs from the one of the authorization request.');
        if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return error('invalid_grant', 'code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~.');
        if (!sameText(s256(verifier), pending.grant.challenge)) return error('invalid_grant', 'code_verifier does not match the code_challenge.');
        counters.codesRedeemed += 1;
        return tokens(pending.grant);
      }
      if (grantType === 'refresh_token') {
        const presented = form.get('refresh_token') ?? '';
        const reused = spent.get(presented);
        if (reused) {
          counters.refreshReuses += 1;
          reused.revoked = true;
          return error('invalid_grant', 'The refresh token has already been used; the session is ended.');
        }
        const grant = refreshTokens.get(presented);
        if (!grant) return error('invalid_grant', 'The refresh token is unknown.');
        refreshTokens.delete(presented);
        spent.set(presented, grant);
        if (grant.revoked) return error('invalid_grant', 'The session has been ended.');
        if (grant.refreshExpiresAt <= now()) return error('invalid_grant', 'The refresh token has expired: sign in again.');
        if (redirectUri !== grant.redirectUri) return error('invalid_grant', 'redirect_uri differs from the one of the sign-in.');
        if (!sameText(s256(verifier), grant.challenge)) return error('invalid_grant', 'code_verifier does not match the one of the sign-in.');
        counters.refreshes += 1;
        return tokens(grant);
      }
      return error('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
    });
  }

  function control(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || request.headers.origin !== undefined) return send(403, { message: 'From this machine only, not from a web page.' });
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'GET' && url.pathname === AUTH_CONTROL_PATH) return send(200, { ...counters });
    if (method === 'POST' && url.pathname === `${AUTH_CONTROL_PATH}/revoke`) {
      revokeAll();
      return send(200, { ...counters });
    }
    send(404, { message: `GET ${AUTH_CONTROL_PATH} or POST ${AUTH_CONTROL_PATH}/revoke` });
  }

  function revokeAll(): void {
    for (const grant of refreshTokens.values()) grant.revoked = true;
  }

  return {
    handles: (pathname) => environmentOf(pathname) !== undefined || pathname === AUTH_CONTROL_PATH || pathname === `${AUTH_CONTROL_PATH}/revoke`,
    handle(request, response, url) {
      if (url.pathname.startsWith(AUTH_CONTROL_PATH)) return control(request, response, url);
      const environment = environmentOf(url.pathname);
      if (!environment) return;
      if (environment.endpoint === '/authorize') handleAuthorize(request, response, url, environment.prefix);
      else handleToken(request, response, url, environment.prefix);
    },
    counters: () => ({ ...counters }),
    revokeAll,
  };
}
