/**
 * Instruments side by side, from the details list (4.3): fields as rows,
 * instruments as columns, rows whose values differ highlighted. The URL
 * holds the instruments (uic:AssetType), the field groups and every other
 * parameter of the operation.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
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
import type { InstrumentDetails } from '@/api/types';
import { enumLabel, formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { formatPairs, matchPairs, pairId, parsePairs, samePair, type InstrumentPair } from '@/model/pairs';
import { buildComparison, instrumentCount, onlyDifferences } from './comparison';
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

/** Instruments by Uic and asset type, for a sentence: `Uic 211 (Stock) and Uic 99999999 (CFD on stock)`. */
function pairList(pairs: readonly InstrumentPair[]): string {
  const names = pairs.map((pair) => `Uic ${pair.uic} (${enumLabel(pair.assetType)})`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}

/** The instruments asked for that the service did not return, said once, each with a way to take it out of the address. */
function NotReturned({ pairs, onRemove }: { pairs: readonly InstrumentPair[]; onRemove: (pair: InstrumentPair) => void }) {
  return (
    <Alert color="orange" variant="light" title={`Not returned: ${pairList(pairs)}`}>
      <Stack gap={4}>
        <Text size="sm">
          The service returned no row for {pairs.length === 1 ? 'this instrument' : 'these instruments'}, so {pairs.length === 1 ? 'it is' : 'they are'} not compared. The Uic may
          not exist under that asset type, or not be open to this user.
        </Text>
        <Group gap="xs">
          {pairs.map((pair) => (
            <Button key={pairId(pair)} size="compact-xs" variant="light" color="gray" onClick={() => onRemove(pair)} data-remove-missing={pairId(pair)}>
              Remove Uic {pair.uic} ({enumLabel(pair.assetType)})
            </Button>
          ))}
        </Group>
      </Stack>
    </Alert>
  );
}

const PAGE_HEADING = 'compare-title';

export function ComparePage({ compare, onNavigate }: Props) {
  const api = useApi();
  const pairs = useMemo(() => parsePairs(compare.items), [compare.items]);
  const params = useMemo(() => toDetailsListParams(compare), [compare]);
  const query = useQuery({ ...compareQueries.details(api, compare), enabled: pairs.length > 0, placeholderData: keepPreviousData });
  const now = useNow(30_000);

  const match = useMemo(() => matchPairs(pairs, query.data?.Data), [pairs, query.data]);
  // Only what the service returned is compared; the instruments it did not return are named once, not as empty columns.
  const returned = useMemo(() => match.pairs.filter((entry): entry is { pair: InstrumentPair; details: InstrumentDetails } => entry.details !== undefined), [match]);
  const missing = useMemo(() => match.pairs.filter((entry) => entry.details === undefined).map((entry) => entry.pair), [match]);
  const columns = useMemo(() => returned.map((entry) => entry.details), [returned]);
  const sections = useMemo(() => buildComparison(columns, now), [columns, now]);
  const shown = compare.diff ? onlyDifferences(sections) : sections;
  const differing = sections.reduce((count, section) => count + section.rows.filter((row) => row.differs).length, 0);
  const stale = query.isFetching && query.isPlaceholderData;
  const total = feedCount(query.data);

  const set = <K extends keyof CompareUrl>(key: K, value: CompareUrl[K], options?: { replace?: boolean }) => onNavigate((previous) => without(previous, key, value), options);
  const removePair = (pair: InstrumentPair) =>
    onNavigate((previous) => without(previous, 'items', formatPairs(parsePairs(previous.items).filter((known) => !samePair(known, pair)))));
  // A removed instrument takes its Remove button, which had the focus, along: once the address has changed, the focus
  // goes to the next instrument's button of the same kind (the one before at the end), else the page's heading.
  const focusTo = useRef<string>(undefined);
  useEffect(() => {
    const selector = focusTo.current;
    if (selector === undefined) return;
    focusTo.current = undefined;
    ((selector && document.querySelector<HTMLElement>(selector)) || document.getElementById(PAGE_HEADING))?.focus();
  }, [pairs]);
  const removeFrom = (list: readonly InstrumentPair[], attribute: string) => (pair: InstrumentPair) => {
    const index = list.findIndex((known) => samePair(known, pair));
    const next = list[index + 1] ?? list[index - 1];
    focusTo.current = next ? `[${attribute}="${CSS.escape(pairId(next))}"]` : '';
    removePair(pair);
  };

  if (pairs.length === 0) {
    return (
      <Stack gap="md">
        <Title order={1} id={PAGE_HEADING} tabIndex={-1}>
          Compare instruments
        </Title>
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
        <Title order={1} id={PAGE_HEADING} tabIndex={-1}>
          Compare instruments
        </Title>
        <Note>
          Instruments side by side from the details list, each field as the details page shows it; fields differing between them are highlighted. The details carry no ISIN.
        </Note>
      </div>

      <CompareOptions compare={compare} automaticTop={automaticTop(pairs)} set={set} />

      {query.isError && query.data === undefined ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <PageLoader label="Loading the instruments’ details…" />
      ) : (
        <Stack gap="xs">
          {query.isError && <StaleNotice error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => void query.refetch()} shown="the comparison" />}
          {query.data?.__next && (
            <Alert color="blue" variant="light" title="More rows available">
              The service has more rows than this page holds ($top {formatNumber(params.$top)}); instruments beyond it are not returned. Raise $top or page with $skip in the
              request parameters.
            </Alert>
          )}
          {returned.length === 0 ? (
            <EmptyState title="The service returned none of these instruments">
              The details list has no row for {pairList(missing)}
              {!stale && query.data?.Data?.length
                ? ` (the ${formatNumber(query.data.Data.length)} row${query.data.Data.length === 1 ? ' it returned is' : 's it returned are'} for other instruments)`
                : ''}
              . The Uic may not exist under that asset type, or not be open to this user.
            </EmptyState>
          ) : (
            <>
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed" role="status" aria-live="polite" className="tabular">
                  {stale
                    ? 'Loading…'
                    : `${instrumentCount(returned.length)} compared · ${differing} field${differing === 1 ? '' : 's'} differ · the service returned ${formatNumber(query.data?.Data?.length ?? 0)} row${query.data?.Data?.length === 1 ? '' : 's'}${
                        total !== undefined ? ` of ${formatNumber(total)}` : ''
                      }`}
                </Text>
                <EveryPage list={compareQueries.everyPage(compare)} noun="rows" fileName="instrument-details" />
              </Group>
              {missing.length > 0 && <NotReturned pairs={missing} onRemove={removeFrom(missing, 'data-remove-missing')} />}
              {match.extra.length > 0 && (
                <Text size="xs" c="dimmed">
                  The service also returned {match.extra.length} row{match.extra.length === 1 ? '' : 's'} for other combinations of these Uics and asset types;{' '}
                  {match.extra.length === 1 ? 'it is' : 'they are'} not shown.
                </Text>
              )}
              <CompareTable
                pairs={returned}
                sections={shown}
                stale={stale}
                onRemove={removeFrom(
                  returned.map((entry) => entry.pair),
                  'data-remove-column',
                )}
              />
              {compare.diff && shown.length === 0 && <Text size="sm">No differences between these instruments in the fields returned.</Text>}
            </>
          )}
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
