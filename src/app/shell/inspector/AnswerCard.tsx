/** One answer of a comparison (the inspector's resend and its comparison with the simulator): its outcome, time, size and URL. */
import type { ReactNode } from 'react';
import { Badge, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Exchange } from '@/api/request-log';
import { formatBytes, formatDuration, outcomeOf, type Tone } from './inspect';

const TONE_COLOR: Readonly<Record<Tone, string>> = { pending: 'blue', ok: 'teal', error: 'red', aborted: 'gray' };

const clock = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function AnswerCard({ title, record, children }: { title: string; record: Exchange | undefined; children?: ReactNode }) {
  const outcome = record && outcomeOf(record);
  const facts = record ? [`sent ${clock(record.startedAt)}`, formatDuration(record.durationMs), formatBytes(record.size)].filter(Boolean).join(' · ') : '';
  return (
    <Paper withBorder p="xs" component="section" aria-label={title}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {record && outcome ? (
          <>
            <Badge size="sm" variant="light" color={TONE_COLOR[outcome.tone]} leftSection={outcome.tone === 'pending' ? <Loader size={10} aria-hidden="true" /> : undefined}>
              {outcome.text}
            </Badge>
            <Text size="xs" c="dimmed">
              {facts}
            </Text>
            <Text size="xs" className="mono" style={{ overflowWrap: 'anywhere' }}>
              {record.url}
            </Text>
            {children}
          </>
        ) : (
          <Text size="xs" c="dimmed">
            The log no longer holds this request (it keeps the newest 200).
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
