/**
 * The corporate-actions inbox (4.8): whose events, the Upcoming / Active /
 * Past tabs with counts, the filters, a table sorted and paged by the
 * service (or a calendar of the same list), exports, and a box that opens
 * any event by id (4.9).
 */
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Alert, Button, Collapse, Group, Loader, Paper, SegmentedControl, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMediaQuery } from '@mantine/hooks';
import { useApi, useBackend } from '@/api/backend';
import { feedItems } from '@/api/client';
import { caQueries } from '@/api/queries/corporate-actions';
import type { CorporateActionEvent, Feed } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { PageLoader } from '@/components/PageLoader';
import { formatNumber } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { CalendarView } from './CalendarView';
import { readColumns, writeColumns, type ColumnId } from './columns';
import { ColumnChooser, EventsTable } from './EventsTable';
import { ExportBar } from './ExportBar';
import { FilterBar } from './FilterBar';
import { calendarParams, dueThisWeekFilters, dueThisWeekParams, isNotEntitled, parseEventId, tabCountParams } from './load';
import { dayNumber, dayText } from './model';
import { NotEntitled } from './NotEntitled';
import { DEFAULT_TOP, EVENT_STATUSES, PAGE_SIZES, activeFilterCount, nextSort, toServiceParams, lookupParams, whosePart, withPatch, type InboxSearch } from './url';
import { WhosePicker } from './WhosePicker';

interface Props {
  search: InboxSearch;
  /** Changes the address: the next state from the one in force (stable across renders). */
  onNavigate: (update: (previous: InboxSearch) => InboxSearch, options?: { replace?: boolean }) => void;
}

function countOf(feed: Feed<unknown> | null | undefined): number | undefined {
  const count = feed?.__count;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined;
}

const TABS = [{ value: 'all', label: 'All' }, ...EVENT_STATUSES.map((status) => ({ value: status, label: status }))];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The demo's whose-events names come from its directory, not from the events shown. */
const NO_EVENTS: CorporateActionEvent[] = [];

export function InboxPage({ search, onNavigate }: Props) {
  const api = useApi();
  const backend = useBackend();
  const now = useNow(60_000);
  const today = dayText(dayNumber(now));
  const calendar = search.view === 'calendar';
  const params = toServiceParams(search);
  const list = useQuery({ ...caQueries.events(api, params), placeholderData: keepPreviousData, enabled: !calendar });
  const lookup = useQuery({ ...caQueries.lookup(api, lookupParams(search)), placeholderData: keepPreviousData });
  const counts = useQueries({
    queries: [undefined, ...EVENT_STATUSES].map((status) => ({ ...caQueries.events(api, tabCountParams(search, status)), placeholderData: keepPreviousData })),
  });
  const due = useQuery({ ...caQueries.events(api, dueThisWeekParams(search, now)), placeholderData: keepPreviousData });
  const [columns, setColumns] = useState<ColumnId[]>(() => readColumns(storage()));
  // On a phone the filters fold away behind a button; on wider screens they are always shown.
  const narrow = useMediaQuery('(max-width: 48em)') === true;
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Stable, and applied to the address in force: the filters and the whose-events picker (memoised) keep it across sorts and pages.
  const patch = useCallback(
    (changes: Partial<InboxSearch>, options: { keepPage?: boolean; replace?: boolean } = {}) =>
      onNavigate((previous) => withPatch(previous, changes, { keepPage: options.keepPage ?? false }), { replace: options.replace ?? false }),
    [onNavigate],
  );
  const patchFilters = useCallback((changes: Partial<InboxSearch>) => patch(changes), [patch]);

  const forbidden = [list.error, lookup.error, counts[0]?.error].find(isNotEntitled);
  if (forbidden) return <NotEntitled />;

  const events = feedItems(list.data);
  const total = countOf(list.data);
  const top = search.top ?? DEFAULT_TOP;
  const skip = search.skip ?? 0;
  const tab = search.status ?? 'all';
  const dueCount = countOf(due.data);
  const lookupEntries = lookup.data ? feedItems(lookup.data) : undefined;

  const content: ReactNode = calendar ? (
    <CalendarView params={calendarParams(search)} search={search} month={search.month ?? today.slice(0, 7)} today={today} onMonth={(month) => patch({ month }, { keepPage: true })} />
  ) : list.isPending ? (
    <PageLoader label="Loading events…" />
  ) : list.isError && !list.data ? (
    <ErrorState error={list.error} onRetry={() => void list.refetch()} />
  ) : (
    <Stack gap="sm">
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} compact />}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" role="status" aria-live="polite">
          {summary(events.length, skip, total)}
          {list.isFetching && <Loader size="xs" ml="xs" aria-label="Updating" />}
        </Text>
        <ColumnChooser
          columns={columns}
          onChange={(next) => {
            setColumns(next);
            writeColumns(storage(), next);
          }}
        />
      </Group>
      {events.length === 0 ? (
        <EmptyState title="No events">
          {activeFilterCount(search) || search.status
            ? 'No event matches these filters. Clear some filters or choose another tab.'
            : 'No corporate actions affect these holdings within a year of today.'}
        </EmptyState>
      ) : (
        <Paper withBorder>
          <EventsTable events={events} search={search} columns={columns} now={now} onSort={(column) => patch(nextSort(search, column))} />
        </Paper>
      )}
      <Pager skip={skip} top={top} total={total} rows={events.length} hasNext={Boolean(list.data?.__next)} onPage={(next) => patch(next, { keepPage: true })} />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>Corporate actions</Title>
          <Text c="dimmed" size="sm" maw={720}>
            Mandatory and voluntary events on instruments the selected accounts hold, with an execution date within a year of today. Cancelled and completed events are
            not listed: open them by event id.
          </Text>
        </div>
        <DueThisWeek count={dueCount} loading={due.isPending} onShow={() => onNavigate((previous) => ({ ...whosePart(previous), ...dueThisWeekFilters(now), sort: 'Date', dir: 'Asc' }))} />
      </Group>

      <WhosePicker search={search} events={backend.kind === 'demo' ? NO_EVENTS : events} onChange={patchFilters} />
      <FindById search={search} />

      <Paper withBorder p="sm">
        {narrow && (
          <Button variant="subtle" size="compact-sm" onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen} aria-controls="ca-filters">
            {filtersOpen ? 'Hide filters' : 'Show filters'}
            {activeFilterCount(search) ? ` (${activeFilterCount(search)} in use)` : ''}
          </Button>
        )}
        <Collapse expanded={!narrow || filtersOpen} id="ca-filters">
          <FilterBar search={search} onChange={patchFilters} lookup={lookupEntries} lookupError={lookup.isError} />
        </Collapse>
      </Paper>
      {lookup.isError && (
        <Alert color="yellow" variant="light" title="The filter lists could not be loaded">
          Event and asset types can still be used from the address.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void lookup.refetch()}>
            Try again
          </Anchor>
        </Alert>
      )}

      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="View"
          value={calendar ? 'calendar' : 'table'}
          onChange={(value) => patch({ view: value === 'calendar' ? 'calendar' : undefined }, { keepPage: true })}
          data={[
            { value: 'table', label: 'Table' },
            { value: 'calendar', label: 'Calendar' },
          ]}
        />
        <ExportBar params={calendarParams(search)} total={countOf(counts[tab === 'all' ? 0 : EVENT_STATUSES.indexOf(tab as (typeof EVENT_STATUSES)[number]) + 1]?.data)} />
      </Group>

      <Tabs value={tab} onChange={(value) => patch({ status: value && value !== 'all' ? (value as InboxSearch['status']) : undefined })} keepMounted={false}>
        <Tabs.List aria-label="Event status">
          {TABS.map((item, index) => {
            const count = countOf(counts[index]?.data);
            return (
              <Tabs.Tab key={item.value} value={item.value} rightSection={<Text span size="xs" c="dimmed" className="tabular">{count === undefined ? '…' : formatNumber(count, 0)}</Text>}>
                {item.label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {TABS.map((item) => (
          <Tabs.Panel key={item.value} value={item.value} pt="sm">
            {item.value === tab ? content : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function summary(rows: number, skip: number, total: number | undefined): string {
  const noun = (value: number) => `${formatNumber(value, 0)} ${value === 1 ? 'event' : 'events'}`;
  if (rows === 0) return total ? `No rows at offset ${formatNumber(skip, 0)} of ${noun(total)}` : 'No events';
  if (total !== undefined) return skip === 0 && rows >= total ? noun(total) : `Showing ${formatNumber(skip + 1, 0)}–${formatNumber(skip + rows, 0)} of ${noun(total)}`;
  return `Showing ${formatNumber(skip + 1, 0)}–${formatNumber(skip + rows, 0)}`;
}

function Pager({ skip, top, total, rows, hasNext, onPage }: { skip: number; top: number; total: number | undefined; rows: number; hasNext: boolean; onPage: (next: Partial<InboxSearch>) => void }) {
  const pages = total !== undefined ? Math.max(1, Math.ceil(total / top)) : undefined;
  const page = Math.floor(skip / top) + 1;
  const next = total !== undefined ? skip + top < total : hasNext;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="nav" aria-label="Pages">
      <Group gap="xs">
        <Button variant="default" size="sm" disabled={skip === 0} onClick={() => onPage({ skip: Math.max(0, skip - top) || undefined })}>
          Previous page
        </Button>
        <Text size="sm" className="tabular">
          Page {formatNumber(page, 0)}
          {pages !== undefined ? ` of ${formatNumber(pages, 0)}` : ''}
        </Text>
        <Button variant="default" size="sm" disabled={!next || rows === 0} onClick={() => onPage({ skip: skip + top })}>
          Next page
        </Button>
      </Group>
      <Select
        label="Rows per page"
        size="sm"
        w={140}
        allowDeselect={false}
        data={[...new Set([...PAGE_SIZES, top])].sort((a, b) => a - b).map((size) => ({ value: String(size), label: String(size) }))}
        value={String(top)}
        onChange={(value) => onPage({ top: Number(value) === DEFAULT_TOP ? undefined : Number(value), skip: undefined })}
      />
    </Group>
  );
}

function DueThisWeek({ count, loading, onShow }: { count: number | undefined; loading: boolean; onShow: () => void }) {
  if (loading && count === undefined) return null;
  if (count === undefined) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg={count > 0 ? 'var(--mantine-color-red-light)' : undefined}>
      <Group gap="sm" wrap="nowrap">
        <Text fw={700} size="lg" className="tabular">
          {formatNumber(count, 0)}
        </Text>
        <Text size="sm">{count === 1 ? 'election due this week' : 'elections due this week'}</Text>
        {count > 0 && (
          <Button size="compact-sm" variant="default" onClick={onShow}>
            Show
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Opens any event by id through 4.9, cancelled and complete ones included, for the same selection. */
function FindById({ search }: { search: InboxSearch }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = parseEventId(value);
    if (!id) {
      setError('An event id is letters and digits, e.g. 9501103');
      return;
    }
    setError(undefined);
    void navigate({ to: '/corporate-actions/$eventId', params: { eventId: id }, search });
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Find by event id">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="Find by event id"
          description="Any event the selection holds, cancelled, complete and older ones included"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value}
          error={error}
          onChange={(event) => setValue(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Button type="submit" variant="default">
          Open event
        </Button>
      </Group>
    </form>
  );
}

