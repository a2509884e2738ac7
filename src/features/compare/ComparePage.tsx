/**
 * Instruments side by side, from the details list (4.3): fields as rows,
 * instruments as columns, rows whose values differ highlighted. The URL
 * holds the instruments (uic:AssetType), the field groups and every other
 * parameter of the operation.
 */
import { useMemo, useState } from 'react';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { feedCount } from '@/api/feed';
import { Note } from '@/components/Note';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { EveryPage } from '@/components/EveryPage';
import { StaleNotice } from '@/components/StaleNotice';
import { JsonView } from '@/components/JsonView';
import { PageLoader } from '@/components/PageLoader';
import { ButtonLink } from '@/components/RouterLinks';
import { formatNumber } from '@/lib/format';
import { formatPairs, matchPairs, parsePairs, samePair, type InstrumentPair } from '@/model/pairs';
import { buildComparison, onlyDifferences } from './comparison';
import { CompareOptions } from './CompareOptions';
import { CompareTable } from './CompareTable';
import { compareQueries } from './queries';
import { automaticTop, toDetailsListParams, type CompareUrl } from './url';

export type CompareUpdate = (previous: CompareUrl) => CompareUrl;

interface Props {
  compare: CompareUrl;
  onNavigate: (update: CompareUpdate, options?: { replace?: boolean }) => void;
}

function without<T extends object>(value: T, key: keyof T, next: unknown): T {
  const copy: Record<string, unknown> = { ...value, [key]: next };
  if (next === undefined) delete copy[key as string];
  return copy as T;
}

export function ComparePage({ compare, onNavigate }: Props) {
  const api = useApi();
  const pairs = useMemo(() => parsePairs(compare.items), [compare.items]);
  const params = useMemo(() => toDetailsListParams(compare), [compare]);
  const query = useQuery({ ...compareQueries.details(api, compare), enabled: pairs.length > 0, placeholderData: keepPreviousData });
  const [now] = useState(() => new Date());

  const match = useMemo(() => matchPairs(pairs, query.data?.Data), [pairs, query.data]);
  const columns = useMemo(() => match.pairs.map((entry) => entry.details), [match]);
  const sections = useMemo(() => buildComparison(columns, now), [columns, now]);
  const shown = compare.diff ? onlyDifferences(sections) : sections;
  const differing = sections.reduce((count, section) => count + section.rows.filter((row) => row.differs).length, 0);
  const stale = query.isFetching && query.isPlaceholderData;
  const total = feedCount(query.data);

  const set = <K extends keyof CompareUrl>(key: K, value: CompareUrl[K], options?: { replace?: boolean }) => onNavigate((previous) => without(previous, key, value), options);
  const removePair = (pair: InstrumentPair) =>
    onNavigate((previous) => without(previous, 'items', formatPairs(parsePairs(previous.items).filter((known) => !samePair(known, pair)))));

  if (pairs.length === 0) {
    return (
      <Stack gap="md">
        <Title order={1}>Compare instruments</Title>
        <EmptyState title="Nothing to compare yet">Select instruments in the search results (the checkbox of each row, or Space on a result), then choose “Compare”.</EmptyState>
        <Group justify="center">
          <ButtonLink to="/" variant="light">
            Go to search
          </ButtonLink>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Compare instruments</Title>
        <Note>
          {pairs.length} instrument{pairs.length === 1 ? '' : 's'} from the details list; fields differing between them are highlighted. The details carry no ISIN.
        </Note>
      </div>

      <CompareOptions compare={compare} automaticTop={automaticTop(pairs)} set={set} />

      {query.isError && query.data === undefined ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <PageLoader label="Loading the instruments’ details…" />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" role="status" aria-live="polite" className="tabular">
              {stale
                ? 'Loading…'
                : `${differing} field${differing === 1 ? '' : 's'} differ · the service returned ${formatNumber(query.data?.Data?.length ?? 0)} row${query.data?.Data?.length === 1 ? '' : 's'}${
                    total !== undefined ? ` of ${formatNumber(total)}` : ''
                  }`}
            </Text>
            <EveryPage list={compareQueries.everyPage(compare)} noun="rows" fileName="instrument-details" />
          </Group>
          {query.isError && <StaleNotice error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => void query.refetch()} shown="the comparison" />}
          {query.data?.__next && (
            <Alert color="blue" variant="light" title="More rows available">
              The service has more rows than this page holds ($top {formatNumber(params.$top)}); instruments beyond it show as not returned. Raise $top or page with $skip in the
              request parameters.
            </Alert>
          )}
          {match.extra.length > 0 && (
            <Text size="xs" c="dimmed">
              The service also returned {match.extra.length} row{match.extra.length === 1 ? '' : 's'} for other combinations of these Uics and asset types;{' '}
              {match.extra.length === 1 ? 'it is' : 'they are'} not shown.
            </Text>
          )}
          <CompareTable pairs={match.pairs} sections={shown} stale={stale} onRemove={removePair} />
          {compare.diff && shown.length === 0 && <Text size="sm">No differences between these instruments in the fields returned.</Text>}
          <details>
            <summary>
              <Text span size="sm">
                Raw answer of the details list
              </Text>
            </summary>
            <JsonView value={query.data} label="Details list (raw JSON)" />
          </details>
        </Stack>
      )}
    </Stack>
  );
}
