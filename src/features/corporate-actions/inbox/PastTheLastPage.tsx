/** A page of the inbox beyond the list's last row (an old link, or a list that shrank): where the list ends, and the ways back. */
import { Button, Group } from '@mantine/core';
import { EmptyState } from '@/components/EmptyState';
import { formatNumber } from '@/lib/format';

interface Props {
  skip: number;
  top: number;
  /** The list's size, when known (none: only the first page is offered). */
  total: number | undefined;
  onSkip: (skip: number | undefined) => void;
}

/** The offset of the list's last page. */
const lastPageSkip = (total: number, top: number) => Math.max(0, Math.floor((total - 1) / top) * top);

export function PastTheLastPage({ skip, top, total, onSkip }: Props) {
  const pages = total ? Math.ceil(total / top) : undefined;
  const noun = (value: number) => `${formatNumber(value, 0)} ${value === 1 ? 'event' : 'events'}`;
  return (
    <EmptyState title="This page is past the end of the list">
      {total
        ? `Page ${formatNumber(Math.floor(skip / top) + 1, 0)} would start at row ${formatNumber(skip + 1, 0)}, but the list has ${noun(total)} on ${formatNumber(pages ?? 1, 0)} ${pages === 1 ? 'page' : 'pages'}.`
        : `No rows from row ${formatNumber(skip + 1, 0)} on.`}
      <Group component="span" justify="center" gap="xs" mt="xs">
        <Button variant="light" size="compact-sm" onClick={() => onSkip(undefined)}>
          Go to the first page
        </Button>
        {total !== undefined && total > top && (
          <Button variant="light" size="compact-sm" onClick={() => onSkip(lastPageSkip(total, top))}>
            Go to the last page ({formatNumber(pages ?? 1, 0)})
          </Button>
        )}
      </Group>
    </EmptyState>
  );
}
