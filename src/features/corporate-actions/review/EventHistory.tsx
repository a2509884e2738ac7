/**
 * The versions of an event this browser has seen (history.ts): when each was first seen and what differed from the
 * one before; exportable as CSV; cleared, with the review marks, on demand.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { CorporateActionEvent } from '@/api/types';
import { downloadText, safeFileName } from '@/lib/csv';
import { clean } from '@/lib/format';
import { timeline, timelineCsv, useClearReviewData, useHistory } from './history';
import { formatWhen } from '@/features/corporate-actions/model/event';

export function EventHistory({ event }: { event: CorporateActionEvent }) {
  const history = useHistory();
  const clear = useClearReviewData();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Where the focus goes once the buttons pressed have gone: the safe choice, back to the opener, or the section.
  const focusNext = useRef<'keep' | 'opener' | 'section' | undefined>(undefined);
  const section = useRef<HTMLElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = undefined;
    if (next === 'keep') keep.current?.focus();
    else if (next === 'opener') opener.current?.focus();
    else if (next === 'section') section.current?.focus();
  }, [confirming]);
  const answer = (next: 'opener' | 'section') => {
    focusNext.current = next;
    setConfirming(false);
  };
  const id = clean(event.EventId) ?? '';
  const versions = history[id] ?? [];
  const entries = timeline(versions);
  const count = versions.length;
  return (
    <Paper withBorder p="xs" mt="xs" component="section" aria-label="What the service said" ref={section} tabIndex={-1}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {count === 0 ? 'No version kept in this browser yet.' : `${count} ${count === 1 ? 'version' : 'versions'} seen in this browser`}
          {count > 0 && entries[0] ? `, the first ${formatWhen(entries[0].seen)}` : ''}.
        </Text>
        <Group gap="xs">
          {count > 0 && (
            <Button size="compact-sm" variant="default" aria-expanded={open} aria-controls="ca-versions" onClick={() => setOpen((shown) => !shown)}>
              {open ? 'Hide the versions' : 'Show the versions'}
            </Button>
          )}
          {count > 0 && (
            <Button size="compact-sm" variant="default" onClick={() => downloadText(safeFileName(`event-${id}-versions.csv`), timelineCsv(id, versions), 'text/csv;charset=utf-8')}>
              Export (CSV)
            </Button>
          )}
        </Group>
      </Group>
      {open && (
        <ol id="ca-versions" aria-label="Versions seen, newest first" reversed style={{ margin: '4px 0 0', paddingInlineStart: '1.4em' }}>
          {entries
            .map((entry, index) => (
              <li key={`${entry.seen}-${index}`}>
                <Text span size="sm" fw={600}>
                  {formatWhen(entry.seen)}
                </Text>
                <Text span size="sm">
                  {index === 0 ? ': first seen' : entry.changes.length ? `: ${entry.changes.map(([field, before, after]) => `${field}: ${before} → ${after}`).join('; ')}` : ''}
                </Text>
              </li>
            ))
            .reverse()}
        </ol>
      )}
      <Group justify="space-between" gap="xs" wrap="wrap" mt={4}>
        <Text size="xs" c="dimmed">
          This browser’s observations, not the broker’s record: the service sends no versions.
        </Text>
        {confirming ? (
          <Group gap={4}>
            <Text size="xs">Every event’s marks and versions?</Text>
            <Button
              size="compact-xs"
              color="red"
              onClick={() => {
                clear();
                answer('section');
              }}
            >
              Clear them
            </Button>
            <Button ref={keep} size="compact-xs" variant="default" onClick={() => answer('opener')}>
              Keep them
            </Button>
          </Group>
        ) : (
          <Button
            ref={opener}
            size="compact-xs"
            variant="subtle"
            color="gray"
            onClick={() => {
              focusNext.current = 'keep';
              setConfirming(true);
            }}
          >
            Clear review marks and versions…
          </Button>
        )}
      </Group>
    </Paper>
  );
}
