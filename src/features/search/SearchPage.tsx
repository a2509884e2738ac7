/**
 * Instrument search (4.1), the app's home: keywords as you type, every
 * filter of the operation, paged results with keyboard navigation, recent
 * searches and instruments, and a selection to compare side by side.
 *
 * The URL holds the whole state; this component reads it and writes it
 * through `onNavigate`. Results of a previous search stay on screen (dimmed)
 * while the next one loads; react-query aborts the requests nobody waits for
 * any more, and shows only the answer for the current parameters.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useBuiltWhenIdle } from '@/lib/use-built-when-idle';
import { Badge, Button, CloseButton, Collapse, Group, Loader, Paper, Pill, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import { Note } from '@/components/Note';
import { EmptyState, PastTheEnd } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { EveryPage } from '@/components/EveryPage';
import { everySearchPage } from './every-page';
import { Pager } from '@/components/Pager';
import { KeptPageNotice } from '@/components/StaleNotice';
import { enumLabel, formatNumber } from '@/lib/format';
import { FilterPanel } from './FilterPanel';
import { formatPairs, pairId, parsePairs, togglePair, type InstrumentPair } from '@/model/pairs';
import { RecentPanel } from './RecentPanel';
import { ButtonLink } from '@/components/RouterLinks';
import { describeFilters, recentState, recordSearch } from './recent-searches';
import { ResultsTable, type ResultsTableHandle } from './ResultsTable';
import { rankedPage, sameSearch, searchRequest } from './ranking';
import { toResultRow, type ResultRow } from './rows';
import {
  activeFilterCount,
  FILTER_FIELDS,
  hasCriteria,
  PAGE_SIZES,
  pageInfo,
  SERVICE_DEFAULT_TOP,
  withCriteria,
  withoutFilters,
  type PageInfo,
  type SearchUrl,
} from './url';
import { normalizeKeywords } from '@/lib/search-params';
import { useDraft } from '@/lib/use-draft';
import { checkKeywords, errorOf } from '@/lib/input-checks';
import { useKeptData } from '@/lib/use-kept-data';
import { useStableJson } from '@/lib/use-stable-json';
import { MAX_COMPARE } from '@/model/pairs';

export type SearchUpdate = (previous: SearchUrl) => SearchUrl;

interface Props {
  search: SearchUrl;
  onNavigate: (update: SearchUpdate, options?: { replace?: boolean }) => void;
}

const EXAMPLES = ['AAPL', 'EURUSD', 'Shell', 'continuous'];

/** The page's heading and help: one element for every render, which React therefore never renders again. */
const INTRO = (
  <div>
    <Title order={1}>Search instruments</Title>
    <Note>Instruments, option roots and futures spaces, by symbol, name or ISIN. Everything on this page lives in its address: bookmark or share it.</Note>
  </div>
);

export function SearchPage({ search, onNavigate }: Props) {
  const api = useApi();
  const enabled = hasCriteria(search);
  // The same request object while the question stays the same (a selection change is no new search), so
  // that the ranking and the rows are not worked out again.
  const request = useStableJson(searchRequest(search));
  const query = useQuery({ ...refQueries.search(api, request.params), enabled, placeholderData: keepPreviousData });
  const [now] = useState(() => Date.now());

  const inputRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<ResultsTableHandle>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const filterCount = activeFilterCount(search);
  // Closed on arrival, even with filters in the address: the results come first, the active
  // filters show as a summary line under the search box, and the panel opens on demand.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersBuilt = useBuiltWhenIdle();

  // Keywords the search cannot take (too long) stay in the field with a note and are not searched for.
  const keywords = useDraft(
    search.q ?? '',
    (value) => {
      const checked = checkKeywords(value);
      if (checked.ok) onNavigate((previous) => withCriteria(previous, { q: checked.value }), { replace: search.q !== undefined });
    },
    { delay: 250, normalize: (value) => normalizeKeywords(value) ?? '' },
  );
  const keywordsError = errorOf(checkKeywords(keywords.value));

  const patchCriteria = useCallback(
    (patch: Partial<SearchUrl>, options?: { replace?: boolean }) => onNavigate((previous) => withCriteria(previous, patch), options),
    [onNavigate],
  );
  const removeFilters = useCallback(() => onNavigate((previous) => withoutFilters(previous)), [onNavigate]);
  // The filters alone, the same object while they stay the same: the panel (many inputs) is not rendered again for
  // a keystroke, new keywords, a page or a selection.
  const filterSearch = useStableJson(Object.fromEntries(FILTER_FIELDS.map((field) => [field, search[field]])) as SearchUrl);

  // A search that ran (with or without results) joins the recent searches.
  const succeeded = enabled && query.isSuccess && !query.isPlaceholderData;
  const recentJson = JSON.stringify(recentState(search));
  useEffect(() => {
    if (succeeded) recordSearch(JSON.parse(recentJson) as SearchUrl);
  }, [succeeded, recentJson]);

  // While the next search loads, the previous answer stays on screen as it was ranked and paged; when a page of the
  // same search fails, or a refresh does, the page shown stays, marked stale.
  const shown = useKeptData(query, request, JSON.stringify(request), sameSearch);
  const shownRequest = shown.shown;
  const page = useMemo(() => rankedPage(shownRequest, shown.data ?? {}), [shownRequest, shown.data]);
  const rows = useMemo(() => page.rows.map(toResultRow), [page]);
  const stale = query.isFetching && query.isPlaceholderData;
  const pageFeed = pageInfo(search, { __count: page.total, __next: page.next, nextSkip: page.nextSkip, rows: rows.length });
  // While the previous page is shown, the next link it came with says nothing about this page.
  // A page kept on screen after the next one failed: no page after the failed one is known.
  const info = useStableJson<PageInfo>(
    stale ? { ...pageFeed, nextSkip: (search.skip ?? 0) + pageFeed.pageSize } : shown.kept ? { ...pageFeed, nextSkip: undefined } : pageFeed,
  );
  const failed = query.isError && shown.data === undefined;

  // Compare selection (in the URL), with labels for the rows seen.
  const selected = useMemo(() => parsePairs(search.sel), [search.sel]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const labelOf = (pair: InstrumentPair) => {
    const row = rows.find((candidate) => candidate.pair && pairId(candidate.pair) === pairId(pair));
    return labels[pairId(pair)] ?? (row ? `${row.symbol} · ${row.assetTypeLabel}` : `Uic ${pair.uic} · ${enumLabel(pair.assetType)}`);
  };
  const toggle = useCallback(
    (row: ResultRow) => {
      if (!row.pair) return;
      const pair = row.pair;
      setLabels((previous) => ({ ...previous, [pairId(pair)]: `${row.symbol} · ${row.assetTypeLabel}` }));
      onNavigate((previous) => ({ ...previous, sel: formatPairs(togglePair(parsePairs(previous.sel), pair)) }), { replace: true });
    },
    [onNavigate],
  );
  const focusKeywords = useCallback(() => inputRef.current?.focus(), []);
  const removePair = (pair: InstrumentPair) =>
    onNavigate((previous) => ({ ...previous, sel: formatPairs(togglePair(parsePairs(previous.sel), pair)) }), { replace: true });

  const goToPage = useCallback(
    (skip: number) => {
      onNavigate((previous) => ({ ...previous, skip: skip > 0 ? skip : undefined }));
      resultsRef.current?.scrollIntoView?.({ block: 'nearest' });
    },
    [onNavigate],
  );
  const setPageSize = useCallback(
    (top: number) => {
      // Keep the first row shown on screen: the page that contains it.
      onNavigate((previous) => {
        const skip = Math.floor((previous.skip ?? 0) / top) * top;
        return { ...previous, top: top === SERVICE_DEFAULT_TOP ? undefined : top, skip: skip > 0 ? skip : undefined };
      });
    },
    [onNavigate],
  );

  const onKeywordKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') keywords.flush();
    else if (event.key === 'ArrowDown' && rows.length > 0) {
      event.preventDefault();
      keywords.flush();
      tableRef.current?.focus();
    } else if (event.key === 'Escape' && keywords.value) {
      event.preventDefault();
      keywords.set('');
    }
  };

  const filters = describeFilters(search);

  return (
    <Stack gap="md" pb={selected.length ? 80 : 0}>
      {INTRO}

      <Group align="flex-end" wrap="nowrap" gap="sm">
        <TextInput
          ref={inputRef}
          type="search"
          label="Keywords"
          placeholder="Symbol, name or ISIN, e.g. AAPL or Royal Dutch"
          size="md"
          style={{ flex: 1 }}
          value={keywords.value}
          onChange={(event) => keywords.change(event.currentTarget.value)}
          onKeyDown={onKeywordKeyDown}
          error={keywordsError}
          autoComplete="off"
          spellCheck={false}
          rightSectionPointerEvents="all"
          rightSection={
            query.isFetching ? (
              // The result count above says "Searching…" in words; the spinner is only its picture.
              <Loader size="xs" aria-hidden="true" />
            ) : keywords.value ? (
              <CloseButton aria-label="Clear keywords" onClick={() => keywords.set('')} />
            ) : null
          }
        />
        <Button
          size="md"
          variant={filtersOpen ? 'light' : 'default'}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          rightSection={filterCount > 0 ? <Badge size="sm" circle aria-label={`${filterCount} active`}>{filterCount}</Badge> : undefined}
        >
          Filters
        </Button>
      </Group>

      {!filtersOpen && filters.length > 0 && (
        <Group gap="xs" aria-label="Active filters" role="group">
          {filters.map((text) => (
            <Badge key={text} variant="light" color="gray" tt="none" fw={500}>
              {text}
            </Badge>
          ))}
          <Button variant="subtle" size="compact-xs" onClick={removeFilters}>
            Remove filters
          </Button>
        </Group>
      )}

      {/* Built hidden once the page is idle (or when first opened), so that opening the filters only shows them. */}
      <Collapse expanded={filtersOpen} id="search-filters" keepMountedMode="display-none">
        {(filtersBuilt || filtersOpen) && (
          <Paper withBorder p="md" component="section" aria-label="Filters">
            <FilterPanel search={filterSearch} onPatch={patchCriteria} onReset={removeFilters} activeCount={filterCount} />
          </Paper>
        )}
      </Collapse>

      {enabled ? (
        <Stack gap="xs" component="section" aria-labelledby="results-heading" ref={resultsRef}>
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Title order={2} size="h4" id="results-heading">
              Results
            </Title>
            <Text size="sm" c="dimmed" role="status" aria-live="polite" className="tabular">
              {shown.kept ? `Page ${formatNumber(info.page)} could not be loaded` : statusText({ isPending: query.isPending, isFetching: query.isFetching, isPlaceholderData: query.isPlaceholderData, isError: failed }, info, rows.length)}
            </Text>
            <EveryPage list={everySearchPage(search)} noun="instruments" fileName="instrument-search" disabled={failed || rows.length === 0} />
          </Group>
          <KeptPageNotice data={shown} page={info.page} onRetry={() => void query.refetch()} list="the results" />
          {failed ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            <ResultsSkeleton count={Math.min(info.pageSize, 10)} />
          ) : rows.length === 0 ? (
            <NoResults
              page={info.page}
              filterCount={filterCount}
              nonTradable={search.nontradable === true}
              onFirstPage={() => goToPage(0)}
              onRemoveFilters={removeFilters}
              onIncludeNonTradable={() => patchCriteria({ nontradable: true })}
            />
          ) : (
            <>
              <ResultsTable
                ref={tableRef}
                rows={rows}
                selected={selected}
                selectionFull={selected.length >= MAX_COMPARE}
                onToggle={toggle}
                stale={stale}
                onExitTop={focusKeywords}
              />
              <Text size="xs" c="dimmed" id="results-keys">
                Keyboard: ↑ ↓ move between results, ← → between a result&apos;s checkbox and link, Home/End first/last, Enter opens, Space selects it for comparison.
              </Text>
            </>
          )}
          {!failed && (rows.length > 0 || info.page > 1) && (
            <Pager
              label="Result pages"
              sizeWidth={96}
              sizes={PAGE_SIZES}
              pageSize={info.pageSize}
              position={info}
              ends
              onPage={goToPage}
              onPageSize={setPageSize}
            />
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Note>Type keywords or choose a filter to search. Try:</Note>
            {EXAMPLES.map((example) => (
              <Button key={example} size="compact-sm" variant="light" onClick={() => keywords.set(example)}>
                {example}
              </Button>
            ))}
          </Group>
          <RecentPanel now={now} />
        </Stack>
      )}

      {selected.length > 0 && (
        <Paper
          withBorder
          shadow="md"
          p="sm"
          component="section"
          aria-label="Selection for comparison"
          style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
        >
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {selected.length} of {MAX_COMPARE} selected
              </Text>
              {selected.map((pair) => (
                <Pill key={pairId(pair)} withRemoveButton onRemove={() => removePair(pair)} removeButtonProps={{ 'aria-label': `Remove ${labelOf(pair)} from the selection` }}>
                  {labelOf(pair)}
                </Pill>
              ))}
            </Group>
            <Group gap="xs" wrap="wrap" ml="auto">
              <Button variant="subtle" color="gray" size="sm" onClick={() => onNavigate((previous) => ({ ...previous, sel: undefined }), { replace: true })}>
                Clear selection
              </Button>
              {selected.length >= 2 ? (
                <ButtonLink to="/compare" search={{ items: formatPairs(selected) }} size="sm">
                  Compare {selected.length} side by side
                </ButtonLink>
              ) : (
                <Button size="sm" disabled>
                  Select one more to compare
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}

function statusText(query: { isPending: boolean; isFetching: boolean; isError: boolean; isPlaceholderData: boolean }, info: PageInfo, rows: number): string {
  if (query.isError) return 'The search failed';
  if (query.isPending) return 'Searching…';
  if (query.isFetching && query.isPlaceholderData) return 'Searching… (previous results shown)';
  if (rows === 0) return info.page > 1 ? 'No rows on this page' : 'No results';
  const parts = [`Rows ${formatNumber(info.first)}–${formatNumber(info.last)}${info.total !== undefined ? ` of ${formatNumber(info.total)}` : ''}`];
  parts.push(`page ${formatNumber(info.page)}${info.pages !== undefined ? ` of ${formatNumber(info.pages)}` : ''}`);
  if (info.total === undefined) parts.push(info.nextSkip !== undefined ? 'more available' : 'last page');
  return parts.join(' · ');
}

function ResultsSkeleton({ count }: { count: number }) {
  return (
    <Table aria-hidden="true" style={{ tableLayout: 'fixed' }}>
      <Table.Tbody>
        {Array.from({ length: count }, (_, index) => (
          <Table.Tr key={index}>
            {[4, 19, 30, 12, 13, 6, 6, 10].map((width, cell) => (
              <Table.Td key={cell} style={{ width: `${width}%` }}>
                <Skeleton height={14} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function NoResults(props: {
  page: number;
  filterCount: number;
  nonTradable: boolean;
  onFirstPage: () => void;
  onRemoveFilters: () => void;
  onIncludeNonTradable: () => void;
}) {
  if (props.page > 1) return <PastTheEnd ends="The results end" onFirstPage={props.onFirstPage} />;
  return (
    <Stack gap="xs" align="center">
      <EmptyState title="No instruments match">
        Check the spelling or use fewer keywords: every keyword must match the symbol, the name or the ISIN. Indices and other non-tradable
        instruments are only listed when included; futures spaces are found with the keyword “continuous”.
      </EmptyState>
      <Group gap="xs">
        {props.filterCount > 0 && (
          <Button variant="light" size="xs" onClick={props.onRemoveFilters}>
            Remove the {props.filterCount} filter{props.filterCount === 1 ? '' : 's'}
          </Button>
        )}
        {!props.nonTradable && (
          <Button variant="light" size="xs" onClick={props.onIncludeNonTradable}>
            Include non-tradable instruments
          </Button>
        )}
      </Group>
    </Stack>
  );
}
