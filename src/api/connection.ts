/**
 * Tests a gateway before the app switches to it: calls the time zone list
 * with the given token and explains what went wrong in terms a user can act on.
 */
import { checkToken, createApiClient, feedItems, normalizeBaseUrl, type FetchLike } from './client';
import { isApiError } from './errors';
import type { Feed, TimeZoneDetails } from './types';

export type ConnectionProblem =
  'invalid-url' | 'no-token' | 'unreachable' | 'blocked' | 'cors' | 'unauthorized' | 'forbidden' | 'not-found' | 'http' | 'invalid-response' | 'timeout';

export type ConnectionResult =
  | { ok: true; timeZones: number; correlationId?: string | undefined }
  | { ok: false; problem: ConnectionProblem; status?: number; message: string; correlationId?: string | undefined };

const TIMEOUT_MS = 10_000;

/** Origins this page's Content Security Policy refused to call: gateways the build does not list (README, Security). */
const refusedOrigins = new Set<string>();
globalThis.document?.addEventListener('securitypolicyviolation', (event) => {
  if (event.effectiveDirective === 'connect-src') refusedOrigins.add(originOf(event.blockedURI));
});

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Why a gateway's base address cannot be used, or undefined when it can. */
export function validateGatewayUrl(input: string): string | undefined {
  const url = normalizeBaseUrl(input);
  if (/[\s\p{Cc}]/u.test(url)) return 'The address must not contain spaces or line breaks.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full address, starting with https://';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The address must start with https:// (or http:// on this machine).';
  if (parsed.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) {
    return 'Plain http is only accepted for this machine (localhost, 127.0.0.1): tokens must not travel unencrypted.';
  }
  if (parsed.username || parsed.password) return 'The address must not contain a user name or password: the token goes in its own field.';
  if (parsed.search || parsed.hash || /[?#]/.test(url)) return 'The address must not contain a query or fragment.';
  return undefined;
}

export async function testConnection(baseUrl: string, token: string, fetchImpl: FetchLike = (input, init) => fetch(input, init)): Promise<ConnectionResult> {
  const invalid = validateGatewayUrl(baseUrl);
  if (invalid) return { ok: false, problem: 'invalid-url', message: invalid };
  const checked = checkToken(token);
  if (!checked.ok) return { ok: false, problem: 'no-token', message: checked.error };
  const bearer = checked.token;
  // The gateway's X-Correlation id of the answer, kept for the report (support asks for it).
  let correlationId: string | undefined;
  const recordingFetch: FetchLike = async (input, init) => {
    const response = await fetchImpl(input, init);
    correlationId = response.headers.get('X-Correlation') ?? undefined;
    return response;
  };
  const api = createApiClient({ key: 'connection-test', baseUrl, token: bearer, fetch: recordingFetch });
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const notJson = (status: number | undefined): ConnectionResult => ({
    ok: false,
    problem: 'invalid-response',
    ...(status !== undefined ? { status } : {}),
    message: 'The address answered, but not with the service’s JSON. Is it the OpenAPI base address?',
    ...(correlationId ? { correlationId } : {}),
  });
  let feed: unknown;
  try {
    feed = await api.get<unknown>('/openapi/ref/v1/timezones', { signal });
  } catch (error) {
    if (signal.aborted) return { ok: false, problem: 'timeout', message: `No answer within ${TIMEOUT_MS / 1000} seconds.` };
    // Anything but the client's own error is a fault in reading the answer, not a network failure.
    if (!isApiError(error)) return notJson(undefined);
    if (error.kind === 'invalid-response') return notJson(error.status);
    if (error.kind === 'network') return classifyNetworkFailure(api.baseUrl, fetchImpl);
    const failure = (problem: ConnectionProblem, message: string): ConnectionResult => ({
      ok: false,
      problem,
      status: error.status,
      message,
      ...(error.correlationId ? { correlationId: error.correlationId } : {}),
    });
    switch (error.status) {
      case 401:
        return failure('unauthorized', 'The gateway refused the token (401): it is invalid or has expired.');
      case 403:
        return failure('forbidden', 'The token is valid but not entitled to reference data (403).');
      case 404:
        return failure('not-found', 'The gateway has no time zone list at this address (404). Check the base address.');
      default:
        return failure('http', `The gateway answered HTTP ${error.status}. ${error.serviceMessage ?? ''}`.trim());
    }
  }
  // A 2xx whose body is null, or not a feed, is an answer all the same: not the service's, though.
  if (!feed || typeof feed !== 'object' || Array.isArray(feed)) return notJson(undefined);
  return { ok: true, timeZones: feedItems(feed as Feed<TimeZoneDetails>).length, ...(correlationId ? { correlationId } : {}) };
}

/**
 * A fetch that fails may mean the host is down or that the browser refused
 * its answer for lack of CORS headers. An opaque (no-cors) request tells the
 * two apart: it succeeds whenever the host answers at all.
 */
async function classifyNetworkFailure(baseUrl: string, fetchImpl: FetchLike): Promise<ConnectionResult> {
  try {
    await fetchImpl(`${baseUrl}/openapi/ref/v1/timezones`, { mode: 'no-cors', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return {
      ok: false,
      problem: 'cors',
      message: `The gateway answered, but the browser refused the answer (CORS): it does not allow requests from ${globalThis.location?.origin ?? 'this page'}.`,
    };
  } catch {
    // A refusal by the policy rejects the fetch first and fires its violation event a moment later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const origin = originOf(baseUrl);
    if (refusedOrigins.has(origin)) {
      return {
        ok: false,
        problem: 'blocked',
        message: `This copy of Refex may only call the gateways its Content Security Policy lists, and ${origin} is not one of them: build it again with this address in REFEX_CONNECT_SRC.`,
      };
    }
    return { ok: false, problem: 'unreachable', message: 'The gateway could not be reached: check the address and your network connection.' };
  }
}
