/**
 * Command-line options of the HTTP mount (`npm run sim`): the port comes from
 * `--port N` or `--port=N`, else SIM_PORT, else 4010; SIM_NOW (an ISO-8601
 * instant) pins the clock; `--quiet` turns the request log off; `--rate-limits`
 * (or SIM_RATE_LIMITS=1) enforces the rate-limit quotas with 429 answers.
 */
import { parseInstant } from '../core/clock';

export const DEFAULT_SIM_PORT = 4010;

export interface CliOptions {
  port: number;
  /** The pinned clock, or undefined for system time. */
  now: Date | undefined;
  quiet: boolean;
  /** Enforce the rate-limit quotas (429 once used up); the headers are sent either way. */
  rateLimits: boolean;
}

function portFrom(raw: string | undefined, source: string): number {
  if (raw === undefined || raw === '') return DEFAULT_SIM_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(port) || port > 65535) {
    throw new Error(`Invalid port in ${source}: ${raw}`);
  }
  return port;
}

/** Reads the options; throws an Error with a message for the user on a bad value. */
export function parseCliOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): CliOptions {
  const index = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  let port: number;
  if (index === -1) {
    port = portFrom(env.SIM_PORT, 'SIM_PORT');
  } else {
    const arg = argv[index] as string;
    const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
    if (raw === undefined || raw === '' || raw.startsWith('--')) throw new Error('--port needs a number, e.g. --port 4010');
    port = portFrom(raw, '--port');
  }
  const now = parseInstant(env.SIM_NOW);
  if (env.SIM_NOW && !now) throw new Error(`SIM_NOW is not an ISO-8601 instant: ${env.SIM_NOW}`);
  const rateLimits = argv.includes('--rate-limits') || ['1', 'true', 'on'].includes((env.SIM_RATE_LIMITS ?? '').trim().toLowerCase());
  return { port, now, quiet: argv.includes('--quiet'), rateLimits };
}
