/**
 * Which backend the app talks to (the embedded simulator or a real gateway)
 * and the API client for it. A small external store: React reads it with
 * useBackend()/useApi(), route loaders with getApi().
 *
 * The token lives in sessionStorage, or in localStorage when the user asks to
 * remember it; it never goes into the URL, the query keys or the logs.
 */
import { useSyncExternalStore } from 'react';
import { CALLBACK_PATH } from './auth/capture';
import { createApiClient, normalizeBaseUrl, normalizeToken, type ApiClient, type FetchLike } from './client';
import { tokenIdentity } from './jwt';
import type { Pacer, PacingState, SentItem } from './pacer';
import { meteredFetch, rateMeter } from './rate-meter';
import { requestLog } from './request-log';
import { readText, webStorage, writeJson, writeText } from './storage';

export type DemoUserId = 'demo' | 'demo-restricted';

export const DEMO_USERS: Readonly<Record<DemoUserId, { label: string; description: string }>> = {
  demo: { label: 'Full access', description: 'The whole universe, option roots and corporate actions.' },
  'demo-restricted': {
    label: 'Restricted',
    description: 'No option roots, no Asia-Pacific markets, no corporate actions (the service answers 403).',
  },
};

export const GATEWAY_PRESETS = {
  sim: { label: 'Saxo SIM', url: 'https://gateway.saxobank.com/sim/openapi' },
  live: { label: 'Saxo LIVE', url: 'https://gateway.saxobank.com/openapi' },
} as const;
export type GatewayPreset = keyof typeof GATEWAY_PRESETS | 'custom';

/**
 * The backend in use. A gateway's `token` is empty when the gateway was saved
 * in an earlier session whose token this tab does not have (session storage
 * is per tab): the app then asks for a token instead of sending requests.
 */
export type BackendConfig = { kind: 'demo'; demoUser: DemoUserId } | { kind: 'gateway'; baseUrl: string; token: string; rememberToken: boolean; signIn?: SignInVia | undefined };

/**
 * How a signed-in gateway session was opened (Settings → Sign in): its
 * access token lives in memory only and is renewed by src/api/auth, which
 * reads this to take the session up again after a reload.
 */
export interface SignInVia {
  authServer: string;
  appKey: string;
  grant: 'code' | 'token';
}

/** Whether a gateway still waits for a pasted token (its session ended). A signed-in session asks to sign in again instead. */
export function needsToken(config: BackendConfig): boolean {
  return config.kind === 'gateway' && !config.signIn && normalizeToken(config.token) === '';
}

/** Origin used for requests answered by the in-browser simulator (never sent over the network). */
export const DEMO_BASE_URL = 'https://demo.refex.invalid';

const STORAGE_KEY = 'refex:backend';
const TOKEN_KEY = 'refex:token';

type Listener = () => void;

/**
 * The gateway session's request pacer (its quotas are per session): none in demo mode. Its code comes with the first
 * gateway client, outside the first load; its channel to the app's other tabs is closed when another session's replaces it.
 */
let pacer: Pacer | undefined;
let pacerCode: Promise<typeof import('./pacer')> | undefined;
const loadPacerCode = () =>
  (pacerCode ??= import('./pacer').catch((error: unknown) => {
    pacerCode = undefined;
    throw error;
  }));
let closePeers: (() => void) | undefined;
let gatewayBuilds = 0;
const NOT_PACING: PacingState = { waiting: 0, nextAt: undefined };
const pacingListeners = new Set<Listener>();

/** The simulator's browser mount, loaded on first use (demo mode only): the app's one way into src/sim. */
let simMount: Promise<typeof import('@/sim/browser/transport')> | undefined;
const loadSimMount = () => (simMount ??= import('@/sim/browser/transport'));

let demoTransport: Promise<{ fetch: FetchLike; terminate: () => void }> | undefined;
const startDemoTransport = () => (demoTransport ??= loadSimMount().then(({ createDemoTransport }) => createDemoTransport()));

/**
 * Lets the simulator's worker go, with the data it built (when the demo gives way to a gateway): asked again (the
 * demo chosen again, or the inspector's comparison with the simulator), it starts anew.
 */
function stopDemoTransport(): void {
  const stopping = demoTransport;
  demoTransport = undefined;
  void stopping?.then(
    (transport) => transport.terminate(),
    () => undefined,
  );
}

let demoFetch: FetchLike = (input, init) => startDemoTransport().then((transport) => transport.fetch(input, init));
let lastGatewayUrl: string | undefined;
let current: BackendConfig = readPersisted();
let api: ApiClient = buildClient(current);
// In demo mode the simulator starts with the page, so its worker builds its data while the app's
// own code loads and renders, rather than once the first route asks for data. A failure to load
// it shows on that first request. A sign-in's frame or window (the callback path) starts no app, so no simulator.
if (current.kind === 'demo' && typeof Worker !== 'undefined' && !isCallbackPage()) startDemoTransport().catch(() => undefined);
const listeners = new Set<Listener>();

export type { DemoDirectory } from '@/sim/browser/transport';

/** The demo user's clients, accounts and account groups, by name (demo mode). */
export const loadDemoDirectory = () => loadSimMount().then(({ demoDirectory }) => demoDirectory());

function isCallbackPage(): boolean {
  return typeof location !== 'undefined' && location.pathname === CALLBACK_PATH;
}

function readPersisted(): BackendConfig {
  const local = webStorage('localStorage');
  try {
    const raw = readText(local, STORAGE_KEY);
    if (raw) {
      const saved = JSON.parse(raw) as Partial<{ kind: string; demoUser: string; baseUrl: string; rememberToken: boolean; lastGatewayUrl: string; signIn: Partial<SignInVia> }>;
      if (typeof saved.lastGatewayUrl === 'string' && saved.lastGatewayUrl.trim()) lastGatewayUrl = saved.lastGatewayUrl;
      if (saved.kind === 'gateway' && typeof saved.baseUrl === 'string' && saved.baseUrl.trim()) {
        const remember = saved.rememberToken === true;
        // No token in this tab (a new tab, or the browser was restarted): the gateway stays
        // selected with an empty token, and the app asks for one rather than switching to the demo.
        const token = readText(remember ? local : webStorage('sessionStorage'), TOKEN_KEY) ?? '';
        lastGatewayUrl = saved.baseUrl;
        const via = saved.signIn;
        if (via && typeof via.authServer === 'string' && typeof via.appKey === 'string' && (via.grant === 'code' || via.grant === 'token')) {
          // A signed-in session: no token in storage; src/api/auth takes the session up again.
          return { kind: 'gateway', baseUrl: saved.baseUrl, token: '', rememberToken: false, signIn: { authServer: via.authServer, appKey: via.appKey, grant: via.grant } };
        }
        return { kind: 'gateway', baseUrl: saved.baseUrl, token, rememberToken: remember };
      }
      if (saved.demoUser === 'demo-restricted') return { kind: 'demo', demoUser: 'demo-restricted' };
    }
  } catch {
    // Corrupt storage: start from the default.
  }
  return { kind: 'demo', demoUser: 'demo' };
}

function persist(config: BackendConfig): void {
  // Storage full or blocked: the setting still holds for this page's life.
  const local = webStorage('localStorage');
  const session = webStorage('sessionStorage');
  writeText(local, TOKEN_KEY, undefined);
  writeText(session, TOKEN_KEY, undefined);
  if (config.kind === 'demo') {
    // The last gateway's address is kept, so Settings offers it again.
    writeJson(local, STORAGE_KEY, { kind: 'demo', demoUser: config.demoUser, ...(lastGatewayUrl ? { lastGatewayUrl } : {}) });
    return;
  }
  writeJson(local, STORAGE_KEY, {
    kind: 'gateway',
    baseUrl: config.baseUrl,
    rememberToken: config.signIn ? false : config.rememberToken,
    ...(config.signIn ? { signIn: config.signIn } : {}),
  });
  // A signed-in session's access token stays in memory.
  if (config.token && !config.signIn) writeText(config.rememberToken ? local : session, TOKEN_KEY, config.token);
}

/**
 * The query-key root of a backend: the demo user, or the gateway and who the
 * token stands for (an opaque id from tokenIdentity: never the token). Another
 * user on the same gateway gets a fresh cache; a renewed token of the same
 * user keeps it.
 */
export function backendKey(config: BackendConfig): string {
  return config.kind === 'demo' ? `demo:${config.demoUser}` : `gateway:${normalizeBaseUrl(config.baseUrl)}#${tokenIdentity(normalizeToken(config.token))}`;
}

/** The address of the gateway in use, or else of the last one used (for Settings). */
export function getLastGatewayUrl(): string | undefined {
  return current.kind === 'gateway' ? current.baseUrl : lastGatewayUrl;
}

export function buildClient(config: BackendConfig, fetchOverride?: FetchLike): ApiClient {
  if (config.kind === 'demo') {
    return createApiClient({ key: backendKey(config), baseUrl: DEMO_BASE_URL, token: config.demoUser, fetch: fetchOverride ?? demoFetch, log: requestLog });
  }
  // The token is read at each request: after a renewal, requests already set up use the new one.
  const token = () => (current.kind === 'gateway' && backendKey(current) === backendKey(config) ? current.token : config.token);
  const key = backendKey(config);
  // The meter counts what leaves the pacer for the gateway, and what the other tabs of the session say they sent.
  const metered = meteredFetch(fetchOverride ?? ((input, init) => globalThis.fetch(input, init)), rateMeter, key);
  const build = (gatewayBuilds += 1);
  let paced: Promise<Pacer> | undefined;
  // Its code asked for at once; if it does not come (offline, a new deployment), the request fails and the next asks again.
  const ready = () =>
    (paced ??= loadPacerCode().then(
      ({ broadcastPeers, createPacer }) => {
        // Only the newest gateway client's pacer is the shell's and talks to the session's other tabs; one replaced
        // before its code came paces what it still sends, alone.
        if (build !== gatewayBuilds) return createPacer(metered);
        closePeers?.();
        const peers = broadcastPeers(`refex:pacer ${key}`);
        closePeers = peers?.close;
        const counted = peers && {
          post: peers.post,
          listen: (heard: (item: SentItem) => void) =>
            peers.listen((item) => {
              rateMeter.heard(key, item.path, item.at);
              heard(item);
            }),
        };
        const made = createPacer(metered, undefined, undefined, counted);
        made.subscribe(() => pacingListeners.forEach((listener) => listener()));
        pacer = made;
        return made;
      },
      (error: unknown) => {
        paced = undefined;
        throw error;
      },
    ));
  ready().catch(() => undefined);
  return createApiClient({ key, baseUrl: config.baseUrl, token, fetch: (input, init) => ready().then((made) => made.fetch(input, init)), log: requestLog });
}

/** How many gateway requests wait for the service's quota, for the shell to say so. */
export function usePacing(): PacingState {
  const subscribe = (listener: Listener) => {
    pacingListeners.add(listener);
    return () => pacingListeners.delete(listener);
  };
  const read = () => (current.kind === 'gateway' ? (pacer?.state() ?? NOT_PACING) : NOT_PACING);
  return useSyncExternalStore(subscribe, read, read);
}

export function getBackend(): BackendConfig {
  return current;
}

export function getApi(): ApiClient {
  return api;
}

export function setBackend(config: BackendConfig): void {
  const previousKey = backendKey(current);
  if (current.kind === 'demo' && config.kind === 'gateway') stopDemoTransport();
  current = config.kind === 'gateway' ? { ...config, baseUrl: normalizeBaseUrl(config.baseUrl), token: normalizeToken(config.token) } : config;
  if (current.kind === 'gateway') lastGatewayUrl = current.baseUrl;
  // A renewed token of the same user on the same gateway keeps the client (and its cached data);
  // the client reads the token per request. Another user gets a new client and a new key.
  if (backendKey(current) !== previousKey) api = buildClient(current);
  persist(current);
  for (const listener of listeners) listener();
}

export function subscribeBackend(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: answer demo-mode requests with another fetch (e.g. the in-process simulator). */
export function setDemoFetch(fetchFn: FetchLike): void {
  demoFetch = fetchFn;
  api = buildClient(current);
}

export function useBackend(): BackendConfig {
  return useSyncExternalStore(subscribeBackend, getBackend, getBackend);
}

export function useApi(): ApiClient {
  return useSyncExternalStore(subscribeBackend, getApi, getApi);
}

/** Which preset a gateway address is, if any. */
export function presetOf(baseUrl: string): GatewayPreset {
  const normalized = normalizeBaseUrl(baseUrl);
  if (normalized === normalizeBaseUrl(GATEWAY_PRESETS.sim.url)) return 'sim';
  if (normalized === normalizeBaseUrl(GATEWAY_PRESETS.live.url)) return 'live';
  return 'custom';
}

/** Host (and path) of a gateway URL, for display. */
export function gatewayLabel(baseUrl: string): string {
  try {
    const url = new URL(normalizeBaseUrl(baseUrl));
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return baseUrl;
  }
}
