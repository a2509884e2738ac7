/**
 * A signed-in session with the broker's authentication server: sign-in by
 * authorization code + PKCE through oauth4webapi where the token endpoint can
 * be read from a browser, else the implicit grant (the broker's LIVE case);
 * the round trip's state; renewal before expiry and once on a 401 (a refresh
 * token, serialised across tabs, or a `prompt=none` round trip in a hidden
 * frame for the implicit grant, then a small window on the user's click);
 * and sign-out. A sign-in runs in a small window (relay.ts), so the page, its
 * address and its data stay; only where the browser blocks the window does it
 * leave the page. Loaded only when used (Settings, the callback, a signed-in
 * gateway): never part of the first load.
 *
 * Where tokens live: the access token in memory (and in the backend store's
 * memory, which sends it); the refresh token and the PKCE verifier that the
 * broker's refresh request carries in this tab's session storage, so a reload
 * keeps the session; other tabs of this origin get the session through a
 * BroadcastChannel. Never in local storage, a URL, a log or an export.
 */
import * as oauth from 'oauth4webapi';
import { getBackend, setBackend, subscribeBackend, type SignInVia } from '@/api/backend';
import { tokenClaims } from '@/api/jwt';
import { FRAME_STATE_PREFIX, takeCallback, WINDOW_STATE_PREFIX } from './capture';
import {
  accessExpiry,
  authorizeEndpoint,
  authorizeUrl,
  describeAuthError,
  GRANT_NAMES,
  localhostAlternative,
  parseCallback,
  randomToken,
  redirectUrl,
  refreshDelay,
  refreshLead,
  registeredRedirectUrl,
  safeReturnPath,
  tokenEndpoint,
  trimSlash,
  type AuthEnvironment,
  type CallbackResult,
} from './flow';
import { isSpent, markSpent, withLock } from './lock';
import { openSignInWindow, runInFrame, runInWindow, type RelayOutcome } from './relay';
import { readJson, webStorage, writeJson } from '@/api/storage';

export type TokenEndpointAccess = 'readable' | 'unreadable';
/** A probe's answer: a definite one (remembered), or none (`unreachable`: no answer at all; `not-oauth`: a web page answered). */
export type ProbeResult = TokenEndpointAccess | 'unreachable' | 'not-oauth';

/** How a session renews its access token: a refresh token, a silent round trip in a hidden frame, or not at all. */
export type RenewalPath = 'refresh' | 'frame' | 'none';

export interface Renewal {
  at: number;
  how: 'refresh' | 'frame' | 'window' | 'sign-in';
  ok: boolean;
  /** What went wrong, in words. */
  note?: string | undefined;
}

/** What the access token says of itself (JWT claims), for the session panel. */
export interface SessionClaims {
  user?: string | undefined;
  app?: string | undefined;
  session?: string | undefined;
  client?: string | undefined;
}

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
  renewal?: RenewalPath | undefined;
  lastRenewal?: Renewal | undefined;
  /** The silent renewal failed: the user is asked to renew in a small window before the token ends. */
  needsClick?: boolean | undefined;
  claims?: SessionClaims | undefined;
}

interface Tokens {
  access: string;
  accessIssuedAt: number;
  /** When the access token ends; Infinity where neither the answer nor the token says (it is then renewed on a 401 only). */
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

/** How long a silent renewal may take before it counts as failed, and a sign-in window may stay open. */
const FRAME_TIMEOUT_MS = 15_000;
const WINDOW_TIMEOUT_MS = 10 * 60_000;

// This tab's session, all of it (the effects that change it start in one call, start(), at the end of the module).
/** The tokens in memory. */
let tokens: Tokens | undefined;
/** What the shell and the settings read (getSession), and who listens for it. */
let state: SessionState = { status: 'none', refreshable: false };
const listeners = new Set<() => void>();
/** The next renewal (or the end of a session that cannot renew). */
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the tokens in memory arrived. */
let activatedAt = 0;
let lastRenewal: Renewal | undefined;
/** The silent renewal failed: the user is asked to renew in a small window. */
let needsClick = false;
/** What went wrong with the last sign-in, until the settings take it. */
let signInError: string | undefined;
/** The renewal under way, if any: a silent round trip in a hidden frame, or a refresh. */
let framing: Promise<boolean> | undefined;
let refreshing: Promise<boolean> | undefined;
/** Access tokens a 401 has already been retried with once, and when a 401 last renewed the session. */
const retried = new Set<string>();
let renewedOn401At = 0;
/** The channel between this origin's tabs (none outside a browser). */
let channel: BroadcastChannel | undefined;
/** The resume after a reload (or a switch back to a signed-in gateway), which a 401 waits for. */
let resuming: Promise<void> = Promise.resolve();

const storage = webStorage;

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

function remember(env: AuthEnvironment, access: TokenEndpointAccess): void {
  const all = readJson<Record<string, TokenEndpointAccess>>(storage('localStorage'), PROBE_KEY) ?? {};
  writeJson(storage('localStorage'), PROBE_KEY, { ...all, [trimSlash(env.authServer)]: access });
}

/**
 * Whether the token endpoint's answers can be read from this page, found out
 * without spending a code: a refresh with a token that cannot exist. A
 * readable JSON answer (any status) means yes. A failed fetch is asked again
 * without CORS: an opaque answer then proves the server is there and only
 * hides its answers from pages (no); no answer at all proves nothing
 * (`unreachable`), and a readable web page means a wrong address
 * (`not-oauth`). Only a definite yes or no is remembered per environment.
 */
export async function probeTokenEndpoint(env: AuthEnvironment, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<ProbeResult> {
  const request = (mode: RequestMode): RequestInit => ({
    method: 'POST',
    mode,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: `refex-probe-${randomToken(9)}`, redirect_uri: redirectUrl(location.origin) }),
    credentials: 'omit',
    signal: AbortSignal.timeout(10_000),
  });
  let result: ProbeResult;
  try {
    const response = await fetchImpl(tokenEndpoint(env), request('cors'));
    result = /html/i.test(response.headers.get('Content-Type') ?? '') ? 'not-oauth' : 'readable';
  } catch {
    try {
      await fetchImpl(tokenEndpoint(env), request('no-cors'));
      result = 'unreadable';
    } catch {
      result = 'unreachable';
    }
  }
  if (result === 'readable' || result === 'unreadable') remember(env, result);
  return result;
}

/** A probe's answer in words, for a sign-in that cannot start without a definite one. */
export function describeProbe(result: Exclude<ProbeResult, TokenEndpointAccess>, env: AuthEnvironment): string {
  return result === 'not-oauth'
    ? `${tokenEndpoint(env)} answered with a web page, not an authentication server's answer: check the authentication server's address.`
    : `${tokenEndpoint(env)} could not be reached (no answer: offline, a wrong address, or the server is down). Nothing was remembered: check the address and try again.`;
}

function server(env: AuthEnvironment): oauth.AuthorizationServer {
  return { issuer: trimSlash(env.authServer), authorization_endpoint: authorizeEndpoint(env), token_endpoint: tokenEndpoint(env) };
}

function requestOptions(env: AuthEnvironment): { [oauth.allowInsecureRequests]?: boolean } {
  return isLoopbackHttp(env.authServer) ? { [oauth.allowInsecureRequests]: true } : {};
}

type Prepared = { ok: true; url: string; pending: Pending } | { ok: false; message: string };

/** The authorize address of a sign-in and the round trip's secrets, once the grant is known (probed when it is not). */
async function prepareSignIn(options: { env: AuthEnvironment; appKey: string; returnTo: string; statePrefix?: string; prompt?: 'none' }): Promise<Prepared> {
  const env = { authServer: trimSlash(options.env.authServer), gateway: trimSlash(options.env.gateway) };
  const appKey = options.appKey.trim();
  if (!appKey) return { ok: false, message: 'Enter the AppKey of your application.' };
  saveAppKey(env.authServer, appKey);
  const access = knownAccess(env.authServer) ?? (await probeTokenEndpoint(env));
  if (access !== 'readable' && access !== 'unreadable') return { ok: false, message: describeProbe(access, env) };
  const grant = access === 'readable' ? 'code' : 'token';
  const redirectUri = redirectUrl(location.origin);
  const pending: Pending = {
    state: `${options.statePrefix ?? ''}${randomToken()}`,
    env,
    via: { authServer: env.authServer, appKey, grant },
    redirectUri,
    returnTo: safeReturnPath(options.returnTo, location.origin) ?? '/',
  };
  const params: Record<string, string> = { client_id: appKey, response_type: grant, redirect_uri: redirectUri, state: pending.state };
  if (options.prompt) params.prompt = options.prompt;
  if (grant === 'code') {
    pending.verifier = oauth.generateRandomCodeVerifier();
    params.code_challenge = await oauth.calculatePKCECodeChallenge(pending.verifier);
    params.code_challenge_method = 'S256';
  }
  return { ok: true, url: authorizeUrl(env, params), pending };
}

/**
 * Starts a sign-in that leaves the page for the authentication server (where
 * the browser blocks the small window): probes the token endpoint when its
 * access is not known, then goes with a fresh `state` kept in this tab.
 * Resolves with an error in words when it cannot start.
 */
export async function startSignIn(options: { env: AuthEnvironment; appKey: string; returnTo: string; navigate?: (url: string) => void }): Promise<string | undefined> {
  const prepared = await prepareSignIn(options);
  if (!prepared.ok) return prepared.message;
  writeJson(storage('sessionStorage'), PENDING_KEY, prepared.pending);
  (options.navigate ?? ((target) => location.assign(target)))(prepared.url);
  return undefined;
}

/**
 * Signs in in a small window, the page staying as it is; to be called while
 * the user's click is handled (a browser opens a window only then). Where the
 * window is blocked, the sign-in leaves the page instead and comes back to
 * `returnTo`. Resolves with undefined once signed in (or on the way), else
 * with what went wrong in words.
 */
export function signInInWindow(options: { env: AuthEnvironment; appKey: string; returnTo: string }): Promise<string | undefined> {
  const popup = openSignInWindow();
  if (!popup) return startSignIn(options);
  return (async () => {
    const prepared = await prepareSignIn({ ...options, statePrefix: WINDOW_STATE_PREFIX }).catch((error: unknown) => ({
      ok: false as const,
      message: `The sign-in could not start: ${(error as Error).message}`,
    }));
    if (!prepared.ok) {
      popup.close();
      return prepared.message;
    }
    const outcome = await runInWindow(popup, prepared.url, prepared.pending.state, WINDOW_TIMEOUT_MS);
    const message = await finishRelayed(outcome, prepared.pending, 'window');
    if (message) noteRenewal({ at: Date.now(), how: 'window', ok: false, note: message });
    return message;
  })();
}

/** Why a sign-in window or frame came back without an answer, with what to check. */
function noAnswer(outcome: 'closed' | 'timeout', pending: Pending): string {
  const lead = outcome === 'closed' ? 'The sign-in window was closed before it finished.' : 'The sign-in did not finish in time.';
  const moved = localhostAlternative(location.href) ? ' The broker refuses 127.0.0.1: open Refex at localhost.' : '';
  return (
    `${lead} If the broker’s page said that the redirect_uri is not registered, register ${registeredRedirectUrl(location.origin)} for the app ${pending.via.appKey}` +
    ` (exactly that, without a port); if it said the response type is not supported, the app is registered for another grant than ${GRANT_NAMES[pending.via.grant]}.${moved}`
  );
}

/** Takes a relayed answer up: a token or code for this round trip starts the session; anything else is said in words. */
async function finishRelayed(outcome: RelayOutcome, pending: Pending, how: Renewal['how']): Promise<string | undefined> {
  if (outcome.kind === 'closed' || outcome.kind === 'timeout') return noAnswer(outcome.kind, pending);
  const result = await exchange(outcome, pending, how);
  return result.ok ? undefined : result.message;
}

export type CallbackOutcome = { ok: true; returnTo: string; implicit: boolean } | { ok: false; message: string };

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
  const returnTo = safeReturnPath(pending.returnTo, location.origin) ?? '/';
  const exchanged = await exchange(result, pending, 'sign-in');
  return exchanged.ok ? { ok: true, returnTo, implicit: pending.via.grant === 'token' } : exchanged;
}

/**
 * The answer of a round trip whose state matched: a token taken, a code exchanged, or an error in words. `askedAt`:
 * when a round trip that needs nobody (a silent renewal) was started; its token was issued after that, so its life
 * counts from then, as a refresh's does from its sending, and a slow answer cannot stretch it.
 */
async function exchange(
  result: Exclude<CallbackResult, { kind: 'none' }>,
  pending: Pending,
  how: Renewal['how'],
  askedAt?: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (result.kind === 'error') return { ok: false, message: describeAuthError(result.error, result.description, pending.via.grant) };
  const now = Date.now();
  if (result.kind === 'token') {
    if (pending.via.grant !== 'token') return { ok: false, message: 'The authentication server sent a token where a code was expected.' };
    const issuedAt = Math.min(askedAt ?? now, now);
    const expiresAt = accessExpiry(result.accessToken, result.expiresIn, issuedAt) ?? Infinity;
    activate({ access: result.accessToken, accessIssuedAt: issuedAt, accessExpiresAt: expiresAt, redirectUri: pending.redirectUri, env: pending.env, via: pending.via }, true, {
      at: now,
      how,
      ok: true,
    });
    return { ok: true };
  }
  if (!pending.verifier) return { ok: false, message: 'The authentication server sent a code where a token was expected.' };
  const as = server(pending.env);
  const client: oauth.Client = { client_id: pending.via.appKey };
  try {
    const params = oauth.validateAuthResponse(as, client, result.params, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, pending.redirectUri, pending.verifier, requestOptions(pending.env));
    const body = await oauth.processAuthorizationCodeResponse(as, client, response);
    activate(fromTokenResponse(body, { redirectUri: pending.redirectUri, env: pending.env, via: pending.via, verifier: pending.verifier }, now), true, { at: now, how, ok: true });
    return { ok: true };
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
    accessExpiresAt: accessExpiry(body.access_token, body.expires_in, now) ?? Infinity,
    refresh: body.refresh_token,
    // Each answer gives the new refresh token's own end (the broker's rolls on with every refresh); none said, the last one stands.
    refreshExpiresAt: Number.isFinite(refreshIn) && refreshIn > 0 ? now + refreshIn * 1000 : previous?.refreshExpiresAt,
  };
}

function persistSession(value: Tokens | undefined): void {
  writeJson(
    storage('sessionStorage'),
    SESSION_KEY,
    value?.refresh
      ? { refresh: value.refresh, refreshExpiresAt: value.refreshExpiresAt, verifier: value.verifier, redirectUri: value.redirectUri, env: value.env, via: value.via }
      : undefined,
  );
}

function renewalPath(value: Tokens): RenewalPath {
  if (value.refresh) return 'refresh';
  return value.via.grant === 'token' ? 'frame' : 'none';
}

function claimsOf(access: string): SessionClaims | undefined {
  const claims = tokenClaims(access);
  if (!claims) return undefined;
  const text = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return { user: text(claims.uid, claims.sub), app: text(claims.aid, claims.aud), session: text(claims.sid), client: text(claims.cid) };
}

function stateOf(value: Tokens, status: SessionState['status'], reason?: string): SessionState {
  const refreshable = Boolean(value.refresh);
  const accessExpiresAt = Number.isFinite(value.accessExpiresAt) ? value.accessExpiresAt : undefined;
  return {
    status,
    refreshable,
    accessExpiresAt,
    endsAt: refreshable ? (value.refreshExpiresAt ?? accessExpiresAt) : accessExpiresAt,
    grant: value.via.grant,
    environment: value.env,
    appKey: value.via.appKey,
    reason,
    renewal: status === 'active' ? renewalPath(value) : 'none',
    lastRenewal,
    needsClick: status === 'active' && needsClick,
    claims: claimsOf(value.access),
  };
}

function noteRenewal(renewal: Renewal): void {
  lastRenewal = renewal;
  if (renewal.ok) needsClick = false;
  if (tokens) setState(stateOf(tokens, state.status === 'ended' && !renewal.ok ? 'ended' : state.status, state.reason));
}

function activate(value: Tokens, broadcast: boolean, renewal?: Renewal): void {
  tokens = value;
  activatedAt = Date.now();
  if (renewal) lastRenewal = renewal;
  needsClick = false;
  persistSession(value);
  setBackend({ kind: 'gateway', baseUrl: value.env.gateway, token: value.access, rememberToken: false, signIn: value.via });
  schedule(value);
  setState(stateOf(value, 'active'));
  if (broadcast) post({ type: 'session', tokens: value });
}

/** Lead of a silent renewal: half the token's life, at most a minute, so that a slow frame still lands before the end. */
function frameLead(lifetimeMs: number): number {
  return Math.max(refreshLead(lifetimeMs), Math.min(60_000, lifetimeMs / 2));
}

function schedule(value: Tokens): void {
  if (timer !== undefined) clearTimeout(timer);
  const now = Date.now();
  const path = renewalPath(value);
  const lifetime = value.accessExpiresAt - value.accessIssuedAt;
  const at =
    path === 'refresh'
      ? refreshDelay(value.accessExpiresAt, value.accessIssuedAt, now)
      : path === 'frame' && !needsClick
        ? Math.max(0, value.accessExpiresAt - frameLead(lifetime) - now)
        : Math.max(0, value.accessExpiresAt - now);
  // Timers of more than about 24.8 days overflow; nobody's token lives that long (a token of unknown end waits for a 401).
  timer = setTimeout(
    () => {
      timer = undefined;
      if (value !== tokens) return;
      if (path === 'refresh') void refresh();
      // Late too (a computer that slept past the end): the broker's own sign-in may still give a new token silently.
      else if (path === 'frame' && !needsClick) void renewInFrame();
      else end('The session has ended: sign in again to continue.');
    },
    Math.min(at, 2 ** 31 - 1),
  );
}

/**
 * Renews an implicit session without the user: `prompt=none` in a hidden
 * frame, answered from the broker's own sign-in session. When that fails
 * (the broker asks for a sign-in, the browser keeps the frame's cookie from
 * it, no answer in time), the session stays until its token ends and the
 * prompt offers a small window on the user's click.
 */
export function renewInFrame(): Promise<boolean> {
  return (framing ??= runFrameRenewal().finally(() => (framing = undefined)));
}

async function runFrameRenewal(): Promise<boolean> {
  const askedAt = Date.now();
  const { via, env } = sessionTarget();
  if (!via || !env || via.grant !== 'token') return false;
  const prepared = await prepareSignIn({ env, appKey: via.appKey, returnTo: '/', statePrefix: FRAME_STATE_PREFIX, prompt: 'none' }).catch(() => undefined);
  if (!prepared?.ok || prepared.pending.via.grant !== 'token') {
    noteRenewal({ at: Date.now(), how: 'frame', ok: false, note: prepared && !prepared.ok ? prepared.message : 'The environment no longer uses the Implicit grant.' });
    return false;
  }
  const outcome = await runInFrame(prepared.url, prepared.pending.state, FRAME_TIMEOUT_MS);
  if (outcome.kind === 'token') {
    const result = await exchange(outcome, prepared.pending, 'frame', askedAt);
    return result.ok;
  }
  const note =
    outcome.kind === 'error'
      ? describeAuthError(outcome.error, outcome.description, 'token')
      : 'No answer from the hidden frame in time (the browser may keep the broker’s cookie from frames).';
  needsClick = true;
  noteRenewal({ at: Date.now(), how: 'frame', ok: false, note });
  // Before the end, the prompt offers the small window until then; after it, the session has ended.
  if (tokens && Date.now() < tokens.accessExpiresAt) schedule(tokens);
  else if (tokens) end(`The session has ended and the broker did not renew it without you (${note}): sign in again to continue.`);
  return false;
}

/** Renews the session in a small window, on the user's click (call it while the click is handled). */
export function renewInWindow(): Promise<string | undefined> {
  const { via, env } = sessionTarget();
  if (!via || !env) return Promise.resolve('The environment of the session is not known here: sign in from the settings.');
  return signInInWindow({ env, appKey: via.appKey, returnTo: `${location.pathname}${location.search}` });
}

function end(reason: string): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (tokens) {
    setState(stateOf(tokens, 'ended', reason));
    tokens = { ...tokens, refresh: undefined };
    persistSession(undefined);
  } else {
    const { via, env } = sessionTarget();
    setState({ status: 'ended', refreshable: false, reason, grant: via?.grant, appKey: via?.appKey, environment: env, lastRenewal });
  }
}

/** How and where this tab's session signs in: its tokens', else what the backend store remembers of the sign-in. */
function sessionTarget(): { via: SignInVia | undefined; env: AuthEnvironment | undefined } {
  if (tokens) return { via: tokens.via, env: tokens.env };
  const via = currentVia();
  return { via, env: via ? { authServer: via.authServer, gateway: gatewayOfBackend() } : undefined };
}

function currentVia(): SignInVia | undefined {
  const backend = getBackend();
  return backend.kind === 'gateway' ? backend.signIn : undefined;
}

function gatewayOfBackend(): string {
  const backend = getBackend();
  return backend.kind === 'gateway' ? backend.baseUrl : '';
}

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
      activate(fromTokenResponse(body, current, now, current), true, { at: now, how: 'refresh', ok: true });
      return true;
    } catch (error) {
      if (tokens?.refresh === presented) {
        lastRenewal = { at: Date.now(), how: 'refresh', ok: false, note: describeFailure(error) };
        end(`The session could not be renewed. ${describeFailure(error)}`);
      }
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

/**
 * After a 401 from the gateway (the query client asks, src/app/query-client.ts): a token just received is tried
 * once as it is (the request may have gone out with the one before it), unless the request that failed was
 * already run again after a renewal (`retried`); else the session is renewed once (a refresh, or the hidden
 * frame of an implicit session), and a second 401-renewal within a minute ends it instead of looping.
 * Resolves true when the failed requests may run again.
 */
export async function handleUnauthorized({ retried: runAgain = false }: { retried?: boolean } = {}): Promise<boolean> {
  await resuming;
  if (!tokens || state.status !== 'active') return false;
  if (refreshing) return refreshing;
  if (framing) return framing;
  const current = tokens.access;
  if (!retried.has(current)) {
    retried.add(current);
    if (!runAgain && Date.now() - activatedAt < 5_000) return true;
  }
  const path = renewalPath(tokens);
  if (path === 'none' || Date.now() - renewedOn401At < 60_000) {
    end('The gateway refused the session’s token: sign in again to continue.');
    return false;
  }
  renewedOn401At = Date.now();
  if (path === 'refresh') return refresh();
  if (await renewInFrame()) return true;
  end('The gateway refused the session’s token and the broker did not renew it silently: sign in again to continue.');
  return false;
}

/**
 * Ends the broker's own sign-in session too (its `/oidclogout`), in a small window: without it, the next
 * sign-in or silent renewal is answered from that session without asking. Call it while a click is handled.
 */
export function endBrokerSession(authServer: string): boolean {
  const opened = window.open(`${trimSlash(authServer)}/oidclogout`, 'refex-sign-out', 'popup,width=480,height=360');
  return opened !== null;
}

/** Signs out: forgets the tokens here and in the other tabs; the backend store drops that user's cached data on the switch. */
export function signOut(broadcast = true): void {
  lastRenewal = undefined;
  needsClick = false;
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

function post(message: Message): void {
  channel?.postMessage(message);
}

function onMessage(event: MessageEvent<Message>): void {
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
}

/**
 * Takes a signed-in session up again after a reload: this tab's refresh token, another tab's session, or, for
 * the implicit grant, a silent round trip answered from the broker's own sign-in session.
 */
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
  if (tokens) return;
  if (via.grant === 'token' && (await renewInFrame())) return;
  end(
    via.grant === 'token'
      ? 'The broker did not restore your sign-in without you (it asks you to sign in again): sign in to continue where you are.'
      : 'This tab has no signed-in session (a session is kept per tab): sign in again to continue.',
  );
}

/** Switching to another backend (the demo, or a pasted token) ends this session here; switching back resumes it. */
function onBackendChange(): void {
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
}

/**
 * Starts what the module does of itself, once, as it loads: it listens to the other tabs and to switches of
 * backend, and takes a signed-in session up again after a reload.
 */
function start(): void {
  channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', onMessage);
  subscribeBackend(onBackendChange);
  resuming = resume();
}

start();
