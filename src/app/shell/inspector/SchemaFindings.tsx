/**
 * The inspector's schema check on screen: each request's findings (where, the value, what the published
 * schema allows), and the session's, to copy as Markdown or JSON. See schema-findings.ts.
 */
import { useId, useState } from 'react';
import { Badge, Box, Button, Code, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { Exchange } from '@/api/request-log';
import type { Finding } from '@/spec/check';
import { findingsJson, findingsMarkdown, KIND_LABELS, summaryText, type RecordCheck, type SessionSummary } from './schema-findings';
import { useCopy } from './use-copy';

/** Findings shown of one answer before "Show all". */
const FIRST = 5;
/** Findings shown of one answer in the session's list (the copies hold every kept one). */
const SESSION_FIRST = 20;

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function FindingList({ findings, label }: { findings: readonly Finding[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {findings.map((finding, index) => (
        <li key={`${finding.path}-${index}`}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} className="mono" size="sm">
              {finding.path || '(the answer)'}
            </Text>{' '}
            · {KIND_LABELS[finding.kind]}: <Code style={{ overflowWrap: 'anywhere' }}>{finding.value}</Code>
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Allowed: {finding.allowed}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The mark beside the inspector's header button while the session's answers have findings. The inspector
 * renders it (the header only mounts the inspector after the button), so it is no part of the first load.
 */
export function FindingsMark({ total }: { total: number }) {
  const label = `Schema findings in this session: ${total.toLocaleString('en-US')}`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={`${label} (see the request inspector)`}
      w={8}
      h={8}
      ml={-8}
      bg="orange.7"
      style={{ borderRadius: '50%', flexShrink: 0 }}
    />
  );
}

/** One request's schema check, under its line in the inspector. */
export function RequestFindings({ record, check }: { record: Exchange; check: RecordCheck | undefined }) {
  const [all, setAll] = useState(false);
  if (record.state === 'pending') return null;
  if (!check) {
    return (
      <Text size="xs" c="dimmed">
        Schema check: checking…
      </Text>
    );
  }
  if (check.skipped) {
    return (
      <Text size="xs" c="dimmed">
        Schema check: not checked, {check.skipped}.
      </Text>
    );
  }
  if (check.total === 0) {
    return (
      <Text size="xs" c="dimmed">
        Schema check: matches {check.against}.
      </Text>
    );
  }
  const shown = all ? check.findings : check.findings.slice(0, FIRST);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Badge size="sm" variant="light" color="orange">
          {plural(check.total, 'schema finding')}
        </Badge>
        <Text size="xs">against {check.against}</Text>
      </Group>
      <FindingList findings={shown} label={`Schema findings of GET ${record.url}`} />
      {check.findings.length > FIRST && (
        <Box>
          <Button size="compact-xs" variant="subtle" onClick={() => setAll((value) => !value)}>
            {all ? 'Show fewer findings' : `Show all ${plural(check.findings.length, 'finding')}`}
          </Button>
        </Box>
      )}
      {all && check.total > check.findings.length && (
        <Text size="xs" c="dimmed">
          And {plural(check.total - check.findings.length, 'more finding')}, not kept.
        </Text>
      )}
    </Stack>
  );
}

/** The session's findings, above the requests: a sentence, the copies, and the list on demand. */
export function SessionFindings({ summary }: { summary: SessionSummary }) {
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { message, fallback, copy: copyText } = useCopy();
  const copy = (format: 'Markdown' | 'JSON', from: Element) =>
    copyText(from, format === 'Markdown' ? findingsMarkdown(summary) : findingsJson(summary), {
      copied: `${plural(summary.total, 'finding')} copied as ${format}.`,
      refused: `The clipboard refused the findings as ${format}: select and copy them below.`,
    });
  return (
    <Paper withBorder p="xs" component="section" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Text size="sm" fw={600} id={headingId}>
          Schema check of this session
        </Text>
        <Text size="sm">{summaryText(summary)}</Text>
        <Text size="xs" c="dimmed">
          Each answer is held to the published schema of its operation: its fields, their types, the documented values of its enumerations, the required fields and the paging rules
          of a list. The broker adds fields and values without notice: a finding is where an answer and the specification part.
        </Text>
        {summary.total > 0 && (
          <>
            <Group gap="xs" wrap="wrap">
              <Button size="compact-sm" variant="default" onClick={(event) => copy('Markdown', event.currentTarget)}>
                Copy findings as Markdown
              </Button>
              <Button size="compact-sm" variant="default" onClick={(event) => copy('JSON', event.currentTarget)}>
                Copy findings as JSON
              </Button>
              <Button size="compact-sm" variant="subtle" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen((value) => !value)}>
                {open ? 'Hide the findings' : `Show the findings (${summary.entries.length} ${summary.entries.length === 1 ? 'answer' : 'answers'})`}
              </Button>
            </Group>
            <Text size="xs" role="status" c="dimmed">
              {message}
            </Text>
            {fallback !== undefined && <Textarea label="Findings to copy" value={fallback} readOnly autosize minRows={3} maxRows={12} w="100%" className="mono" />}
            {open && (
              <Stack id={listId} component="ol" aria-label="Answers with schema findings" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {summary.entries.map(({ record, check }) => (
                  <li key={record.id}>
                    <Text size="xs" className="mono" style={{ overflowWrap: 'anywhere' }}>
                      GET {record.url}
                    </Text>
                    <Text size="xs" c="dimmed">
                      HTTP {record.status}, against {check.against}: {plural(check.total, 'finding')}
                      {check.findings.length > SESSION_FIRST ? ` (the first ${SESSION_FIRST} below; the copies hold ${check.findings.length})` : ''}
                    </Text>
                    <FindingList findings={check.findings.slice(0, SESSION_FIRST)} label={`Schema findings of GET ${record.url}`} />
                  </li>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
