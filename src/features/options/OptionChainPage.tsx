/**
 * The option chain of one option root (4.2): a compact header (the root's
 * terms; related roots, strategies and the service parameters behind
 * disclosures), the expiry strip, view controls and the calls | strike | puts
 * grid, whose first strikes are on the first screen of a desktop.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import type { ContractOptionSpace } from '@/api/types';
import { isApiError } from '@/api/errors';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { StaleNotice } from '@/components/StaleNotice';
import { NotFound } from '@/components/NotFound';
import { PageLoader } from '@/components/PageLoader';
import { AnchorLink } from '@/components/RouterLinks';
import { clean, display, enumLabel, formatDate, formatNumber } from '@/lib/format';
import { useBoxHeight } from '@/lib/use-box-height';
import { CentreNote } from './CentreNote';
import { ChainGrid } from './ChainGrid';
import { CHAIN_TITLE_ID, ChainHeader, RootDetails } from './ChainHeader';
import { ChainToolbar } from './ChainToolbar';
import { EXPIRY_KIND_LABEL } from '@/model/expiry-kind';
import { ExpirySection } from './ExpirySection';
import { SERVICE_PARAMS_ID, ServiceParams } from './ServiceParams';
import { PANEL_ID, STRIP_ID, tabId } from './strip';
import { useChainController, type OptionChainPageProps } from './use-chain-controller';
import { optionsQueries, listRequestLine } from './queries';
import { serviceParamsSet, type ChainSearch } from './url';
import { nothingPlacedText } from './unplaced';
import { noExpiriesText, unreadableExpiriesText } from './expiry-notes';
import { unreadableExpiries } from '@/model/option-expiries';
import { UnplacedNote } from './UnplacedNote';

const ROOT_DETAILS_ID = 'chain-root-details';

function DisclosureButton({ opened, controls, onToggle, children }: { opened: boolean; controls: string; onToggle: () => void; children: ReactNode }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onToggle} aria-expanded={opened} aria-controls={opened ? controls : undefined}>
      {opened ? '▾' : '▸'} {children}
    </Button>
  );
}

// A parameter change that reloads the page hands the focus to its title. Kept outside the component: the router's pending view may replace the page while the new parameters load.
let titleFocusDue = false;

export function OptionChainPage({ rootId, search, onSearchChange: change }: OptionChainPageProps) {
  const api = useApi();
  const list = useQuery(optionsQueries.list(api, rootId, search));
  // CanParticipateInMultiLegOrder and ClientKey reload the expiry list: the page, and the control used, may go.
  const onSearchChange = useCallback(
    (patch: Partial<ChainSearch>) => {
      if (('multiLeg' in patch && patch.multiLeg !== search.multiLeg) || ('clientKey' in patch && patch.clientKey !== search.clientKey)) titleFocusDue = true;
      change(patch);
    },
    [change, search.multiLeg, search.clientKey],
  );
  const settled = !list.isPending && !list.isFetching;
  useEffect(() => {
    if (!titleFocusDue || !settled) return;
    titleFocusDue = false;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(CHAIN_TITLE_ID)?.focus();
  }, [settled, search.multiLeg, search.clientKey]);

  if (list.isPending) return <PageLoader label="Loading the option root…" />;
  // A failed background refetch keeps the chain on screen (the data is still good).
  if (list.isError && list.data === undefined) {
    const error = list.error;
    const filtered = search.multiLeg !== undefined || search.clientKey !== undefined;
    if (isApiError(error) && error.isNotFound && !filtered) return <NotFound what="option root" />;
    return (
      <Stack>
        <Title order={1} id={CHAIN_TITLE_ID} tabIndex={-1}>
          Option root {rootId}
        </Title>
        {filtered && isApiError(error) && error.isNotFound ? (
          <FilterMismatch rootId={rootId} search={search} onSearchChange={onSearchChange} />
        ) : (
          <ErrorState error={error} onRetry={() => void list.refetch()} />
        )}
        {filtered && <ServiceParams search={search} onChange={onSearchChange} underlyings={[]} requests={listRequestLine(api, rootId, search)} opened />}
      </Stack>
    );
  }
  const refreshFailed = list.isError ? { error: list.error, updatedAt: list.dataUpdatedAt, retry: () => void list.refetch() } : undefined;
  return <ChainView rootId={rootId} space={list.data} search={search} onSearchChange={onSearchChange} refreshFailed={refreshFailed} />;
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

function ChainView({
  rootId,
  space,
  search,
  onSearchChange,
  refreshFailed,
}: OptionChainPageProps & { space: ContractOptionSpace; refreshFailed: { error: unknown; updatedAt: number; retry: () => void } | undefined }) {
  // The toolbar sticks above the grid on a desktop (ChainToolbar.module.css): the grid fills the window below it.
  const toolbar = useBoxHeight<HTMLDivElement>();
  // Read at the first render (not an effect later), as the toolbar's height is: the grid's first frame is placed right.
  const sticky = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const chain = useChainController({ rootId, space, search, onSearchChange, above: sticky ? toolbar.height : 0 });
  const filters = serviceParamsSet(search);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [paramsOpen, setParamsOpen] = useState(filters);
  const unreadable = useMemo(() => unreadableExpiries(space), [space]);
  const unreadableNote = unreadableExpiriesText(unreadable);
  const { expiries, stacked, shown, single, narrowed } = chain.expiries;
  // The dates a list written back to one expiry named that this root does not list are still said.
  const missing = narrowed ? narrowed.missing : chain.expiries.selection.missing;
  const { sections, retry } = chain.data;
  const { referencePrice } = chain.view;
  const { expiryUnderlying: underlying, underlyingType, expiryUnderlyingDetails: underlyingDetails } = chain.underlying;

  let body: ReactNode;
  const section = sections[0];
  // Options on screen whose refresh failed stay, marked stale (the first such expiry speaks for all).
  const staleSection = sections.find((candidate) => candidate.stale !== undefined);
  if (chain.expiries.allExpiries.length === 0) {
    body = <EmptyState title="No expiries">{noExpiriesText(search, unreadable.length)}</EmptyState>;
  } else if (!stacked && section && section.state === 'error') {
    body = <ErrorState error={section.error} onRetry={() => retry(section.expiry.date)} />;
  } else if (!stacked && section && section.state === 'excluded') {
    body = (
      <EmptyState title="No options for this expiry in the answer">
        With {chain.view.segmentNote} the service returns no options for {formatDate(section.expiry.date)}.{' '}
        {chain.view.effective === 'None' ? 'The None segment lists expiries only.' : 'Choose another expiry or segment.'}
      </EmptyState>
    );
  } else if (!stacked && section && section.state === 'ready' && section.window.total === 0) {
    const unplaced = section.unplaced?.length ?? 0;
    body =
      unplaced > 0 ? (
        <EmptyState title="No option could be placed">{nothingPlacedText(unplaced)}</EmptyState>
      ) : (
        <EmptyState title="No options match">The service returns no options for {formatDate(section.expiry.date)} with these service parameters.</EmptyState>
      );
  } else {
    body = (
      <ChainGrid
        items={chain.data.items}
        side={chain.view.side}
        stacked={stacked}
        referencePrice={referencePrice}
        optionAssetType={chain.view.optionAssetType}
        rootSymbol={clean(space.Symbol)}
        label={stacked ? `Option chain, ${shown.length} expiries` : `Option chain ${single ? formatDate(single.date) : ''}`}
        loading={!stacked && section?.state === 'loading'}
        centreItem={chain.grid.centreItem}
        resetKey={chain.grid.resetKey}
        expiriesKey={chain.grid.expiriesKey}
        ready={chain.data.ready}
        maxHeight={chain.grid.gridHeight}
        coveredTop={chain.grid.coveredTop}
        onOpen={chain.grid.onOpen}
        onRetry={retry}
        rootUnderlyingUic={chain.view.rootUnderlying}
      />
    );
  }

  return (
    <Stack gap="xs">
      {refreshFailed && <StaleNotice error={refreshFailed.error} updatedAt={refreshFailed.updatedAt} onRetry={refreshFailed.retry} shown="the option root" />}
      <ChainHeader space={space} rootId={rootId} />
      <Group gap="xs" wrap="wrap">
        <DisclosureButton opened={detailsOpen} controls={ROOT_DETAILS_ID} onToggle={() => setDetailsOpen((value) => !value)}>
          Related roots and strategies
        </DisclosureButton>
        <DisclosureButton opened={paramsOpen} controls={SERVICE_PARAMS_ID} onToggle={() => setParamsOpen((value) => !value)}>
          Service parameters
        </DisclosureButton>
        <Text size="xs" c="dimmed">
          {filters ? 'Filters are set: the chain shows what the service returns for them.' : 'No filters: every option of the root.'}
        </Text>
      </Group>
      <Collapse expanded={detailsOpen} id={ROOT_DETAILS_ID} keepMounted={false}>
        <Paper withBorder p="sm">
          <RootDetails space={space} rootId={rootId} />
        </Paper>
      </Collapse>
      <ServiceParams search={search} onChange={onSearchChange} underlyings={chain.underlying.underlyings} requests={chain.data.requests} opened={paramsOpen} />
      {chain.view.droppedRef !== undefined && (
        <Text size="sm" role="status">
          The reference price {formatNumber(chain.view.droppedRef)} of the previous root is not used here: a reference price only carries over to roots on the same underlying.
        </Text>
      )}
      {missing.length > 0 && !chain.expiries.carried && (
        <Alert color="orange" variant="light" title="Some expiries are not listed for this root">
          <Text size="sm">
            {missing.map((date) => formatDate(date, date)).join(', ')} {missing.length === 1 ? 'is' : 'are'} not among this root’s expiries; showing{' '}
            {shown.length === 1 && shown[0] ? formatDate(shown[0].date) : `${shown.length} expiries`} instead.
          </Text>
        </Alert>
      )}
      {unreadableNote && (
        <Text size="sm" role="status">
          {unreadableNote}
        </Text>
      )}
      {narrowed && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" role="status">
            {narrowed.from === 'all' ? 'The address asked for every expiry' : `The address named ${narrowed.from.split(',').length} expiries`}; unstacked, the chain shows one:{' '}
            {formatDate(narrowed.shown)}.
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onSearchChange({ stacked: true, expiry: narrowed.from })}>
            Show them stacked
          </Button>
        </Group>
      )}
      {chain.expiries.kindFilter.unmatched && (
        <Text size="sm" role="status">
          This root lists no {chain.expiries.kinds.map((kind) => EXPIRY_KIND_LABEL[kind].toLowerCase()).join(' or ')} expiries: all its expiries are listed.
        </Text>
      )}
      {expiries.length > 0 && (
        <ExpirySection
          expiries={expiries}
          allExpiries={chain.expiries.allExpiries}
          kinds={chain.expiries.kindFilter.unmatched ? undefined : search.kinds}
          onKinds={chain.actions.setKinds}
          selected={chain.expiries.selectedDates}
          stacked={stacked}
          onSelect={chain.actions.selectExpiry}
          onToggle={chain.actions.toggleExpiry}
          onIntent={chain.data.prefetch}
          isLoaded={chain.data.isLoaded}
          onTravel={chain.data.setTravelling}
          onSearchChange={onSearchChange}
          rootId={rootId}
          rootName={display(space.Description, `option root ${rootId}`)}
        />
      )}
      {expiries.length > 0 && (
        <ChainToolbar
          boxRef={toolbar.ref}
          referencePrice={referencePrice}
          side={chain.view.side}
          size={chain.view.size}
          stacked={stacked}
          canExport={chain.actions.canExport}
          onSearchChange={onSearchChange}
          onStacked={chain.actions.setStacked}
          onExport={chain.actions.exportCsv}
        />
      )}
      {expiries.length > 0 && <CentreNote sections={sections} stacked={stacked} referencePrice={referencePrice} strikeDecimals={chain.view.strikeDecimals} />}
      <UnplacedNote sections={sections} />
      {!stacked && underlying !== undefined && underlyingType && (
        <Text size="sm">
          Underlying of this expiry:{' '}
          <AnchorLink to="/instruments/$assetType/$uic" params={{ assetType: underlyingType, uic: String(underlying) }}>
            {[clean(underlyingDetails?.Symbol), clean(underlyingDetails?.Description)].filter(Boolean).join(' · ') || `${enumLabel(underlyingType)} ${underlying}`}
          </AnchorLink>
          <Text span size="xs" c="dimmed">{` ${enumLabel(underlyingType)} · Uic ${underlying}`}</Text>
        </Text>
      )}
      {staleSection?.stale && (
        <StaleNotice
          error={staleSection.stale.error}
          updatedAt={staleSection.stale.updatedAt}
          onRetry={() => retry(staleSection.expiry.date)}
          shown={`the options of ${formatDate(staleSection.expiry.date)}`}
        />
      )}
      {single && !stacked ? (
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(STRIP_ID, single.date)}>
          {body}
        </div>
      ) : (
        body
      )}
    </Stack>
  );
}
