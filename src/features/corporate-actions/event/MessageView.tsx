/**
 * The event as an MT564 reader expects it (mt564.ts): folded away until asked for, plainly marked as not a SWIFT
 * message, copyable as text.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { CorporateActionEvent } from '@/api/types';
import { CopyButton } from '@/components/CopyButton';
import { messageLines, messageText } from './mt564';

export function MessageView({ event }: { event: CorporateActionEvent }) {
  const [open, setOpen] = useState(false);
  const text = useMemo(() => (open ? messageText(messageLines(event)) : ''), [open, event]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ca-message">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id="ca-message">
          In the order of an MT564 notification
        </Title>
        <Group gap="xs">
          {open && <CopyButton value={text} label="Copy the layout as text" />}
          <Button size="compact-sm" variant="default" aria-expanded={open} aria-controls="ca-message-text" onClick={() => setOpen((shown) => !shown)}>
            {open ? 'Hide' : 'Show'}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        Not a SWIFT message: the event’s fields as this page read them from the service, placed where a reader of MT564 notifications looks for them. Values with no tag of their
        own here are under additional text (ADTX), by field.
      </Text>
      <div id="ca-message-text">
        {open && (
          // Wrapped rather than scrolled sideways: a phone reads it whole.
          <pre
            className="mono"
            aria-label="MT564 layout"
            style={{ margin: 0, marginTop: 8, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'var(--mantine-font-size-xs)' }}
          >
            {text}
          </pre>
        )}
      </div>
    </Paper>
  );
}
