// Where the benchmarks write their results, and the machine they ran on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { round } from './stats.mjs';

export const RESULTS_DIR = join(root, 'bench', 'results');

/** The run's time stamp in file names: the runner's (BENCH_STAMP, shared by every part of one run) or now. */
export const STAMP = process.env.BENCH_STAMP || new Date().toISOString().replace(/[:.]/g, '-');

export const resultFile = (kind, extension = 'json') => join(RESULTS_DIR, `${kind}-${STAMP}.${extension}`);

/** Writes bench/results/<kind>-<stamp>.json and returns its path. */
export function writeResult(kind, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = resultFile(kind);
  writeFileSync(file, `${JSON.stringify({ kind, date: new Date().toISOString(), ...data }, null, 2)}\n`);
  return file;
}

/** CPU count and model, and the load average (1, 5, 15 minutes). */
export function machine() {
  return { cpus: availableParallelism?.() ?? cpus().length, model: cpus()[0]?.model?.trim() ?? 'unknown', load: loadavg().map((value) => round(value)), node: process.version };
}

/** A Markdown table (GitHub's pipe syntax); `align` gives each column's alignment, `l` or `r` (default: the first left, the rest right). */
export function markdownTable(header, rows, align = `l${'r'.repeat(header.length - 1)}`) {
  const line = (cells) => `| ${cells.map((cell) => String(cell ?? '').replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map((_, index) => (align[index] === 'r' ? '---:' : '---')).join('|')}|`, ...rows.map(line)].join('\n');
}
