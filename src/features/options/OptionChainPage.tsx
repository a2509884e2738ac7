/**
 * The option chain of one option root (4.2): header, service parameters,
 * expiry strip, view controls and the calls | strike | puts grid.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Chip, CloseButton, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import type { ContractOptionSpace } from '@/api/types';
import { isApiError } from '@/api/errors';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { NotFound } from '@/components/NotFound';
import { PageLoader } from '@/components/PageLoader';
import { downloadText, safeFileName } from '@/lib/csv';
import { asNumber, clean, enumLabel, formatDate, formatNumber } from '@/lib/format';
import { DEFAULT_WINDOW, countKinds, expiriesOf, kindsPatch, resolveSelection, STACK_START_COUNT, type ChainSection, type ExpiryInfo, type WindowSize } from './chain-model';
import { chainCsv } from './chain-csv';
import { defaultExpiryDate, listedExpiries, namedOutsideKinds, requestedExpiries } from './selection';
import { effectiveSegment, gridPlan, kindsOf, listParams, referenceApplies, windowOf, type ChainSearch, type Side } from './url';
import { ChainGrid, HEADER_HEIGHT, ROW_HEIGHT } from './ChainGrid';
import { ChainHeader } from './ChainHeader';
import { AnchorLink } from '@/components/RouterLinks';
import { ExpiryStrip } from './ExpiryStrip';
import { buildItems, formatStrike } from './grid-rows';
import { underlyingKey } from './related';
import { tabId } from './strip';
import { ServiceParams, type UnderlyingChoice } from './ServiceParams';
import { requestLine, useChainData } from './use-chain-data';
import { EXPIRY_KIND_LABEL, describeExpiryClass, type ExpiryKind } from './expiry-kind';

export interface OptionChainPageProps {
  rootId: number;
  search: ChainSearch;
  onSearchChange: (patch: Partial<ChainSearch>) => void;
}

const ID = 'chain';
const PANEL_ID = `${ID}-panel`;

const WINDOW_CHOICES = [1, 2, 3, 5, 10, 15, 20, 25, 50, 100];

function useViewportHeight(): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 900 : window.innerHeight));
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

export function OptionChainPage({ rootId, search, onSearchChange }: OptionChainPageProps) {
  const api = useApi();
  const list = useQuery(refQueries.optionSpace(api, rootId, listParams(search)));

  if (list.isPending) return <PageLoader label="Loading the option root…" />;
  // A failed background refetch keeps the chain on screen (the data is still good).
  if (list.isError && list.data === undefined) {
    const error = list.error;
    const filtered = search.multiLeg !== undefined || search.clientKey !== undefined;
    if (isApiError(error) && error.isNotFound && !filtered) return <NotFound what="option root" />;
    return (
      <Stack>
        <Title order={1}>Option root {rootId}</Title>
        {filtered && isApiError(error) && error.isNotFound ? (
          <FilterMismatch rootId={rootId} search={search} onSearchChange={onSearchChange} />
        ) : (
          <ErrorState error={error} onRetry={() => void list.refetch()} />
        )}
        {filtered && <ServiceParams search={search} onChange={onSearchChange} underlyings={[]} requests={[requestLine(rootId, listParams(search))]} />}
      </Stack>
    );
  }
  return <ChainView rootId={rootId} space={list.data} search={search} onSearchChange={onSearchChange} />;
}

/** The root exists but the service answers 404 for the CanParticipateInMultiLegOrder or ClientKey given. */
function FilterMismatch({ rootId, search, onSearchChange }: OptionChainPageProps) {
  const sent = [
    search.multiLeg !== undefined ? `CanParticipateInMultiLegOrder=${search.multiLeg}` : undefined,
    search.clientKey !== undefined ? `ClientKey=${search.clientKey}` : undefined,
  ].filter(Boolean);
  return (
    <Alert color="orange" variant="light" title="No option root for these service parameters">
      <Stack gap="xs">
        <Text size="sm">
          The service answers “not found” for option root {rootId} with {sent.join(' and ')}: the root does not match them, or is not available to this client.
        </Text>
        <Group>
          <Button size="xs" variant="light" color="orange" onClick={() => onSearchChange({ multiLeg: undefined, clientKey: undefined })}>
            Remove these parameters
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ChainView({ rootId, space, search, onSearchChange }: OptionChainPageProps & { space: ContractOptionSpace }) {
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
  const requested = useMemo(() => requestedExpiries({ expiry: search.expiry, prevExpiry: search.prevExpiry }), [search.expiry, search.prevExpiry]);
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
    (date: string) => plan.kind !== 'per-expiry' || queryClient.getQueryData(refQueries.optionSpaceExpiry(api, rootId, plan.params, date).queryKey) !== undefined,
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
  const maxHeight = Math.max(320, Math.round(viewportHeight * 0.7));

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

  const allRequests = [requestLine(rootId, listParams(search)), ...requests];
  const centreItem = stacked ? -1 : items.findIndex((item) => item.type === 'row' && item.row.strike === sections[0]?.window.centreStrike);
  const resetKey = stacked ? `stacked|${shown.length}` : `${single?.date}|${size}|${referencePrice ?? ''}|${ready}`;
  const expiriesKey = shown.map((expiry) => expiry.date).join(',');

  let body: ReactNode;
  const section = sections[0];
  if (allExpiries.length === 0) {
    body = <EmptyState title="No expiries">The service lists no expiries for this option root{segment || status ? ' with these parameters' : ''}.</EmptyState>;
  } else if (!stacked && section && section.state === 'error') {
    body = <ErrorState error={section.error} onRetry={() => retry(section.expiry.date)} />;
  } else if (!stacked && section && section.state === 'excluded') {
    body = (
      <EmptyState title="No options for this expiry in the answer">
        With {segmentNote} the service returns no options for {formatDate(section.expiry.date)}.{' '}
        {effective === 'None' ? 'The None segment lists expiries only.' : 'Choose another expiry or segment.'}
      </EmptyState>
    );
  } else if (!stacked && section && section.state === 'ready' && section.window.total === 0) {
    body = <EmptyState title="No options match">The service returns no options for {formatDate(section.expiry.date)} with these service parameters.</EmptyState>;
  } else {
    body = (
      <ChainGrid
        items={items}
        side={side}
        stacked={stacked}
        referencePrice={referencePrice}
        optionAssetType={optionAssetType}
        label={stacked ? `Option chain, ${shown.length} expiries` : `Option chain ${single ? formatDate(single.date) : ''}`}
        loading={!stacked && section?.state === 'loading'}
        centreItem={centreItem}
        resetKey={resetKey}
        expiriesKey={expiriesKey}
        ready={ready}
        maxHeight={Math.min(maxHeight, stacked ? maxHeight : HEADER_HEIGHT + expectedRows * ROW_HEIGHT + 2)}
        onOpen={onOpen}
        onRetry={retry}
        rootUnderlyingUic={rootUnderlying}
      />
    );
  }

  return (
    <Stack gap="md">
      <ChainHeader space={space} rootId={rootId} />
      <ServiceParams search={search} onChange={onSearchChange} underlyings={underlyings} requests={allRequests} />
      {droppedRef !== undefined && (
        <Text size="sm" role="status">
          The reference price {formatNumber(droppedRef)} of the previous root is not used here: a reference price only carries over to roots on the same underlying.
        </Text>
      )}
      {selection.missing.length > 0 && !carried && (
        <Alert color="orange" variant="light" title="Some expiries are not listed for this root">
          <Text size="sm">
            {selection.missing.map((date) => formatDate(date, date)).join(', ')} {selection.missing.length === 1 ? 'is' : 'are'} not among this root’s expiries; showing{' '}
            {shown.length === 1 && shown[0] ? formatDate(shown[0].date) : `${shown.length} expiries`} instead.
          </Text>
        </Alert>
      )}
      {kindFilter.unmatched && (
        <Text size="sm" role="status">
          This root lists no {kinds.map((kind) => EXPIRY_KIND_LABEL[kind].toLowerCase()).join(' or ')} expiries: all its expiries are listed.
        </Text>
      )}
      {expiries.length > 0 && (
        <ExpirySection
          expiries={expiries}
          allExpiries={allExpiries}
          kinds={kindFilter.unmatched ? undefined : search.kinds}
          onKinds={setKinds}
          selected={selectedDates}
          stacked={stacked}
          onSelect={selectExpiry}
          onToggle={toggleExpiry}
          onIntent={prefetch}
          isLoaded={isLoaded}
          onTravel={setTravelling}
          onSearchChange={onSearchChange}
        />
      )}
      {expiries.length > 0 && (
        <ChainToolbar
          referencePrice={referencePrice}
          side={side}
          size={size}
          stacked={stacked}
          // Not while expiries are still loading: the file would silently lack them.
          canExport={ready && sections.some((value) => value.state === 'ready' && value.window.shown > 0)}
          onSearchChange={onSearchChange}
          onStacked={setStacked}
          onExport={exportCsv}
        />
      )}
      {expiries.length > 0 && <CentreNote sections={sections} stacked={stacked} referencePrice={referencePrice} strikeDecimals={strikeDecimals} />}
      {!stacked && expiryUnderlying !== undefined && underlyingType && (
        <Text size="sm" mt={-8}>
          Underlying of this expiry:{' '}
          <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: underlyingType, uic: String(expiryUnderlying) }}>
            {[clean(expiryUnderlyingDetails?.Symbol), clean(expiryUnderlyingDetails?.Description)].filter(Boolean).join(' · ') || `${enumLabel(underlyingType)} ${expiryUnderlying}`}
          </AnchorLink>
          <Text span size="xs" c="dimmed">{` ${enumLabel(underlyingType)} · Uic ${expiryUnderlying}`}</Text>
        </Text>
      )}
      {single && !stacked ? (
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(ID, single.date)}>
          {body}
        </div>
      ) : (
        body
      )}
    </Stack>
  );
}

const ExpirySection = memo(function ExpirySection({
  expiries,
  allExpiries,
  kinds,
  onKinds,
  selected,
  stacked,
  onSelect,
  onToggle,
  onIntent,
  isLoaded,
  onTravel,
  onSearchChange,
}: {
  expiries: readonly ExpiryInfo[];
  allExpiries: readonly ExpiryInfo[];
  /** The kinds chosen (the `kinds` parameter); undefined: all. */
  kinds: string | undefined;
  onKinds: (kinds: ExpiryKind[]) => void;
  selected: ReadonlySet<string>;
  stacked: boolean;
  onSelect: (date: string) => void;
  onToggle: (date: string) => void;
  onIntent: (date: string) => void;
  isLoaded: (date: string) => boolean;
  onTravel: (travelling: boolean) => void;
  onSearchChange: (patch: Partial<ChainSearch>) => void;
}) {
  const first = expiries.find((expiry) => selected.has(expiry.date));
  const counts = useMemo(() => countKinds(allExpiries), [allExpiries]);
  const chosen = kinds ? kinds.split(',') : counts.map((entry) => entry.kind);
  const filtered = expiries.length !== allExpiries.length;
  return (
    <Paper withBorder p="xs">
      {counts.length > 1 && (
        <Group gap={6} mb={6} role="group" aria-label="Expiry kinds listed">
          <Text size="xs" c="dimmed" aria-hidden="true">
            List
          </Text>
          <Chip.Group multiple value={chosen} onChange={(values) => onKinds(values as ExpiryKind[])}>
            {counts.map(({ kind, count }) => (
              <Chip key={kind} value={kind} size="xs" variant="outline">
                {`${EXPIRY_KIND_LABEL[kind]} · ${count}`}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      )}
      <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
        <Text size="sm" fw={600}>
          {filtered ? `${expiries.length} of ${allExpiries.length}` : expiries.length} {allExpiries.length === 1 ? 'expiry' : 'expiries'}
          <Text span size="xs" c="dimmed" fw={400}>
            {'  '}by month · W weekly · M monthly · Q quarterly · D daily · E end of month · dashed: trading ended
          </Text>
        </Text>
        {stacked && (
          <Group gap="xs">
            <Button size="compact-xs" variant="light" onClick={() => onSearchChange({ expiry: 'all' })} disabled={selected.size === expiries.length}>
              All expiries
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => onSearchChange({ expiry: first?.date })} disabled={selected.size <= 1}>
              Only the first
            </Button>
          </Group>
        )}
      </Group>
      <ExpiryStrip
        expiries={expiries}
        selected={selected}
        mode={stacked ? 'toggles' : 'tabs'}
        idPrefix={ID}
        panelId={PANEL_ID}
        onSelect={onSelect}
        onToggle={onToggle}
        onIntent={onIntent}
        isLoaded={isLoaded}
        onTravel={onTravel}
      />
    </Paper>
  );
});

function CentreNote({ sections, stacked, referencePrice, strikeDecimals }: { sections: readonly ChainSection[]; stacked: boolean; referencePrice: number | undefined; strikeDecimals: number | undefined }) {
  const ready = sections.filter((section) => section.state === 'ready');
  let text: string;
  if (ready.length === 0) {
    text = sections.some((section) => section.state === 'loading') ? 'Loading options…' : '';
  } else if (!stacked) {
    const section = ready[0] as ChainSection;
    const { shown, total, centreStrike } = section.window;
    const centre = centreStrike === undefined ? '' : formatStrike(centreStrike, strikeDecimals);
    const position = section.window.referencePosition;
    const price = referencePrice === undefined ? '' : formatNumber(referencePrice);
    const where =
      referencePrice === undefined
        ? `centred on ${centre}, the middle strike (no reference price: type one to centre on it)`
        : position === 'below' || position === 'above'
          ? `centred on ${centre}, the ${position === 'below' ? 'lowest' : 'highest'} strike: the reference price ${price} is ${position} all strikes, so no strike is at the money and there is no line; shaded cells are in the money`
          : `centred on ${centre}, the strike nearest to the reference price ${price}; the line marks the price, shaded cells are in the money`;
    text = total === 0 ? '' : `${shown} of ${total} strikes, ${where}. ${describeExpiryClass(section.expiry.class)} expiry.`;
  } else {
    const shown = ready.reduce((sum, section) => sum + section.window.shown, 0);
    const total = ready.reduce((sum, section) => sum + section.window.total, 0);
    const below = ready.filter((value) => value.window.referencePosition === 'below').length;
    const above = ready.filter((value) => value.window.referencePosition === 'above').length;
    const outside = [below > 0 ? `below all strikes of ${below}` : '', above > 0 ? `above all strikes of ${above}` : ''].filter(Boolean).join(' and ');
    const where =
      referencePrice !== undefined
        ? `each expiry centred on its strike nearest to the reference price ${formatNumber(referencePrice)}${outside ? ` (the price is ${outside} ${below + above === 1 ? 'expiry' : 'expiries'}: no money line there)` : ''}`
        : 'each expiry centred on its middle strike (no reference price)';
    text = `${sections.length} expiries, ${shown} of ${total} strikes, ${where}.`;
  }
  return (
    <Text size="sm" id={`${ID}-centre`} aria-live="polite" mih={22}>
      {text}
    </Text>
  );
}

const ChainToolbar = memo(function ChainToolbar({
  referencePrice,
  side,
  size,
  stacked,
  canExport,
  onSearchChange,
  onStacked,
  onExport,
}: {
  referencePrice: number | undefined;
  side: Side;
  size: WindowSize;
  stacked: boolean;
  canExport: boolean;
  onSearchChange: (patch: Partial<ChainSearch>) => void;
  onStacked: (on: boolean) => void;
  onExport: () => void;
}) {
  const [price, setPrice] = useState<string | number>(referencePrice ?? '');
  const [seenRef, setSeenRef] = useState(referencePrice);
  if (seenRef !== referencePrice) {
    setSeenRef(referencePrice);
    setPrice(referencePrice ?? '');
  }
  const commitPrice = (value: string | number) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value);
    const next = number !== undefined && Number.isFinite(number) && number > 0 ? number : undefined;
    if (next !== referencePrice) onSearchChange({ ref: next });
  };
  const debouncedCommit = useDebouncedCallback(commitPrice, 400);
  const windowChoices = [...WINDOW_CHOICES];
  if (typeof size === 'number' && !windowChoices.includes(size)) windowChoices.push(size);
  windowChoices.sort((a, b) => a - b);

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="chain-side-label">
          Sides
        </Text>
        <SegmentedControl
          aria-labelledby="chain-side-label"
          value={side}
          onChange={(value) => onSearchChange({ side: value === 'both' ? undefined : (value as Side) })}
          data={[
            { value: 'calls', label: 'Calls' },
            { value: 'both', label: 'Both' },
            { value: 'puts', label: 'Puts' },
          ]}
        />
      </Stack>
      <Select
        label="Strike window"
        w={170}
        allowDeselect={false}
        value={String(size)}
        onChange={(value) => {
          if (!value) return;
          const next: WindowSize = value === 'all' ? 'all' : Number(value);
          onSearchChange({ window: next === DEFAULT_WINDOW ? undefined : next });
        }}
        data={[...windowChoices.map((value) => ({ value: String(value), label: `± ${value} strikes` })), { value: 'all', label: 'All strikes' }]}
      />
      <NumberInput
        label="Reference price"
        description="Centre and money line; kept only on roots of the same underlying"
        w={300}
        min={0}
        allowNegative={false}
        decimalScale={6}
        hideControls
        value={price}
        onChange={(value) => {
          setPrice(value);
          debouncedCommit(value);
        }}
        onBlur={() => commitPrice(price)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitPrice(price);
        }}
        rightSection={
          price !== '' ? (
            <CloseButton
              size="sm"
              aria-label="Clear the reference price"
              onClick={() => {
                setPrice('');
                onSearchChange({ ref: undefined });
              }}
            />
          ) : null
        }
      />
      <Switch label="Stacked expiries" checked={stacked} onChange={(event) => onStacked(event.currentTarget.checked)} mb={8} />
      <Button variant="default" onClick={onExport} disabled={!canExport}>
        Export CSV
      </Button>
    </Group>
  );
});
