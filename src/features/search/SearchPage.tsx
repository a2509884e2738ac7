/**
 * Instrument search (4.1), the app's home: keywords as you type, every
 * filter of the operation, paged results with keyboard navigation, recent
 * searches and instruments, and a selection to compare side by side.
 *
 * The URL holds the whole state; this component reads it and writes it
 * through `onNavigate`, and lays out its parts: the question (`SearchBar`),
 * the results (`ResultsSection`, fed by `useSearchResults`), the start
 * screen, and the selection (`SelectionBar`). Results of a previous search
 * stay on screen (dimmed) while the next one loads; react-query aborts the
 * requests nobody waits for any more, and shows only the answer for the
 * current parameters.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { Note } from '@/components/Note';
import { enumLabel } from '@/lib/format';
import { checkKeywords, errorOf } from '@/lib/input-checks';
import { normalizeKeywords } from '@/lib/search-params';
import { useDraft } from '@/lib/use-draft';
import { formatPairs, pairId, parsePairs, togglePair, type InstrumentPair } from '@/model/pairs';
import { RecentPanel } from './RecentPanel';
import { recentState, recordSearch } from './recent-searches';
import { ResultsSection } from './ResultsSection';
import type { ResultsTableHandle } from './ResultsTable';
import type { ResultRow } from './rows';
import { SearchBar } from './SearchBar';
import { SelectionBar } from './SelectionBar';
import { searchQueries } from './queries';
import { useSearchResults } from './use-search-results';
import { activeFilterCount, SERVICE_DEFAULT_TOP, withCriteria, withoutFilters, type SearchUrl } from './url';

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
  const results = useSearchResults(search);
  const { enabled, rows, succeeded } = results;
  const [now] = useState(() => Date.now());

  const inputRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<ResultsTableHandle>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

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

  const patchCriteria = useCallback((patch: Partial<SearchUrl>, options?: { replace?: boolean }) => onNavigate((previous) => withCriteria(previous, patch), options), [onNavigate]);
  // A button that goes with what it does (remove the filters, include non-tradable, an example) hands the focus to the keywords.
  const focusKeywords = useCallback(() => inputRef.current?.focus(), []);
  const removeFilters = useCallback(() => {
    focusKeywords();
    onNavigate((previous) => withoutFilters(previous));
  }, [onNavigate, focusKeywords]);

  // A search that ran (with or without results) joins the recent searches.
  const recentJson = JSON.stringify(recentState(search));
  useEffect(() => {
    if (succeeded) recordSearch(JSON.parse(recentJson) as SearchUrl);
  }, [succeeded, recentJson]);

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
  // The selection bar gone, the focus goes to the results' current row, else to the keywords.
  const handOnFromSelection = () => {
    tableRef.current?.focus();
    if (!resultsRef.current?.contains(document.activeElement)) focusKeywords();
  };
  const removePair = (pair: InstrumentPair) => onNavigate((previous) => ({ ...previous, sel: formatPairs(togglePair(parsePairs(previous.sel), pair)) }), { replace: true });

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

  return (
    <Stack gap="md" pb={selected.length ? 80 : 0}>
      {INTRO}

      <SearchBar
        search={search}
        keywords={{ value: keywords.value, error: keywordsError, change: keywords.change, set: keywords.set }}
        inputRef={inputRef}
        onKeyDown={onKeywordKeyDown}
        fetching={results.query.isFetching}
        onPatch={patchCriteria}
        onRemoveFilters={removeFilters}
      />

      {enabled ? (
        <ResultsSection
          results={results}
          everyPage={searchQueries.everyPage(search)}
          sectionRef={resultsRef}
          tableRef={tableRef}
          selected={selected}
          onToggle={toggle}
          onExitTop={focusKeywords}
          onPage={goToPage}
          onPageSize={setPageSize}
          filterCount={activeFilterCount(search)}
          nonTradable={search.nontradable === true}
          onRemoveFilters={removeFilters}
          onIncludeNonTradable={() => {
            focusKeywords();
            patchCriteria({ nontradable: true });
          }}
        />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Note>Type keywords or choose a filter to search. Try:</Note>
            {EXAMPLES.map((example) => (
              <Button
                key={example}
                size="compact-sm"
                variant="light"
                onClick={() => {
                  focusKeywords();
                  keywords.set(example);
                }}
              >
                {example}
              </Button>
            ))}
          </Group>
          <RecentPanel now={now} />
        </Stack>
      )}

      {selected.length > 0 && (
        <SelectionBar
          selected={selected}
          labelOf={labelOf}
          onRemove={removePair}
          onClear={() => onNavigate((previous) => ({ ...previous, sel: undefined }), { replace: true })}
          onGone={handOnFromSelection}
        />
      )}
    </Stack>
  );
}
