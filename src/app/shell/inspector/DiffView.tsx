/**
 * What changed between two answers (src/lib/json-diff.ts): the counts of added, removed and changed values,
 * and either the differences alone (a list: what, where, the older and the newer value) or the whole newer
 * answer with its changed lines marked. Each kind reads as a word and a sign (+ added, - removed, ~ changed),
 * not as a colour alone. A long text that changed shows its words gone struck through and its words new underlined
 * (word-diff.ts). "Copy differences" copies the plain-text report (diffText).
 */
import { Fragment, useId, useMemo, useState } from 'react';
import { Badge, Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { diffJson, diffText, shownJson, type DiffEntry, type DiffKind } from '@/lib/json-diff';
import { DIFF_SIGN, diffLines, type DiffLine } from './diff-lines';
import { useCopy } from './use-copy';
import { wordChanges, type TextPart } from './word-diff';

export interface DiffViewProps {
  before: unknown;
  after: unknown;
  /** Names the older answer, e.g. "Previous answer, 12:01:03". */
  beforeLabel: string;
  /** Names the newer answer, e.g. "This answer, 12:05:10". */
  afterLabel: string;
}

/** The most differences listed at once; the copied report holds them all. */
export const LISTED_DIFFERENCES = 200;

const KINDS: readonly DiffKind[] = ['changed', 'added', 'removed'];
const KIND_COLOR: Readonly<Record<DiffKind, string>> = { added: 'teal', removed: 'red', changed: 'yellow' };
const LINE_BACKGROUND: Readonly<Record<DiffKind, string>> = {
  added: 'var(--mantine-color-teal-light)',
  removed: 'var(--mantine-color-red-light)',
  changed: 'var(--mantine-color-yellow-light)',
};

type Mode = 'differences' | 'whole';

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

export function DiffView({ before, after, beforeLabel, afterLabel }: DiffViewProps) {
  const entries = useMemo(() => diffJson(before, after), [before, after]);
  const [mode, setMode] = useState<Mode>('differences');
  const summaryId = useId();
  const counts = KINDS.map((kind) => [kind, entries.filter((entry) => entry.kind === kind).length] as const);

  return (
    <Stack gap="xs">
      <Text size="sm" id={summaryId}>
        {beforeLabel} → {afterLabel}:{' '}
        {entries.length === 0 ? (
          <Text span fw={600}>
            No differences.
          </Text>
        ) : (
          <>
            {plural(entries.length, 'difference')} ({counts.map(([kind, count]) => `${count} ${kind}`).join(', ')})
          </>
        )}
      </Text>
      {entries.length > 0 && (
        <>
          <Group gap="xs" wrap="wrap">
            <Group gap={4} role="group" aria-label="Show">
              <Button size="compact-sm" variant={mode === 'differences' ? 'filled' : 'default'} aria-pressed={mode === 'differences'} onClick={() => setMode('differences')}>
                Only differences
              </Button>
              <Button size="compact-sm" variant={mode === 'whole' ? 'filled' : 'default'} aria-pressed={mode === 'whole'} onClick={() => setMode('whole')}>
                Whole answer
              </Button>
            </Group>
            <CopyDifferences entries={entries} />
          </Group>
          {mode === 'differences' ? (
            <DifferenceList entries={entries} beforeLabel={beforeLabel} afterLabel={afterLabel} labelledBy={summaryId} />
          ) : (
            <WholeAnswer after={after} entries={entries} afterLabel={afterLabel} />
          )}
        </>
      )}
    </Stack>
  );
}

function CopyDifferences({ entries }: { entries: readonly DiffEntry[] }) {
  const { message, fallback, copy: copyText } = useCopy();
  const copy = (from: Element) =>
    copyText(from, diffText(entries), {
      copied: `${plural(entries.length, 'difference')} copied.`,
      refused: 'The clipboard refused it; select and copy the differences below.',
    });
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={(event) => copy(event.currentTarget)}>
        Copy differences
      </Button>
      <Text size="xs" role="status" c="dimmed">
        {message}
      </Text>
      {fallback !== undefined && <Textarea label="Differences to copy" value={fallback} readOnly autosize minRows={3} maxRows={12} w="100%" className="mono" />}
    </>
  );
}

/** The kind in words and sign, in the text's own colours (the colour is on the item's edge, beside it). */
function KindBadge({ kind }: { kind: DiffKind }) {
  return (
    <Badge size="sm" variant="default" tt="none" style={{ flex: 'none' }}>
      {DIFF_SIGN[kind]} {kind}
    </Badge>
  );
}

function Value({ label, value }: { label: string; value: unknown }) {
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      <Text span size="xs" c="dimmed">
        {label}:{' '}
      </Text>
      <span className="mono">{shownJson(value)}</span>
    </Text>
  );
}

const GONE = { background: 'var(--mantine-color-red-light)', textDecoration: 'line-through' } as const;
const CAME = { background: 'var(--mantine-color-teal-light)', textDecoration: 'underline' } as const;

/** One side of a long text that changed: its words gone (older side) or new (newer side) marked, not by colour alone. */
function WordsValue({ label, parts, side }: { label: string; parts: readonly TextPart[]; side: 'before' | 'after' }) {
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      <Text span size="xs" c="dimmed">
        {label}:{' '}
      </Text>
      <span className="mono">
        {parts.map((part, index) =>
          part.changed ? (
            side === 'before' ? (
              <del key={index} style={GONE}>
                {part.text}
              </del>
            ) : (
              <ins key={index} style={CAME}>
                {part.text}
              </ins>
            )
          ) : (
            <Fragment key={index}>{part.text}</Fragment>
          ),
        )}
      </span>
    </Text>
  );
}

function DifferenceList({ entries, beforeLabel, afterLabel, labelledBy }: { entries: readonly DiffEntry[]; beforeLabel: string; afterLabel: string; labelledBy: string }) {
  const shown = useMemo(
    () => entries.slice(0, LISTED_DIFFERENCES).map((entry) => ({ entry, words: entry.kind === 'changed' ? wordChanges(entry.before, entry.after) : undefined })),
    [entries],
  );
  return (
    <>
      {shown.some(({ words }) => words) && (
        <Text size="xs" c="dimmed">
          In a long text, the words struck through are gone and the words underlined are new; … stands for a stretch both answers share.
        </Text>
      )}
      <Stack component="ol" aria-labelledby={labelledBy} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map(({ entry, words }, index) => (
          <Box component="li" key={`${entry.kind}-${entry.path}-${index}`} pl="xs" style={{ borderLeft: `3px solid var(--mantine-color-${KIND_COLOR[entry.kind]}-outline)` }}>
            <Group gap={6} wrap="nowrap" align="baseline">
              <KindBadge kind={entry.kind} />
              <Text size="sm" className="mono" style={{ overflowWrap: 'anywhere' }}>
                {entry.path || '(the whole answer)'}
              </Text>
            </Group>
            {words ? (
              <>
                <WordsValue label={beforeLabel} parts={words.before} side="before" />
                <WordsValue label={afterLabel} parts={words.after} side="after" />
              </>
            ) : (
              <>
                {entry.kind !== 'added' && <Value label={beforeLabel} value={entry.before} />}
                {entry.kind !== 'removed' && <Value label={afterLabel} value={entry.after} />}
              </>
            )}
          </Box>
        ))}
      </Stack>
      {entries.length > shown.length && (
        <Text size="sm" c="dimmed">
          The first {shown.length} of {entries.length} differences are listed; &quot;Copy differences&quot; copies them all.
        </Text>
      )}
    </>
  );
}

/** Runs of unmarked lines become one text node, so a large answer with few changes stays light to render. */
function groupLines(lines: readonly DiffLine[]): { mark?: DiffKind; text: string }[] {
  const groups: { mark?: DiffKind; text: string }[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    const text = `${line.mark ? DIFF_SIGN[line.mark] : ' '} ${line.text}\n`;
    if (last && last.mark === line.mark) last.text += text;
    else groups.push(line.mark ? { mark: line.mark, text } : { text });
  }
  return groups;
}

function WholeAnswer({ after, entries, afterLabel }: { after: unknown; entries: readonly DiffEntry[]; afterLabel: string }) {
  const id = useId();
  const groups = useMemo(() => groupLines(diffLines(after, entries)), [after, entries]);
  return (
    <div>
      <Text size="sm" fw={500} id={id}>
        {afterLabel}, with its differences marked (+ added, ~ changed, - removed)
      </Text>
      <Box
        component="pre"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="mono"
        m={0}
        p="xs"
        fz="xs"
        style={{
          maxHeight: 480,
          overflow: 'auto',
          whiteSpace: 'pre',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        {groups.map((group, index) =>
          group.mark ? (
            <span key={index} data-mark={group.mark} style={{ display: 'block', background: LINE_BACKGROUND[group.mark] }}>
              {group.text}
            </span>
          ) : (
            <Fragment key={index}>{group.text}</Fragment>
          ),
        )}
      </Box>
    </div>
  );
}
