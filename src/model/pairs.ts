/**
 * Instrument keys `uic:AssetType` as the compare selection writes them in
 * the URL (`211:Stock,21:FxSpot`), and the matching of details-list rows
 * (4.3) back to them.
 */
import { KNOWN_ASSET_TYPES, type InstrumentDetails } from '@/api/types';
import { z } from 'zod/mini';
import { asNumber, clean } from '@/lib/format';
import { mapped, PartialValue } from '@/lib/search-params';

export interface InstrumentPair {
  uic: number;
  assetType: string;
}

const PAIR = /^(\d{1,10}):([A-Za-z][A-Za-z0-9]*)$/;
const MAX_UIC = 2_147_483_647;
/** Most instruments that can be selected for a comparison (the search's selection and the compare page). */
export const MAX_COMPARE = 10;

export function pairId(pair: InstrumentPair): string {
  return `${pair.uic}:${pair.assetType}`;
}

export function samePair(a: InstrumentPair, b: InstrumentPair): boolean {
  return a.uic === b.uic && a.assetType.toLowerCase() === b.assetType.toLowerCase();
}

/** Parses a pair list; fails on the first malformed item. Duplicates are dropped, order kept. */
export function pairList(value: string | undefined): { ok: true; pairs: InstrumentPair[] } | { ok: false; message: string } {
  const pairs: InstrumentPair[] = [];
  for (const item of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = PAIR.exec(item);
    const uic = match ? Number(match[1]) : NaN;
    if (!match || uic < 1 || uic > MAX_UIC) return { ok: false, message: `Not a uic:AssetType pair: ${item}` };
    const pair = { uic, assetType: match[2] as string };
    if (!pairs.some((known) => samePair(known, pair))) pairs.push(pair);
  }
  if (pairs.length === 0) return { ok: false, message: 'Empty list' };
  return { ok: true, pairs };
}

/** Every well-formed pair of a list (duplicates dropped, order kept), and the items that are not pairs. */
export function splitPairs(value: string | undefined): { pairs: InstrumentPair[]; bad: string[] } {
  const pairs: InstrumentPair[] = [];
  const bad: string[] = [];
  for (const item of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = PAIR.exec(item);
    const uic = match ? Number(match[1]) : NaN;
    if (!match || uic < 1 || uic > MAX_UIC) {
      bad.push(item);
      continue;
    }
    const pair = { uic, assetType: match[2] as string };
    if (!pairs.some((known) => samePair(known, pair))) pairs.push(pair);
  }
  return { pairs, bad };
}

/** The pairs of an already validated URL value (empty when absent or malformed). */
export function parsePairs(value: string | undefined): InstrumentPair[] {
  const result = pairList(value);
  return result.ok ? result.pairs : [];
}

export function formatPairs(pairs: readonly InstrumentPair[]): string | undefined {
  return pairs.length ? pairs.map(pairId).join(',') : undefined;
}

/**
 * Instrument pairs `uic:AssetType`, comma separated (a selection to compare). Malformed items and
 * those beyond `max` are ignored with a note; the others are kept.
 */
export const pairsParam = (max: number) =>
  mapped(z.string(), (value, fail) => {
    const { pairs, bad } = splitPairs(value);
    const kept = pairs.slice(0, max);
    const over = pairs.slice(max);
    const message = [bad.length ? `Not a uic:AssetType pair: ${bad.join(', ')}` : undefined, over.length ? `At most ${max} instruments` : undefined].filter(Boolean).join('; ');
    if (kept.length === 0) return fail(message || 'Empty list');
    const text = formatPairs(kept) as string;
    return bad.length || over.length ? new PartialValue(text, [...bad, ...over.map(pairId)].join(','), message) : text;
  });

/** Adds or removes a pair, keeping the order of selection. */
export function togglePair(pairs: readonly InstrumentPair[], pair: InstrumentPair): InstrumentPair[] {
  return pairs.some((known) => samePair(known, pair)) ? pairs.filter((known) => !samePair(known, pair)) : [...pairs, pair];
}

/**
 * The details list takes Uics and AssetTypes as two lists and answers with
 * every requested asset type of every Uic (and, without AssetTypes, every
 * asset type of a Uic): the query for a set of pairs.
 */
export function detailsQueryLists(pairs: readonly InstrumentPair[]): { uics: number[]; assetTypes: string[] } {
  const uics = [...new Set(pairs.map((pair) => pair.uic))];
  const assetTypes: string[] = [];
  for (const pair of pairs) if (!assetTypes.some((type) => type.toLowerCase() === pair.assetType.toLowerCase())) assetTypes.push(pair.assetType);
  return { uics, assetTypes };
}

export interface PairMatch {
  pairs: { pair: InstrumentPair; details: InstrumentDetails | undefined }[];
  /** Rows the service returned for combinations that were not asked for. */
  extra: InstrumentDetails[];
}

const KNOWN_TYPES = new Set(KNOWN_ASSET_TYPES.map((type) => type.toLowerCase()));

/**
 * Matches the details-list rows back to the requested pairs (Uic and asset type, case-insensitive). A row whose
 * asset type is junk (missing, "Undefined", no asset type at all) still answers the one pair left with its Uic,
 * since the service only returns the asset types asked for.
 */
export function matchPairs(pairs: readonly InstrumentPair[], rows: readonly InstrumentDetails[] | undefined): PairMatch {
  const used = new Set<InstrumentDetails>();
  const uicOf = (row: InstrumentDetails) => (typeof row.Uic === 'number' ? row.Uic : asNumber(row.Uic));
  const matched = pairs.map((pair) => {
    const details = (rows ?? []).find((row) => {
      if (used.has(row)) return false;
      const type = clean(row.AssetType);
      const uic = uicOf(row);
      return uic !== undefined && type !== undefined && samePair({ uic, assetType: type }, pair);
    });
    if (details) used.add(details);
    return { pair, details };
  });
  const junkType = (row: InstrumentDetails) => {
    const type = clean(row.AssetType);
    return type === undefined || !KNOWN_TYPES.has(type.toLowerCase());
  };
  for (const entry of matched) {
    if (entry.details || matched.filter((other) => !other.details && other.pair.uic === entry.pair.uic).length !== 1) continue;
    const candidates = (rows ?? []).filter((row) => !used.has(row) && uicOf(row) === entry.pair.uic && junkType(row));
    if (candidates.length !== 1) continue;
    entry.details = candidates[0];
    used.add(candidates[0] as InstrumentDetails);
  }
  return { pairs: matched, extra: (rows ?? []).filter((row) => !used.has(row)) };
}
