/**
 * `npm run sim -- --port N`: the simulated service as a real HTTP server on
 * loopback. Port from --port, else SIM_PORT, else 4010. SIM_NOW pins the clock.
 */
import { createSimulator } from '../service';
import { makeClock, parseInstant } from '../core/clock';
import { startSimServer } from './http-server';

function parsePort(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const index = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const raw = index === -1 ? env.SIM_PORT : argv[index]?.includes('=') ? argv[index]?.split('=')[1] : argv[index + 1];
  if (raw === undefined || raw === '') return 4010;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port: ${raw}`);
  }
  return port;
}

async function main(): Promise<void> {
  const pinned = parseInstant(process.env.SIM_NOW);
  if (process.env.SIM_NOW && !pinned) throw new Error(`SIM_NOW is not an ISO-8601 instant: ${process.env.SIM_NOW}`);
  const simulator = createSimulator({ clock: makeClock(pinned) });
  const quiet = process.argv.includes('--quiet');
  const started = await startSimServer(simulator, parsePort(process.argv.slice(2), process.env), quiet ? undefined : (line) => console.info(line));
  console.info(`Refex simulator listening on ${started.url}`);
  console.info(`  tokens: "demo" (full access), "demo-restricted" (restricted)`);
  console.info(`  clock: ${pinned ? `pinned to ${pinned.toISOString()}` : 'system time'}`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
