/**
 * A view's requests on a shared time axis, as pure functions: each request's send time (the clock, and the
 * offset from the view's first request) and a bar from its sending to its answer, placed as fractions of the
 * axis, after its wait in the app's own line (the pacer's, under the gateway's quotas) when it had one. A request
 * still waiting (for its answer, or in the line) runs to `now`; one cancelled in the line has its wait and no bar.
 * Bursts with a quiet stretch between them go on axes of their own.
 */
import { askedAt, type Exchange } from '@/api/request-log';
import { outcomeOf, type Tone } from './inspect';

export interface WaterfallRow {
  record: Exchange;
  /** ms from the start of its axis (the first ask of the view, or of its burst: waterfallParts) to this one's sending. */
  offsetMs: number;
  /** ms from sending to the answer (to `now` while it waits). */
  durationMs: number;
  /** ms it waited in the app's line before its sending (0 for none). */
  queuedMs: number;
  /** Where the bar starts and how long it is, as fractions of the axis (0 to 1). */
  left: number;
  width: number;
  /** The wait's length as a fraction of the axis: it ends where the bar starts. */
  queued: number;
  tone: Tone;
  outcome: string;
}

export interface Waterfall {
  /** When the first request on this axis was asked for (its sending, or the start of its wait in the app's line), ms since the epoch. */
  origin: number;
  /** The axis's length in ms: from the origin to the last answer (at least 1). */
  spanMs: number;
  rows: WaterfallRow[];
  /** Where the axis's labels go, in ms from the origin: round steps, the origin first. */
  ticks: number[];
}

/** A round step (1, 2 or 5 times a power of ten, in ms) that cuts `spanMs` into at most `most` parts. */
export function tickStep(spanMs: number, most = 4): number {
  const rough = Math.max(spanMs, 1) / most;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? 10 * power) as number;
}

/** The waterfall of `records` (a view's, in the order they were sent), read at `now`. */
export function waterfallOf(records: readonly Exchange[], now: number): Waterfall {
  if (records.length === 0) return { origin: now, spanMs: 1, rows: [], ticks: [0] };
  const origin = Math.min(...records.map(askedAt));
  const timed = records.map((record) => {
    // Still in the app's line: its wait runs to now, and nothing was sent yet.
    if (record.inLine) return { record, offsetMs: Math.max(now, record.startedAt) - origin, durationMs: 0, queuedMs: Math.max(0, now - record.startedAt) };
    const durationMs = Math.max(0, record.durationMs ?? now - record.startedAt);
    return { record, offsetMs: record.startedAt - origin, durationMs, queuedMs: record.queuedMs ?? 0 };
  });
  const spanMs = Math.max(1, ...timed.map((row) => row.offsetMs + row.durationMs));
  const rows = timed.map(({ record, offsetMs, durationMs, queuedMs }) => {
    const outcome = outcomeOf(record);
    return { record, offsetMs, durationMs, queuedMs, left: offsetMs / spanMs, width: durationMs / spanMs, queued: queuedMs / spanMs, tone: outcome.tone, outcome: outcome.text };
  });
  const step = tickStep(spanMs);
  const ticks: number[] = [];
  for (let at = 0; at <= spanMs; at += step) ticks.push(at);
  return { origin, spanMs, rows, ticks };
}

/**
 * A quiet stretch longer than this (every request answered, none sent) starts a new part of a view's waterfall. A view
 * is every visit of its address, and a user acts in it later too: on one axis, minutes between two bursts would thin
 * every bar to a line.
 */
export const QUIET_GAP_MS = 5000;

export interface WaterfallPart extends Waterfall {
  /** The quiet stretch before this part, in ms (0 for the first). */
  quietMs: number;
}

/** A view's requests in parts, each on an axis of its own, a part per burst of requests with quiet between (QUIET_GAP_MS). */
export function waterfallParts(records: readonly Exchange[], now: number, quietGapMs = QUIET_GAP_MS): WaterfallPart[] {
  const ordered = [...records].sort((a, b) => askedAt(a) - askedAt(b));
  const parts: { records: Exchange[]; quietMs: number }[] = [];
  let busyUntil = -Infinity;
  for (const record of ordered) {
    // A request waiting in the app's line keeps its burst busy.
    const quiet = askedAt(record) - busyUntil;
    const last = parts[parts.length - 1];
    if (last && quiet <= quietGapMs) last.records.push(record);
    else parts.push({ records: [record], quietMs: last ? quiet : 0 });
    busyUntil = Math.max(busyUntil, record.startedAt + Math.max(0, record.durationMs ?? now - record.startedAt));
  }
  return parts.map((part) => ({ ...waterfallOf(part.records, now), quietMs: part.quietMs }));
}

const two = (value: number) => String(value).padStart(2, '0');

/** A send time as a clock shows it, to the millisecond, in the user's time: `14:03:07.215`. */
export function formatClock(epochMs: number): string {
  const date = new Date(epochMs);
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** A stretch of time in the unit that reads best: `0 ms`, `215 ms`, `1.25 s`, `2 min 5.0 s`. */
export function formatSpan(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${((ms - minutes * 60_000) / 1000).toFixed(1)} s`;
}

/** An offset from the view's first request: `+0 ms`, `+215 ms`, `+1.25 s`, `+2 min 5.0 s`. */
export const formatOffset = (ms: number): string => `+${formatSpan(ms)}`;

/** The part of a URL a row names: its path after `/openapi`, and its query. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname.replace(/^.*?\/openapi(?=\/)/i, '')}${parsed.search}`;
  } catch {
    return url;
  }
}
