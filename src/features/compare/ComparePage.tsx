/**
 * Instruments side by side, from the details list (4.3): fields as rows,
 * instruments as columns, rows whose values differ highlighted. The URL
 * holds the instruments (uic:AssetType), the field groups and every other
 * parameter of the operation.
 */
import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/backend';
import { refQueries } from '@/api/queries/refdata';
import type { InstrumentDetails } from '@/api/types';
import { Note } from '@/components/Note';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { EveryPage } from '@/components/EveryPage';
import { everyDetailsPage } from './every-page';
import { StaleNotice } from '@/components/StaleNotice';
import { JsonView } from '@/components/JsonView';
import { PageLoader } from '@/components/PageLoader';
import { clean, display, enumLabel, formatNumber, MISSING } from '@/lib/format';
import { checkKey, errorOf } from '@/lib/input-checks';
import { MAX_TOP, parseList } from '@/lib/search-params';
import { buildComparison, onlyDifferences } from './comparison';
import { automaticTop, FIELD_GROUP_OPTIONS, toDetailsListParams, type CompareUrl } from './url';
import { formatPairs, matchPairs, pairId, parsePairs, samePair, type InstrumentPair } from '@/model/pairs';
import { AnchorLink, ButtonLink } from '@/components/RouterLinks';
import { useDraft } from '@/lib/use-draft';

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
  const query = useQuery({ ...refQueries.detailsList(api, params), enabled: pairs.length > 0, placeholderData: keepPreviousData });
  const [now] = useState(() => new Date());
  const [advancedOpen, setAdvancedOpen] = useState(compare.tags !== undefined || compare.account !== undefined || compare.top !== undefined || compare.skip !== undefined);

  const match = useMemo(() => matchPairs(pairs, query.data?.Data), [pairs, query.data]);
  const columns = useMemo(() => match.pairs.map((entry) => entry.details), [match]);
  const sections = useMemo(() => buildComparison(columns, now), [columns, now]);
  const shown = compare.diff ? onlyDifferences(sections) : sections;
  const differing = sections.reduce((count, section) => count + section.rows.filter((row) => row.differs).length, 0);
  const groups = parseList(compare.groups);
  const stale = query.isFetching && query.isPlaceholderData;

  const set = <K extends keyof CompareUrl>(key: K, value: CompareUrl[K], options?: { replace?: boolean }) =>
    onNavigate((previous) => without(previous, key, value), options);
  const removePair = (pair: InstrumentPair) =>
    onNavigate((previous) => without(previous, 'items', formatPairs(parsePairs(previous.items).filter((known) => !samePair(known, pair)))));

  if (pairs.length === 0) {
    return (
      <Stack gap="md">
        <Title order={1}>Compare instruments</Title>
        <EmptyState title="Nothing to compare yet">
          Select instruments in the search results (the checkbox of each row, or Space on a result), then choose “Compare”.
        </EmptyState>
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

      <Paper withBorder p="md" component="section" aria-label="Comparison options">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <Checkbox.Group
              label="Field groups"
              description="Extra information the service adds on request"
              value={groups}
              onChange={(value) => set('groups', value.length ? value.join(',') : undefined)}
            >
              <Group gap="md" mt={6}>
                {FIELD_GROUP_OPTIONS.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
                {groups
                  .filter((group) => !FIELD_GROUP_OPTIONS.some((option) => option.value === group))
                  .map((group) => (
                    <Checkbox key={group} value={group} label={group} />
                  ))}
              </Group>
            </Checkbox.Group>
            <Stack gap={6} align="flex-end">
              <Switch
                label="Only differences"
                checked={compare.diff === true}
                onChange={(event) => set('diff', event.currentTarget.checked ? true : undefined, { replace: true })}
              />
              <Group gap="xs">
                <ButtonLink to="/" search={{ sel: compare.items }} variant="subtle" size="xs">
                  Add instruments
                </ButtonLink>
                <Button variant="subtle" size="xs" onClick={() => setAdvancedOpen((open) => !open)} aria-expanded={advancedOpen} aria-controls="compare-advanced">
                  Request parameters
                </Button>
              </Group>
            </Stack>
          </Group>
          <Collapse expanded={advancedOpen} id="compare-advanced">
            <AdvancedParameters compare={compare} automatic={automaticTop(pairs)} set={set} />
          </Collapse>
        </Stack>
      </Paper>

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
                    typeof query.data?.__count === 'number' ? ` of ${formatNumber(query.data.__count)}` : ''
                  }`}
            </Text>
            <EveryPage list={everyDetailsPage(compare)} noun="rows" fileName="instrument-details" />
          </Group>
          {query.isError && <StaleNotice error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => void query.refetch()} shown="the comparison" />}
          {query.data?.__next && (
            <Alert color="blue" variant="light" title="More rows available">
              The service has more rows than this page holds ($top {formatNumber(params.$top)}); instruments beyond it show as not returned. Raise $top or page with $skip in the request
              parameters.
            </Alert>
          )}
          {match.extra.length > 0 && (
            <Text size="xs" c="dimmed">
              The service also returned {match.extra.length} row{match.extra.length === 1 ? '' : 's'} for other combinations of these Uics and asset types; {match.extra.length === 1 ? 'it is' : 'they are'} not shown.
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

function AdvancedParameters({
  compare,
  automatic,
  set,
}: {
  compare: CompareUrl;
  automatic: number;
  set: <K extends keyof CompareUrl>(key: K, value: CompareUrl[K], options?: { replace?: boolean }) => void;
}) {
  const tags = useDraft(compare.tags ?? '', (value) => set('tags', value.trim() || undefined, { replace: true }));
  // A key the service cannot take stays in its field with a note and is not sent.
  const account = useDraft(compare.account ?? '', (value) => {
    const checked = checkKey(value, 'An account key');
    if (checked.ok) set('account', checked.value, { replace: true });
  });
  const whole = (value: string, min: number, max: number) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
  const top = useDraft(compare.top === undefined ? '' : String(compare.top), (value) => {
    if (value.trim() === '') set('top', undefined, { replace: true });
    else if (whole(value, 1, MAX_TOP)) set('top', Number(value), { replace: true });
  });
  const skip = useDraft(compare.skip === undefined ? '' : String(compare.skip), (value) => {
    if (value.trim() === '' || value.trim() === '0') set('skip', undefined, { replace: true });
    else if (whole(value, 0, 2_147_483_647)) set('skip', Number(value), { replace: true });
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" pt="sm">
      <TextInput label="Tags" description="One tag" {...tags.field} />
      <TextInput
        label="Account key"
        description="Account-specific details"
        {...account.field}
        error={errorOf(checkKey(account.value, 'An account key'))}
        classNames={{ input: 'mono' }}
      />
      <NumberInput
        label="Rows ($top)"
        description={`Automatic: ${automatic} (every combination)`}
        placeholder={String(automatic)}
        {...top.field}
        onChange={(value) => top.change(String(value))}
        min={1}
        max={MAX_TOP}
        allowDecimal={false}
        allowNegative={false}
        error={top.value.trim() !== '' && !whole(top.value, 1, MAX_TOP) ? `A whole number from 1 to ${MAX_TOP}` : undefined}
      />
      <NumberInput
        label="Skip ($skip)"
        description="Rows to skip"
        placeholder="0"
        {...skip.field}
        onChange={(value) => skip.change(String(value))}
        min={0}
        allowDecimal={false}
        allowNegative={false}
      />
    </SimpleGrid>
  );
}

function columnTitle(pair: InstrumentPair, details: InstrumentDetails | undefined) {
  return {
    symbol: display(details?.Symbol, `Uic ${pair.uic}`),
    type: enumLabel(clean(details?.AssetType) ?? pair.assetType),
  };
}

function CompareTable({
  pairs,
  sections,
  stale,
  onRemove,
}: {
  pairs: { pair: InstrumentPair; details: InstrumentDetails | undefined }[];
  sections: ReturnType<typeof buildComparison>;
  stale: boolean;
  onRemove: (pair: InstrumentPair) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={240 + pairs.length * 200}>
      <Table aria-label="Comparison" aria-busy={stale} withColumnBorders style={{ opacity: stale ? 0.55 : 1 }} highlightOnHover={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={240}>
              Field
            </Table.Th>
            {pairs.map(({ pair, details }) => {
              const title = columnTitle(pair, details);
              return (
                <Table.Th scope="col" key={pairId(pair)} style={{ verticalAlign: 'top' }}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
                    <Stack gap={0}>
                      <AnchorLink
                        to="/instruments/$assetType/$uic"
                        params={{ assetType: pair.assetType, uic: String(pair.uic) }}
                        className="mono"
                        fw={700}
                        size="sm"
                        aria-label={`${title.symbol}, ${title.type}: open the details`}
                      >
                        {title.symbol}
                      </AnchorLink>
                      <Text size="xs" c="dimmed" fw={400}>
                        {title.type} · Uic {pair.uic}
                      </Text>
                      {!details && (
                        <Badge color="orange" size="xs" mt={4}>
                          Not returned
                        </Badge>
                      )}
                    </Stack>
                    <Tooltip label="Remove from the comparison" withArrow>
                      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Remove ${title.symbol} (${title.type}) from the comparison`} onClick={() => onRemove(pair)}>
                        <span aria-hidden="true">×</span>
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        {sections.map((section) => (
          <Table.Tbody key={section.id}>
            <Table.Tr>
              <Table.Th scope="rowgroup" colSpan={pairs.length + 1} bg="var(--mantine-color-default-hover)">
                <Text size="sm" fw={700}>
                  {section.label}
                </Text>
              </Table.Th>
            </Table.Tr>
            {section.rows.map((row) => (
              <Table.Tr key={row.id} data-differs={row.differs || undefined} bg={row.differs ? 'var(--mantine-color-yellow-light)' : undefined}>
                <Table.Th scope="row" fw={500} style={{ verticalAlign: 'top' }}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {row.label}
                    </Text>
                    {row.differs && (
                      <Badge size="xs" color="yellow" variant="filled" c="dark">
                        differs
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" className="mono" fw={400}>
                    {row.field}
                  </Text>
                </Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={index} style={{ verticalAlign: 'top', wordBreak: 'break-word' }} className="tabular">
                    {value ?? (
                      <>
                        <span aria-hidden="true">{MISSING}</span>
                        <VisuallyHidden>not given</VisuallyHidden>
                      </>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}
