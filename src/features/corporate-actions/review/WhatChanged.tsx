/** The event page's review section: what changed since this browser's review, and the mark. */
import { Button, Group, Paper, Text } from '@mantine/core';
import type { CorporateActionEvent } from '@/api/types';
import { formatWhen } from '@/features/corporate-actions/model/event';
import { REVIEW_NOTE, reviewState, useReviews } from './review';

/** Since the review kept in this browser: new, changed (old → new) or unchanged; and the mark. */
export function WhatChanged({ event }: { event: CorporateActionEvent }) {
  const [reviews, mark] = useReviews();
  const state = reviewState(reviews, event);
  const when = 'at' in state ? formatWhen(state.at) : undefined;
  return (
    <Paper withBorder p="xs" mt="xs" component="section" aria-label="What changed">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {state.kind === 'unreviewed' && 'Not reviewed in this browser yet.'}
          {state.kind === 'new' && 'New since your last review.'}
          {state.kind === 'reviewed' && `Unchanged since you reviewed it (${when}).`}
          {state.kind === 'changed' && `Changed since you reviewed it (${when}):`}
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => mark([event])} disabled={state.kind === 'reviewed'}>
          {state.kind === 'reviewed' ? 'Reviewed' : 'Mark reviewed'}
        </Button>
      </Group>
      {state.kind === 'changed' && (
        <ul aria-label="Changed fields" style={{ margin: 0, paddingInlineStart: '1.2em' }}>
          {state.changes.map(([field, before, after]) => (
            <li key={field}>
              <Text span size="sm">
                {field}: {before} → {after}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <Text size="xs" c="dimmed">
        {REVIEW_NOTE}
      </Text>
    </Paper>
  );
}
