import { memo, useId } from 'react';
import { Group, Select, Text } from '@mantine/core';
import { HeldButton } from './HeldButton';
import { formatNumber } from '@/lib/format';

/** Where the page shown stands among the pages of a list. */
export interface PagePosition {
  page: number;
  /** Offsets of the neighbouring pages, where there are some. */
  previousSkip: number | undefined;
  nextSkip: number | undefined;
  /** Number of pages, when the total is known. */
  pages?: number | undefined;
}

interface Props {
  /** The name of the navigation landmark. */
  label: string;
  sizeWidth: number;
  /** The page sizes offered; the size in use joins them when it is another. */
  sizes: readonly number[];
  pageSize: number;
  position: PagePosition;
  /** Also the first page, the last (when the number of pages is known), and a page counter of fixed width between them. */
  ends?: boolean;
  onPage: (skip: number) => void;
  onPageSize: (top: number) => void;
}

/** A page button that stays focusable when there is no such page: pressing Next up to the last page keeps the focus there. */
function PageButton({ to, onPage, children }: { to: number | undefined; onPage: (skip: number) => void; children: string }) {
  return (
    <HeldButton variant="default" size="xs" held={to === undefined} onClick={() => to !== undefined && onPage(to)}>
      {children}
    </HeldButton>
  );
}

/** The page size and the pages around the one shown; rendered again only when the paging changes (its page-size picker is a combobox of many parts). */
export const Pager = memo(function Pager({ label, sizeWidth, sizes, pageSize, position, ends = false, onPage, onPageSize }: Props) {
  const sizeLabelId = useId();
  const lastSkip = ends && position.pages !== undefined ? (position.pages - 1) * pageSize : undefined;
  return (
    <Group component="nav" aria-label={label} justify="space-between" gap="sm">
      <Group gap="xs">
        <Text size="sm" id={sizeLabelId}>
          Rows per page
        </Text>
        <Select
          aria-labelledby={sizeLabelId}
          size="xs"
          w={sizeWidth}
          data={[...new Set([...sizes, pageSize])].sort((a, b) => a - b).map(String)}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => value && onPageSize(Number(value))}
        />
      </Group>
      <Group gap="xs">
        {ends && (
          <PageButton to={position.previousSkip === undefined ? undefined : 0} onPage={onPage}>
            First page
          </PageButton>
        )}
        <PageButton to={position.previousSkip} onPage={onPage}>
          Previous page
        </PageButton>
        <Text size="sm" className="tabular" {...(ends ? { miw: 90, ta: 'center' } : {})}>
          Page {formatNumber(position.page)}
          {position.pages !== undefined ? ` of ${formatNumber(position.pages)}` : ''}
        </Text>
        <PageButton to={position.nextSkip} onPage={onPage}>
          Next page
        </PageButton>
        {lastSkip !== undefined && (
          <PageButton to={position.nextSkip === undefined ? undefined : lastSkip} onPage={onPage}>
            Last page
          </PageButton>
        )}
      </Group>
    </Group>
  );
});
