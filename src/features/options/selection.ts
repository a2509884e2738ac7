/**
 * Which expiries the chain lists and shows for an address: the one
 * derivation used by the route's loader (to start the right requests early)
 * and by the page (to render).
 */
import type { ContractOptionSpace } from '@/api/types';
import { filterByKinds, resolveSelection, type KindFilter, type Selection } from './chain-model';
import { expiriesOf, isoDay, type ExpiryInfo } from '@/model/option-expiries';
import type { ExpiryKind } from '@/model/expiry-kind';
import { effectiveSegment, kindsOf, selectedExpiryParam, type ChainSearch } from './url';

/** The space's default expiry, where the address asks for the DefaultDates segment. */
export function defaultExpiryDate(space: ContractOptionSpace, search: ChainSearch): string | undefined {
  return effectiveSegment(search) === 'DefaultDates' ? isoDay(space.DefaultExpiry) : undefined;
}

/**
 * The named expiries of kinds not chosen, comma-joined: they stay listed
 * beside the chosen kinds. The listed expiries depend on the named ones only
 * through this text, so the list keeps its identity while the selection moves
 * within the chosen kinds.
 */
export function namedOutsideKinds(all: readonly ExpiryInfo[], kinds: readonly ExpiryKind[], requested: 'all' | readonly string[]): string {
  if (kinds.length === 0 || requested === 'all') return '';
  const kindOf = new Map(all.map((expiry) => [expiry.date, expiry.class.kind]));
  return requested
    .filter((date) => {
      const kind = kindOf.get(date);
      return kind !== undefined && !kinds.includes(kind);
    })
    .join(',');
}

/** The expiries the strip lists for the chosen kinds, plus the named ones of other kinds. */
export function listedExpiries(all: readonly ExpiryInfo[], kinds: readonly ExpiryKind[], outsideKinds: string): KindFilter {
  return filterByKinds(all, kinds, outsideKinds ? outsideKinds.split(',') : []);
}

/** Everything at once, for a loader: the listed expiries and those shown. */
export function chainSelection(space: ContractOptionSpace, search: ChainSearch): { listed: KindFilter; selection: Selection } {
  const all = expiriesOf(space);
  const kinds = kindsOf(search);
  const requested = selectedExpiryParam(search);
  const listed = listedExpiries(all, kinds, namedOutsideKinds(all, kinds, requested));
  return { listed, selection: resolveSelection(listed.visible, requested, search.stacked === true, defaultExpiryDate(space, search)) };
}
