/**
 * A page of a list beyond its last row (an old link, or a list that shrank): where the list ends, and the ways back:
 * the first page, and the last one when the list's size is known. Shared by every paged list (search, browse, the
 * corporate-actions inbox).
 */
import { Button, Group } from '@mantine/core';
import { EmptyState } from './EmptyState';
import { formatNumber } from '@/lib/format';

interface Props {
  /** The offset asked for. */
  skip: number;
  /** The page size. */
  top: number;
  /** The list's size, when the service gives it (none: only the first page is offered). */
  total?: number | undefined;
  /** What the list holds, one and many: `['event', 'events']`. */
  noun: readonly [string, string];
  /** Goes to the page at this offset (0: the first). */
  onPage: (skip: number) => void;
}

/** The offset of a list's last page. */
const lastPageSkip = (total: number, top: number) => Math.max(0, Math.floor((total - 1) / top) * top);

export function PastTheEnd({ skip, top, total, noun, onPage }: Props) {
  const pages = total ? Math.ceil(total / top) : undefined;
  const count = (value: number, [one, many]: readonly [string, string]) => `${formatNumber(value, 0)} ${value === 1 ? one : many}`;
  return (
    <EmptyState title="This page is past the end of the list">
      {total && pages
        ? `Page ${formatNumber(Math.floor(skip / top) + 1, 0)} would start at row ${formatNumber(skip + 1, 0)}, but the list has ${count(total, noun)} on ${count(pages, ['page', 'pages'])}.`
        : `The list ends before row ${formatNumber(skip + 1, 0)}.`}
      <Group component="span" justify="center" gap="xs" mt="xs">
        <Button variant="light" size="compact-sm" onClick={() => onPage(0)}>
          Go to the first page
        </Button>
        {total !== undefined && pages !== undefined && total > top && (
          <Button variant="light" size="compact-sm" onClick={() => onPage(lastPageSkip(total, top))}>
            Go to the last page ({formatNumber(pages, 0)})
          </Button>
        )}
      </Group>
    </EmptyState>
  );
}
