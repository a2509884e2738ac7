/**
 * A browse list: every option root, or every futures space, the service lists for this user, a page
 * at a time, narrowed by keywords, exchange and (option roots) asset type. Each row leads to its
 * option chain or futures space. The address holds the whole state.
 */
import { useMemo, useRef } from 'react';
import { Button, CloseButton, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { browseQueries } from './queries';
import { EveryPage } from '@/components/EveryPage';
import { useApi } from '@/api/backend';
import type { InstrumentSummary } from '@/api/types';
import { Note } from '@/components/Note';
import { EmptyState } from '@/components/EmptyState';
import { PastTheEnd } from '@/components/PastTheEnd';
import { ErrorState } from '@/components/ErrorState';
import { Pager } from '@/components/Pager';
import { KeptPageNotice } from '@/components/StaleNotice';
import { PageLoader } from '@/components/PageLoader';
import { AnchorLink } from '@/components/RouterLinks';
import { TableHead } from '@/components/TableHead';
import { display, enumLabel, formatNumber } from '@/lib/format';
import { checkExchange, checkKeywords, errorOf } from '@/lib/input-checks';
import { useDraft } from '@/lib/use-draft';
import { useKeptData } from '@/lib/use-kept-data';
import type { SearchPatch } from '@/lib/use-search-patch';
import { entryTarget } from '@/model/search-entries';
import { DEFAULT_TOP, isFiltered, OPTION_ROOT_TYPES, PAGE_SIZES, pageOf, toServiceParams, withFilters, type BrowseKind, type BrowsePage as PageInfo, type BrowseUrl } from './url';

const TEXT = {
  options: {
    title: 'Option roots',
    one: 'option root',
    noun: 'option roots',
    intro: 'Every option root the service lists for this user (stock, index, futures and CFD index options), from the instrument search. Each opens its option chain.',
    none: 'The service lists no option roots for this user: option roots are only listed where the user’s access rights include them.',
  },
  futures: {
    title: 'Futures spaces',
    one: 'futures space',
    noun: 'futures spaces',
    intro:
      'Every futures space the service lists for this user: its continuous futures, which the instrument search finds with the keyword “continuous” and non-tradable instruments included. Each opens its futures space.',
    none: 'The service lists no continuous futures for this user.',
  },
} as const;

const ALL_TYPES = 'all';

/** Two requests for pages of the same list. */
const samePages = (a: object, b: object) => JSON.stringify({ ...a, $skip: undefined, $top: undefined }) === JSON.stringify({ ...b, $skip: undefined, $top: undefined });
const TYPE_OPTIONS = [{ value: ALL_TYPES, label: 'All option types' }, ...OPTION_ROOT_TYPES.map((type) => ({ value: type, label: enumLabel(type) }))];

interface Props {
  kind: BrowseKind;
  search: BrowseUrl;
  onNavigate: (patch: SearchPatch<BrowseUrl>, options?: { replace?: boolean }) => void;
}

export function BrowsePage({ kind, search, onNavigate }: Props) {
  const api = useApi();
  const text = TEXT[kind];
  const params = useMemo(() => toServiceParams(kind, search), [kind, search]);
  const query = useQuery({ ...browseQueries.page(api, kind, search), placeholderData: keepPreviousData });

  const filter = (patch: Parameters<typeof withFilters>[1]) => onNavigate((previous) => withFilters(previous, patch), { replace: true });
  // A value the service cannot take stays in its field with a note and is not sent.
  const keywords = useDraft(
    search.q ?? '',
    (value) => {
      const checked = checkKeywords(value);
      if (checked.ok) filter({ q: checked.value });
    },
    { delay: 300 },
  );
  const exchange = useDraft(
    search.ex ?? '',
    (value) => {
      const checked = checkExchange(value);
      if (checked.ok) filter({ ex: checked.value?.toUpperCase() });
    },
    { delay: 400 },
  );
  // The clear buttons go once they have cleared: the Keywords field takes the focus.
  const keywordsRef = useRef<HTMLInputElement>(null);
  const clearFilters = () => {
    keywords.set('');
    exchange.set('');
    filter({ q: undefined, ex: undefined, type: undefined });
    keywordsRef.current?.focus();
  };

  // A failed refresh, or a failed change of page, keeps the page shown, marked stale.
  const shown = useKeptData(query, params, JSON.stringify(params), samePages);
  const rows = shown.data?.Data ?? [];
  const stale = query.isFetching && query.isPlaceholderData;
  // While the previous page is shown (loading or kept), its `__next` says nothing about this one.
  const info = pageOf(search, { rows: rows.length, next: stale || shown.kept ? undefined : shown.data?.__next });
  const failed = query.isError && shown.data === undefined;
  const goTo = (skip: number) => onNavigate((previous) => ({ ...previous, skip: skip > 0 ? skip : undefined }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{text.title}</Title>
        <Note>{text.intro}</Note>
      </div>

      <Group align="flex-end" gap="sm" component="form" role="search" aria-label={`Filter the ${text.noun}`} onSubmit={(event) => event.preventDefault()}>
        <TextInput
          type="search"
          label="Keywords"
          ref={keywordsRef}
          placeholder="Symbol or name"
          style={{ flex: '1 1 220px' }}
          value={keywords.value}
          onChange={(event) => keywords.change(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && keywords.flush()}
          error={errorOf(checkKeywords(keywords.value))}
          autoComplete="off"
          spellCheck={false}
          rightSectionPointerEvents="all"
          rightSection={
            keywords.value ? (
              <CloseButton
                aria-label="Clear keywords"
                onClick={() => {
                  keywords.set('');
                  keywordsRef.current?.focus();
                }}
              />
            ) : null
          }
        />
        <TextInput
          label="Exchange"
          placeholder="e.g. CME"
          w={140}
          value={exchange.value}
          onChange={(event) => exchange.change(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && exchange.flush()}
          error={errorOf(checkExchange(exchange.value))}
          autoComplete="off"
          spellCheck={false}
          classNames={{ input: 'mono' }}
        />
        {kind === 'options' && (
          <Select
            label="Option type"
            w={200}
            data={TYPE_OPTIONS}
            value={search.type ?? ALL_TYPES}
            allowDeselect={false}
            onChange={(value) => filter({ type: value && value !== ALL_TYPES ? (value as BrowseUrl['type']) : undefined })}
          />
        )}
        {isFiltered(search) && (
          <Button variant="subtle" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </Group>

      <Stack gap="xs" component="section" aria-labelledby="browse-results">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="browse-results">
            {isFiltered(search) ? `Matching ${text.noun}` : `All ${text.noun}`}
          </Title>
          <Text size="sm" c="dimmed" role="status" className="tabular">
            {shown.kept
              ? `Page ${formatNumber(info.page)} could not be loaded`
              : statusText({ isPending: query.isPending, isError: failed, isFetching: query.isFetching, isPlaceholderData: query.isPlaceholderData }, info)}
          </Text>
          <EveryPage
            list={browseQueries.everyPage(kind, search)}
            noun={text.noun}
            fileName={kind === 'options' ? 'option-roots' : 'futures-spaces'}
            disabled={failed || rows.length === 0}
          />
        </Group>
        <KeptPageNotice data={shown} page={info.page} onRetry={() => void query.refetch()} list="the list" />
        {failed ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending || (stale && rows.length === 0) ? (
          // Loading from an empty page (past the end): not "no rows" before the answer says so.
          <PageLoader label={`Loading ${text.noun}…`} />
        ) : rows.length === 0 ? (
          info.pastEnd ? (
            <PastTheEnd skip={info.skip} top={search.top ?? DEFAULT_TOP} noun={[text.one, text.noun]} onPage={goTo} />
          ) : isFiltered(search) ? (
            <EmptyState title={`No ${text.noun} match`}>
              Every keyword must match the symbol or the name, and the exchange its id exactly.{' '}
              <Button variant="subtle" size="compact-sm" onClick={clearFilters}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title={`No ${text.noun}`}>{text.none}</EmptyState>
          )
        ) : (
          <Paper withBorder>
            <BrowseTable kind={kind} rows={rows} stale={stale} />
          </Paper>
        )}
        {!failed && (rows.length > 0 || info.pastEnd) && (
          <Pager
            label="List pages"
            sizeWidth={90}
            sizes={PAGE_SIZES}
            pageSize={search.top ?? DEFAULT_TOP}
            position={info}
            onPage={goTo}
            onPageSize={(top) => onNavigate((previous) => ({ ...previous, top: top === DEFAULT_TOP ? undefined : top, skip: undefined }))}
          />
        )}
      </Stack>
    </Stack>
  );
}

function statusText(query: { isPending: boolean; isError: boolean; isFetching: boolean; isPlaceholderData: boolean }, info: PageInfo): string {
  if (query.isError) return 'The list could not be loaded';
  if (query.isPending || (query.isFetching && query.isPlaceholderData)) return 'Loading…';
  if (info.pastEnd) return `No rows on this page: the list ends before row ${formatNumber(info.skip + 1)}`;
  if (info.last === 0) return 'None';
  return `Rows ${formatNumber(info.first)}–${formatNumber(info.last)} · page ${formatNumber(info.page)} · ${info.nextSkip !== undefined ? 'more available' : 'last page'}`;
}

function BrowseTable({ kind, rows, stale }: { kind: BrowseKind; rows: readonly InstrumentSummary[]; stale: boolean }) {
  return (
    <Table aria-label={TEXT[kind].title} aria-busy={stale} striped style={{ opacity: stale ? 0.55 : 1 }}>
      <TableHead columns={['Symbol', 'Description', kind === 'options' && { title: 'Type', visibleFrom: 'sm' }, 'Exchange', { title: 'Currency', visibleFrom: 'sm' }]} />
      <Table.Tbody>
        {rows.map((row, index) => {
          const target = entryTarget(row);
          const symbol = display(row.Symbol);
          return (
            <Table.Tr key={`${display(row.AssetType)}-${display(row.Identifier)}-${index}`}>
              <Table.Td>
                {target ? (
                  // No preload: a pointer passing over the list would load every chain it crosses.
                  <AnchorLink {...target} preload={false} className="mono" fw={600} size="sm" aria-label={`${symbol}, ${display(row.Description)}`}>
                    {symbol}
                  </AnchorLink>
                ) : (
                  <Text span fw={600} size="sm" className="mono">
                    {symbol}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{display(row.Description)}</Table.Td>
              {kind === 'options' && <Table.Td visibleFrom="sm">{enumLabel(row.AssetType)}</Table.Td>}
              <Table.Td className="mono">{display(row.ExchangeId)}</Table.Td>
              <Table.Td className="mono" visibleFrom="sm">
                {display(row.CurrencyCode)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
