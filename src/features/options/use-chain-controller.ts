/**
 * The chain page's controller: what the address and the root's expiry list make of the view, in parts: the expiries
 * listed and shown (`expiries`, use-expiry-choice.ts), how the options are asked for and shown (`view`), their data
 * and rows (`data`), the grid's placement (`grid`, use-grid-layout.ts), the underlyings (`underlying`,
 * use-chain-underlyings.ts), and the callbacks that change the address or export the chain (`actions`).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '@/api/backend';
import type { ContractOptionSpace } from '@/api/types';
import { downloadText, safeFileName } from '@/lib/csv';
import { asNumber, clean } from '@/lib/format';
import type { WindowSize } from './chain-model';
import { chainCsv } from './chain-csv';
import { buildItems } from './grid-rows';
import { optionsQueries, listRequestLine } from './queries';
import { underlyingKey } from './related';
import { useChainData } from './use-chain-data';
import { useChainUnderlyings } from './use-chain-underlyings';
import { useExpiryChoice } from './use-expiry-choice';
import { useGridLayout } from './use-grid-layout';
import { effectiveSegment, gridPlan, referenceApplies, windowOf, type ChainSearch, type Side } from './url';

/** The chain page's props (the view's address and how to change it). */
export interface OptionChainPageProps {
  rootId: number;
  search: ChainSearch;
  onSearchChange: (patch: Partial<ChainSearch>) => void;
}

/**
 * `above`: the height of what stays on screen above the grid once the page is scrolled to it (the sticky toolbar);
 * the grid then fills the rest of the window.
 */
export function useChainController({ rootId, space, search, onSearchChange, above }: OptionChainPageProps & { space: ContractOptionSpace; above: number }) {
  const api = useApi();
  const navigate = useNavigate();
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

  const expiries = useExpiryChoice({ space, search, onSearchChange, refApplies });
  const { shown, single, stacked } = expiries;

  const queryClient = useQueryClient();
  // Arrow keys select a loaded expiry at once, another one once the keys rest (no request per key press).
  const isLoaded = useCallback(
    (date: string) => plan.kind !== 'per-expiry' || queryClient.getQueryData(optionsQueries.expiry(api, rootId, plan.params, date).queryKey) !== undefined,
    [plan, queryClient, api, rootId],
  );

  // While arrow keys run over expiries not loaded yet, the shown one's neighbours are not fetched ahead.
  const [travelling, setTravelling] = useState(false);
  const { sections, requests, retry, prefetch } = useChainData({
    api,
    rootId,
    plan,
    shown,
    expiries: expiries.expiries,
    size,
    referencePrice,
    neighboursOf: travelling ? undefined : single?.date,
  });

  const segmentNote =
    effective === 'auto' ? 'SpecificDates' : `OptionSpaceSegment=${effective}${effective === 'UnderlyingUic' && underlying !== undefined ? `, UnderlyingUic=${underlying}` : ''}`;
  const strikeDecimals = asNumber(space.Format?.StrikeDecimals);
  const items = useMemo(() => buildItems(sections, stacked, referencePrice, segmentNote, strikeDecimals), [sections, stacked, referencePrice, segmentNote, strikeDecimals]);
  const ready = sections.length > 0 && sections.every((section) => section.state !== 'loading');
  const optionAssetType = clean(space.AssetType);

  const underlyings = useChainUnderlyings({ api, space, sections, stacked, rootUnderlying });
  const layout = useGridLayout({ items, sections, shown, stacked, size, ready, referencePrice, above });

  const onOpen = useCallback((assetType: string, uic: number) => void navigate({ to: '/instruments/$assetType/$uic', params: { assetType, uic: String(uic) } }), [navigate]);

  // The export reads the latest state through a ref, so that it keeps its identity (memoised parts stay put).
  const latest = useRef({ shown, all: expiries.expiries, sections, side, stacked, space, rootId });
  useLayoutEffect(() => {
    latest.current = { shown, all: expiries.expiries, sections, side, stacked, space, rootId };
  });
  const exportCsv = useCallback(() => {
    const { shown: current, all, sections: visible, side: sides, stacked: isStacked, space: root, rootId: id } = latest.current;
    const text = chainCsv(visible, sides);
    const what = isStacked ? (current.length === all.length ? 'all-expiries' : `${current.length}-expiries`) : (current[0]?.date ?? 'chain');
    downloadText(safeFileName(`${clean(root.Symbol) ?? `root-${id}`}-${what}-${sides}.csv`), text);
  }, []);
  // Not while expiries are still loading: the file would silently lack them.
  const canExport = ready && sections.some((value) => value.state === 'ready' && value.window.shown > 0);

  return {
    expiries,
    view: { side, size, effective, segmentNote, strikeDecimals, referencePrice, droppedRef, rootUnderlying, optionAssetType },
    data: { sections, items, ready, requests: [...listRequestLine(api, rootId, search), ...requests], isLoaded, prefetch, retry, setTravelling },
    grid: { ...layout, onOpen },
    underlying: underlyings,
    actions: { selectExpiry: expiries.selectExpiry, toggleExpiry: expiries.toggleExpiry, setStacked: expiries.setStacked, setKinds: expiries.setKinds, exportCsv, canExport },
  };
}
