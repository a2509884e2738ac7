/**
 * The list of only the events new or changed since this browser's review, or only the watched ones, or both: picked
 * from the whole filtered list (every page of it, not the page shown), each row with what changed since the review,
 * old → new, and the whole of it marked reviewed at once.
 */
import { useMemo, useRef } from 'react';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { PageLoader } from '@/components/PageLoader';
import { formatNumber } from '@/lib/format';
import type { CodeBook } from '@/features/corporate-actions/model/codes';
import type { ColumnId } from '@/features/corporate-actions/inbox/columns';
import { EventsTable } from '@/features/corporate-actions/inbox/EventsTable';
import { InboxPager } from '@/features/corporate-actions/inbox/InboxPager';
import type { HolidayBook } from '@/features/corporate-actions/market-days/market-days';
import type { inboxQueries } from '@/features/corporate-actions/queries';
import { changedSinceReview, REVIEW_NOTE, useReviews } from './review';
import { useEventWatch, watchedEvents } from './watch';
import { DEFAULT_TOP, type InboxSearch, type SortColumnValue } from '@/features/corporate-actions/url';

interface Props {
  search: InboxSearch;
  /** The whole filtered list, sorted as the address says. */
  whole: ReturnType<typeof inboxQueries.address>['changed'];
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
  const { watch } = useEventWatch();
  const onlyChanged = search.changed === true;
  const onlyWatched = search.watched === true;
  const picked = useMemo(() => {
    const all = list.data ?? [];
    const changed = onlyChanged ? changedSinceReview(all, reviews) : all;
    return onlyWatched ? watchedEvents(changed, watch) : changed;
  }, [list.data, reviews, watch, onlyChanged, onlyWatched]);
  const top = search.top ?? DEFAULT_TOP;
  const skip = search.skip ?? 0;
  const rows = useMemo(() => picked.slice(skip, skip + top), [picked, skip, top]);
  const what = onlyWatched ? (onlyChanged ? 'watched and new or changed since your review' : 'watched') : 'new or changed since your review';
  // The count above the list: where the focus goes when "Mark all reviewed" empties the list and goes with it.
  const count = useRef<HTMLParagraphElement>(null);
  const back = <Switch size="xs" label={onlyWatched ? 'Only watched' : 'Only new or changed'} checked onChange={onAll} />;

  if (list.isPending) return <PageLoader label="Reading the whole list…" />;
  if (list.isError && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (onlyChanged && !reviews.lastReview) {
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
        <Text ref={count} tabIndex={-1} size="sm" role="status" aria-live="polite" title={onlyWatched ? WATCH_NOTE : REVIEW_NOTE}>
          {formatNumber(picked.length, 0)} of {formatNumber(list.data.length, 0)} {list.data.length === 1 ? 'event' : 'events'} {what} (this browser’s memory)
        </Text>
        <Group gap="xs" wrap="wrap">
          {back}
          {picked.length > 0 && (onlyChanged || reviews.lastReview) && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => {
                // Only new or changed: every row is now reviewed, and the button goes with the rows.
                if (onlyChanged) count.current?.focus();
                mark(picked);
              }}
            >
              Mark all {formatNumber(picked.length, 0)} reviewed
            </Button>
          )}
        </Group>
      </Group>
      {picked.length === 0 ? (
        onlyWatched ? (
          <EmptyState title={onlyChanged ? 'No watched event is new or changed since your review' : 'No watched event in this list'}>
            {onlyChanged ? 'Every watched event of this list is as it was when you marked it reviewed.' : WATCH_NOTE}
          </EmptyState>
        ) : (
          <EmptyState title="Nothing new or changed since your review">Every event of this list is as it was when you marked it reviewed.</EmptyState>
        )
      ) : (
        <>
          <Paper withBorder>
            <EventsTable
              events={rows}
              search={search}
              columns={columns}
              now={now}
              busy={false}
              onSort={onSort}
              holidays={holidays}
              types={types}
              changes={reviews.lastReview !== undefined}
            />
          </Paper>
          <InboxPager skip={skip} top={top} total={picked.length} rows={rows.length} hasNext={skip + top < picked.length} onPage={onPage} />
        </>
      )}
    </Stack>
  );
}

/** What a watched event is, said where the watched list is. */
export const WATCH_NOTE =
  'Watch an event on its page (or W on its row), or an instrument with Watch on its page: its events here are those of the chosen accounts, which the service lists only for what they hold.';
