/**
 * Pure logic of the option chain: the expiry list of an option space, the
 * rows of one expiry (calls and puts paired by strike), the strike window and
 * the moneyness against a reference price.
 */
import type { ContractOption, ContractOptionSpace } from '@/api/types';
import { asNumber, clean } from '@/lib/format';
import { EXPIRY_KINDS, type ExpiryKind } from '@/model/expiry-kind';
import { isoDay, nextExpiry, type ExpiryInfo } from '@/model/option-expiries';
import type { WindowSize } from './url';

// ---------------------------------------------------------------------------
// Options by expiry (the expiries themselves: @/model/option-expiries)

/**
 * SpecificOptions of each expiry of an answer, by date. An expiry the answer
 * lists without SpecificOptions maps to undefined (the segment left it out).
 */
export function optionsByDate(space: ContractOptionSpace | undefined): Map<string, ContractOption[] | undefined> {
  const out = new Map<string, ContractOption[] | undefined>();
  for (const entry of space?.OptionSpace ?? []) {
    const date = isoDay(entry?.Expiry);
    if (!date || out.get(date)) continue;
    out.set(date, Array.isArray(entry.SpecificOptions) ? entry.SpecificOptions : undefined);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Rows

export interface ChainRow {
  /** Unique within the expiry. */
  key: string;
  strike: number;
  underlyingUic: number | undefined;
  call: ContractOption | undefined;
  put: ContractOption | undefined;
}

/** An option the chain could not place: no readable strike or side, or a second one for a place already taken. */
export interface UnplacedOption {
  option: unknown;
  reason: 'unreadable' | 'duplicate';
}

export interface ChainRows {
  rows: ChainRow[];
  /** The underlying most options refer to; rows of others are marked in the grid. */
  primaryUnderlying: number | undefined;
  /** Options left out: no readable strike, or neither call nor put. */
  skipped: number;
  /** Second options for the same strike, side and underlying (kept: the first). */
  duplicates: number;
  /** The options counted in `skipped` and `duplicates`, in the answer's order. */
  unplaced: UnplacedOption[];
}

function sideOf(option: ContractOption): 'call' | 'put' | undefined {
  const value = clean(option.PutCall)?.toLowerCase();
  if (value === 'call') return 'call';
  if (value === 'put') return 'put';
  return undefined;
}

function mostCommon(values: Iterable<number | undefined>): number | undefined {
  const counts = new Map<number, number>();
  let best: number | undefined;
  let bestCount = 0;
  for (const value of values) {
    if (value === undefined) continue;
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

const rowsCache = new WeakMap<readonly ContractOption[], ChainRows>();

/**
 * One row per strike (and underlying: adjusted series after a corporate
 * action share strikes with the regular ones), calls and puts paired,
 * ascending by strike, the main underlying first. Missing sides stay empty.
 */
export function buildRows(options: readonly ContractOption[] | undefined): ChainRows {
  if (!options) return { rows: [], primaryUnderlying: undefined, skipped: 0, duplicates: 0, unplaced: [] };
  const cached = rowsCache.get(options);
  if (cached) return cached;
  const primaryUnderlying = mostCommon(options.map((option) => asNumber(option?.UnderlyingUic)));
  const byKey = new Map<string, ChainRow>();
  let skipped = 0;
  let duplicates = 0;
  const unplaced: UnplacedOption[] = [];
  for (const option of options) {
    const strike = asNumber(option?.StrikePrice);
    const side = option ? sideOf(option) : undefined;
    if (strike === undefined || side === undefined) {
      skipped += 1;
      unplaced.push({ option, reason: 'unreadable' });
      continue;
    }
    const underlyingUic = asNumber(option.UnderlyingUic);
    const key = `${strike}|${underlyingUic ?? ''}`;
    let row = byKey.get(key);
    if (!row) {
      row = { key, strike, underlyingUic, call: undefined, put: undefined };
      byKey.set(key, row);
    }
    if (row[side]) {
      duplicates += 1;
      unplaced.push({ option, reason: 'duplicate' });
    } else row[side] = option;
  }
  const rank = (uic: number | undefined) => (uic === primaryUnderlying ? -Infinity : (uic ?? Infinity));
  const rows = [...byKey.values()].sort((a, b) => a.strike - b.strike || rank(a.underlyingUic) - rank(b.underlyingUic));
  const result = { rows, primaryUnderlying, skipped, duplicates, unplaced };
  rowsCache.set(options, result);
  return result;
}

// ---------------------------------------------------------------------------
// Strike window

// The window's size is an address value, defined with the address (url.ts), which the first load carries.
export { DEFAULT_WINDOW, type WindowSize } from './url';

export interface StrikeWindow {
  /** First row in the window. */
  start: number;
  /** One past the last row in the window. */
  end: number;
  /** Distinct strikes of the expiry (M). */
  total: number;
  /** Distinct strikes in the window (N). */
  shown: number;
  /** The strike the window is centred on. */
  centreStrike: number | undefined;
  /** Where the centre comes from: the nearest strike to the reference price, or the middle strike. */
  centreSource: 'reference' | 'middle';
  /** The reference price against the expiry's strikes (undefined without one). */
  referencePosition: ReferencePosition | undefined;
}

/** Where a reference price lies: among the strikes, or below or above all of them. */
export type ReferencePosition = 'below' | 'within' | 'above';

export function referencePositionOf(strikes: readonly number[], referencePrice: number | undefined): ReferencePosition | undefined {
  if (referencePrice === undefined || !Number.isFinite(referencePrice) || strikes.length === 0) return undefined;
  if (referencePrice < (strikes[0] as number)) return 'below';
  if (referencePrice > (strikes[strikes.length - 1] as number)) return 'above';
  return 'within';
}

/** Index of the value nearest to `target` in an ascending list (the lower one on a tie). */
export function nearestIndex(sorted: readonly number[], target: number): number {
  if (sorted.length === 0) return -1;
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  // lo: first value >= target (or the last one).
  if (lo > 0 && target - (sorted[lo - 1] as number) <= (sorted[lo] as number) - target) return lo - 1;
  return lo;
}

/** Ascending distinct strikes of ascending rows. */
export function distinctStrikes(rows: readonly { strike: number }[]): number[] {
  const out: number[] = [];
  for (const row of rows) if (out.length === 0 || out[out.length - 1] !== row.strike) out.push(row.strike);
  return out;
}

/**
 * The rows within ± `size` distinct strikes of the centre: the strike nearest
 * to the reference price when there is one, else the middle strike. Near the
 * edges of the ladder the window slides inwards, so that it still holds
 * 2 × size + 1 strikes (when the expiry has that many).
 */
export function strikeWindow(rows: readonly { strike: number }[], size: WindowSize, referencePrice?: number): StrikeWindow {
  const strikes = distinctStrikes(rows);
  const hasReference = referencePrice !== undefined && Number.isFinite(referencePrice);
  const centreSource = hasReference ? 'reference' : 'middle';
  if (strikes.length === 0) return { start: 0, end: 0, total: 0, shown: 0, centreStrike: undefined, centreSource, referencePosition: undefined };
  const centre = hasReference ? nearestIndex(strikes, referencePrice) : Math.floor((strikes.length - 1) / 2);
  const last = strikes.length - 1;
  let lo = 0;
  let hi = last;
  if (size !== 'all') {
    const half = Math.max(0, Math.floor(size));
    lo = centre - half;
    hi = centre + half;
    // Slide back inside the ladder, keeping the width.
    if (lo < 0) {
      hi = Math.min(last, hi - lo);
      lo = 0;
    }
    if (hi > last) {
      lo = Math.max(0, lo - (hi - last));
      hi = last;
    }
  }
  const low = strikes[lo] as number;
  const high = strikes[hi] as number;
  let start = 0;
  while (start < rows.length && (rows[start] as { strike: number }).strike < low) start += 1;
  let end = start;
  while (end < rows.length && (rows[end] as { strike: number }).strike <= high) end += 1;
  return {
    start,
    end,
    total: strikes.length,
    shown: hi - lo + 1,
    centreStrike: strikes[centre],
    centreSource,
    referencePosition: hasReference ? referencePositionOf(strikes, referencePrice) : undefined,
  };
}

// ---------------------------------------------------------------------------
// Moneyness

export type Moneyness = 'itm' | 'atm' | 'otm';

/** Calls are in the money below the reference price, puts above it. */
export function moneyness(strike: number, side: 'call' | 'put', referencePrice: number | undefined): Moneyness | undefined {
  if (referencePrice === undefined || !Number.isFinite(referencePrice)) return undefined;
  if (strike === referencePrice) return 'atm';
  if (side === 'call') return strike < referencePrice ? 'itm' : 'otm';
  return strike > referencePrice ? 'itm' : 'otm';
}

/**
 * Where the at-the-money line goes: before the first row whose strike is
 * above the reference price (index into `rows`), or undefined without one.
 * A strike equal to the price is itself at the money and sits above the line.
 */
export function atmLineIndex(rows: readonly { strike: number }[], referencePrice: number | undefined): number | undefined {
  if (referencePrice === undefined || !Number.isFinite(referencePrice)) return undefined;
  let index = 0;
  while (index < rows.length && (rows[index] as { strike: number }).strike <= referencePrice) index += 1;
  return index;
}

// ---------------------------------------------------------------------------
// Sections (one per shown expiry)

export type SectionState = 'loading' | 'error' | 'excluded' | 'ready';

export interface ChainSection {
  expiry: ExpiryInfo;
  /** loading / error: the request; excluded: the answer has no options for this expiry (segment, filter). */
  state: SectionState;
  error: unknown;
  rows: ChainRow[];
  window: StrikeWindow;
  primaryUnderlying: number | undefined;
  /** Options of the answer the rows leave out (ready sections only; none when absent). */
  unplaced?: readonly UnplacedOption[] | undefined;
  /** The options shown are from an earlier answer: refreshing them failed (when, and how). */
  stale?: { error: unknown; updatedAt: number } | undefined;
}

const EMPTY_WINDOW: StrikeWindow = { start: 0, end: 0, total: 0, shown: 0, centreStrike: undefined, centreSource: 'middle', referencePosition: undefined };

export function buildSection(
  expiry: ExpiryInfo,
  answer: { state: 'loading' | 'error' | 'ready'; error?: unknown; options?: readonly ContractOption[] | undefined; stale?: { error: unknown; updatedAt: number } | undefined },
  size: WindowSize,
  referencePrice: number | undefined,
): ChainSection {
  if (answer.state !== 'ready') {
    return { expiry, state: answer.state, error: answer.error, rows: [], window: EMPTY_WINDOW, primaryUnderlying: undefined };
  }
  if (!answer.options) return { expiry, state: 'excluded', error: undefined, rows: [], window: EMPTY_WINDOW, primaryUnderlying: undefined, stale: answer.stale };
  const { rows, primaryUnderlying, unplaced } = buildRows(answer.options);
  return { expiry, state: 'ready', error: undefined, rows, window: strikeWindow(rows, size, referencePrice), primaryUnderlying, unplaced, stale: answer.stale };
}

// ---------------------------------------------------------------------------
// Which expiries are shown

export interface Selection {
  shown: ExpiryInfo[];
  /** Requested dates the root does not list (e.g. kept from another root). */
  missing: string[];
}

/** Expiries a stacked view starts with: the given one and the two after it. */
export const STACK_START_COUNT = 3;

export interface KindFilter {
  /** The expiries the strip lists: those of the chosen kinds, plus any named in the address (the list given when no kind is chosen). */
  visible: readonly ExpiryInfo[];
  /** Kinds were chosen but the root lists none of them: every expiry is listed instead. */
  unmatched: boolean;
}

/**
 * Narrows the expiries to some kinds (none given: all). An expiry named in
 * the address stays listed whatever its kind, so that a shared link shows
 * what it names; a filter that matches nothing on this root lists everything.
 */
export function filterByKinds(expiries: readonly ExpiryInfo[], kinds: readonly ExpiryKind[], named: 'all' | readonly string[]): KindFilter {
  if (kinds.length === 0) return { visible: expiries, unmatched: false };
  const matching = expiries.filter((expiry) => kinds.includes(expiry.class.kind));
  if (matching.length === 0) return { visible: expiries, unmatched: true };
  if (named === 'all' || named.length === 0) return { visible: matching, unmatched: false };
  const keep = new Set(named);
  return { visible: expiries.filter((expiry) => kinds.includes(expiry.class.kind) || keep.has(expiry.date)), unmatched: false };
}

/** How many expiries of each kind, in the usual order (kinds without one left out). */
export function countKinds(expiries: readonly ExpiryInfo[]): { kind: ExpiryKind; count: number }[] {
  return EXPIRY_KINDS.map((kind) => ({ kind, count: expiries.filter((expiry) => expiry.class.kind === kind).length })).filter((entry) => entry.count > 0);
}

/**
 * The address change for another choice of kinds: no parameter when every kind
 * the root lists is chosen (or none); the expiries shown that are of those kinds
 * stay, else the view moves to the next one of them (stacked: all of them).
 */
export function kindsPatch(
  kinds: readonly ExpiryKind[],
  all: readonly ExpiryInfo[],
  shown: readonly ExpiryInfo[],
  stacked: boolean,
): { kinds: string | undefined; expiry?: string | undefined } {
  const present = countKinds(all).map((entry) => entry.kind);
  const chosen = kinds.length === 0 || present.every((kind) => kinds.includes(kind)) ? [] : EXPIRY_KINDS.filter((kind) => kinds.includes(kind));
  const patch: { kinds: string | undefined; expiry?: string | undefined } = { kinds: chosen.length === 0 ? undefined : chosen.join(',') };
  const kept = chosen.length === 0 ? shown : shown.filter((expiry) => chosen.includes(expiry.class.kind));
  if (kept.length === shown.length) return patch;
  if (kept.length === 0) patch.expiry = stacked ? 'all' : undefined;
  else patch.expiry = stacked ? kept.map((expiry) => expiry.date).join(',') : kept[0]?.date;
  return patch;
}

/**
 * The expiries to show for the `expiry` parameter: in the single view the
 * first requested one the root lists; in the stacked view every requested
 * one the root lists, or all. Requested dates that are not listed are
 * reported and left out; without any, the view falls back to `fallbackDate`
 * (when listed) or the next expiry (and the two after it when stacked).
 */
export function resolveSelection(expiries: readonly ExpiryInfo[], requested: 'all' | readonly string[], stacked: boolean, fallbackDate?: string): Selection {
  if (expiries.length === 0) return { shown: [], missing: requested === 'all' ? [] : [...requested] };
  const byDate = new Map(expiries.map((expiry) => [expiry.date, expiry]));
  const fallback = (fallbackDate ? byDate.get(fallbackDate) : undefined) ?? nextExpiry(expiries);
  if (requested === 'all') return { shown: stacked ? [...expiries] : fallback ? [fallback] : [], missing: [] };
  const found: ExpiryInfo[] = [];
  const missing: string[] = [];
  for (const date of requested) {
    const expiry = byDate.get(date);
    if (expiry) found.push(expiry);
    else missing.push(date);
  }
  if (stacked) {
    if (found.length > 0) return { shown: found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)), missing };
    const start = fallback ? expiries.indexOf(fallback) : 0;
    return { shown: expiries.slice(start, start + STACK_START_COUNT), missing };
  }
  const first = found[0] ?? fallback;
  return { shown: first ? [first] : [], missing };
}
