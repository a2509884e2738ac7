/**
 * `npm run sim -- --port N`: the simulated service as a real HTTP server on
 * loopback. Port from --port, else SIM_PORT, else 4010. SIM_NOW pins the clock.
 * --faults (or SIM_FAULTS) injects faults; tests change them at run time
 * through the loopback control endpoint /__sim/faults.
 */
import { createSimulator } from '../service';
import { makeClock } from '../core/clock';
import { createFaultInjector } from '../core/faults';
import { CLOSED_PREFIX, FAULTS_PATH, startSimServer } from './http-server';
import { parseCliOptions } from './options';
import { AUTH_CONTROL_PATH, AUTH_ENVIRONMENTS, createAuthServer, DEFAULT_ACCESS_LIFETIME, DEFAULT_REFRESH_LIFETIME, DEMO_APPS, DEMO_REDIRECT_URL } from './auth-server';
import { readCachedSnapshot, simSourceHash, writeSnapshotCache } from './snapshot-cache';
import { restoreUniverseFrom } from '../refdata/snapshot';
import { readyUniverse } from '../refdata/universe';

/**
 * The instrument universe from the snapshot cached for these sources (read
 * when first needed), else built on first use as in the other mounts and then
 * cached for the next start, once the server is idle.
 */
function prepareUniverse(): string {
  const hash = simSourceHash();
  const cached = readCachedSnapshot(hash);
  if (cached !== undefined) {
    restoreUniverseFrom(cached);
    return 'from the cached snapshot';
  }
  const poll = setInterval(() => {
    const built = readyUniverse();
    if (!built) return;
    clearInterval(poll);
    try {
      writeSnapshotCache(built, hash);
    } catch (error) {
      console.error(`Could not cache the universe snapshot: ${(error as Error).message}`);
    }
  }, 2000);
  poll.unref();
  return 'built on first use (then cached for the next start)';
}

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  const universeFrom = prepareUniverse();
  const simulator = createSimulator({ clock: makeClock(options.now), enforceRateLimits: options.rateLimits });
  const faults = createFaultInjector(options.faults);
  const auth = createAuthServer({ accessLifetime: options.accessLifetime, refreshLifetime: options.refreshLifetime });
  const started = await startSimServer(simulator, options.port, options.quiet ? undefined : (line) => console.info(line), faults, auth);
  // The sign-in addresses on localhost: the redirect URL must be there, and the session cookie reaches a
  // hidden frame only when the authentication server and the app are the same site.
  const local = `http://localhost:${started.port}`;
  console.info(`Refex simulator listening on ${started.url}`);
  console.info(`  tokens: "demo" (full access), "demo-restricted" (restricted)`);
  console.info(`  gateway: ${local}/openapi/...; without CORS headers at ${local}${CLOSED_PREFIX}/openapi/...`);
  console.info(`  sign-in (<environment>/authorize, /token, /oidclogout):`);
  for (const environment of AUTH_ENVIRONMENTS) console.info(`    ${local}${environment.prefix}: ${environment.about}`);
  console.info(`    AppKeys: ${DEMO_APPS.map((app) => `${app.appKey} (${app.grant === 'pkce' ? 'PKCE' : 'Implicit'})`).join(', ')}; redirect URL ${DEMO_REDIRECT_URL} (any port)`);
  console.info(
    `    lifetimes: access ${options.accessLifetime ?? DEFAULT_ACCESS_LIFETIME} s, refresh ${options.refreshLifetime ?? DEFAULT_REFRESH_LIFETIME} s (counters at ${started.url}${AUTH_CONTROL_PATH})`,
  );
  console.info(`  clock: ${options.now ? `pinned to ${options.now.toISOString()}` : 'system time'}`);
  console.info(`  rate limits: ${options.rateLimits ? 'enforced (429 once a quota is used up)' : 'reported in headers, not enforced (--rate-limits enforces them)'}`);
  console.info(`  instruments: ${universeFrom}`);
  console.info(`  faults: ${options.faults.length ? options.faults.map((rule) => `${rule.kind} on ${rule.path}`).join(', ') : 'none'} (set them at ${started.url}${FAULTS_PATH})`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
