/**
 * The chain page's controller: what the address and the root's expiry list make of the view (the expiries
 * listed and shown, the data and rows of the grid, the notes) and the callbacks that change the address.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import type { ContractOptionSpace } from '@/api/types';
import { downloadText, safeFileName } from '@/lib/csv';
import { asNumber, clean } from '@/lib/format';
import { expiriesOf, kindsPatch, resolveSelection, STACK_START_COUNT, type WindowSize } from './chain-model';
import { chainCsv } from './chain-csv';
import { HEADER_HEIGHT, ROW_HEIGHT } from './ChainGrid';
import type { ExpiryKind } from './expiry-kind';
import { buildItems } from './grid-rows';
import { underlyingKey } from './related';
import { defaultExpiryDate, listedExpiries, namedOutsideKinds } from './selection';
import type { UnderlyingChoice } from './ServiceParams';
import { chainQueries, listRequestLine } from './queries';
import { useChainData } from './use-chain-data';
import { effectiveSegment, gridPlan, kindsOf, referenceApplies, selectedExpiryParam, windowOf, type ChainSearch, type Side } from './url';

function useViewportHeight(): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 900 : window.innerHeight));
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/** The chain page's props (the view's address and how to change it). */
export interface OptionChainPageProps {
  rootId: number;
  search: ChainSearch;
  onSearchChange: (patch: Partial<ChainSearch>) => void;
}

/** The shell's header (fixed, 56 px) and the main area's padding below the grid. */
const SHELL_HEADER = 56;
const PAGE_BOTTOM = 16;

/**
 * `above`: the height of what stays on screen above the grid once the page is scrolled to it (the sticky toolbar);
 * the grid then fills the rest of the window.
 */
export function useChainController({ rootId, space, search, onSearchChange, above }: OptionChainPageProps & { space: ContractOptionSpace; above: number }) {
  const api = useApi();
  const navigate = useNavigate();
  const viewportHeight = useViewportHeight();
  const allExpiries = useMemo(() => expiriesOf(space), [space]);
  const stacked = search.stacked === true;
  const side: Side = search.side ?? 'both';
  const size: WindowSize = windowOf(search);
  // Futures options: each expiry is on its own future, not on the root's (continuous) underlying.
  const rootUnderlying = useMemo(() => underlyingKey(space)?.uic, [space]);
  // A reference price carried from a root on another underlying does not apply here (it would misplace centre and shading).
  const refApplies = referenceApplies(search, rootUnderlying);
  const referencePrice = refApplies ? search.ref : undefined;
  const [droppedRef] = useState(() => (search.ref !== undefined && !refApplies ? search.ref : undefined));
  const { status, multiLeg, clientKey, segment, underlying } = search;
  const plan = useMemo(() => gridPlan({ status, multiLeg, clientKey, segment, underlying }), [status, multiLeg, clientKey, segment, underlying]);
  const effective = effectiveSegment(search);
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

  // Fold the carried parameters into the plain ones (the address then reads as if typed here).
  const { prevExpiry, refOn } = search;
  useEffect(() => {
    if (prevExpiry === undefined && refOn === undefined) return;
    const patch: Partial<ChainSearch> = { prevExpiry: undefined, refOn: undefined };
    if (!refApplies) patch.ref = undefined;
    if (carried) {
      const listed = selection.shown.filter((expiry) => requested === 'all' || requested.includes(expiry.date)).map((expiry) => expiry.date);
      patch.expiry = requested === 'all' && stacked ? 'all' : listed.length === 0 ? undefined : stacked ? listed.join(',') : listed[0];
    }
    onSearchChange(patch);
  }, [prevExpiry, refOn, refApplies, carried, selection, requested, stacked, onSearchChange]);
  const shown = selection.shown;
  const selectedDates = useMemo(() => new Set(shown.map((expiry) => expiry.date)), [shown]);
  const single = stacked ? undefined : shown[0];

  const queryClient = useQueryClient();
  // Arrow keys select a loaded expiry at once, another one once the keys rest (no request per key press).
  const isLoaded = useCallback(
    (date: string) => plan.kind !== 'per-expiry' || queryClient.getQueryData(chainQueries.expiry(api, rootId, plan.params, date).queryKey) !== undefined,
    [plan, queryClient, api, rootId],
  );

  // While arrow keys run over expiries not loaded yet, the shown one's neighbours are not fetched ahead.
  const [travelling, setTravelling] = useState(false);
  const { sections, requests, retry, prefetch } = useChainData({
    api,
    rootId,
    plan,
    shown,
    expiries,
    size,
    referencePrice,
    neighboursOf: travelling ? undefined : single?.date,
  });

  const segmentNote = effective === 'auto' ? 'SpecificDates' : `OptionSpaceSegment=${effective}${effective === 'UnderlyingUic' && underlying !== undefined ? `, UnderlyingUic=${underlying}` : ''}`;
  const strikeDecimals = asNumber(space.Format?.StrikeDecimals);
  const items = useMemo(() => buildItems(sections, stacked, referencePrice, segmentNote, strikeDecimals), [sections, stacked, referencePrice, segmentNote, strikeDecimals]);
  const ready = sections.length > 0 && sections.every((section) => section.state !== 'loading');
  const optionAssetType = clean(space.AssetType);
  const underlyingType = clean(space.UnderlyingAssetType);
  const firstUnderlying = sections[0]?.primaryUnderlying;
  const expiryUnderlying = firstUnderlying !== undefined && firstUnderlying !== rootUnderlying ? firstUnderlying : undefined;
  // Its symbol and name (one lookup per underlying, cached).
  const expiryUnderlyingDetails = useQuery({
    ...refQueries.details(api, expiryUnderlying ?? 0, underlyingType ?? ''),
    enabled: !stacked && expiryUnderlying !== undefined && underlyingType !== undefined,
    retry: false,
  }).data;

  // Underlyings to choose from: the related instruments and those the loaded options refer to.
  const underlyings = useMemo<UnderlyingChoice[]>(() => {
    const seen = new Map<number, string>();
    for (const key of space.RelatedInstruments ?? []) {
      const uic = asNumber(key?.Uic);
      const type = clean(key?.AssetType);
      if (uic !== undefined && type && !type.startsWith('Cfd') && !seen.has(uic)) seen.set(uic, `${type} ${uic}`);
    }
    for (const section of sections) {
      for (const row of section.rows) if (row.underlyingUic !== undefined && !seen.has(row.underlyingUic)) seen.set(row.underlyingUic, `Uic ${row.underlyingUic}`);
    }
    return [...seen].map(([uic, label]) => ({ uic, label }));
  }, [space, sections]);

  // Reserve the grid's height while an expiry loads: as many rows as last time, or the window's size.
  const [lastRows, setLastRows] = useState(0);
  if (ready && items.length > 0 && items.length !== lastRows) setLastRows(items.length);
  const expectedRows = lastRows || (size === 'all' ? 20 : 2 * size + 1);
  const maxHeight = Math.max(320, viewportHeight - SHELL_HEADER - above - PAGE_BOTTOM - 8);
  const gridHeight = Math.min(maxHeight, stacked ? maxHeight : HEADER_HEIGHT + expectedRows * ROW_HEIGHT + 2);

  const onOpen = useCallback(
    (assetType: string, uic: number) => void navigate({ to: '/instruments/$assetType/$uic', params: { assetType, uic: String(uic) } }),
    [navigate],
  );

  // Handlers read the latest state through a ref, so that they keep their identity (memoised parts stay put).
  const latest = useRef({ shown, expiries, allExpiries, sections, side, stacked, space, rootId, onSearchChange });
  useLayoutEffect(() => {
    latest.current = { shown, expiries, allExpiries, sections, side, stacked, space, rootId, onSearchChange };
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
    if (on) change({ stacked: true, expiry: all.slice(start, start + STACK_START_COUNT).map((expiry) => expiry.date).join(',') || undefined });
    else change({ stacked: undefined, expiry: current[0]?.date });
  }, []);
  // Another choice of kinds: the expiries shown that are still listed stay; else the next one of those kinds.
  const setKinds = useCallback((kinds: readonly ExpiryKind[]) => {
    const { shown: current, allExpiries: all, stacked: isStacked, onSearchChange: change } = latest.current;
    change(kindsPatch(kinds, all, current, isStacked));
  }, []);
  const exportCsv = useCallback(() => {
    const { shown: current, expiries: all, sections: visible, side: sides, stacked: isStacked, space: root, rootId: id } = latest.current;
    const text = chainCsv(visible, sides);
    const what = isStacked ? (current.length === all.length ? 'all-expiries' : `${current.length}-expiries`) : (current[0]?.date ?? 'chain');
    downloadText(safeFileName(`${clean(root.Symbol) ?? `root-${id}`}-${what}-${sides}.csv`), text);
  }, []);

  const allRequests = [...listRequestLine(api, rootId, search), ...requests];
  const centreItem = stacked ? -1 : items.findIndex((item) => item.type === 'row' && item.row.strike === sections[0]?.window.centreStrike);
  const resetKey = stacked ? `stacked|${shown.length}` : `${single?.date}|${size}|${referencePrice ?? ''}|${ready}`;
  const expiriesKey = shown.map((expiry) => expiry.date).join(',');
  // Not while expiries are still loading: the file would silently lack them.
  const canExport = ready && sections.some((value) => value.state === 'ready' && value.window.shown > 0);

  return {
    allExpiries, expiries, kinds, kindFilter, selection, carried, shown, selectedDates, single, stacked, side, size, effective, segmentNote, strikeDecimals,
    sections, items, ready, referencePrice, droppedRef, rootUnderlying, optionAssetType, underlyingType, expiryUnderlying, expiryUnderlyingDetails, underlyings,
    allRequests, centreItem, resetKey, expiriesKey, gridHeight, canExport, isLoaded, prefetch, retry, setTravelling,
    onOpen, selectExpiry, toggleExpiry, setStacked, setKinds, exportCsv,
  };
}
