/**
 * The broker's authentication server, played by the HTTP mount beside the
 * gateway, for the demo applications (AppKeys) below: `/authorize` (a small
 * sign-in page for the demo users), `/token` (authorization code with PKCE,
 * refresh tokens rotated within a capped lifetime) and `/oidclogout` (ends the
 * sign-in session).
 *
 * By default it behaves as the broker's does, so that the app meets here what
 * it will meet there: redirect URLs are registered without a port and the
 * requested one's port is ignored; the token endpoint sends no CORS headers
 * (a browser cannot read it); `/authorize` refuses to be framed except when
 * `prompt=none` is given, which answers with a redirect from the sign-in
 * session (a cookie of this server). Other environments on the same port,
 * as path prefixes, each change one thing (see AUTH_ENVIRONMENTS).
 *
 * Access tokens are JWTs signed with HS256 by a key made when the server
 * starts; they carry `sub` (the demo user) and `exp`, which is all the
 * simulated gateway looks at (see core/users.ts). Nothing here is logged but
 * the path: codes and tokens travel in query strings and bodies.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The grant an application is registered for, fixed at registration as on the
 * broker's developer portal: `pkce` (its "PKCE": response_type=code with an S256
 * code challenge, no secret) or `implicit` (its "Implicit": response_type=token).
 * The portal's third, "Code" (with a secret), is for server applications and has
 * no demo app: a web page cannot keep a secret.
 */
export type GrantType = 'pkce' | 'implicit';
export type DemoUser = 'demo' | 'demo-restricted';

export interface DemoApp {
  appKey: string;
  name: string;
  grant: GrantType;
  /**
   * Registered redirect URLs, as the broker takes them: without a port. A requested
   * redirect_uri matches when its scheme, host, path and query are equal, whatever
   * its port; a registered URL that has a port matches nothing (see redirectAllowed).
   */
  redirectUrls: readonly string[];
  /** Lifetimes of this application's tokens in seconds, when shorter than the server's. */
  accessLifetime?: number;
  refreshLifetime?: number;
  /** What the application stands for, in a few words (for the README and the command line). */
  mirrors: string;
}

/** The app's callback wherever it is served on this machine (dev server, `vite preview`, browser tests): the port is ignored. */
export const DEMO_REDIRECT_URL = 'http://localhost/auth/callback';
const CALLBACKS = [DEMO_REDIRECT_URL];

export const DEMO_APPS: readonly DemoApp[] = [
  {
    appKey: 'refex-demo',
    name: 'Refex demo (PKCE)',
    grant: 'pkce',
    redirectUrls: CALLBACKS,
    mirrors: 'a "PKCE" app: access token 20 min, refresh token 1 h, renewed by each refresh',
  },
  {
    appKey: 'refex-demo-short',
    name: 'Refex demo, short-lived tokens (PKCE)',
    grant: 'pkce',
    redirectUrls: CALLBACKS,
    accessLifetime: 20,
    refreshLifetime: 90,
    mirrors: 'a "PKCE" app with lifetimes cut short to watch renewal and the session end: access 20 s, refresh 90 s',
  },
  {
    appKey: 'refex-demo-implicit',
    name: 'Refex demo (Implicit)',
    grant: 'implicit',
    redirectUrls: CALLBACKS,
    mirrors: 'an "Implicit" app: access token 20 min, no refresh token',
  },
  {
    appKey: 'refex-demo-implicit-short',
    name: 'Refex demo, short-lived tokens (Implicit)',
    grant: 'implicit',
    redirectUrls: CALLBACKS,
    accessLifetime: 10,
    mirrors: 'an "Implicit" app with 10 s access tokens, to watch renewal through prompt=none',
  },
];

/** How the portal names each grant, for messages. */
const GRANT_NAMES: Readonly<Record<GrantType, string>> = { pkce: 'PKCE (response_type=code with an S256 code_challenge)', implicit: 'Implicit (response_type=token)' };

/**
 * An environment of the authentication server: its endpoints are `<prefix>/authorize`,
 * `<prefix>/token` and `<prefix>/oidclogout`, and its sign-in session is its own.
 */
export interface AuthEnvironment {
  /** '' for the root one, else a path such as `/pkce`. */
  prefix: string;
  /** Whether the token endpoint sends CORS headers, so that a web page can read it. */
  tokenCors: boolean;
  /** What prompt=none answers: from the sign-in session, or always login_required. */
  promptNone: 'session' | 'login-required';
  about: string;
}

export const AUTH_ENVIRONMENTS: readonly AuthEnvironment[] = [
  { prefix: '', tokenCors: false, promptNone: 'session', about: "the broker's behaviour: token endpoint without CORS, prompt=none answered from the sign-in session" },
  {
    prefix: '/pkce',
    tokenCors: true,
    promptNone: 'session',
    about: 'a token endpoint a web page can read (CORS), as a self-hosted authorization server would have: the code + PKCE path',
  },
  {
    prefix: '/noframe',
    tokenCors: false,
    promptNone: 'login-required',
    about: "as the root, but prompt=none always answers login_required (what a browser that withholds the frame's cookie sees)",
  },
];

export interface AuthServerOptions {
  /** Access-token lifetime in seconds (the broker's: about 20 minutes). */
  accessLifetime?: number;
  /** Refresh-token lifetime in seconds, counted from the last token answer (the broker's: about an hour, rolling). */
  refreshLifetime?: number;
  now?: () => Date;
  apps?: readonly DemoApp[];
}

export const DEFAULT_ACCESS_LIFETIME = 20 * 60;
export const DEFAULT_REFRESH_LIFETIME = 60 * 60;
const CODE_LIFETIME_MS = 60_000;
const MAX_BODY = 16 * 1024;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** The control endpoint for tests: GET the counters, POST .../revoke ends every refresh token. */
export const AUTH_CONTROL_PATH = '/__sim/auth';
const ENDPOINTS = ['/authorize', '/token', '/oidclogout'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

/** The sign-in session's cookie of an environment: a name of its own, so that no environment ever reads another's. */
export function sessionCookieName(prefix: string): string {
  return `refex_sim_session${prefix.replace(/\//g, '_')}`;
}

/** The broker's answer to a redirect_uri it does not know: no redirect, this body. */
export const REDIRECT_NOT_REGISTERED = { error: 'invalid_request', error_description: 'Value of redirect_uri parameter is not registered' } as const;

interface Grant {
  family: string;
  user: DemoUser;
  app: DemoApp;
  redirectUri: string;
  challenge: string;
  /** When the family's live refresh token stops working: renewed with each token answer (rolling, as the broker's). */
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
  /** prompt=none answers that gave a token or a code (counted in codesIssued or implicitTokens too). */
  silentTokens: number;
  /** prompt=none answers with login_required. */
  loginRequired: number;
  /** Requests to an /oidclogout endpoint. */
  logouts: number;
}

export interface AuthServer {
  /** Whether the path belongs to the authentication server (or its control endpoint). */
  handles(pathname: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse, url: URL): void;
  counters(): AuthCounters;
  /** Ends every refresh token (a test's way to make the next refresh fail). */
  revokeAll(): void;
}

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

/**
 * An absolute http(s) URL taken apart as written: scheme and host (lower-cased, as
 * they are case-insensitive), the port if one is written, and the rest (path and
 * query) verbatim. Undefined for anything else, user info or a fragment included.
 */
function urlParts(text: string): { origin: string; port: string | undefined; rest: string } | undefined {
  const match = /^(https?):\/\/([A-Za-z0-9.-]+)(?::(\d{1,5}))?([/?][^#]*)?$/i.exec(text);
  if (!match) return undefined;
  try {
    new URL(text);
  } catch {
    return undefined;
  }
  return { origin: `${(match[1] as string).toLowerCase()}://${(match[2] as string).toLowerCase()}`, port: match[3], rest: match[4] ?? '' };
}

/** Whether `uri` and `registered` have the same scheme and host, the port of `uri` ignored and `registered` without one. */
function sameOriginButPort(registered: string, uri: string): boolean {
  const wanted = urlParts(registered);
  const given = urlParts(uri);
  return wanted !== undefined && given !== undefined && wanted.port === undefined && wanted.origin === given.origin;
}

/**
 * Whether `uri` is one of the app's registered redirect URLs, matched as the
 * broker matches them: scheme, host, path and query equal, the requested port
 * ignored. So `http://localhost:<any port>/auth/callback` fits a registered
 * `http://localhost/auth/callback`, `127.0.0.1` does not (the host is compared
 * as written), and a registered URL with a port fits nothing.
 */
export function redirectAllowed(app: DemoApp, uri: string): boolean {
  const given = urlParts(uri);
  if (!given) return false;
  return app.redirectUrls.some((registered) => sameOriginButPort(registered, uri) && urlParts(registered)?.rest === given.rest);
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

/**
 * Headers of every answer of this server that is not a prompt=none redirect: it
 * may not be framed (as the broker's pages), so a page cannot trick the user into
 * signing in inside a frame. The form posts to this server and is then redirected
 * to the application, which form-action must allow.
 */
const NO_FRAMING: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
};

export function createAuthServer(options: AuthServerOptions = {}): AuthServer {
  const now = () => (options.now ? options.now() : new Date()).getTime();
  const apps = new Map((options.apps ?? DEMO_APPS).map((app) => [app.appKey, app]));
  const signingKey = randomBytes(32);
  const codes = new Map<string, PendingCode>();
  /** Live refresh tokens by value; rotated ones move to `spent`. */
  const refreshTokens = new Map<string, Grant>();
  const spent = new Map<string, Grant>();
  /** Sign-in sessions (cookie value to user), one store per environment: a session of one never signs in another. */
  const sessions = new Map(AUTH_ENVIRONMENTS.map((environment) => [environment.prefix, new Map<string, DemoUser>()]));
  const counters: AuthCounters = {
    codesIssued: 0,
    codesRedeemed: 0,
    implicitTokens: 0,
    refreshes: 0,
    refreshReuses: 0,
    tokenErrors: 0,
    silentTokens: 0,
    loginRequired: 0,
    logouts: 0,
  };

  const accessLifetime = (app: DemoApp) => Math.min(options.accessLifetime ?? DEFAULT_ACCESS_LIFETIME, app.accessLifetime ?? Infinity);
  const refreshLifetime = (app: DemoApp) => Math.min(options.refreshLifetime ?? DEFAULT_REFRESH_LIFETIME, app.refreshLifetime ?? Infinity);

  function accessToken(grant: Grant, issuer: string): { token: string; expiresIn: number } {
    const issuedAt = Math.floor(now() / 1000);
    const expiresIn = accessLifetime(grant.app);
    const header = base64url(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
    // `aid` (the app) and `sid` (the sign-in) as the broker's tokens name them; `sub` is what the simulated gateway reads.
    const claims = {
      iss: issuer,
      sub: grant.user,
      aud: grant.app.appKey,
      aid: grant.app.appKey,
      sid: grant.family,
      iat: issuedAt,
      exp: issuedAt + expiresIn,
      jti: base64url(randomBytes(9)),
    };
    const payload = base64url(Buffer.from(JSON.stringify(claims)));
    const signature = base64url(createHmac('sha256', signingKey).update(`${header}.${payload}`).digest());
    return { token: `${header}.${payload}.${signature}`, expiresIn };
  }

  function environmentOf(pathname: string): { environment: AuthEnvironment; endpoint: Endpoint } | undefined {
    for (const environment of AUTH_ENVIRONMENTS) {
      for (const endpoint of ENDPOINTS) if (pathname === `${environment.prefix}${endpoint}`) return { environment, endpoint };
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

  /** The environment's signed-in user, from any cookie of its name the browser sent. */
  function sessionOf(request: IncomingMessage, prefix: string): { id: string; user: DemoUser } | undefined {
    const store = sessions.get(prefix);
    const name = sessionCookieName(prefix);
    for (const part of (request.headers.cookie ?? '').split(';')) {
      const [key, ...rest] = part.trim().split('=');
      const id = rest.join('=');
      const user = key === name ? store?.get(id) : undefined;
      if (user) return { id, user };
    }
    return undefined;
  }

  function sendHtml(response: ServerResponse, status: number, title: string, body: string, headers: Record<string, string> = {}): void {
    const bytes = Buffer.from(page(title, body));
    response.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...NO_FRAMING,
      ...headers,
    });
    response.end(bytes);
  }

  function handleAuthorize(request: IncomingMessage, response: ServerResponse, url: URL, environment: AuthEnvironment): void {
    const { prefix } = environment;
    const method = (request.method ?? 'GET').toUpperCase();
    const html = (status: number, title: string, body: string, headers: Record<string, string> = {}) => sendHtml(response, status, title, body, headers);
    /** The answer when the server cannot send the user back: it says why itself, in JSON, as the broker does. */
    const refuse = (body: { error: string; error_description: string }) => {
      const bytes = Buffer.from(JSON.stringify(body));
      response.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(bytes.length), 'Cache-Control': 'no-store', ...NO_FRAMING });
      response.end(bytes);
    };
    const proceed = (params: URLSearchParams) => {
      const app = apps.get(params.get('client_id') ?? '');
      const redirectUri = params.get('redirect_uri') ?? '';
      if (!app) return refuse({ error: 'invalid_request', error_description: 'Value of client_id parameter is not registered' });
      if (!redirectAllowed(app, redirectUri)) return refuse(REDIRECT_NOT_REGISTERED);
      const state = params.get('state') ?? '';
      const responseType = params.get('response_type') ?? '';
      const silent = params.get('prompt') === 'none';
      // Only prompt=none may run in a (hidden) frame: its answer is a redirect, never a page a user could be tricked into using.
      const framing = silent ? {} : NO_FRAMING;
      const back = (values: Record<string, string>, inFragment: boolean, headers: Record<string, string> = {}) => {
        const target = new URL(redirectUri);
        const data = new URLSearchParams({ ...values, ...(state ? { state } : {}) });
        if (inFragment) target.hash = data.toString();
        else for (const [key, value] of data) target.searchParams.append(key, value);
        response.writeHead(302, { Location: target.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', ...framing, ...headers });
        response.end();
      };
      // The answer goes where the requested response type would put it (RFC 6749, 4.1.2.1 and 4.2.2.1).
      const implicit = responseType === 'token';
      const fail = (error: string, description: string) => back({ error, error_description: description }, implicit);
      const wanted = app.grant === 'implicit' ? 'token' : 'code';
      if (responseType !== wanted) {
        return fail('unsupported_response_type', `The application is registered for the ${GRANT_NAMES[app.grant]} grant type, not response_type=${responseType || '(none)'}.`);
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
      if (silent) {
        const session = environment.promptNone === 'session' ? sessionOf(request, prefix) : undefined;
        if (!session) {
          counters.loginRequired += 1;
          return fail('login_required', 'No one is signed in to the simulator: sign in with the page.');
        }
        counters.silentTokens += 1;
        return issue(session.user);
      }
      if (method === 'POST') {
        const chosen = params.get('user');
        if (params.get('cancel') === '1') return fail('access_denied', 'The user cancelled the sign-in.');
        if (chosen !== 'demo' && chosen !== 'demo-restricted') return html(400, 'Choose a user', '<h1>Choose a user</h1><p>Go back and choose one of the demo users.</p>');
        const id = base64url(randomBytes(18));
        sessions.get(prefix)?.set(id, chosen);
        // Path `<prefix>/`: /oidclogout must see the cookie to end the session.
        return issue(chosen, { 'Set-Cookie': `${sessionCookieName(prefix)}=${id}; Path=${prefix}/; HttpOnly; SameSite=Lax` });
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

  function handleToken(request: IncomingMessage, response: ServerResponse, url: URL, environment: AuthEnvironment): void {
    const method = (request.method ?? 'GET').toUpperCase();
    const origin = request.headers.origin;
    const cors = environment.tokenCors;
    const corsHeaders: Record<string, string> = cors && origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    if (method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers'];
      response.writeHead(204, {
        ...corsHeaders,
        ...(cors
          ? {
              'Access-Control-Allow-Methods': 'POST, OPTIONS',
              'Access-Control-Allow-Headers': typeof requested === 'string' && requested.trim() ? requested : 'Content-Type',
              'Access-Control-Max-Age': '600',
            }
          : {}),
      });
      response.end();
      return;
    }
    const json = (status: number, body: unknown) => {
      const bytes = Buffer.from(JSON.stringify(body));
      response.writeHead(status, {
        ...corsHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(bytes.length),
        'Cache-Control': 'no-store',
        Pragma: 'no-cache',
      });
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
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return error('invalid_request', 'The body must be application/x-www-form-urlencoded.');
    readBody(request, (form) => {
      if (!form) return error('invalid_request', 'The body is too large.');
      const issuer = `${url.origin}${environment.prefix}`;
      const tokens = (grant: Grant) => {
        const refreshToken = base64url(randomBytes(32));
        refreshTokens.set(refreshToken, grant);
        grant.refreshExpiresAt = now() + refreshLifetime(grant.app) * 1000;
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

  /**
   * Ends the environment's sign-in session (on this side, and the cookie), so that
   * prompt=none answers login_required until the next sign-in. Then back to the
   * application when it names a return address on the host of a registered
   * redirect URL (any port, any path), else a page that says so.
   */
  function handleLogout(request: IncomingMessage, response: ServerResponse, url: URL, environment: AuthEnvironment): void {
    const { prefix } = environment;
    if ((request.method ?? 'GET').toUpperCase() !== 'GET') {
      response.writeHead(405, { Allow: 'GET' });
      response.end();
      return;
    }
    counters.logouts += 1;
    const session = sessionOf(request, prefix);
    if (session) sessions.get(prefix)?.delete(session.id);
    const cleared = { 'Set-Cookie': `${sessionCookieName(prefix)}=; Path=${prefix}/; Max-Age=0; HttpOnly; SameSite=Lax` };
    const returnTo = url.searchParams.get('post_logout_redirect_uri');
    const allowed = returnTo !== null && [...apps.values()].some((app) => app.redirectUrls.some((registered) => sameOriginButPort(registered, returnTo)));
    if (returnTo !== null && allowed) {
      const target = new URL(returnTo);
      const state = url.searchParams.get('state');
      if (state) target.searchParams.append('state', state);
      response.writeHead(302, { Location: target.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', ...NO_FRAMING, ...cleared });
      response.end();
      return;
    }
    const note =
      returnTo === null
        ? ''
        : `<p class="hint">The return address given is not on the host of a registered redirect URL, so you stay here: <code>${escapeHtml(returnTo)}</code></p>`;
    sendHtml(response, 200, 'Signed out of the Refex simulator', `<h1>Signed out of the Refex simulator</h1><p>You can close this page.</p>${note}`, cleared);
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
      const found = environmentOf(url.pathname);
      if (!found) return;
      if (found.endpoint === '/authorize') handleAuthorize(request, response, url, found.environment);
      else if (found.endpoint === '/token') handleToken(request, response, url, found.environment);
      else handleLogout(request, response, url, found.environment);
    },
    counters: () => ({ ...counters }),
    revokeAll,
  };
}
