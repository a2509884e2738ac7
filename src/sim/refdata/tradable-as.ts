/**
 * The asset types an instrument answers as, and what each row says it is
 * tradable as. One Uic serves a cash line and its CFD, but live rows never mix
 * them: a cash row lists its cash type (plus SrdOnStock where that applies), a
 * CFD row only its own CFD type. FX crosses list their whole family, and also
 * answer as FxSwap (which no TradableAs names, as on the live service).
 */
import type { AssetType } from './asset-types';
import type { Instrument } from './universe';

function isCfd(type: AssetType): boolean {
  return type.startsWith('Cfd');
}

/** Every asset type the instrument answers as (search rows with AssetTypes, details). */
export function assetTypesOf(instrument: Instrument): readonly AssetType[] {
  if (instrument.extra?.kind === 'fx' && instrument.tradableAs.includes('FxForwards')) return [...instrument.tradableAs, 'FxSwap'];
  return instrument.tradableAs;
}

const memo = new WeakMap<Instrument, Map<AssetType, readonly AssetType[]>>();

/** TradableAs of the instrument's row or details for `type`. */
export function tradableAsOf(instrument: Instrument, type: AssetType): readonly AssetType[] {
  const all = instrument.tradableAs;
  if (!all.some(isCfd) || all.every(isCfd)) return all;
  let byType = memo.get(instrument);
  if (!byType) {
    byType = new Map();
    memo.set(instrument, byType);
  }
  let out = byType.get(type);
  if (!out) {
    out = isCfd(type) ? [type] : all.filter((other) => !isCfd(other));
    byType.set(type, out);
  }
  return out;
}
