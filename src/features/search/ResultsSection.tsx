/**
 * The search page's results: the heading with the status line (rows, pages, the count when known), the notice of a
 * page kept after a failure, the table (or its skeleton, the error, or what to try when nothing matched) and the pager.
 */
import type { RefObject } from 'react';
import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { EveryPage } from '@/components/EveryPage';
import type { PagedList } from '@/api/fetch-every-page';
import { Pager } from '@/components/Pager';
import { PastTheEnd } from '@/components/PastTheEnd';
import { KeptPageNotice } from '@/components/StaleNotice';
import { formatNumber } from '@/lib/format';
import type { InstrumentPair } from '@/model/pairs';
import { MAX_COMPARE } from '@/model/pairs';
import { ResultsTable, type ResultsTableHandle } from './ResultsTable';
import type { ResultRow } from './rows';
import { statusText } from './status';
import type { SearchResults } from './use-search-results';
import { PAGE_SIZES, type PageInfo } from './url';

interface Props {
  results: SearchResults;
  /** The whole search, for "Fetch every page". */
  everyPage: PagedList;
  sectionRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<ResultsTableHandle | null>;
  selected: InstrumentPair[];
  onToggle: (row: ResultRow) => void;
  onExitTop: () => void;
  onPage: (skip: number) => void;
  onPageSize: (top: number) => void;
  filterCount: number;
  nonTradable: boolean;
  onRemoveFilters: () => void;
  onIncludeNonTradable: () => void;
}

export function ResultsSection({ results, everyPage, sectionRef, tableRef, selected, onToggle, onExitTop, onPage, onPageSize, ...empty }: Props) {
  const { query, shown, rows, info, atLeast, stale, failed } = results;
  return (
    <Stack gap="xs" component="section" aria-labelledby="results-heading" ref={sectionRef}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="results-heading">
          Results
        </Title>
        <Text size="sm" c="dimmed" role="status" aria-live="polite" className="tabular">
          {shown.kept
            ? `Page ${formatNumber(info.page)} could not be loaded`
            : statusText({ isPending: query.isPending, isFetching: query.isFetching, isPlaceholderData: query.isPlaceholderData, isError: failed }, info, rows.length, atLeast)}
        </Text>
        <EveryPage list={everyPage} noun="instruments" fileName="instrument-search" disabled={failed || rows.length === 0} />
      </Group>
      <KeptPageNotice data={shown} page={info.page} onRetry={() => void query.refetch()} list="the results" />
      {failed ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ResultsSkeleton count={Math.min(info.pageSize, 10)} />
      ) : rows.length === 0 ? (
        <NoResults info={info} onPage={onPage} {...empty} />
      ) : (
        <>
          <ResultsTable ref={tableRef} rows={rows} selected={selected} selectionFull={selected.length >= MAX_COMPARE} onToggle={onToggle} stale={stale} onExitTop={onExitTop} />
          <Text size="xs" c="dimmed" id="results-keys">
            Keyboard: ↑ ↓ move between results, ← → between a result&apos;s checkbox, link and watch star, Home/End first/last, Enter opens, Space selects it for comparison, W adds
            it to the watchlist or takes it off.
          </Text>
        </>
      )}
      {!failed && (rows.length > 0 || info.page > 1) && (
        <Pager label="Result pages" sizeWidth={96} sizes={PAGE_SIZES} pageSize={info.pageSize} position={info} ends onPage={onPage} onPageSize={onPageSize} />
      )}
    </Stack>
  );
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
  info: PageInfo;
  filterCount: number;
  nonTradable: boolean;
  onPage: (skip: number) => void;
  onRemoveFilters: () => void;
  onIncludeNonTradable: () => void;
}) {
  const { info } = props;
  if (info.skip > 0) return <PastTheEnd skip={info.skip} top={info.pageSize} total={info.total} noun={['instrument', 'instruments']} onPage={props.onPage} />;
  return (
    <Stack gap="xs" align="center">
      <EmptyState title="No instruments match">
        Check the spelling or use fewer keywords: every keyword must match the symbol, the name or the ISIN. Indices and other non-tradable instruments are only listed when
        included; futures spaces are found with the keyword “continuous”.
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
