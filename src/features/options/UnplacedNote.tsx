/** The options of the shown expiries that the chain could not place, by expiry. */
import { Alert, Text } from '@mantine/core';
import { formatDate } from '@/lib/format';
import type { ChainSection } from './chain-model';
import { describeUnplaced } from './unplaced';

export function UnplacedNote({ sections }: { sections: readonly ChainSection[] }) {
  const lines = sections.flatMap((section) => {
    const text = section.state === 'ready' ? describeUnplaced(section.unplaced) : undefined;
    return text ? [{ date: section.expiry.date, count: section.unplaced?.length ?? 0, text }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title="Options not placed in the chain">
      {lines.map((line) => (
        <Text key={line.date} size="sm">
          {`${formatDate(line.date)}: ${line.count === 1 ? 'one option is' : `${line.count} options are`} not in the grid: ${line.text}.`}
        </Text>
      ))}
    </Alert>
  );
}
