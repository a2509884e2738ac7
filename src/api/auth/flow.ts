/**
 * The pure parts of signing in with the broker: environments, the return
 * path, reading the callback, and when to refresh.
 */
import { tokenExpiry } from '@/api/jwt';
import { CALLBACK_PATH } from './capture';

export type AuthPreset = 'sim' | 'live' | 'custom';

/** An authentication server and the gateway its tokens are for. */
export interface AuthEnvironment {
  /** The authentication server's root: `${authServer}/authorize` and `${authServer}/token`. */
  authServer: string;
  gateway: string;
}

export const AUTH_PRESETS: Readonly<Record<'sim' | 'live', AuthEnvironment & { label: string }>> = {
  sim: { label: 'Saxo SIM', authServer: 'https://sim.logonvalidation.net', gateway: 'https://gateway.saxobank.com/sim/openapi' },
  live: { label: 'Saxo LIVE', authServer: 'https://live.logonvalidation.net', gateway: 'https://gateway.saxobank.com/openapi' },
};

export const authorizeEndpoint = (env: AuthEnvironment) => `${trimSlash(env.authServer)}/authorize`;
export const tokenEndpoint = (env: AuthEnvironment) => `${trimSlash(env.authServer)}/token`;

export function trimSlash(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** The redirect URL this copy of the app sends with a sign-in: its own origin, port included. */
export function redirectUrl(origin: string): string {
  return `${origin}${CALLBACK_PATH}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The redirect URL to register with the broker for this copy of the app. The broker compares scheme, host and
 * path and ignores the port, but refuses a registration that has one: a local copy registers
 * `http://localhost/auth/callback`, whatever port it runs on (and runs at localhost, not 127.0.0.1). A hosted
 * copy registers its exact address.
 */
export function registeredRedirectUrl(origin: string): string {
  const url = new URL(origin);
  // At 127.0.0.1 too: that address is refused, and the page says to open Refex at localhost (localhostAlternative).
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return `http://localhost${CALLBACK_PATH}`;
  return redirectUrl(url.origin);
}

/**
 * Where this page runs from a loopback address the broker will not accept as a redirect URL (`127.0.0.1`, `[::1]`):
 * the same page at `localhost`, which it does accept; undefined when the address is fine.
 */
export function localhostAlternative(href: string): string | undefined {
  const url = new URL(href);
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname) || url.hostname === 'localhost') return undefined;
  url.hostname = 'localhost';
  return url.href;
}

/** The grants as the broker's developer portal names them, with the `response_type` each signs in with. */
export const GRANT_NAMES: Readonly<Record<'code' | 'token', string>> = { code: 'PKCE', token: 'Implicit' };

/** Why an authentication server's address cannot be used, or undefined. */
export function validateAuthServer(input: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(trimSlash(input));
  } catch {
    return 'Enter a full address, starting with https://';
  }
  if (/[\s\p{Cc}]/u.test(input.trim())) return 'The address must not contain spaces.';
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) return 'Plain http is only accepted for this machine (127.0.0.1, localhost).';
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The address must start with https://';
  if (parsed.search || parsed.hash || parsed.username || parsed.password) return 'The address must not contain a query, fragment, user name or password.';
  return undefined;
}

/**
 * A path to return to after signing in, or undefined when it is not a plain
 * path of this origin: `//host`, `https://...`, backslashes (which browsers
 * read as slashes) and control characters are refused.
 */
export function safeReturnPath(raw: unknown, origin: string): string | undefined {
  if (typeof raw !== 'string' || raw.length > 2000) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\p{Cc}]/u.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.pathname === CALLBACK_PATH) return '/';
  return `${url.pathname}${url.search}`;
}

/**
 * When an access token ends, in epoch milliseconds: from the answer's `expires_in` when it has one, else from the
 * token's own `exp` claim; undefined when neither says (never a lifetime assumed).
 */
export function accessExpiry(token: string, expiresIn: number | undefined, now: number): number | undefined {
  if (expiresIn !== undefined && Number.isFinite(expiresIn) && expiresIn > 0) return now + expiresIn * 1000;
  const exp = tokenExpiry(token)?.getTime();
  return exp !== undefined && exp > now ? exp : undefined;
}

/**
 * The address of an authorization request: the authentication server's `/authorize` with these parameters
 * (client_id, response_type, redirect_uri, state, and prompt or the PKCE challenge where they apply).
 */
export function authorizeUrl(env: AuthEnvironment, params: Readonly<Record<string, string>>): string {
  const url = new URL(authorizeEndpoint(env));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

export type CallbackResult =
  | { kind: 'code'; state: string | undefined; params: URLSearchParams }
  | { kind: 'token'; state: string | undefined; accessToken: string; expiresIn: number | undefined }
  | { kind: 'error'; state: string | undefined; error: string; description: string | undefined }
  | { kind: 'none' };

/** What the authentication server sent back: a code in the query, a token in the fragment, or an error in either. */
export function parseCallback(query: string, fragment: string): CallbackResult {
  const fromQuery = new URLSearchParams(query);
  const fromFragment = new URLSearchParams(fragment);
  for (const params of [fromFragment, fromQuery]) {
    const error = params.get('error');
    if (error) return { kind: 'error', state: params.get('state') ?? undefined, error, description: params.get('error_description') ?? undefined };
  }
  const accessToken = fromFragment.get('access_token');
  if (accessToken) {
    const expires = Number(fromFragment.get('expires_in'));
    return { kind: 'token', state: fromFragment.get('state') ?? undefined, accessToken, expiresIn: Number.isFinite(expires) && expires > 0 ? expires : undefined };
  }
  if (fromQuery.get('code')) return { kind: 'code', state: fromQuery.get('state') ?? undefined, params: fromQuery };
  return { kind: 'none' };
}

/** Lead time of a refresh: about a minute before expiry, less for tokens that live only a few minutes. */
export function refreshLead(lifetimeMs: number): number {
  return Math.min(60_000, Math.max(1_000, lifetimeMs / 4));
}

/** Milliseconds from now until the access token should be refreshed (0: at once). */
export function refreshDelay(expiresAt: number, issuedAt: number, now: number): number {
  return Math.max(0, expiresAt - refreshLead(expiresAt - issuedAt) - now);
}

/** A random value of `bytes` bytes, base64url (for `state`). */
export function randomToken(bytes = 24, random: (array: Uint8Array<ArrayBuffer>) => Uint8Array = (array) => crypto.getRandomValues(array)): string {
  const values = random(new Uint8Array(new ArrayBuffer(bytes)));
  let text = '';
  for (const value of values) text += String.fromCharCode(value);
  return btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Plain words for the authentication server's error codes, with what to change where the user can change something. */
export function describeAuthError(error: string, description: string | undefined, grant?: 'code' | 'token'): string {
  const other = grant === undefined ? undefined : GRANT_NAMES[grant === 'code' ? 'token' : 'code'];
  const wrongGrant = grant
    ? `The app is registered for another grant than the ${GRANT_NAMES[grant]} grant this environment needs (probably ${other}). A grant cannot be changed once registered: register a new app with the ${GRANT_NAMES[grant]} grant and use its AppKey.`
    : 'The app is registered for another grant type than the one asked for.';
  const known: Record<string, string> = {
    access_denied: 'The sign-in was cancelled or refused (for example, the disclaimers were not accepted).',
    unauthorized_client: wrongGrant,
    invalid_client: 'The authentication server does not know this AppKey.',
    invalid_grant: 'The authentication server refused the code or refresh token.',
    invalid_request: 'The authentication server refused the request.',
    login_required: 'You need to sign in again.',
    unsupported_response_type: wrongGrant,
    server_error: 'The authentication server failed.',
    temporarily_unavailable: 'The authentication server is temporarily unavailable.',
  };
  const lead = known[error] ?? `The authentication server answered "${error}".`;
  return description ? `${lead} It said: ${description}` : lead;
}
