/**
 * A signed-in session with the broker's authentication server: sign-in by
 * authorization code + PKCE through oauth4webapi (or, where the token
 * endpoint cannot be read from a browser, the implicit grant), the round
 * trip's state, refreshes before expiry and once on a 401, serialised across
 * tabs, and sign-out. Loaded only when used (Settings, the callback, a
 * signed-in gateway): never part of the first load.
 *
 * Where tokens live: the access token in memory (and in the backend store's
 * memory, which sends it); the refresh token and the PKCE verifier that the
 * broker's refresh request carries in this tab's session storage, so a reload
 * keeps the session; other tabs of this origin get the session through a
 * BroadcastChannel. Never in local storage, a URL, a log or an export.
 */
import * as oauth from 'oauth4webapi';
import { getBackend, setBackend, subscribeBackend, type SignInVia } from '@/api/backend';
import { takeCallback } from './capture';
import { authorizeEndpoint, describeAuthError, parseCallback, randomToken, redirectUrl, refreshDelay, safeReturnPath, tokenEndpoint, trimSlash, type AuthEnvironment } from './flow';
import { isSpent, markSpent, withLock } from './lock';

export type TokenEndpointAccess = 'readable' | 'unreadable';

export interface SessionState {
  status: 'none' | 'active' | 'ended';
  /** When the session ends: the refresh token's end, or the access token's where there is no refresh. */
  endsAt?: number | undefined;
  accessExpiresAt?: number | undefined;
  refreshable: boolean;
  grant?: 'code' | 'token' | undefined;
  /** Why the session ended, in words. */
  reason?: string | undefined;
  environment?: AuthEnvironment | undefined;
  appKey?: string | undefined;
}

interface Tokens {
  access: string;
  accessIssuedAt: number;
  accessExpiresAt: number;
  refresh?: string | undefined;
  refreshExpiresAt?: number | undefined;
  verifier?: string | undefined;
  redirectUri: string;
  env: AuthEnvironment;
  via: SignInVia;
}

interface Pending {
  state: string;
  verifier?: string | undefined;
  env: AuthEnvironment;
  via: SignInVia;
  redirectUri: string;
  returnTo: string;
}

const PENDING_KEY = 'refex:auth:pending';
const SESSION_KEY = 'refex:auth:session';
const PROBE_KEY = 'refex:auth:probe';
const APPKEYS_KEY = 'refex:auth:appkeys';
const CHANNEL = 'refex-auth';

export const IMPLICIT_NOTICE =
  'This environment’s token endpoint cannot be read from a browser; signed in with the older implicit flow, no refresh: sign in again after about 20 minutes.';

let tokens: Tokens | undefined;
let state: SessionState = { status: 'none', refreshable: false };
let timer: ReturnType<typeof setTimeout> | undefined;
let activatedAt = 0;
const listeners = new Set<() => void>();

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

function readJson<T>(store: Storage | undefined, key: string): T | undefined {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(store: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === undefined) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the session still holds in memory.
  }
}

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The AppKey last used with an authentication server (kept in local storage: it is no secret). */
export function savedAppKey(authServer: string): string {
  return readJson<Record<string, string>>(storage('localStorage'), APPKEYS_KEY)?.[trimSlash(authServer)] ?? '';
}

function saveAppKey(authServer: string, appKey: string): void {
  const all = readJson<Record<string, string>>(storage('localStorage'), APPKEYS_KEY) ?? {};
  writeJson(storage('localStorage'), APPKEYS_KEY, { ...all, [trimSlash(authServer)]: appKey });
}

/** What is known of an environment's token endpoint, from an earlier probe. */
export function knownAccess(authServer: string): TokenEndpointAccess | undefined {
  return readJson<Record<string, TokenEndpointAccess>>(storage('localStorage'), PROBE_KEY)?.[trimSlash(authServer)];
}

const isLoopbackHttp = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

/**
 * Whether the token endpoint's answers can be read from this page, found out
 * without spending a code: a refresh with a token that cannot exist. A
 * readable answer (any status) means yes; a failed fetch (no CORS headers,
 * or no answer) means no. Remembered per environment.
 */
export async function probeTokenEndpoint(env: AuthEnvironment, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<TokenEndpointAccess> {
  let access: TokenEndpointAccess;
  try {
    await fetchImpl(tokenEndpoint(env), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: `refex-probe-${randomToken(9)}`, redirect_uri: redirectUrl(location.origin) }),
      credentials: 'omit',
      signal: AbortSignal.timeout(10_000),
    });
    access = 'readable';
  } catch {
    access = 'unreadable';
  }
  const all = readJson<Record<string, TokenEndpointAccess>>(storage('localStorage'), PROBE_KEY) ?? {};
  writeJson(storage('localStorage'), PROBE_KEY, { ...all, [trimSlash(env.authServer)]: access });
  return access;
}

function server(env: AuthEnvironment): oauth.AuthorizationServer {
  return { issuer: trimSlash(env.authServer), authorization_endpoint: authorizeEndpoint(env), token_endpoint: tokenEndpoint(env) };
}

function requestOptions(env: AuthEnvironment): { [oauth.allowInsecureRequests]?: boolean } {
  return isLoopbackHttp(env.authServer) ? { [oauth.allowInsecureRequests]: true } : {};
}

/**
 * Starts a sign-in: probes the token endpoint when its access is not known,
 * then leaves for the authentication server with a fresh `state` kept in this
 * tab. Resolves with an error in words when it cannot start.
 */
export async function startSignIn(options: { env: AuthEnvironment; appKey: string; returnTo: string; navigate?: (url: string) => void }): Promise<string | undefined> {
  const env = { authServer: trimSlash(options.env.authServer), gateway: trimSlash(options.env.gateway) };
  const appKey = options.appKey.trim();
  if (!appKey) return 'Enter the AppKey of your application.';
  saveAppKey(env.authServer, appKey);
  const access = knownAccess(env.authServer) ?? (await probeTokenEndpoint(env));
  const grant = access === 'readable' ? 'code' : 'token';
  const redirectUri = redirectUrl(location.origin);
  const pending: Pending = {
    state: randomToken(),
    env,
    via: { authServer: env.authServer, appKey, grant },
    redirectUri,
    returnTo: safeReturnPath(options.returnTo, location.origin) ?? '/',
  };
  const url = new URL(authorizeEndpoint(env));
  url.searchParams.set('client_id', appKey);
  url.searchParams.set('response_type', grant);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', pending.state);
  if (grant === 'code') {
    pending.verifier = oauth.generateRandomCodeVerifier();
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pending.verifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  writeJson(storage('sessionStorage'), PENDING_KEY, pending);
  (options.navigate ?? ((target) => location.assign(target)))(url.href);
  return undefined;
}

export type CallbackOutcome = { ok: true; returnTo: string; implicit: boolean } | { ok: false; message: string };

let signInError: string | undefined;

/** What went wrong with the last sign-in, once (the settings show it). */
export function takeSignInError(): string | undefined {
  const message = signInError;
  signInError = undefined;
  return message;
}

/** Finishes the round trip on the callback (main.tsx, before the app starts): state checked, code exchanged (or token taken), session started. */
export async function completeSignIn(): Promise<CallbackOutcome> {
  const outcome = await finishSignIn();
  if (!outcome.ok) signInError = outcome.message;
  return outcome;
}

async function finishSignIn(): Promise<CallbackOutcome> {
  const captured = takeCallback();
  const pending = readJson<Pending>(storage('sessionStorage'), PENDING_KEY);
  // One use: whatever happens next, this round trip's state is spent.
  writeJson(storage('sessionStorage'), PENDING_KEY, undefined);
  if (!captured) return { ok: false, message: 'The sign-in answer is missing: start again from the settings.' };
  const result = parseCallback(captured.query, captured.fragment);
  if (result.kind === 'none') return { ok: false, message: 'The authentication server sent back neither a code nor a token.' };
  if (!pending || !result.state || result.state !== pending.state) {
    return { ok: false, message: 'Refused: this answer does not belong to a sign-in started in this tab (its state is missing or does not match). Nothing was signed in.' };
  }
  if (result.kind === 'error') return { ok: false, message: describeAuthError(result.error, result.description) };
  const returnTo = safeReturnPath(pending.returnTo, location.origin) ?? '/';
  const now = Date.now();
  if (result.kind === 'token') {
    if (pending.via.grant !== 'token') return { ok: false, message: 'The authentication server sent a token where a code was expected.' };
    const lifetime = (result.expiresIn ?? 20 * 60) * 1000;
    activate({ access: result.accessToken, accessIssuedAt: now, accessExpiresAt: now + lifetime, redirectUri: pending.redirectUri, env: pending.env, via: pending.via }, true);
    return { ok: true, returnTo, implicit: true };
  }
  if (!pending.verifier) return { ok: false, message: 'The authentication server sent a code where a token was expected.' };
  const as = server(pending.env);
  const client: oauth.Client = { client_id: pending.via.appKey };
  try {
    const params = oauth.validateAuthResponse(as, client, result.params, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, pending.redirectUri, pending.verifier, requestOptions(pending.env));
    const body = await oauth.processAuthorizationCodeResponse(as, client, response);
    activate(fromTokenResponse(body, { redirectUri: pending.redirectUri, env: pending.env, via: pending.via, verifier: pending.verifier }, now), true);
    return { ok: true, returnTo, implicit: false };
  } catch (error) {
    return { ok: false, message: describeFailure(error) };
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) return describeAuthError(error.error, error.error_description);
  if (error instanceof oauth.WWWAuthenticateChallengeError) return describeAuthError('invalid_client', undefined);
  if (error instanceof TypeError) return 'The authentication server could not be reached (network failure, or its answer was not readable from this page).';
  return `The sign-in failed: ${(error as Error).message}`;
}

function fromTokenResponse(body: oauth.TokenEndpointResponse, base: Pick<Tokens, 'redirectUri' | 'env' | 'via' | 'verifier'>, now: number, previous?: Tokens): Tokens {
  const refreshIn = Number(body.refresh_token_expires_in);
  return {
    ...base,
    access: body.access_token,
    accessIssuedAt: now,
    accessExpiresAt: now + (body.expires_in ?? 20 * 60) * 1000,
    refresh: body.refresh_token,
    // The refresh token's end never moves later than the first one's (the server caps it from sign-in).
    refreshExpiresAt: Number.isFinite(refreshIn) && refreshIn > 0 ? Math.min(now + refreshIn * 1000, previous?.refreshExpiresAt ?? Infinity) : previous?.refreshExpiresAt,
  };
}

function persistSession(value: Tokens | undefined): void {
  writeJson(
    storage('sessionStorage'),
    SESSION_KEY,
    value?.refresh ? { refresh: value.refresh, refreshExpiresAt: value.refreshExpiresAt, verifier: value.verifier, redirectUri: value.redirectUri, env: value.env, via: value.via } : undefined,
  );
}

function stateOf(value: Tokens, status: SessionState['status'], reason?: string): SessionState {
  const refreshable = Boolean(value.refresh);
  return {
    status,
    refreshable,
    accessExpiresAt: value.accessExpiresAt,
    endsAt: refreshable ? (value.refreshExpiresAt ?? value.accessExpiresAt) : value.accessExpiresAt,
    grant: value.via.grant,
    environment: value.env,
    appKey: value.via.appKey,
    reason,
  };
}

function activate(value: Tokens, broadcast: boolean): void {
  tokens = value;
  activatedAt = Date.now();
  persistSession(value);
  setBackend({ kind: 'gateway', baseUrl: value.env.gateway, token: value.access, rememberToken: false, signIn: value.via });
  schedule(value);
  setState(stateOf(value, 'active'));
  if (broadcast) post({ type: 'session', tokens: value });
}

function schedule(value: Tokens): void {
  if (timer !== undefined) clearTimeout(timer);
  const now = Date.now();
  // Timers of more than about 24.8 days overflow; nobody's token lives that long.
  const at = value.refresh ? refreshDelay(value.accessExpiresAt, value.accessIssuedAt, now) : Math.max(0, value.accessExpiresAt - now);
  timer = setTimeout(() => {
    timer = undefined;
    if (value !== tokens) return;
    if (value.refresh) void refresh();
    else end('The session has ended: sign in again to continue.');
  }, Math.min(at, 2 ** 31 - 1));
}

function end(reason: string): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (tokens) {
    setState(stateOf(tokens, 'ended', reason));
    tokens = { ...tokens, refresh: undefined };
    persistSession(undefined);
  } else {
    const via = currentVia();
    setState({ status: 'ended', refreshable: false, reason, grant: via?.grant, appKey: via?.appKey, environment: via ? { authServer: via.authServer, gateway: gatewayOfBackend() } : undefined });
  }
}

function currentVia(): SignInVia | undefined {
  const backend = getBackend();
  return backend.kind === 'gateway' ? backend.signIn : undefined;
}

function gatewayOfBackend(): string {
  const backend = getBackend();
  return backend.kind === 'gateway' ? backend.baseUrl : '';
}

let refreshing: Promise<boolean> | undefined;

/** Renews the access token (one refresh at a time in this tab, and across tabs by the lock). */
export function refresh(): Promise<boolean> {
  return (refreshing ??= runRefresh().finally(() => (refreshing = undefined)));
}

async function runRefresh(): Promise<boolean> {
  const current = tokens;
  const presented = current?.refresh;
  if (!current || !presented) {
    end('The session has ended: sign in again to continue.');
    return false;
  }
  return withLock(`refex-auth-refresh:${current.env.authServer}`, async () => {
    // Another tab renewed the session while this one waited: its tokens came over the channel.
    if (tokens?.refresh !== presented) return tokens?.access !== undefined && tokens.refresh !== undefined;
    if (await isSpent(presented)) return waitForRotation(presented);
    // Marked before it is sent: whatever becomes of the answer, no tab sends it again.
    await markSpent(presented);
    const as = server(current.env);
    const client: oauth.Client = { client_id: current.via.appKey };
    const now = Date.now();
    try {
      const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), presented, {
        // The broker's sample sends the sign-in's redirect URL and PKCE verifier with a refresh too.
        additionalParameters: { redirect_uri: current.redirectUri, ...(current.verifier ? { code_verifier: current.verifier } : {}) },
        ...requestOptions(current.env),
      });
      const body = await oauth.processRefreshTokenResponse(as, client, response);
      if (tokens?.refresh !== presented) return true;
      activate(fromTokenResponse(body, current, now, current), true);
      return true;
    } catch (error) {
      if (tokens?.refresh === presented) end(`The session could not be renewed. ${describeFailure(error)}`);
      return false;
    }
  });
}

/** A tab holding a refresh token another tab has spent waits for that tab's rotated one. */
async function waitForRotation(presented: string): Promise<boolean> {
  for (let waited = 0; waited < 5_000; waited += 100) {
    if (tokens?.refresh !== presented) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  end('The session was renewed in another tab, whose new token did not arrive here: sign in again.');
  return false;
}

/** Access tokens a 401 has already been retried with once. */
const retried = new Set<string>();
let renewedOn401At = 0;

/**
 * After a 401 from the gateway: a token just received is tried once as it is
 * (the request may have gone out with the one before it); else the session is
 * renewed once, and a second 401-renewal within a minute ends it instead of
 * looping. Resolves true when the failed requests may run again.
 */
export async function handleUnauthorized(): Promise<boolean> {
  await resuming;
  if (!tokens || state.status !== 'active') return false;
  if (refreshing) return refreshing;
  const current = tokens.access;
  if (!retried.has(current)) {
    retried.add(current);
    if (Date.now() - activatedAt < 5_000) return true;
  }
  if (!tokens.refresh || Date.now() - renewedOn401At < 60_000) {
    end('The gateway refused the session’s token: sign in again to continue.');
    return false;
  }
  renewedOn401At = Date.now();
  return refresh();
}

/** Signs out: forgets the tokens here and in the other tabs; the backend store drops that user's cached data on the switch. */
export function signOut(broadcast = true): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  tokens = undefined;
  persistSession(undefined);
  writeJson(storage('sessionStorage'), PENDING_KEY, undefined);
  setState({ status: 'none', refreshable: false });
  if (getBackend().kind === 'gateway') setBackend({ kind: 'demo', demoUser: 'demo' });
  if (broadcast) post({ type: 'signout' });
}

// The channel between this origin's tabs.
type Message = { type: 'hello' } | { type: 'session'; tokens: Tokens } | { type: 'signout'; authServer?: string };
const channel: BroadcastChannel | undefined = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);

function post(message: Message): void {
  channel?.postMessage(message);
}

channel?.addEventListener('message', (event: MessageEvent<Message>) => {
  const message = event.data;
  const via = currentVia();
  if (message.type === 'hello') {
    if (tokens && state.status === 'active') post({ type: 'session', tokens });
    return;
  }
  if (message.type === 'signout') {
    if (via || tokens) signOut(false);
    return;
  }
  if (message.type === 'session') {
    // Only a tab on the same signed-in environment takes the session up (a tab on the demo stays there).
    if (!via || via.authServer !== message.tokens.via.authServer) return;
    if (tokens?.access === message.tokens.access) return;
    activate(message.tokens, false);
  }
});

/** Takes a signed-in session up again after a reload: this tab's refresh token, or another tab's session. */
async function resume(): Promise<void> {
  const via = currentVia();
  const backend = getBackend();
  if (!via || tokens || backend.kind !== 'gateway' || backend.token) return;
  const saved = readJson<Omit<Tokens, 'access' | 'accessIssuedAt' | 'accessExpiresAt'>>(storage('sessionStorage'), SESSION_KEY);
  if (saved?.refresh && saved.via.authServer === via.authServer && (saved.refreshExpiresAt ?? Infinity) > Date.now()) {
    tokens = { ...saved, access: '', accessIssuedAt: 0, accessExpiresAt: 0 };
    if (await refresh()) return;
    return;
  }
  post({ type: 'hello' });
  for (let waited = 0; waited < 1_000 && !tokens; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!tokens) end('This tab has no signed-in session (a session is kept per tab): sign in again to continue.');
}

let resuming: Promise<void> = resume();

// Switching to another backend (the demo, or a pasted token) ends this session here.
subscribeBackend(() => {
  const backend = getBackend();
  if (tokens && (backend.kind !== 'gateway' || !backend.signIn)) {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    tokens = undefined;
    persistSession(undefined);
    setState({ status: 'none', refreshable: false });
  } else if (!tokens && backend.kind === 'gateway' && backend.signIn && !backend.token && state.status === 'none') {
    resuming = resume();
  }
});
