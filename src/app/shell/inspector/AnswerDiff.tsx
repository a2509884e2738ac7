/** The differences between two logged answers (DiffView), once both came; or why they cannot be shown. */
import { useMemo } from 'react';
import { Text } from '@mantine/core';
import type { Exchange } from '@/api/request-log';
import { answerValue } from './answers';
import { DiffView } from './DiffView';

export function AnswerDiff({ before, after, beforeLabel, afterLabel }: { before: Exchange | undefined; after: Exchange | undefined; beforeLabel: string; afterLabel: string }) {
  // Parsed once per record (a record object changes only when its answer comes), so the diff is not made again at each render.
  const older = useMemo(() => before && answerValue(before), [before]);
  const newer = useMemo(() => after && answerValue(after), [after]);
  if (!older || !newer) return null;
  if ('missing' in older || 'missing' in newer) {
    return (
      <Text size="sm" c="dimmed">
        No differences to show:{' '}
        {'missing' in older ? `of the ${beforeLabel.toLowerCase()}, ${older.missing}` : `of the ${afterLabel.toLowerCase()}, ${'missing' in newer ? newer.missing : ''}`}.
      </Text>
    );
  }
  return <DiffView before={older.value} after={newer.value} beforeLabel={beforeLabel} afterLabel={afterLabel} />;
}
