/**
 * The corporate-actions inbox (4.8): what needs attention (WarningsStrip),
 * whose events, the Action needed / All / Upcoming / Active / Past tabs with
 * counts, the filters, a table sorted and paged by the service (or a
 * calendar, the payments, or only what changed since the review, of the same
 * list), exports, and a box that opens any event by id (4.9).
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { hashKey, keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useApi, useBackend } from '@/api/backend';
import { feedItems } from '@/api/client';
import type { EventListParams } from '@/api/queries/corporate-actions';
import type { CorporateActionEvent } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { PastTheEnd } from '@/components/PastTheEnd';
import { SkipLink } from '@/components/SkipLink';
import { KeptPageNotice } from '@/components/StaleNotice';
import { LookupNotice } from './LookupNotice';
import { SelectionArea } from './SelectionArea';
import { PageLoader } from '@/components/PageLoader';
import { formatNumber } from '@/lib/format';
import { StatusTabs } from './StatusTabs';
import { ViewBar, type View } from './ViewBar';
import { listSummary } from './list-summary';
import { useKeptData } from '@/lib/use-kept-data';
import { useNow } from '@/lib/use-now';
import { CalendarView } from '@/features/corporate-actions/calendar/CalendarView';
import { readColumns, writeColumns, type ColumnId } from './columns';
import { ColumnChooser, EventsTable } from './EventsTable';
import { ForecastView } from '@/features/corporate-actions/forecast/ForecastView';
import { forecastOf } from '@/features/corporate-actions/model/pays';
import { isNotEntitled } from '@/features/corporate-actions/load';
import { inboxQueries } from '@/features/corporate-actions/queries';
import { ActionList } from './ActionList';
import { ChangedList } from '@/features/corporate-actions/review/ChangedList';
import { codeBook } from '@/features/corporate-actions/model/codes';
import { InboxPager } from './InboxPager';
import { ReviewBar } from '@/features/corporate-actions/review/ReviewBar';
import { writeOpening } from './opening';
import { useRecordVersions } from '@/features/corporate-actions/review/history';
import { WarningsStrip } from './WarningsStrip';
import { focusListStart } from './row-focus';
import { actionRows, userTimeZone, type ActionScope } from '@/features/corporate-actions/model/action';
import { dayNumber, dayText } from '@/features/corporate-actions/model/event';
import { NotEntitled } from '@/features/corporate-actions/NotEntitled';
import {
  DEFAULT_DUE_IN,
  DEFAULT_TOP,
  EVENT_STATUSES,
  activeFilterCount,
  nextSort,
  toServiceParams,
  whosePart,
  withPatch,
  type EventStatusValue,
  type InboxSearch,
  type SortColumnValue,
} from '@/features/corporate-actions/url';
import { useListHolidays } from '@/features/corporate-actions/market-days/market-holidays';
import { usePrefetchWhenIdle } from './idle-prefetch';
import { feedCount } from '@/api/feed';
import { webStorage } from '@/api/storage';

interface Props {
  search: InboxSearch;
  /** Changes the address: the next state from the one in force (stable across renders). */
  onNavigate: (update: (previous: InboxSearch) => InboxSearch, options?: { replace?: boolean }) => void;
}

/** Two requests for pages of the same list. */
const samePages = (a: EventListParams, b: EventListParams) => hashKey([{ ...a, $skip: undefined, $top: undefined }]) === hashKey([{ ...b, $skip: undefined, $top: undefined }]);

const storage = () => webStorage('localStorage');

/**
 * The queries the route's loader starts: the previous answer stays shown while the next loads, and one the loader
 * saw fail is not asked again just because the page mounted after the failure (the error shows, with its retry).
 */
const LOADED = { placeholderData: keepPreviousData, retryOnMount: false } as const;
/** A request that failed with no answer kept from before. */
const failedBare = (query: { isError: boolean; data?: unknown }) => query.isError && query.data === undefined;

/** The demo's whose-events names come from its directory, not from the events shown. */
const NO_EVENTS: CorporateActionEvent[] = [];
/** The status tabs' id, from which Mantine names each tab (`<id>-tab-<value>`). */
const STATUS_TABS = 'ca-status';

export function InboxPage({ search, onNavigate }: Props) {
  const api = useApi();
  const backend = useBackend();
  const now = useNow(60_000);
  const today = dayText(dayNumber(now));
  const chosenView: View = search.view === 'calendar' || search.view === 'forecast' ? search.view : 'table';
  // The view control answers at once; the view it chose (a page of rows or a month) follows in an interruptible render.
  const shownView = useDeferredValue(chosenView);
  const calendar = shownView === 'calendar';
  const params = toServiceParams(search);
  // The whole filtered list of the tab (the calendar's, the exports'), and every status's (the forecast's).
  const wholeParams = toServiceParams(search, 'whole');
  // The exports' list: the whole list in the table's order.
  const exportParams = toServiceParams(search, 'sorted');
  const acting = search.action !== undefined;
  // The same query options the route's loader started (queries.ts).
  const queries = inboxQueries.address(api, search, now);
  const list = useQuery({ ...queries.page, ...LOADED, enabled: chosenView === 'table' && !acting && !search.changed && !search.watched });
  const actionList = useQuery({ ...queries.action, ...LOADED });
  const dueList = useQuery({ ...queries.due, ...LOADED });
  const timeZone = useMemo(() => userTimeZone(), []);
  // The strip reads whose events and its days only: a filter, sort or tab leaves it as it is (not drawn again).
  const { client, account, group, subs, dueIn } = search;
  const stripSearch = useMemo(() => ({ ...whosePart({ client, account, group, subs }), ...(dueIn === undefined ? {} : { dueIn }) }), [client, account, group, subs, dueIn]);
  const actionEvents = actionList.data;
  // The market holidays before the open elections' cut-offs (one request for the list, see market-days.ts).
  const holidays = useListHolidays(actionEvents, now);
  const actionCount = useMemo(() => (actionEvents ? actionRows(actionEvents, now, 'open').length : undefined), [actionEvents, now]);
  const lookup = useQuery({ ...queries.lookup, ...LOADED });
  const counts = useQueries({ queries: queries.counts.map((options) => ({ ...options, ...LOADED })) });
  const lookupEntries = useMemo(() => (lookup.data ? feedItems(lookup.data) : undefined), [lookup.data]);
  const eventTypes = useMemo(() => codeBook(lookupEntries, 'eventType'), [lookupEntries]);
  const [columns, setColumns] = useState<ColumnId[]>(() => readColumns(storage()));
  // "Updating" only for a list that takes a while: one answered at once would only flash it.
  const [slow] = useDebouncedValue(list.isFetching, 150);
  // On a phone the first screen shows events: whose events, saved views and the id box fold away, the filters are one line.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  // Stable, and applied to the address in force, so the parts that a sort or a page does not change (memoised) keep them.
  const patch = useCallback(
    (changes: Partial<InboxSearch>, options: { keepPage?: boolean } = {}) => onNavigate((previous) => withPatch(previous, changes, { keepPage: options.keepPage ?? false })),
    [onNavigate],
  );
  const patchFilters = useCallback((changes: Partial<InboxSearch>) => patch(changes), [patch]);
  const onPage = useCallback((next: Partial<InboxSearch>) => patch(next, { keepPage: true }), [patch]);
  // Back from a page past the end: the buttons go away with it, and the focus goes to the first row once it is drawn.
  const focusRows = useRef(false);
  const onPastEnd = useCallback(
    (skip: number) => {
      focusRows.current = true;
      patch({ skip: skip > 0 ? skip : undefined }, { keepPage: true });
    },
    [patch],
  );
  const onSort = useCallback((column: SortColumnValue) => onNavigate((previous) => withPatch(previous, nextSort(previous, column))), [onNavigate]);
  // The choice is kept: an address that names no view opens on it next time (opening.ts).
  const onTab = useCallback(
    (value: string | null) => {
      writeOpening(value === 'action' ? 'action' : 'list');
      if (value === 'action') patch({ action: 'open', status: undefined });
      else patch({ action: undefined, status: value && value !== 'all' ? (value as InboxSearch['status']) : undefined });
    },
    [patch],
  );
  const onScope = useCallback((scope: ActionScope) => patch({ action: scope }), [patch]);
  const onDueIn = useCallback((days: number) => patch({ dueIn: days === DEFAULT_DUE_IN ? undefined : days }, { keepPage: true }), [patch]);
  const onOnlyChanged = useCallback(() => patch({ changed: true }), [patch]);
  const onAllEvents = useCallback(() => patch({ changed: undefined, watched: undefined }), [patch]);
  const onView = useCallback((view: View) => patch({ view: view === 'table' ? undefined : view }, { keepPage: true }), [patch]);
  const onColumns = useCallback((next: ColumnId[]) => {
    setColumns(next);
    writeColumns(storage(), next);
  }, []);

  // A failed refresh, or a failed change of page, keeps the page shown, marked stale.
  const shown = useKeptData(list, params, hashKey([params]), samePages);
  // Each version of the events shown that this browser sees is kept (history.ts), in a quiet moment.
  useRecordVersions(useMemo(() => feedItems(shown.data), [shown.data]));
  // A long list (more than a page) is fetched whole in the first quiet moment, for the calendar and the forecast.
  const wholeCount = feedCount(counts[search.status ? EVENT_STATUSES.indexOf(search.status) + 1 : 0]?.data);
  usePrefetchWhenIdle(queries.calendar, inboxQueries.cacheRoot(api), wholeCount, chosenView === 'table' && !acting, (events) => forecastOf(events, today));
  const rowsShown = feedItems(shown.data).length > 0;
  useEffect(() => {
    if (!rowsShown || !focusRows.current) return;
    focusRows.current = false;
    focusListStart();
  }, [rowsShown]);
  const forbidden = [list.error, lookup.error, counts[0]?.error].find(isNotEntitled);
  if (forbidden) return <NotEntitled />;

  const events = feedItems(shown.data);
  const total = feedCount(shown.data);
  const top = search.top ?? DEFAULT_TOP;
  const skip = search.skip ?? 0;
  const tab = acting ? 'action' : (search.status ?? 'all');
  // Try again asks for whatever of the page failed: the list, and the counts beside it.
  const retryFailed = () => {
    for (const query of [list, actionList, dueList, lookup]) if (query.isError) void query.refetch();
    for (const count of counts) if (count.isError) void count.refetch();
  };
  // A count whose request failed (with nothing kept) says so, where one still on its way shows "…".
  const tabCounts = [failedBare(actionList) ? null : actionCount, ...counts.map((count) => (failedBare(count) ? null : feedCount(count.data)))];
  const listTotal = tabCounts[tab === 'all' ? 1 : EVENT_STATUSES.indexOf(tab as EventStatusValue) + 2] ?? undefined;

  const content: ReactNode = acting ? (
    actionList.isPending ? (
      <PageLoader label="Loading open elections…" />
    ) : actionList.isError && !actionEvents ? (
      <ErrorState error={actionList.error} onRetry={retryFailed} />
    ) : (
      <ActionList events={actionEvents ?? NO_EVENTS} search={search} now={now} timeZone={timeZone} onScope={onScope} holidays={holidays} />
    )
  ) : shownView === 'forecast' ? (
    <ForecastView params={toServiceParams(search, 'filters')} today={today} />
  ) : calendar ? (
    <CalendarView params={wholeParams} search={search} month={search.month ?? today.slice(0, 7)} today={today} onMonth={(month) => patch({ month }, { keepPage: true })} />
  ) : search.changed || search.watched ? (
    <ChangedList search={search} whole={queries.changed} columns={columns} now={now} holidays={holidays} types={eventTypes} onSort={onSort} onPage={onPage} onAll={onAllEvents} />
  ) : list.isPending ? (
    <PageLoader label="Loading events…" />
  ) : list.isError && !shown.data ? (
    <ErrorState error={list.error} onRetry={retryFailed} />
  ) : (
    <Stack gap="sm">
      <KeptPageNotice data={shown} page={Math.floor(skip / top) + 1} onRetry={() => void list.refetch()} list="the events" />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" role="status" aria-live="polite">
          {shown.kept ? `Page ${formatNumber(Math.floor(skip / top) + 1, 0)} could not be loaded` : listSummary(events.length, skip, total)}
          {/* A picture only: the summary beside it is the status screen readers hear. */}
          {list.isFetching && slow && <Loader size="xs" ml="xs" aria-hidden="true" />}
        </Text>
        {events.length > 0 && <ReviewBar events={events} total={total} whole={queries.calendar} onOnlyChanged={onOnlyChanged} />}
      </Group>
      {events.length === 0 && list.isPlaceholderData ? (
        // An empty page kept while another loads says nothing of the next one.
        <PageLoader label="Loading events…" />
      ) : events.length === 0 && skip > 0 && !shown.kept ? (
        <PastTheEnd skip={skip} top={top} total={total} noun={['event', 'events']} onPage={onPastEnd} />
      ) : events.length === 0 ? (
        <EmptyState title="No events">
          {activeFilterCount(search) || search.status
            ? 'No event matches these filters. Clear some filters or choose another tab.'
            : 'No corporate actions affect these holdings within a year of today.'}
        </EmptyState>
      ) : (
        <Paper withBorder>
          <EventsTable events={events} search={search} columns={columns} now={now} busy={list.isPlaceholderData} onSort={onSort} holidays={holidays} types={eventTypes} />
        </Paper>
      )}
      <InboxPager skip={skip} top={top} total={shown.kept ? undefined : total} rows={events.length} hasNext={!shown.kept && Boolean(shown.data?.__next)} onPage={onPage} />
    </Stack>
  );

  return (
    <Stack gap="xs">
      <SkipLink href="#ca-list" onSkip={focusListStart}>
        Skip to the list
      </SkipLink>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            Corporate actions
          </Title>
          {!phone && (
            <Text c="dimmed" size="xs">
              Events on instruments the selected accounts hold, executing within a year. Cancelled and completed events are not listed: open them by id.
            </Text>
          )}
        </div>
        <WarningsStrip
          search={stripSearch}
          now={now}
          timeZone={timeZone}
          openElections={dueList.data}
          onDueRetry={failedBare(dueList) ? () => void dueList.refetch() : undefined}
          onDueIn={onDueIn}
          phone={phone}
        />
      </Group>

      <SelectionArea
        search={search}
        phone={phone}
        events={backend.kind === 'demo' ? NO_EVENTS : events}
        onChange={patchFilters}
        lookup={lookupEntries}
        lookupError={lookup.isError}
        columns={!acting && shownView === 'table' ? { columns, onColumns } : undefined}
        exports={acting ? undefined : { params: exportParams, total: listTotal }}
      />
      <LookupNotice lookup={lookup} />

      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Tabs id={STATUS_TABS} value={tab} onChange={onTab}>
          <StatusTabs counts={tabCounts} />
        </Tabs>
        {!acting && (
          <Group gap="xs" wrap="wrap">
            <ViewBar view={chosenView} onView={onView} params={exportParams} total={listTotal} exports={!phone} />
            {shownView === 'table' && !phone && <ColumnChooser columns={columns} onChange={onColumns} />}
          </Group>
        )}
      </Group>
      {/* One panel whatever the tab, so a tab change updates the table in place instead of building it again. It stands
          outside the Tabs: their context changes at every render, and React would walk every row of the table to see who reads it. */}
      <Box role="tabpanel" id={`${STATUS_TABS}-panel-${tab}`} aria-labelledby={`${STATUS_TABS}-tab-${tab}`}>
        {content}
      </Box>
    </Stack>
  );
}
