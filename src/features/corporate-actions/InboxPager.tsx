/**
 * The inbox's pages: previous and next, the page of all, and the page size, kept in the address ($skip and $top).
 */
import { memo } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import { DEFAULT_TOP, PAGE_SIZES, type InboxSearch } from './url';

/** The pages: re-rendered only when the page, the page size or the total change. */
export const InboxPager = memo(function InboxPager({ skip, top, total, rows, hasNext, onPage }: { skip: number; top: number; total: number | undefined; rows: number; hasNext: boolean; onPage: (next: Partial<InboxSearch>) => void }) {
  const pages = total !== undefined ? Math.max(1, Math.ceil(total / top)) : undefined;
  const page = Math.floor(skip / top) + 1;
  const next = total !== undefined ? skip + top < total : hasNext;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="nav" aria-label="Pages">
      <Group gap="xs">
        <Button variant="default" size="sm" disabled={skip === 0} onClick={() => onPage({ skip: Math.max(0, skip - top) || undefined })}>
          Previous page
        </Button>
        <Text size="sm" className="tabular">
          Page {formatNumber(page, 0)}
          {pages !== undefined ? ` of ${formatNumber(pages, 0)}` : ''}
        </Text>
        <Button variant="default" size="sm" disabled={!next || rows === 0} onClick={() => onPage({ skip: skip + top })}>
          Next page
        </Button>
      </Group>
      <PageSize top={top} onPage={onPage} />
    </Group>
  );
});

/** Apart from the pager, so its drop-down is not positioned again on every page. */
const PageSize = memo(function PageSize({ top, onPage }: { top: number; onPage: (next: Partial<InboxSearch>) => void }) {
  return (
    <Select
      label="Rows per page"
      size="sm"
      w={140}
      allowDeselect={false}
      data={[...new Set([...PAGE_SIZES, top])].sort((a, b) => a - b).map((size) => ({ value: String(size), label: String(size) }))}
      value={String(top)}
      onChange={(value) => onPage({ top: Number(value) === DEFAULT_TOP ? undefined : Number(value), skip: undefined })}
    />
  );
});
