/**
 * The inbox's pages on the shared pager (components/Pager.tsx): previous and next, the page of all, and the page
 * size, kept in the address ($skip and $top).
 */
import { memo, useCallback } from 'react';
import { Pager } from '@/components/Pager';
import { DEFAULT_TOP, PAGE_SIZES, type InboxSearch } from '@/features/corporate-actions/url';

interface Props {
  skip: number;
  top: number;
  /** The list's size, when known. */
  total: number | undefined;
  /** Rows of the page shown. */
  rows: number;
  /** Whether the service links a next page (when the size is not known). */
  hasNext: boolean;
  onPage: (next: Partial<InboxSearch>) => void;
}

/** Drawn again only when the page, the page size or the total change. */
export const InboxPager = memo(function InboxPager({ skip, top, total, rows, hasNext, onPage }: Props) {
  const more = rows > 0 && (total !== undefined ? skip + top < total : hasNext);
  const position = {
    page: Math.floor(skip / top) + 1,
    previousSkip: skip > 0 ? Math.max(0, skip - top) : undefined,
    nextSkip: more ? skip + top : undefined,
    pages: total !== undefined ? Math.max(1, Math.ceil(total / top)) : undefined,
  };
  const toPage = useCallback((next: number) => onPage({ skip: next || undefined }), [onPage]);
  const toSize = useCallback((size: number) => onPage({ top: size === DEFAULT_TOP ? undefined : size, skip: undefined }), [onPage]);
  return <Pager label="Pages" sizeWidth={96} sizes={PAGE_SIZES} pageSize={top} position={position} onPage={toPage} onPageSize={toSize} />;
});
