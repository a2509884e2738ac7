/**
 * Command-line options of the HTTP mount (`npm run sim`): the port comes from
 * `--port N` or `--port=N`, else SIM_PORT, else 4010; SIM_NOW (an ISO-8601
 * instant) pins the clock; `--quiet` turns the request log off; `--rate-limits`
 * (or SIM_RATE_LIMITS=1) enforces the rate-limit quotas with 429 answers;
 * `--faults <rules>` (or SIM_FAULTS) injects faults: the rules in JSON, or the
 * name of a file holding them (see core/faults.ts). The authentication server
 * beside the gateway (auth-server.ts): `--access-lifetime S` and
 * `--refresh-lifetime S` shorten its tokens' lifetimes (seconds). Whether a
 * token endpoint sends CORS headers is a matter of its environment (the root
 * one, as the broker's, does not; `/pkce` does), not of a flag.
 */
import { readFileSync } from 'node:fs';
import { parseInstant } from '../core/clock';
import { parseFaultRules, type FaultRule } from '../core/faults';

export const DEFAULT_SIM_PORT = 4010;

export interface CliOptions {
  port: number;
  /** The pinned clock, or undefined for system time. */
  now: Date | undefined;
  quiet: boolean;
  /** Enforce the rate-limit quotas (429 once used up); the headers are sent either way. */
  rateLimits: boolean;
  /** Faults to inject. */
  faults: FaultRule[];
  /** Access-token lifetime of the authentication server, in seconds (--access-lifetime). */
  accessLifetime: number | undefined;
  /** Refresh-token lifetime, in seconds, from the last token answer, renewed by each refresh (--refresh-lifetime). */
  refreshLifetime: number | undefined;
}

function lifetimeFrom(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,7}$/.test(raw.trim()) || Number(raw) < 5) throw new Error(`${name} must be a number of seconds, 5 or more: ${raw}`);
  return Number(raw);
}

function portFrom(raw: string | undefined, source: string): number {
  if (raw === undefined || raw === '') return DEFAULT_SIM_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(port) || port > 65535) {
    throw new Error(`Invalid port in ${source}: ${raw}`);
  }
  return port;
}

/** The value of `--name value` or `--name=value`; undefined when the flag is absent; throws with `example` when it has no value. */
function flagValue(argv: readonly string[], name: string, example: string): string | undefined {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const arg = argv[index] as string;
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  if (raw === undefined || raw === '' || raw.startsWith('--')) throw new Error(`${name} needs ${example}`);
  return raw;
}

/** Fault rules given inline (JSON) or as the name of a file holding them. */
function faultsFrom(raw: string | undefined, source: string, readText: (file: string) => string): FaultRule[] {
  if (raw === undefined || !raw.trim()) return [];
  try {
    return parseFaultRules(/^\s*[[{]/.test(raw) ? raw : readText(raw.trim()));
  } catch (error) {
    throw new Error(`${source}: ${(error as Error).message}`);
  }
}

/** Reads the options; throws an Error with a message for the user on a bad value. */
export function parseCliOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  readText: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): CliOptions {
  const rawPort = flagValue(argv, '--port', 'a number, e.g. --port 4010');
  const port = rawPort === undefined ? portFrom(env.SIM_PORT, 'SIM_PORT') : portFrom(rawPort, '--port');
  const rawFaults = flagValue(argv, '--faults', 'fault rules in JSON or a file name');
  const faults = rawFaults === undefined ? faultsFrom(env.SIM_FAULTS, 'SIM_FAULTS', readText) : faultsFrom(rawFaults, '--faults', readText);
  const now = parseInstant(env.SIM_NOW);
  if (env.SIM_NOW && !now) throw new Error(`SIM_NOW is not an ISO-8601 instant: ${env.SIM_NOW}`);
  const rateLimits = argv.includes('--rate-limits') || ['1', 'true', 'on'].includes((env.SIM_RATE_LIMITS ?? '').trim().toLowerCase());
  const accessLifetime = lifetimeFrom(flagValue(argv, '--access-lifetime', 'a number of seconds, e.g. --access-lifetime 60'), '--access-lifetime');
  const refreshLifetime = lifetimeFrom(flagValue(argv, '--refresh-lifetime', 'a number of seconds, e.g. --refresh-lifetime 300'), '--refresh-lifetime');
  return { port, now, quiet: argv.includes('--quiet'), rateLimits, faults, accessLifetime, refreshLifetime };
}
