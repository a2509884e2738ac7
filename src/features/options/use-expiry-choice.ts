/**
 * Which expiries the chain lists and shows: the root's expiries, narrowed to the kinds chosen (weekly, monthly…),
 * the selection the address asks for (carried parameters folded into plain ones), and the callbacks that change it.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ContractOptionSpace } from '@/api/types';
import { kindsPatch, resolveSelection, STACK_START_COUNT } from './chain-model';
import { expiriesOf } from '@/model/option-expiries';
import type { ExpiryKind } from '@/model/expiry-kind';
import { defaultExpiryDate, listedExpiries, namedOutsideKinds } from './selection';
import { kindsOf, selectedExpiryParam, type ChainSearch } from './url';

export function useExpiryChoice({
  space,
  search,
  onSearchChange,
  refApplies,
}: {
  space: ContractOptionSpace;
  search: ChainSearch;
  onSearchChange: (patch: Partial<ChainSearch>) => void;
  /** The address's reference price applies to this root (else folding the carried parameters drops it). */
  refApplies: boolean;
}) {
  const allExpiries = useMemo(() => expiriesOf(space), [space]);
  const stacked = search.stacked === true;
  const defaultDate = defaultExpiryDate(space, search);
  const requested = useMemo(() => selectedExpiryParam({ expiry: search.expiry, prevExpiry: search.prevExpiry }), [search.expiry, search.prevExpiry]);
  // The strip lists the chosen kinds of expiry (weekly, monthly…); everything below works on that list.
  // The list keeps its identity while the selection moves (the strip and the grid's neighbours stay put).
  const kindsKey = search.kinds;
  const kinds = useMemo(() => kindsOf({ kinds: kindsKey }), [kindsKey]);
  const outsideKinds = namedOutsideKinds(allExpiries, kinds, requested);
  const kindFilter = useMemo(() => listedExpiries(allExpiries, kinds, outsideKinds), [allExpiries, kinds, outsideKinds]);
  const expiries = kindFilter.visible;
  const selection = useMemo(() => resolveSelection(expiries, requested, stacked, defaultDate), [expiries, requested, stacked, defaultDate]);
  // Expiries carried from the root left behind: those this root lists are kept, the others go quietly.
  const carried = search.expiry === undefined && search.prevExpiry !== undefined;

  // Unstacked, the chain shows one expiry: a list in the address (or `all`) is written back to the one shown, as
  // carried expiries are, and the page says so while that one is shown (`narrowed`).
  const shownDate = selection.shown[0]?.date;
  const isList = search.expiry !== undefined && (search.expiry === 'all' || search.expiry.includes(','));
  const narrow = !stacked && isList && shownDate !== undefined ? shownDate : undefined;
  const [narrowed, setNarrowed] = useState<Narrowed | undefined>(undefined);
  if (narrow !== undefined && search.expiry !== undefined && narrowed?.from !== search.expiry) {
    setNarrowed({ from: search.expiry, shown: narrow, missing: selection.missing });
  } else if (narrow === undefined && narrowed !== undefined && (stacked || shownDate !== narrowed.shown)) {
    // Another expiry, or the stacked view: the note has had its say.
    setNarrowed(undefined);
  }

  // Fold the carried parameters into the plain ones (the address then reads as if typed here).
  const { prevExpiry, refOn } = search;
  useEffect(() => {
    if (prevExpiry === undefined && refOn === undefined && narrow === undefined) return;
    const patch: Partial<ChainSearch> = narrow !== undefined ? { expiry: narrow } : {};
    if (prevExpiry !== undefined || refOn !== undefined) {
      Object.assign(patch, { prevExpiry: undefined, refOn: undefined });
      if (!refApplies) patch.ref = undefined;
    }
    if (carried) {
      const listed = selection.shown.filter((expiry) => requested === 'all' || requested.includes(expiry.date)).map((expiry) => expiry.date);
      patch.expiry = requested === 'all' && stacked ? 'all' : listed.length === 0 ? undefined : stacked ? listed.join(',') : listed[0];
    }
    onSearchChange(patch);
  }, [prevExpiry, refOn, refApplies, carried, selection, requested, stacked, narrow, onSearchChange]);
  const shown = selection.shown;
  const selectedDates = useMemo(() => new Set(shown.map((expiry) => expiry.date)), [shown]);
  const single = stacked ? undefined : shown[0];

  // Handlers read the latest state through a ref, so that they keep their identity (memoised parts stay put).
  const latest = useRef({ shown, expiries, allExpiries, stacked, onSearchChange });
  useLayoutEffect(() => {
    latest.current = { shown, expiries, allExpiries, stacked, onSearchChange };
  });
  const selectExpiry = useCallback((date: string) => latest.current.onSearchChange({ expiry: date }), []);
  const toggleExpiry = useCallback((date: string) => {
    const { shown: current, expiries: all, onSearchChange: change } = latest.current;
    const dates = current.map((expiry) => expiry.date);
    const next = dates.includes(date) ? dates.filter((value) => value !== date) : [...dates, date].sort();
    if (next.length === 0) return;
    change({ expiry: next.length === all.length ? 'all' : next.join(',') });
  }, []);
  const setStacked = useCallback((on: boolean) => {
    const { shown: current, expiries: all, onSearchChange: change } = latest.current;
    const start = current[0] ? Math.max(0, all.indexOf(current[0])) : 0;
    if (on)
      change({
        stacked: true,
        expiry:
          all
            .slice(start, start + STACK_START_COUNT)
            .map((expiry) => expiry.date)
            .join(',') || undefined,
      });
    else change({ stacked: undefined, expiry: current[0]?.date });
  }, []);
  // Another choice of kinds: the expiries shown that are still listed stay; else the next one of those kinds.
  const setKinds = useCallback((next: readonly ExpiryKind[]) => {
    const { shown: current, allExpiries: all, stacked: isStacked, onSearchChange: change } = latest.current;
    change(kindsPatch(next, all, current, isStacked));
  }, []);

  return {
    allExpiries,
    expiries,
    kinds,
    kindFilter,
    selection,
    carried,
    narrowed,
    shown,
    selectedDates,
    single,
    stacked,
    selectExpiry,
    toggleExpiry,
    setStacked,
    setKinds,
  };
}

/** A list of expiries in the address (or `all`) that the unstacked chain showed one of, and wrote back to it. */
export interface Narrowed {
  /** The address's `expiry`. */
  from: string;
  /** The expiry shown. */
  shown: string;
  /** The dates of the list this root does not list. */
  missing: string[];
}

export type ExpiryChoice = ReturnType<typeof useExpiryChoice>;
