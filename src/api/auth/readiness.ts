/**
 * What works from this page's address, per environment, before the first sign-in: whether the token endpoint
 * can be read (the grant to register follows from it), whether the gateway answers this origin, and whether a
 * hidden frame can renew a session. Each check asks the real servers, spends no code and sends no real token;
 * only a definite answer is remembered (local storage, per authentication server: no secret is in it).
 */
import { normalizeBaseUrl } from '@/api/client';
import { readJson, webStorage, writeJson } from '@/api/storage';
import { FRAME_STATE_PREFIX } from './capture';
import { authorizeUrl, randomToken, redirectUrl, trimSlash, type AuthEnvironment } from './flow';
import { runInFrame } from './relay';
import { knownAccess, probeTokenEndpoint, type ProbeResult } from './session';

export type CheckName = 'token' | 'gateway' | 'frame';

export interface CheckResult {
  /** yes / no: a definite answer; unknown: nothing could be told (no answer at all), not remembered. */
  verdict: 'yes' | 'no' | 'unknown';
  /** The answer in one plain sentence. */
  text: string;
  at: number;
}

export type Readiness = Partial<Record<CheckName, CheckResult>>;

const KEY = 'refex:auth:readiness';

function readAll(): Record<string, Readiness> {
  const value = readJson<unknown>(webStorage('localStorage'), KEY);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, Readiness>) : {};
}

/** What is remembered of an environment's checks (the token check also from the sign-in's own probe). */
export function rememberedReadiness(authServer: string): Readiness {
  const saved = readAll()[trimSlash(authServer)] ?? {};
  const access = knownAccess(authServer);
  if (!saved.token && access) return { ...saved, token: tokenResult(access, 0) };
  return saved;
}

function remember(authServer: string, name: CheckName, result: CheckResult): void {
  if (result.verdict === 'unknown') return;
  const all = readAll();
  const key = trimSlash(authServer);
  // Storage full or blocked: the answer is shown, not kept.
  writeJson(webStorage('localStorage'), KEY, { ...all, [key]: { ...all[key], [name]: result } });
}

function tokenResult(result: ProbeResult, at: number): CheckResult {
  switch (result) {
    case 'readable':
      return { verdict: 'yes', at, text: 'The token endpoint can be read from this page: register the app for the PKCE grant; the session renews with a refresh token.' };
    case 'unreadable':
      return { verdict: 'no', at, text: 'The token endpoint answers but hides its answers from pages (no CORS), as the broker’s does: register the app for the Implicit grant.' };
    case 'not-oauth':
      return { verdict: 'unknown', at, text: 'A web page answered where the token endpoint should be: check the authentication server’s address.' };
    case 'unreachable':
      return { verdict: 'unknown', at, text: 'The token endpoint did not answer at all (offline or a wrong address): nothing could be told, check again.' };
  }
}

/** Is the token endpoint readable from this page? */
export async function checkTokenEndpoint(env: AuthEnvironment): Promise<CheckResult> {
  const result = tokenResult(await probeTokenEndpoint(env), Date.now());
  remember(env.authServer, 'token', result);
  return result;
}

/**
 * Does the gateway answer this origin? A request with a bearer token that cannot be valid: a readable answer
 * (the 401 it earns) means yes; a failed one is asked again without CORS, where an opaque answer means the
 * gateway is there but does not let this origin read it.
 */
export async function checkGateway(env: AuthEnvironment, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<CheckResult> {
  const url = `${normalizeBaseUrl(env.gateway)}/openapi/ref/v1/timezones`;
  const at = Date.now();
  let result: CheckResult;
  try {
    const response = await fetchImpl(url, { headers: { Authorization: 'Bearer refex-readiness-check' }, credentials: 'omit', signal: AbortSignal.timeout(10_000) });
    result = { verdict: 'yes', at, text: `The gateway answers this address (it said ${response.status} to a token that cannot be valid, as it should).` };
  } catch {
    try {
      await fetchImpl(url, { mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(10_000) });
      result = {
        verdict: 'no',
        at,
        text: `The gateway is there but does not let ${location.origin} read its answers (no CORS for this origin): Refex cannot use it from this address.`,
      };
    } catch {
      result = { verdict: 'unknown', at, text: 'The gateway did not answer at all (offline or a wrong address): nothing could be told, check again.' };
    }
  }
  remember(env.authServer, 'gateway', result);
  return result;
}

/**
 * Can a hidden frame renew a session? A `prompt=none` round trip in one: any answer that comes back through
 * the frame (a token, or the broker's `login_required` when nobody is signed in there) means yes; none in
 * time means no (the server refuses to be framed here, the redirect URL is not registered yet, or the browser
 * keeps the server's cookie from frames). A token it may bring is dropped unused.
 */
export async function checkFrame(env: AuthEnvironment, appKey: string, timeoutMs = 10_000): Promise<CheckResult> {
  const state = `${FRAME_STATE_PREFIX}${randomToken()}`;
  const url = authorizeUrl(env, { client_id: appKey.trim(), response_type: 'token', redirect_uri: redirectUrl(location.origin), state, prompt: 'none' });
  const outcome = await runInFrame(url, state, timeoutMs);
  const at = Date.now();
  const result: CheckResult =
    outcome.kind === 'timeout' || outcome.kind === 'closed'
      ? {
          verdict: 'no',
          at,
          text: 'No answer came back through a hidden frame: a session of the Implicit grant will ask you to renew it in a small window (the server refuses frames here, the redirect URL is not registered yet, or this browser blocks its cookie in frames).',
        }
      : {
          verdict: 'yes',
          at,
          text:
            outcome.kind === 'error' && outcome.error === 'login_required'
              ? 'A hidden frame gets answers (the server said nobody is signed in there yet, as it should): an Implicit session renews silently.'
              : 'A hidden frame gets answers: an Implicit session renews silently.',
        };
  remember(env.authServer, 'frame', result);
  return result;
}
