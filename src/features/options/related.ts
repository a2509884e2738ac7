/** What the chain header says of a root's relations: its underlying, other related instruments, related option roots. */
import type { ContractOptionSpace, Feed, InstrumentDetails, InstrumentKey, InstrumentSummary } from '@/api/types';
import { asNumber, clean } from '@/lib/format';

export interface Key {
  assetType: string;
  uic: number;
}

function keyOf(value: InstrumentKey | undefined): Key | undefined {
  const assetType = clean(value?.AssetType);
  const uic = asNumber(value?.Uic);
  return assetType && uic !== undefined && Number.isInteger(uic) ? { assetType, uic } : undefined;
}

/** The underlying: the related instrument of the root's underlying asset type, else the first that is not a CFD. */
export function underlyingKey(space: ContractOptionSpace): Key | undefined {
  const related = (space.RelatedInstruments ?? []).map(keyOf).filter((key): key is Key => key !== undefined);
  const wanted = clean(space.UnderlyingAssetType);
  const match = related.find((key) => key.assetType === wanted) ?? related.find((key) => !key.assetType.startsWith('Cfd')) ?? related[0];
  if (match) return match;
  const fromOption = asNumber(space.DefaultOption?.UnderlyingUic);
  return wanted && fromOption !== undefined ? { assetType: wanted, uic: fromOption } : undefined;
}

/** Related instruments other than the underlying. */
export function otherRelated(space: ContractOptionSpace, underlying: Key | undefined): Key[] {
  const seen = new Set<string>(underlying ? [`${underlying.assetType}|${underlying.uic}`] : []);
  const out: Key[] = [];
  for (const value of space.RelatedInstruments ?? []) {
    const key = keyOf(value);
    if (!key || seen.has(`${key.assetType}|${key.uic}`)) continue;
    seen.add(`${key.assetType}|${key.uic}`);
    out.push(key);
  }
  return out;
}

interface RootRef {
  id: number;
  assetType: string | undefined;
}

function rootRefsOf(source: { RelatedOptionRoots?: number[]; RelatedOptionRootsEnhanced?: { OptionRootId?: number; AssetType?: string }[] } | undefined): RootRef[] {
  const refs: RootRef[] = [];
  for (const value of source?.RelatedOptionRootsEnhanced ?? []) {
    const id = asNumber(value?.OptionRootId);
    if (id !== undefined) refs.push({ id, assetType: clean(value?.AssetType) });
  }
  for (const value of source?.RelatedOptionRoots ?? []) {
    const id = asNumber(value);
    if (id !== undefined) refs.push({ id, assetType: undefined });
  }
  return refs;
}

export interface RelatedRoot extends RootRef {
  /** The related instrument whose details list the root (undefined: the root's own list). */
  via: Key | undefined;
}

/** Related option roots: the root's own list, and the roots listed on its related instruments (each with where it was found). */
export function relatedRoots(space: ContractOptionSpace, rootId: number, details: readonly { key: Key; detail: InstrumentDetails | undefined }[]): RelatedRoot[] {
  const out = new Map<number, RelatedRoot>();
  const add = (ref: RootRef, via: Key | undefined) => {
    if (ref.id === rootId || !Number.isInteger(ref.id) || ref.id <= 0 || out.has(ref.id)) return;
    out.set(ref.id, { ...ref, via });
  };
  for (const ref of rootRefsOf(space)) add(ref, undefined);
  for (const { key, detail } of details) for (const ref of rootRefsOf(detail)) add(ref, key);
  return [...out.values()];
}

/** Names of option roots from a search's rows: `Symbol · Description` by OptionRootId (the Identifier of a root row). */
export function rootNames(feed: Feed<InstrumentSummary> | undefined): Map<number, string> {
  const names = new Map<number, string>();
  for (const row of feed?.Data ?? []) {
    const id = asNumber(row?.Identifier);
    const name = [clean(row?.Symbol), clean(row?.Description)].filter(Boolean).join(' · ');
    if (id !== undefined && name && clean(row?.SummaryType) === 'ContractOptionRoot') names.set(id, name);
  }
  return names;
}
