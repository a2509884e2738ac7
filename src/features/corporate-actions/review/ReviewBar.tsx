/**
 * The review marks above the list: how many rows of the page are new or changed since this browser's review, marking
 * the page or the whole filtered list reviewed, and the switch to the list of only what is new or changed.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CorporateActionEvent } from '@/api/types';
import { formatNumber } from '@/lib/format';
import type { inboxQueries } from '@/features/corporate-actions/queries';
import { REVIEW_NOTE, reviewState, useReviews } from './review';

interface Props {
  /** The rows of the page shown. */
  events: readonly CorporateActionEvent[];
  /** The whole filtered list's size, when known. */
  total: number | undefined;
  /** The whole filtered list, read when it is all marked reviewed. */
  whole: ReturnType<typeof inboxQueries.address>['calendar'];
  /** Shows only the events new or changed since the review. */
  onOnlyChanged: () => void;
}

export function ReviewBar({ events, total, whole, onOnlyChanged }: Props) {
  const [reviews, mark] = useReviews();
  const queryClient = useQueryClient();
  const [marking, setMarking] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = useMemo(() => events.filter((event) => ['new', 'changed'].includes(reviewState(reviews, event).kind)).length, [events, reviews]);
  const markAll = async () => {
    setMarking(true);
    setFailed(false);
    try {
      mark(await queryClient.fetchQuery(whole));
    } catch {
      setFailed(true);
    } finally {
      setMarking(false);
    }
  };
  const wholeList = total !== undefined && total > events.length;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="xs" c="dimmed" title={REVIEW_NOTE}>
        {reviews.lastReview ? `${formatNumber(open, 0)} new or changed on this page since your review` : 'Nothing reviewed in this browser yet'}
      </Text>
      <Button size="compact-xs" variant="default" onClick={() => mark(events)}>
        Mark these {formatNumber(events.length, 0)} reviewed
      </Button>
      {wholeList && (
        <Button size="compact-xs" variant="default" loading={marking} onClick={() => void markAll()}>
          Mark all {formatNumber(total, 0)} reviewed
        </Button>
      )}
      {failed && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          The whole list could not be read: nothing was marked.
        </Text>
      )}
      {reviews.lastReview && <Switch size="xs" label="Only new or changed" checked={false} onChange={onOnlyChanged} />}
    </Group>
  );
}
