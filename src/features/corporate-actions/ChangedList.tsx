/**
 * The list of only the events new or changed since this browser's review: picked from the whole filtered list (every
 * page of it, not the page shown), each row with what changed, old → new, and the whole of it marked reviewed at once.
 */
import { useMemo } from 'react';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { PageLoader } from '@/components/PageLoader';
import { formatNumber } from '@/lib/format';
import type { CodeBook } from './codes';
import type { ColumnId } from './columns';
import { EventsTable } from './EventsTable';
import { InboxPager } from './InboxPager';
import type { HolidayBook } from './market-days';
import type { inboxQueries } from './queries';
import { changedSinceReview, REVIEW_NOTE, useReviews } from './review';
import { DEFAULT_TOP, type InboxSearch, type SortColumnValue } from './url';

interface Props {
  search: InboxSearch;
  /** The whole filtered list, sorted as the address says. */
  whole: ReturnType<typeof inboxQueries>['changed'];
  columns: ColumnId[];
  now: Date;
  holidays?: HolidayBook;
  types?: CodeBook;
  onSort: (column: SortColumnValue) => void;
  onPage: (next: Partial<InboxSearch>) => void;
  /** Back to the whole list. */
  onAll: () => void;
}

export function ChangedList({ search, whole, columns, now, holidays, types, onSort, onPage, onAll }: Props) {
  const list = useQuery({ ...whole, retryOnMount: false });
  const [reviews, mark] = useReviews();
  const changed = useMemo(() => (list.data ? changedSinceReview(list.data, reviews) : []), [list.data, reviews]);
  const top = search.top ?? DEFAULT_TOP;
  const skip = search.skip ?? 0;
  const rows = useMemo(() => changed.slice(skip, skip + top), [changed, skip, top]);
  const back = <Switch size="xs" label="Only new or changed" checked onChange={onAll} />;

  if (list.isPending) return <PageLoader label="Reading the whole list…" />;
  if (list.isError && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!reviews.lastReview) {
    return (
      <Stack gap="sm">
        {back}
        <EmptyState title="Nothing reviewed in this browser yet">Mark events reviewed first: this list shows what is new or has changed since then.</EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" role="status" aria-live="polite" title={REVIEW_NOTE}>
          {formatNumber(changed.length, 0)} of {formatNumber(list.data.length, 0)} {list.data.length === 1 ? 'event' : 'events'} new or changed since your review (this browser’s memory)
        </Text>
        <Group gap="xs" wrap="wrap">
          {back}
          {changed.length > 0 && (
            <Button size="compact-xs" variant="default" onClick={() => mark(changed)}>
              Mark all {formatNumber(changed.length, 0)} reviewed
            </Button>
          )}
        </Group>
      </Group>
      {changed.length === 0 ? (
        <EmptyState title="Nothing new or changed since your review">Every event of this list is as it was when you marked it reviewed.</EmptyState>
      ) : (
        <>
          <Paper withBorder>
            <EventsTable events={rows} search={search} columns={columns} now={now} busy={false} onSort={onSort} holidays={holidays} types={types} changes />
          </Paper>
          <InboxPager skip={skip} top={top} total={changed.length} rows={rows.length} hasNext={skip + top < changed.length} onPage={onPage} />
        </>
      )}
    </Stack>
  );
}
